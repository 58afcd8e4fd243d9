import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { FieldValue } from './field-value';
import { FirestoreStore } from './firestore-store';
import { SqliteStore } from './sqlite-store';
import { StoreError, type DocumentData, type Query, type Store } from './types';
import indexes from '../../../../firestore.indexes.json';

/**
 * One suite, every adapter: the SQLite store always, the Firestore store when
 * FIRESTORE_EMULATOR_HOST points at an emulator. The list is built up front so that
 * nothing is ever reported as skipped.
 */

const NOW = new Date('2030-01-02T03:04:05.678Z');
const now = () => new Date(NOW);

interface Adapter {
  name: string;
  open(): Promise<{ store: Store; close(): Promise<void> }>;
}

const adapters: Adapter[] = [
  {
    name: 'SqliteStore',
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'everlink-store-'));
      const store = new SqliteStore({ file: join(dir, 'store.sqlite'), indexes: indexes.indexes as never, now });
      return {
        store,
        async close() {
          await store.close();
          rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

if (process.env.FIRESTORE_EMULATOR_HOST) {
  adapters.push({
    name: 'FirestoreStore (emulator)',
    async open() {
      const app = initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-everlink' }, `store-contract-${randomUUID()}`);
      const store = new FirestoreStore(getFirestore(app), { now });
      return { store, close: () => store.close() };
    },
  });
}

const ids = (docs: { id: string }[]) => docs.map((d) => d.id);

async function expectStoreError(work: Promise<unknown>, code: StoreError['code']) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreError);
  expect((error as StoreError).code).toBe(code);
}

