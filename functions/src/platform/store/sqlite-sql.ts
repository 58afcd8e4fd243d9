import { randomInt } from 'node:crypto';
import { validateWrite } from './apply-writes';
import type { FieldOverride } from './sqlite-index-rules';
import type { DocumentData, SetOptions, WhereOp, Direction } from './types';

/** The SQLite store's query specs, write ops and the SQL they become (shared by the store and its references). */
export interface CompositeIndex {
  collectionGroup: string;
  queryScope?: string;
  fields: { fieldPath: string; order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: string }[];
}

export interface SqliteStoreOptions {
  file: string;
  /** firestore.indexes.json's `indexes`: queries they (or single-field indexes) cannot answer are refused. */
  indexes?: CompositeIndex[];
  /** firestore.indexes.json's `fieldOverrides`: a field exempted there has no single-field index. */
  fieldOverrides?: FieldOverride[];
  /** Named in the missing-index error's console address, as Firestore names it. */
  projectId?: string;
  now?: () => Date;
}

export interface Filter {
  field: string;
  op: WhereOp;
  value: unknown;
}
export interface Order {
  field: string;
  direction: Direction;
}
export interface QuerySpec {
  collection: string;
  filters: Filter[];
  orders: Order[];
  limit?: number;
  /** Values for the (normalized) orderBy fields, or the document to start after. */
  cursor?: { values: unknown[] } | { doc: DocumentData; id: string };
}

export type WriteOp =
  | { type: 'create'; path: string; data: DocumentData }
  | { type: 'set'; path: string; data: DocumentData; merge: boolean }
  | { type: 'update'; path: string; data: DocumentData }
  | { type: 'delete'; path: string };

export interface Row {
  path: string;
  id: string;
  data: string;
  version: number;
}

export class Conflict extends Error {}

export const MAX_ATTEMPTS = 5;
/** Firestore's limit on the values of an 'in' filter. */
export const MAX_IN_VALUES = 30;
/** Firestore's limit on the writes of one commit (a batch or a transaction). */
export const MAX_WRITES = 500;
/** Firestore's limit on one document. */
export const MAX_DOCUMENT_BYTES = 1024 * 1024;
export const INEQUALITIES = new Set<WhereOp>(['<', '<=', '>', '>=', '!=']);

/**
 * A new random version on every write (not a counter), so a transaction notices a document
 * that was deleted and created again between its read and its commit.
 */
export const nextVersion = () => randomInt(1, 2 ** 47);

export function writeOp(type: 'create' | 'update', path: string, data: DocumentData): WriteOp;
export function writeOp(type: 'set', path: string, data: DocumentData, options?: SetOptions): WriteOp;
export function writeOp(
  type: 'create' | 'set' | 'update',
  path: string,
  data: DocumentData,
  options?: SetOptions,
): WriteOp {
  const merge = type === 'set' && !!options?.merge;
  validateWrite(merge ? 'merge' : type, data);
  return type === 'set' ? { type, path, data, merge } : { type, path, data };
}

/** json_extract path for a dotted field path; quoting keeps odd keys safe. */
export function jsonPath(field: string): string {
  return (
    '$' +
    field
      .split('.')
      .map((k) => `."${k.replace(/"/g, '""')}"`)
      .join('')
  );
}

export function fieldExpr(field: string): string {
  return `json_extract(data, '${jsonPath(field).replace(/'/g, "''")}')`;
}

export function fieldTypeExpr(field: string): string {
  return `json_type(data, '${jsonPath(field).replace(/'/g, "''")}')`;
}

/** How a JS value compares with what json_extract returns. */
export function bindable(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** The json_type names a value may match: Firestore compares only values of the same type. */
export function jsonTypes(value: unknown): string {
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
export function normalizedOrders(spec: QuerySpec): Order[] {
  const orders = [...spec.orders];
  const direction = orders.at(-1)?.direction ?? 'asc';
  const ordered = new Set(orders.map((o) => o.field));
  const inequalityFields = [...new Set(spec.filters.filter((f) => INEQUALITIES.has(f.op)).map((f) => f.field))].sort();
  for (const field of inequalityFields) if (!ordered.has(field)) orders.push({ field, direction });
  return orders;
}

export class AsyncMutex {
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
export function servesTheSameQueries(a: CompositeIndex, b: CompositeIndex): boolean {
  if (a.fields.length !== b.fields.length || a.fields.some((f, i) => f.fieldPath !== b.fields[i].fieldPath))
    return false;
  const direction = (f: CompositeIndex['fields'][number]) =>
    f.arrayConfig ? 'contains' : f.order === 'DESCENDING' ? 'desc' : 'asc';
  const first = a.fields.findIndex((f, i) => direction(f) !== direction(b.fields[i]));
  if (first < 0) return true;
  const uniform = (fields: CompositeIndex['fields'], d: string) => fields.slice(first).every((f) => direction(f) === d);
  return (
    (uniform(a.fields, 'asc') && uniform(b.fields, 'desc')) || (uniform(a.fields, 'desc') && uniform(b.fields, 'asc'))
  );
}
