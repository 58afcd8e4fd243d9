import Database from 'better-sqlite3';
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { applySet, applyUpdate, getField, toStored, validateWrite } from './apply-writes';
import { assertCollectionPath, assertDocumentPath, autoId, documentId, lastSegment, parentOf } from './paths';
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
  type Store,
  type Transaction,
  type WhereOp,
  type WriteBatch,
  type Direction,
} from './types';

/**
 * The embedded store for local runs and tests: one SQLite file in WAL mode, every document
 * a row keyed by its path. Queries become SQL over json_extract; the composite indexes of
 * firestore.indexes.json become expression indexes, so the same file tunes both stores.
 */

export interface CompositeIndex {
  collectionGroup: string;
  fields: { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: string }[];
}

export interface SqliteStoreOptions {
  file: string;
  indexes?: CompositeIndex[];
  now?: () => Date;
}

interface Filter {
  field: string;
  op: WhereOp;
  value: unknown;
}
interface Order {
  field: string;
  direction: Direction;
}
interface QuerySpec {
  collection: string;
  filters: Filter[];
  orders: Order[];
  limit?: number;
  /** Values for the (normalized) orderBy fields, or the document to start after. */
  cursor?: { values: unknown[] } | { doc: DocumentData; id: string };
}

type WriteOp =
  | { type: 'create'; path: string; data: DocumentData }
  | { type: 'set'; path: string; data: DocumentData; merge: boolean }
  | { type: 'update'; path: string; data: DocumentData }
  | { type: 'delete'; path: string };

interface Row {
  path: string;
  id: string;
  data: string;
  version: number;
}

class Conflict extends Error {}

const MAX_ATTEMPTS = 5;
/** Firestore's limit on the values of an 'in' filter. */
const MAX_IN_VALUES = 30;
/** Firestore's limit on one document. */
const MAX_DOCUMENT_BYTES = 1024 * 1024;
const INEQUALITIES = new Set<WhereOp>(['<', '<=', '>', '>=', '!=']);

/**
 * A new random version on every write (not a counter), so a transaction notices a document
 * that was deleted and created again between its read and its commit.
 */
const nextVersion = () => randomInt(1, 2 ** 47);

function writeOp(type: 'create' | 'update', path: string, data: DocumentData): WriteOp;
function writeOp(type: 'set', path: string, data: DocumentData, options?: SetOptions): WriteOp;
function writeOp(type: 'create' | 'set' | 'update', path: string, data: DocumentData, options?: SetOptions): WriteOp {
  const merge = type === 'set' && !!options?.merge;
  validateWrite(merge ? 'merge' : type, data);
  return type === 'set' ? { type, path, data, merge } : { type, path, data };
}

/** json_extract path for a dotted field path; quoting keeps odd keys safe. */
function jsonPath(field: string): string {
  return (
    '$' +
    field
      .split('.')
      .map((k) => `."${k.replace(/"/g, '""')}"`)
      .join('')
  );
}

function fieldExpr(field: string): string {
  return `json_extract(data, '${jsonPath(field).replace(/'/g, "''")}')`;
}

function fieldTypeExpr(field: string): string {
  return `json_type(data, '${jsonPath(field).replace(/'/g, "''")}')`;
}

