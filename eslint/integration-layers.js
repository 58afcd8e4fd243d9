import { doorOutside, noInternals } from './restricted-imports.js';

/**
 * Integrations import downward only (docs/integrations.md, "Layout"), as cal.com's app store:
 * `core/` (the connection lifecycle) never imports a provider, the registry or the module built
 * on it; a provider imports core, platform and contract, never another provider nor a module;
 * `integrations/registry.ts` is the one file that imports every provider. Fakes stay out of
 * what is deployed: only tests, test support and other fakes import a `fake/` folder.
 */
const INTEGRATIONS = 'functions/src/integrations';
export const noFakes = {
  group: ['**/fake/**', '**/test/fakes', '**/test/fakes/**'],
  message: 'Fakes are for tests and local runs only: nothing deployed imports a fake/ folder.',
};
export const integrationLayers = [
  {
    files: [`${INTEGRATIONS}/core/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: noInternals('integrations/core never imports a provider, the registry or modules/integrations.', [
      '../registry',
      '../*/**',
      '!../core/**',
      '!../../**',
      '../../modules/integrations',
      '../../modules/integrations/**',
    ]),
  },
  {
    files: [`${INTEGRATIONS}/*/*.ts`],
    ignores: [`${INTEGRATIONS}/core/**`, `${INTEGRATIONS}/commerce/**`, '**/*.test.ts'],
    rules: noInternals(
      'A provider imports integrations/core, platform and contract only: no other provider, no registry, no module.',
      ['../registry', '../*/**', '!../core/**', '!../../**', '../../modules/**'],
    ),
  },
  {
    // The fakes share core/fake and know no other provider, nor the lifecycle they stand in front of.
    files: [`${INTEGRATIONS}/*/fake/*.ts`],
    ignores: [`${INTEGRATIONS}/commerce/**`],
    rules: noInternals('A fake imports core/fake and its own provider only.', [
      '../../registry',
      '../../*/**',
      '!../../core/fake',
      '!../../core/fake/**',
      '!../../../**',
      '../../../modules/**',
    ]),
  },
  {
    // What the fakes share knows no provider, and no more of core than they may: core/fake only.
    files: [`${INTEGRATIONS}/core/fake/*.ts`],
    rules: noInternals('core/fake imports no provider, no registry, no module and no other part of core.', [
      '../[a-z]*',
      '../../[a-z]*',
      '../../../modules/**',
    ]),
  },
  {
    // Billing's providers are the product's own accounts: nothing of the registry, core or a module applies to them.
    files: [`${INTEGRATIONS}/commerce/*/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: noInternals('Stripe and WooCommerce (integrations/commerce) import platform and contract only.', [
      '../[a-z]*',
      '../../[a-z]*',
      '../../../modules/**',
    ]),
  },
  {
    files: [`${INTEGRATIONS}/commerce/*/fake/*.ts`],
    rules: noInternals('A commerce fake imports core/fake, its own client and billing only.', [
      '../../[a-z]*',
      '../../../*/**',
      '!../../../core/fake',
      '!../../../core/fake/**',
      '!../../../../**',
      '../../../registry',
    ]),
  },
  {
    // typescript-eslint's copy of the rule, so that it adds to the boundaries above instead of replacing them.
    files: ['functions/src/**/*.ts'],
    ignores: ['**/fake/**', '**/*.test.ts', '**/*.test-support.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noFakes] }] },
  },
  {
    // The module doors for integrations, in the same copy of the rule as the fakes' pattern: the
    // blocks above hold the layers in the other copy.
    files: [`${INTEGRATIONS}/**/*.ts`],
    ignores: ['**/fake/**', '**/*.test.ts', '**/*.test-support.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noFakes, doorOutside('**/modules/')] }],
    },
  },
  {
    files: [`${INTEGRATIONS}/**/fake/**/*.ts`, `${INTEGRATIONS}/**/*.test.ts`, `${INTEGRATIONS}/**/*.test-support.ts`],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [doorOutside('**/modules/')] }] },
  },
];
