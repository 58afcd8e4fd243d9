import { describe, expect, it } from 'vitest';
import { FieldValue } from './field-value';
import { StoreError } from './types';
import { describeStoreContract, expectStoreError, ids, NOW } from './store-contract.test-support';

describeStoreContract('documents and transforms', (env) => {
  describe('documents', () => {
    it('create fails when the document exists, and leaves it unchanged', async () => {
      const ref = env.store.collection(env.fresh('docs')).doc('one');
      await ref.create({ n: 1 });
      await expectStoreError(ref.create({ n: 2 }), 'already-exists');
      expect((await ref.get()).data()).toEqual({ n: 1 });
    });

    it('get of a missing document: exists is false and data() undefined', async () => {
      const snap = await env.store.doc(`${env.fresh('docs')}/missing`).get();
      expect(snap.exists).toBe(false);
      expect(snap.data()).toBeUndefined();
      expect(snap.id).toBe('missing');
    });

    it('set replaces; set with merge merges nested maps and replaces arrays', async () => {
      const ref = env.store.collection(env.fresh('docs')).doc('m');
      await ref.set({ a: { x: 1, y: 1, deep: { p: 1 } }, list: [1, 2], keep: true });
      await ref.set({ a: { y: 2, z: 3, deep: { q: 2 } }, list: [3] }, { merge: true });
      expect((await ref.get()).data()).toEqual({
        a: { x: 1, y: 2, z: 3, deep: { p: 1, q: 2 } },
        list: [3],
        keep: true,
      });
      await ref.set({ only: 1 });
      expect((await ref.get()).data()).toEqual({ only: 1 });
    });

    it('data() answers each caller its own copy: changing it changes neither the next data() nor the store', async () => {
      const ref = env.store.collection(env.fresh('docs')).doc('copy');
      await ref.set({ a: { b: [1, 2] }, n: 1 });
      const snap = await ref.get();
      const first = snap.data() as { a: { b: number[] }; n: number };
      first.a.b.push(3);
      first.n = 2;
      expect(snap.data()).toEqual({ a: { b: [1, 2] }, n: 1 });
      expect((await ref.get()).data()).toEqual({ a: { b: [1, 2] }, n: 1 });
    });

    it('updateToken stays while nothing writes the document and changes with every write, delete and re-create included', async () => {
      const ref = env.store.collection(env.fresh('docs')).doc('token');
      expect((await ref.get()).updateToken).toBeUndefined();
      await ref.set({ n: 1 });
      const first = (await ref.get()).updateToken;
      expect(first).toEqual(expect.any(String));
      expect((await ref.get()).updateToken).toBe(first);
      expect((await env.store.getAll(ref))[0].updateToken).toBe(first);
      const seen = [first];
      const written = async (write: () => Promise<unknown>) => {
        await write();
        const token = (await ref.get()).updateToken;
        expect(seen).not.toContain(token);
        seen.push(token);
      };
      await written(() => ref.update({ n: 2 }));
      await written(() => ref.set({ n: 2 }));
      await written(() => env.store.runTransaction(async (tx) => void tx.set(ref, { n: 3 })));
      await written(() => env.store.batch().update(ref, { n: 4 }).commit());
      await ref.delete();
      expect((await ref.get()).updateToken).toBeUndefined();
      await written(() => ref.create({ n: 4 }));
    });

    it('set with merge creates a missing document', async () => {
      const ref = env.store.collection(env.fresh('docs')).doc('new');
      await ref.set({ a: { b: 1 } }, { merge: true });
      expect((await ref.get()).data()).toEqual({ a: { b: 1 } });
    });

    it('update of a missing document fails and creates nothing', async () => {
      const ref = env.store.collection(env.fresh('docs')).doc('ghost');
      await expectStoreError(ref.update({ n: 1 }), 'not-found');
      expect((await ref.get()).exists).toBe(false);
    });

    it('update takes dotted field paths; a plain key replaces the whole map', async () => {
      const ref = env.store.collection(env.fresh('docs')).doc('u');
      await ref.set({ a: { b: { c: 1, d: 1 }, e: 1 }, m: { x: 1, y: 1 } });
      await ref.update({ 'a.b.c': 2, 'a.f': 'new', 'g.h': true, m: { z: 1 } });
      expect((await ref.get()).data()).toEqual({
        a: { b: { c: 2, d: 1 }, e: 1, f: 'new' },
        g: { h: true },
        m: { z: 1 },
      });
    });

    it('undefined values are left out, in set and in update', async () => {
      const ref = env.store.collection(env.fresh('docs')).doc('undef');
      await ref.set({ a: 1, b: undefined, c: { d: undefined, e: 2 } });
      await ref.update({ a: 3, z: undefined });
      expect((await ref.get()).data()).toEqual({ a: 3, c: { e: 2 } });
    });

    it('rejects what Firestore rejects: an update without fields, transforms in arrays, delete() in a plain set', async () => {
      const ref = env.store.collection(env.fresh('docs')).doc('bad');
      await ref.set({ a: 1 });
      await expectStoreError(ref.update({}), 'invalid-argument');
      await expectStoreError(ref.set({ list: [FieldValue.increment(1)] }), 'invalid-argument');
      await expectStoreError(ref.set({ a: FieldValue.delete() }), 'invalid-argument');
      await expectStoreError(ref.update({ m: { a: FieldValue.delete() } }), 'invalid-argument');
      expect((await ref.get()).data()).toEqual({ a: 1 });
    });

    it('a document id is one segment: ids with a slash, empty or dot ids are refused with invalid-argument', async () => {
      const docs = env.store.collection(env.fresh('docs'));
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
      const docs = env.store.collection(env.fresh('docs'));
      await docs.doc('small').set({ n: 1 });
      const batch = env.store.batch();
      batch.update(docs.doc('small'), { n: 2 });
      batch.set(docs.doc('huge'), { text: 'x'.repeat(1024 * 1024) });
      await expectStoreError(batch.commit(), 'invalid-argument');
      expect((await docs.doc('small').get()).data()).toEqual({ n: 1 });
      expect((await docs.doc('huge').get()).exists).toBe(false);
      await docs.doc('large').set({ text: 'x'.repeat(1000 * 1000) });
      expect((await docs.doc('large').get()).exists).toBe(true);
    });

    it('delete removes the document; deleting a missing one is fine', async () => {
      const ref = env.store.collection(env.fresh('docs')).doc('d');
      await ref.set({ n: 1 });
      await ref.delete();
      expect((await ref.get()).exists).toBe(false);
      await ref.delete();
    });

    it('add and doc() without an id use 20-character auto-ids', async () => {
      const col = env.store.collection(env.fresh('docs'));
      const ref = await col.add({ n: 1 });
      expect(ref.id).toMatch(/^[A-Za-z0-9]{20}$/);
      expect(ref.path).toBe(`${col.path}/${ref.id}`);
      expect((await ref.get()).data()).toEqual({ n: 1 });
      expect(col.doc().id).not.toBe(col.doc().id);
    });

    it('getAll answers in the order asked, missing documents included', async () => {
      const col = env.store.collection(env.fresh('docs'));
      await col.doc('a').set({ n: 1 });
      await col.doc('c').set({ n: 3 });
      const snaps = await env.store.getAll(col.doc('c'), col.doc('b'), col.doc('a'));
      expect(snaps.map((s) => [s.id, s.exists, s.data()])).toEqual([
        ['c', true, { n: 3 }],
        ['b', false, undefined],
        ['a', true, { n: 1 }],
      ]);
      expect(await env.store.getAll()).toEqual([]);
    });

    it('subcollections live under their document and apart from the parent collection', async () => {
      const parents = env.store.collection(env.fresh('parents'));
      const parent = parents.doc('p1');
      await parent.set({ name: 'parent' });
      const items = parent.collection('items');
      expect(items.path).toBe(`${parents.path}/p1/items`);
      await items.doc('i1').set({ n: 1 });
      await items.doc('i2').set({ n: 2 });
      await parents.doc('p2').collection('items').doc('other').set({ n: 9 });
      expect(ids((await parents.get()).docs)).toEqual(['p1']);
      expect(ids((await items.orderBy('n').get()).docs)).toEqual(['i1', 'i2']);
      expect((await env.store.doc(`${parents.path}/p1/items/i2`).get()).data()).toEqual({ n: 2 });
      expect((await items.count().get()).data().count).toBe(2);
    });

    it('snapshots carry their reference', async () => {
      const col = env.store.collection(env.fresh('docs'));
      await col.doc('r').set({ n: 1 });
      const [snap] = (await col.get()).docs;
      expect(snap.ref.path).toBe(`${col.path}/r`);
      expect((await snap.ref.get()).data()).toEqual({ n: 1 });
    });
  });

  describe('transforms', () => {
    it('increment adds to a number and starts a missing field at 0', async () => {
      const ref = env.store.collection(env.fresh('tf')).doc('t');
      await ref.set({ n: 5, nested: { m: 1 } });
      await ref.update({
        n: FieldValue.increment(2),
        missing: FieldValue.increment(3),
        'nested.m': FieldValue.increment(-1),
      });
      await ref.set({ n: FieldValue.increment(0.5) }, { merge: true });
      expect((await ref.get()).data()).toEqual({ n: 7.5, missing: 3, nested: { m: 0 } });
    });

    it('arrayUnion adds only what is missing; arrayRemove removes every equal element', async () => {
      const ref = env.store.collection(env.fresh('tf')).doc('a');
      await ref.set({ tags: ['a', 'b', 'a'], objs: [{ k: 1 }, { k: 2 }] });
      await ref.update({ tags: FieldValue.arrayUnion('b', 'c'), fresh: FieldValue.arrayUnion('x') });
      expect((await ref.get()).data()?.tags).toEqual(['a', 'b', 'a', 'c']);
      await ref.update({ tags: FieldValue.arrayRemove('a'), objs: FieldValue.arrayRemove({ k: 1 }) });
      expect((await ref.get()).data()).toEqual({ tags: ['b', 'c'], objs: [{ k: 2 }], fresh: ['x'] });
    });

    it("serverTimestamp becomes the clock's now as an ISO string", async () => {
      const ref = env.store.collection(env.fresh('tf')).doc('ts');
      await ref.set({ createdAt: FieldValue.serverTimestamp(), nested: { at: FieldValue.serverTimestamp() } });
      await ref.update({ updatedAt: FieldValue.serverTimestamp() });
      expect((await ref.get()).data()).toEqual({
        createdAt: NOW.toISOString(),
        nested: { at: NOW.toISOString() },
        updatedAt: NOW.toISOString(),
      });
    });

    it('a top-level expireAt Date (the TTL field) and other Dates are read back as ISO strings', async () => {
      const ref = env.store.collection(env.fresh('tf')).doc('ttl');
      const at = new Date('2026-03-11T00:00:00.000Z');
      await ref.set({ expireAt: at, other: at, nested: { expireAt: at } });
      expect((await ref.get()).data()).toEqual({
        expireAt: at.toISOString(),
        other: at.toISOString(),
        nested: { expireAt: at.toISOString() },
      });
    });

    it('delete removes fields: top-level and dotted in update, nested in set with merge', async () => {
      const ref = env.store.collection(env.fresh('tf')).doc('del');
      await ref.set({ a: 1, b: 2, m: { x: 1, y: 2 }, n: { p: 1, q: 2 } });
      await ref.update({ a: FieldValue.delete(), 'm.x': FieldValue.delete(), 'nope.deeper': FieldValue.delete() });
      await ref.set({ n: { p: FieldValue.delete() } }, { merge: true });
      expect((await ref.get()).data()).toEqual({ b: 2, m: { y: 2 }, n: { q: 2 } });
    });

    it('Dates are stored as ISO strings', async () => {
      const ref = env.store.collection(env.fresh('tf')).doc('date');
      await ref.set({ at: NOW });
      expect((await ref.get()).data()).toEqual({ at: NOW.toISOString() });
    });
  });
});
