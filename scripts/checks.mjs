// `npm test`'s first step: the typecheck and the lint (`npm run typecheck`, `npm run lint`) in two
// lanes at once. Each tool is single-threaded, so on a 2-core runner one after another left a core
// idle for about three minutes of the run's thirty (docs/testing.md). Both lanes run to the end,
// so one run names every failure.
import { run } from './lib/stack.mjs';

const lanes = [
  [
    ['npm', ['run', 'typecheck', '-w', 'functions']],
    ['npx', ['eslint', '.']],
    ['node', ['scripts/check-cycles.mjs']],
  ],
  [
    ['npm', ['run', 'typecheck', '-w', 'web']],
    ['npx', ['prettier', '--check', '.']],
  ],
];

async function runLane(steps) {
  const failed = [];
  for (const [command, args] of steps) {
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
