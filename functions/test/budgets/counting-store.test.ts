import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SqliteStore } from '../../src/platform/store/sqlite-store';
import { FieldValue } from '../../src/platform/store/field-value';
import { CountingStore, TransactionShapeError, peakWrites } from '../counting-store.test-support';

// The counting store's billing rules, on an in-memory SQLite store: the budgets rest on them.
describe('counting store', () => {
  let inner: SqliteStore;
  let now: Date;
  let ops: CountingStore;
  beforeEach(() => {
    inner = new SqliteStore({ file: ':memory:' });
    now = new Date('2026-11-28T12:00:00Z');
    ops = new CountingStore(inner, { now: () => now, maxTransactionReads: 10, maxTransactionWrites: 20 });
  });
  afterEach(() => inner.close());

  it('bills a get as 1 read whether or not the document exists, getAll 1 per reference', async () => {
    await inner.doc('things/a').set({ n: 1 });
    const { cost } = await ops.measure(async () => {
      await ops.doc('things/a').get();
      await ops.doc('things/missing').get();
      await ops.getAll(ops.doc('things/a'), ops.doc('things/b'), ops.doc('things/c'));
    });
    expect(cost).toMatchObject({ reads: 5, writes: 0, deletes: 0, roundTrips: 3, calls: 3 });
  });

  it('bills a query max(1, documents) and count() max(1, ceil(entries / 1000))', async () => {
    const batch = inner.batch();
    for (let i = 0; i < 450; i++) batch.set(inner.doc(`things/t${i}`), { n: i });
    await batch.commit();
    const batch2 = inner.batch();
    for (let i = 450; i < 900; i++) batch2.set(inner.doc(`things/t${i}`), { n: i });
    await batch2.commit();
    const batch3 = inner.batch();
    for (let i = 900; i < 1001; i++) batch3.set(inner.doc(`things/t${i}`), { n: i });
    await batch3.commit();
    const { cost } = await ops.measure(async () => {
      await ops.collection('things').where('n', '<', 7).get(); // 7
      await ops.collection('things').where('n', '<', 0).get(); // empty: 1
      await ops.collection('things').count().get(); // 1,001 entries: 2
      await ops.collection('none').count().get(); // 1
    });
    expect(cost.reads).toBe(7 + 1 + 2 + 1);
  });

  it('counts writes and deletes apart, per document, and leaves failed writes unbilled', async () => {
    const { cost } = await ops.measure(async () => {
      await ops.doc('things/a').set({ n: 1 });
      await ops.doc('things/a').update({ n: FieldValue.increment(1) });
      await expect(ops.doc('things/a').create({ n: 0 })).rejects.toThrow();
      const batch = ops.batch();
      batch.set(ops.doc('things/b'), { n: 1 });
      batch.delete(ops.doc('things/a'));
      await batch.commit();
      const failing = ops.batch();
      failing.set(ops.doc('things/c'), { n: 1 });
      failing.update(ops.doc('things/missing'), { n: 1 });
      await expect(failing.commit()).rejects.toThrow();
    });
    expect(cost).toMatchObject({ reads: 0, writes: 3, deletes: 1 });
    expect(cost.writesByPath).toEqual({ 'things/a': 3, 'things/b': 1 });
  });

  it('bills transaction reads on every attempt and writes once', async () => {
    await inner.doc('things/a').set({ n: 0 });
    let attempts = 0;
    const { cost } = await ops.measure(() =>
      ops.runTransaction(async (tx) => {
        attempts++;
        const snap = await tx.get(ops.doc('things/a'));
        await tx.get(ops.collection('things').where('n', '>=', 0));
        // A write from outside between the read and the commit makes the first attempt conflict.
        if (attempts === 1) await inner.doc('things/a').set({ n: 5 });
        tx.set(ops.doc('things/a'), { n: (snap.data()?.n as number) + 1 });
        tx.set(ops.doc('things/b'), { n: 1 });
      }),
    );
    expect(attempts).toBe(2);
    expect(cost).toMatchObject({ reads: 4, writes: 2, deletes: 0 });
    expect((await inner.doc('things/a').get()).data()).toEqual({ n: 6 });
  });

  it('counts sequential round trips, not calls issued together', async () => {
    const { cost } = await ops.measure(async () => {
      await Promise.all([ops.doc('things/a').get(), ops.doc('things/b').get(), ops.collection('things').get()]);
      await ops.doc('things/c').get();
      await ops.runTransaction(async (tx) => {
        await tx.get(ops.doc('things/a'));
        tx.set(ops.doc('things/a'), { n: 1 });
      });
    });
    // 1 (together) + 1 + the transaction's read and its commit.
    expect(cost).toMatchObject({ calls: 6, roundTrips: 4 });
  });

  it('fails a transaction that reads or writes too many documents, even when the caller swallows it', async () => {
    const swallowed = ops.measure(async () => {
      await ops
        .runTransaction(async (tx) => {
          for (let i = 0; i < 11; i++) await tx.get(ops.doc(`things/r${i}`));
        })
        .catch(() => undefined);
    });
    await expect(swallowed).rejects.toThrow(/transaction reads 11 documents \(limit 10\)/);
    ops.reset();
    const batch = ops.batch();
    for (let i = 0; i < 21; i++) batch.set(ops.doc(`things/w${i}`), { n: i });
    await expect(batch.commit()).rejects.toBeInstanceOf(TransactionShapeError);
    expect(ops.snapshot()).toMatchObject({ writes: 0, violations: [expect.stringMatching(/batch writes 21/)] });
  });

  it('keeps cursors working through wrapped snapshots', async () => {
    for (const id of ['a', 'b', 'c']) await inner.doc(`things/${id}`).set({ n: id });
    const first = await ops.collection('things').orderBy('n').limit(1).get();
    const rest = await ops.collection('things').orderBy('n').startAfter(first.docs[0]).get();
    expect(rest.docs.map((d) => d.id)).toEqual(['b', 'c']);
    await rest.docs[0].ref.update({ seen: true });
    expect(ops.snapshot().writesByPath).toEqual({ 'things/b': 1 });
  });

  it('finds the hottest document per window of the clock', async () => {
    for (let i = 0; i < 10; i++) {
      await ops.doc('counters/hot').set({ n: i });
      await ops.doc(`visits/v${i}`).set({ n: i });
      now = new Date(now.getTime() + 100);
    }
    const cost = ops.snapshot();
    expect(peakWrites(cost, 1000)[0]).toEqual({ path: 'counters/hot', writes: 10 });
    expect(peakWrites(cost, 250)[0]).toEqual({ path: 'counters/hot', writes: 3 });
  });
});
