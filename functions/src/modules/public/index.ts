/** The public module's door: what other code may import of it (docs/architecture.md, "Module doors"). */
/** The social icons the card-page bench draws. */
export { socialIconSvg } from './card-page-icons';
export { cardShowsBeside, publicViewOfProfile, rebuildPublicView } from './public-view.service';
export type { StoredPublicCompany, StoredPublicView } from './public-view.model';
/** The first middleware of the API's and the cardPage function's apps: a cached card page without Express. */
export { cardFastPath } from './card-fast-path';
