import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The integration layers of eslint.config.js (docs/integrations.md, "Layout"): core imports no
 * provider, registry or modules/integrations; a provider no other provider, registry or module;
 * a fake only core/fake and its own provider; Stripe and WooCommerce (commerce/) platform and
 * contract only, their fakes core/fake, their own client and billing; nothing deployed imports a fake.
 */
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../../../', import.meta.url)) });
const RULES = new Set(['no-restricted-imports', '@typescript-eslint/no-restricted-imports']);
const SRC = 'functions/src/integrations';

async function refused(filePath: string, from: string): Promise<boolean> {
  const [result] = await eslint.lintText(`import type { X } from '${from}';\nexport type Y = X;`, { filePath });
  return result.messages.some((m) => m.ruleId !== null && RULES.has(m.ruleId));
}

async function expectRefused(cases: [string, string][], expected: boolean): Promise<void> {
  for (const [file, from] of cases) expect(await refused(`${SRC}/${file}`, from), `${file} <- ${from}`).toBe(expected);
}

describe('lint: integrations import downward only', () => {
  it('refuses core importing a provider, the registry, a fake or modules/integrations (its door included)', async () => {
    await expectRefused(
      [
        ['core/lifecycle.ts', '../registry'],
        ['core/lifecycle.ts', '../instagram/instagram.provider'],
        ['core/lifecycle.ts', '../x/fake/x.fake'],
        ['core/lifecycle.ts', '../../modules/integrations'],
        ['core/lifecycle.ts', '../../modules/integrations/crm'],
      ],
      true,
    );
  }, 120_000);

  it('refuses a provider importing another provider, the registry, a module or its own fake', async () => {
    await expectRefused(
      [
        ['x/x.routes.ts', '../tiktok/tiktok.api'],
        ['x/x.routes.ts', '../registry'],
        ['x/x.routes.ts', '../../modules/integrations'],
        ['x/x.routes.ts', '../../modules/links'],
        ['x/x.routes.ts', './fake/x.fake'],
      ],
      true,
    );
  }, 120_000);

  it('refuses a fake importing another provider, the registry, the lifecycle or a module; core/fake importing core', async () => {
    await expectRefused(
      [
        ['x/fake/x.fake.ts', '../../tiktok/fake/tiktok.fake'],
        ['x/fake/x.fake.ts', '../../tiktok/tiktok.provider'],
        ['x/fake/x.fake.ts', '../../registry'],
        ['x/fake/x.fake.ts', '../../core/lifecycle'],
        ['x/fake/x.fake.ts', '../../../modules/links'],
        ['core/fake/http.ts', '../lifecycle'],
        ['core/fake/http.ts', '../../x/x.provider'],
        ['core/fake/http.ts', '../../registry'],
        ['core/fake/http.ts', '../../../modules/links'],
      ],
      true,
    );
  }, 120_000);

  it('refuses Stripe and WooCommerce importing core, a provider, the registry, each other or a module', async () => {
    await expectRefused(
      [
        ['commerce/stripe/stripe.client.ts', '../../registry'],
        ['commerce/stripe/stripe.client.ts', '../../x/x.provider'],
        ['commerce/stripe/stripe.client.ts', '../../core/http'],
        ['commerce/stripe/stripe.client.ts', '../woocommerce/woocommerce.client'],
        ['commerce/stripe/stripe.client.ts', '../../../modules/billing'],
        ['commerce/stripe/fake/stripe.fake.ts', '../../../registry'],
        ['commerce/stripe/fake/stripe.fake.ts', '../../../x/x.provider'],
        ['commerce/stripe/fake/stripe.fake.ts', '../../../core/lifecycle'],
        ['commerce/stripe/fake/stripe.fake.ts', '../../woocommerce/woocommerce.client'],
      ],
      true,
    );
  }, 120_000);

  it('refuses deployed code importing a fake', async () => {
    await expectRefused(
      [
        ['registry.ts', './x/fake/x.fake'],
        ['commerce/stripe/stripe.client.ts', './fake/stripe.fake'],
        ['../modules/integrations/crm.ts', '../../integrations/x/fake/x.fake'],
        ['../index.ts', '../test/fakes'],
      ],
      true,
    );
  }, 120_000);

  it('lets each layer import what it may', async () => {
    await expectRefused(
      [
        ['core/lifecycle.ts', './store'],
        ['core/lifecycle.ts', '../../platform/access'],
        ['core/lifecycle.ts', '../../modules/public/public-view.model'],
        ['x/x.routes.ts', '../core/lifecycle'],
        ['x/x.routes.ts', '../../platform/html'],
        ['x/x.routes.ts', './x.provider'],
        ['x/fake/x.fake.ts', '../../core/fake/http'],
        ['x/fake/x.fake.ts', '../x.provider'],
        ['core/fake/http.ts', './faults'],
        ['x/x.test.ts', './fake/x.fake'],
        ['registry.ts', './x/x.provider'],
        ['commerce/stripe/stripe.client.ts', '../../../platform/config'],
        ['commerce/stripe/stripe.client.ts', './stripe.secrets'],
        ['commerce/stripe/fake/stripe.fake.ts', '../../../core/fake/http'],
        ['commerce/stripe/fake/stripe.fake.ts', '../stripe.client'],
        ['commerce/stripe/fake/stripe.fake.ts', '../../../../modules/billing'],
      ],
      false,
    );
  }, 120_000);
});
