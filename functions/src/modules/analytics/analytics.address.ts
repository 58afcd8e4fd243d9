/**
 * The server-rendered card's links carry no analytics markup: its beacon sends the clicked link's
 * address, and the service is worked out of it, here and at the flush (analytics.counts.ts).
 */

/** A click known by its web address until the flush names its service. */
export const ADDRESS_PREFIX = 'url:';

/**
 * The service a click on the card's link at `address` (its `href` as the page wrote it) counts
 * for: a phone number, an email address, the lead form, or, for a web address, `url:` and the
 * address, which the flush turns into the service with that address (analytics.counts.ts). Null for the page's other own addresses (the vCard,
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
 * Distinct services and addresses one profile's counts hold between two flushes (a minute in
 * production; a new UTC day starts new counts): a card shows at most 50 links, 40 socials, 50
 * company links, 3 feeds of up to 7 links, a booking page and 4 buttons, 10 websites besides
 * (sent, then dropped), about 180 in all, so more are made up. Each is up to 2 KB of this
 * instance's memory, and only those the card shows reach a stats document (analytics.counts.ts).
 * Past the bound a new one is not counted; one already held still is.
 */
export const MAX_KEYS = 200;

export const isNewKeyPastLimit = (counted: Record<string, number>, serviceId: string) =>
  counted[serviceId] === undefined && Object.keys(counted).length >= MAX_KEYS;

/**
 * Clicks the server-rendered card sent by web address (`url:{address}`, analytics.beacon.ts) moved
 * to the first of `candidates` with that address, in the order given (the profile's services, as
 * `servicesOf` lists them, then what the card shows besides: analytics.shown.ts). What matches
 * nothing stays under its address, for the caller to try other candidates or drop.
 */
export function nameAddresses(counted: Record<string, number>, candidates: { id: string; url: string | null }[]): void {
  for (const [key, clicks] of Object.entries(counted)) {
    if (!key.startsWith(ADDRESS_PREFIX)) continue;
    const address = key.slice(ADDRESS_PREFIX.length);
    const id = candidates.find((c) => c.url === address)?.id;
    if (!id) continue;
    delete counted[key];
    counted[id] = (counted[id] ?? 0) + clicks;
  }
}
