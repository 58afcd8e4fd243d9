import { isDeepStrictEqual } from 'node:util';
import { isTransform, type FieldTransform } from './field-value';
import type { DocumentData } from './types';

/** Pure document arithmetic shared by the adapters that apply writes themselves. */

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isTransform(value) && Object.getPrototypeOf(value) === Object.prototype;
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

export function applySet(existing: DocumentData | undefined, data: DocumentData, merge: boolean, nowIso: string): DocumentData {
  return resolveValue(merge ? existing : undefined, data, nowIso, merge) as DocumentData;
}

/** update(): each key is a dotted field path whose value replaces what is there. */
export function applyUpdate(existing: DocumentData, data: DocumentData, nowIso: string): DocumentData {
  const doc: DocumentData = structuredClone(existing);
  for (const [fieldPath, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const keys = fieldPath.split('.');
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
