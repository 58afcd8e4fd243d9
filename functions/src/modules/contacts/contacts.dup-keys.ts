import { createHash } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import type { DocumentData, DocumentReference, SetOptions, WriteBatch } from '../../platform/store/types';
import { FieldValue } from '../../platform/store/field-value';
import { collections } from '../../platform/store/collections';
import type { DuplicateGroup } from '../../contract/contacts';
import { phoneKey, type StoredContact } from './contacts.model';
import { BATCH_LIMIT, chunks } from './contacts.store';

/**
 * Duplicate keys kept as contacts are written (docs/contacts.md, "Duplicates"), so finding
 * duplicates reads the keys two or more contacts share and those contacts, not the whole book.
 * A contact's `dupKeys` holds its keys, hashed; `duplicateKeys/{userId}_{key}` counts the
 * contacts of the book holding each. A contact's keys are counted exactly when it carries
 * `dupKeys`: every writer goes through keepDuplicateKeys(), which writes both in the caller's
 * transaction or batch, and a contact stored before (without `dupKeys`) is counted by the
 * migration (refreshDupKeys) or by the first write that touches it.
 */

export type Reason = DuplicateGroup['reasons'][number];

/** `duplicateKeys/{userId}_{key}`: how many of the book's contacts hold the key. */
export interface DuplicateKeyCount {
  userId: string;
  key: string;
  count: number;
}

/** `duplicateBooks/{userId}`: every contact of the book has its keys counted. */
export interface DuplicateBook {
  userId: string;
  readyAt: string;
}

const REASONS: Record<string, Reason> = { e: 'email', p: 'phone', n: 'name' };

export const reasonOf = (key: string): Reason => REASONS[key[0]];

/** Hashed, so the counters hold no address or name and every key has the same short length. */
const hashed = (kind: string, value: string) =>
  `${kind}${createHash('sha256').update(value).digest('base64url').slice(0, 22)}`;

/** What makes two contacts likely the same person: an email, a phone number, or the full name. */
function dupKeysOf(c: StoredContact): string[] {
  const keys = new Set<string>();
  for (const email of [c.email, ...(c.otherEmails ?? [])]) if (email) keys.add(hashed('e', email.toLowerCase()));
  for (const phone of [c.phoneNumber, ...(c.otherPhoneNumbers ?? [])]) {
    const key = phoneKey(phone);
    if (key) keys.add(hashed('p', key));
  }
  if (c.firstName && c.lastName) keys.add(hashed('n', c.search.name));
  return [...keys].sort();
}

const keyDocId = (userId: string, key: string) => `${userId}_${key}`;

/** A contact write: `before` as stored (none for a new contact), `after` as it will be (none when deleted). */
interface ContactChange {
  before?: StoredContact;
  after?: StoredContact;
}

/** The counter changes of the writes, one per book and key, so a batch writes each counter once. */
function countChanges(changes: ContactChange[]): Map<string, { userId: string; key: string; by: number }> {
  const deltas = new Map<string, { userId: string; key: string; by: number }>();
  const add = (userId: string, keys: string[], by: number) => {
    for (const key of keys) {
      const id = keyDocId(userId, key);
      const entry = deltas.get(id) ?? { userId, key, by: 0 };
      entry.by += by;
      deltas.set(id, entry);
    }
  };
  for (const { before, after } of changes) {
    // Keys are counted only for a contact that carries them (stored before this, or migrated).
    if (before?.dupKeys) add(before.userId, before.dupKeys, -1);
    if (after) add(after.userId, dupKeysOf(after), 1);
  }
  for (const [id, entry] of deltas) if (!entry.by) deltas.delete(id);
  return deltas;
}

/** A transaction or a batch: both write counters the same way. */
interface Writer {
  set(ref: DocumentReference<DuplicateKeyCount>, data: DocumentData, options: SetOptions): unknown;
}

/**
 * The one way contacts are written: answers the `after` contacts with their `dupKeys`, to be
 * written by the caller in the same `writer`, and adds the counter changes to it.
 */
export function keepDuplicateKeys(ctx: AppContext, writer: Writer, changes: ContactChange[]): StoredContact[] {
  for (const { userId, key, by } of countChanges(changes).values())
    writer.set(
      collections(ctx).duplicateKeys.doc(keyDocId(userId, key)),
      { userId, key, count: FieldValue.increment(by) },
      { merge: true },
    );
  return changes.flatMap(({ after }) => (after ? [{ ...after, dupKeys: dupKeysOf(after) }] : []));
}

/**
 * Splits writes into groups that one commit takes with their counters (BATCH_LIMIT documents
 * written): a 10,000-row import is some 80 commits of ~125 contacts with ~3 keys each.
 */
export function packChanges<T extends ContactChange>(changes: T[], limit = BATCH_LIMIT): T[][] {
  const packs: T[][] = [];
  let pack: T[] = [];
  let counters = new Set<string>();
  for (const change of changes) {
    const touched = [...countChanges([change]).keys()];
    const grown = new Set([...counters, ...touched]);
    if (pack.length && pack.length + 1 + grown.size > limit) {
      packs.push(pack);
      pack = [];
      counters = new Set(touched);
    } else counters = grown;
    pack.push(change);
  }
  if (pack.length) packs.push(pack);
  return packs;
}

