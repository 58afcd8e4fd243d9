/** The profiles module's door, beside its service and model files while they stay open (docs/architecture.md, "Module doors"). */
export { migrateProfileSlugsPage } from './profiles.slug-migration';
export { uploadProfileImage } from './profiles.media';
