/**
 * Access: who a caller is (their principal), what they may do (their CASL ability), the one check
 * every service asks, and the rule that no one grants more than they hold. Modules register
 * nothing here: the principal is read from the stored user, employee and role documents.
 */
export {
  abilityOfCaller,
  authorize,
  can,
  forgetAccess,
  isSuperadmin,
  principalOfCaller,
  requireSuperadmin,
  type AccessObject,
  type AuthorizeOptions,
  type Caller,
} from './check';
export { authorizeInCompany } from './company-gate';
export { keyAllows, scopesAllowing, viaKey } from './key-scopes';
export type { Principal } from './principal';
export { assertMayGrant, assertWithinCallerRights } from './grants';
export { companyAccessChanged, companyAccessErased, userAccessChanged } from './access-version';
