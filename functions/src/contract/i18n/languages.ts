/**
 * The languages a visitor can read a public card in (the card page, the lead form and its
 * thank-you page). The signed-in app is English; its texts sit in the same catalogue.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in itself, as a language switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first supported language among a visitor's preferences, most wanted first
 * (`navigator.languages`, or `Accept-Language` sorted by weight): `pt-BR` reads Portuguese.
 */
export function matchLanguage(preferences: readonly string[]): Language | undefined {
  for (const tag of preferences) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/**
 * An owner's choice for their card (`profile.cardLanguage`): one fixed language for every
 * visitor, or `auto`, each visitor's own.
 */
export const CARD_LANGUAGES = ['auto', ...LANGUAGES] as const;
export type CardLanguage = (typeof CARD_LANGUAGES)[number];

export interface CardLanguageChoice {
  /** What the visitor picked on the page (`?lang=xx` from its language switcher); anything else is ignored. */
  requested?: string | null;
  /** The owner's setting, when the page belongs to a profile. */
  owner?: CardLanguage | null;
  /** The visitor's preferences, most wanted first: `Accept-Language` on the server, `navigator.languages` in the browser. */
  visitor?: readonly string[];
}

/**
 * The one rule for the language of a public page (the card, the lead form, its thank-you page):
 * the visitor's explicit choice, else the owner's fixed language, else the visitor's preferences,
 * else English. The server's page and the web app's both follow it, so a visitor reads one
 * language from the card to the thank-you page.
 */
export function chooseCardLanguage({ requested, owner, visitor = [] }: CardLanguageChoice): Language {
  const wanted = requested?.trim().toLowerCase();
  if (isLanguage(wanted)) return wanted;
  if (owner && owner !== 'auto' && isLanguage(owner)) return owner;
  return matchLanguage(visitor) ?? DEFAULT_LANGUAGE;
}
