import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsDashboard } from '../../contract/analytics';
import type { Profile } from '../../contract/profiles';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { BROWSER } from './analytics.test-support';

/**
 * The server-rendered card's beacon (docs/profiles-and-cards.md, "Analytics"): its links carry no
 * analytics markup; the page's script sends the view with no body and a click as the clicked
 * link's address, and the server names the service. Driven by the page itself: the beacon's
 * address is read from its script and every click from its links.
 */

let t: TestContext;
let owner: TestUser;
let profile: Profile;
let cardId: string;

beforeAll(async () => {
  t = await createTestContext();
  t.clock.set('2025-04-02T10:00:00Z');
  owner = await createUser(t, { firstName: 'Bea', lastName: 'Con' });
  const first = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0] as Profile;
  profile = (
    await t.api
      .put(`/v1/profiles/${first.id}`)
      .set(owner.headers)
      .send({
        slug: 'bea-con',
        email: 'bea@con.example',
        phoneNumbers: [{ label: 'mobile', number: '+1 415 555 0142' }],
        websites: [{ label: 'work', url: 'https://con.example' }],
        everlinks: [
          { title: 'Blog', url: 'https://blog.example/bea' },
          { title: 'Talks', url: 'https://talks.example/bea' },
        ],
        socials: [{ network: 'github', handle: 'bea' }],
        bookingUrl: 'https://calendly.com/bea',
        config: { sections: { contact: true } },
      })
      .expect(200)
  ).body.data;
  const admin = await createUser(t, { superadmin: true });
  [cardId] = (await t.api.post('/v1/cards').set(admin.headers).send({ count: 1 })).body.data.cardIds;
  await t.api.post('/v1/cards/activate').set(owner.headers).send({ cardId, profileId: profile.id }).expect(200);
});
afterAll(async () => t.close());

/** What the page's script posts: to its beacon address, text/plain, the body empty or the link's address. */
const send = (beaconUrl: string, body: string, userAgent = BROWSER) =>
  t.api
    .post(beaconUrl)
    .set('User-Agent', userAgent)
    .set('X-Forwarded-For', '203.0.113.40')
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .send(body);

const unescape = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

async function cardPage(path: string) {
  const html = (await t.api.get(path).set('User-Agent', BROWSER)).text;
  const beaconUrl = JSON.parse(html.match(/navigator\.sendBeacon\(("[^"]+")/)![1]) as string;
  const hrefs = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => unescape(m[1]));
  return { html, beaconUrl, hrefs };
}

const dashboard = async (): Promise<AnalyticsDashboard> =>
  (await t.api.get(`/v1/analytics/dashboard/${profile.id}`).set(owner.headers).expect(200)).body.data;

const serviceClicks = async (): Promise<Record<string, number>> =>
  Object.fromEntries(
    (await t.api.get(`/v1/analytics/services/${profile.id}`).set(owner.headers).expect(200)).body.data.services.map(
      (s: { id: string; clicks: number }) => [s.id, s.clicks],
    ),
  );

describe('the server-rendered card’s beacon', () => {
  it('marks no link for analytics, and posts to an address naming the profile and the way in', async () => {
    const { html, beaconUrl } = await cardPage(`/card/${cardId}`);
    expect(html).not.toMatch(/ data-[a-z]+=/);
    expect(beaconUrl).toBe(`/v1/public/events?p=${profile.id}&v=card:${cardId}`);
    expect((await cardPage('/card/@bea-con')).beaconUrl).toBe(`/v1/public/events?p=${profile.id}&v=link:bea-con`);
  });

  it('counts the view, and each click on a service by the link’s address; the page’s own other links count nothing', async () => {
    const { beaconUrl, hrefs } = await cardPage(`/card/${cardId}`);
    expect((await send(beaconUrl, '')).body.data).toEqual({ counted: true });
    const everlinks = profile.everlinks.map((e) => e.url);
    const clicked = {
      phone: hrefs.find((h) => h.startsWith('tel:'))!,
      email: hrefs.find((h) => h.startsWith('mailto:'))!,
      exchange: hrefs.find((h) => h.endsWith('/contact'))!,
      booking: hrefs.find((h) => h === 'https://calendly.com/bea')!,
      social: hrefs.find((h) => h.startsWith('https://github.com/'))!,
      secondLink: hrefs.find((h) => h === everlinks[1])!,
      website: hrefs.find((h) => h === 'https://con.example')!,
      vcard: hrefs.find((h) => h.endsWith('/vcard'))!,
      home: hrefs.find((h) => h === '/')!,
    };
    expect(Object.values(clicked).every(Boolean)).toBe(true);
    expect(clicked.exchange).toBe(`/card/${cardId}/contact`);
    for (const address of [clicked.phone, clicked.email, clicked.exchange, clicked.booking, clicked.social])
      expect((await send(beaconUrl, address)).body.data).toEqual({ counted: true });
    await send(beaconUrl, clicked.secondLink).expect(202);
    await send(beaconUrl, clicked.secondLink).expect(202);
    // A website of the contact section is no service: taken, then dropped when the counts are written.
    await send(beaconUrl, clicked.website).expect(202);
    // The vCard counts its own download; the home page nothing.
    expect((await send(beaconUrl, clicked.vcard)).body.data).toEqual({ counted: false });
    expect((await send(beaconUrl, clicked.home)).body.data).toEqual({ counted: false });
    // People only.
    expect((await send(beaconUrl, clicked.social, 'Googlebot/2.1')).body.data).toEqual({ counted: false });

    expect((await dashboard()).series.at(-1)).toMatchObject({ day: '2025-04-02', views: 1, clicks: 7, exchanges: 1 });
    expect((await dashboard()).sources).toMatchObject({ card: 1 });
    expect(await serviceClicks()).toMatchObject({
      phone: 1,
      email: 1,
      'exchange-contact': 1,
      booking: 1,
      'social:github': 1,
      [`link:${profile.everlinks[0].id}`]: 0,
      [`link:${profile.everlinks[1].id}`]: 2,
    });
    expect(Object.keys(await serviceClicks()).some((id) => id.includes('://'))).toBe(false);
  });

  it('refuses a beacon address that names no profile, or a way in of another shape', async () => {
    expect((await send('/v1/public/events?v=card:ABC', '')).status).toBe(400);
    expect((await send(`/v1/public/events?p=${profile.id}&v=elsewhere`, '')).status).toBe(400);
    expect((await send(`/v1/public/events?p=${profile.id}&x=1`, '')).status).toBe(400);
  });
});
