import type { CollectionReference, Store } from './store/types';

/**
 * Documents that only matter until their `expiresAt` (an ISO time): rate-limit counters, used
 * challenge tickets. Whoever writes a new one deletes a few that have expired, more than are
 * written on average, so the collection stays small without a scheduled job (a Firestore TTL
 * policy would need Timestamps, which the store never holds). Answers how many it deleted, so a
 * scheduled sweeper can go on while pages come back full.
 */
export async function sweepExpired<T extends { expiresAt: string }>(
  store: Store,
  collection: CollectionReference<T>,
  now: Date,
  limit = 20,
): Promise<number> {
  const expired = await collection.where('expiresAt', '<=', now.toISOString()).limit(limit).get();
  if (expired.empty) return 0;
  const batch = store.batch();
  for (const doc of expired.docs) batch.delete(doc.ref);
  await batch.commit();
  return expired.size;
}
