import type Database from 'better-sqlite3';
import { getField } from './apply-writes';
import { lastSegment } from './paths';
import { jsonPath, type CompositeIndex } from './sqlite-sql';
import type { DocumentData } from './types';

/**
 * The SQLite store's index of array elements: what Firestore keeps for an `arrayConfig: CONTAINS`
 * field of firestore.indexes.json. An expression index cannot hold one entry per element, so
 * `array-contains` on such a field (strings) is answered from a table of (list, element,
 * document rowid) kept with every write, a list being one field of one collection, instead of json_each over every document
 * the rest of the query leaves (a scan of a user's whole book for a rare search).
 *
 * The table holds only each array's MAXIMAL elements, those no other element of the array starts
 * with: a contact's ~62 search keys are the prefixes of ~7 words, so it adds ~7 entries, and
 * writing entries was most of an import's time. `array-contains v` reads the maximal elements
 * starting with v (every element is the start of one), a superset, and checks each candidate
 * document's array for v itself, so the answer stays exactly Firestore's for any array.
 */

/**
 * Matches at or above which a query walks its ordered index and keeps the matches, instead of
 * reading and sorting all of them: about where both read as many rows (√(26 · 50,000) for a page of
 * 25 in a book of 50,000; a row costs the same either way, its JSON read once).
 */
const DENSE = 1_000;

/** A list's elements starting with v: bound to (list, v, the first text after every text starting with v). */
const CANDIDATES = 'list = ? AND val >= ? AND val < ?';

/**
 * The least text above every text starting with `v`: its last code point one up (UTF-8, which
 * SQLite compares byte by byte, keeps code point order). When there is none (v empty, or all
 * U+10FFFF), an empty blob: SQLite orders every text below every blob.
 */
function prefixEnd(v: string): string | Buffer {
  const points = [...v];
  while (points.length) {
    const last = points.pop()!.codePointAt(0)!;
    if (last < 0x10ffff) return points.join('') + String.fromCodePoint(last + 1 === 0xd800 ? 0xe000 : last + 1);
  }
  return Buffer.alloc(0);
}

/**
 * The array's distinct strings that no other of its strings starts with. Sorted, the strings
 * starting with s come right after s, so s is maximal unless the next one starts with it.
 */
export function maximalElements(values: unknown[]): string[] {
  const sorted = values.filter((v): v is string => typeof v === 'string').sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const maxima: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const next = sorted[i + 1];
    // A repeated string is kept once, as its last copy.
    if (next === undefined || (next !== sorted[i] && !next.startsWith(sorted[i]))) maxima.push(sorted[i]);
  }
  return maxima;
}

