// `npm run test:e2e`: the Playwright journeys against whole local stacks of their own (other
// ports and fresh data folders, so it runs beside `npm start`). The whole suite runs on two
// stacks, one a Playwright worker (docs/testing.md); a run narrowed by arguments, or
// E2E_STACKS=n, sets how many.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { root, run } from './lib/stack.mjs';
import { buildWeb, startE2eStack } from './lib/e2e-stack.mjs';
import { ensureWalletCredentials } from './lib/wallet-credentials.mjs';
import { printE2eSummary } from './lib/e2e-summary.mjs';

const base = resolve(root, '.local-e2e');
const resultsFile = resolve(base, 'results.json');
const args = process.argv.slice(2);
const stackCount = Number(process.env.E2E_STACKS ?? (args.length ? 1 : 2));
const indexes = [...Array(stackCount).keys()];
const webDir = (index) => `.local-e2e/stack-${index}/web`;

rmSync(base, { recursive: true, force: true });
await run('npm', ['run', 'build', '-w', 'functions']);
// Rollup spends most of a build on one core: two builds side by side take little more than one.
await Promise.all(indexes.map((index) => buildWeb(index, resolve(root, webDir(index)))));
const wallet = ensureWalletCredentials(resolve(base, 'wallet'));

const started = await Promise.allSettled(
  indexes.map((index) => startE2eStack(index, { base, webDir: webDir(index), walletDir: wallet.dir })),
);
const stacks = started.filter((s) => s.status === 'fulfilled').map((s) => s.value);
let code = 1;
try {
  if (stacks.length < stackCount) throw new Error('A stack did not start.');
  await run('npx', ['playwright', 'test', '--reporter=list,json', ...args], {
    cwd: resolve(root, 'web'),
    env: {
      PLAYWRIGHT_JSON_OUTPUT_NAME: resultsFile,
      // stack 0's addresses for the runner itself; each worker takes its own (playwright.config.ts)
      ...stacks[0].env,
      E2E_STACKS: JSON.stringify(stacks.map((stack) => stack.env)),
    },
  });
  code = 0;
} catch (error) {
  console.error(error.message);
  for (const [index, stack] of stacks.entries())
    console.error(`--- stack ${index}\n${stack.log().split('\n').slice(-40).join('\n')}`);
} finally {
  await Promise.all(stacks.map((stack) => stack.stop()));
}
printE2eSummary(resultsFile);
process.exit(code);
