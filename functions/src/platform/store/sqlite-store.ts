import Database from 'better-sqlite3';
import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { applySet, applyUpdate, getField } from './apply-writes';
import { assertCollectionPath, assertDocumentPath, lastSegment, parentOf } from './paths';
import {
  StoreError,
  type CollectionReference,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Store,
  type Transaction,
  type WriteBatch,
  type Direction,
} from './types';
import { ArrayEntries } from './sqlite-arrays';
import { IndexRules } from './sqlite-index-rules';
import { SqliteBatch, SqliteCollection, SqliteDoc, SqliteSnapshot, SqliteTransaction } from './sqlite-refs';
import {
  AsyncMutex,
  type CompositeIndex,
  Conflict,
  MAX_ATTEMPTS,
  MAX_DOCUMENT_BYTES,
  MAX_IN_VALUES,
  MAX_WRITES,
  type QuerySpec,
  type Row,
  type SqliteStoreOptions,
  type WriteOp,
  bindable,
  fieldExpr,
  fieldTypeExpr,
  jsonPath,
  jsonTypes,
  nextVersion,
  normalizedOrders,
  servesTheSameQueries,
} from './sqlite-sql';

/**
 * The embedded store for local runs and tests: one SQLite file in WAL mode, every document
 * a row keyed by its path. Queries become SQL over json_extract; the composite indexes of
 * firestore.indexes.json become expression indexes, so the same file tunes both stores.
 */

export class SqliteStore implements Store {
  readonly db: Database.Database;
  private readonly now: () => Date;
  private readonly statements = new Map<string, Database.Statement>();
  private readonly txMutex = new AsyncMutex();
  private readonly insideTransaction = new AsyncLocalStorage<true>();
  private readonly arrays: ArrayEntries;
  private readonly rules: IndexRules;

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
    this.arrays = new ArrayEntries(this.db, options.indexes ?? []);
    this.rules = new IndexRules(
      options.indexes ?? [],
      options.fieldOverrides ?? [],
      options.projectId ?? process.env.GCLOUD_PROJECT ?? 'demo-everlink',
    );
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
      /WITHOUT ROWID/i.test(
        (
          this.db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'docs'`).get() as
            { sql?: string } | undefined
        )?.sql ?? '',
      );
    if (!withoutRowid()) {
      this.db.exec(schema);
      return;
    }
    this.db
      .transaction(() => {
        if (!withoutRowid()) return;
        this.db.exec(`ALTER TABLE docs RENAME TO docs_without_rowid; DROP INDEX IF EXISTS docs_parent_id;`);
        this.db.exec(schema);
        this.db.exec(
          `INSERT INTO docs (path, parent, id, data, version) SELECT path, parent, id, data, version FROM docs_without_rowid; DROP TABLE docs_without_rowid;`,
        );
      })
      .immediate();
  }

  /** Creates the indexes of firestore.indexes.json and drops the ones it no longer lists. */
  private syncIndexes(indexes: CompositeIndex[]): void {
    const kept: CompositeIndex[] = [];
    for (const index of indexes) if (!kept.some((other) => servesTheSameQueries(other, index))) kept.push(index);
    const wanted = new Set(kept.map((index) => this.ensureIndex(index)));
    const present = this.db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'index' AND name GLOB 'idx_*'`)
      .all() as { name: string }[];
    for (const { name } of present) if (!wanted.has(name)) this.db.exec(`DROP INDEX IF EXISTS ${name}`);
  }

  private ensureIndex(index: CompositeIndex): string {
    const columns = index.fields
      .filter((f) => !f.arrayConfig)
      .map((f) => `${fieldExpr(f.fieldPath)} ${f.order === 'DESCENDING' ? 'DESC' : 'ASC'}`);
    // Every collection shares one table, keyed first by parent, so one expression index serves the
    // same fields in every collection: the name leaves the collection out, or SQLite would keep copies.
    // Directions are part of the name: two indexes on the same fields in other orders are two indexes.
    // CONTAINS fields are not: they live in the array table, so an index with one is the same SQL
    // index as the one without, kept once rather than maintained twice on every write.
    const parts = index.fields
      .filter((f) => !f.arrayConfig)
      .map((f) => `${f.fieldPath}_${f.order === 'DESCENDING' ? 'desc' : 'asc'}`);
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
    if (this.insideTransaction.getStore())
      throw new StoreError('invalid-argument', 'runTransaction() cannot be called inside a transaction.');
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
          if (attempt >= MAX_ATTEMPTS)
            throw new StoreError('aborted', 'Transaction contended too long; please try again.');
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
    return new SqliteSnapshot<T>(new SqliteDoc<T>(this, path), row?.data, row?.version);
  }

