/**
 * The counting store: the store port around another store (the test's SqliteStore), billing each
 * call as Firestore would (https://firebase.google.com/docs/firestore/pricing), so a test sees
 * what a request costs on Firestore while it runs on SQLite.
 *
 * Usage:
 *   const t = await createCountingContext();          // the harness's context, the app on a CountingStore
 *   await seed(t);                                     // t.store (the raw SqliteStore) is not counted
 *   const { result: res, cost } = await t.ops.measure(() => t.api.get('/card/abc'));
 *   expect(cost.reads).toBeLessThanOrEqual(6);
 *   expect(peakWrites(cost, 1000)[0]?.writes ?? 0).toBeLessThanOrEqual(2); // hottest doc per simulated second
 * or t.ops.reset() … t.ops.snapshot() around several calls. `measure` throws when a transaction or
 * batch broke the shape limits (below) during the call, even if the app swallowed the error.
 * `t.ops.latencyMs = 10` makes every store call take ~10 ms (the bench's latency mode).
 *
 * Billing rules: a document get is 1 read whether or not it exists; a query is max(1, documents
 * returned); count() is max(1, ⌈entries / 1000⌉); getAll is 1 per reference; a failed commit or
 * write is not billed; transaction reads are billed on every attempt, writes once, on the commit
 * that succeeded; deletes are counted apart from writes. Deliveries the outbox runs in-process
 * during the call are part of its cost (in production the outbox trigger pays them).
 *
 * Round trips are the request's sequential depth: calls issued while another is in flight share
 * its round trip (Promise.all), a call issued when none is in flight starts a new one. A
 * transaction's commit is a round trip of its own. Set latencyMs for a depth to trust: without it
 * two concurrent chains of calls may count apart; with it, chains that overlap share their round
 * trips, so a request running two long chains side by side counts at least its deeper chain.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  QueryDocumentSnapshot,
  QuerySnapshot,
  Store,
  Transaction,
  WriteBatch,
} from '../src/platform/store/types';
import { createTestContext, type TestClock, type TestContext } from './harness.test-support';
import {
  CountingBatch,
  CountingCollection,
  CountingDoc,
  CountingSnapshot,
  CountingTransaction,
  unwrapDoc,
} from './counting-refs.test-support';

/** Firestore's documented transaction and batch ceilings are higher; these are its best-practice sizes. */
const MAX_TRANSACTION_WRITES = 500;
const MAX_TRANSACTION_READS = 100;

export interface OpCost {
  reads: number;
  writes: number;
  deletes: number;
  /** Sequential store round trips (the request's depth). */
  roundTrips: number;
  /** Store calls, concurrent or not. */
  calls: number;
  /** Document path → writes and deletes it received. */
  writesByPath: Record<string, number>;
  /** Every billed write or delete, with the test clock's time (ms) when it committed. */
  writeLog: { path: string; at: number }[];
  /** Transactions and batches over the shape limits, as messages. */
  violations: string[];
}

export class TransactionShapeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TransactionShapeError';
  }
}

export interface CountingOptions {
  /** Milliseconds each store call waits before it runs (0: none). */
  latencyMs?: number;
  /** The clock the write log reads; the real one when absent. */
  now?: () => Date;
  maxTransactionWrites?: number;
  maxTransactionReads?: number;
}

const emptyCost = (): OpCost => ({
  reads: 0,
  writes: 0,
  deletes: 0,
  roundTrips: 0,
  calls: 0,
  writesByPath: {},
  writeLog: [],
  violations: [],
});

export type Write = { path: string; kind: 'write' | 'delete' };

export class CountingStore implements Store {
  latencyMs: number;
  private cost = emptyCost();
  private inFlight = 0;
  private readonly now: () => Date;
  private readonly maxWrites: number;
  private readonly maxReads: number;

  constructor(
    readonly inner: Store,
    options: CountingOptions = {},
  ) {
    this.latencyMs = options.latencyMs ?? 0;
    this.now = options.now ?? (() => new Date());
    this.maxWrites = options.maxTransactionWrites ?? MAX_TRANSACTION_WRITES;
    this.maxReads = options.maxTransactionReads ?? MAX_TRANSACTION_READS;
  }

  /** Starts counting from zero. */
  reset(): void {
    this.cost = emptyCost();
  }

  /** The counts since the last reset (a copy). */
  snapshot(): OpCost {
    return structuredClone(this.cost);
  }

  /** Runs `fn` alone on fresh counts and answers its result with what it cost. */
  async measure<R>(fn: () => PromiseLike<R>): Promise<{ result: R; cost: OpCost }> {
    this.reset();
    const result = await fn();
    const cost = this.snapshot();
    if (cost.violations.length) throw new TransactionShapeError(cost.violations.join('\n'));
    return { result, cost };
  }

