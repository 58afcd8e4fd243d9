import {
  FieldValue as AdminFieldValue,
  Timestamp,
  type CollectionReference as AdminCollection,
  type DocumentReference as AdminDoc,
  type DocumentSnapshot as AdminSnapshot,
  type Firestore,
  type Query as AdminQuery,
  type QuerySnapshot as AdminQuerySnapshot,
  type Transaction as AdminTransaction,
  type WriteBatch as AdminBatch,
} from 'firebase-admin/firestore';
import { isPlainObject, toStored, validateWrite } from './apply-writes';
import { isTransform } from './field-value';
import { assertCollectionPath, assertDocumentPath, documentId } from './paths';
import {
  EXPIRE_AT,
  StoreError,
  type AggregateSnapshot,
  type CollectionReference,
  type Direction,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
  type SetOptions,
  type Store,
  type Transaction,
  type WhereOp,
  type WriteBatch,
} from './types';

/**
 * The store port over firebase-admin's Firestore: production, and the Firestore emulator
 * wherever FIRESTORE_EMULATOR_HOST is set. A thin pass-through; the only translations are
 * our FieldValue sentinels into admin FieldValues, serverTimestamp() into an ISO string of
 * the clock's now (the API speaks ISO strings, as the SQLite adapter stores), a top-level
 * `expireAt` Date into a Timestamp for Firestore's TTL policies (read back as an ISO string),
 * and admin errors into StoreErrors.
 */

export interface FirestoreStoreOptions {
  /** The clock serverTimestamp() reads. */
  now?: () => Date;
}

/** firebase-admin errors carry the gRPC status as a number. */
const GRPC_CODES: Record<number, StoreError['code']> = {
  3: 'invalid-argument',
  5: 'not-found',
  6: 'already-exists',
  10: 'aborted',
};

function toStoreError(error: unknown): unknown {
  const code = (error as { code?: unknown })?.code;
  const mapped = typeof code === 'number' ? GRPC_CODES[code] : undefined;
  return mapped ? new StoreError(mapped, (error as Error).message) : error;
}

async function mapped<R>(work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    throw toStoreError(error);
  }
}

type Kind = 'create' | 'set' | 'update';

export class FirestoreStore implements Store {
  private readonly now: () => Date;

  constructor(
    readonly firestore: Firestore,
    options: FirestoreStoreOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
  }

  collection<T = DocumentData>(path: string): CollectionReference<T> {
    return new FsCollection<T>(this, this.firestore.collection(assertCollectionPath(path)));
  }

  doc<T = DocumentData>(path: string): DocumentReference<T> {
    return new FsDoc<T>(this, this.firestore.doc(assertDocumentPath(path)));
  }

  async getAll<T>(...refs: DocumentReference<T>[]): Promise<DocumentSnapshot<T>[]> {
    if (!refs.length) return [];
    const snaps = await mapped(() => this.firestore.getAll(...refs.map(adminDoc)));
    return snaps.map((snap) => new FsSnapshot<T>(this, snap));
  }

  batch(): WriteBatch {
    return new FsBatch(this, this.firestore.batch());
  }

  async runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
    return mapped(() => this.firestore.runTransaction((tx) => fn(new FsTransaction(this, tx)), { maxAttempts: 5 }));
  }

  async close(): Promise<void> {
    await this.firestore.terminate();
  }

  /** Our data for an admin write: validated as the SQLite adapter does, sentinels translated. */
  toAdmin(kind: Kind, data: DocumentData, options?: SetOptions): DocumentData {
    validateWrite(kind === 'set' && options?.merge ? 'merge' : kind, data);
    const body = this.translate(data) as DocumentData;
    // A TTL policy deletes by a Timestamp field only: this one Date stays a Date (a Timestamp in Firestore).
    if (data[EXPIRE_AT] instanceof Date) body[EXPIRE_AT] = data[EXPIRE_AT];
    return body;
  }

  private translate(value: unknown): unknown {
    if (isTransform(value)) {
      const t = value.transform;
      switch (t.kind) {
        case 'increment':
          return AdminFieldValue.increment(t.by);
        case 'arrayUnion':
          return AdminFieldValue.arrayUnion(...t.values.map(toStored));
        case 'arrayRemove':
          return AdminFieldValue.arrayRemove(...t.values.map(toStored));
        case 'serverTimestamp':
          return this.now().toISOString();
        case 'delete':
          return AdminFieldValue.delete();
      }
    }
    if (value instanceof Date) return value.toISOString();
    if (Array.isArray(value)) return value.map((v) => this.translate(v));
    if (isPlainObject(value)) {
      // Dropped like the SQLite adapter does, instead of Firestore's "undefined is not a valid value".
      const out: DocumentData = {};
      for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = this.translate(v);
      return out;
    }
    return value;
  }
}

