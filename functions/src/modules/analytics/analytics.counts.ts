import { randomInt } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { perStore } from '../../platform/store/per-store';
import { FieldValue } from '../../platform/store/field-value';
import { collections } from '../../platform/store/collections';
import { randomSuffix } from '../../platform/random-id';
import { Sketch } from '../../platform/hll';
import type { DayCounts } from '../../contract/analytics';
import { loadProfile, servicesOf } from '../profiles';
import { isNewKeyPastLimit, nameAddresses } from './analytics.address';
import { shownBesideServices } from './analytics.shown';

/**
 * Counting without a hot document (docs/profiles-and-cards.md, "Analytics"; scale review fix 1).
 * Each instance adds its events up in memory, per profile and UTC day, and writes them at most
 * once per `config.analytics.flushIntervalMs` (a minute in production, at once locally), inside
 * the request that finds the interval over: there is no CPU outside a request. A flush is one
 * transaction per profile and day on the instance's own shard, `profileStatShards/{profileId}_{day}_{n}`
 * with n in 0…SHARDS-1, plus the all-time shard `profileTotalShards/{profileId}_{n}`. Readers sum the shards.
 *
 * A flush that fails is kept, logged and retried first at the next flush, alone, with the same
 * sequence number: the shard records the last sequence each instance applied for each of its two
 * batches (the page's, the trusted ones), so a commit that failed after being applied is not
 * counted twice. Per batch, not per instance: the two go to the same shard side by side, and a
 * retried batch must not be taken as applied because the other, newer one was. Counts from the page's beacon are trusted only
 * at the flush, with one read of the profile for the batch (and of what the card shows besides,
 * for a batch that needs it): an unknown or inactive profile, and clicks on anything the card
 * does not show, are dropped there and nothing is written.
 */

export const SHARDS = 10;
/** Profiles and days one instance holds before it flushes whatever the interval. */
const MAX_OPEN = 5_000;
/** Flushes run side by side, a few at a time. */
const PARALLEL = 8;

type Counter = keyof DayCounts;
export type ViewSource = 'card' | 'link' | 'direct';

/** What one profile's day documents hold (legacy `profileStats`, `profileTotals`, and the shards). */
export interface StatsDoc extends Partial<DayCounts> {
  profileId: string;
  day: string;
  services?: Record<string, number>;
  sources?: Partial<Record<ViewSource, number>>;
}

/** `profileStatShards/{profileId}_{day}_{n}`, and `profileTotalShards/{profileId}_{n}` (day `all`). */
export interface StatShard extends StatsDoc {
  /** The day's visitors as a sketch (platform/hll.ts); day shards only. */
  visitors?: string;
  /** The last flush each instance applied here, by `{instance}-{page|app}`, so a retried flush is counted once. */
  flushes?: Record<string, number>;
}

/** One event to count. `fromPage`: sent by the page's beacon, checked against the profile at the flush. */
export interface CountedEvent {
  profileId: string;
  counters: Partial<Record<Exclude<Counter, 'uniqueVisitors'>, number>>;
  serviceId?: string;
  source?: ViewSource;
  /** 16 hex digits naming the visitor of the day. */
  visitor?: string;
  /** A view that came through one of the profile's short links. */
  linkSlug?: string;
  fromPage?: boolean;
}

interface Pending {
  profileId: string;
  day: string;
  counters: Partial<Record<Counter, number>>;
  services: Record<string, number>;
  sources: Partial<Record<ViewSource, number>>;
  visitors: Sketch;
  links: Record<string, number>;
  fromPage: boolean;
}

/** Redirects of one URL short link, added to the link's `clicks` at the flush. */
interface Redirects {
  linkId: string;
  clicks: number;
}

type Counts = Pending | Redirects;
const isRedirects = (counts: Counts): counts is Redirects => 'linkId' in counts;

interface Batch {
  seq: number;
  counts: Counts;
}

class CountBuffer {
  readonly instance = randomSuffix(10);
  readonly shard = randomInt(SHARDS);
  open = new Map<string, Counts>();
  readonly failed = new Map<string, Batch>();
  seq = 0;
  lastFlush = -Infinity;
  flushing: Promise<void> | null = null;
}

const bufferOf = perStore(() => new CountBuffer());

