import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../platform/context';
import { MESSAGES } from '../../contract/messages';
import { ANALYTICS_MESSAGES, type AnalyticsDashboard } from '../../contract/analytics';
import type { Profile } from '../../contract/profiles';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { recordLead } from './analytics.service';
import { collections } from '../../platform/store/collections';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const BOTS = [
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'WhatsApp/2.23.20.0',
  'curl/8.5.0',
  '',
];

let t: TestContext;
let owner: TestUser;
let stranger: TestUser;
let profile: Profile;
let cardId: string;

beforeAll(async () => {
  t = await createTestContext();
  t.clock.set('2025-03-10T12:00:00Z');
  [owner, stranger] = await Promise.all([createUser(t, { firstName: 'Ana', lastName: 'Lytics' }), createUser(t)]);
  const first = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0] as Profile;
  profile = (
    await t.api
      .put(`/v1/profiles/${first.id}`)
      .set(owner.headers)
      .send({
        slug: 'ana-lytics',
        everlinks: [{ title: 'Blog', url: 'https://blog.example' }],
        socials: [{ network: 'github', handle: 'ana' }],
      })
  ).body.data;
  const admin = await createUser(t, { superadmin: true });
  [cardId] = (await t.api.post('/v1/cards').set(admin.headers).send({ count: 1 })).body.data.cardIds;
  await t.api.post('/v1/cards/activate').set(owner.headers).send({ cardId, profileId: profile.id }).expect(200);
});
afterAll(async () => t.close());

/** The beacon as browsers send it: a JSON string as text/plain. */
const beacon = (body: Record<string, unknown>, userAgent = BROWSER, ip = '203.0.113.7') =>
  t.api
    .post('/v1/public/events')
    .set('User-Agent', userAgent)
    .set('X-Forwarded-For', ip)
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .send(JSON.stringify({ profileId: profile.id, ...body }));