function adminDoc(ref: DocumentReference<unknown>): AdminDoc {
  if (!(ref instanceof FsDoc))
    throw new StoreError('invalid-argument', 'A reference from another store was passed to the Firestore store.');
  return ref.admin;
}

class FsSnapshot<T> implements DocumentSnapshot<T> {
  constructor(
    private readonly store: FirestoreStore,
    readonly admin: AdminSnapshot,
  ) {}
  get id(): string {
    return this.admin.id;
  }
  get exists(): boolean {
    return this.admin.exists;
  }
  get updateToken(): string | undefined {
    const at = this.admin.updateTime;
    return at ? `${at.seconds}.${at.nanoseconds}` : undefined;
  }
  get ref(): DocumentReference<T> {
    return new FsDoc<T>(this.store, this.admin.ref);
  }
  data(): T | undefined {
    const data = this.admin.data();
    const expireAt: unknown = data?.[EXPIRE_AT];
    // Read back as the ISO string every other time is, so both adapters answer alike.
    if (data && expireAt instanceof Timestamp) data[EXPIRE_AT] = expireAt.toDate().toISOString();
    return data as T | undefined;
  }
}

class FsDoc<T> implements DocumentReference<T> {
  constructor(
    private readonly store: FirestoreStore,
    readonly admin: AdminDoc,
  ) {}
  get id(): string {
    return this.admin.id;
  }
  get path(): string {
    return this.admin.path;
  }
  collection(name: string): CollectionReference {
    return this.store.collection(`${this.path}/${name}`);
  }
  async get(): Promise<DocumentSnapshot<T>> {
    return new FsSnapshot<T>(this.store, await mapped(() => this.admin.get()));
  }
  async create(data: T): Promise<void> {
    const body = this.store.toAdmin('create', data as DocumentData);
    await mapped(() => this.admin.create(body));
  }
  async set(data: Partial<T> | DocumentData, options?: SetOptions): Promise<void> {
    const body = this.store.toAdmin('set', data as DocumentData, options);
    await mapped(() => (options?.merge ? this.admin.set(body, { merge: true }) : this.admin.set(body)));
  }
  async update(data: DocumentData): Promise<void> {
    const body = this.store.toAdmin('update', data);
    await mapped(() => this.admin.update(body));
  }
  async delete(): Promise<void> {
    await mapped(() => this.admin.delete());
  }
}

class FsQuery<T> implements Query<T> {
  constructor(
    protected readonly store: FirestoreStore,
    readonly admin: AdminQuery,
  ) {}
  where(field: string, op: WhereOp, value: unknown): Query<T> {
    return new FsQuery<T>(this.store, this.admin.where(field, op, toStored(value)));
  }
  orderBy(field: string, direction: Direction = 'asc'): Query<T> {
    return new FsQuery<T>(this.store, this.admin.orderBy(field, direction));
  }
  limit(n: number): Query<T> {
    return new FsQuery<T>(this.store, this.admin.limit(n));
  }
  startAfter(...cursor: unknown[]): Query<T> {
    const [first] = cursor;
    if (first instanceof FsSnapshot) return new FsQuery<T>(this.store, this.admin.startAfter(first.admin));
    return new FsQuery<T>(this.store, this.admin.startAfter(...cursor.map(toStored)));
  }
  async get(): Promise<QuerySnapshot<T>> {
    return this.snapshotOf(await mapped(() => this.admin.get()));
  }
  snapshotOf(snap: AdminQuerySnapshot): QuerySnapshot<T> {
    const docs = snap.docs.map((d) => new FsSnapshot<T>(this.store, d) as QueryDocumentSnapshot<T>);
    return { docs, size: docs.length, empty: docs.length === 0 };
  }
  count(): { get(): Promise<AggregateSnapshot> } {
    return {
      get: async () => {
        const snap = await mapped(() => this.admin.count().get());
        const count = snap.data().count;
        return { data: () => ({ count }) };
      },
    };
  }
}

