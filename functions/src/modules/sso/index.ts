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
