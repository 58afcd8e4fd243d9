/**
 * The English catalogue's shape, for typed keys (`t('…')` with a key that does not exist fails to
 * compile). Each namespace lives with what shows it (docs/i18n.md): the shell's `common` with the
 * shared components, a screen's with its feature, and the ones the server reads too (`card`,
 * `leadForm`, `messages`) in the contract.
 */
import type common from '../components/i18n/en';
import type auth from '../features/auth/i18n/en';
import type landing from '../features/landing/i18n/en';
import type legal from '../features/legal/i18n/en';
import type profiles from '../features/profiles/i18n/en';
import type profileLinks from '../features/profiles/i18n/profileLinks/en';
import type dashboard from '../features/dashboard/i18n/en';
import type contacts from '../features/contacts/i18n/en';
import type cards from '../features/cards/i18n/en';
import type privacy from '../features/privacy/i18n/en';
import type company from '../features/company/i18n/en';
import type companyUsers from '../features/company/i18n/companyUsers/en';
import type superadmin from '../features/superadmin/i18n/en';
import type billing from '../features/billing/i18n/en';
import type integrations from '../features/integrations/i18n/en';
import type shareKit from '../features/share-kit/i18n/en';
import type scanner from '../features/scanner/i18n/en';
import type eventMode from '../features/event-mode/i18n/en';
import type apiKeys from '../features/api-keys/i18n/en';
import type webhooks from '../features/webhooks/i18n/en';
import type companyCrm from '../features/company-crm/i18n/en';
import type sso from '../features/sso/i18n/en';
import type identity from '../features/identity/i18n/en';
import type card from '@contract/i18n/en/card';
import type leadForm from '@contract/i18n/en/leadForm';
import type messages from '@contract/i18n/en/messages';

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
  apiKeys: typeof apiKeys;
  webhooks: typeof webhooks;
  companyCrm: typeof companyCrm;
  sso: typeof sso;
  identity: typeof identity;
  card: typeof card;
  leadForm: typeof leadForm;
  messages: typeof messages;
}

export type EnglishNamespace = keyof English;
