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
