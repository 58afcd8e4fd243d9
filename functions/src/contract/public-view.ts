import type { Profile, PublicProfile } from './profiles';
import type { SocialNetwork } from './socials';
import type { PublicCompanyBrand } from './company-brand';
import type { IntegrationKind } from './integrations';
import { profileDetailsOf } from './profile-projection';

/**
 * The public view of a profile: every fact a card shows, gathered in one place and projected by
 * one function. The API's public answers (`GET /v1/profiles/{id}`, `GET /v1/links/slug/{slug}`,
 * `GET /v1/public/cards/{cardId}`), the server-rendered card and the editor's live preview all
 * come from `publicViewOf`, so they cannot drift apart. Every fact is required: a caller that
 * forgets the company brand or the feeds does not compile. Pure: no I/O.
 */

/** One connected feed on a card: the latest posts, tweets or videos of the owner's account. */
export interface CardFeed {
  provider: string;
  /** "Instagram", "X", "TikTok". */
  name: string;
  kind: IntegrationKind;
  account: { username: string; url: string | null };
  items: { url: string; text: string; imageUrl: string | null; publishedAt: string | null }[];
}

/**
 * What a card shows besides the profile document: facts owned by other modules (company,
 * integrations). `GET /v1/profiles/{id}/public-context` answers them to the editor, whose
 * draft is the profile.
 */
export interface PublicViewContext {
  /** The owner's company brand and links for their divisions, while they are its employee. */
  companyBrand: PublicCompanyBrand | null;
  /** The owner's connected feeds not hidden on this profile. */
  feeds: CardFeed[];
  /** The scheduling page of the booking provider's event type chosen for this profile. */
  connectedBookingUrl: string | null;
}

/** Every fact of a public card: one plain object, so it can be stored as it is (materialized). */
export interface PublicViewFacts extends PublicViewContext {
  profile: Profile;
  /** The social catalogue, for network names and icons. */
  networks: readonly SocialNetwork[];
  /** Makes the card's `url` absolute. */
  publicUrl: string;
}

/** The context of a card with no company, feeds or connected booking. */
export const EMPTY_PUBLIC_CONTEXT: PublicViewContext = { companyBrand: null, feeds: [], connectedBookingUrl: null };

/** The card as anyone sees it. */
export function publicViewOf(facts: PublicViewFacts): PublicProfile {
  const details = profileDetailsOf(facts.profile, {
    publicUrl: facts.publicUrl,
    networks: new Map(facts.networks.map((n) => [n.id, n])),
  });
  const { sections } = details.config;
  const brand = facts.companyBrand;
  return {
    ...details,
    // An employee's card wears the company's colour instead of the profile's.
    config: brand
      ? { ...details.config, theme: { ...details.config.theme, primaryColor: brand.brand.primaryColor } }
      : details.config,
    // A connected calendar's event type replaces the typed booking link.
    bookingUrl: sections.booking ? (facts.connectedBookingUrl ?? details.bookingUrl) : null,
    // Feeds sit with the socials and hide with them.
    feeds: sections.socials ? facts.feeds : [],
    companyBrand: brand,
  };
}
