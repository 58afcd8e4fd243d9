import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import type { DocumentReference, Query } from '../../platform/store/types';
import { SCIM_LIMITS } from '../../contract/scim';
import { invalidValue } from './scim-errors';

/** `startIndex` (1-based) and `count` (RFC 7644 §3.4.2.4): whole numbers, count at most maxResults. */
export function pagingOf(req: Request): { startIndex: number; count: number } {
  const number = (name: string, fallback: number) => {
    const raw = req.query[name];
    if (raw === undefined) return fallback;
    if (typeof raw !== 'string' || !/^-?\d{1,9}$/.test(raw.trim()))
      throw invalidValue(`${name} must be a whole number.`);
    return Number(raw);
  };
  // Values below the minimum are taken as the minimum (RFC 7644 §3.4.2.4).
  const startIndex = Math.max(1, number('startIndex', 1));
  const count = Math.min(SCIM_LIMITS.maxResults, Math.max(0, number('count', SCIM_LIMITS.maxResults)));
  return { startIndex, count };
}

const binary = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The stable order pages are cut from: oldest first, ties by id (compared as the store orders ids). */
export const byCreation = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  binary(a.createdAt, b.createdAt) || binary(a.id, b.id);

type Paged<T> = { ref(id: string): DocumentReference<T>; ordered(): Query<T> };

/**
 * Where each token's last page ended, per instance: a directory pages through a list in turn
 * (startIndex 1, 101, 201, …), so the next page starts after that record and reads only itself.
 */
const pageEnds = new LRUCache<string, string>({ max: 10_000 });

/**
 * One page of a collection in the order `byCreation` (`orderBy('createdAt')`, ties by id as the
 * store orders them): after the record that ended this token's previous page when the page asked
 * for follows it, else the first `startIndex - 1 + count` records (a jump, or a page on another
 * instance). So a directory's walk through 10,000 people reads each once, and no call reads past
 * its own page's end.
 */
export async function pageOf<T extends { id: string }>(
  key: string,
  from: Paged<T>,
  { startIndex, count }: { startIndex: number; count: number },
): Promise<T[]> {
  if (count === 0) return [];
  const end = pageEnds.get(`${key}:${startIndex}`);
  const after = end ? await from.ref(end).get() : null;
  let page: T[];
  if (after?.exists) page = (await from.ordered().startAfter(after).limit(count).get()).docs.map((d) => d.data());
  else {
    const read = await from
      .ordered()
      .limit(startIndex - 1 + count)
      .get();
    page = read.docs.slice(startIndex - 1).map((d) => d.data());
  }
  const last = page.at(-1);
  if (last && page.length === count) pageEnds.set(`${key}:${startIndex + count}`, last.id);
  return page;
}

export const filterText = (req: Request) => (typeof req.query.filter === 'string' ? req.query.filter : undefined);
