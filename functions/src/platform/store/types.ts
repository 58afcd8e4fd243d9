/**
 * The store port: the subset of the firebase-admin Firestore API the app uses.
 * Both adapters (SQLite locally, Firestore in production) implement it, and one
 * contract suite (store.contract.test.ts) holds them to the same behaviour.
 */

export type DocumentData = Record<string, unknown>;

/**
 * The time-to-live field: a document whose top-level `expireAt` holds a Date is deleted by
 * Firestore's TTL policy on that collection (firestore.indexes.json, docs/operations.md) some
 * time after it (typically within 24 hours). Written as a Date (a Timestamp in Firestore), read
 * back as its ISO string. Code must still treat an expired document as gone.
 */
export const EXPIRE_AT = 'expireAt';
export type ExpireAt = Date | string;

export type WhereOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | 'array-contains';
export type Direction = 'asc' | 'desc';

export interface SetOptions {
  merge?: boolean;
}

export interface DocumentSnapshot<T = DocumentData> {
  readonly id: string;
  readonly ref: DocumentReference<T>;
  readonly exists: boolean;
  /**
   * Changes with every write of the document (SQLite: its row's version; Firestore: its update
   * time), undefined when there is none. Known without parsing it: a caller that kept what it
   * parsed at this token may use that instead of `data()`.
   */
  readonly updateToken: string | undefined;
  data(): T | undefined;
}

export interface QueryDocumentSnapshot<T = DocumentData> extends DocumentSnapshot<T> {
  data(): T;
}

export interface QuerySnapshot<T = DocumentData> {
  readonly docs: QueryDocumentSnapshot<T>[];
  readonly size: number;
  readonly empty: boolean;
}

export interface AggregateSnapshot {
  data(): { count: number };
}

export interface Query<T = DocumentData> {
  where(field: string, op: WhereOp, value: unknown): Query<T>;
  orderBy(field: string, direction?: Direction): Query<T>;
  limit(n: number): Query<T>;
  /** Either the values of the orderBy fields, or a snapshot of the last document seen. */
  startAfter(...cursor: unknown[]): Query<T>;
  get(): Promise<QuerySnapshot<T>>;
  count(): { get(): Promise<AggregateSnapshot> };
}

export interface CollectionReference<T = DocumentData> extends Query<T> {
  readonly id: string;
  readonly path: string;
  /** Without an id, a new random id (as Firestore's auto-id). */
  doc(id?: string): DocumentReference<T>;
  add(data: T): Promise<DocumentReference<T>>;
}

export interface DocumentReference<T = DocumentData> {
  readonly id: string;
  readonly path: string;
  collection(name: string): CollectionReference;
  get(): Promise<DocumentSnapshot<T>>;
  /** Fails with StoreError('already-exists') when the document exists. */
  create(data: T): Promise<void>;
  set(data: Partial<T> | DocumentData, options?: SetOptions): Promise<void>;
  /** Keys are field paths ("a.b"); fails with StoreError('not-found') when missing. */
  update(data: DocumentData): Promise<void>;
  delete(): Promise<void>;
}

export interface Transaction {
  get<T>(ref: DocumentReference<T>): Promise<DocumentSnapshot<T>>;
  get<T>(query: Query<T>): Promise<QuerySnapshot<T>>;
  create<T>(ref: DocumentReference<T>, data: T): Transaction;
  set<T>(ref: DocumentReference<T>, data: Partial<T> | DocumentData, options?: SetOptions): Transaction;
  update<T>(ref: DocumentReference<T>, data: DocumentData): Transaction;
  delete<T>(ref: DocumentReference<T>): Transaction;
}

export interface WriteBatch {
  create<T>(ref: DocumentReference<T>, data: T): WriteBatch;
  set<T>(ref: DocumentReference<T>, data: Partial<T> | DocumentData, options?: SetOptions): WriteBatch;
  update<T>(ref: DocumentReference<T>, data: DocumentData): WriteBatch;
  delete<T>(ref: DocumentReference<T>): WriteBatch;
  commit(): Promise<void>;
}

export interface Store {
  collection<T = DocumentData>(path: string): CollectionReference<T>;
  doc<T = DocumentData>(path: string): DocumentReference<T>;
  getAll<T>(...refs: DocumentReference<T>[]): Promise<DocumentSnapshot<T>[]>;
  /** Reads first, then writes; retried on contention like Firestore (at most 5 attempts). */
  runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R>;
  batch(): WriteBatch;
  close(): Promise<void>;
}

export type StoreErrorCode = 'already-exists' | 'not-found' | 'aborted' | 'invalid-argument' | 'failed-precondition';

export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}