  // --- the port ---

  collection<T = DocumentData>(path: string): CollectionReference<T> {
    return new CountingCollection<T>(this, this.inner.collection<T>(path));
  }

  doc<T = DocumentData>(path: string): DocumentReference<T> {
    return new CountingDoc<T>(this, this.inner.doc<T>(path));
  }

  async getAll<T>(...refs: DocumentReference<T>[]): Promise<DocumentSnapshot<T>[]> {
    const snaps = await this.call(() => this.inner.getAll<T>(...refs.map(unwrapDoc)));
    this.read(refs.length);
    return snaps.map((snap) => this.wrapSnapshot(snap));
  }

  batch(): WriteBatch {
    return new CountingBatch(this, this.inner.batch());
  }

  async runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
    let committed: Write[] = [];
    const result = await this.inner.runTransaction(async (innerTx) => {
      const tx = new CountingTransaction(this, innerTx);
      const value = await fn(tx);
      // The commit is a round trip; its writes count only if this attempt is the one that commits.
      await this.call(async () => undefined);
      committed = tx.writes;
      return value;
    });
    this.wrote(committed);
    return result;
  }

  async close(): Promise<void> {
    await this.inner.close();
  }

  // --- bookkeeping for the wrappers ---

  /** One store call: a new round trip unless another call is in flight. */
  async call<R>(op: () => Promise<R>): Promise<R> {
    if (this.inFlight === 0) this.cost.roundTrips++;
    this.inFlight++;
    this.cost.calls++;
    try {
      if (this.latencyMs > 0) await sleep(this.latencyMs);
      return await op();
    } finally {
      this.inFlight--;
    }
  }

  read(n: number): void {
    this.cost.reads += n;
  }

  wrote(writes: Write[]): void {
    const at = this.now().getTime();
    for (const { path, kind } of writes) {
      if (kind === 'delete') this.cost.deletes++;
      else this.cost.writes++;
      this.cost.writesByPath[path] = (this.cost.writesByPath[path] ?? 0) + 1;
      this.cost.writeLog.push({ path, at });
    }
  }

  checkShape(kind: 'transaction' | 'batch', writes: number, reads: number): void {
    const problems: string[] = [];
    if (writes > this.maxWrites) problems.push(`writes ${writes} documents (limit ${this.maxWrites})`);
    if (reads > this.maxReads) problems.push(`reads ${reads} documents (limit ${this.maxReads})`);
    if (!problems.length) return;
    const message = `A ${kind} ${problems.join(' and ')}: split it, or move the per-document work out of it.`;
    this.cost.violations.push(message);
    throw new TransactionShapeError(message);
  }

  wrapSnapshot<T>(snap: DocumentSnapshot<T>): DocumentSnapshot<T> {
    return new CountingSnapshot<T>(snap, new CountingDoc<T>(this, snap.ref));
  }

  wrapQuerySnapshot<T>(snap: QuerySnapshot<T>): QuerySnapshot<T> {
    const docs = snap.docs.map((doc) => this.wrapSnapshot(doc) as QueryDocumentSnapshot<T>);
    return { docs, size: docs.length, empty: docs.length === 0 };
  }
}

/**
 * The hottest documents: for each path, the most writes it took inside any window of `windowMs`
 * of the write log's clock, hottest first.
 */
export function peakWrites(cost: OpCost, windowMs: number): { path: string; writes: number }[] {
  const times = new Map<string, number[]>();
  for (const { path, at } of cost.writeLog) times.set(path, [...(times.get(path) ?? []), at]);
  const peaks = [...times].map(([path, at]) => {
    const sorted = at.sort((a, b) => a - b);
    let best = 0;
    for (let start = 0, end = 0; end < sorted.length; end++) {
      while (sorted[end] - sorted[start] >= windowMs) start++;
      best = Math.max(best, end - start + 1);
    }
    return { path, writes: best };
  });
  return peaks.sort((a, b) => b.writes - a.writes);
}

export type CountingContext = TestContext & { ops: CountingStore };

/** The harness's test context with the app on a CountingStore over its SqliteStore; the write log reads t.clock. */
export async function createCountingContext(
  env: Record<string, string> = {},
  options: Omit<CountingOptions, 'now'> = {},
): Promise<CountingContext> {
  let ops: CountingStore | undefined;
  const t = await createTestContext(env, {
    wrapStore: (store, clock: TestClock) => (ops = new CountingStore(store, { ...options, now: () => clock.now() })),
  });
  if (!ops) throw new Error('The harness did not wrap its store.');
  return Object.assign(t, { ops });
}
