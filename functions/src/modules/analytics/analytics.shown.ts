import type { AppContext } from '../../platform/context';
import type { PublicProfile, ServiceType } from '../../contract/profiles';
import enCard from '../../contract/i18n/en/card';

/**
 * What a card shows a visitor beside the profile's own services (`servicesOf`): the company's
 * links the owner's divisions get, the connected feeds and the booking page, as the card's
 * view (`publicViewOf`, contract/public-view.ts) has them. Clicks count under
 * `company-link:{everlinkId}`, `feed:{provider}` and `booking`. A feed is one key however many
 * posts it shows, and its account's link counts with it: posts change at each refresh, so a key
 * a post would leave keys in the all-time totals for every post ever clicked, and a post gone
 * from the feed could no longer be named.
 */
export interface ShownItem {
  id: string;
  type: Extract<ServiceType, 'booking' | 'company-link' | 'feed'>;
  label: string;
  /** The addresses the page's links to it carry (a feed's posts, then its account). */
  urls: string[];
}

// The stats name it as the card's button reads in English (the owner's language in the back office).
const BOOKING_LABEL = enCard.profile.bookMeeting;

/** The card view's company links, feeds and booking page, as items to count clicks on. */
export function shownItemsOf(view: Pick<PublicProfile, 'companyBrand' | 'feeds' | 'bookingUrl'>): ShownItem[] {
  const items: ShownItem[] = (view.companyBrand?.everlinks ?? []).map((link) => ({
    id: `company-link:${link.id}`,
    type: 'company-link',
    label: link.title,
    urls: [link.url],
  }));
  if (view.bookingUrl) items.push({ id: 'booking', type: 'booking', label: BOOKING_LABEL, urls: [view.bookingUrl] });
  for (const feed of view.feeds)
    items.push({
      id: `feed:${feed.provider}`,
      type: 'feed',
      label: feed.name,
      urls: [...feed.items.map((item) => item.url), ...(feed.account.url ? [feed.account.url] : [])],
    });
  return items;
}

/**
 * The same for the flush, as the card page reads it (the public module's `cardShowsBeside`; an
 * edit's dropped copy is drawn again there). The public module is loaded here, by `import()`, for
 * the first batch with a click the profile's services do not explain: the beacon's function
 * starts without it and the company, integrations and socials modules it reads.
 */
export async function shownBesideServices(ctx: AppContext, profileId: string): Promise<ShownItem[]> {
  const { cardShowsBeside } = await import('../public');
  const shown = await cardShowsBeside(ctx, profileId);
  return shown ? shownItemsOf(shown) : [];
}
