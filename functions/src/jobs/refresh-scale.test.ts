import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCountingContext, type CountingContext } from '../../test/counting-store.test-support';
import { startProviderFakes, type ProviderFakes } from '../../test/fakes';
import type { AppDeps } from '../platform/context';
import { tasksIdle } from '../platform/tasks';
import { PROVIDERS } from '../integrations/registry';
import { connectionRef, secretRef } from '../integrations/core/store';
import { refreshProviderTokens, RUN_LIMITS, type RunLimits } from './refresh-provider-tokens';
import { UNSEEN_RECHECK_MS } from './seen-cards';
import { seedInstagramConnections } from './refresh.test-support';

const NOW = new Date('2030-01-10T12:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms).toISOString();
const HOUR = 3600_000;
const instagram = PROVIDERS.find((p) => p.id === 'instagram')!;

let fakes: ProviderFakes;
let t: CountingContext;
/** The app's store: the counting store over t.store, where the run and its tasks run. */
let deps: AppDeps;
/** The fakes serve every test: each counts the token renewals since it began. */
let renewalsBefore = 0;
const renewals = () => new Set(fakes.instagram.tokens.refreshCalls.slice(renewalsBefore)).size;

beforeAll(async () => {
  fakes = await startProviderFakes();
});
afterAll(async () => fakes.close());
beforeEach(async () => {
  t = await createCountingContext({ EVERLINK_FAKES_URL: fakes.url });
  t.clock.set(NOW);
  deps = t.deps;
  renewalsBefore = fakes.instagram.tokens.refreshCalls.length;
});
afterEach(async () => {
  await tasksIdle(deps.store);
  await t.close();
});

const seed = (options: { count: number; tokensDue: number; contentDue: number; seen: number }) =>
  seedInstagramConnections(
    { store: t.store, config: t.deps.config },
    { ...options, now: NOW, token: () => fakes.instagram.grant().accessToken },
  );

/**
 * The run alone: the in-process queue starts its tasks after the run's own work (setImmediate)
 * and the SQLite store answers without yielding to it, so the figures at the run's return are the
 * scheduler's; the tasks run after, in `tasksIdle`.
 */
async function measuredRun(limits: RunLimits = RUN_LIMITS) {
  t.ops.reset();
  const report = await refreshProviderTokens(deps, instagram, limits);
  const cost = t.ops.snapshot();
  return { report, reads: cost.reads, writes: cost.writes + cost.deletes };
}

describe('refresh runs at scale', () => {
  it('reads only what is due over 2,000 connections, in pages, and enqueues one task per due connection', async () => {
    const seeded = await seed({ count: 2000, tokensDue: 150, contentDue: 100, seen: 12 });

    const { report, reads, writes } = await measuredRun({ ...RUN_LIMITS, pageSize: 50 });

    expect(report).toEqual({
      job: 'refresh-instagram',
      checked: 250,
      failed: 0,
      tokens: 150,
      content: 12,
      unseen: 88,
      enqueued: 162,
      duplicates: 0,
      // Tokens: 3 full pages and an empty one; content: 2 full pages and an empty one.
      pages: 7,
      more: 0,
    });
    // Each due document once, plus per content-due person their profile and one count of its days.
    expect(reads).toBeLessThanOrEqual(150 + 3 * 100 + report.pages);
    // The unseen cards' due time moves on; nothing else is written by the run.
    expect(writes).toBe(88);

    await tasksIdle(deps.store);
    expect(renewals()).toBe(150);
    for (const userId of seeded.tokensDue)
      expect((await secretRef(t.store, 'instagram', userId).get()).data()!.expiresAt > at(50 * 24 * HOUR)).toBe(true);
    for (const userId of seeded.contentSeen)
      expect((await connectionRef(t.store, 'instagram', userId).get()).data()).toMatchObject({
        contentUpdatedAt: NOW.toISOString(),
        contentDueAt: at(6 * HOUR),
      });
    for (const userId of seeded.contentUnseen)
      expect((await connectionRef(t.store, 'instagram', userId).get()).data()).toMatchObject({
        contentUpdatedAt: at(-7 * HOUR),
        contentDueAt: at(UNSEEN_RECHECK_MS),
      });
    const untouched = seeded.userIds[1000];
    expect((await secretRef(t.store, 'instagram', untouched).get()).data()!.updatedAt).toBe(at(-HOUR));

    // Everything due was done: the next run reads empty pages and enqueues nothing.
    const again = await measuredRun();
    expect(again.report).toMatchObject({ checked: 0, enqueued: 0, pages: 2 });
    expect(again.reads).toBe(2);
  });

  it('adds no task twice when a second run comes before the tasks ran', async () => {
    await seed({ count: 40, tokensDue: 30, contentDue: 0, seen: 0 });

    const [first, second] = await Promise.all([
      refreshProviderTokens(deps, instagram),
      refreshProviderTokens(deps, instagram),
    ]);

    expect(first).toMatchObject({ tokens: 30, enqueued: 30, duplicates: 0 });
    expect(second).toMatchObject({ tokens: 30, enqueued: 0, duplicates: 30 });
    await tasksIdle(deps.store);
    expect(fakes.instagram.tokens.refreshCalls.length - renewalsBefore).toBe(30);
  });

  it('stops at its page limit or time budget and leaves the rest due for the next run', async () => {
    await seed({ count: 2000, tokensDue: 1000, contentDue: 0, seen: 0 });
    const limits = { pageSize: 100, maxPages: 3, budgetMs: 60_000 };

    const first = await measuredRun(limits);
    expect(first.report).toMatchObject({ tokens: 300, enqueued: 300, pages: 3, more: 1 });
    expect(first.reads).toBe(300);
    await tasksIdle(deps.store);

    const second = await measuredRun(limits);
    expect(second.report).toMatchObject({ tokens: 300, enqueued: 300, pages: 3, more: 1 });
    await tasksIdle(deps.store);
    expect(renewals()).toBe(600);

    const spent = await measuredRun({ ...limits, budgetMs: 0 });
    expect(spent.report).toMatchObject({ checked: 0, enqueued: 0, pages: 0, more: 1 });
    expect(spent.reads).toBe(0);
  });

  it('has the queue retry a provider that answers 429, and gives up after the last attempt', async () => {
    const { contentSeen } = await seed({ count: 2, tokensDue: 0, contentDue: 2, seen: 2 });
    const connections = () =>
      Promise.all(contentSeen.map(async (userId) => (await connectionRef(t.store, 'instagram', userId).get()).data()!));
    fakes.instagram.faults.next('media', 'rate_limited');

    await refreshProviderTokens(deps, instagram);
    await tasksIdle(deps.store);

    // One of the two met the 429; both are refreshed.
    for (const refreshed of await connections()) {
      expect(refreshed).toMatchObject({ contentUpdatedAt: NOW.toISOString(), contentDueAt: at(6 * HOUR) });
      expect(refreshed.items.length).toBeGreaterThan(0);
    }

    // Over quota for every attempt: the content stays as it was, still due for a later run.
    t.clock.set(at(7 * HOUR));
    for (let i = 0; i < 10; i++) fakes.instagram.faults.next('media', 'rate_limited');
    await refreshProviderTokens(deps, instagram);
    await tasksIdle(deps.store);
    expect((await connections()).map((c) => c.contentDueAt)).toEqual([at(6 * HOUR), at(6 * HOUR)]);
  });
});
