import { toStored } from './apply-writes';
import { autoId, documentId, lastSegment } from './paths';
import {
  StoreError,
  type AggregateSnapshot,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type SetOptions,
  type Transaction,
  type WhereOp,
  type WriteBatch,
  type Direction,
} from './types';
import { type QuerySpec, type Row, type WriteOp, writeOp } from './sqlite-sql';
import type { SqliteStore } from './sqlite-store';

/** The store port's references, snapshots, batches and transactions over one SqliteStore. */
export class SqliteSnapshot<T> implements DocumentSnapshot<T> {
  /**
   * The document as stored (JSON), parsed on each `data()`: every caller gets its own copy, as
   * from Firestore, without parsing once and then cloning (the card page's reads spent more on
   * the clone than on the parse).
   */
  constructor(
    readonly ref: DocumentReference<T>,
    private readonly json: string | undefined,
    private readonly version: number | undefined,
  ) {}
  get id(): string {
    return this.ref.id;
  }
  get exists(): boolean {
    return this.json !== undefined;
  }
  get updateToken(): string | undefined {
    return this.version === undefined ? undefined : String(this.version);
  }
  data(): T | undefined {
    return this.json === undefined ? undefined : (JSON.parse(this.json) as T);
  }
}

export class SqliteDoc<T> implements DocumentReference<T> {
  readonly id: string;
  constructor(
    private readonly store: SqliteStore,
    readonly path: string,
  ) {
    this.id = lastSegment(path);
  }
  collection(name: string): CollectionReference {
    return this.store.collection(`${this.path}/${name}`);
  }
  async get(): Promise<DocumentSnapshot<T>> {
    return this.store.snapshotOf<T>(this.path, this.store.readRow(this.path));
  }
  async create(data: T): Promise<void> {
    this.store.commit([writeOp('create', this.path, data as DocumentData)]);
  }
  async set(data: Partial<T> | DocumentData, options?: SetOptions): Promise<void> {
    this.store.commit([writeOp('set', this.path, data as DocumentData, options)]);
  }
  async update(data: DocumentData): Promise<void> {
    this.store.commit([writeOp('update', this.path, data)]);
  }
  async delete(): Promise<void> {
    this.store.commit([{ type: 'delete', path: this.path }]);
  }
}

export class SqliteQuery<T> implements Query<T> {
  constructor(
    protected readonly store: SqliteStore,
    readonly spec: QuerySpec,
  ) {}
  private with(change: Partial<QuerySpec>): SqliteQuery<T> {
    return new SqliteQuery<T>(this.store, { ...this.spec, ...change });
  }
  where(field: string, op: WhereOp, value: unknown): Query<T> {
    return this.with({ filters: [...this.spec.filters, { field, op, value: toStored(value) }] });
  }
  orderBy(field: string, direction: Direction = 'asc'): Query<T> {
    return this.with({ orders: [...this.spec.orders, { field, direction }] });
  }
  limit(n: number): Query<T> {
    if (!Number.isInteger(n) || n < 0) throw new StoreError('invalid-argument', `Bad limit: ${n}`);
    return this.with({ limit: n });
  }
  startAfter(...cursor: unknown[]): Query<T> {
    const [first] = cursor;
    if (first instanceof SqliteSnapshot) {
      if (!first.exists) throw new StoreError('invalid-argument', 'Cannot start after a document that does not exist.');
      return this.with({ cursor: { doc: first.data() as DocumentData, id: first.id } });
    }
    return this.with({ cursor: { values: cursor.map(toStored) } });
  }
  async get(): Promise<QuerySnapshot<T>> {
    return this.snapshotOf(this.store.runQuery(this.spec));
  }
  snapshotOf(rows: Row[]): QuerySnapshot<T> {
    const docs = rows.map((row) => this.store.snapshotOf<T>(row.path, row) as QueryDocumentSnapshot<T>);
    return { docs, size: docs.length, empty: docs.length === 0 };
  }
  count(): { get(): Promise<AggregateSnapshot> } {
    return {
      get: async () => {
        const count = this.store.countQuery(this.spec);
        return { data: () => ({ count }) };
      },
    };
  }
}

export class SqliteCollection<T> extends SqliteQuery<T> implements CollectionReference<T> {
  readonly id: string;
  readonly path: string;
  constructor(store: SqliteStore, path: string) {
    super(store, { collection: path, filters: [], orders: [] });
    this.path = path;
    this.id = lastSegment(path);
  }
  doc(id?: string): DocumentReference<T> {
    return this.store.doc<T>(`${this.path}/${id === undefined ? autoId() : documentId(id)}`);
  }
  async add(data: T): Promise<DocumentReference<T>> {
    const ref = this.doc();
    await ref.create(data);
    return ref;
  }
}

export class SqliteBatch implements WriteBatch {
  private readonly writes: WriteOp[] = [];
  private committed = false;
  constructor(private readonly store: SqliteStore) {}
  create<U>(ref: DocumentReference<U>, data: U): WriteBatch {
    this.writes.push(writeOp('create', ref.path, data as DocumentData));
    return this;
  }
  set<U>(ref: DocumentReference<U>, data: Partial<U> | DocumentData, options?: SetOptions): WriteBatch {
    this.writes.push(writeOp('set', ref.path, data as DocumentData, options));
    return this;
  }
  update<U>(ref: DocumentReference<U>, data: DocumentData): WriteBatch {
    this.writes.push(writeOp('update', ref.path, data));
    return this;
  }
  delete<U>(ref: DocumentReference<U>): WriteBatch {
    this.writes.push({ type: 'delete', path: ref.path });
    return this;
  }
  async commit(): Promise<void> {
    if (this.committed) throw new StoreError('invalid-argument', 'A batch can be committed only once.');
    this.committed = true;
    this.store.commit(this.writes);
  }
}

export class SqliteTransaction implements Transaction {
  readonly reads = new Map<string, number>();
  readonly writes: WriteOp[] = [];
  constructor(private readonly store: SqliteStore) {}

  private noteRead(path: string, row: Row | undefined): void {
    if (this.writes.length) throw new StoreError('invalid-argument', 'Transactions must do all reads before writes.');
    this.reads.set(path, row?.version ?? 0);
  }

  get<U>(ref: DocumentReference<U>): Promise<DocumentSnapshot<U>>;
  get<U>(query: Query<U>): Promise<QuerySnapshot<U>>;
  async get<U>(target: DocumentReference<U> | Query<U>): Promise<DocumentSnapshot<U> | QuerySnapshot<U>> {
    if (target instanceof SqliteQuery) {
      const rows = this.store.runQuery(target.spec);
      for (const row of rows) this.noteRead(row.path, row);
      return (target as SqliteQuery<U>).snapshotOf(rows);
    }
    const ref = target as DocumentReference<U>;
    const row = this.store.readRow(ref.path);
    this.noteRead(ref.path, row);
    return this.store.snapshotOf<U>(ref.path, row);
  }
  create<U>(ref: DocumentReference<U>, data: U): Transaction {
    this.writes.push(writeOp('create', ref.path, data as DocumentData));
    return this;
  }
  set<U>(ref: DocumentReference<U>, data: Partial<U> | DocumentData, options?: SetOptions): Transaction {
    this.writes.push(writeOp('set', ref.path, data as DocumentData, options));
    return this;
  }
  update<U>(ref: DocumentReference<U>, data: DocumentData): Transaction {
    this.writes.push(writeOp('update', ref.path, data));
    return this;
  }
  delete<U>(ref: DocumentReference<U>): Transaction {
    this.writes.push({ type: 'delete', path: ref.path });
    return this;
  }
}
