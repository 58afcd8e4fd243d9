/** The SSO module's door (docs/architecture.md, "Module doors"). */
export type {
  StoredBreakGlass,
  StoredDomainClaim,
  StoredOidcState,
  StoredSsoConnection,
  StoredSsoDomain,
} from './sso.model';
// app.ts judges every signed-in call's sign-in with it (enforced single sign-on).
export { ssoSignInGuard } from './sso-enforcement';
// functions.ts's sign-in blocking function: the same rule, at sign-in (production only).
export { refuseNonSsoSignIn } from './sso-blocking';
// The sign-in side and the seed configure a company's SSO through the admin's own services (docs/sso.md).
export { providerIdOf } from './sso.connection';
export { configureSso, getSso, setEnforcement } from './sso.service';
export { claimDomain, verifyDomain } from './sso.domains';
