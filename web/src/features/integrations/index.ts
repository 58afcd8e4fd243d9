/** What other features may use of the integrations feature, beside its api.ts: a contact's CRM push state and a profile's feed choices. */
export { CrmPushStatus } from './components/CrmPushStatus';
export { ProfileFeeds } from './components/ProfileFeeds';
