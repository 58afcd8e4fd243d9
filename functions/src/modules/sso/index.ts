/** The SSO module's door (docs/architecture.md, "Module doors"). */
export type { StoredDomainClaim, StoredSsoConnection, StoredSsoDomain } from './sso.model';
// The sign-in side and the seed configure a company's SSO through the admin's own services (docs/sso.md).
export { providerIdOf } from './sso.connection';
export { configureSso, getSso, setEnforcement } from './sso.service';
export { claimDomain, verifyDomain } from './sso.domains';