class FsCollection<T> extends FsQuery<T> implements CollectionReference<T> {
  constructor(
    store: FirestoreStore,
    private readonly collectionRef: AdminCollection,
  ) {
    super(store, collectionRef);
  }
  get id(): string {
    return this.collectionRef.id;
  }
  get path(): string {
    return this.collectionRef.path;
  }
  doc(id?: string): DocumentReference<T> {
    return new FsDoc<T>(
      this.store,
      id === undefined ? this.collectionRef.doc() : this.collectionRef.doc(documentId(id)),
    );
  }
  async add(data: T): Promise<DocumentReference<T>> {
    const ref = this.doc();
    await ref.create(data);
    return ref;
  }
}

class FsBatch implements WriteBatch {
  constructor(
    private readonly store: FirestoreStore,
    private readonly admin: AdminBatch,
  ) {}
  create<U>(ref: DocumentReference<U>, data: U): WriteBatch {
    this.admin.create(adminDoc(ref), this.store.toAdmin('create', data as DocumentData));
    return this;
  }
  set<U>(ref: DocumentReference<U>, data: Partial<U> | DocumentData, options?: SetOptions): WriteBatch {
    const body = this.store.toAdmin('set', data as DocumentData, options);
    if (options?.merge) this.admin.set(adminDoc(ref), body, { merge: true });
    else this.admin.set(adminDoc(ref), body);
    return this;
  }
  update<U>(ref: DocumentReference<U>, data: DocumentData): WriteBatch {
    this.admin.update(adminDoc(ref), this.store.toAdmin('update', data));
    return this;
  }
  delete<U>(ref: DocumentReference<U>): WriteBatch {
    this.admin.delete(adminDoc(ref));
    return this;
  }
  async commit(): Promise<void> {
    await mapped(() => this.admin.commit());
  }
}

class FsTransaction implements Transaction {
  constructor(
    private readonly store: FirestoreStore,
    private readonly admin: AdminTransaction,
  ) {}
  get<U>(ref: DocumentReference<U>): Promise<DocumentSnapshot<U>>;
  get<U>(query: Query<U>): Promise<QuerySnapshot<U>>;
  async get<U>(target: DocumentReference<U> | Query<U>): Promise<DocumentSnapshot<U> | QuerySnapshot<U>> {
    if (target instanceof FsQuery) {
      const query = target as FsQuery<U>;
      return query.snapshotOf(await mapped(() => this.admin.get(query.admin)));
    }
    const snap = await mapped(() => this.admin.get(adminDoc(target as DocumentReference<U>)));
    return new FsSnapshot<U>(this.store, snap);
  }
  create<U>(ref: DocumentReference<U>, data: U): Transaction {
    this.admin.create(adminDoc(ref), this.store.toAdmin('create', data as DocumentData));
    return this;
  }
  set<U>(ref: DocumentReference<U>, data: Partial<U> | DocumentData, options?: SetOptions): Transaction {
    const body = this.store.toAdmin('set', data as DocumentData, options);
    if (options?.merge) this.admin.set(adminDoc(ref), body, { merge: true });
    else this.admin.set(adminDoc(ref), body);
    return this;
  }
  update<U>(ref: DocumentReference<U>, data: DocumentData): Transaction {
    this.admin.update(adminDoc(ref), this.store.toAdmin('update', data));
    return this;
  }
  delete<U>(ref: DocumentReference<U>): Transaction {
    this.admin.delete(adminDoc(ref));
    return this;
  }
}