  /** Applies writes atomically; `reads` (path → version seen) must still hold. */
  commit(writes: WriteOp[], reads: Map<string, number> = new Map()): void {
    if (writes.length > MAX_WRITES)
      throw new StoreError('invalid-argument', `3 INVALID_ARGUMENT: maximum ${MAX_WRITES} writes allowed per request`);
    const run = this.db.transaction(() => {
      for (const [path, version] of reads) {
        if ((this.readRow(path)?.version ?? 0) !== version) throw new Conflict();
      }
      const nowIso = this.now().toISOString();
      for (const op of writes) this.applyOp(op, nowIso);
    });
    try {
      run.immediate();
    } catch (error) {
      this.arrays.rolledBack();
      throw error;
    }
  }

  private applyOp(op: WriteOp, nowIso: string): void {
    const row = this.readRow(op.path);
    const existing = row ? (JSON.parse(row.data) as DocumentData) : undefined;
    if (existing) this.arrays.remove(parentOf(op.path), op.path, existing);
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
    const written = this.statement(
      'INSERT OR REPLACE INTO docs (path, parent, id, data, version) VALUES (?, ?, ?, ?, ?)',
    ).run(op.path, parentOf(op.path), lastSegment(op.path), data, nextVersion());
    this.arrays.add(parentOf(op.path), written.lastInsertRowid, next);
  }

  runQuery(spec: QuerySpec): Row[] {
    this.rules.check(spec);
    const { sql, params } = this.buildSql(spec, 'SELECT path, id, data, version');
    return this.statement(sql).all(...params) as Row[];
  }

  countQuery(spec: QuerySpec): number {
    this.rules.check(spec);
    const { sql, params } = this.buildSql(spec, 'SELECT 1');
    const row = this.statement(`SELECT COUNT(*) AS n FROM (${sql})`).get(...params) as { n: number };
    return row.n;
  }

  private buildSql(spec: QuerySpec, select: string): { sql: string; params: unknown[] } {
    let from = 'docs';
    let fromParams: unknown[] = [];
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
          if (!Array.isArray(values) || values.length === 0)
            throw new StoreError('invalid-argument', "'in' needs a non-empty array.");
          if (values.length > MAX_IN_VALUES)
            throw new StoreError(
              'invalid-argument',
              `3 INVALID_ARGUMENT: 'IN' supports up to ${MAX_IN_VALUES} comparison values.`,
            );
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
          const indexed = this.arrays.condition(spec.collection, f.field, f.value, spec.limit !== undefined);
          if (indexed) {
            if (indexed.join) [from, fromParams] = [indexed.join, indexed.joinParams ?? []];
            where.push(indexed.sql);
            params.push(...indexed.params);
            break;
          }
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
      if (values.some((v) => v === undefined))
        throw new StoreError('invalid-argument', 'The cursor lacks a value for an orderBy field.');
      if (values.length > orders.length)
        throw new StoreError('invalid-argument', 'More cursor values than orderBy fields.');
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
    const orderBy = [
      ...orders.map((o) => `${fieldExpr(o.field)} ${o.direction.toUpperCase()}`),
      `id ${lastDirection.toUpperCase()}`,
    ];
    let sql = `${select} FROM ${from} WHERE ${where.join(' AND ')} ORDER BY ${orderBy.join(', ')}`;
    if (spec.limit !== undefined) {
      sql += ' LIMIT ?';
      params.push(spec.limit);
    }
    return { sql, params: [...fromParams, ...params] };
  }
}