for (const adapter of adapters) {
  describe(`Store contract: ${adapter.name}`, () => {
    let store: Store;
    let close: () => Promise<void>;
    /** A fresh root collection a test, so tests never see each other's documents (a shared emulator included). */
    const fresh = (name: string) => `${name}_${randomUUID().slice(0, 8)}`;

    beforeAll(async () => {
      ({ store, close } = await adapter.open());
    });
    afterAll(async () => {
      await close();
    });

    describe('documents', () => {
      it('create fails when the document exists, and leaves it unchanged', async () => {
        const ref = store.collection(fresh('docs')).doc('one');
        await ref.create({ n: 1 });
        await expectStoreError(ref.create({ n: 2 }), 'already-exists');
        expect((await ref.get()).data()).toEqual({ n: 1 });
      });

      it('get of a missing document: exists is false and data() undefined', async () => {
        const snap = await store.doc(`${fresh('docs')}/missing`).get();
        expect(snap.exists).toBe(false);
        expect(snap.data()).toBeUndefined();
        expect(snap.id).toBe('missing');
      });

      it('set replaces; set with merge merges nested maps and replaces arrays', async () => {
        const ref = store.collection(fresh('docs')).doc('m');
        await ref.set({ a: { x: 1, y: 1, deep: { p: 1 } }, list: [1, 2], keep: true });
        await ref.set({ a: { y: 2, z: 3, deep: { q: 2 } }, list: [3] }, { merge: true });
        expect((await ref.get()).data()).toEqual({ a: { x: 1, y: 2, z: 3, deep: { p: 1, q: 2 } }, list: [3], keep: true });
        await ref.set({ only: 1 });
        expect((await ref.get()).data()).toEqual({ only: 1 });
      });

      it('set with merge creates a missing document', async () => {
        const ref = store.collection(fresh('docs')).doc('new');
        await ref.set({ a: { b: 1 } }, { merge: true });
        expect((await ref.get()).data()).toEqual({ a: { b: 1 } });
      });

      it('update of a missing document fails and creates nothing', async () => {
        const ref = store.collection(fresh('docs')).doc('ghost');
        await expectStoreError(ref.update({ n: 1 }), 'not-found');
        expect((await ref.get()).exists).toBe(false);
      });

      it('update takes dotted field paths; a plain key replaces the whole map', async () => {
        const ref = store.collection(fresh('docs')).doc('u');
        await ref.set({ a: { b: { c: 1, d: 1 }, e: 1 }, m: { x: 1, y: 1 } });
        await ref.update({ 'a.b.c': 2, 'a.f': 'new', 'g.h': true, m: { z: 1 } });
        expect((await ref.get()).data()).toEqual({ a: { b: { c: 2, d: 1 }, e: 1, f: 'new' }, g: { h: true }, m: { z: 1 } });
      });

      it('undefined values are left out, in set and in update', async () => {
        const ref = store.collection(fresh('docs')).doc('undef');
        await ref.set({ a: 1, b: undefined, c: { d: undefined, e: 2 } });
        await ref.update({ a: 3, z: undefined });
        expect((await ref.get()).data()).toEqual({ a: 3, c: { e: 2 } });
      });

      it('rejects what Firestore rejects: an update without fields, transforms in arrays, delete() in a plain set', async () => {
        const ref = store.collection(fresh('docs')).doc('bad');
        await ref.set({ a: 1 });
        await expectStoreError(ref.update({}), 'invalid-argument');
        await expectStoreError(ref.set({ list: [FieldValue.increment(1)] }), 'invalid-argument');
        await expectStoreError(ref.set({ a: FieldValue.delete() }), 'invalid-argument');
        await expectStoreError(ref.update({ m: { a: FieldValue.delete() } }), 'invalid-argument');
        expect((await ref.get()).data()).toEqual({ a: 1 });
      });

      it('a document id is one segment: ids with a slash, empty or dot ids are refused with invalid-argument', async () => {
        const docs = store.collection(fresh('docs'));
        for (const id of ['a/b', 'a/b/c', '', '.', '..']) {
          const error = (() => {
            try {
              docs.doc(id);
            } catch (e) {
              return e;
            }
          })();
          expect(error, id).toBeInstanceOf(StoreError);
          expect((error as StoreError).code, id).toBe('invalid-argument');
        }
      });

      it('refuses a document over 1 MiB with invalid-argument, writing nothing of the batch', async () => {
        const docs = store.collection(fresh('docs'));
        await docs.doc('small').set({ n: 1 });
        const batch = store.batch();
        batch.update(docs.doc('small'), { n: 2 });
        batch.set(docs.doc('huge'), { text: 'x'.repeat(1024 * 1024) });
        await expectStoreError(batch.commit(), 'invalid-argument');
        expect((await docs.doc('small').get()).data()).toEqual({ n: 1 });
        expect((await docs.doc('huge').get()).exists).toBe(false);
        await docs.doc('large').set({ text: 'x'.repeat(1000 * 1000) });
        expect((await docs.doc('large').get()).exists).toBe(true);
      });

      it('delete removes the document; deleting a missing one is fine', async () => {
        const ref = store.collection(fresh('docs')).doc('d');
        await ref.set({ n: 1 });
        await ref.delete();
        expect((await ref.get()).exists).toBe(false);
        await ref.delete();
      });

      it('add and doc() without an id use 20-character auto-ids', async () => {
        const col = store.collection(fresh('docs'));
        const ref = await col.add({ n: 1 });
        expect(ref.id).toMatch(/^[A-Za-z0-9]{20}$/);
        expect(ref.path).toBe(`${col.path}/${ref.id}`);
        expect((await ref.get()).data()).toEqual({ n: 1 });
        expect(col.doc().id).not.toBe(col.doc().id);
      });

      it('getAll answers in the order asked, missing documents included', async () => {
        const col = store.collection(fresh('docs'));
        await col.doc('a').set({ n: 1 });
        await col.doc('c').set({ n: 3 });
        const snaps = await store.getAll(col.doc('c'), col.doc('b'), col.doc('a'));
        expect(snaps.map((s) => [s.id, s.exists, s.data()])).toEqual([
          ['c', true, { n: 3 }],
          ['b', false, undefined],
          ['a', true, { n: 1 }],
        ]);
        expect(await store.getAll()).toEqual([]);
      });

      it('subcollections live under their document and apart from the parent collection', async () => {
        const parents = store.collection(fresh('parents'));
        const parent = parents.doc('p1');
        await parent.set({ name: 'parent' });
        const items = parent.collection('items');
        expect(items.path).toBe(`${parents.path}/p1/items`);
        await items.doc('i1').set({ n: 1 });
        await items.doc('i2').set({ n: 2 });
        await parents.doc('p2').collection('items').doc('other').set({ n: 9 });
        expect(ids((await parents.get()).docs)).toEqual(['p1']);
        expect(ids((await items.orderBy('n').get()).docs)).toEqual(['i1', 'i2']);
        expect((await store.doc(`${parents.path}/p1/items/i2`).get()).data()).toEqual({ n: 2 });
        expect((await items.count().get()).data().count).toBe(2);
      });

      it('snapshots carry their reference', async () => {
        const col = store.collection(fresh('docs'));
        await col.doc('r').set({ n: 1 });
        const [snap] = (await col.get()).docs;
        expect(snap.ref.path).toBe(`${col.path}/r`);
        expect((await snap.ref.get()).data()).toEqual({ n: 1 });
      });
    });

    describe('transforms', () => {
      it('increment adds to a number and starts a missing field at 0', async () => {
        const ref = store.collection(fresh('tf')).doc('t');
        await ref.set({ n: 5, nested: { m: 1 } });
        await ref.update({ n: FieldValue.increment(2), missing: FieldValue.increment(3), 'nested.m': FieldValue.increment(-1) });
        await ref.set({ n: FieldValue.increment(0.5) }, { merge: true });
        expect((await ref.get()).data()).toEqual({ n: 7.5, missing: 3, nested: { m: 0 } });
      });

      it('arrayUnion adds only what is missing; arrayRemove removes every equal element', async () => {
        const ref = store.collection(fresh('tf')).doc('a');
        await ref.set({ tags: ['a', 'b', 'a'], objs: [{ k: 1 }, { k: 2 }] });
        await ref.update({ tags: FieldValue.arrayUnion('b', 'c'), fresh: FieldValue.arrayUnion('x') });
        expect((await ref.get()).data()?.tags).toEqual(['a', 'b', 'a', 'c']);
        await ref.update({ tags: FieldValue.arrayRemove('a'), objs: FieldValue.arrayRemove({ k: 1 }) });
        expect((await ref.get()).data()).toEqual({ tags: ['b', 'c'], objs: [{ k: 2 }], fresh: ['x'] });
      });

      it("serverTimestamp becomes the clock's now as an ISO string", async () => {
        const ref = store.collection(fresh('tf')).doc('ts');
        await ref.set({ createdAt: FieldValue.serverTimestamp(), nested: { at: FieldValue.serverTimestamp() } });
        await ref.update({ updatedAt: FieldValue.serverTimestamp() });
        expect((await ref.get()).data()).toEqual({ createdAt: NOW.toISOString(), nested: { at: NOW.toISOString() }, updatedAt: NOW.toISOString() });
      });

      it('delete removes fields: top-level and dotted in update, nested in set with merge', async () => {
        const ref = store.collection(fresh('tf')).doc('del');
        await ref.set({ a: 1, b: 2, m: { x: 1, y: 2 }, n: { p: 1, q: 2 } });
        await ref.update({ a: FieldValue.delete(), 'm.x': FieldValue.delete(), 'nope.deeper': FieldValue.delete() });
        await ref.set({ n: { p: FieldValue.delete() } }, { merge: true });
        expect((await ref.get()).data()).toEqual({ b: 2, m: { y: 2 }, n: { q: 2 } });
      });

      it('Dates are stored as ISO strings', async () => {
        const ref = store.collection(fresh('tf')).doc('date');
        await ref.set({ at: NOW });
        expect((await ref.get()).data()).toEqual({ at: NOW.toISOString() });
      });
    });

    describe('queries', () => {
      let path: string;
      const fruits: Record<string, DocumentData> = {
        a: { n: 1, r: 5, s: 'apple', tags: ['x', 'y'], g: 'odd', nested: { v: 1 } },
        b: { n: 2, r: 4, s: 'banana', tags: ['y'], g: 'even', nested: { v: 2 } },
        c: { n: 3, r: 3, s: 'cherry', tags: [], g: 'odd', nested: { v: 3 } },
        d: { n: 4, r: 2, s: 'date', tags: ['x'], g: 'even', opt: null },
        e: { n: 5, r: 1, s: 'elder', tags: ['z', 'x'], g: 'odd' },
      };
      beforeAll(async () => {
        path = fresh('fruits');
        const batch = store.batch();
        for (const [id, data] of Object.entries(fruits)) batch.set(store.doc(`${path}/${id}`), data);
        await batch.commit();
      });
      const col = () => store.collection(path);
      const run = async (q: Query) => ids((await q.get()).docs);

      it('without an order, documents come by id', async () => {
        expect(await run(col())).toEqual(['a', 'b', 'c', 'd', 'e']);
      });

      it('==', async () => {
        expect(await run(col().where('g', '==', 'odd'))).toEqual(['a', 'c', 'e']);
        expect(await run(col().where('nested.v', '==', 2))).toEqual(['b']);
        expect(await run(col().where('opt', '==', null))).toEqual(['d']);
        expect(await run(col().where('s', '==', 'nope'))).toEqual([]);
      });

      it('!= leaves out documents without the field and orders by that field', async () => {
        expect(await run(col().where('g', '!=', 'odd'))).toEqual(['b', 'd']);
        expect(await run(col().where('nested.v', '!=', 2))).toEqual(['a', 'c']);
        expect(await run(col().where('r', '!=', 3))).toEqual(['e', 'd', 'b', 'a']);
      });

      it('<, <=, >, >= (and implicit order by the compared field)', async () => {
        expect(await run(col().where('n', '<', 3))).toEqual(['a', 'b']);
        expect(await run(col().where('n', '<=', 3))).toEqual(['a', 'b', 'c']);
        expect(await run(col().where('n', '>', 3))).toEqual(['d', 'e']);
        expect(await run(col().where('n', '>=', 3))).toEqual(['c', 'd', 'e']);
        expect(await run(col().where('r', '<', 4))).toEqual(['e', 'd', 'c']);
        expect(await run(col().where('s', '>=', 'b').where('s', '<', 'd'))).toEqual(['b', 'c']);
        expect(await run(col().where('n', '>', 1).where('n', '<=', 4).orderBy('n', 'desc'))).toEqual(['d', 'c', 'b']);
      });

      it('in', async () => {
        expect(await run(col().where('s', 'in', ['date', 'apple', 'nope']))).toEqual(['a', 'd']);
        expect(await run(col().where('n', 'in', [5, 2]).orderBy('n', 'desc'))).toEqual(['e', 'b']);
      });

      it('array-contains', async () => {
        expect(await run(col().where('tags', 'array-contains', 'x'))).toEqual(['a', 'd', 'e']);
        expect(await run(col().where('tags', 'array-contains', 'y').where('g', '==', 'even'))).toEqual(['b']);
        expect(await run(col().where('tags', 'array-contains', 'none'))).toEqual([]);
      });

      it('orderBy asc and desc, on top-level and nested fields; documents without the field are left out', async () => {
        expect(await run(col().orderBy('s'))).toEqual(['a', 'b', 'c', 'd', 'e']);
        expect(await run(col().orderBy('n', 'desc'))).toEqual(['e', 'd', 'c', 'b', 'a']);
        expect(await run(col().orderBy('nested.v', 'desc'))).toEqual(['c', 'b', 'a']);
        expect(await run(col().orderBy('g').orderBy('n', 'desc'))).toEqual(['d', 'b', 'e', 'c', 'a']);
        expect(await run(col().orderBy('opt'))).toEqual(['d']);
      });

      it('limit', async () => {
        expect(await run(col().orderBy('n').limit(2))).toEqual(['a', 'b']);
        expect(await run(col().where('g', '==', 'odd').orderBy('n', 'desc').limit(1))).toEqual(['e']);
      });

      it('startAfter with values of the orderBy fields', async () => {
        expect(await run(col().orderBy('n').startAfter(2))).toEqual(['c', 'd', 'e']);
        expect(await run(col().orderBy('n', 'desc').startAfter(2))).toEqual(['a']);
        expect(await run(col().orderBy('g').orderBy('n').startAfter('even', 4))).toEqual(['a', 'c', 'e']);
        expect(await run(col().orderBy('g').orderBy('n').startAfter('odd', 1).limit(1))).toEqual(['c']);
      });

      it('startAfter with a snapshot pages through ties on the order field', async () => {
        const pageSize = 2;
        for (const direction of ['asc', 'desc'] as const) {
          const seen: string[] = [];
          let q = col().orderBy('g', direction).limit(pageSize);
          for (;;) {
            const snap = await q.get();
            seen.push(...ids(snap.docs));
            if (snap.size < pageSize) break;
            q = col()
              .orderBy('g', direction)
              .limit(pageSize)
              .startAfter(snap.docs[snap.size - 1]);
          }
          expect(seen).toEqual(direction === 'asc' ? ['b', 'd', 'a', 'c', 'e'] : ['e', 'c', 'a', 'd', 'b']);
        }
      });

      it('startAfter with a snapshot under an inequality filter and no orderBy', async () => {
        const first = await col().where('r', '>', 1).limit(2).get();
        expect(ids(first.docs)).toEqual(['d', 'c']);
        expect(await run(col().where('r', '>', 1).limit(2).startAfter(first.docs[1]))).toEqual(['b', 'a']);
        expect(await run(col().where('g', '==', 'odd').where('r', '>=', 1).startAfter(3))).toEqual(['a']);
      });

      it('startAfter with a snapshot read by get()', async () => {
        const c = await col().doc('c').get();
        expect(await run(col().orderBy('n').startAfter(c))).toEqual(['d', 'e']);
      });

      it('count, with and without filters', async () => {
        expect((await col().count().get()).data().count).toBe(5);
        expect((await col().where('g', '==', 'odd').count().get()).data().count).toBe(3);
        expect((await col().where('tags', 'array-contains', 'x').where('n', '>', 1).count().get()).data().count).toBe(2);
        expect((await store.collection(fresh('empty')).count().get()).data().count).toBe(0);
      });

      it('query snapshots report size and empty', async () => {
        const none = await col().where('s', '==', 'nope').get();
        expect([none.size, none.empty]).toEqual([0, true]);
        const some = await col().where('g', '==', 'even').get();
        expect([some.size, some.empty]).toEqual([2, false]);
      });

      it('compares only values of the same type', async () => {
        const mixed = store.collection(fresh('mixed'));
        await mixed.doc('num').set({ v: 1 });
        await mixed.doc('str').set({ v: '1' });
        await mixed.doc('bool').set({ v: true });
        await mixed.doc('none').set({ w: 1 });
        expect(ids((await mixed.where('v', '==', 1).get()).docs)).toEqual(['num']);
        expect(ids((await mixed.where('v', '==', '1').get()).docs)).toEqual(['str']);
        expect(ids((await mixed.where('v', '==', true).get()).docs)).toEqual(['bool']);
        expect(ids((await mixed.where('v', '>=', 0).get()).docs)).toEqual(['num']);
        expect(ids((await mixed.where('v', 'in', [1, '1']).get()).docs)).toEqual(['num', 'str']);
        expect(ids((await mixed.where('v', '!=', 1).get()).docs).sort()).toEqual(['bool', 'str']);
      });
    });

    describe('batches', () => {
      it('commit writes everything at once', async () => {
        const col = store.collection(fresh('batch'));
        await col.doc('old').set({ n: 1 });
        await col.doc('gone').set({ n: 1 });
        const batch = store.batch();
        batch.create(col.doc('new'), { n: 1 });
        batch.set(col.doc('old'), { m: 2 }, { merge: true });
        batch.update(col.doc('old'), { n: FieldValue.increment(1) });
        batch.delete(col.doc('gone'));
        await batch.commit();
        const snaps = await store.getAll(col.doc('new'), col.doc('old'), col.doc('gone'));
        expect(snaps.map((s) => s.data())).toEqual([{ n: 1 }, { n: 2, m: 2 }, undefined]);
      });

      it('a batch that fails midway writes nothing', async () => {
        const col = store.collection(fresh('batch'));
        await col.doc('existing').set({ n: 1 });
        const batch = store.batch();
        batch.set(col.doc('first'), { n: 1 });
        batch.update(col.doc('existing'), { n: 2 });
        batch.update(col.doc('missing'), { n: 3 });
        batch.set(col.doc('last'), { n: 4 });
        await expectStoreError(batch.commit(), 'not-found');
        const snaps = await store.getAll(col.doc('first'), col.doc('existing'), col.doc('last'));
        expect(snaps.map((s) => s.data())).toEqual([undefined, { n: 1 }, undefined]);
      });

      it('a batch creating an existing document writes nothing', async () => {
        const col = store.collection(fresh('batch'));
        await col.doc('taken').set({ n: 1 });
        const batch = store.batch();
        batch.set(col.doc('a'), { n: 1 });
        batch.create(col.doc('taken'), { n: 2 });
        await expectStoreError(batch.commit(), 'already-exists');
        expect((await col.doc('a').get()).exists).toBe(false);
        expect((await col.doc('taken').get()).data()).toEqual({ n: 1 });
      });
    });

    describe('transactions', () => {
      it('50 concurrent increments of one counter end at exactly +50', async () => {
        const ref = store.collection(fresh('tx')).doc('counter');
        await ref.set({ n: 100 });
        await Promise.all(
          Array.from({ length: 50 }, () =>
            store.runTransaction(async (tx) => {
              const n = (await tx.get(ref)).data()?.n as number;
              tx.update(ref, { n: n + 1 });
            }),
          ),
        );
        expect((await ref.get()).data()).toEqual({ n: 150 });
      });

      it('a transaction that throws writes nothing and passes the error on', async () => {
        const col = store.collection(fresh('tx'));
        await col.doc('a').set({ n: 1 });
        const failure = new Error('changed my mind');
        await expect(
          store.runTransaction(async (tx) => {
            await tx.get(col.doc('a'));
            tx.update(col.doc('a'), { n: 2 });
            tx.set(col.doc('b'), { n: 2 });
            throw failure;
          }),
        ).rejects.toBe(failure);
        const snaps = await store.getAll(col.doc('a'), col.doc('b'));
        expect(snaps.map((s) => s.data())).toEqual([{ n: 1 }, undefined]);
      });

      it('a transaction whose create meets an existing document writes nothing', async () => {
        const col = store.collection(fresh('tx'));
        await col.doc('taken').set({ n: 1 });
        await expectStoreError(
          store.runTransaction(async (tx) => {
            tx.set(col.doc('other'), { n: 1 });
            tx.create(col.doc('taken'), { n: 2 });
          }),
          'already-exists',
        );
        expect((await col.doc('other').get()).exists).toBe(false);
      });

      it('reads documents and queries, writes several documents, answers the callback result', async () => {
        const col = store.collection(fresh('tx'));
        await col.doc('a').set({ owner: 'u1', n: 1 });
        await col.doc('b').set({ owner: 'u1', n: 2 });
        await col.doc('c').set({ owner: 'u2', n: 3 });
        const total = await store.runTransaction(async (tx) => {
          const mine = await tx.get(col.where('owner', '==', 'u1').orderBy('n'));
          const sum = mine.docs.reduce((acc, d) => acc + (d.data().n as number), 0);
          for (const d of mine.docs) tx.update(d.ref, { seen: true });
          tx.create(col.doc('sum'), { sum });
          return sum;
        });
        expect(total).toBe(3);
        expect((await col.where('seen', '==', true).count().get()).data().count).toBe(2);
        expect((await col.doc('sum').get()).data()).toEqual({ sum: 3 });
      });

      it('transforms apply inside transactions', async () => {
        const ref = store.collection(fresh('tx')).doc('t');
        await ref.set({ n: 1, tags: ['a'] });
        await store.runTransaction(async (tx) => {
          await tx.get(ref);
          tx.update(ref, { n: FieldValue.increment(1), tags: FieldValue.arrayUnion('b'), at: FieldValue.serverTimestamp() });
        });
        expect((await ref.get()).data()).toEqual({ n: 2, tags: ['a', 'b'], at: NOW.toISOString() });
      });
    });
  });
}

