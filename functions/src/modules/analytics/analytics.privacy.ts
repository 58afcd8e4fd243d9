import type { AppContext } from '../../platform/context';
import type { DocumentData, Query } from '../../platform/store/types';
import { collections } from '../../platform/store/collections';
import type { StatsDoc } from './analytics.counts';
import { allTimeStats, statsByDay } from './analytics.stats';

/**
 * A person's analytics for their data export and account deletion (modules/privacy): the
 * profiles' day documents (`profileStats/{profileId}_{day}`, with the `visitors` documents of
 * before the shards), all-time totals (`profileTotals/{profileId}`) and the shards that replaced
 * both (`profileStatShards`, `profileTotalShards`). Visitors are salted hashes that match nobody once the day's salt is
 * dropped; the export gives the counts only, a day's shards added up.
 */

const PAGE = 400;

export interface ExportedStats {
  profileId: string;
  day: string;
  counts: DocumentData;
}

function countsOf(data: StatsDoc & { visitors?: unknown; flushes?: unknown }): DocumentData {
  // Day documents written before visitors had documents of their own kept the keys in a list.
  const { visitors: _v, flushes: _f, profileId: _p, day: _d, ...counts } = data;
  return counts;
}

async function deleteAll(ctx: AppContext, collection: Query<unknown>): Promise<number> {
  let removed = 0;
  for (;;) {
    const page = await collection.limit(PAGE).get();
    if (page.empty) return removed;
    const batch = ctx.store.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    removed += page.size;
  }
}

/** Day by day (a day's shards added up), then the totals, for each of the profiles. */
export async function* analyticsOf(ctx: AppContext, profileIds: readonly string[]): AsyncGenerator<ExportedStats> {
  for (const profileId of profileIds) {
    let from = '0000-00-00';
    for (;;) {
      // A page of days: the profile's days from `from` on, whatever their number of shards.
      const page = await collections(ctx)
        .profileStatShards.where('profileId', '==', profileId)
        .where('day', '>=', from)
        .orderBy('day')
        .limit(PAGE)
        .get();
      const legacy = await collections(ctx)
        .profileStats.where('profileId', '==', profileId)
        .where('day', '>=', from)
        .orderBy('day')
        .limit(PAGE)
        .get();
      const days = [...new Set([...page.docs, ...legacy.docs].map((d) => String(d.data().day)))].sort();
      if (!days.length) break;
      // Only whole days: the last day of a full page may go on in the next one.
      const full = page.size === PAGE || legacy.size === PAGE;
      const upTo = full && days.length > 1 ? days.at(-2)! : days.at(-1)!;
      for (const day of await statsByDay(ctx, profileId, from, upTo))
        yield { profileId, day: day.day, counts: countsOf(day) };
      if (!full) break;
      from = nextDay(upTo);
    }
    const totals = await allTimeStats(ctx, profileId);
    if (totals) yield { profileId, day: 'all', counts: countsOf(totals) };
  }
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Account deletion: each profile's day documents with their visitors, and its totals. The
 * visitors go before their day, so a run that stops still finds them next time.
 */
export async function eraseAnalyticsOf(ctx: AppContext, profileIds: readonly string[]): Promise<number> {
  let removed = 0;
  for (const profileId of profileIds) {
    for (;;) {
      const page = await collections(ctx).profileStats.where('profileId', '==', profileId).limit(PAGE).get();
      if (page.empty) break;
      for (const doc of page.docs) removed += await deleteAll(ctx, collections(ctx).visitors(doc.id));
      const batch = ctx.store.batch();
      for (const doc of page.docs) batch.delete(doc.ref);
      await batch.commit();
      removed += page.size;
    }
    removed += await deleteAll(ctx, collections(ctx).profileStatShards.where('profileId', '==', profileId));
    removed += await deleteAll(ctx, collections(ctx).profileTotalShards.where('profileId', '==', profileId));
    await collections(ctx).profileTotals.doc(profileId).delete();
  }
  return removed;
}
