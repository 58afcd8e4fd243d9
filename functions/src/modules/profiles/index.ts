/** What other modules may use of the profiles module beside its service and model. */
export { migrateProfileSlugsPage } from './profiles.slug-migration';