/** How a JS value compares with what json_extract returns. */
function bindable(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** The json_type names a value may match: Firestore compares only values of the same type. */
function jsonTypes(value: unknown): string {
  if (value === null) return "('null')";
  switch (typeof value) {
    case 'boolean':
      return "('true', 'false')";
    case 'number':
      return "('integer', 'real')";
    case 'string':
      return "('text')";
  }
  return Array.isArray(value) ? "('array')" : "('object')";
}

/** Firestore's implicit ordering: explicit orderBys, then unordered inequality fields by name. */
function normalizedOrders(spec: QuerySpec): Order[] {
  const orders = [...spec.orders];
  const direction = orders.at(-1)?.direction ?? 'asc';
  const ordered = new Set(orders.map((o) => o.field));
  const inequalityFields = [...new Set(spec.filters.filter((f) => INEQUALITIES.has(f.op)).map((f) => f.field))].sort();
  for (const field of inequalityFields) if (!ordered.has(field)) orders.push({ field, direction });
  return orders;
}

class AsyncMutex {
  private tail: Promise<void> = Promise.resolve();
  async run<R>(fn: () => Promise<R>): Promise<R> {
    const previous = this.tail;
    let release!: () => void;
    this.tail = new Promise<void>((resolve) => (release = resolve));
    await previous;
    try {
      return await fn();
    } finally {
      release();
    }
  }
}

/**
 * Firestore wants an index for each direction a list is read in; SQLite walks an index backwards
 * as well as forwards. So on the one shared table, an index equal to another but for a trailing
 * run of fields all flipped (userId, createdAt DESC, id DESC against userId, createdAt, id) adds
 * write cost and no speed: equality on the leading fields, order on the rest, either way round.
 * A query ordering by a mix of directions across that boundary would still be answered, sorted.
 */
function servesTheSameQueries(a: CompositeIndex, b: CompositeIndex): boolean {
  if (a.fields.length !== b.fields.length || a.fields.some((f, i) => f.fieldPath !== b.fields[i].fieldPath)) return false;
  const direction = (f: CompositeIndex['fields'][number]) => (f.arrayConfig ? 'contains' : f.order === 'DESCENDING' ? 'desc' : 'asc');
  const first = a.fields.findIndex((f, i) => direction(f) !== direction(b.fields[i]));
  if (first < 0) return true;
  const uniform = (fields: CompositeIndex['fields'], d: string) => fields.slice(first).every((f) => direction(f) === d);
  return (uniform(a.fields, 'asc') && uniform(b.fields, 'desc')) || (uniform(a.fields, 'desc') && uniform(b.fields, 'asc'));
}

export class SqliteStore implements Store {
  readonly db: Database.Database;
  private readonly now: () => Date;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly txMutex = new AsyncMutex();
  private readonly insideTransaction = new AsyncLocalStorage<true>();

  constructor(options: SqliteStoreOptions) {
    if (options.file !== ':memory:') mkdirSync(dirname(options.file), { recursive: true });
    this.db = new Database(options.file);
    this.db.pragma('busy_timeout = 10000');
    // Documents are a few kilobytes and every collection shares one table: 16 KB pages (set before
    // WAL, so new files only) and a 64 MB cache keep a book of tens of thousands of contacts from
    // spending its writes splitting and re-reading pages.
    this.db.pragma('page_size = 16384');
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('cache_size = -65536');
    this.db.pragma('mmap_size = 268435456');
    // A batch of new documents touches pages all over the indexes; checkpointing every ~160 MB
    // of WAL instead of every 16 MB copies each hot page back once, not once per few batches.
    this.db.pragma('wal_autocheckpoint = 10000');
    this.db.pragma('journal_size_limit = 67108864');
    this.now = options.now ?? (() => new Date());
    this.createTable();
    this.syncIndexes(options.indexes ?? []);
  }

  /**
   * One table of documents keyed by path. A rowid table: rows this large (the whole document) make
   * a WITHOUT ROWID table, which keeps them inside its key's b-tree, slow to write. Files made
   * before are copied over once, in one transaction, whichever worker opens them first.
   */
  private createTable(): void {
    const schema = `CREATE TABLE IF NOT EXISTS docs (
      path TEXT PRIMARY KEY,
      parent TEXT NOT NULL,
      id TEXT NOT NULL,
      data TEXT NOT NULL,
      version INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS docs_parent_id ON docs(parent, id);`;
    const withoutRowid = () =>
      /WITHOUT ROWID/i.test((this.db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'docs'`).get() as { sql?: string } | undefined)?.sql ?? '');
    if (!withoutRowid()) {
      this.db.exec(schema);
      return;
    }
    this.db
      .transaction(() => {
        if (!withoutRowid()) return;
        this.db.exec(`ALTER TABLE docs RENAME TO docs_without_rowid; DROP INDEX IF EXISTS docs_parent_id;`);
        this.db.exec(schema);
        this.db.exec(`INSERT INTO docs (path, parent, id, data, version) SELECT path, parent, id, data, version FROM docs_without_rowid; DROP TABLE docs_without_rowid;`);
      })
      .immediate();
  }

  /** Creates the indexes of firestore.indexes.json and drops the ones it no longer lists. */
  private syncIndexes(indexes: CompositeIndex[]): void {
    const kept: CompositeIndex[] = [];
    for (const index of indexes) if (!kept.some((other) => servesTheSameQueries(other, index))) kept.push(index);
    const wanted = new Set(kept.map((index) => this.ensureIndex(index)));
    const present = this.db.prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND name GLOB 'idx_*'`).all() as { name: string }[];
    for (const { name } of present) if (!wanted.has(name)) this.db.exec(`DROP INDEX IF EXISTS ${name}`);
  }

  private ensureIndex(index: CompositeIndex): string {
    const columns = index.fields.filter((f) => !f.arrayConfig).map((f) => `${fieldExpr(f.fieldPath)} ${f.order === 'DESCENDING' ? 'DESC' : 'ASC'}`);
    // Every collection shares one table, keyed first by parent, so one expression index serves the
    // same fields in every collection: the name leaves the collection out, or SQLite would keep copies.
    // Directions are part of the name: two indexes on the same fields in other orders are two indexes.
    const parts = index.fields.map((f) => `${f.fieldPath}_${f.arrayConfig ? 'contains' : f.order === 'DESCENDING' ? 'desc' : 'asc'}`);
    const name = `idx_${parts.join('_')}`.replace(/[^A-Za-z0-9_]/g, '_');
    this.db.exec(`CREATE INDEX IF NOT EXISTS ${name} ON docs(parent, ${columns.join(', ')})`);
    return name;
  }

  statement(sql: string): Database.Statement {
    let stmt = this.statements.get(sql);
    if (!stmt) {
      stmt = this.db.prepare(sql);
      this.statements.set(sql, stmt);
    }
    return stmt;
  }

  collection<T = DocumentData>(path: string): CollectionReference<T> {
    return new SqliteCollection<T>(this, assertCollectionPath(path));
  }

  doc<T = DocumentData>(path: string): DocumentReference<T> {
    return new SqliteDoc<T>(this, assertDocumentPath(path));
  }

  async getAll<T>(...refs: DocumentReference<T>[]): Promise<DocumentSnapshot<T>[]> {
    return refs.map((ref) => this.snapshotOf<T>(ref.path, this.readRow(ref.path)));
  }

  batch(): WriteBatch {
    return new SqliteBatch(this);
  }

  async runTransaction<R>(fn: (tx: Transaction) => Promise<R>): Promise<R> {
    // A transaction started inside another would wait on the mutex for itself forever.
    if (this.insideTransaction.getStore()) throw new StoreError('invalid-argument', 'runTransaction() cannot be called inside a transaction.');
    // One transaction at a time per process; across processes the version check at
    // commit catches interleaving and the callback runs again, as Firestore retries.
    return this.txMutex.run(async () => {
      for (let attempt = 1; ; attempt++) {
        const tx = new SqliteTransaction(this);
        const result = await this.insideTransaction.run(true, () => fn(tx));
        try {
          this.commit(tx.writes, tx.reads);
          return result;
        } catch (error) {
          if (!(error instanceof Conflict)) throw error;
          if (attempt >= MAX_ATTEMPTS) throw new StoreError('aborted', 'Transaction contended too long; please try again.');
          // Random backoff, as Firestore's clients do, so contending writers stop meeting in lockstep.
          await sleep(Math.random() * 5 * 2 ** attempt);
        }
      }
    });
  }

  async close(): Promise<void> {
    this.db.close();
  }

  // --- internals used by refs, queries, batches and transactions ---

  readRow(path: string): Row | undefined {
    return this.statement('SELECT path, id, data, version FROM docs WHERE path = ?').get(path) as Row | undefined;
  }

  snapshotOf<T>(path: string, row: Row | undefined): DocumentSnapshot<T> {
    return new SqliteSnapshot<T>(new SqliteDoc<T>(this, path), row ? (JSON.parse(row.data) as T) : undefined);
  }

  /** Applies writes atomically; `reads` (path → version seen) must still hold. */
  commit(writes: WriteOp[], reads: Map<string, number> = new Map()): void {
    const run = this.db.transaction(() => {
      for (const [path, version] of reads) {
        if ((this.readRow(path)?.version ?? 0) !== version) throw new Conflict();
      }
      const nowIso = this.now().toISOString();
      for (const op of writes) this.applyOp(op, nowIso);
    });
    run.immediate();
  }

  private applyOp(op: WriteOp, nowIso: string): void {
    const row = this.readRow(op.path);
    const existing = row ? (JSON.parse(row.data) as DocumentData) : undefined;
    if (op.type === 'delete') {
      if (row) this.statement('DELETE FROM docs WHERE path = ?').run(op.path);
      return;
    }
    let next: DocumentData;
    if (op.type === 'create') {
      if (row) throw new StoreError('already-exists', `Document already exists: ${op.path}`);
      next = applySet(undefined, op.data, false, nowIso);
    } else if (op.type === 'update') {
      if (!existing) throw new StoreError('not-found', `No document to update: ${op.path}`);
      next = applyUpdate(existing, op.data, nowIso);
    } else {
      next = applySet(existing, op.data, op.merge, nowIso);
    }
    const data = JSON.stringify(next);
    // Firestore refuses a document over 1 MiB; so does this store, so tests meet the limit (the
    // JSON is a little larger than Firestore's count, so this refuses a little earlier).
    if (data.length > MAX_DOCUMENT_BYTES / 3 && Buffer.byteLength(data) > MAX_DOCUMENT_BYTES) {
      throw new StoreError('invalid-argument', `Document exceeds the maximum size of 1 MiB: ${op.path}`);
    }
    this.statement('INSERT OR REPLACE INTO docs (path, parent, id, data, version) VALUES (?, ?, ?, ?, ?)').run(
      op.path,
      parentOf(op.path),
      lastSegment(op.path),
      data,
      nextVersion(),
    );
  }

  runQuery(spec: QuerySpec): Row[] {
    const { sql, params } = this.buildSql(spec, 'SELECT path, id, data, version');
    return this.statement(sql).all(...params) as Row[];
  }

  countQuery(spec: QuerySpec): number {
    const { sql, params } = this.buildSql(spec, 'SELECT 1');
    const row = this.statement(`SELECT COUNT(*) AS n FROM (${sql})`).get(...params) as { n: number };
    return row.n;
  }

  private buildSql(spec: QuerySpec, select: string): { sql: string; params: unknown[] } {
    const where: string[] = ['parent = ?'];
    const params: unknown[] = [spec.collection];
    const equals = (field: string, value: unknown): string => {
      if (value === null) return `${fieldTypeExpr(field)} = 'null'`;
      params.push(bindable(value));
      return `(${fieldTypeExpr(field)} IN ${jsonTypes(value)} AND ${fieldExpr(field)} = ?)`;
    };
    for (const f of spec.filters) {
      const expr = fieldExpr(f.field);
      const type = fieldTypeExpr(f.field);
      switch (f.op) {
        case '==':
          where.push(equals(f.field, f.value));
          break;
        case '!=':
          // As Firestore: the field must exist; a value of another type is "not equal".
          where.push(`${type} IS NOT NULL`, `NOT ${equals(f.field, f.value)}`);
          break;
        case '<':
        case '<=':
        case '>':
        case '>=':
          if (f.value === null) throw new StoreError('invalid-argument', "null only supports '==' and '!=' filters.");
          where.push(`${type} IN ${jsonTypes(f.value)}`, `${expr} ${f.op} ?`);
          params.push(bindable(f.value));
          break;
        case 'in': {
          const values = f.value as unknown[];
          if (!Array.isArray(values) || values.length === 0) throw new StoreError('invalid-argument', "'in' needs a non-empty array.");
          if (values.length > MAX_IN_VALUES) throw new StoreError('invalid-argument', `'in' takes at most ${MAX_IN_VALUES} values.`);
          const types = new Set(values.map(jsonTypes));
          if (types.size === 1 && values[0] !== null) {
            // One type: a plain IN, which an expression index can serve.
            where.push(`${type} IN ${jsonTypes(values[0])}`, `${expr} IN (${values.map(() => '?').join(', ')})`);
            params.push(...values.map(bindable));
          } else {
            where.push(`(${values.map((v) => equals(f.field, v)).join(' OR ')})`);
          }
          break;
        }
        case 'array-contains': {
          const path = jsonPath(f.field).replace(/'/g, "''");
          const match = f.value === null ? `e.type = 'null'` : `e.type IN ${jsonTypes(f.value)} AND e.value = ?`;
          where.push(`${type} = 'array'`, `EXISTS (SELECT 1 FROM json_each(data, '${path}') AS e WHERE ${match})`);
          if (f.value !== null) params.push(bindable(f.value));
          break;
        }
        default:
          throw new StoreError('invalid-argument', `Unsupported filter: ${String(f.op)}`);
      }
    }
    const orders = normalizedOrders(spec);
    for (const o of orders) where.push(`${fieldTypeExpr(o.field)} IS NOT NULL`);
    const lastDirection = orders.at(-1)?.direction ?? 'asc';
    if (spec.cursor) {
      const cursor = spec.cursor;
      const values = 'doc' in cursor ? orders.map((o) => getField(cursor.doc, o.field)) : cursor.values;
      if (values.some((v) => v === undefined)) throw new StoreError('invalid-argument', 'The cursor lacks a value for an orderBy field.');
      if (values.length > orders.length) throw new StoreError('invalid-argument', 'More cursor values than orderBy fields.');
      const keys: { expr: string; direction: Direction; value: unknown }[] = values.map((value, i) => ({
        expr: fieldExpr(orders[i].field),
        direction: orders[i].direction,
        value,
      }));
      if ('doc' in cursor) keys.push({ expr: 'id', direction: lastDirection, value: cursor.id });
      const alternatives: string[] = [];
      keys.forEach((key, i) => {
        const parts = keys.slice(0, i).map((k) => `${k.expr} = ?`);
        parts.push(`${key.expr} ${key.direction === 'asc' ? '>' : '<'} ?`);
        alternatives.push(`(${parts.join(' AND ')})`);
        params.push(...keys.slice(0, i + 1).map((k) => bindable(k.value)));
      });
      if (alternatives.length) where.push(`(${alternatives.join(' OR ')})`);
    }
    const orderBy = [...orders.map((o) => `${fieldExpr(o.field)} ${o.direction.toUpperCase()}`), `id ${lastDirection.toUpperCase()}`];
    let sql = `${select} FROM docs WHERE ${where.join(' AND ')} ORDER BY ${orderBy.join(', ')}`;
    if (spec.limit !== undefined) {
      sql += ' LIMIT ?';
      params.push(spec.limit);
    }
    return { sql, params };
  }
}

class SqliteSnapshot<T> implements DocumentSnapshot<T> {
  constructor(
    readonly ref: DocumentReference<T>,
    private readonly value: T | undefined,
  ) {}
  get id(): string {
    return this.ref.id;
  }
  get exists(): boolean {
    return this.value !== undefined;
  }
  data(): T | undefined {
    return this.value === undefined ? undefined : structuredClone(this.value);
  }
}

class SqliteDoc<T> implements DocumentReference<T> {
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

class SqliteQuery<T> implements Query<T> {
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

class SqliteCollection<T> extends SqliteQuery<T> implements CollectionReference<T> {
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

class SqliteBatch implements WriteBatch {
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

class SqliteTransaction implements Transaction {
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
