import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The import-cycle check of `npm run lint` (scripts/check-cycles.mjs), run on a folder of its own:
 * it must fail on a cycle of run-time imports, `import()` included, and let a cycle closed only by
 * a type import pass.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function check(files: Record<string, string>): { status: number | null; out: string } {
  const dir = mkdtempSync(join(tmpdir(), 'everlink-cycles-'));
  dirs.push(dir);
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  const run = spawnSync(process.execPath, ['scripts/check-cycles.mjs', `${dir}/**/*.ts`, 'functions/tsconfig.json'], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout };
}

describe('lint: import cycles', () => {
  it('fails on a cycle of imports, a lazy import() included', () => {
    const run = check({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      'c.ts': "export const c = () => import('./d');\n",
      'd.ts': "import { c } from './c';\nexport const d = c;\n",
    });
    expect(run.status).toBe(1);
    expect(run.out).toContain('2 import cycle(s)');
  }, 60_000);

  it('passes a cycle closed only by a type import, which vanishes at build', () => {
    const run = check({
      'a.ts': "import type { B } from './b';\nexport type A = { b?: B };\nexport const a = 1;\n",
      'b.ts': "import { a } from './a';\nexport type B = { a: typeof a };\n",
    });
    expect(run.out).toContain('0 import cycle(s)');
    expect(run.status).toBe(0);
  }, 60_000);
});
