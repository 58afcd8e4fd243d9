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
 * transaction's commit is a round trip of its own.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type {
  AggregateSnapshot,
  CollectionReference,
  Direction,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Query,
  QueryDocumentSnapshot,
  QuerySnapshot,
  SetOptions,
  Store,
  Transaction,
  WhereOp,
  WriteBatch,
} from '../src/platform/store/types';
import { createTestContext, type TestClock, type TestContext } from './harness.test-support';

/** Firestore's documented transaction and batch ceilings are higher; these are its best-practice sizes. */
export const MAX_TRANSACTION_WRITES = 500;
export const MAX_TRANSACTION_READS = 100;

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

type Write = { path: string; kind: 'write' | 'delete' };

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

class CountingSnapshot<T> implements DocumentSnapshot<T> {
  constructor(
    readonly inner: DocumentSnapshot<T>,
    readonly ref: DocumentReference<T>,
  ) {}
  get id(): string {
    return this.inner.id;
  }
  get exists(): boolean {
    return this.inner.exists;
  }
  data(): T | undefined {
    return this.inner.data();
  }
}

class CountingDoc<T> implements DocumentReference<T> {
  constructor(
    private readonly store: CountingStore,
    readonly inner: DocumentReference<T>,
  ) {}
  get id(): string {
    return this.inner.id;
  }
  get path(): string {
    return this.inner.path;
  }
  collection(name: string): CollectionReference {
    return new CountingCollection(this.store, this.inner.collection(name));
  }
  async get(): Promise<DocumentSnapshot<T>> {
    const snap = await this.store.call(() => this.inner.get());
    this.store.read(1);
    return this.store.wrapSnapshot(snap);
  }
  create(data: T): Promise<void> {
    return this.write('write', () => this.inner.create(data));
  }
  set(data: Partial<T> | DocumentData, options?: SetOptions): Promise<void> {
    return this.write('write', () => this.inner.set(data, options));
  }
  update(data: DocumentData): Promise<void> {
    return this.write('write', () => this.inner.update(data));
  }
  delete(): Promise<void> {
    return this.write('delete', () => this.inner.delete());
  }
  private async write(kind: Write['kind'], op: () => Promise<void>): Promise<void> {
    await this.store.call(op);
    this.store.wrote([{ path: this.path, kind }]);
  }
}

class CountingQuery<T> implements Query<T> {
  constructor(
    protected readonly store: CountingStore,
    readonly inner: Query<T>,
  ) {}
  where(field: string, op: WhereOp, value: unknown): Query<T> {
    return new CountingQuery(this.store, this.inner.where(field, op, value));
  }
  orderBy(field: string, direction?: Direction): Query<T> {
    return new CountingQuery(this.store, this.inner.orderBy(field, direction));
  }
  limit(n: number): Query<T> {
    return new CountingQuery(this.store, this.inner.limit(n));
  }
  startAfter(...cursor: unknown[]): Query<T> {
    const values = cursor.map((value) => (value instanceof CountingSnapshot ? value.inner : value));
    return new CountingQuery(this.store, this.inner.startAfter(...values));
  }
  async get(): Promise<QuerySnapshot<T>> {
    const snap = await this.store.call(() => this.inner.get());
    this.store.read(Math.max(1, snap.size));
    return this.store.wrapQuerySnapshot(snap);
  }
  count(): { get(): Promise<AggregateSnapshot> } {
    return {
      get: async () => {
        const snap = await this.store.call(() => this.inner.count().get());
        this.store.read(Math.max(1, Math.ceil(snap.data().count / 1000)));
        return snap;
      },
    };
  }
}

class CountingCollection<T> extends CountingQuery<T> implements CollectionReference<T> {
  constructor(
    store: CountingStore,
    readonly innerCollection: CollectionReference<T>,
  ) {
    super(store, innerCollection);
  }
  get id(): string {
    return this.innerCollection.id;
  }
  get path(): string {
    return this.innerCollection.path;
  }
  doc(id?: string): DocumentReference<T> {
    return new CountingDoc<T>(this.store, this.innerCollection.doc(id));
  }
  async add(data: T): Promise<DocumentReference<T>> {
    const ref = this.doc();
    await ref.create(data);
    return ref;
  }
}

