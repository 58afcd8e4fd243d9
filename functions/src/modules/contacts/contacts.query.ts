import type { AppContext } from '../../platform/context';
import type { Direction, Query } from '../../platform/store/types';
import { badRequest } from '../../platform/errors';
import { CONTACT_MESSAGES, dateBoundEnd, dateBoundStart, type ContactFilters } from '../../contract/contacts';
import { PREFIX_MAX, compareStrings, searchKeyOf, searchStartsOf, type StoredContact } from './contacts.model';
import { fold } from '../../platform/fold';
import { collections } from '../../platform/store/collections';

/**
 * How the contact list is read, on either store, without holding a user's whole book: every
 * list is one index-ordered stream of (sort value, id), read in chunks, with every filter in the
 * query. A search is one more filter, `search.keys array-contains` the folded search (its first
 * PREFIX_MAX characters), so a page of 25 reads about 26 contacts whatever else is filtered;
 * only a longer search checks its tail in memory, reading at most SCAN_LIMIT contacts a request
 * (a page may then come back short, with a cursor to go on).
 */

/** Where the stream stands: the sort value and id of the last contact read. */
export type Position = [value: string, id: string];

interface Stream {
  field: string;
  query: Query<StoredContact>;
}

export interface Plan {
  streams: Stream[];
  direction: Direction;
  /** The list a cursor belongs to: a cursor of another sort cannot continue this one. */
  signature: string;
  /** What the index cannot check: the tail of a search longer than PREFIX_MAX. */
  residual?: (c: StoredContact) => boolean;
}

export const SCAN_LIMIT = 1000;

function valueAt(c: StoredContact, field: string): string | undefined {
  if (field === 'createdAt') return c.createdAt;
  return c.search?.name;
}

export function planFor(ctx: AppContext, userId: string, f: ContactFilters): Plan {
  let query = collections(ctx).contacts.where('userId', '==', userId);
  const from = f.from ? dateBoundStart(f.from) : undefined;
  const to = f.to ? dateBoundEnd(f.to) : undefined;
  const term = fold(f.q);
  const field = f.sort === 'name' ? 'search.name' : 'createdAt';
  const direction: Direction = f.order ?? (f.sort === 'name' ? 'asc' : 'desc');
  if (term) query = query.where('search.keys', 'array-contains', searchKeyOf(term));
  if (f.profileId) query = query.where('profileId', '==', f.profileId);
  if (f.favorite !== undefined) query = query.where('favorite', '==', f.favorite);
  if (f.source) query = query.where('source', '==', f.source);
  if (from) query = query.where('createdAt', '>=', from);
  if (to) query = query.where('createdAt', '<=', to);
  const residual =
    term.length > PREFIX_MAX ? (c: StoredContact) => searchStartsOf(c).some((s) => s.startsWith(term)) : undefined;
  return { streams: [{ field, query }], direction, signature: `${field}:${direction}`, residual };
}

function comparePositions(a: Position, b: Position, direction: Direction): number {
  const order = compareStrings(a[0], b[0]) || compareStrings(a[1], b[1]);
  return direction === 'asc' ? order : -order;
}

export interface Walked {
  contact: StoredContact;
  position: Position;
  /** Whether the contact belongs in the list (passes what the index could not check). */
  match: boolean;
}

/** Every contact of the plan in list order, from `after` on, reading `chunk` documents a query. */
export async function* walk(plan: Plan, after: Position | undefined, chunk: number): AsyncGenerator<Walked> {
  const states = plan.streams.map((stream) => ({ stream, docs: [] as StoredContact[], next: 0, done: false, after }));
  const fill = async (state: (typeof states)[number]) => {
    let query = state.stream.query;
    // The bound repeats what startAfter says, as a plain range an index can seek to: SQLite
    // cannot seek on startAfter's (value < v OR (value = v AND id < i)) alone.
    if (state.after) query = query.where(state.stream.field, plan.direction === 'asc' ? '>=' : '<=', state.after[0]);
    query = query.orderBy(state.stream.field, plan.direction).orderBy('id', plan.direction);
    if (state.after) query = query.startAfter(...state.after);
    const snap = await query.limit(chunk).get();
    state.docs = snap.docs.map((d) => d.data());
    state.next = 0;
    state.done = state.docs.length < chunk;
    const last = state.docs.at(-1);
    if (last) state.after = [valueAt(last, state.stream.field) ?? '', last.id];
  };
  for (;;) {
    await Promise.all(states.filter((s) => s.next >= s.docs.length && !s.done).map(fill));
    let best = -1;
    let bestPosition: Position | undefined;
    states.forEach((s, i) => {
      if (s.next >= s.docs.length) return;
      const head = s.docs[s.next];
      const position: Position = [valueAt(head, s.stream.field) ?? '', head.id];
      if (!bestPosition || comparePositions(position, bestPosition, plan.direction) < 0) {
        best = i;
        bestPosition = position;
      }
    });
    if (best < 0 || !bestPosition) return;
    const contact = states[best].docs[states[best].next++];
    const match = plan.residual?.(contact) ?? true;
    yield { contact, position: bestPosition, match };
  }
}

export function encodeCursor(plan: Plan, position: Position): string {
  return Buffer.from(JSON.stringify({ s: plan.signature, p: position })).toString('base64url');
}

export function decodeCursor(plan: Plan, cursor: string | undefined): Position | undefined {
  if (!cursor) return undefined;
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { s?: unknown; p?: unknown };
    const p = value.p;
    if (value.s === plan.signature && Array.isArray(p) && p.length === 2 && p.every((v) => typeof v === 'string'))
      return p as Position;
  } catch {
    // falls through to the answer below
  }
  throw badRequest(CONTACT_MESSAGES.invalidCursor, { cursor: CONTACT_MESSAGES.invalidCursor });
}

/** One page of the plan: up to `limit` contacts and, when more may follow, where to go on. */
export async function readPage(
  plan: Plan,
  limit: number,
  cursor: string | undefined,
): Promise<{ contacts: StoredContact[]; nextCursor?: string }> {
  const after = decodeCursor(plan, cursor);
  const filtered = !!plan.residual;
  const found: Walked[] = [];
  let scanned = 0;
  let last: Position | undefined;
  for await (const item of walk(plan, after, filtered ? 200 : limit + 1)) {
    scanned++;
    last = item.position;
    if (item.match) found.push(item);
    if (found.length > limit) {
      return {
        contacts: found.slice(0, limit).map((w) => w.contact),
        nextCursor: encodeCursor(plan, found[limit - 1].position),
      };
    }
    if (scanned >= SCAN_LIMIT) return { contacts: found.map((w) => w.contact), nextCursor: encodeCursor(plan, last) };
  }
  return { contacts: found.map((w) => w.contact) };
}
