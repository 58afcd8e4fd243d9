import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../src/platform/store/collections';
import indexes from '../../../firestore.indexes.json';

/**
 * Firestore's limits for collections written on public paths or per view (docs/operations.md,
 * "High-rate collections"), held against the collections map and firestore.indexes.json: ids
 * that do not start with a time (a new day or window would open one adjacent key range and
 * hot-spot it), no index on fields no query reads (a monotonic indexed field caps a collection
 * near 500 writes a second, and every entry is a write), and a TTL policy on `expireAt` instead of
 * deletes on request paths, or a stated reason to keep the documents.
 */

interface Entry {
  path: string;
  parent?: string;
  name?: string;
  ttl?: string;
  highRate?: { id: readonly string[]; unindexed: readonly string[]; keptBecause?: string };
}
interface Override {
  collectionGroup: string;
  fieldPath: string;
  ttl?: boolean;
  indexes: unknown[];
}

/** Id parts that are times. */
const TIME = /^(day|date|time|timestamp|minute|hour|week|month|year|window\w*|at|\w+At|\w+Time|\d+)$/i;

function problems(map: Record<string, Entry>, overrides: Override[]): string[] {
  const found: string[] = [];
  for (const [key, entry] of Object.entries(map)) {
    const group = entry.name ?? entry.path;
    const override = (field: string) => overrides.find((o) => o.collectionGroup === group && o.fieldPath === field);
    if (entry.ttl && !override(entry.ttl)?.ttl) found.push(`${key}: no TTL policy on ${entry.ttl}`);
    const rate = entry.highRate;
    if (!rate) continue;
    if (!rate.id.length || TIME.test(rate.id[0])) found.push(`${key}: its id starts with a time (${rate.id[0]})`);
    for (const field of rate.unindexed)
      if (override(field)?.indexes.length !== 0) found.push(`${key}: ${field} is indexed`);
    if (!entry.ttl && !rate.keptBecause?.trim()) found.push(`${key}: neither a TTL nor a reason to keep its documents`);
  }
  for (const o of overrides.filter((x) => x.ttl)) {
    const owner = Object.values(map).find((e) => (e.name ?? e.path) === o.collectionGroup);
    if (owner?.ttl !== o.fieldPath)
      found.push(`${o.collectionGroup}: TTL on ${o.fieldPath}, which the map does not name`);
  }
  return found;
}

const map = COLLECTIONS as unknown as Record<string, Entry>;
const overrides = indexes.fieldOverrides as Override[];

describe('lint: high-rate collections fit Firestore', () => {
  it('marks the counters written per request or per view', () => {
    const marked = Object.keys(map).filter((key) => map[key].highRate);
    expect(marked).toEqual(
      expect.arrayContaining([
        'rateLimits',
        'challengesUsed',
        'profileStats',
        'profileTotals',
        'profileStatShards',
        'profileTotalShards',
      ]),
    );
  });

  it('holds every marked collection to its ids, exemptions and TTL', () => {
    expect(problems(map, overrides)).toEqual([]);
  });

  it('fails a collection with a time-first id, an indexed field, no TTL or a TTL the map does not name', () => {
    const broken: Record<string, Entry> = {
      ...map,
      rateLimits: { ...map.rateLimits, highRate: { ...map.rateLimits.highRate!, id: ['windowStart', 'hash'] } },
      challengesUsed: { ...map.challengesUsed, ttl: undefined },
      visitors: { ...map.visitors, highRate: { ...map.visitors.highRate!, unindexed: ['profileId', 'seenAt'] } },
    };
    const extra = [...overrides, { collectionGroup: 'users', fieldPath: 'expireAt', ttl: true, indexes: [] }];
    expect(problems(broken, extra).sort()).toEqual([
      'challengesUsed: TTL on expireAt, which the map does not name',
      'challengesUsed: neither a TTL nor a reason to keep its documents',
      'rateLimits: its id starts with a time (windowStart)',
      'users: TTL on expireAt, which the map does not name',
      'visitors: seenAt is indexed',
    ]);
    const noPolicy = overrides.filter((o) => !(o.collectionGroup === 'rateLimits' && o.ttl));
    expect(problems(map, noPolicy)).toEqual([
      'rateLimits: no TTL policy on expireAt',
      'rateLimits: expireAt is indexed',
    ]);
  });
});
