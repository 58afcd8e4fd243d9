import type { AppContext } from '../../platform/context';
import { collections } from '../../platform/store/collections';

/**
 * The server-rendered card's links carry no analytics markup: its beacon sends the clicked link's
 * address, and the service is worked out of it, here and at the flush (analytics.counts.ts).
 */

/** A click known by its web address until the flush names its service. */
export const ADDRESS_PREFIX = 'url:';

/**
 * The service a click on the card's link at `address` (its `href` as the page wrote it) counts
 * for: a phone number, an email address, the lead form, or, for a web address, `url:` and the
 * address, which the flush turns into the profile's link, social or booking page with the profile
 * it reads anyway (analytics.counts.ts). Null for the page's other own addresses (the vCard,
 * counted by its download; the home page), which count nothing.
 */
export function clickedService(address: string): string | null {
  if (address.startsWith('tel:')) return 'phone';
  if (address.startsWith('mailto:')) return 'email';
  if (/^\/card\/[^/?#]+\/contact(?:[?#]|$)/.test(address)) return 'exchange-contact';
  if (/^https?:\/\//i.test(address)) return `${ADDRESS_PREFIX}${address}`;
  return null;
}

/**
 * Web addresses one profile's day holds until the flush names them: a card
 * shows at most 50 link blocks, its socials and a booking page, so more are made up, and each is
 * up to 2 KB of this instance's memory. Past it a new address is not counted.
 */
const MAX_ADDRESSES = 100;

export const isNewAddressPastLimit = (counted: Record<string, number>, serviceId: string | undefined) =>
  !!serviceId?.startsWith(ADDRESS_PREFIX) &&
  counted[serviceId] === undefined &&
  Object.keys(counted).filter((id) => id.startsWith(ADDRESS_PREFIX)).length >= MAX_ADDRESSES;

/**
 * Clicks the server-rendered card sent by web address (`url:{address}`, analytics.beacon.ts) moved
 * to the service with that address: the profile's link, social or booking page, the first that
 * matches, as the page lists them. The card shows a connected booking provider's page instead of
 * the one typed in, so an address none of those matches is compared with that page too, read
 * from the card's public view (one read, and only for such a batch). What still matches nothing
 * (a company link, a website, a feed's post) stays under its address, and the caller drops it.
 */
export async function nameAddressedServices(
  ctx: AppContext,
  profileId: string,
  counted: Record<string, number>,
  services: { id: string; url: string | null }[],
): Promise<void> {
  let bookingPage: string | null | undefined;
  for (const [key, clicks] of Object.entries(counted)) {
    if (!key.startsWith(ADDRESS_PREFIX)) continue;
    const address = key.slice(ADDRESS_PREFIX.length);
    let id = services.find((s) => s.url === address)?.id;
    if (!id && services.some((s) => s.id === 'booking')) {
      if (bookingPage === undefined)
        bookingPage = (await collections(ctx).publicViews.doc(profileId).get()).data()?.connectedBookingUrl ?? null;
      if (bookingPage === address) id = 'booking';
    }
    if (!id) continue;
    delete counted[key];
    counted[id] = (counted[id] ?? 0) + clicks;
  }
}
