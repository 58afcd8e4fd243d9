import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../harness.test-support';
import { createCountingContext, peakWrites, type CountingContext } from '../counting-store.test-support';
import { BROWSER } from '../../src/modules/analytics/analytics.test-support';

/**
 * A URL short link going viral (issue #23, item 2): 1,000 redirects of one link over a simulated
 * minute, on one instance with the production flush interval. The link's `clicks` takes one write
 * per flush, not one per redirect, and shows every redirect once the flush has run.
 */

const START = Date.parse('2026-03-02T10:00:00Z');
const REDIRECTS = 1000;

let t: CountingContext;
let owner: TestUser;
let linkId: string;

beforeAll(async () => {
  t = await createCountingContext({ ANALYTICS_FLUSH_MS: '60000' });
  t.clock.set(new Date(START));
  owner = await createUser(t);
  const link = await t.api
    .post('/v1/links')
    .set(owner.headers)
    .send({ targetType: 'url', url: 'https://acme.example/launch', slug: 'launch' })
    .expect(201);
  linkId = link.body.data.id;
});
afterAll(async () => t.close());

const redirect = () => t.api.get('/card/@launch').set('User-Agent', BROWSER).redirects(0).expect(302);
const clicks = async () => (await t.api.get(`/v1/links/${linkId}`).set(owner.headers)).body.data.clicks as number;

describe('a viral short link', () => {
  it('1,000 redirects in a minute: the link takes one write a flush, and shows them all after it', async () => {
    t.ops.reset();
    for (let i = 0; i < REDIRECTS; i++) {
      t.clock.set(new Date(START + i * 60));
      await redirect();
    }
    // An instance writes its first count at once, then holds the rest for the interval.
    expect(await clicks()).toBe(1);
    // The first redirect after the minute writes what the instance held.
    t.clock.set(new Date(START + 61_000));
    await redirect();
    const cost = t.ops.snapshot();

    const hottest = peakWrites(cost, 1000)[0];
    console.log(
      `viral link: ${REDIRECTS + 1} redirects, ${cost.reads} R / ${cost.writes} W / ${cost.deletes} D;`,
      `hottest ${hottest.path}: ${hottest.writes} in a second, ${cost.writesByPath[hottest.path]} in all`,
    );
    expect(hottest.writes).toBeLessThanOrEqual(1);
    expect(cost.writesByPath[`links/${linkId}`]).toBe(2);
    expect(cost.writes / (REDIRECTS + 1)).toBeLessThanOrEqual(0.01);
    expect(await clicks()).toBe(REDIRECTS + 1);
  }, 180_000);

  it('a link deleted before the flush is not counted, and the flush goes on', async () => {
    const other = await t.api
      .post('/v1/links')
      .set(owner.headers)
      .send({ targetType: 'url', url: 'https://acme.example/gone', slug: 'gone-soon' })
      .expect(201);
    t.clock.set(new Date(START + 70_000));
    await t.api.get('/card/@gone-soon').set('User-Agent', BROWSER).redirects(0).expect(302);
    await redirect();
    await t.api.delete(`/v1/links/${other.body.data.id}`).set(owner.headers).expect(204);
    t.clock.set(new Date(START + 140_000));
    await redirect();
    expect(await clicks()).toBe(REDIRECTS + 3);
  }, 60_000);
});
