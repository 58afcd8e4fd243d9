import { isDeepStrictEqual } from 'node:util';
import { isTransform, type FieldTransform } from './field-value';
import { StoreError, type DocumentData } from './types';

/** Pure document arithmetic shared by the adapters that apply writes themselves. */

export type WriteKind = 'create' | 'set' | 'merge' | 'update';

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !isTransform(value) &&
    Object.getPrototypeOf(value) === Object.prototype
  );
}

function invalid(message: string): never {
  throw new StoreError('invalid-argument', message);
}

/**
 * Rejects what Firestore rejects, at the call as firebase-admin does, so code that works
 * locally does not fail in production: transforms inside arrays, `delete()` anywhere but
 * at the top level of update() or inside set(…, { merge: true }), an update without fields.
 */
export function validateWrite(kind: WriteKind, data: DocumentData): void {
  if (!isPlainObject(data)) invalid(`${kind}() needs a plain object.`);
  const check = (value: unknown, where: string, inArray: boolean, deleteAllowed: boolean): void => {
    if (isTransform(value)) {
      if (inArray) invalid(`FieldValue.${value.transform.kind}() cannot be used inside an array (${where}).`);
      if (value.transform.kind === 'delete' && !deleteAllowed) {
        invalid(
          `FieldValue.delete() can only be used at the top level of update() or in set() with { merge: true } (${where}).`,
        );
      }
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (item === undefined) invalid(`undefined cannot be stored in an array (${where}[${i}]).`);
        check(item, `${where}[${i}]`, true, false);
      });
      return;
    }
    if (isPlainObject(value)) {
      for (const [key, v] of Object.entries(value)) check(v, where ? `${where}.${key}` : key, inArray, deleteAllowed);
      return;
    }
    // Documents are stored as JSON locally: only plain data (and Dates, stored as ISO strings) round-trips.
    if (typeof value === 'object' && value !== null && !(value instanceof Date))
      invalid(`Only plain objects, arrays and scalars can be stored (${where}).`);
    if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint')
      invalid(`Cannot store a ${typeof value} (${where}).`);
  };
  if (kind === 'update') {
    const paths = Object.keys(data).filter((k) => data[k] !== undefined);
    if (!paths.length) invalid('update() needs at least one field.');
    for (const path of paths) {
      if (path.split('.').some((segment) => segment === '')) invalid(`Bad field path: "${path}".`);
      const value = data[path];
      if (isTransform(value)) check(value, path, false, true);
      else check(value, path, false, false);
    }
    return;
  }
  check(data, '', false, kind === 'merge');
}

function applyTransform(current: unknown, field: FieldTransform, nowIso: string): unknown {
  const t = field.transform;
  switch (t.kind) {
    case 'increment':
      return (typeof current === 'number' ? current : 0) + t.by;
    case 'arrayUnion': {
      const base = Array.isArray(current) ? [...current] : [];
      for (const v of t.values) if (!base.some((b) => isDeepStrictEqual(b, v))) base.push(v);
      return base;
    }
    case 'arrayRemove':
      return Array.isArray(current) ? current.filter((b) => !t.values.some((v) => isDeepStrictEqual(b, v))) : [];
    case 'serverTimestamp':
      return nowIso;
    case 'delete':
      return undefined;
  }
}

/** Resolves transforms and drops `undefined` (Firestore rejects undefined; we ignore it). */
function resolveValue(current: unknown, value: unknown, nowIso: string, merge: boolean): unknown {
  if (isTransform(value)) return applyTransform(current, value, nowIso);
  if (value instanceof Date) return value.toISOString();
  if (isPlainObject(value)) {
    const base: Record<string, unknown> = merge && isPlainObject(current) ? { ...current } : {};
    for (const [k, v] of Object.entries(value)) {
      if (v === undefined) continue;
      const next = resolveValue(base[k], v, nowIso, merge);
      if (next === undefined) delete base[k];
      else base[k] = next;
    }
    return base;
  }
  if (Array.isArray(value)) return value.map((v) => resolveValue(undefined, v, nowIso, false));
  return value;
}

export function applySet(
  existing: DocumentData | undefined,
  data: DocumentData,
  merge: boolean,
  nowIso: string,
): DocumentData {
  return resolveValue(merge ? existing : undefined, data, nowIso, merge) as DocumentData;
}

/** update(): each key is a dotted field path whose value replaces what is there. */
export function applyUpdate(existing: DocumentData, data: DocumentData, nowIso: string): DocumentData {
  const doc: DocumentData = structuredClone(existing);
  for (const [fieldPath, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const keys = fieldPath.split('.');
    if (isTransform(value) && value.transform.kind === 'delete') {
      const parent = keys.length === 1 ? doc : getField(doc, keys.slice(0, -1).join('.'));
      if (isPlainObject(parent)) delete parent[keys[keys.length - 1]];
      continue;
    }
    let node: Record<string, unknown> = doc;
    for (const key of keys.slice(0, -1)) {
      if (!isPlainObject(node[key])) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    const last = keys[keys.length - 1];
    const next = resolveValue(node[last], value, nowIso, false);
    if (next === undefined) delete node[last];
    else node[last] = next;
  }
  return doc;
}

export function getField(doc: DocumentData | undefined, fieldPath: string): unknown {
  let node: unknown = doc;
  for (const key of fieldPath.split('.')) {
    if (!isPlainObject(node)) return undefined;
    node = node[key];
  }
  return node;
}

/** A filter or cursor value as documents hold it: Dates become the ISO strings writes store. */
export function toStored(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toStored);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toStored(v)]));
  return value;
}
