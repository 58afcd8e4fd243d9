import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/profiles';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { BROWSER } from './analytics.test-support';

/**
 * Clicks wait in the instance's memory until the flush checks them against the card
 * (analytics.address.ts): one profile's counts hold at most 200 distinct services and addresses
 * between two flushes, so made-up ones cannot grow them without bound. With a minute between
 * flushes, as in production.
 */

const START = Date.parse('2026-05-04T09:00:00Z');
let t: TestContext;
let owner: TestUser;
let profile: Profile;

beforeAll(async () => {
  t = await createTestContext({ ANALYTICS_FLUSH_MS: '60000' });
  t.clock.set(new Date(START));
  owner = await createUser(t);
  const first = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0] as Profile;
  profile = (
    await t.api
      .put(`/v1/profiles/${first.id}`)
      .set(owner.headers)
      .send({
        everlinks: [{ title: 'Blog', url: 'https://blog.example/limit' }],
        socials: [{ network: 'github', handle: 'limit' }],
      })
      .expect(200)
  ).body.data;
});
afterAll(async () => t.close());

const send = (body: string) =>
  t.api
    .post(`/v1/public/events?p=${profile.id}`)
    .set('User-Agent', BROWSER)
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .send(body)
    .expect(202);
const counted = async (body: string) => ((await send(body)).body.data as { counted: boolean }).counted;

const clicksOf = async () => {
  const services = (await t.api.get(`/v1/analytics/services/${profile.id}`).set(owner.headers).expect(200)).body.data
    .services as { id: string; clicks: number }[];
  return Object.fromEntries(services.map((s) => [s.id, s.clicks]));
};
const today = async () =>
  (await t.api.get(`/v1/analytics/dashboard/${profile.id}`).set(owner.headers).expect(200)).body.data.series.at(-1);

describe('services and addresses waiting for the flush', () => {
  it('are at most 200 a profile between two flushes: a click on a new one past them is refused, and counts nowhere', async () => {
    expect(await counted('')).toBe(true); // the first event flushes at once; the next wait a minute
    expect(await counted(profile.socials[0].url)).toBe(true);
    // Made up: addresses, as the server's card sends clicks, and service ids, as the web app's card does.
    for (let i = 0; i < 100; i++) await send(`https://made-up.example/${i}`);
    for (let i = 0; i < 99; i++)
      await t.api
        .post('/v1/public/events')
        .set('User-Agent', BROWSER)
        .send({ type: 'click', profileId: profile.id, serviceId: `social:made-up-${i}` })
        .expect(202);
    // The 201st: the beacon says it is not counted, and it is not, in the total or by service.
    expect(await counted(profile.everlinks[0].url)).toBe(false);
    // One already held still counts.
    expect(await counted(profile.socials[0].url)).toBe(true);
    t.clock.set(new Date(START + 61_000));
    expect(await counted('')).toBe(true);

    expect(await clicksOf()).toMatchObject({ 'social:github': 2, [`link:${profile.everlinks[0].id}`]: 0 });
    expect(await today()).toMatchObject({ views: 2, clicks: 2 });
  });

  it('are bounded per flush, not per day: after it, the same profile takes new ones again', async () => {
    // The minute since the flush above is not over: this waits for the next.
    expect(await counted(profile.everlinks[0].url)).toBe(true);
    t.clock.set(new Date(START + 122_000));
    await send('');
    expect(await clicksOf()).toMatchObject({ 'social:github': 2, [`link:${profile.everlinks[0].id}`]: 1 });
    expect(await today()).toMatchObject({ views: 3, clicks: 3 });
  });
});
