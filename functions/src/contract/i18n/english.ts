/** The English catalogue's shape, for typed keys (`t('…')` with a key that does not exist fails to compile). */
import type common from './en/common';
import type auth from './en/auth';
import type landing from './en/landing';
import type legal from './en/legal';
import type profiles from './en/profiles';
import type profileLinks from './en/profileLinks';
import type dashboard from './en/dashboard';
import type contacts from './en/contacts';
import type cards from './en/cards';
import type privacy from './en/privacy';
import type company from './en/company';
import type companyUsers from './en/companyUsers';
import type superadmin from './en/superadmin';
import type billing from './en/billing';
import type integrations from './en/integrations';
import type shareKit from './en/shareKit';
import type scanner from './en/scanner';
import type eventMode from './en/eventMode';
import type card from './en/card';
import type leadForm from './en/leadForm';
import type messages from './en/messages';

export interface English {
  common: typeof common;
  auth: typeof auth;
  landing: typeof landing;
  legal: typeof legal;
  profiles: typeof profiles;
  profileLinks: typeof profileLinks;
  dashboard: typeof dashboard;
  contacts: typeof contacts;
  cards: typeof cards;
  privacy: typeof privacy;
  company: typeof company;
  companyUsers: typeof companyUsers;
  superadmin: typeof superadmin;
  billing: typeof billing;
  integrations: typeof integrations;
  shareKit: typeof shareKit;
  scanner: typeof scanner;
  eventMode: typeof eventMode;
  card: typeof card;
  leadForm: typeof leadForm;
  messages: typeof messages;
}

export type EnglishNamespace = keyof English;
