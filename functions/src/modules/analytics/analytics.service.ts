import type { AppContext } from '../../platform/context';
import { count, countRedirect, type CountedEvent } from './analytics.counts';
import { isBot, type Visitor } from './analytics.beacon';

/**
 * What visitors do on a profile's public page, counted (the page's beacon: analytics.beacon.ts;
 * "Save contact", leads and short-link redirects here) per instance and written in sharded day
 * counters (analytics.counts.ts), and read back for the owner (analytics.reports.ts). Bots are not
 * counted. Counting never fails a visitor's request: a failed write is logged and retried.
 */

/** Counts the event; a failure is logged, kept for the next flush, never passed to the visitor. */
async function counted(ctx: AppContext, event: CountedEvent): Promise<boolean> {
  try {
    return await count(ctx, event);
  } catch (error) {
    ctx.logger.warn({ err: error, profileId: event.profileId }, 'analytics event not counted');
    return false;
  }
}

/** "Save contact": counted where the vCard is served, as a click on that service and a save. Never throws. */
export async function recordSave(ctx: AppContext, profileId: string, visitor: Visitor): Promise<boolean> {
  if (isBot(visitor.userAgent)) return false;
  return counted(ctx, { profileId, counters: { clicks: 1, saves: 1 }, serviceId: 'save-contact' });
}

/**
 * A visit through a short link that redirects elsewhere (targetType 'url'), counted per instance
 * and added to the link's `clicks` at the flush (analytics.counts.ts). Never throws.
 */
export async function recordLinkRedirect(ctx: AppContext, linkId: string, visitor: Visitor): Promise<boolean> {
  if (isBot(visitor.userAgent)) return false;
  try {
    await countRedirect(ctx, linkId);
  } catch (error) {
    ctx.logger.warn({ err: error, linkId }, 'link redirect not counted');
    return false;
  }
  return true;
}

/**
 * A visitor left their details through the profile's form: `lead.stored`'s subscriber
 * (wiring.ts), which the contacts feature publishes once the lead is stored. Never throws.
 */
export async function recordLead(ctx: AppContext, profileId: string): Promise<boolean> {
  return counted(ctx, { profileId, counters: { leads: 1 } });
}
