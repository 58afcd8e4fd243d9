/** The counting store's references, queries, batches and transactions: each call goes through the store's meter. */
import type {
  AggregateSnapshot,
  CollectionReference,
  Direction,
  DocumentData,
  DocumentReference,
  DocumentSnapshot,
  Query,
  QuerySnapshot,
  SetOptions,
  Transaction,
  WhereOp,
  WriteBatch,
} from '../src/platform/store/types';
import type { CountingStore, Write } from './counting-store.test-support';

export class CountingSnapshot<T> implements DocumentSnapshot<T> {
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
  get updateToken(): string | undefined {
    return this.inner.updateToken;
  }
  data(): T | undefined {
    return this.inner.data();
  }
}

export class CountingDoc<T> implements DocumentReference<T> {
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

export class CountingCollection<T> extends CountingQuery<T> implements CollectionReference<T> {
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

export function unwrapDoc<T>(ref: DocumentReference<T>): DocumentReference<T> {
  return ref instanceof CountingDoc ? (ref.inner as DocumentReference<T>) : ref;
}

export class CountingBatch implements WriteBatch {
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

export class CountingTransaction implements Transaction {
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
