import type { Request } from 'express';
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

/** The stable order pages are cut from: oldest first, ties by id. */
export const byCreation = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

export const filterText = (req: Request) => (typeof req.query.filter === 'string' ? req.query.filter : undefined);
