/** The public module's door: what other code may import of it (docs/architecture.md, "Module doors"). */
/** The social icons the card-page bench draws. */
export { socialIconSvg } from './card-page-icons';
export { publicViewOfProfile, rebuildPublicView } from './public-view.service';
export type { StoredPublicCompany, StoredPublicView } from './public-view.model';
import type { RouteModule } from '../../platform/context';
import { languageRedirect } from './language-redirect.routes';
import { leadFormPages } from './lead-form.routes';
import { cardPages } from './pages.routes';

/**
 * The server-rendered pages outside /v1 (/card/**), in the order they are mounted: the language
 * redirect before every page, then the lead form, since the card pages end with a catch-all. The cardPage function serves them alone
 * (card-page-app.ts); the API's app mounts them too, for local runs and tests.
 */
export const PAGES: readonly RouteModule[] = [languageRedirect, leadFormPages, cardPages];
