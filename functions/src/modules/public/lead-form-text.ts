import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../contract/i18n/languages';
import { MESSAGES } from '../../contract/messages';
import enLeadForm from '../../contract/i18n/en/leadForm';
import esLeadForm from '../../contract/i18n/es/leadForm';
import frLeadForm from '../../contract/i18n/fr/leadForm';
import deLeadForm from '../../contract/i18n/de/leadForm';
import ptLeadForm from '../../contract/i18n/pt/leadForm';
import { cardText, type CardText } from './card-text';

/**
 * The server lead form's words (lead-form-page.ts): the `leadForm` namespace the app's form reads
 * too, so both forms say the same, and the card page's own words for the page around it.
 */

const catalogue = i18next.createInstance();
void catalogue.init({
  resources: {
    en: { leadForm: enLeadForm },
    es: { leadForm: esLeadForm },
    fr: { leadForm: frLeadForm },
    de: { leadForm: deLeadForm },
    pt: { leadForm: ptLeadForm },
  },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: ['leadForm'],
  defaultNS: 'leadForm',
  initAsync: false,
  // The page escapes what it writes into HTML, values included.
  interpolation: { escapeValue: false },
});

type KeyOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type LeadFormKey = KeyOf<typeof enLeadForm>;

export interface LeadFormText {
  language: Language;
  /** A text of the `leadForm` namespace, `{{values}}` filled in; plain text, for the caller to escape. */
  t(key: LeadFormKey, values?: Record<string, string>): string;
  /** An English message of the API (contract/messages.ts) in the page's language, when the catalogue has it. */
  message(english: string): string;
  /** The card page's words, for the footer and the page's frame. */
  card: CardText;
}

const messageKeys = new Map<string, keyof typeof MESSAGES>(
  Object.entries(MESSAGES).map(([key, text]) => [text, key as keyof typeof MESSAGES]),
);

const texts = new Map<Language, LeadFormText>(
  LANGUAGES.map((language) => {
    const t = catalogue.getFixedT(language, 'leadForm');
    const card = cardText(language);
    const message = (english: string) => {
      const key = messageKeys.get(english);
      return key ? card.message(key) : english;
    };
    return [language, { language, t: (key, values) => t(key, values ?? {}), message, card }];
  }),
);

export const leadFormText = (language: Language): LeadFormText => texts.get(language)!;
