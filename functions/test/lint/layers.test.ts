import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of eslint.config.js: platform imports no module and only tests import test
 * support. Each must refuse its violation and let the allowed import pass. The integrations'
 * layers and the fakes are held by integration-layers.test.ts.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../', import.meta.url)) });

async function refusedBy(from: string, filePath: string, typeOnly = false): Promise<string[]> {
  const code = typeOnly
    ? `import type { X } from '${from}';\nexport type Y = X;`
    : `import { x } from '${from}';\nexport const y = x;`;
  const [result] = await eslint.lintText(code, { filePath });
  return [...new Set(result.messages.map((m) => m.ruleId ?? m.message))];
}

const IMPORTS = ['no-restricted-imports', '@typescript-eslint/no-restricted-imports'];
const expectRefused = async (from: string, filePath: string, typeOnly = false) =>
  expect(
    (await refusedBy(from, filePath, typeOnly)).some((rule) => IMPORTS.includes(rule)),
    `${filePath} <- ${from}`,
  ).toBe(true);
const expectAllowed = async (from: string, filePath: string, typeOnly = false) =>
  expect(await refusedBy(from, filePath, typeOnly), `${filePath} <- ${from}`).toEqual([]);

describe('lint: platform imports no module', () => {
  it('refuses a value import of a module, through its door or past it', async () => {
    await expectRefused('../../modules/billing', 'functions/src/platform/access/check.ts');
    await expectRefused('../modules/users', 'functions/src/platform/html.ts');
  }, 60_000);

  it("lets the collections map name a module's document type", async () => {
    await expectAllowed('../../modules/users', 'functions/src/platform/store/collections.ts', true);
  }, 60_000);
});

describe('lint: only tests import test support', () => {
  it('refuses a *.test-support import, export or import() in product code, server and web', async () => {
    const cases: [string, string][] = [
      [
        "import { a } from './users.test-support';\nexport const b = a;",
        'functions/src/modules/users/users.service.ts',
      ],
      ["export { a } from '../test/fetch-stub.test-support';", 'web/src/lib/probe.ts'],
      ["export * from './world.test-support';", 'functions/scripts/seed.ts'],
      ["export const a = () => import('../../test/setup.test-support');", 'web/src/features/cards/api.ts'],
    ];
    for (const [code, filePath] of cases) {
      const [result] = await eslint.lintText(code, { filePath });
      expect(
        result.messages.map((m) => m.ruleId),
        filePath,
      ).toContain('test-support/only-in-tests');
    }
  }, 60_000);

  it('lets tests, test support and benches import it', async () => {
    const code = "import { a } from './x.test-support';\nexport const b = a;";
    for (const filePath of [
      'functions/src/modules/users/users.test.ts',
      'functions/src/modules/users/users.test-support.ts',
      'web/src/features/cards/components/Probe.test.tsx',
      'functions/bench/probe.ts',
    ]) {
      const [result] = await eslint.lintText(code, { filePath });
      expect(
        result.messages.map((m) => m.ruleId),
        filePath,
      ).not.toContain('test-support/only-in-tests');
    }
  }, 60_000);
});
