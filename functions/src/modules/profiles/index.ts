/** The profiles module's door: what other code may import of it (docs/architecture.md, "Module doors"). */
export { migrateProfileSlugsPage } from './profiles.slug-migration';
export { uploadProfileImage } from './profiles.media';
export {
  absoluteUrl,
  displayNameOf,
  loadProfile,
  normalizeProfile,
  profileDetailsOf,
  profileUrl,
  profileVCard,
  servicesOf,
} from './profiles.model';
export type { StoredProfile } from './profiles.model';
export { createCompanyProfile, createInitialProfile } from './profiles.provision';
export type { CompanyProfileSeed } from './profiles.provision';
export { ownedProfile } from './profiles.owned';
export { eraseProfilesOf, profileIdsOf, profilesOf } from './profiles.privacy';
