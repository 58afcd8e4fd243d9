import type { AppContext } from '../../platform/context';
import type { DocumentData, DocumentReference, QueryDocumentSnapshot, SetOptions } from '../../platform/store/types';
import { FieldValue } from '../../platform/store/field-value';
import { collections } from '../../platform/store/collections';

/**
 * A person's contact count, kept in `contactCounts/{uid}` (docs/contacts.md, "The kept count"):
 * every write that adds or removes contacts of a person moves it with `increment` in its own
 * batch or transaction, so the cap reads one document instead of counting the book
 * (`count()` bills a read per 1,000 contacts).
 */
export interface ContactCount {
  count: number;
  /**
   * When the book was last counted exactly. A document without it was made by an increment
   * alone (a book from before the count existed): its count is not the book's.
   */
  countedAt?: string;
}

/** A batch or a transaction: what the count's increment joins. */
interface Writes {
  set<T>(ref: DocumentReference<T>, data: Partial<T> | DocumentData, options?: SetOptions): unknown;
}

/** Moves the person's kept count by `by` in the write that adds (> 0) or removes (< 0) their contacts. */
export function addToContactCount(ctx: AppContext, writes: Writes, userId: string, by: number): void {
  if (by !== 0)
    writes.set(collections(ctx).contactCounts.doc(userId), { count: FieldValue.increment(by) }, { merge: true });
}

/** Each owner's count moved by their contacts among `contacts`, added (1) or removed (-1): an admin's selection may span books. */
export function addContactsToCounts(
  ctx: AppContext,
  writes: Writes,
  contacts: readonly { userId: string }[],
  sign: 1 | -1,
): void {
  const byOwner = new Map<string, number>();
  for (const { userId } of contacts) byOwner.set(userId, (byOwner.get(userId) ?? 0) + 1);
  for (const [userId, n] of byOwner) addToContactCount(ctx, writes, userId, sign * n);
}

/** The person's book counted with `count()`: 1 read per 1,000 contacts. */
export async function exactContactCount(ctx: AppContext, userId: string): Promise<number> {
  return (await collections(ctx).contacts.where('userId', '==', userId).count().get()).data().count;
}

/**
 * Counts the book and stores the count; answers it. Writes committed while it counts moved the
 * kept count too: their growth is added on top, so a count taken in a busy moment errs high (where
 * the cap counts exactly anyway), never low. Unchanged counts are not written: a second run writes nothing.
 */
export async function recountContacts(ctx: AppContext, userId: string): Promise<{ count: number; changed: boolean }> {
  const ref = collections(ctx).contactCounts.doc(userId);
  const before = (await ref.get()).data();
  const exact = await exactContactCount(ctx, userId);
  return ctx.store.runTransaction(async (tx) => {
    const now = (await tx.get(ref)).data();
    const count = exact + Math.max(0, (now?.count ?? 0) - (before?.count ?? 0));
    if (now?.countedAt && now.count === count) return { count, changed: false };
    tx.set(ref, { count, countedAt: ctx.clock.now().toISOString() });
    return { count, changed: true };
  });
}

/**
 * The person's contacts as the kept count says (1 read), or, for a book never counted, counted
 * once and stored (`exact`).
 */
export async function heldContacts(ctx: AppContext, userId: string): Promise<{ count: number; exact: boolean }> {
  const kept = (await collections(ctx).contactCounts.doc(userId).get()).data();
  if (kept?.countedAt) return { count: kept.count, exact: false };
  return { count: (await recountContacts(ctx, userId)).count, exact: true };
}

/** Account deletion, after the last contact: the count goes with the book. */
export async function dropContactCount(ctx: AppContext, userId: string): Promise<void> {
  await collections(ctx).contactCounts.doc(userId).delete();
}

export const COUNT_CONTACTS = 'count-contacts';

const PAGE = 200;
/** Books counted at once: each is three round trips, one after another. */
const AT_ONCE = 20;

/**
 * Migration (`npm run jobs -- count-contacts`, once after the release that keeps the count):
 * every person's book counted and stored. Paged by user id; a stopped run is run again, a second
 * run writes nothing, and it mends a count that drifted (docs/contacts.md). A book never counted
 * is counted on its first cap check anyway: the run only spares those their one `count()`.
 */
export async function countContactBooks(
  ctx: AppContext,
): Promise<{ job: string; checked: number; failed: number; changed: number }> {
  const report = { job: COUNT_CONTACTS, checked: 0, failed: 0, changed: 0 };
  let after: QueryDocumentSnapshot<unknown> | undefined;
  for (;;) {
    const query = collections(ctx).users.limit(PAGE);
    const page = (await (after ? query.startAfter(after) : query).get()).docs;
    for (let i = 0; i < page.length; i += AT_ONCE) {
      await Promise.all(
        page.slice(i, i + AT_ONCE).map(async (user) => {
          report.checked++;
          try {
            if ((await recountContacts(ctx, user.id)).changed) report.changed++;
          } catch (err) {
            report.failed++;
            ctx.logger.error({ err, userId: user.id }, 'contact count not stored; the next run tries again');
          }
        }),
      );
    }
    if (page.length < PAGE) return report;
    after = page.at(-1);
  }
}
