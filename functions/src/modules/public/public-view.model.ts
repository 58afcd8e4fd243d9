import type { CardFeed } from '../../contract/public-view';
import type { Profile } from '../../contract/profiles';
import type { CompanyEverlink } from '../../contract/company-brand';
import type { Company } from '../../contract/company';

/**
 * The materialized public view (docs/profiles-and-cards.md, "The public view at scale"): what a
 * card request reads instead of gathering the facts from their owners. Every writer of a fact
 * removes the copy that holds it, in its own transaction or batch where it has one; the next card
 * request builds it again (public-view.service loadCardView) and `npm run jobs -- build-public-views`
 * builds them ahead. A removed copy is never served, so an edit, a deactivation or a deletion
 * shows at once. Only the documents' types here; the writers drop them through
 * platform/public-view.ts, so the modules that own the facts never import this module.
 */

/** `publicViews/{profileId}`: an active profile's own facts, with its feeds and booking. */
export interface StoredPublicView {
  /** A digest of the facts: the card page renders once a version (card-page-cache.ts). */
  version: string;
  profile: Profile;
  feeds: CardFeed[];
  connectedBookingUrl: string | null;
  builtAt: string;
}

/**
 * `publicCompanies/{companyId}`: the brand and every link of a company, read as a card's second
 * document, so a brand change is one write instead of one per employee's view.
 */
export interface StoredPublicCompany {
  version: string;
  /** What `publicCompanyBrandOf` takes, so the card shapes the brand as every other answer does. */
  company: Pick<Company, 'id' | 'name' | 'logo' | 'background' | 'brand'>;
  everlinks: Pick<CompanyEverlink, 'id' | 'type' | 'title' | 'url' | 'divisionIds'>[];
  builtAt: string;
}
