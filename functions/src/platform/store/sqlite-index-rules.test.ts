import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from './sqlite-store';
import type { CompositeIndex } from './sqlite-sql';
import type { FieldOverride } from './sqlite-index-rules';
import { StoreError } from './types';

const field = (fieldPath: string, order: 'ASCENDING' | 'DESCENDING' = 'ASCENDING') => ({ fieldPath, order });

/** The error a query gets, or undefined when it runs. */
async function refusal(work: Promise<unknown>): Promise<StoreError | undefined> {
  return work.then(
    () => undefined,
    (e: unknown) => {
      expect(e).toBeInstanceOf(StoreError);
      return e as StoreError;
    },
  );
}

describe('SqliteStore refuses what Firestore refuses without an index', () => {
  let dir: string;
  const opened: SqliteStore[] = [];
  const open = (indexes: CompositeIndex[] = [], fieldOverrides: FieldOverride[] = []) => {
    const store = new SqliteStore({
      file: join(dir, 'rules.sqlite'),
      indexes,
      fieldOverrides,
      projectId: 'demo-rules',
    });
    opened.push(store);
    return store;
  };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'everlink-index-rules-'));
    const store = open();
    const batch = store.batch();
    for (let i = 0; i < 6; i++)
      batch.set(store.doc(`items/i${i}`), {
        owner: i % 2 ? 'a' : 'b',
        kind: i % 3 ? 'x' : 'y',
        n: i,
        m: 10 - i,
        tags: [`t${i % 2}`],
      });
    await batch.commit();
  });
  afterAll(async () => {
    for (const store of opened) await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers what single-field indexes answer', async () => {
    const items = open().collection('items');
    expect((await items.get()).size).toBe(6);
    expect((await items.orderBy('n', 'desc').get()).size).toBe(6);
    expect((await items.where('owner', '==', 'a').where('kind', '==', 'x').get()).size).toBe(2);
    expect((await items.where('n', '>', 1).where('n', '<', 5).orderBy('n', 'desc').get()).size).toBe(3);
    expect((await items.where('n', 'in', [1, 2]).orderBy('n').get()).size).toBe(2);
    expect((await items.where('tags', 'array-contains', 't1').get()).size).toBe(3);
    expect((await items.where('owner', '==', 'a').orderBy('owner').count().get()).data().count).toBe(3);
  });

  it('refuses an equality with an order on another field, with the error Firestore gives and the index to add; the index makes it pass', async () => {
    const error = await refusal(open().collection('items').where('owner', '==', 'a').orderBy('n', 'desc').get());
    expect(error?.code).toBe('failed-precondition');
    expect(error?.message).toMatch(
      /^9 FAILED_PRECONDITION: The query requires an index\. You can create it here: https:\/\/console\.firebase\.google\.com\/project\/demo-rules\/firestore\/indexes /,
    );
    const wanted = {
      collectionGroup: 'items',
      queryScope: 'COLLECTION',
      fields: [field('owner'), field('n', 'DESCENDING')],
    };
    expect(error?.message).toContain(JSON.stringify(wanted));
    const withIndex = open([wanted]).collection('items');
    expect((await withIndex.where('owner', '==', 'a').orderBy('n', 'desc').get()).docs.map((d) => d.id)).toEqual([
      'i5',
      'i3',
      'i1',
    ]);
    // Firestore does not walk a composite index backwards: the other direction is another index.
    expect((await refusal(withIndex.where('owner', '==', 'a').orderBy('n').get()))?.code).toBe('failed-precondition');
  });

  it('refuses a range with an order on another field, ranges on two fields, and orders on two fields', async () => {
    const items = open().collection('items');
    for (const query of [
      items.where('n', '>', 1).orderBy('m'),
      items.where('n', '>', 1).where('m', '<', 9),
      items.orderBy('owner').orderBy('n'),
      items.where('owner', '==', 'a').where('n', '>=', 1),
    ]) {
      expect((await refusal(query.get()))?.code).toBe('failed-precondition');
      expect((await refusal(query.count().get()))?.code).toBe('failed-precondition');
    }
    const withIndex = open([{ collectionGroup: 'items', fields: [field('owner'), field('n')] }]).collection('items');
    expect((await withIndex.where('owner', '==', 'a').where('n', '>=', 2).get()).docs.map((d) => d.id)).toEqual([
      'i3',
      'i5',
    ]);
  });

  it('refuses array-contains with another filter or an order, and on a field exempted from single-field indexes', async () => {
    const items = open().collection('items');
    expect((await refusal(items.where('tags', 'array-contains', 't1').where('owner', '==', 'a').get()))?.code).toBe(
      'failed-precondition',
    );
    expect((await refusal(items.where('tags', 'array-contains', 't1').orderBy('n').get()))?.code).toBe(
      'failed-precondition',
    );
    const exempt = open([], [{ collectionGroup: 'items', fieldPath: 'tags', indexes: [] }]).collection('items');
    expect((await refusal(exempt.where('tags', 'array-contains', 't1').get()))?.code).toBe('failed-precondition');
    const withIndex = open([
      {
        collectionGroup: 'items',
        fields: [field('owner'), { fieldPath: 'tags', arrayConfig: 'CONTAINS' }, field('n')],
      },
    ]).collection('items');
    expect(
      (await withIndex.where('tags', 'array-contains', 't1').where('owner', '==', 'a').orderBy('n').get()).size,
    ).toBe(3);
  });

  it('merges indexes that share the order fields, as Firestore does', async () => {
    const query = (store: SqliteStore) =>
      store.collection('items').where('owner', '==', 'a').where('kind', '==', 'x').orderBy('n');
    expect(
      (await refusal(query(open([{ collectionGroup: 'items', fields: [field('owner'), field('n')] }])).get()))?.code,
    ).toBe('failed-precondition');
    const merged = open([
      { collectionGroup: 'items', fields: [field('owner'), field('n')] },
      { collectionGroup: 'items', fields: [field('kind'), field('n')] },
    ]);
    expect((await query(merged).get()).docs.map((d) => d.id)).toEqual(['i1', 'i5']);
  });

  it("refuses an 'in' of 31 values and takes 30", async () => {
    const items = open().collection('items');
    const values = Array.from({ length: 31 }, (_, i) => i);
    const error = await refusal(items.where('n', 'in', values).get());
    expect(error?.code).toBe('invalid-argument');
    expect(error?.message).toBe("3 INVALID_ARGUMENT: 'IN' supports up to 30 comparison values.");
    expect((await items.where('n', 'in', values.slice(0, 30)).get()).size).toBe(6);
  });

  it('refuses a batch or a transaction of 501 writes, writing nothing, and takes 500', async () => {
    const store = open();
    const batch = store.batch();
    for (let i = 0; i < 501; i++) batch.set(store.doc(`many/m${i}`), { i });
    const error = await refusal(batch.commit());
    expect(error?.message).toBe('3 INVALID_ARGUMENT: maximum 500 writes allowed per request');
    expect((await store.collection('many').count().get()).data().count).toBe(0);
    const transaction = store.runTransaction(async (tx) => {
      for (let i = 0; i < 501; i++) tx.set(store.doc(`many/m${i}`), { i });
    });
    expect((await refusal(transaction))?.code).toBe('invalid-argument');
    const fits = store.batch();
    for (let i = 0; i < 500; i++) fits.set(store.doc(`many/m${i}`), { i });
    await fits.commit();
    expect((await store.collection('many').count().get()).data().count).toBe(500);
  });
});
