// The typecheck and the lint: `npm run typecheck`, `npm run lint`, and both at once as `npm test`'s
// first step (no argument). The steps are listed here only, in two lanes run side by side: each
// tool is single-threaded, so on a 2-core runner one after another left a core idle for about
// three minutes of the run's thirty (docs/testing.md). Both lanes run to the end, so one run names
// every failure.
import { run } from './lib/stack.mjs';

const lanes = [
  [
    ['typecheck', 'npm', ['run', 'typecheck', '-w', 'functions']],
    ['lint', 'npx', ['eslint', '.']],
    ['lint', 'node', ['scripts/check-cycles.mjs']],
  ],
  [
    ['typecheck', 'npm', ['run', 'typecheck', '-w', 'web']],
    ['lint', 'npx', ['prettier', '--check', '.']],
  ],
];

const only = process.argv[2];
if (only && only !== 'typecheck' && only !== 'lint') {
  console.error(`Usage: node scripts/checks.mjs [typecheck|lint], not "${only}".`);
  process.exit(2);
}

async function runLane(steps) {
  const failed = [];
  for (const [kind, command, args] of steps) {
    if (only && kind !== only) continue;
    try {
      await run(command, args);
    } catch (error) {
      failed.push(error.message);
    }
  }
  return failed;
}

const failed = (await Promise.all(lanes.map(runLane))).flat();
for (const message of failed) console.error(message);
process.exit(failed.length ? 1 : 0);