export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const add = <K extends string>(into: Partial<Record<K, number>>, key: K, by: number) => {
  into[key] = (into[key] ?? 0) + by;
};

/**
 * Adds the event to this instance's counts, then writes them if the interval is over. False when
 * it is not taken: a click on a new service or address past the batch's bound (analytics.address.ts).
 */
export async function count(ctx: AppContext, event: CountedEvent): Promise<boolean> {
  const buffer = bufferOf(ctx);
  const day = dayOf(ctx.clock.now());
  // The page's counts and the trusted ones (saves, leads) in batches of their own: only the first are checked.
  const key = `${event.profileId}_${day}_${event.fromPage ? 'page' : 'app'}`;
  let pending = buffer.open.get(key) as Pending | undefined;
  if (!pending) {
    const { profileId, fromPage = false } = event;
    pending = { profileId, day, counters: {}, services: {}, sources: {}, visitors: new Sketch(), links: {}, fromPage };
    buffer.open.set(key, pending);
  }
  if (event.serviceId && isNewKeyPastLimit(pending.services, event.serviceId)) {
    await flushIfDue(ctx, buffer);
    return false;
  }
  for (const [name, by] of Object.entries(event.counters) as [Counter, number][])
    if (by) add(pending.counters, name, by);
  if (event.serviceId) add(pending.services, event.serviceId, 1);
  if (event.source) add(pending.sources, event.source, 1);
  if (event.visitor) pending.visitors.add(event.visitor);
  if (event.linkSlug) add(pending.links, event.linkSlug, 1);
  await flushIfDue(ctx, buffer);
  return true;
}

/**
 * Adds a redirect through a URL short link to this instance's counts: the link's `clicks` takes
 * one write per instance and flush, not one per redirect (a viral link would put hundreds a
 * second on one document). A link deleted before the flush is not counted.
 */
export async function countRedirect(ctx: AppContext, linkId: string): Promise<void> {
  const buffer = bufferOf(ctx);
  // A space never appears in a profile id, so this key is never a profile's.
  const key = `redirects ${linkId}`;
  const pending = buffer.open.get(key) as Redirects | undefined;
  if (pending) pending.clicks++;
  else buffer.open.set(key, { linkId, clicks: 1 });
  await flushIfDue(ctx, buffer);
}

async function flushIfDue(ctx: AppContext, buffer: CountBuffer): Promise<void> {
  const interval = ctx.config.analytics.flushIntervalMs;
  const now = ctx.clock.now().getTime();
  const full = buffer.open.size >= MAX_OPEN;
  // A clock set back (a test's, or a corrected one) makes the flush due rather than wait for it to catch up.
  if (!full && now >= buffer.lastFlush && now - buffer.lastFlush < interval) return;
  if (buffer.flushing) {
    // Counting at once (locally), or full: this event waits for the flush under way, then goes in
    // the next. Full, so that events for new profiles (made-up ids too) arriving during a long
    // flush cannot grow the buffer past MAX_OPEN, each flush longer than the last.
    if (interval === 0 || full) {
      await buffer.flushing;
      return flushIfDue(ctx, buffer);
    }
    return;
  }
  buffer.lastFlush = now;
  buffer.flushing = flushAll(ctx, buffer).finally(() => (buffer.flushing = null));
  await buffer.flushing;
}

async function flushNow(ctx: AppContext): Promise<void> {
  const buffer = bufferOf(ctx);
  if (buffer.flushing) await buffer.flushing;
  buffer.flushing = flushAll(ctx, buffer).finally(() => (buffer.flushing = null));
  await buffer.flushing;
}

/**
 * Starts writing what the instance still holds when Cloud Run stops it (SIGTERM). Best effort: the
 * Functions Framework's own SIGTERM handler closes the server and exits without waiting for this,
 * so up to one interval of counts can be lost when an instance goes (docs/operations.md).
 */
export function flushOnShutdown(ctx: AppContext): void {
  process.once('SIGTERM', () => {
    flushNow(ctx).catch((error: unknown) => ctx.logger.error({ err: error }, 'analytics not flushed at shutdown'));
  });
}

