import type { AppContext } from '../../platform/context';
import type { DocumentData } from '../../platform/store/types';

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

function countsOf(data: DocumentData): DocumentData {
  // Day documents written before visitors had documents of their own kept the keys in a list.
  const { visitors: _v, profileId: _p, day: _d, ...counts } = data;
  return counts;
}

async function deleteAll(ctx: AppContext, path: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const page = await ctx.store.collection(path).limit(PAGE).get();
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
      let query = ctx.store.collection('profileStats').where('profileId', '==', profileId).orderBy('day').limit(PAGE);
      if (after) query = query.startAfter(after);
      const page = await query.get();
      for (const doc of page.docs) yield { profileId, day: String(doc.data().day), counts: countsOf(doc.data()) };
      if (page.size < PAGE) break;
      after = String(page.docs.at(-1)!.data().day);
    }
    const totals = (await ctx.store.doc(`profileTotals/${profileId}`).get()).data();
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
      const page = await ctx.store.collection('profileStats').where('profileId', '==', profileId).limit(PAGE).get();
      if (page.empty) break;
      for (const doc of page.docs) removed += await deleteAll(ctx, `${doc.ref.path}/visitors`);
      const batch = ctx.store.batch();
      for (const doc of page.docs) batch.delete(doc.ref);
      await batch.commit();
      removed += page.size;
    }
    await ctx.store.doc(`profileTotals/${profileId}`).delete();
  }
  return removed;
}
