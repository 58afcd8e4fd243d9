import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from './sqlite-store';
import { FieldValue } from './field-value';
import { expectStoreError, ids } from './store-contract.test-support';
import indexes from '../../../../firestore.indexes.json';

describe('SqliteStore: several instances on one file (the functions emulator runs several workers)', () => {
  let dir: string;
  let one: SqliteStore;
  let two: SqliteStore;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'everlink-store-shared-'));
    const file = join(dir, 'shared.sqlite');
    one = new SqliteStore({ file, indexes: indexes.indexes as never, fieldOverrides: indexes.fieldOverrides });
    two = new SqliteStore({ file, indexes: indexes.indexes as never, fieldOverrides: indexes.fieldOverrides });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("each sees the other's writes, in reads and in queries", async () => {
    await one.doc('shared/a').set({ n: 1 });
    expect((await two.doc('shared/a').get()).data()).toEqual({ n: 1 });
    await two.doc('shared/b').set({ n: 2 });
    await two.doc('shared/a').update({ n: 3 });
    expect(ids((await one.collection('shared').orderBy('n').get()).docs)).toEqual(['b', 'a']);
  });

  it('50 concurrent transactional increments split across both end at exactly +50', async () => {
    const path = 'counters/split';
    await one.doc(path).set({ n: 0 });
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const store = i % 2 ? one : two;
        return store.runTransaction(async (tx) => {
          const ref = store.doc(path);
          const n = (await tx.get(ref)).data()?.n as number;
          tx.update(ref, { n: n + 1 });
        });
      }),
    );
    expect((await two.doc(path).get()).data()).toEqual({ n: 50 });
  });

  it('a transaction runs again when its document was deleted and created anew before it committed', async () => {
    const path = 'counters/recreated';
    await one.doc(path).set({ n: 1 });
    let attempts = 0;
    await one.runTransaction(async (tx) => {
      attempts++;
      const n = (await tx.get(one.doc(path))).data()?.n as number;
      if (attempts === 1) {
        await two.doc(path).delete();
        await two.doc(path).create({ n: 100 });
      }
      tx.set(one.doc(path), { n: n + 1 });
    });
    expect(attempts).toBe(2);
    expect((await one.doc(path).get()).data()).toEqual({ n: 101 });
  });

  it('gives up with StoreError("aborted") after 5 contended attempts, having written nothing', async () => {
    const path = 'counters/contended';
    await one.doc(path).set({ n: 0 });
    let attempts = 0;
    await expectStoreError(
      one.runTransaction(async (tx) => {
        attempts++;
        await tx.get(one.doc(path));
        await two.doc(path).update({ n: FieldValue.increment(1) });
        tx.set(one.doc('counters/side-effect'), { written: true });
      }),
      'aborted',
    );
    expect(attempts).toBe(5);
    expect((await one.doc('counters/side-effect').get()).exists).toBe(false);
    expect((await one.doc(path).get()).data()).toEqual({ n: 5 });
  });

  it('refuses a transaction started inside another instead of waiting for itself', async () => {
    await expectStoreError(
      one.runTransaction(async () => {
        await one.runTransaction(async () => undefined);
      }),
      'invalid-argument',
    );
    expect(await one.runTransaction(async () => 'still usable')).toBe('still usable');
  });

  it('turns the composite indexes of firestore.indexes.json into expression indexes the planner uses', async () => {
    const plan = one.db
      .prepare(
        `EXPLAIN QUERY PLAN SELECT id FROM docs WHERE parent = 'profiles' AND json_extract(data, '$."userId"') = 'u1' ORDER BY json_extract(data, '$."createdAt"') ASC`,
      )
      .all() as { detail: string }[];
    const detail = plan.map((p) => p.detail).join('\n');
    // Either direction serves the order (SQLite walks an index backwards), so no sort step is left.
    expect(detail).toMatch(/USING INDEX idx_userId_asc_createdAt_(asc|desc) \(parent=\? AND <expr>=\?\)/);
    expect(detail).not.toMatch(/TEMP B-TREE/);
  });

  it('keeps one index of a pair that differ only by a flipped trailing run, and reads it both ways', async () => {
    const names = (
      one.db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND name GLOB 'idx_*'`).all() as {
        name: string;
      }[]
    ).map((r) => r.name);
    const pair = names.filter((n) => /^idx_userId_asc_favorite_asc_createdAt_(asc_id_asc|desc_id_desc)$/.test(n));
    expect(pair).toHaveLength(1);
    for (const direction of ['ASC', 'DESC']) {
      const plan = one.db
        .prepare(
          `EXPLAIN QUERY PLAN SELECT id FROM docs WHERE parent = 'contacts' AND json_extract(data, '$."userId"') = 'u1' AND json_extract(data, '$."favorite"') = 1
           ORDER BY json_extract(data, '$."createdAt"') ${direction}, json_extract(data, '$."id"') ${direction}`,
        )
        .all() as { detail: string }[];
      const detail = plan.map((p) => p.detail).join('\n');
      expect(detail).toContain(`USING INDEX ${pair[0]}`);
      expect(detail).not.toMatch(/TEMP B-TREE/);
    }
  });
});

describe('SqliteStore: a file made by an earlier version', () => {
  it('moves documents from the old WITHOUT ROWID table into the rowid table, once, keeping every document', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'everlink-store-old-'));
    const file = join(dir, 'old.sqlite');
    const old = new Database(file);
    old.exec(`CREATE TABLE docs (path TEXT PRIMARY KEY, parent TEXT NOT NULL, id TEXT NOT NULL, data TEXT NOT NULL, version INTEGER NOT NULL) WITHOUT ROWID;
      CREATE INDEX docs_parent_id ON docs(parent, id);`);
    old
      .prepare('INSERT INTO docs VALUES (?, ?, ?, ?, ?)')
      .run('profiles/p1', 'profiles', 'p1', JSON.stringify({ userId: 'u1', createdAt: 'a' }), 3);
    old.close();
    const store = new SqliteStore({ file, indexes: indexes.indexes as never, fieldOverrides: indexes.fieldOverrides });
    const again = new SqliteStore({ file, indexes: indexes.indexes as never, fieldOverrides: indexes.fieldOverrides });
    try {
      const sql = (store.db.prepare(`SELECT sql FROM sqlite_master WHERE name = 'docs'`).get() as { sql: string }).sql;
      expect(sql).not.toMatch(/WITHOUT ROWID/i);
      expect((await again.doc('profiles/p1').get()).data()).toEqual({ userId: 'u1', createdAt: 'a' });
      expect((await store.collection('profiles').where('userId', '==', 'u1').orderBy('createdAt').get()).size).toBe(1);
      expect(store.db.prepare(`SELECT name FROM sqlite_master WHERE name LIKE 'docs%'`).all()).toEqual(
        expect.arrayContaining([{ name: 'docs' }, { name: 'docs_parent_id' }]),
      );
      expect(store.db.prepare(`SELECT name FROM sqlite_master WHERE name = 'docs_without_rowid'`).all()).toEqual([]);
    } finally {
      await store.close();
      await again.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