async function flushAll(ctx: AppContext, buffer: CountBuffer): Promise<void> {
  const open = buffer.open;
  buffer.open = new Map();
  const keys = [...new Set([...buffer.failed.keys(), ...open.keys()])];
  const flushKey = async (key: string) => {
    const retry = buffer.failed.get(key);
    if (retry) {
      if (!(await apply(ctx, buffer, retry))) {
        // The newer counts wait behind the batch that failed, so each shard applies them in order.
        const pending = open.get(key);
        if (pending) buffer.open.set(key, merged(buffer.open.get(key), pending));
        return;
      }
      buffer.failed.delete(key);
    }
    const pending = open.get(key);
    if (!pending) return;
    const batch = { seq: ++buffer.seq, counts: pending };
    if (!(await apply(ctx, buffer, batch))) buffer.failed.set(key, batch);
  };
  for (let i = 0; i < keys.length; i += PARALLEL) await Promise.all(keys.slice(i, i + PARALLEL).map(flushKey));
}

function merged(into: Counts | undefined, from: Counts): Counts {
  if (!into) return from;
  // One key holds one kind of counts.
  if (isRedirects(into) || isRedirects(from)) {
    (into as Redirects).clicks += (from as Redirects).clicks;
    return into;
  }
  for (const [name, by] of Object.entries(from.counters) as [Counter, number][]) add(into.counters, name, by);
  for (const [id, by] of Object.entries(from.services)) add(into.services, id, by);
  for (const [source, by] of Object.entries(from.sources) as [ViewSource, number][]) add(into.sources, source, by);
  for (const [slug, by] of Object.entries(from.links)) add(into.links, slug, by);
  into.visitors.merge(from.visitors);
  return into;
}

/** Writes one batch; false (logged with its counts, kept for the next flush) when the write failed. */
async function apply(ctx: AppContext, buffer: CountBuffer, batch: Batch): Promise<boolean> {
  try {
    if (isRedirects(batch.counts)) {
      await writeRedirects(ctx, buffer, batch.seq, batch.counts);
      return true;
    }
    const counts = batch.counts.fromPage ? await checkedAgainstProfile(ctx, batch.counts) : batch.counts;
    if (!counts) return true;
    await write(ctx, buffer, batch.seq, counts, await linksOf(ctx, counts));
    return true;
  } catch (error) {
    const counts = isRedirects(batch.counts)
      ? batch.counts
      : { profileId: batch.counts.profileId, day: batch.counts.day, counters: batch.counts.counters };
    ctx.logger.error({ err: error, ...counts, seq: batch.seq }, 'analytics flush failed; kept for the next');
    return false;
  }
}

/**
 * Null when the profile is not there or not active; else the counts with clicks kept only on
 * what the card shows: the profile's services, and, read only for a batch with clicks on
 * anything else, the company's links, feeds and connected booking page (analytics.shown.ts).
 */
async function checkedAgainstProfile(ctx: AppContext, counts: Pending): Promise<Pending | null> {
  const profile = await loadProfile(ctx, counts.profileId);
  if (!profile || profile.status !== 'active') {
    ctx.logger.info({ profileId: counts.profileId }, 'analytics for a profile that is not active dropped');
    return null;
  }
  const services = servicesOf(profile);
  nameAddresses(counts.services, services);
  // Counted by the vCard and the lead form, never by the page: not services of the profile's list.
  const known = new Set([...services.map((s) => s.id), 'save-contact']);
  if (Object.keys(counts.services).some((id) => !known.has(id))) {
    const shown = await shownBesideServices(ctx, profile.id);
    nameAddresses(
      counts.services,
      shown.flatMap((item) => item.urls.map((url) => ({ id: item.id, url }))),
    );
    for (const item of shown) known.add(item.id);
  }
  for (const [id, clicks] of Object.entries(counts.services)) {
    if (known.has(id)) continue;
    delete counts.services[id];
    counts.counters.clicks = (counts.counters.clicks ?? 0) - clicks;
    ctx.logger.info(
      { profileId: counts.profileId, serviceId: id, clicks },
      'clicks on something the card does not show dropped',
    );
  }
  return counts;
}

