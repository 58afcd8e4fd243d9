/** What other modules may use of the profiles module beside its service and model: the media helpers company branding reuses. */
export { decodeImage, deleteMediaQuietly, readableImage, renderImage, storeMedia } from './profiles.media';
export { migrateProfileSlugsPage } from './profiles.slug-migration';
