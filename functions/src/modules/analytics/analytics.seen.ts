import type { AppDeps } from '../../platform/context';
import { collections } from '../../platform/store/collections';

/** Count queries in flight at once: a refresh page asks about a few hundred profiles. */
const PARALLEL = 50;

/**
 * The profiles among `profileIds` with any counted event (a view, a click, a save, a lead) on
 * `sinceDay` (YYYY-MM-DD, UTC) or after, from the day documents: one `count()` a profile, billed
 * as one read whatever the days. The refresh jobs fetch feeds only for cards that are seen.
 */
export async function profilesSeenSince(
  ctx: Pick<AppDeps, 'store'>,
  profileIds: readonly string[],
  sinceDay: string,
): Promise<Set<string>> {
  const seen = new Set<string>();
  const ids = [...new Set(profileIds)];
  for (let at = 0; at < ids.length; at += PARALLEL) {
    await Promise.all(
      ids.slice(at, at + PARALLEL).map(async (profileId) => {
        const days = await collections(ctx)
          .profileStats.where('profileId', '==', profileId)
          .where('day', '>=', sinceDay)
          .count()
          .get();
        if (days.data().count > 0) seen.add(profileId);
      }),
    );
  }
  return seen;
}
