import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/profiles';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { BROWSER } from './analytics.test-support';

/**
 * Clicks sent by web address wait in the instance's memory until the flush names them
 * (analytics.address.ts): one profile's day holds at most 100 addresses, so made-up ones cannot
 * grow it without bound. With a minute between flushes, as in production.
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

describe('addresses waiting for the flush', () => {
  it('are at most 100 a profile and day: a new one past them is not counted', async () => {
    await send(''); // the first event flushes at once; the next wait a minute
    await send(profile.socials[0].url);
    for (let i = 0; i < 99; i++) await send(`https://made-up.example/${i}`);
    await send(profile.everlinks[0].url);
    await send(profile.socials[0].url);
    t.clock.set(new Date(START + 61_000));
    await send('');

    const services = (await t.api.get(`/v1/analytics/services/${profile.id}`).set(owner.headers).expect(200)).body.data
      .services as { id: string; clicks: number }[];
    const clicks = Object.fromEntries(services.map((s) => [s.id, s.clicks]));
    expect(clicks).toMatchObject({ 'social:github': 2, [`link:${profile.everlinks[0].id}`]: 0 });
    const today = (
      await t.api.get(`/v1/analytics/dashboard/${profile.id}`).set(owner.headers).expect(200)
    ).body.data.series.at(-1);
    expect(today).toMatchObject({ views: 2, clicks: 2 });
  });
});
