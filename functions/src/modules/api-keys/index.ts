/** The API keys module's door: how app.ts checks a call's key (docs/api-keys.md). */
export { apiKeyAuthenticator } from './api-keys.auth';
// SCIM tokens are stored and their use recorded the same way: only the secret's SHA-256, a use a minute.
export { hashOfSecret, useToRecord } from './api-keys.auth';
export type { StoredApiKey, StoredAuditPage } from './api-keys.model';
// SSO and SCIM write the company's identity events into the same audit log.
export { auditCompanyEvents, auditedBy } from './api-keys.audit';
