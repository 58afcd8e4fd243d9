import type { AppDeps } from '../../platform/context';
import { collections } from '../../platform/store/collections';
import { inChunks } from '../../platform/batches';

/**
 * The profiles among `profileIds` with any counted event (a view, a click, a save, a lead) on
 * `sinceDay` (YYYY-MM-DD, UTC) or after, from the day documents: the instances' shards
 * (`profileStatShards`) and the days written before them (`profileStats`). Two queries per 30 profiles, billed
 * as the day documents it finds (at least 1): a page of cards nobody looked at costs a read per 30,
 * a card seen every day one read a day of the window. The refresh jobs fetch feeds only for these.
 */
export async function profilesSeenSince(
  ctx: Pick<AppDeps, 'store'>,
  profileIds: readonly string[],
  sinceDay: string,
): Promise<Set<string>> {
  const ids = [...new Set(profileIds)];
  const days = await Promise.all(
    inChunks(ids).flatMap((chunk) =>
      [collections(ctx).profileStatShards, collections(ctx).profileStats].map((days) =>
        days.where('profileId', 'in', chunk).where('day', '>=', sinceDay).get(),
      ),
    ),
  );
  return new Set(days.flatMap((snap) => snap.docs.map((doc) => doc.data().profileId)));
}
