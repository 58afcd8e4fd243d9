/** The SSO module's door (docs/architecture.md, "Module doors"). */
export type { StoredDomainClaim, StoredSsoConnection, StoredSsoDomain } from './sso.model';
