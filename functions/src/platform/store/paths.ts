import { randomBytes } from 'node:crypto';
import { StoreError } from './types';

const AUTO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A 20-character id from the same alphabet as Firestore's auto-ids. */
export function autoId(): string {
  const bytes = randomBytes(20);
  let id = '';
  for (const b of bytes) id += AUTO_ID_CHARS[b % AUTO_ID_CHARS.length];
  return id;
}

/**
 * An id for `collection.doc(id)`: one segment. Firestore would read "a/b/c" as a path into a
 * subcollection; both adapters refuse it, as they refuse empty and dot ids.
 */
export function documentId(id: string): string {
  if (!id || id === '.' || id === '..' || id.includes('/'))
    throw new StoreError('invalid-argument', `Not a document id: ${id}`);
  return id;
}

export function splitPath(path: string): string[] {
  const parts = path.split('/').filter(Boolean);
  if (parts.some((p) => p === '.' || p === '..')) throw new StoreError('invalid-argument', `Bad path: ${path}`);
  return parts;
}

export function assertCollectionPath(path: string): string {
  const parts = splitPath(path);
  if (parts.length % 2 !== 1) throw new StoreError('invalid-argument', `Not a collection path: ${path}`);
  return parts.join('/');
}

export function assertDocumentPath(path: string): string {
  const parts = splitPath(path);
  if (parts.length === 0 || parts.length % 2 !== 0)
    throw new StoreError('invalid-argument', `Not a document path: ${path}`);
  return parts.join('/');
}

export function parentOf(docPath: string): string {
  return docPath.slice(0, docPath.lastIndexOf('/'));
}

export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