const dashboard = async (query: Record<string, string> = {}): Promise<AnalyticsDashboard> => {
  const res = await t.api.get(`/v1/analytics/dashboard/${profile.id}`).set(owner.headers).query(query);
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('counting', () => {
  it('counts views from people, by source, with daily unique visitors; bots are not counted', async () => {
    expect((await beacon({ type: 'view', via: `card:${cardId}` })).body.data).toEqual({ counted: true });
    await beacon({ type: 'view', via: `card:${cardId}` }).expect(202);
    await beacon({ type: 'view', via: 'link:ana-lytics' }, PHONE).expect(202);
    await beacon({ type: 'view' }, BROWSER, '198.51.100.9').expect(202);
    for (const ua of BOTS) expect((await beacon({ type: 'view' }, ua)).body.data).toEqual({ counted: false });
    const today = (await dashboard()).series.at(-1)!;
    expect(today).toMatchObject({ day: '2025-03-10', views: 4, uniqueVisitors: 3, clicks: 0 });
    expect((await dashboard()).sources).toEqual({ card: 2, link: 1, direct: 1 });
    // The visit through the profile's own link counts on the link too.
    expect((await t.api.get(`/v1/profiles/${profile.id}/link`).set(owner.headers)).body.data.clicks).toBe(1);
  });

  it('counts clicks on the services the profile has; drops others, and anything for a profile that is not there', async () => {
    await beacon({ type: 'click', serviceId: `link:${profile.everlinks[0].id}` }).expect(202);
    await beacon({ type: 'click', serviceId: 'social:github' }).expect(202);
    await beacon({ type: 'click', serviceId: 'social:github' }, PHONE).expect(202);
    await beacon({ type: 'click', serviceId: 'exchange-contact' }).expect(202);
    await beacon({ type: 'click', serviceId: 'social:github' }, BOTS[0]).expect(202);
    // The beacon reads no profile: a service the profile lacks is found out, and dropped, when the counts are written.
    await beacon({ type: 'click', serviceId: 'social:myspace' }).expect(202);
    const noService = await beacon({ type: 'click' });
    expect(noService.status).toBe(400);
    expect(noService.body.fields).toEqual({ serviceId: ANALYTICS_MESSAGES.unknownService });
    expect(
      (await t.api.post('/v1/public/events').set('Content-Type', 'text/plain').send('{not json')).body.message,
    ).toBe(MESSAGES.malformedJson);
    // Nor for a profile that does not exist: nothing is written for it.
    await beacon({ type: 'view', profileId: 'no-such-profile' }).expect(202);
    await beacon({ type: 'click', profileId: 'no-such-profile', serviceId: 'social:github' }).expect(202);
    expect((await collections(t).profileStatShards.where('profileId', '==', 'no-such-profile').get()).empty).toBe(true);
    // JSON bodies are taken too.
    await t.api
      .post('/v1/public/events')
      .set('User-Agent', BROWSER)
      .send({ type: 'click', profileId: profile.id, serviceId: 'social:github' })
      .expect(202);

    const today = (await dashboard()).series.at(-1)!;
    expect(today).toMatchObject({ clicks: 5, exchanges: 1 });
    const services = await t.api.get(`/v1/analytics/services/${profile.id}`).set(owner.headers);
    expect(services.status).toBe(200);
    const byId = Object.fromEntries(
      services.body.data.services.map((s: { id: string; clicks: number }) => [s.id, s.clicks]),
    );
    expect(byId['social:myspace']).toBeUndefined();
    expect(byId).toMatchObject({
      [`link:${profile.everlinks[0].id}`]: 1,
      'social:github': 3,
      'exchange-contact': 1,
      'save-contact': 0,
    });
  });

  it('counts "Save contact" downloads (people only) and leads', async () => {
    await t.api.get(`/v1/public/profiles/${profile.id}/vcard`).set('User-Agent', PHONE).expect(200);
    await t.api.get(`/v1/public/profiles/${profile.id}/vcard`).set('User-Agent', BOTS[1]).expect(200);
    await recordLead(createContext(t.deps), profile.id);
    expect((await dashboard()).series.at(-1)).toMatchObject({ saves: 1, leads: 1, clicks: 6 });
    const services = await t.api.get(`/v1/profiles/${profile.id}/services`).set(owner.headers);
    expect(services.body.data.find((s: { id: string }) => s.id === 'save-contact').clicks).toBe(1);
    expect(services.body.data.find((s: { id: string }) => s.id === 'social:github').clicks).toBe(3);
  });

  it('a profile that is not active counts nothing', async () => {
    await t.api.put(`/v1/profiles/${profile.id}/deactivate`).set(owner.headers).send({}).expect(200);
    await beacon({ type: 'view' }, BROWSER, '198.51.100.77').expect(202);
    await beacon({ type: 'click', serviceId: 'social:github' }).expect(202);
    expect((await dashboard()).series.at(-1)).toMatchObject({ views: 4, uniqueVisitors: 3, clicks: 6 });
    await t.api
      .put(`/v1/profiles/${profile.id}/deactivate`)
      .set(owner.headers)
      .send({ deactivated: false })
      .expect(200);
  });
});

describe('the dashboard', () => {
  it('charts one point a day over the range, zeros included, and sums the range', async () => {
    t.clock.set('2025-03-12T08:00:00Z');
    await beacon({ type: 'view' }, BROWSER, '192.0.2.1').expect(202);
    await beacon({ type: 'view' }, BROWSER, '192.0.2.1').expect(202);
    // A new day's salt retires the salts before yesterday: old visitor keys can no longer be matched.
    expect((await collections(t).analyticsSalts.doc('2025-03-12').get()).exists).toBe(true);
    expect((await collections(t).analyticsSalts.doc('2025-03-10').get()).exists).toBe(false);
    const d = await dashboard();
    expect(d).toMatchObject({ profileId: profile.id, from: '2025-02-11', to: '2025-03-12' });
    expect(JSON.stringify(d)).not.toContain('visitors"');
    expect(d.series).toHaveLength(30);
    expect(d.series.slice(-3).map((p) => [p.day, p.views, p.uniqueVisitors])).toEqual([
      ['2025-03-10', 4, 3],
      ['2025-03-11', 0, 0],
      ['2025-03-12', 2, 1],
    ]);
    expect(d.totals).toEqual({ views: 6, uniqueVisitors: 4, clicks: 6, saves: 1, exchanges: 1, leads: 1 });
    const narrow = await dashboard({ from: '2025-03-11', to: '2025-03-12' });
    expect(narrow.series.map((p) => p.day)).toEqual(['2025-03-11', '2025-03-12']);
    expect(narrow.totals.views).toBe(2);
    const services = await t.api
      .get(`/v1/analytics/services/${profile.id}`)
      .set(owner.headers)
      .query({ from: '2025-03-11' });
    expect(services.body.data.services.every((s: { clicks: number }) => s.clicks === 0)).toBe(true);
  });

  it('validates the range and is for the owner only', async () => {
    const reversed = await t.api
      .get(`/v1/analytics/dashboard/${profile.id}`)
      .set(owner.headers)
      .query({ from: '2025-03-12', to: '2025-03-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.fields).toEqual({ from: MESSAGES.startDateAfterEndDate });
    const long = await t.api
      .get(`/v1/analytics/dashboard/${profile.id}`)
      .set(owner.headers)
      .query({ from: '2023-01-01', to: '2025-01-01' });
    expect(long.body.fields).toEqual({ from: ANALYTICS_MESSAGES.rangeTooLong });
    const badDay = await t.api
      .get(`/v1/analytics/dashboard/${profile.id}`)
      .set(owner.headers)
      .query({ from: '2025-13-45' });
    expect(badDay.body.fields).toEqual({ from: ANALYTICS_MESSAGES.invalidDay });
    expect((await t.api.get(`/v1/analytics/dashboard/${profile.id}`).set(stranger.headers)).status).toBe(404);
    expect((await t.api.get(`/v1/analytics/services/${profile.id}`).set(stranger.headers)).status).toBe(404);
    expect((await t.api.get(`/v1/analytics/dashboard/${profile.id}`)).status).toBe(401);
  });
});
