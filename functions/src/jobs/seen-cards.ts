import type { AppDeps } from '../platform/context';
import { profilesSeenSince } from '../modules/analytics';
import { collections } from '../platform/store/collections';
import { inChunks } from '../platform/batches';

/** A card counts as seen with an event on one of the owner's profiles within this many days. */
export const SEEN_WITHIN_DAYS = 7;
/** How far an unseen card's content is put off before a refresh looks again. */
export const UNSEEN_RECHECK_MS = 24 * 3600_000;

const DAY_MS = 86_400_000;

/**
 * Of these people, those with a live profile that had a visitor within SEEN_WITHIN_DAYS of `now`:
 * a query per 30 people for their profiles (a read a profile), side by side as the day documents'
 * queries are, so a page of 500 waits for two round trips, not eighteen.
 */
export async function seenOwners(deps: AppDeps, userIds: string[], now: Date): Promise<Set<string>> {
  const sinceDay = new Date(now.getTime() - (SEEN_WITHIN_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
  const profiles = await Promise.all(
    inChunks(userIds).map((chunk) => collections(deps).profiles.where('userId', 'in', chunk).get()),
  );
  const ownerOf = new Map<string, string>();
  for (const doc of profiles.flatMap((snap) => snap.docs))
    if (doc.data().status !== 'deleted') ownerOf.set(doc.id, doc.data().userId);
  const seen = await profilesSeenSince(deps, [...ownerOf.keys()], sinceDay);
  return new Set([...seen].map((profileId) => ownerOf.get(profileId)!));
}
