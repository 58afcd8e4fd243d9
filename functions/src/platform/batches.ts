import type { AppContext } from './context';
import type { WriteBatch } from './store/types';

/** Firestore's limit on the values of one `in` filter. */
export const IN_LIMIT = 30;

export const chunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The values split for `in` queries, one query a part. */
export const inChunks = <T>(values: readonly T[]): T[][] => chunks(values, IN_LIMIT);

/** Writes per batch: Firestore takes at most 500 a commit. */
export const WRITES_PER_BATCH = 400;

/**
 * Runs the writes in batches of WRITES_PER_BATCH, one commit after the other. `inEach` adds one
 * write to every batch (an access version bump that must commit with what it guards).
 */
export async function commitInBatches(
  ctx: AppContext,
  writes: ((batch: WriteBatch) => void)[],
  inEach?: (batch: WriteBatch) => void,
): Promise<void> {
  for (let i = 0; i < writes.length; i += WRITES_PER_BATCH) {
    const batch = ctx.store.batch();
    for (const write of writes.slice(i, i + WRITES_PER_BATCH)) write(batch);
    inEach?.(batch);
    await batch.commit();
  }
}
