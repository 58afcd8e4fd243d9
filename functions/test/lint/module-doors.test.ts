import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The module doors of eslint.config.js (docs/architecture.md, "Module doors"): outside a module,
 * code imports it through its index only; app.ts alone takes its routes file.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../', import.meta.url)) });
const RULES = new Set(['no-restricted-imports', '@typescript-eslint/no-restricted-imports']);

async function refusedLines(code: string, filePath: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return [...new Set(result.messages.filter((m) => m.ruleId && RULES.has(m.ruleId)).map((m) => m.line))];
}

describe('lint: a module is imported through its index', () => {
  it("refuses another module's files, from a module, a job, an integration, platform, app.ts, a script and a test", async () => {
    const cases: [string, string][] = [
      ['functions/src/modules/privacy/export.service.ts', '../billing/billing.model'],
      ['functions/src/modules/privacy/export.service.ts', '../socials/socials.service'],
      ['functions/src/modules/privacy/export.service.ts', '../../modules/cards/cards.privacy'],
      ['functions/src/jobs/registry.ts', '../modules/integrations/crm'],
      ['functions/src/integrations/core/lifecycle.ts', '../../modules/links/links.service'],
      ['functions/src/integrations/commerce/stripe/fake/stripe.fake.ts', '../../../../modules/billing/plans.catalog'],
      ['functions/src/platform/store/collections.ts', '../../modules/tools/occupations.service'],
      ['functions/src/app.ts', './modules/users/users.service'],
      ['functions/src/wiring.ts', './modules/billing/seats'],
      ['functions/scripts/seed.ts', '../src/modules/roles/roles.service'],
      ['functions/test/harness.test-support.ts', '../src/modules/billing/plans.service'],
    ];
    for (const [file, from] of cases) {
      expect(
        await refusedLines(`import type { X } from '${from}';\nexport type Y = X;`, file),
        `${file} <- ${from}`,
      ).toEqual([1]);
    }
  }, 120_000);

  it('lets the index, its own files, test support and app.ts mounting routes pass', async () => {
    const cases: [string, string][] = [
      ['functions/src/modules/privacy/export.service.ts', '../billing'],
      ['functions/src/modules/privacy/export.service.ts', '../billing/index'],
      ['functions/src/modules/privacy/export.service.ts', './export.readme'],
      ['functions/src/modules/privacy/export.test.ts', '../billing/billing.test-support'],
      ['functions/src/jobs/registry.ts', '../modules/integrations'],
      ['functions/src/platform/store/collections.ts', '../../modules/tools'],
      ['functions/src/app.ts', './modules/users/users.routes'],
      ['functions/test/harness.test-support.ts', '../src/modules/billing'],
    ];
    for (const [file, from] of cases) {
      expect(
        await refusedLines(`import type { X } from '${from}';\nexport type Y = X;`, file),
        `${file} <- ${from}`,
      ).toEqual([]);
    }
  }, 120_000);
});