export class ArrayEntries {
  /** Indexed array fields by collection id. */
  private readonly fields = new Map<string, string[]>();
  /** List ids by collection path and field, once known (they never change). */
  private readonly lists = new Map<string, number>();
  private readonly statements: Record<'add' | 'remove' | 'count' | 'list' | 'newList', Database.Statement>;

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
    // Entries name their list by a small integer, not by collection path and field: entries a
    // third the size make a third of the b-tree pages to write.
    // No index by document: a write removes the old entries by their key, from the old document's values.
    // Earlier files held every element (array_entries, filled as recorded in array_fields) or named
    // lists by collection and field (doc_arrays): dropped, and array_maxima filled anew by sync().
    db.exec(`DROP TABLE IF EXISTS doc_arrays; DROP TABLE IF EXISTS doc_arrays_fields; DROP TABLE IF EXISTS array_entries; DROP TABLE IF EXISTS array_fields;
      CREATE TABLE IF NOT EXISTS array_lists (list INTEGER PRIMARY KEY, coll TEXT NOT NULL, field TEXT NOT NULL, UNIQUE (coll, field));
      CREATE TABLE IF NOT EXISTS array_maxima (list INTEGER NOT NULL, val TEXT NOT NULL, docid INTEGER NOT NULL, PRIMARY KEY (list, val, docid)) WITHOUT ROWID;
      CREATE TABLE IF NOT EXISTS array_maxima_fields (coll TEXT NOT NULL, field TEXT NOT NULL, PRIMARY KEY (coll, field)) WITHOUT ROWID;`);
    // One statement a field, SQLite unpacking the array with json_each: a third of the time one statement an element takes.
    this.statements = {
      add: db.prepare(
        `INSERT OR IGNORE INTO array_maxima (list, val, docid) SELECT ?, e.value, ? FROM json_each(?) AS e`,
      ),
      remove: db.prepare(
        `DELETE FROM array_maxima WHERE list = ? AND docid = (SELECT rowid FROM docs WHERE path = ?) AND val IN (SELECT e.value FROM json_each(?) AS e)`,
      ),
      count: db.prepare(`SELECT COUNT(*) AS n FROM (SELECT 1 FROM array_maxima WHERE ${CANDIDATES} LIMIT ?)`),
      list: db.prepare('SELECT list FROM array_lists WHERE coll = ? AND field = ?'),
      newList: db.prepare('INSERT OR IGNORE INTO array_lists (coll, field) VALUES (?, ?)'),
    };
    this.sync();
  }

  /** Fills the table for fields indexed since the file was last opened, and forgets fields no longer indexed. */
  private sync(): void {
    const ofGroup = `(coll = ? OR coll LIKE ?)`;
    this.db
      .transaction(() => {
        // Read inside the write transaction: another process opening the same file may have just filled it.
        const have = this.db.prepare('SELECT coll, field FROM array_maxima_fields').all() as {
          coll: string;
          field: string;
        }[];
        for (const { coll, field } of have) {
          if (this.fields.get(coll)?.includes(field)) continue;
          this.db
            .prepare(
              `DELETE FROM array_maxima WHERE list IN (SELECT list FROM array_lists WHERE field = ? AND ${ofGroup})`,
            )
            .run(field, coll, `%/${coll}`);
          this.db.prepare(`DELETE FROM array_lists WHERE field = ? AND ${ofGroup}`).run(field, coll, `%/${coll}`);
          this.db.prepare('DELETE FROM array_maxima_fields WHERE coll = ? AND field = ?').run(coll, field);
        }
        for (const [coll, fields] of this.fields) {
          for (const field of fields) {
            if (have.some((h) => h.coll === coll && h.field === field)) continue;
            const path = jsonPath(field).replace(/'/g, "''");
            const inGroup = `(docs.parent = ? OR docs.parent LIKE ?)`;
            this.db
              .prepare(
                `INSERT OR IGNORE INTO array_lists (coll, field) SELECT DISTINCT docs.parent, ? FROM docs WHERE ${inGroup}`,
              )
              .run(field, coll, `%/${coll}`);
            // All read before writing: a statement cannot write while another still reads.
            const arrays = this.db
              .prepare(
                `SELECT l.list, docs.rowid AS docid, json_extract(docs.data, '${path}') AS arr FROM docs JOIN array_lists AS l ON l.coll = docs.parent AND l.field = ? WHERE ${inGroup} AND json_type(docs.data, '${path}') = 'array'`,
              )
              .all(field, coll, `%/${coll}`) as { list: number; docid: number; arr: string }[];
            for (const { list, docid, arr } of arrays) {
              const maxima = maximalElements(JSON.parse(arr) as unknown[]);
              if (maxima.length) this.statements.add.run(list, docid, JSON.stringify(maxima));
            }
            this.db.prepare('INSERT INTO array_maxima_fields (coll, field) VALUES (?, ?)').run(coll, field);
          }
        }
      })
      .immediate();
  }

  private fieldsOf(collectionPath: string): string[] | undefined {
    return this.fields.get(lastSegment(collectionPath));
  }

  /** The id of a collection's list of a field; `create` makes it when missing (a write), else undefined. */
  private listOf(collectionPath: string, field: string, create: boolean): number | undefined {
    const key = `${collectionPath}\u0000${field}`;
    let list = this.lists.get(key);
    if (list !== undefined) return list;
    if (create) this.statements.newList.run(collectionPath, field);
    list = (this.statements.list.get(collectionPath, field) as { list: number } | undefined)?.list;
    if (list !== undefined) this.lists.set(key, list);
    return list;
  }

  /** After a write transaction rolled back: lists it made are gone again, and their ids with them. */
  rolledBack(): void {
    this.lists.clear();
  }

  /** Before the document at `path`, which holds `data`, is replaced or deleted (its rowid goes with it). */
  remove(collectionPath: string, path: string, data: DocumentData): void {
    for (const [field, maxima] of this.entriesOf(collectionPath, data)) {
      const list = this.listOf(collectionPath, field, false);
      if (list !== undefined) this.statements.remove.run(list, path, maxima);
    }
  }

  /** After the document was written as row `rowid`. */
  add(collectionPath: string, rowid: number | bigint, data: DocumentData): void {
    for (const [field, maxima] of this.entriesOf(collectionPath, data))
      this.statements.add.run(this.listOf(collectionPath, field, true), rowid, maxima);
  }

  /** The document's indexed arrays, each as the JSON text of its maximal strings. */
  private entriesOf(collectionPath: string, data: DocumentData): [string, string][] {
    const entries: [string, string][] = [];
    for (const field of this.fieldsOf(collectionPath) ?? []) {
      const value = getField(data, field);
      const maxima = Array.isArray(value) ? maximalElements(value) : [];
      if (maxima.length) entries.push([field, JSON.stringify(maxima)]);
    }
    return entries;
  }

  /**
   * How to answer `field array-contains value` from the table, or undefined when it holds no such
   * entries. The table gives candidates (documents with an element starting with the value), and
   * `sql` keeps those whose array holds the value itself. Few candidates: the query is driven from
   * them (`join`, with `joinParams`: each one's row read, the rest filtered and sorted). Many: the
   * query's own ordered index is walked and each row checked against them (`+rowid` keeps SQLite
   * from reading all of them first), which the LIMIT ends early because matches are dense.
   */
  condition(
    collectionPath: string,
    field: string,
    value: unknown,
    limited: boolean,
  ): { sql: string; params: unknown[]; join?: string; joinParams?: unknown[] } | undefined {
    if (typeof value !== 'string' || !this.fieldsOf(collectionPath)?.includes(field)) return undefined;
    // A collection never written to has no list yet, and so no matches: -1 names no list.
    const range = [this.listOf(collectionPath, field, false) ?? -1, value, prefixEnd(value)];
    const holds = `EXISTS (SELECT 1 FROM json_each(docs.data, '${jsonPath(field).replace(/'/g, "''")}') AS e WHERE e.type = 'text' AND e.value = ?)`;
    // Without a LIMIT (a count, a whole list) every match is read anyway: always from the matches.
    const matches = limited ? (this.statements.count.get(...range, DENSE) as { n: number }).n : 0;
    // A document whose maximal elements include the value itself holds it: only the others are
    // checked against their array (a search of a whole word or of 12 characters rarely has any).
    if (matches < DENSE) {
      // Grouped: a document may have two maximal elements starting with the value; the least is the value when it is one.
      const join = `(SELECT docid, MIN(val) = ? AS exact FROM array_maxima WHERE ${CANDIDATES} GROUP BY docid) AS a CROSS JOIN docs ON docs.rowid = a.docid`;
      return { join, joinParams: [value, ...range], sql: `(a.exact OR ${holds})`, params: [value] };
    }
    // The value's own entry is one key lookup, cheaper than reading the array.
    const own = 'EXISTS (SELECT 1 FROM array_maxima AS o WHERE o.list = ? AND o.val = ? AND o.docid = docs.rowid)';
    return {
      sql: `+docs.rowid IN (SELECT docid FROM array_maxima WHERE ${CANDIDATES}) AND (${own} OR ${holds})`,
      params: [...range, range[0], value, value],
    };
  }
}
