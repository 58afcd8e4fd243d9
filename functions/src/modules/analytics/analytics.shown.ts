import type { AppContext } from '../../platform/context';
import { collections } from '../../platform/store/collections';
import { hasFeature } from '../../platform/caps';
import { publicCompanyBrandOf, type PublicCompanyBrand } from '../../contract/company-brand';
import { publicViewOf } from '../../contract/public-view';
import type { Profile, PublicProfile, ServiceType } from '../../contract/profiles';

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

const BOOKING_LABEL = 'Book a meeting';

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
 * The same for the flush, from the card's materialized copies (`publicViews/{profileId}`,
 * `publicCompanies/{companyId}`, modules/public) read the way the card page reads them: the
 * flush runs in the beacon's function, which loads neither the public module (whose door
 * imports this module's) nor the company module. One read without a company, two with, three
 * when some company link is for divisions alone; the owner's plan too when the card has feeds
 * or a connected booking page. A copy dropped by an edit and not drawn again since shows no
 * feeds and no connected booking page; a company's, no company links.
 */
export async function shownBesideServices(ctx: AppContext, profile: Profile): Promise<ShownItem[]> {
  const [view, companyBrand] = await Promise.all([
    collections(ctx).publicViews.doc(profile.id).get(),
    profile.companyId ? storedCompanyBrandOf(ctx, profile.companyId, profile.userId) : null,
  ]);
  const stored = view.data();
  const connected = !!stored && (stored.feeds.length > 0 || !!stored.connectedBookingUrl);
  // As the card: feeds and a connected booking page only while the owner's plan includes integrations.
  const shown = connected && (await hasFeature(ctx, { uid: profile.userId }, 'integrations'));
  return shownItemsOf(
    publicViewOf({
      profile,
      feeds: shown ? stored!.feeds : [],
      connectedBookingUrl: shown ? stored!.connectedBookingUrl : null,
      companyBrand,
      networks: [],
      publicUrl: ctx.config.publicUrl,
    }),
  );
}

/** The company's part of the card, as `companyPartOf` (public-view.service.ts) reads it. */
async function storedCompanyBrandOf(
  ctx: AppContext,
  companyId: string,
  userId: string,
): Promise<PublicCompanyBrand | null> {
  const company = (await collections(ctx).publicCompanies.doc(companyId).get()).data();
  if (!company) return null;
  let divisionIds: string[] = [];
  if (company.everlinks.some((link) => link.divisionIds?.length)) {
    const member = (await collections(ctx).employees(companyId).doc(userId).get()).data();
    if (!member) return null;
    divisionIds = member.divisionIds ?? [];
  }
  return publicCompanyBrandOf(company.company, company.everlinks, divisionIds);
}
