import { join } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, run on a few lines as if they were files of the app.
const eslint = new ESLint({ cwd: join(import.meta.dirname, '../../..') });

// Loading the config and its parsers takes seconds on a busy machine; once, before the cases.
beforeAll(() => eslint.lintText('', { filePath: 'web/src/features/dashboard/probe.ts' }), 60_000);

async function rulesHit(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('lint: app addresses come from session/paths.ts', () => {
  it('refuses an app path spelled by hand in a feature, as a string or a template', async () => {
    const code =
      "export const a = '/dashboard';\nexport const b = (id: string) => `/contacts/${id}/edit`;\nexport const c = '/auth/sign-in?method=phone';\n";
    expect(await rulesHit(code, 'web/src/features/dashboard/probe.ts')).toEqual([
      'no-restricted-syntax',
      'no-restricted-syntax',
      'no-restricted-syntax',
    ]);
  });

  it("refuses the landing page's '/' where it is an address", async () => {
    const code = [
      'export const a = <a href="/" />;',
      "export const b = () => navigate('/');",
      "export const c = 'a/b'.split('/');",
    ].join('\n');
    expect(
      await rulesHit(
        `declare const navigate: (to: string) => void;\n${code}\n`,
        'web/src/features/dashboard/Probe.tsx',
      ),
    ).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });

  it('refuses one in the shell and the shared components too', async () => {
    expect(await rulesHit("export const a = '/company-cards';\n", 'web/src/app/probe.ts')).toEqual([
      'no-restricted-syntax',
    ]);
    expect(await rulesHit("export const a = '/billing';\n", 'web/src/components/probe.ts')).toEqual([
      'no-restricted-syntax',
    ]);
  });

  it('lets paths.ts spell them, and leaves API addresses and other strings alone', async () => {
    expect(await rulesHit("export const ROUTES = { cards: '/cards' };\n", 'web/src/session/paths.ts')).toEqual([]);
    const code = [
      'const companyPath = (id: string, rest: string) => `/v1/company/${id}${rest}`;',
      "export const a = companyPath('c1', '/cards');",
      "export const b = '/v1/cards';",
      "export const c = '/company-logo/upload';",
      "export const d = 'cards';",
    ].join('\n');
    expect(await rulesHit(code, 'web/src/features/company/probe.ts')).toEqual([]);
  });

  it('refuses an app path handed whole to a function named like a path joiner', async () => {
    const code = [
      'const toPath = (to: string) => to;',
      "export const a = toPath('/dashboard');",
      'export const b = (id: string) => path(`/contacts/${id}/edit`);',
    ].join('\n');
    expect(
      await rulesHit(`declare const path: (to: string) => string;\n${code}\n`, 'web/src/features/dashboard/probe.ts'),
    ).toEqual(['no-restricted-syntax', 'no-restricted-syntax']);
  });
});

describe('lint: only the shell imports app/', () => {
  it('refuses app/ in a feature, at either depth', async () => {
    expect(
      await rulesHit("export { RequireAuth } from '../../../app/guards';\n", 'web/src/features/cards/routes/Probe.tsx'),
    ).toEqual(['no-restricted-imports']);
    expect(await rulesHit("export { routes } from '../../app/router';\n", 'web/src/features/cards/probe.ts')).toEqual([
      'no-restricted-imports',
    ]);
  });

  it('refuses app/ in the session, the shared components and lib', async () => {
    for (const folder of ['session', 'components', 'lib'])
      expect(await rulesHit("export { RouteError } from '../app/RouteError';\n", `web/src/${folder}/probe.ts`)).toEqual(
        ['no-restricted-imports'],
      );
  });

  it('lets features take the session and the shell take features', async () => {
    expect(
      await rulesHit(
        "export { useSession } from '../../../session/session';\n",
        'web/src/features/cards/routes/Probe.tsx',
      ),
    ).toEqual([]);
    expect(
      await rulesHit("export { default } from '../features/cards/routes/Cards';\n", 'web/src/app/probe.ts'),
    ).toEqual([]);
  });
});

describe('lint: dates and counts are formatted by i18n/format.ts', () => {
  it('refuses toLocale*String and Intl date formatters elsewhere', async () => {
    const code = [
      "export const a = new Date().toLocaleDateString('en-US');",
      'export const b = (1234).toLocaleString();',
      "export const c = new Intl.DateTimeFormat('en').format(new Date());",
      "export const d = new Intl.RelativeTimeFormat('en').format(1, 'day');",
    ].join('\n');
    expect(await rulesHit(code, 'web/src/features/billing/probe.ts')).toEqual(Array(4).fill('no-restricted-syntax'));
  });

  it('lets format.ts use them', async () => {
    expect(
      await rulesHit("export const a = new Intl.DateTimeFormat('en').format(new Date());\n", 'web/src/i18n/format.ts'),
    ).toEqual([]);
  });
});
