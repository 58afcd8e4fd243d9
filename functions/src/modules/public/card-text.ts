import i18next from 'i18next';
import type { Request } from 'express';
import {
  chooseCardLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  type CardLanguage,
  type Language,
} from '../../contract/i18n/languages';
import type { PublicNamespace } from '../../contract/i18n/catalogue';
import type { MESSAGES } from '../../contract/messages';
import enCard from '../../contract/i18n/en/card';
import enMessages from '../../contract/i18n/en/messages';
import esCard from '../../contract/i18n/es/card';
import esMessages from '../../contract/i18n/es/messages';
import frCard from '../../contract/i18n/fr/card';
import frMessages from '../../contract/i18n/fr/messages';
import deCard from '../../contract/i18n/de/card';
import deMessages from '../../contract/i18n/de/messages';
import ptCard from '../../contract/i18n/pt/card';
import ptMessages from '../../contract/i18n/pt/messages';

/**
 * The card page's words (docs/i18n.md): the `card` and `messages` namespaces of the catalogue
 * in every language, read through one i18next instance. All five languages are imported here,
 * so a page never waits for its texts; the server holds them once.
 */

// The server page words itself: not with the lead form's texts.
type Namespaces = Record<Exclude<PublicNamespace, 'leadForm'>, object>;
const resources: Record<Language, Namespaces> = {
  en: { card: enCard, messages: enMessages },
  es: { card: esCard, messages: esMessages },
  fr: { card: frCard, messages: frMessages },
  de: { card: deCard, messages: deMessages },
  pt: { card: ptCard, messages: ptMessages },
};

const catalogue = i18next.createInstance();
void catalogue.init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: ['card', 'messages'],
  defaultNS: 'card',
  initAsync: false,
  // The page escapes what it writes into HTML (esc in card-page-document.ts), values included.
  interpolation: { escapeValue: false },
});

/** Every text of a namespace by its dotted key: `notice.notFound.title`. */
type KeyOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type CardKey = KeyOf<typeof enCard>;

export interface CardText {
  language: Language;
  /** A text of the `card` namespace, `{{values}}` filled in; plain text, for the caller to escape. */
  t(key: CardKey, values?: Record<string, string>): string;
  /** A specification message (`messages` namespace). */
  message(key: keyof typeof MESSAGES): string;
}

const texts = new Map<Language, CardText>(
  LANGUAGES.map((language) => {
    const card = catalogue.getFixedT(language, 'card');
    const messages = catalogue.getFixedT(language, 'messages');
    return [language, { language, t: (key, values) => card(key, values ?? {}), message: (key) => messages(key) }];
  }),
);

/** The words of one language. */
export const cardText = (language: Language): CardText => texts.get(language)!;

/**
 * What the visitor asked for: `?lang=xx` from the page's switcher, and their preferences, most
 * wanted first. The preferences are `?hl=xx` when the address carries them (the language redirect,
 * languageInAddress), else the Accept-Language list, and then the answer depends on that header.
 */
export interface VisitorLanguage {
  requested: string | null;
  preferences: string[];
  fromHeader: boolean;
}

/** The query parameter that carries the visitor's preferred language in a card page's address. */
export const HL = 'hl';

/** A query parameter of the request: the value when it is given once, else null (Express's simple parser, `req.query`). */
export type QueryParam = (name: string) => string | null;

const param =
  (req: Request): QueryParam =>
  (name) =>
    typeof req.query[name] === 'string' ? String(req.query[name]) : null;
const supported = (value: string | null): Language | null => {
  const folded = value?.trim().toLowerCase();
  return isLanguage(folded) ? folded : null;
};

/**
 * The visitor's language from what a request says: its query parameters and, only asked when
 * the address carries no preference, its Accept-Language languages (most wanted first). Express's
 * route and the card pages' fast path (card-fast-path.ts) read the same request through it.
 */
export function visitorLanguageFrom(query: QueryParam, acceptedLanguages: () => string[]): VisitorLanguage {
  const preferred = supported(query(HL));
  return {
    requested: query('lang'),
    preferences: preferred ? [preferred] : acceptedLanguages(),
    fromHeader: !preferred,
  };
}

export const visitorLanguageOf = (req: Request): VisitorLanguage =>
  visitorLanguageFrom(param(req), () => req.acceptsLanguages());

/** Whether a request that names no language (no valid `?lang=` or `?hl=`) has Accept-Language to redirect by. */
export const redirectsToLanguage = (query: QueryParam, acceptLanguage: string | undefined): boolean =>
  !supported(query('lang')) && !supported(query(HL)) && !!acceptLanguage;

/**
 * A card page's language is part of its address, so the CDN keeps one copy a page and language
 * and never a copy per Accept-Language string (docs/operations.md, "Card pages and the CDN"). A
 * request that names none (no valid `?lang=` or `?hl=`) is sent to the same address with
 * `?hl=` matched from its Accept-Language, with no store read: the redirect alone varies by the
 * header. The owner's fixed language still comes before `?hl=` (it is the visitor's preference,
 * not their choice). A request without Accept-Language (crawlers, link previews) has nothing to
 * redirect by and is answered at once, the answer marked as varying by the header's absence.
 */
export function languageAddress(req: Request): string | null {
  if (!redirectsToLanguage(param(req), req.get('accept-language'))) return null;
  // The path as routed, always under /card, so never another host's address: not the raw
  // request target, which in absolute form (`GET http://elsewhere/card/x`) names a host.
  const path = `${req.baseUrl}${req.path}`;
  const search = new URLSearchParams(req.originalUrl.split(/\?(.*)/s)[1] ?? '');
  search.set(HL, pageLanguage({ requested: null, preferences: req.acceptsLanguages(), fromHeader: true }));
  return `${path}?${search}`;
}

/** The page's language by the one rule (contract/i18n/languages.ts); `owner` once the page's profile is known. */
export function pageLanguage(visitor: VisitorLanguage, owner?: CardLanguage | null): Language {
  return chooseCardLanguage({ requested: visitor.requested, owner, visitor: visitor.preferences });
}

/**
 * Whether the answer depends on Accept-Language: only when the address carries no preference
 * (`?hl=`) and neither the visitor's explicit choice nor the owner's fixed language decided it.
 * Such answers carry `Vary: Accept-Language`.
 */
export const followsAcceptLanguage = (visitor: VisitorLanguage, owner?: CardLanguage | null): boolean =>
  visitor.fromHeader && !choseExplicitly(visitor) && !isLanguage(owner);

/** Whether the visitor picked a supported language on the page (`?lang=`). */
export const choseExplicitly = (visitor: VisitorLanguage): boolean =>
  isLanguage(visitor.requested?.trim().toLowerCase());
