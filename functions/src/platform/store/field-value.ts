/**
 * Write transforms, as firebase-admin's FieldValue. They are adapter-neutral sentinels:
 * the SQLite adapter applies them itself, the Firestore adapter translates them.
 * serverTimestamp() becomes an ISO 8601 string in both adapters, because the API
 * speaks ISO strings and ordering by them is the same as ordering by time.
 */
export type Transform =
  | { kind: 'increment'; by: number }
  | { kind: 'arrayUnion'; values: unknown[] }
  | { kind: 'arrayRemove'; values: unknown[] }
  | { kind: 'serverTimestamp' }
  | { kind: 'delete' };

export class FieldTransform {
  constructor(readonly transform: Transform) {}
}

export const FieldValue = {
  increment: (by: number) => new FieldTransform({ kind: 'increment', by }),
  arrayUnion: (...values: unknown[]) => new FieldTransform({ kind: 'arrayUnion', values }),
  arrayRemove: (...values: unknown[]) => new FieldTransform({ kind: 'arrayRemove', values }),
  serverTimestamp: () => new FieldTransform({ kind: 'serverTimestamp' }),
  delete: () => new FieldTransform({ kind: 'delete' }),
};

export function isTransform(value: unknown): value is FieldTransform {
  return value instanceof FieldTransform;
}
