import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The module doors of eslint.config.js (docs/architecture.md, "Module doors"): outside a module,
 * code imports it through its index only; app.ts and card-page-app.ts alone take its routes file, wiring.ts alone its
 * `*.topic` file.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../', import.meta.url)) });
const RULES = new Set(['no-restricted-imports', '@typescript-eslint/no-restricted-imports']);

async function refusedLines(code: string, filePath: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return [...new Set(result.messages.filter((m) => m.ruleId && RULES.has(m.ruleId)).map((m) => m.line))];
}

/** Lints `import type … from '<from>'` in each file: line 1 refused (`[1]`) or passed (`[]`). */
async function expectImports(cases: [file: string, from: string][], refused: number[]): Promise<void> {
  for (const [file, from] of cases)
    expect(
      await refusedLines(`import type { X } from '${from}';\nexport type Y = X;`, file),
      `${file} <- ${from}`,
    ).toEqual(refused);
}

describe('lint: a module is imported through its index', () => {
  it("refuses another module's files, from a module, a job, an integration, platform, the apps, a script and a test", async () => {
    const cases: [string, string][] = [
      ['functions/src/modules/privacy/export.service.ts', '../billing/billing.model'],
      ['functions/src/modules/privacy/export.service.ts', '../socials/socials.service'],
      ['functions/src/modules/privacy/export.service.ts', '../../modules/cards/cards.privacy'],
      ['functions/src/jobs/registry.ts', '../modules/integrations/crm'],
      ['functions/src/integrations/core/lifecycle.ts', '../../modules/links/links.service'],
      ['functions/src/integrations/commerce/stripe/fake/stripe.fake.ts', '../../../../modules/billing/plans.catalog'],
      ['functions/src/platform/store/collections.ts', '../../modules/tools/occupations.service'],
      ['functions/src/app.ts', './modules/users/users.service'],
      ['functions/src/card-page-app.ts', './modules/public/public.service'],
      ['functions/src/wiring.ts', './modules/billing/seats'],
      ['functions/src/index.ts', './modules/billing/seats.topic'],
      ['functions/src/modules/privacy/export.service.ts', '../billing/seats.topic'],
      ['functions/scripts/seed.ts', '../src/modules/roles/roles.service'],
      ['functions/test/harness.test-support.ts', '../src/modules/billing/plans.service'],
    ];
    await expectImports(cases, [1]);
  }, 120_000);

  it('refuses the service, model and privacy files of company, contacts, profiles and public, and the offboarding job', async () => {
    const cases: [string, string][] = [
      ['functions/src/modules/privacy/erasure.steps.ts', '../company/company.privacy'],
      ['functions/src/modules/billing/seats.ts', '../company/company.service'],
      ['functions/src/modules/roles/roles.service.ts', '../company/company.model'],
      ['functions/src/jobs/registry.ts', '../modules/company/offboarding'],
      ['functions/src/modules/users/users.service.ts', '../contacts/contacts.model'],
      ['functions/src/jobs/transliterate-names.ts', '../modules/contacts/contacts.service'],
      ['functions/src/modules/privacy/export.service.ts', '../contacts/contacts.privacy'],
      ['functions/src/modules/links/links.service.ts', '../profiles/profiles.model'],
      ['functions/src/modules/company/offboarding.ts', '../profiles/profiles.service'],
      ['functions/src/modules/privacy/erasure.steps.ts', '../profiles/profiles.privacy'],
      ['functions/src/modules/links/links.service.ts', '../public/public-view.service'],
      ['functions/src/integrations/core/lifecycle.ts', '../../modules/public/public-view.model'],
      ['functions/src/platform/store/collections.ts', '../../modules/public/public-view.model'],
      ['functions/scripts/seed/company-brand.ts', '../../src/modules/company/company-branding.service'],
      ['functions/bench/contacts.bench.ts', '../src/modules/contacts/contacts.model'],
    ];
    await expectImports(cases, [1]);
  }, 120_000);

  it('lets the index, its own files, test support and app.ts and card-page-app.ts mounting routes pass', async () => {
    const cases: [string, string][] = [
      ['functions/src/modules/privacy/export.service.ts', '../billing'],
      ['functions/src/modules/privacy/export.service.ts', '../billing/index'],
      ['functions/src/modules/privacy/export.service.ts', './export.readme'],
      ['functions/src/modules/privacy/export.test.ts', '../billing/billing.test-support'],
      ['functions/src/jobs/registry.ts', '../modules/integrations'],
      ['functions/src/platform/store/collections.ts', '../../modules/tools'],
      ['functions/src/app.ts', './modules/users/users.routes'],
      ['functions/src/card-page-app.ts', './modules/public/pages.routes'],
      ['functions/src/wiring.ts', './modules/billing/seats.topic'],
      ['functions/test/harness.test-support.ts', '../src/modules/billing'],
      ['functions/src/jobs/registry.ts', '../modules/company'],
      ['functions/src/modules/privacy/erasure.steps.ts', '../contacts'],
      ['functions/src/modules/company/offboarding.ts', '../profiles'],
      ['functions/src/modules/links/links.service.ts', '../public'],
      ['functions/src/modules/company/company.service.ts', './company.model'],
    ];
    await expectImports(cases, []);
  }, 120_000);
});
