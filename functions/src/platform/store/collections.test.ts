import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteStore } from './sqlite-store';
import { COLLECTIONS, collections } from './collections';
import { StoreError } from './types';
import indexes from '../../../../firestore.indexes.json';

const src = new URL('../../', import.meta.url);
/** The code of the StoreError `work` throws, if it throws one. */
function refusal(work: () => unknown): string | undefined {
  try {
    work();
  } catch (error) {
    if (error instanceof StoreError) return error.code;
    throw error;
  }
  return undefined;
}

const names = new Set(Object.values(COLLECTIONS).map((entry) => ('name' in entry ? entry.name : entry.path)));

describe('the collections map', () => {
  let dir: string;
  let store: SqliteStore;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'everlink-collections-'));
    store = new SqliteStore({
      file: join(dir, 'collections.sqlite'),
      indexes: indexes.indexes as never,
      fieldOverrides: indexes.fieldOverrides,
    });
  });
  afterAll(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('opens top-level collections and the ones under a parent document at their documented paths', () => {
    const c = collections({ store });
    expect(c.users.doc('u1').path).toBe('users/u1');
    expect(c.employees('c1').doc('u1').path).toBe('companies/c1/employees/u1');
    expect(c.companyRoles('c1').path).toBe('companies/c1/roles');
    expect(c.visitors('p1_2026-01-02').doc('v').path).toBe('profileStats/p1_2026-01-02/visitors/v');
    for (const [key, entry] of Object.entries(COLLECTIONS)) {
      const ref =
        'parent' in entry && entry.parent
          ? (c[key as keyof typeof c] as (id: string) => { path: string })('x')
          : (c[key as keyof typeof c] as { path: string });
      expect(ref.path).toBe(entry.path.replace('{id}', 'x'));
    }
  });

  it('refuses a parent id that is not one path segment', () => {
    expect(refusal(() => collections({ store }).employees('a/b/c'))).toBe('invalid-argument');
    expect(refusal(() => collections({ store }).employees(''))).toBe('invalid-argument');
    expect(refusal(() => collections({ store }).employees('c1'))).toBeUndefined();
  });

  it('names every collection that firestore.indexes.json indexes', () => {
    const indexed = [...indexes.indexes, ...indexes.fieldOverrides].map((entry) => entry.collectionGroup);
    expect(indexed.filter((name) => !names.has(name))).toEqual([]);
  });

  it('gives each collection a writer that exists', () => {
    const missing = Object.entries(COLLECTIONS).filter(([, entry]) => !existsSync(new URL(entry.owner, src)));
    expect(missing).toEqual([]);
  });

  it('is covered by firestore.rules, which refuse every client read and write', () => {
    // Clients go through the API only: one rule for every document, so no collection is left open.
    const rules = readFileSync(new URL('../../../../firestore.rules', import.meta.url), 'utf8');
    expect(rules).toMatch(/match \/\{document=\*\*\} \{\s*allow read, write: if false;\s*\}/);
  });
});
