import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from './sqlite-store';
import { ids } from './store-contract.test-support';
import type { CompositeIndex } from './sqlite-sql';

/** An index like the contacts' search index: tags CONTAINS, then an order. */
const INDEXES: CompositeIndex[] = [
  {
    collectionGroup: 'things',
    fields: [
      { fieldPath: 'owner', order: 'ASCENDING' },
      { fieldPath: 'tags', arrayConfig: 'CONTAINS' },
      { fieldPath: 'rank', order: 'ASCENDING' },
    ],
  },
];

describe('SqliteStore: array-contains on a CONTAINS-indexed field, from the table of array elements', () => {
  let dir: string;
  let store: SqliteStore;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'everlink-store-arrays-'));
    // Documents written before the field was indexed are picked up when the store opens with the index.
    const before = new SqliteStore({ file: join(dir, 'arrays.sqlite'), indexes: [] });
    await before.doc('things/old').set({ owner: 'a', tags: ['early', 'common'], rank: 0 });
    await before.close();
    store = new SqliteStore({ file: join(dir, 'arrays.sqlite'), indexes: INDEXES });
    // 1,200 "common" matches: past the point where the query walks its ordered index instead.
    // In batches of 400: the store, as Firestore, takes at most 500 writes a commit.
    for (let from = 1; from <= 1_200; from += 400) {
      const batch = store.batch();
      for (let i = from; i < from + 400; i++)
        batch.set(store.doc(`things/t${i}`), {
          owner: i % 2 ? 'a' : 'b',
          tags: i % 100 ? ['common'] : ['common', 'rare'],
          rank: i,
        });
      await batch.commit();
    }
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const query = (tag: string, owner = 'a') =>
    store.collection('things').where('owner', '==', owner).where('tags', 'array-contains', tag).orderBy('rank');

  it('finds few and many matches in order, pages and counts, the old document too', async () => {
    expect(ids((await query('early').get()).docs)).toEqual(['old']);
    expect(ids((await query('rare', 'b').get()).docs)).toEqual([
      't100',
      't200',
      't300',
      't400',
      't500',
      't600',
      't700',
      't800',
      't900',
      't1000',
      't1100',
      't1200',
    ]);
    expect(ids((await query('common').limit(3).get()).docs)).toEqual(['old', 't1', 't3']);
    expect(ids((await query('common').startAfter(3).limit(2).get()).docs)).toEqual(['t5', 't7']);
    expect((await query('common').count().get()).data().count).toBe(601);
    expect((await query('none').get()).size).toBe(0);
  });

  it('follows updates, replacements and deletes', async () => {
    await store.doc('things/t3').update({ tags: ['changed'] });
    await store.doc('things/t5').set({ owner: 'a', tags: ['changed', 'common'], rank: 5 });
    await store.doc('things/t7').delete();
    expect(ids((await query('changed').get()).docs)).toEqual(['t3', 't5']);
    expect(ids((await query('common').limit(3).get()).docs)).toEqual(['old', 't1', 't5']);
    expect((await query('common').count().get()).data().count).toBe(599);
    const rows = store.db
      .prepare(`SELECT COUNT(*) AS n FROM array_maxima WHERE docid NOT IN (SELECT rowid FROM docs)`)
      .get() as { n: number };
    expect(rows.n).toBe(0);
  });

  it('matches whole elements only, though it keeps only those no other element starts with', async () => {
    const batch = store.batch();
    batch.set(store.doc('things/p1'), { owner: 'c', tags: ['an', 'anna', 'anders', 'ø', 'øre'], rank: 1 });
    batch.set(store.doc('things/p2'), { owner: 'c', tags: ['anna', 'annas'], rank: 2 });
    batch.set(store.doc('things/p3'), { owner: 'c', tags: ['', 'a\u{10ffff}', 7], rank: 3 });
    await batch.commit();
    const found = async (tag: string) => ids((await query(tag, 'c').get()).docs);
    expect(await found('an')).toEqual(['p1']);
    expect(await found('ann')).toEqual([]);
    expect(await found('anna')).toEqual(['p1', 'p2']);
    expect(await found('annas')).toEqual(['p2']);
    expect(await found('ø')).toEqual(['p1']);
    expect(await found('')).toEqual(['p3']);
    expect(await found('a\u{10ffff}')).toEqual(['p3']);
    expect(await found('a')).toEqual([]);
    expect((await query('anna', 'c').count().get()).data().count).toBe(2);
    // Many candidates (t1…t1200 and every "common-…"), the last 400 of them not holding "common" itself.
    const many = store.batch();
    for (let i = 0; i < 400; i++)
      many.set(store.doc(`things/q${i}`), { owner: 'a', tags: [`common-${i}`], rank: 2_000 + i });
    await many.commit();
    expect(ids((await query('common-1').limit(2).get()).docs)).toEqual(['q1']);
    expect(ids((await query('common').startAfter(1_197).limit(3).get()).docs)).toEqual(['t1199']);
  });

  it('rebuilds the table of a file written when it held every element', async () => {
    const file = join(dir, 'old-format.sqlite');
    const first = new SqliteStore({ file, indexes: INDEXES });
    await first.doc('things/w').set({ owner: 'a', tags: ['wo', 'word'], rank: 1 });
    // As the store left files before: every element in array_entries, its fields in array_fields, no array_maxima.
    first.db.exec(`DROP TABLE array_maxima; DROP TABLE array_maxima_fields;
      CREATE TABLE array_entries (list INTEGER NOT NULL, val TEXT NOT NULL, docid INTEGER NOT NULL, PRIMARY KEY (list, val, docid)) WITHOUT ROWID;
      CREATE TABLE array_fields (coll TEXT NOT NULL, field TEXT NOT NULL, PRIMARY KEY (coll, field)) WITHOUT ROWID;
      INSERT INTO array_fields VALUES ('things', 'tags');`);
    await first.close();
    const reopened = new SqliteStore({ file, indexes: INDEXES });
    try {
      const tables = reopened.db
        .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'array_%' ORDER BY name`)
        .all() as { name: string }[];
      expect(tables.map((t) => t.name)).toEqual(['array_lists', 'array_maxima', 'array_maxima_fields']);
      expect(reopened.db.prepare('SELECT val FROM array_maxima').all()).toEqual([{ val: 'word' }]);
      const found = await reopened
        .collection('things')
        .where('owner', '==', 'a')
        .where('tags', 'array-contains', 'wo')
        .orderBy('rank')
        .get();
      expect(ids(found.docs)).toEqual(['w']);
    } finally {
      await reopened.close();
    }
  });
});
