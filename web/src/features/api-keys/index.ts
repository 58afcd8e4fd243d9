/**
 * What other features may use of the API keys feature: the company back office shows the panel,
 * and the identity section the company's audit log (identity events included) and its query key.
 */
export { ApiKeysPanel } from './components/ApiKeysPanel';
export { AuditLog } from './components/AuditLog';
export { companyAuditKey } from './api';