function unwrapDoc<T>(ref: DocumentReference<T>): DocumentReference<T> {
  return ref instanceof CountingDoc ? (ref.inner as DocumentReference<T>) : ref;
}

class CountingBatch implements WriteBatch {
  private readonly writes: Write[] = [];
  constructor(
    private readonly store: CountingStore,
    private readonly inner: WriteBatch,
  ) {}
  create<U>(ref: DocumentReference<U>, data: U): WriteBatch {
    this.inner.create(unwrapDoc(ref), data);
    this.writes.push({ path: ref.path, kind: 'write' });
    return this;
  }
  set<U>(ref: DocumentReference<U>, data: Partial<U> | DocumentData, options?: SetOptions): WriteBatch {
    this.inner.set(unwrapDoc(ref), data, options);
    this.writes.push({ path: ref.path, kind: 'write' });
    return this;
  }
  update<U>(ref: DocumentReference<U>, data: DocumentData): WriteBatch {
    this.inner.update(unwrapDoc(ref), data);
    this.writes.push({ path: ref.path, kind: 'write' });
    return this;
  }
  delete<U>(ref: DocumentReference<U>): WriteBatch {
    this.inner.delete(unwrapDoc(ref));
    this.writes.push({ path: ref.path, kind: 'delete' });
    return this;
  }
  async commit(): Promise<void> {
    this.store.checkShape('batch', this.writes.length, 0);
    await this.store.call(() => this.inner.commit());
    this.store.wrote(this.writes);
  }
}

class CountingTransaction implements Transaction {
  readonly writes: Write[] = [];
  reads = 0;
  constructor(
    private readonly store: CountingStore,
    private readonly inner: Transaction,
  ) {}
  get<U>(ref: DocumentReference<U>): Promise<DocumentSnapshot<U>>;
  get<U>(query: Query<U>): Promise<QuerySnapshot<U>>;
  async get<U>(target: DocumentReference<U> | Query<U>): Promise<DocumentSnapshot<U> | QuerySnapshot<U>> {
    if (target instanceof CountingQuery) {
      const snap = await this.store.call(() => this.inner.get((target as CountingQuery<U>).inner));
      this.billRead(Math.max(1, snap.size));
      return this.store.wrapQuerySnapshot(snap);
    }
    const snap = await this.store.call(() => this.inner.get(unwrapDoc(target as DocumentReference<U>)));
    this.billRead(1);
    return this.store.wrapSnapshot(snap);
  }
  private billRead(n: number): void {
    this.reads += n;
    this.store.read(n);
    this.store.checkShape('transaction', this.writes.length, this.reads);
  }
  create<U>(ref: DocumentReference<U>, data: U): Transaction {
    this.inner.create(unwrapDoc(ref), data);
    return this.noteWrite(ref.path, 'write');
  }
  set<U>(ref: DocumentReference<U>, data: Partial<U> | DocumentData, options?: SetOptions): Transaction {
    this.inner.set(unwrapDoc(ref), data, options);
    return this.noteWrite(ref.path, 'write');
  }
  update<U>(ref: DocumentReference<U>, data: DocumentData): Transaction {
    this.inner.update(unwrapDoc(ref), data);
    return this.noteWrite(ref.path, 'write');
  }
  delete<U>(ref: DocumentReference<U>): Transaction {
    this.inner.delete(unwrapDoc(ref));
    return this.noteWrite(ref.path, 'delete');
  }
  private noteWrite(path: string, kind: Write['kind']): Transaction {
    this.writes.push({ path, kind });
    this.store.checkShape('transaction', this.writes.length, this.reads);
    return this;
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
