import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsDashboard } from '../../src/contract/analytics';
import { createUser } from '../harness.test-support';
import { createCountingContext, peakWrites, type CountingContext } from '../counting-store.test-support';
import { sendView } from '../../src/modules/analytics/analytics.test-support';
import { viralMinute } from './route-scenarios.test-support';

/**
 * A viral card (issue #23, item 1): 1,000 beacons for one card over a simulated minute, counted
 * by one instance with the production flush interval. No document takes more than one write in
 * any simulated second, the beacon costs well under the route's target amortized over the
 * flush, and a flood from one address is refused in memory with nothing read or written.
 */

const START = Date.parse('2026-03-02T10:00:00Z');
const VIEWS = 1000;

let t: CountingContext;
let profileId: string;

beforeAll(async () => {
  t = await createCountingContext({ ANALYTICS_FLUSH_MS: '60000' });
  t.clock.set(new Date(START));
  const owner = await createUser(t);
  profileId = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0].id;
  Object.assign(t, { owner });
});
afterAll(async () => t.close());

const view = (ip: string) => sendView(t, profileId, ip);

describe('a viral card', () => {
  it('1,000 views in a minute: no document over one write a second, ≤ 0.5 R and ≤ 1 W a beacon', async () => {
    const cost = await viralMinute(t, profileId, VIEWS, START);

    const hottest = peakWrites(cost, 1000)[0];
    console.log(
      `viral card: ${VIEWS + 1} beacons, ${cost.reads} R / ${cost.writes} W / ${cost.deletes} D;`,
      `hottest ${hottest.path}: ${hottest.writes} in a second, ${cost.writesByPath[hottest.path]} in all`,
    );
    expect(hottest.writes).toBeLessThanOrEqual(1);
    expect(cost.reads / (VIEWS + 1)).toBeLessThanOrEqual(0.5);
    expect(cost.writes / (VIEWS + 1)).toBeLessThanOrEqual(1);
    expect(cost.deletes).toBe(0);

    const owner = (t as unknown as { owner: { headers: Record<string, string> } }).owner;
    const dashboard = (await t.api.get(`/v1/analytics/dashboard/${profileId}`).set(owner.headers)).body
      .data as AnalyticsDashboard;
    const today = dashboard.series.at(-1)!;
    expect(today.views).toBe(VIEWS + 1);
    // 1,001 distinct visitors: the sketch's documented error (0.81 % standard), 3 % here.
    expect(Math.abs(today.uniqueVisitors - (VIEWS + 1))).toBeLessThanOrEqual(30);
  }, 180_000);

  it('a flood from one address is refused in memory: nothing read, nothing written', async () => {
    const minute = START + 120_000;
    for (let i = 0; i < 300; i++) {
      t.clock.set(new Date(minute + i * 10));
      await view('203.0.113.99').expect(202);
    }
    const { result, cost } = await t.ops.measure(async () => {
      const answers = [];
      for (let i = 0; i < 50; i++) answers.push((await view('203.0.113.99')).status);
      return answers;
    });
    expect(new Set(result)).toEqual(new Set([429]));
    expect(cost).toMatchObject({ reads: 0, writes: 0, deletes: 0 });
    // Another address on the same instance is still counted.
    await view('203.0.113.100').expect(202);
  }, 60_000);
});
