import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule of eslint.config.js that keeps collection paths in platform/store/collections.ts:
 * it must refuse each way of opening data by path, and let the map and the store's own code be.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../', import.meta.url)) });

async function refusedLines(code: string, filePath: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  // One call may match two selectors (`store.doc` and a path): a line counts once.
  return [...new Set(result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.line))];
}

describe('lint: collection paths only in the collections map', () => {
  it('refuses collections and documents opened by path anywhere in the functions', async () => {
    const code = [
      'export const a = (ctx: any) => ctx.store.collection("users");',
      'export const b = (ctx: any, id: string) => ctx.store.doc(`users/${id}`);',
      'export const c = (store: any) => store.doc("meta/seed");',
      'export const d = (ref: any) => ref.collection("visitors");',
      'export const e = (t: any) => t.deps.store.doc("users/u1");',
      'export const f = (db: any) => db.doc("companies/c1/roles/admin");',
      'export const g = (db: any, id: string) => db.doc(`companies/${id}/settings/shareKit`);',
      'export const h = (db: any) => db.collectionGroup("employees");',
    ].join('\n');
    for (const file of [
      'functions/src/modules/users/users.service.ts',
      'functions/test/harness.test-support.ts',
      'functions/scripts/seed.ts',
    ]) {
      expect(await refusedLines(code, file)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
  }, 60_000);

  it('lets the map, ids and other paths pass, and the store keep its own', async () => {
    const code = [
      "import { collections } from '../../platform/store/collections';",
      'export const a = (ctx: any, id: string) => collections(ctx).users.doc(id);',
      'export const b = (ctx: any, p: string, d: string) => collections(ctx).profileStats.doc(`${p}_${d}`);',
      'export const c = (ctx: any, id: string) => collections(ctx).employees(id).doc("u1");',
      'export const d = (ctx: any, id: string) => ctx.blobs.deletePrefix(`profiles/${id}`);',
    ].join('\n');
    expect(await refusedLines(code, 'functions/src/modules/users/users.service.ts')).toEqual([]);
    expect(
      await refusedLines(
        'export const a = (store: any) => store.collection("items").doc("x");',
        'functions/src/platform/store/sqlite-store.test.ts',
      ),
    ).toEqual([]);
  }, 60_000);
});
