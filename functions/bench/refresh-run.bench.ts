import { createCountingContext } from '../test/counting-store.test-support';
import { startProviderFakes } from '../test/fakes';
import { tasksIdle } from '../src/platform/tasks';
import { PROVIDERS } from '../src/integrations/registry';
import { refreshProviderTokens } from '../src/jobs/refresh-provider-tokens';
import { seedInstagramConnections } from '../src/jobs/refresh.test-support';
import { fixed, table, type Bench } from './lib';

export const CONNECTIONS = 10_000;
/** Tokens inside Instagram's 7-day window at one 6-hourly run: 60-day tokens renewed as they come due. */
export const TOKENS_DUE = 250;
/** Cards with a visitor in the last 7 days, of all whose feed is past its 6 hours. */
const SEEN = 1_000;
/** The run's budget: every due document and its owner's profile once, a query per 30 profiles, a read per seen card-day. */
const SCHEDULER_READS_BUDGET = TOKENS_DUE + 2 * CONNECTIONS + SEEN * 7 + Math.ceil(CONNECTIONS / 30) + 100;

export interface RunCost {
  reads: number;
  writes: number;
  ms: number;
}

/**
 * One `refresh-instagram` run over 10,000 connections, every feed past its due time: the run
 * itself (pages of due documents, enqueuing) and then the tasks it enqueued, run in this process
 * against the provider fakes. Reads and writes as Firestore bills them (test/counting-store);
 * the cost bench uses it too.
 */
export async function measureRefreshRun(): Promise<{
  run: RunCost;
  tasks: RunCost;
  report: Awaited<ReturnType<typeof refreshProviderTokens>>;
}> {
  const fakes = await startProviderFakes();
  // Local: the tasks run in this process, never on Cloud Tasks.
  const t = await createCountingContext({ EVERLINK_FAKES_URL: fakes.url, EVERLINK_LOCAL: '1' });
  const deps = t.deps;
  try {
    const now = t.clock.now();
    await seedInstagramConnections(
      { store: t.store, config: deps.config },
      {
        count: CONNECTIONS,
        tokensDue: TOKENS_DUE,
        contentDue: CONNECTIONS,
        seen: SEEN,
        now,
        token: () => fakes.instagram.grant().accessToken,
      },
    );
    const instagram = PROVIDERS.find((p) => p.id === 'instagram')!;

    t.ops.reset();
    let started = performance.now();
    const report = await refreshProviderTokens(deps, instagram);
    let cost = t.ops.snapshot();
    const run = { reads: cost.reads, writes: cost.writes + cost.deletes, ms: performance.now() - started };

    t.ops.reset();
    started = performance.now();
    await tasksIdle(deps.store);
    cost = t.ops.snapshot();
    const tasks = { reads: cost.reads, writes: cost.writes + cost.deletes, ms: performance.now() - started };
    return { run, tasks, report };
  } finally {
    await tasksIdle(deps.store);
    await t.close();
    await fakes.close();
  }
}

export const refreshRunBench: Bench = {
  name: 'refresh-run',
  description: `refresh-instagram over ${CONNECTIONS.toLocaleString('en')} connections (${TOKENS_DUE} tokens due, every feed due, ${SEEN} cards seen)`,
  async run() {
    const { run, tasks, report } = await measureRefreshRun();
    console.log(
      table(
        ['step', 'reads', 'writes', 'ms', 'read budget'],
        [
          ['the run (page, find seen cards, enqueue)', run.reads, run.writes, fixed(run.ms, 0), SCHEDULER_READS_BUDGET],
          [`its ${report.enqueued} tasks (provider calls)`, tasks.reads, tasks.writes, fixed(tasks.ms, 0), '-'],
          ['per run', run.reads + tasks.reads, run.writes + tasks.writes, fixed(run.ms + tasks.ms, 0), '-'],
        ],
      ),
    );
    console.log(
      `\nreport: ${JSON.stringify(report)}\nbefore (the job at 35673aa, which fetched every feed in the run): docs/operations.md, "Benchmarks"`,
    );
  },
};
