import type { AppContext } from '../../platform/context';
import { collections } from '../../platform/store/collections';
import { hasFeature } from '../../platform/caps';
import { publicCompanyBrandOf } from '../../contract/company-brand';
import type { Profile, ServiceType } from '../../contract/profiles';

/**
 * What a card shows a visitor beside the profile's own services (`servicesOf`): the company's
 * links the owner's divisions get, the connected feeds and a connected booking page. Read from
 * the card's materialized copies (`publicViews/{profileId}`, `publicCompanies/{companyId}`,
 * modules/public) the way the card page decides, so what counts is what the card could show;
 * the analytics module cannot take the public module's door (it imports this one), and the
 * beacon's function loads neither it nor the company module.
 *
 * Clicks count under `company-link:{everlinkId}`, `feed:{provider}` and `booking`. A feed is one
 * key however many posts it shows, and its account's link counts with it: posts change at each
 * refresh, so a key a post would leave keys in the all-time totals for every post ever clicked,
 * and a post gone from the feed could no longer be named.
 */
export interface ShownItem {
  id: string;
  type: Extract<ServiceType, 'booking' | 'company-link' | 'feed'>;
  label: string;
  /** The addresses the page's links to it carry (a feed's posts, then its account). */
  urls: string[];
}

const BOOKING_LABEL = 'Book a meeting';

/** Two reads (the card's copy, the company's), three when some company link is for divisions only; one without a company. */
export async function shownBesideServices(
  ctx: AppContext,
  profile: Pick<Profile, 'id' | 'userId' | 'companyId' | 'config'>,
): Promise<ShownItem[]> {
  const { sections } = profile.config;
  const [view, company] = await Promise.all([
    collections(ctx).publicViews.doc(profile.id).get(),
    profile.companyId ? companyLinksOf(ctx, profile.companyId, profile.userId) : [],
  ]);
  const stored = view.data();
  const feeds = sections.socials ? (stored?.feeds ?? []) : [];
  const booking = sections.booking ? (stored?.connectedBookingUrl ?? null) : null;
  // As the card: feeds and a connected booking page only while the owner's plan includes integrations.
  const connected = (feeds.length > 0 || !!booking) && (await hasFeature(ctx, { uid: profile.userId }, 'integrations'));
  const items: ShownItem[] = company;
  if (connected && booking) items.push({ id: 'booking', type: 'booking', label: BOOKING_LABEL, urls: [booking] });
  if (connected)
    for (const feed of feeds)
      items.push({
        id: `feed:${feed.provider}`,
        type: 'feed',
        label: feed.name,
        urls: [...feed.items.map((item) => item.url), ...(feed.account.url ? [feed.account.url] : [])],
      });
  return items;
}

/** The company's links on the employee's card, as `companyPartOf` (public-view.service.ts) picks them. */
async function companyLinksOf(ctx: AppContext, companyId: string, userId: string): Promise<ShownItem[]> {
  const company = (await collections(ctx).publicCompanies.doc(companyId).get()).data();
  // Dropped by a change to the company and not drawn since (drawing a card builds it again): its links count nothing meanwhile.
  if (!company) return [];
  let divisionIds: string[] = [];
  if (company.everlinks.some((link) => link.divisionIds?.length)) {
    const member = (await collections(ctx).employees(companyId).doc(userId).get()).data();
    if (!member) return [];
    divisionIds = member.divisionIds ?? [];
  }
  return publicCompanyBrandOf(company.company, company.everlinks, divisionIds).everlinks.map((link) => ({
    id: `company-link:${link.id}`,
    type: 'company-link',
    label: link.title,
    urls: [link.url],
  }));
}
