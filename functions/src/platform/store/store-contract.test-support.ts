import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { FirestoreStore } from './firestore-store';
import { SqliteStore } from './sqlite-store';
import { StoreError, type Store } from './types';
import type { CompositeIndex } from './sqlite-sql';
import indexes from '../../../../firestore.indexes.json';

/**
 * One contract, every adapter: the SQLite store always, the Firestore store when
 * FIRESTORE_EMULATOR_HOST points at an emulator. The list is built up front so that
 * nothing is ever reported as skipped.
 */

export const NOW = new Date('2030-01-02T03:04:05.678Z');
const now = () => new Date(NOW);

interface Adapter {
  name: string;
  open(): Promise<{ store: Store; close(): Promise<void> }>;
}

const field = (fieldPath: string, order: 'ASCENDING' | 'DESCENDING' = 'ASCENDING') => ({ fieldPath, order });
const contains = (fieldPath: string) => ({ fieldPath, arrayConfig: 'CONTAINS' });

/**
 * The composite indexes the contract's own queries need, beside the product's: the SQLite store
 * refuses a query without its index, as Firestore does (the emulator does not check indexes).
 */
const CONTRACT_INDEXES: CompositeIndex[] = [
  { collectionGroup: 'fruits', fields: [field('g'), contains('tags')] },
  { collectionGroup: 'fruits', fields: [contains('tags'), field('n')] },
  { collectionGroup: 'fruits', fields: [field('g'), field('n', 'DESCENDING')] },
  { collectionGroup: 'fruits', fields: [field('g'), field('n')] },
  { collectionGroup: 'fruits', fields: [field('g'), field('r')] },
  { collectionGroup: 'tx', fields: [field('owner'), field('n')] },
];

const adapters: Adapter[] = [
  {
    name: 'SqliteStore',
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'everlink-store-'));
      const store = new SqliteStore({
        file: join(dir, 'store.sqlite'),
        indexes: [...(indexes.indexes as CompositeIndex[]), ...CONTRACT_INDEXES],
        fieldOverrides: indexes.fieldOverrides,
        now,
      });
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
      const app = initializeApp(
        { projectId: process.env.GCLOUD_PROJECT ?? 'demo-everlink' },
        `store-contract-${randomUUID()}`,
      );
      const store = new FirestoreStore(getFirestore(app), { now });
      return { store, close: () => store.close() };
    },
  });
}

export const ids = (docs: { id: string }[]) => docs.map((d) => d.id);

export async function expectStoreError(work: Promise<unknown>, code: StoreError['code']) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreError);
  expect((error as StoreError).code).toBe(code);
}

interface ContractEnv {
  /** The adapter's store, opened before the part's tests. */
  readonly store: Store;
  /**
   * A fresh collection a test, so tests never see each other's documents (a shared emulator
   * included): under a document of its own, so its id (what indexes name) stays `name`.
   */
  fresh(name: string): string;
}

/** One part of the contract, run against every adapter. */
export function describeStoreContract(part: string, suite: (env: ContractEnv) => void): void {
  for (const adapter of adapters) {
    describe(`Store contract, ${part}: ${adapter.name}`, () => {
      let opened: { store: Store; close(): Promise<void> } | undefined;
      const env: ContractEnv = {
        get store() {
          if (!opened) throw new Error('the store opens in beforeAll');
          return opened.store;
        },
        fresh: (name) => `contract/${randomUUID()}/${name}`,
      };
      beforeAll(async () => {
        opened = await adapter.open();
      });
      afterAll(async () => {
        await opened?.close();
      });
      suite(env);
    });
  }
}