/** The profile's own links among the short links the views came through, by link id. */
async function linksOf(ctx: AppContext, counts: Pending): Promise<Record<string, number>> {
  const slugs = Object.keys(counts.links);
  if (!slugs.length) return {};
  // One read a slug, all at once: a claim names its link's profile; only claims stored before it read the link.
  const claims = (await ctx.store.getAll(...slugs.map((slug) => collections(ctx).slugs.doc(slug)))).map((d) =>
    d.data(),
  );
  const legacy = [...new Set(claims.filter((c) => c?.linkId && c.profileId === undefined).map((c) => c!.linkId!))];
  const linkProfile = new Map<string, string | null | undefined>(
    legacy.length
      ? (await ctx.store.getAll(...legacy.map((id) => collections(ctx).links.doc(id)))).map((d) => [
          d.id,
          d.data()?.profileId,
        ])
      : [],
  );
  const out: Record<string, number> = {};
  slugs.forEach((slug, i) => {
    const claim = claims[i];
    // A held slug (released, kept for its previous owner) belongs to no link.
    if (!claim?.linkId) return;
    const profileId = claim.profileId === undefined ? linkProfile.get(claim.linkId) : claim.profileId;
    if (profileId === counts.profileId) out[claim.linkId] = (out[claim.linkId] ?? 0) + counts.links[slug];
  });
  return out;
}

function increments(counts: Pending): Record<string, unknown> {
  const inc: Record<string, unknown> = {};
  for (const [name, by] of Object.entries(counts.counters)) if (by) inc[name] = FieldValue.increment(by);
  const map = (values: Record<string, number>) =>
    Object.fromEntries(Object.entries(values).map(([k, by]) => [k, FieldValue.increment(by)]));
  if (Object.keys(counts.services).length) inc.services = map(counts.services);
  if (Object.keys(counts.sources).length) inc.sources = map(counts.sources as Record<string, number>);
  return inc;
}

async function write(
  ctx: AppContext,
  buffer: CountBuffer,
  seq: number,
  counts: Pending,
  links: Record<string, number>,
): Promise<void> {
  const { profileId, day } = counts;
  const shards = collections(ctx).profileStatShards;
  const dayRef = shards.doc(`${profileId}_${day}_${buffer.shard}`);
  const allRef = collections(ctx).profileTotalShards.doc(`${profileId}_${buffer.shard}`);
  const inc = increments(counts);
  const writer = `${buffer.instance}-${counts.fromPage ? 'page' : 'app'}`;
  await ctx.store.runTransaction(async (tx) => {
    const stored = (await tx.get(dayRef)).data();
    if ((stored?.flushes?.[writer] ?? 0) >= seq) return;
    const visitors = Sketch.parse(stored?.visitors);
    visitors.merge(counts.visitors);
    tx.set(
      dayRef,
      {
        ...inc,
        profileId,
        day,
        ...(visitors.empty ? {} : { visitors: visitors.serialize() }),
        flushes: { [writer]: seq },
      },
      { merge: true },
    );
    tx.set(allRef, { ...inc, profileId, day: 'all' }, { merge: true });
    for (const [linkId, visits] of Object.entries(links)) {
      tx.update(collections(ctx).links.doc(linkId), { clicks: FieldValue.increment(visits) });
    }
  });
}

/** How long a link remembers an instance's last flush: far past any retry of it (minutes). */
const REDIRECT_FLUSH_KEPT_MS = 7 * 86_400_000;

/**
 * A link's redirects, onto its `clicks`, once: `linkClickFlushes/{linkId}_{instance}` records the
 * last sequence this instance applied there, so a retried flush whose commit had landed adds nothing.
 */
async function writeRedirects(ctx: AppContext, buffer: CountBuffer, seq: number, counts: Redirects): Promise<void> {
  const linkRef = collections(ctx).links.doc(counts.linkId);
  const flushRef = collections(ctx).linkClickFlushes.doc(`${counts.linkId}_${buffer.instance}`);
  const expireAt = new Date(ctx.clock.now().getTime() + REDIRECT_FLUSH_KEPT_MS);
  await ctx.store.runTransaction(async (tx) => {
    const [link, applied] = await Promise.all([tx.get(linkRef), tx.get(flushRef)]);
    // Deleted since the redirect: nothing left to count.
    if (!link.exists || (applied.data()?.seq ?? 0) >= seq) return;
    tx.update(linkRef, { clicks: FieldValue.increment(counts.clicks) });
    tx.set(flushRef, { linkId: counts.linkId, seq, expireAt });
  });
}
