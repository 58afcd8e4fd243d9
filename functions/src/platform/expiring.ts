import type { CollectionReference, Store } from './store/types';
import type { AppContext } from './context';
import { COLLECTIONS, collections } from './store/collections';

/**
 * Documents that only matter until a time. Two kinds:
 * - those with a TTL (`expireAt`, a Date; the collections map marks them `ttl`): Firestore's TTL
 *   policy deletes them in production, so nothing on a request path does. `expireLocally` is the
 *   local stand-in, run by hand (`npm run jobs -- expire-local`) against the SQLite store;
 * - those with an ISO `expiresAt` that a job sweeps a few at a time (`sweepExpired`): settled
 *   outbox messages (retry-outbox).
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

const BATCH = 400;

/**
 * What Firestore's TTL policies do, for the local store: deletes every document of a TTL
 * collection whose `expireAt` has passed. It reads whole collections (their fields are not
 * indexed, so no query can pick the expired ones): fine locally, never run in production.
 */
export async function expireLocally(
  ctx: Pick<AppContext, 'store' | 'clock'>,
): Promise<{ checked: number; deleted: Record<string, number> }> {
  const now = ctx.clock.now().toISOString();
  const refs = collections(ctx) as unknown as Record<string, CollectionReference<{ expireAt?: string }>>;
  const deleted: Record<string, number> = {};
  let checked = 0;
  for (const [key, entry] of Object.entries(COLLECTIONS)) {
    if (!('ttl' in entry) || !entry.ttl || entry.parent) continue;
    const all = await refs[key].get();
    checked += all.size;
    const expired = all.docs.filter((doc) => {
      const at = doc.data().expireAt;
      return at !== undefined && at <= now;
    });
    for (let i = 0; i < expired.length; i += BATCH) {
      const batch = ctx.store.batch();
      for (const doc of expired.slice(i, i + BATCH)) batch.delete(doc.ref);
      await batch.commit();
    }
    deleted[key] = expired.length;
  }
  return { checked, deleted };
}
