import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { authorize } from '../../platform/access';
import { assertHistoryInPlan } from '../../platform/caps';
import {
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  type AnalyticsDashboard,
  type AnalyticsRangeQuery,
  type DayCounts,
  type ServiceClicks,
} from '../../contract/analytics';
import type { ProfileService } from '../../contract/profiles';
import { loadProfile, servicesOf, type StoredProfile } from '../profiles';
import { socialCatalogue } from '../socials';
import { publicViewOfProfile } from '../public';
import { dayOf, type ViewSource } from './analytics.counts';
import { allTimeStats, statsByDay } from './analytics.stats';
import { shownItemsOf } from './analytics.shown';

/**
 * The owner's figures (analytics.routes.ts): the dashboard, clicks per service over a range, and
 * all-time. Only the routes import this file, never the module's door: it takes the public
 * module's door (what the card shows, gathered afresh) at start, and the beacon's function, which
 * loads the analytics door, must start without the public module (analytics.shown.ts).
 */

type Counter = keyof DayCounts;

const ZERO: DayCounts = { views: 0, uniqueVisitors: 0, clicks: 0, saves: 0, exchanges: 0, leads: 0 };
const COUNTERS = Object.keys(ZERO) as Counter[];

/** The range asked for, within the maximum span and within the history the profile owner's plan keeps (403 'not-in-plan' before it). */
async function rangeOf(
  ctx: AppContext,
  profile: StoredProfile,
  query: AnalyticsRangeQuery,
): Promise<{ from: string; to: string; days: string[] }> {
  const today = dayOf(ctx.clock.now());
  const to = query.to ?? (query.from && query.from > today ? query.from : today);
  const from =
    query.from ?? dayOf(new Date(Date.parse(`${to}T00:00:00Z`) - (ANALYTICS_LIMITS.defaultRangeDays - 1) * 86_400_000));
  const span = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  if (span > ANALYTICS_LIMITS.maxRangeDays)
    throw badRequest(ANALYTICS_MESSAGES.rangeTooLong, { from: ANALYTICS_MESSAGES.rangeTooLong });
  const reach = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
  await assertHistoryInPlan(ctx, { uid: profile.userId }, reach);
  const days = Array.from({ length: span }, (_, i) =>
    dayOf(new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000)),
  );
  return { from, to, days };
}

/** The owner's profile (deactivated ones too: their history stays readable). */
async function ownProfile(ctx: AppContext, caller: AuthUser, profileId: string): Promise<StoredProfile> {
  const profile = await loadProfile(ctx, profileId);
  if (!profile || profile.status === 'deleted') throw notFound();
  await authorize(ctx, caller, 'read', 'Analytics', profile);
  return profile;
}

/** GET /v1/analytics/dashboard/{profileId}: totals over the range and one point a day (zeros included). */
export async function dashboard(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  query: AnalyticsRangeQuery,
): Promise<AnalyticsDashboard> {
  const profile = await ownProfile(ctx, caller, profileId);
  const { from, to, days } = await rangeOf(ctx, profile, query);
  const byDay = new Map((await statsByDay(ctx, profileId, from, to)).map((d) => [d.day, d]));
  const totals = { ...ZERO };
  const sources = { card: 0, link: 0, direct: 0 };
  const series = days.map((day) => {
    const doc = byDay.get(day);
    const point = { day, ...ZERO };
    for (const c of COUNTERS) {
      point[c] = doc?.[c] ?? 0;
      totals[c] += point[c];
    }
    for (const s of Object.keys(sources) as ViewSource[]) sources[s] += doc?.sources?.[s] ?? 0;
    return point;
  });
  return { profileId, from, to, totals, sources, series };
}

/**
 * What the card shows a visitor: the profile's services, then the company's links, feeds and
 * booking page of the card as the public module draws it (analytics.shown.ts names them).
 */
async function cardServices(ctx: AppContext, profile: StoredProfile): Promise<Omit<ProfileService, 'clicks'>[]> {
  const [networks, view] = await Promise.all([socialCatalogue(ctx), publicViewOfProfile(ctx, profile)]);
  const services = servicesOf(profile, networks);
  for (const item of shownItemsOf(view))
    if (!services.some((s) => s.id === item.id))
      services.push({ id: item.id, type: item.type, label: item.label, url: item.urls.at(-1) ?? null, visible: true });
  return services;
}

function withClicks(services: Omit<ProfileService, 'clicks'>[], clicks: Record<string, number>): ServiceClicks[] {
  const known = new Set(services.map((s) => s.id));
  // Services since removed from the profile still show what they earned in the range.
  const removed = Object.entries(clicks)
    .filter(([id, n]) => !known.has(id) && n > 0)
    .map(([id]) => ({
      id,
      type: id.split(':')[0],
      label: id.split(':').slice(1).join(':') || id,
      url: null,
      visible: false,
    }));
  return [...services, ...removed].map((s) => ({ ...s, clicks: clicks[s.id] ?? 0 }));
}

/** GET /v1/analytics/services/{profileId}: clicks per service over the range (default the last 30 days). */
export async function serviceClicks(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  query: AnalyticsRangeQuery,
): Promise<{ from: string; to: string; services: ServiceClicks[] }> {
  const profile = await ownProfile(ctx, caller, profileId);
  const { from, to } = await rangeOf(ctx, profile, query);
  const clicks: Record<string, number> = {};
  for (const doc of await statsByDay(ctx, profileId, from, to)) {
    for (const [id, n] of Object.entries(doc.services ?? {})) clicks[id] = (clicks[id] ?? 0) + n;
  }
  return { from, to, services: withClicks(await cardServices(ctx, profile), clicks) };
}

/** GET /v1/profiles/{id}/services: what a visitor can act on, with all-time clicks. */
export async function profileServices(ctx: AppContext, caller: AuthUser, profileId: string): Promise<ProfileService[]> {
  const profile = await ownProfile(ctx, caller, profileId);
  const [services, totals] = await Promise.all([cardServices(ctx, profile), allTimeStats(ctx, profileId)]);
  const clicks = totals?.services ?? {};
  return services.map((s) => ({ ...s, clicks: clicks[s.id] ?? 0 }));
}
