import type { AppContext } from '../../platform/context';
import { connectionRef } from '../../integrations/core/store';
import { hasFeature } from '../../platform/caps';
import type { CardFeed, PublicViewContext } from '../../contract/public-view';
import { bookingProvider, feedProviders } from '../../integrations/registry';

/**
 * What a profile's public card shows of its owner's connected accounts: the feeds the owner
 * did not hide on this profile, and the Calendly event type it offers. Connections that need a
 * reconnect show nothing, and so do all of them while the owner's plan has no integrations. Never fails the page: on any trouble the card renders without them.
 */
export async function cardFeedsOf(
  ctx: AppContext,
  profile: { id: string; userId: string },
): Promise<Pick<PublicViewContext, 'feeds' | 'connectedBookingUrl'>> {
  return connectedFeedsOf(ctx, profile, true);
}

/**
 * The same without the plan when `checkPlan` is false: what the materialized view keeps, since a
 * plan starts and ends without a write to the profile (the card page checks the plan as it reads).
 */
export async function connectedFeedsOf(
  ctx: AppContext,
  profile: { id: string; userId: string },
  checkPlan = false,
): Promise<Pick<PublicViewContext, 'feeds' | 'connectedBookingUrl'>> {
  try {
    const feeds = feedProviders();
    const booking = bookingProvider();
    const providers = booking ? [...feeds, booking] : feeds;
    const snaps = await ctx.store.getAll(...providers.map((p) => connectionRef(ctx.store, p.id, profile.userId)));
    const connections = snaps.map((s) => s.data());
    const shown: CardFeed[] = feeds.flatMap((provider, i) => {
      const c = connections[i];
      if (!c || c.status !== 'connected' || c.hiddenOnProfileIds.includes(profile.id) || !c.items.length) return [];
      return [
        {
          provider: provider.id,
          name: provider.name,
          kind: provider.kind,
          account: { username: c.account.username, url: c.account.url },
          // The stored items also hold our copy's storage path and the provider's ids: not the card's.
          items: c.items.map(({ url, text, imageUrl, publishedAt }) => ({ url, text, imageUrl, publishedAt })),
        },
      ];
    });
    const calendly = booking ? connections[feeds.length] : undefined;
    const chosen =
      calendly?.status === 'connected'
        ? calendly.bookingOptions.find((o) => o.uri === calendly.bookingByProfile[profile.id])
        : undefined;
    // The plan is read only when there is something to show, so cards without connections pay nothing for it.
    if (checkPlan && (shown.length || chosen) && !(await hasFeature(ctx, { uid: profile.userId }, 'integrations')))
      return { feeds: [], connectedBookingUrl: null };
    return { feeds: shown, connectedBookingUrl: chosen?.schedulingUrl ?? null };
  } catch (error) {
    ctx.logger.warn({ err: error, profileId: profile.id }, 'card shown without its feeds');
    return { feeds: [], connectedBookingUrl: null };
  }
}