/**
 * Brings one page of contacts' keys up to date: those whose `dupKeys` differ from dupKeysOf()
 * (missing: stored before keys were kept) are re-read in a transaction and written with their
 * counters. Keys already current cost only the page's reads, so a second run writes nothing.
 */
async function refreshDupKeys(ctx: AppContext, page: StoredContact[]): Promise<number> {
  const same = (c: StoredContact) => JSON.stringify(c.dupKeys ?? null) === JSON.stringify(dupKeysOf(c));
  const stale = page.filter((c) => !same(c));
  // A transaction reads at most ~100 documents (test/counting-store.test-support.ts).
  const changes = stale.map((c) => ({ before: c, after: c, id: c.id }));
  for (const part of packChanges(changes).flatMap((p) => chunks(p, 100))) {
    await ctx.store.runTransaction(async (tx) => {
      const refs = part.map(({ id }) => collections(ctx).contacts.doc(id));
      const current = (await Promise.all(refs.map((ref) => tx.get(ref)))).map((s) => s.data());
      const fresh = current.filter((c): c is StoredContact => !!c && !same(c)).map((c) => ({ before: c, after: c }));
      keepDuplicateKeys(ctx, tx, fresh).forEach((c) =>
        tx.update(collections(ctx).contacts.doc(c.id), { dupKeys: c.dupKeys }),
      );
    });
  }
  return stale.length;
}

/** Contacts read a page at a time while keys are brought up to date. */
const PAGE = 400;

/**
 * A book not yet marked ready (stored before keys were kept, and the migration has not reached
 * it): every contact's keys brought up to date, a page at a time, then the book marked. Costs the
 * whole book's reads once; a marked book costs one read.
 */
export async function ensureBookKeyed(ctx: AppContext, userId: string): Promise<void> {
  const marker = collections(ctx).duplicateBooks.doc(userId);
  if ((await marker.get()).exists) return;
  let after: StoredContact | undefined;
  for (;;) {
    // The (userId, createdAt, id) index the contact list pages on.
    let query = collections(ctx).contacts.where('userId', '==', userId).orderBy('createdAt').orderBy('id');
    if (after) query = query.startAfter(after.createdAt, after.id);
    const page = (await query.limit(PAGE).get()).docs.map((d) => d.data());
    await refreshDupKeys(ctx, page);
    if (page.length < PAGE) break;
    after = page.at(-1);
  }
  await marker.set({ userId, readyAt: ctx.clock.now().toISOString() });
}

/**
 * One page of the migration (jobs/index-duplicate-keys.ts): contacts of every book in (userId, id)
 * order after `after`, their keys brought up to date, and each book the page finished marked
 * ready, so its first GET /v1/contacts/merge reads no more than the later ones.
 */
export async function indexDuplicateKeysPage(
  ctx: AppContext,
  after: { userId: string; id: string } | undefined,
  pageSize: number,
): Promise<{ read: number; changed: number; books: number; last?: { userId: string; id: string } }> {
  let query = collections(ctx).contacts.orderBy('userId').orderBy('id');
  if (after) query = query.startAfter(after.userId, after.id);
  const page = (await query.limit(pageSize).get()).docs.map((d) => d.data());
  const changed = await refreshDupKeys(ctx, page);
  const last = page.at(-1);
  // A book is finished once a later book starts, or the run reaches the end.
  const seen = new Set([...(after ? [after.userId] : []), ...page.map((c) => c.userId)]);
  const finished = [...seen].filter((userId) => page.length < pageSize || userId !== last?.userId);
  const at = ctx.clock.now().toISOString();
  for (const part of chunks(finished, BATCH_LIMIT)) {
    const batch = ctx.store.batch();
    for (const userId of part) batch.set(collections(ctx).duplicateBooks.doc(userId), { userId, readyAt: at });
    await batch.commit();
  }
  return {
    read: page.length,
    changed,
    books: finished.length,
    ...(last ? { last: { userId: last.userId, id: last.id } } : {}),
  };
}

/**
 * Moves contacts to another person's book (a leaver's company leads, modules/company), in
 * batches with their keys' counters in both books; `each` adds the caller's own writes to each
 * batch, given how many contacts it moves.
 */
export async function moveContacts(
  ctx: AppContext,
  contacts: StoredContact[],
  toUserId: string,
  fields: DocumentData,
  each: (batch: WriteBatch, moved: number) => void,
): Promise<void> {
  const moves = contacts.map((before) => ({ before, after: { ...before, userId: toUserId } }));
  for (const part of packChanges(moves, BATCH_LIMIT - 1)) {
    const batch = ctx.store.batch();
    for (const c of keepDuplicateKeys(ctx, batch, part))
      batch.update(collections(ctx).contacts.doc(c.id), { ...fields, userId: toUserId, dupKeys: c.dupKeys });
    each(batch, part.length);
    await batch.commit();
  }
}