describe('SqliteStore: several instances on one file (the functions emulator runs several workers)', () => {
  let dir: string;
  let one: SqliteStore;
  let two: SqliteStore;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'everlink-store-shared-'));
    const file = join(dir, 'shared.sqlite');
    one = new SqliteStore({ file, indexes: indexes.indexes as never });
    two = new SqliteStore({ file, indexes: indexes.indexes as never });
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
      .prepare(`EXPLAIN QUERY PLAN SELECT id FROM docs WHERE parent = 'profiles' AND json_extract(data, '$."userId"') = 'u1' ORDER BY json_extract(data, '$."createdAt"') ASC`)
      .all() as { detail: string }[];
    const detail = plan.map((p) => p.detail).join('\n');
    // Either direction serves the order (SQLite walks an index backwards), so no sort step is left.
    expect(detail).toMatch(/USING INDEX idx_userId_asc_createdAt_(asc|desc) \(parent=\? AND <expr>=\?\)/);
    expect(detail).not.toMatch(/TEMP B-TREE/);
  });

  it('keeps one index of a pair that differ only by a flipped trailing run, and reads it both ways', async () => {
    const names = (one.db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND name GLOB 'idx_*'`).all() as { name: string }[]).map((r) => r.name);
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
    old.prepare('INSERT INTO docs VALUES (?, ?, ?, ?, ?)').run('profiles/p1', 'profiles', 'p1', JSON.stringify({ userId: 'u1', createdAt: 'a' }), 3);
    old.close();
    const store = new SqliteStore({ file, indexes: indexes.indexes as never });
    const again = new SqliteStore({ file, indexes: indexes.indexes as never });
    try {
      const sql = (store.db.prepare(`SELECT sql FROM sqlite_master WHERE name = 'docs'`).get() as { sql: string }).sql;
      expect(sql).not.toMatch(/WITHOUT ROWID/i);
      expect((await again.doc('profiles/p1').get()).data()).toEqual({ userId: 'u1', createdAt: 'a' });
      expect((await store.collection('profiles').where('userId', '==', 'u1').orderBy('createdAt').get()).size).toBe(1);
      expect(store.db.prepare(`SELECT name FROM sqlite_master WHERE name LIKE 'docs%'`).all()).toEqual(expect.arrayContaining([{ name: 'docs' }, { name: 'docs_parent_id' }]));
      expect(store.db.prepare(`SELECT name FROM sqlite_master WHERE name = 'docs_without_rowid'`).all()).toEqual([]);
    } finally {
      await store.close();
      await again.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
