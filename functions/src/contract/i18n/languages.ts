/**
 * The languages a visitor can read a public card in (the card page, the lead form and its
 * thank-you page). The signed-in app is English; its texts sit in the same catalogue.
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language in itself, as a language switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch', pt: 'Português' };

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

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
