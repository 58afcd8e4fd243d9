import { createHash, randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import type { Store } from '../../platform/store/types';
import { StoreError } from '../../platform/store/types';
import { FieldValue } from '../../platform/store/field-value';
import { badRequest, notFound } from '../../platform/errors';
import {
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  type AnalyticsDashboard,
  type AnalyticsRangeQuery,
  type DayCounts,
  type PageEventBody,
  type ServiceClicks,
} from '../../contract/analytics';
import type { ProfileService } from '../../contract/profiles';
import { loadProfile, servicesOf, type StoredProfile } from '../profiles';
import { socialCatalogue } from '../socials';
import { authorize } from '../../platform/access';
import { assertHistoryInPlan } from '../../platform/caps';
import { collections } from '../../platform/store/collections';

/**
 * Counting what visitors do on a profile's public page. Each event increments, in one batch of
 * writes, the profile's document for the day (`profileStats/{profileId}_{YYYY-MM-DD}`, UTC) and
 * its all-time document (`profileTotals/{profileId}`), with FieldValue.increment, so concurrent
 * visitors never lose a count. A view also creates the visitor's small document of the day,
 * `profileStats/{profileId}_{day}/visitors/{visitorKey}`, in the same batch: `create` fails for a
 * repeat visit, so the id is the uniqueness and `uniqueVisitors` a plain counter; the day
 * document stays the same size however many people come (a list of keys in it outgrew
 * Firestore's 1 MiB on a busy day). Bots (isbot's maintained pattern list, or no user agent)
 * are not counted. Counting never fails a visitor's request: a failed write is logged and the
 * event answered as not counted.
 */

type Counter = keyof DayCounts;
export type ViewSource = 'card' | 'link' | 'direct';

export interface StatsDoc extends Partial<DayCounts> {
  profileId: string;
  day: string;
  services?: Record<string, number>;
  sources?: Partial<Record<ViewSource, number>>;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export interface Visitor {
  ip: string;
  userAgent: string;
}

/** People only: no user agent, or one on isbot's list (crawlers, link previews, HTTP tools), is a bot. */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

/** One random salt a day, shared by the instances through the store, never derived from a secret we keep. */
const salts = new WeakMap<Store, { day: string; salt: string }>();
const DAY_MS = 86_400_000;

async function saltOf(ctx: AppContext, day: string): Promise<string> {
  const cached = salts.get(ctx.store);
  if (cached?.day === day) return cached.salt;
  const ref = collections(ctx).analyticsSalts.doc(day);
  let salt = (await ref.get()).data()?.salt;
  if (!salt) {
    const fresh = randomBytes(16).toString('hex');
    try {
      await ref.create({ day, salt: fresh });
      salt = fresh;
      await dropOldSalts(ctx, day);
    } catch (error) {
      if (!(error instanceof StoreError && error.code === 'already-exists')) throw error;
      salt = (await ref.get()).data()!.salt;
    }
  }
  salts.set(ctx.store, { day, salt });
  return salt;
}

/**
 * Whoever creates a day's salt deletes those older than yesterday: without its salt, a stored
 * visitor key can no longer be matched to an address, even by us.
 */
async function dropOldSalts(ctx: AppContext, day: string): Promise<void> {
  const cutoff = new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
  const old = await collections(ctx).analyticsSalts.where('day', '<', cutoff).limit(100).get();
  if (old.empty) return;
  const batch = ctx.store.batch();
  for (const doc of old.docs) batch.delete(doc.ref);
  await batch.commit();
}

/** The visitor of the day: a hash of the day's salt, the profile, the address and the browser. No cookie. */
async function visitorKey(ctx: AppContext, profileId: string, day: string, visitor: Visitor): Promise<string> {
  const salt = await saltOf(ctx, day);
  return createHash('sha256')
    .update(`${salt}|${profileId}|${visitor.ip}|${visitor.userAgent}`)
    .digest('base64url')
    .slice(0, 16);
}

interface CountedEvent {
  profileId: string;
  counters: Partial<Record<Counter, number>>;
  serviceId?: string;
  source?: ViewSource;
  visitor?: string;
}

function countBatch(ctx: AppContext, event: CountedEvent, day: string, firstVisit: boolean) {
  const counters = { ...event.counters, ...(firstVisit ? { uniqueVisitors: 1 } : {}) };
  const inc: Record<string, unknown> = { profileId: event.profileId };
  for (const [name, by] of Object.entries(counters)) if (by) inc[name] = FieldValue.increment(by);
  if (event.serviceId) inc.services = { [event.serviceId]: FieldValue.increment(1) };
  if (event.source) inc.sources = { [event.source]: FieldValue.increment(1) };
  const dayRef = collections(ctx).profileStats.doc(`${event.profileId}_${day}`);
  const batch = ctx.store.batch();
  if (firstVisit && event.visitor)
    batch.create(collections(ctx).visitors(dayRef.id).doc(event.visitor), { profileId: event.profileId, day });
  batch.set(dayRef, { ...inc, day }, { merge: true });
  batch.set(collections(ctx).profileTotals.doc(event.profileId), { ...inc, day: 'all' }, { merge: true });
  return batch;
}

async function writeCounts(ctx: AppContext, event: CountedEvent): Promise<void> {
  const day = dayOf(ctx.clock.now());
  if (!event.visitor) return countBatch(ctx, event, day, false).commit();
  try {
    await countBatch(ctx, event, day, true).commit();
  } catch (error) {
    // The visitor's document of the day exists: a repeat visit, counted without the unique.
    if (!(error instanceof StoreError && error.code === 'already-exists')) throw error;
    await countBatch(ctx, event, day, false).commit();
  }
}

/** Counts the event; a failure is logged and answered `false`, never passed to the visitor. */
async function count(ctx: AppContext, event: CountedEvent): Promise<boolean> {
  try {
    await writeCounts(ctx, event);
    return true;
  } catch (error) {
    ctx.logger.warn({ err: error, profileId: event.profileId }, 'analytics event not counted');
    return false;
  }
}

/** A visit through a short link also counts on the link. */
async function countLinkVisit(ctx: AppContext, slug: string, profileId: string | null): Promise<void> {
  const claim = (await collections(ctx).slugs.doc(slug).get()).data();
  // A held slug (released, kept for its previous owner) belongs to no link.
  if (!claim?.linkId) return;
  const ref = collections(ctx).links.doc(claim.linkId);
  const link = (await ref.get()).data();
  if (!link || (profileId && link.profileId !== profileId)) return;
  try {
    await ref.update({ clicks: FieldValue.increment(1) });
  } catch (error) {
    if (!(error instanceof StoreError && error.code === 'not-found')) throw error;
  }
}

function serviceExists(profile: StoredProfile, serviceId: string): boolean {
  return servicesOf(profile).some((s) => s.id === serviceId);
}

/**
 * The card page's beacon: a view (with whether the visitor is new today and where they came
 * from) or a click on one of the profile's services. Answers whether it was counted.
 */
export async function recordPageEvent(
  ctx: AppContext,
  body: PageEventBody,
  visitor: Visitor,
): Promise<{ counted: boolean }> {
  const profile = await loadProfile(ctx, body.profileId);
  if (!profile || profile.status !== 'active') throw notFound();
  if (body.type === 'click' && (!body.serviceId || !serviceExists(profile, body.serviceId))) {
    throw badRequest(ANALYTICS_MESSAGES.unknownService, { serviceId: ANALYTICS_MESSAGES.unknownService });
  }
  if (isBot(visitor.userAgent)) return { counted: false };
  const [kind, ref] = body.via ? (body.via.split(':') as ['card' | 'link', string]) : [undefined, undefined];
  if (body.type === 'view') {
    const counted = await countView(ctx, profile.id, visitor, kind ?? 'direct');
    if (counted && kind === 'link' && ref) {
      await countLinkVisit(ctx, ref, profile.id).catch((error: unknown) =>
        ctx.logger.warn({ err: error, slug: ref }, 'link visit not counted'),
      );
    }
    return { counted };
  }
  const counted = await count(ctx, {
    profileId: profile.id,
    counters: { clicks: 1, exchanges: body.serviceId === 'exchange-contact' ? 1 : 0 },
    serviceId: body.serviceId,
  });
  return { counted };
}

async function countView(ctx: AppContext, profileId: string, visitor: Visitor, source: ViewSource): Promise<boolean> {
  let key: string;
  try {
    key = await visitorKey(ctx, profileId, dayOf(ctx.clock.now()), visitor);
  } catch (error) {
    ctx.logger.warn({ err: error, profileId }, 'analytics view not counted');
    return false;
  }
  return count(ctx, { profileId, counters: { views: 1 }, source, visitor: key });
}

/** "Save contact": counted where the vCard is served, as a click on that service and a save. Never throws. */
export async function recordSave(ctx: AppContext, profileId: string, visitor: Visitor): Promise<boolean> {
  if (isBot(visitor.userAgent)) return false;
  return count(ctx, { profileId, counters: { clicks: 1, saves: 1 }, serviceId: 'save-contact' });
}

/** A visit through a short link that redirects elsewhere (targetType 'url'). Never throws. */
export async function recordLinkRedirect(ctx: AppContext, linkId: string, visitor: Visitor): Promise<boolean> {
  if (isBot(visitor.userAgent)) return false;
  try {
    await collections(ctx)
      .links.doc(linkId)
      .update({ clicks: FieldValue.increment(1) });
  } catch (error) {
    // The link was deleted while the visitor was on the way: nothing left to count.
    if (!(error instanceof StoreError && error.code === 'not-found'))
      ctx.logger.warn({ err: error, linkId }, 'link redirect not counted');
    return false;
  }
  return true;
}

/**
 * A visitor left their details through the profile's form. For the contacts feature to call
 * once the lead is stored. Never throws.
 */
export async function recordLead(ctx: AppContext, profileId: string): Promise<boolean> {
  return count(ctx, { profileId, counters: { leads: 1 } });
}

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

async function daysOf(ctx: AppContext, profileId: string, from: string, to: string): Promise<StatsDoc[]> {
  const snap = await collections(ctx)
    .profileStats.where('profileId', '==', profileId)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .orderBy('day')
    .get();
  return snap.docs.map((d) => d.data());
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
  const byDay = new Map((await daysOf(ctx, profileId, from, to)).map((d) => [d.day, d]));
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
  for (const doc of await daysOf(ctx, profileId, from, to)) {
    for (const [id, n] of Object.entries(doc.services ?? {})) clicks[id] = (clicks[id] ?? 0) + n;
  }
  return { from, to, services: withClicks(servicesOf(profile, await socialCatalogue(ctx)), clicks) };
}

/** GET /v1/profiles/{id}/services: what a visitor can act on, with all-time clicks. */
export async function profileServices(ctx: AppContext, caller: AuthUser, profileId: string): Promise<ProfileService[]> {
  const profile = await ownProfile(ctx, caller, profileId);
  const totals = (await collections(ctx).profileTotals.doc(profileId).get()).data();
  const clicks = totals?.services ?? {};
  return servicesOf(profile, await socialCatalogue(ctx)).map((s) => ({ ...s, clicks: clicks[s.id] ?? 0 }));
}
