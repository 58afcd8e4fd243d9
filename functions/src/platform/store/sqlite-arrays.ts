import type Database from 'better-sqlite3';
import { getField } from './apply-writes';
import { lastSegment } from './paths';
import type { CompositeIndex } from './sqlite-sql';
import type { DocumentData } from './types';

/**
 * The SQLite store's index of array elements: what Firestore keeps for an `arrayConfig: CONTAINS`
 * field of firestore.indexes.json. An expression index cannot hold one entry per element, so
 * `array-contains` on such a field (strings) is answered from a table of (collection, field,
 * element, document rowid) kept with every write, instead of json_each over every document
 * the rest of the query leaves (a scan of a user's whole book for a rare search).
 */

/**
 * Matches at or above which a query walks its ordered index and keeps the matches, instead of
 * reading and sorting all of them: about where both read as many rows (√(26 · 50,000) for a page of
 * 25 in a book of 50,000; a row costs the same either way, its JSON read once).
 */
const DENSE = 1_000;

export class ArrayEntries {
  /** Indexed array fields by collection id. */
  private readonly fields = new Map<string, string[]>();

  constructor(
    private readonly db: Database.Database,
    indexes: CompositeIndex[],
  ) {
    for (const index of indexes) {
      for (const f of index.fields.filter((field) => field.arrayConfig)) {
        const list = this.fields.get(index.collectionGroup) ?? [];
        if (!list.includes(f.fieldPath)) this.fields.set(index.collectionGroup, [...list, f.fieldPath]);
      }
    }
    // No index by document: a write removes the old entries by their key, from the old document's values.
    db.exec(`CREATE TABLE IF NOT EXISTS doc_arrays (coll TEXT NOT NULL, field TEXT NOT NULL, val TEXT NOT NULL, docid INTEGER NOT NULL, PRIMARY KEY (coll, field, val, docid)) WITHOUT ROWID;
      DROP INDEX IF EXISTS doc_arrays_docid;
      CREATE TABLE IF NOT EXISTS doc_arrays_fields (coll TEXT NOT NULL, field TEXT NOT NULL, PRIMARY KEY (coll, field)) WITHOUT ROWID;`);
    this.sync();
  }

  /** Fills the table for fields indexed since the file was last opened, and forgets fields no longer indexed. */
  private sync(): void {
    this.db
      .transaction(() => {
        // Read inside the write transaction: another process opening the same file may have just filled it.
        const have = this.db.prepare('SELECT coll, field FROM doc_arrays_fields').all() as { coll: string; field: string }[];
        for (const { coll, field } of have) {
          if (this.fields.get(coll)?.includes(field)) continue;
          this.db.prepare('DELETE FROM doc_arrays WHERE field = ? AND (coll = ? OR coll LIKE ?)').run(field, coll, `%/${coll}`);
          this.db.prepare('DELETE FROM doc_arrays_fields WHERE coll = ? AND field = ?').run(coll, field);
        }
        for (const [coll, fields] of this.fields) {
          for (const field of fields) {
            if (have.some((h) => h.coll === coll && h.field === field)) continue;
            const path = `$.${field}`.replace(/'/g, "''");
            this.db
              .prepare(
                `INSERT OR IGNORE INTO doc_arrays (coll, field, val, docid) SELECT docs.parent, ?, e.value, docs.rowid FROM docs, json_each(docs.data, '${path}') AS e WHERE (docs.parent = ? OR docs.parent LIKE ?) AND e.type = 'text'`,
              )
              .run(field, coll, `%/${coll}`);
            this.db.prepare('INSERT INTO doc_arrays_fields (coll, field) VALUES (?, ?)').run(coll, field);
          }
        }
      })
      .immediate();
  }

  private fieldsOf(collectionPath: string): string[] | undefined {
    return this.fields.get(lastSegment(collectionPath));
  }

  /** Before the document at `path`, which holds `data`, is replaced or deleted (its rowid goes with it). */
  remove(collectionPath: string, path: string, data: DocumentData): void {
    const fields = this.fieldsOf(collectionPath);
    if (!fields) return;
    const remove = this.db.prepare('DELETE FROM doc_arrays WHERE coll = ? AND field = ? AND val = ? AND docid = (SELECT rowid FROM docs WHERE path = ?)');
    for (const field of fields) {
      const value = getField(data, field);
      if (Array.isArray(value)) for (const element of value) if (typeof element === 'string') remove.run(collectionPath, field, element, path);
    }
  }

  /** After the document was written as row `rowid`. */
  add(collectionPath: string, rowid: number | bigint, data: DocumentData): void {
    const insert = this.db.prepare('INSERT OR IGNORE INTO doc_arrays (coll, field, val, docid) VALUES (?, ?, ?, ?)');
    for (const field of this.fieldsOf(collectionPath) ?? []) {
      const value = getField(data, field);
      if (Array.isArray(value)) for (const element of value) if (typeof element === 'string') insert.run(collectionPath, field, element, rowid);
    }
  }

  /**
   * How to answer `field array-contains value` from the table, or undefined when it holds no such
   * entries. Few matches: the query is driven from them (`join`: each match's row read, the rest
   * filtered and sorted). Many: the query's own ordered index is walked and each row checked
   * against them (`+rowid` keeps SQLite from reading all of them first), which the LIMIT ends
   * early because matches are dense.
   */
  condition(collectionPath: string, field: string, value: unknown, limited: boolean): { sql: string; params: unknown[]; join?: string } | undefined {
    if (typeof value !== 'string' || !this.fieldsOf(collectionPath)?.includes(field)) return undefined;
    const params = [collectionPath, field, value];
    // Without a LIMIT (a count, a whole list) every match is read anyway: always from the matches.
    const matches = limited
      ? (this.db.prepare('SELECT COUNT(*) AS n FROM (SELECT 1 FROM doc_arrays WHERE coll = ? AND field = ? AND val = ? LIMIT ?)').get(...params, DENSE) as { n: number }).n
      : 0;
    if (matches < DENSE) return { join: 'doc_arrays AS a CROSS JOIN docs ON docs.rowid = a.docid', sql: 'a.coll = ? AND a.field = ? AND a.val = ?', params };
    return { sql: '+docs.rowid IN (SELECT docid FROM doc_arrays WHERE coll = ? AND field = ? AND val = ?)', params };
  }
}
