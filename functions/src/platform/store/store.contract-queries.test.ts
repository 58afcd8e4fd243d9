import { beforeAll, describe, expect, it } from 'vitest';
import { FieldValue } from './field-value';
import type { DocumentData, Query } from './types';
import { describeStoreContract, expectStoreError, ids, NOW } from './store-contract.test-support';

describeStoreContract('queries, batches and transactions', (env) => {
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
      path = env.fresh('fruits');
      const batch = env.store.batch();
      for (const [id, data] of Object.entries(fruits)) batch.set(env.store.doc(`${path}/${id}`), data);
      await batch.commit();
    });
    const col = () => env.store.collection(path);
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
      expect((await env.store.collection(env.fresh('empty')).count().get()).data().count).toBe(0);
    });

    it('query snapshots report size and empty', async () => {
      const none = await col().where('s', '==', 'nope').get();
      expect([none.size, none.empty]).toEqual([0, true]);
      const some = await col().where('g', '==', 'even').get();
      expect([some.size, some.empty]).toEqual([2, false]);
    });

    it('compares only values of the same type', async () => {
      const mixed = env.store.collection(env.fresh('mixed'));
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
      const col = env.store.collection(env.fresh('batch'));
      await col.doc('old').set({ n: 1 });
      await col.doc('gone').set({ n: 1 });
      const batch = env.store.batch();
      batch.create(col.doc('new'), { n: 1 });
      batch.set(col.doc('old'), { m: 2 }, { merge: true });
      batch.update(col.doc('old'), { n: FieldValue.increment(1) });
      batch.delete(col.doc('gone'));
      await batch.commit();
      const snaps = await env.store.getAll(col.doc('new'), col.doc('old'), col.doc('gone'));
      expect(snaps.map((s) => s.data())).toEqual([{ n: 1 }, { n: 2, m: 2 }, undefined]);
    });

    it('a batch that fails midway writes nothing', async () => {
      const col = env.store.collection(env.fresh('batch'));
      await col.doc('existing').set({ n: 1 });
      const batch = env.store.batch();
      batch.set(col.doc('first'), { n: 1 });
      batch.update(col.doc('existing'), { n: 2 });
      batch.update(col.doc('missing'), { n: 3 });
      batch.set(col.doc('last'), { n: 4 });
      await expectStoreError(batch.commit(), 'not-found');
      const snaps = await env.store.getAll(col.doc('first'), col.doc('existing'), col.doc('last'));
      expect(snaps.map((s) => s.data())).toEqual([undefined, { n: 1 }, undefined]);
    });

    it('a batch creating an existing document writes nothing', async () => {
      const col = env.store.collection(env.fresh('batch'));
      await col.doc('taken').set({ n: 1 });
      const batch = env.store.batch();
      batch.set(col.doc('a'), { n: 1 });
      batch.create(col.doc('taken'), { n: 2 });
      await expectStoreError(batch.commit(), 'already-exists');
      expect((await col.doc('a').get()).exists).toBe(false);
      expect((await col.doc('taken').get()).data()).toEqual({ n: 1 });
    });
  });

  describe('transactions', () => {
    it('50 concurrent increments of one counter end at exactly +50', async () => {
      const ref = env.store.collection(env.fresh('tx')).doc('counter');
      await ref.set({ n: 100 });
      await Promise.all(
        Array.from({ length: 50 }, () =>
          env.store.runTransaction(async (tx) => {
            const n = (await tx.get(ref)).data()?.n as number;
            tx.update(ref, { n: n + 1 });
          }),
        ),
      );
      expect((await ref.get()).data()).toEqual({ n: 150 });
    });

    it('a transaction that throws writes nothing and passes the error on', async () => {
      const col = env.store.collection(env.fresh('tx'));
      await col.doc('a').set({ n: 1 });
      const failure = new Error('changed my mind');
      await expect(
        env.store.runTransaction(async (tx) => {
          await tx.get(col.doc('a'));
          tx.update(col.doc('a'), { n: 2 });
          tx.set(col.doc('b'), { n: 2 });
          throw failure;
        }),
      ).rejects.toBe(failure);
      const snaps = await env.store.getAll(col.doc('a'), col.doc('b'));
      expect(snaps.map((s) => s.data())).toEqual([{ n: 1 }, undefined]);
    });

    it('a transaction whose create meets an existing document writes nothing', async () => {
      const col = env.store.collection(env.fresh('tx'));
      await col.doc('taken').set({ n: 1 });
      await expectStoreError(
        env.store.runTransaction(async (tx) => {
          tx.set(col.doc('other'), { n: 1 });
          tx.create(col.doc('taken'), { n: 2 });
        }),
        'already-exists',
      );
      expect((await col.doc('other').get()).exists).toBe(false);
    });

    it('reads documents and queries, writes several documents, answers the callback result', async () => {
      const col = env.store.collection(env.fresh('tx'));
      await col.doc('a').set({ owner: 'u1', n: 1 });
      await col.doc('b').set({ owner: 'u1', n: 2 });
      await col.doc('c').set({ owner: 'u2', n: 3 });
      const total = await env.store.runTransaction(async (tx) => {
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
      const ref = env.store.collection(env.fresh('tx')).doc('t');
      await ref.set({ n: 1, tags: ['a'] });
      await env.store.runTransaction(async (tx) => {
        await tx.get(ref);
        tx.update(ref, {
          n: FieldValue.increment(1),
          tags: FieldValue.arrayUnion('b'),
          at: FieldValue.serverTimestamp(),
        });
      });
      expect((await ref.get()).data()).toEqual({ n: 2, tags: ['a', 'b'], at: NOW.toISOString() });
    });
  });
});
