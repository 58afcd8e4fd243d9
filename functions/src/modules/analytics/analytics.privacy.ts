import type { AppContext } from '../../platform/context';
import type { DocumentData, Query } from '../../platform/store/types';
import { collections } from '../../platform/store/collections';
import type { StatsDoc } from './analytics.service';

/**
 * A person's analytics for their data export and account deletion (modules/privacy): the
 * profiles' day documents (`profileStats/{profileId}_{day}`, with their `visitors` documents)
 * and all-time totals (`profileTotals/{profileId}`). Visitor keys are salted hashes that match
 * nobody once the day's salt is dropped; the export gives the counts only.
 */

const PAGE = 400;

export interface ExportedStats {
  profileId: string;
  day: string;
  counts: DocumentData;
}

function countsOf(data: StatsDoc & { visitors?: unknown }): DocumentData {
  // Day documents written before visitors had documents of their own kept the keys in a list.
  const { visitors: _v, profileId: _p, day: _d, ...counts } = data;
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

/** Day by day, then the totals, for each of the profiles. */
export async function* analyticsOf(ctx: AppContext, profileIds: readonly string[]): AsyncGenerator<ExportedStats> {
  for (const profileId of profileIds) {
    let after: string | undefined;
    for (;;) {
      let query = collections(ctx).profileStats.where('profileId', '==', profileId).orderBy('day').limit(PAGE);
      if (after) query = query.startAfter(after);
      const page = await query.get();
      for (const doc of page.docs) yield { profileId, day: String(doc.data().day), counts: countsOf(doc.data()) };
      if (page.size < PAGE) break;
      after = String(page.docs.at(-1)!.data().day);
    }
    const totals = (await collections(ctx).profileTotals.doc(profileId).get()).data();
    if (totals) yield { profileId, day: 'all', counts: countsOf(totals) };
  }
}

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
    await collections(ctx).profileTotals.doc(profileId).delete();
  }
  return removed;
}
