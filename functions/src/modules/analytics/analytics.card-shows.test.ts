import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyEverlink } from '../../contract/company-brand';
import type { Company } from '../../contract/company';
import type { Profile } from '../../contract/profiles';
import {
  createTestContext,
  createUser,
  givePro,
  type TestContext,
  type TestUser,
} from '../../../test/harness.test-support';
import { createCompany, createDivision, join } from '../../../test/world.test-support';
import { CALENDLY_DEMO_EVENT_TYPES, X_DEMO_TWEETS, startProviderFakes, type ProviderFakes } from '../../../test/fakes';
import { connectThroughApi } from '../../../test/fakes/oauth-dance.test-support';
import { collections } from '../../platform/store/collections';
import { BROWSER } from './analytics.test-support';

/**
 * Clicks on what an employee's card shows besides the profile's own services
 * (analytics.shown.ts, read through the public module's `cardShowsBeside`): the company's links for their divisions, their connected feeds (posts and
 * account, one key a feed), a connected booking page. Counted by service with their names; what
 * the card does not show (another division's link, a made-up id or address) is dropped.
 */

let fakes: ProviderFakes;
let t: TestContext;
let admin: TestUser;
let rep: TestUser;
let acme: Company;
let profile: Profile;
let links: Record<'welcome' | 'deck' | 'wiki', CompanyEverlink>;
const SLUG = 'rey-shows';
const BOOKING = CALENDLY_DEMO_EVENT_TYPES[1];

beforeAll(async () => {
  fakes = await startProviderFakes();
  t = await createTestContext({ EVERLINK_FAKES_URL: fakes.url });
  t.clock.set('2026-06-01T10:00:00Z');
  [admin, rep] = await Promise.all([
    createUser(t, { firstName: 'Ada', lastName: 'Admin' }),
    createUser(t, { firstName: 'Rey', lastName: 'Shows' }),
  ]);
  acme = await createCompany(t, admin, 'Acme');
  const [sales, engineering] = [
    await createDivision(t, admin, acme.id, 'Sales'),
    await createDivision(t, admin, acme.id, 'Engineering'),
  ];
  await join(t, acme.id, admin, rep, { divisionIds: [sales.id] });
  await givePro(t, rep);
  const link = async (title: string, url: string, divisionIds: string[] = []) =>
    (
      await t.api
        .post(`/v1/company/${acme.id}/everlinks/new`)
        .set(admin.headers)
        .send({ title, url, divisionIds })
        .expect(201)
    ).body.data as CompanyEverlink;
  links = {
    welcome: await link('Welcome pack', 'https://acme.example.com/welcome'),
    deck: await link('Sales deck', 'https://acme.example.com/deck', [sales.id]),
    wiki: await link('Engineering wiki', 'https://wiki.acme.example.com', [engineering.id]),
  };
  const first = (await t.api.get('/v1/profiles').set(rep.headers)).body.data[0] as Profile;
  profile = (
    await t.api
      .put(`/v1/profiles/${first.id}`)
      .set(rep.headers)
      .send({ slug: SLUG, bookingUrl: 'https://typed.example/book' })
      .expect(200)
  ).body.data;
  for (const slug of ['twitter', 'calendly']) expect((await connectThroughApi(t, rep, slug)).status).toBe(200);
  await t.api
    .put(`/v1/integrations/profiles/${profile.id}`)
    .set(rep.headers)
    .send({ bookingEventType: BOOKING.uri })
    .expect(200);
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

const unescape = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

async function cardPage() {
  const html = (await t.api.get(`/card/@${SLUG}`).set('User-Agent', BROWSER)).text;
  const beaconUrl = JSON.parse(html.match(/navigator\.sendBeacon\(("[^"]+")/)![1]) as string;
  const hrefs = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => unescape(m[1]));
  return { beaconUrl, hrefs };
}

/** The server-rendered card's click: the link's address as text/plain. */
const sendAddress = async (beaconUrl: string, address: string) =>
  (
    await t.api
      .post(beaconUrl)
      .set('User-Agent', BROWSER)
      .set('Content-Type', 'text/plain;charset=UTF-8')
      .send(address)
      .expect(202)
  ).body.data as { counted: boolean };

/** The web app's card's click: the service id, as JSON. */
const sendId = (serviceId: string) =>
  t.api
    .post('/v1/public/events')
    .set('User-Agent', BROWSER)
    .send({ type: 'click', profileId: profile.id, serviceId })
    .expect(202);

interface Row {
  id: string;
  type: string;
  label: string;
  visible: boolean;
  clicks: number;
}
const byId = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.id, r]));
const inRange = async () =>
  byId((await t.api.get(`/v1/analytics/services/${profile.id}`).set(rep.headers).expect(200)).body.data.services);
const allTime = async () =>
  byId((await t.api.get(`/v1/profiles/${profile.id}/services`).set(rep.headers).expect(200)).body.data);
const todayClicks = async () =>
  (await t.api.get(`/v1/analytics/dashboard/${profile.id}`).set(rep.headers).expect(200)).body.data.series.at(-1)
    .clicks as number;

describe('clicks on what the card shows beside the profile’s services', () => {
  it('are counted from the server-rendered card by address, named on the stats; addresses it does not show are dropped', async () => {
    const { beaconUrl, hrefs } = await cardPage();
    const tweet = `https://x.com/everlink_demo/status/${X_DEMO_TWEETS[0].id}`;
    const account = hrefs.find((h) => h.startsWith('https://x.com/') && !h.includes('/status/'))!;
    // What the page links to: the company's links for Sales, the feed, the connected booking page (not the typed one).
    for (const address of [links.welcome.url, links.deck.url, BOOKING.scheduling_url, account])
      expect(hrefs).toContain(address);
    expect(hrefs.some((h) => h.includes('/status/'))).toBe(true);
    expect(hrefs).not.toContain(links.wiki.url);
    expect(hrefs).not.toContain('https://typed.example/book');

    const post = hrefs.find((h) => h.includes('/status/'))!;
    for (const address of [links.welcome.url, links.welcome.url, links.deck.url, post, account, BOOKING.scheduling_url])
      expect(await sendAddress(beaconUrl, address)).toEqual({ counted: true });
    // Taken by the beacon, which reads nothing; dropped at the flush: another division's link, a post the feed lacks.
    await sendAddress(beaconUrl, links.wiki.url);
    await sendAddress(beaconUrl, tweet.replace(X_DEMO_TWEETS[0].id, '999'));

    expect(await todayClicks()).toBe(6);
    const rows = await inRange();
    expect(rows[`company-link:${links.welcome.id}`]).toMatchObject({
      type: 'company-link',
      label: 'Welcome pack',
      visible: true,
      clicks: 2,
    });
    expect(rows[`company-link:${links.deck.id}`]).toMatchObject({ label: 'Sales deck', clicks: 1 });
    expect(rows['feed:x']).toMatchObject({ type: 'feed', label: 'X', visible: true, clicks: 2 });
    expect(rows.booking).toMatchObject({ type: 'booking', clicks: 1 });
    expect(rows[`company-link:${links.wiki.id}`]).toBeUndefined();
    expect(Object.keys(rows).some((id) => id.includes('://'))).toBe(false);
    expect(await allTime()).toMatchObject({
      [`company-link:${links.welcome.id}`]: { clicks: 2 },
      'feed:x': { clicks: 2 },
      booking: { clicks: 1 },
    });
  });

  it('are counted from the web app’s card by id; ids the card does not show are dropped', async () => {
    for (const id of [`company-link:${links.deck.id}`, 'feed:x'])
      expect((await sendId(id)).body.data).toEqual({ counted: true });
    for (const id of [`company-link:${links.wiki.id}`, 'company-link:made-up', 'feed:myspace', 'feed:tiktok'])
      await sendId(id);

    expect(await todayClicks()).toBe(8);
    const rows = await inRange();
    expect(rows[`company-link:${links.deck.id}`].clicks).toBe(2);
    expect(rows['feed:x'].clicks).toBe(3);
    for (const id of [`company-link:${links.wiki.id}`, 'company-link:made-up', 'feed:myspace', 'feed:tiktok'])
      expect(rows[id]).toBeUndefined();
  });

  it('count a connected booking page when the profile has no booking link of its own', async () => {
    await t.api.put(`/v1/profiles/${profile.id}`).set(rep.headers).send({ bookingUrl: null }).expect(200);
    const { beaconUrl, hrefs } = await cardPage();
    expect(hrefs).toContain(BOOKING.scheduling_url);
    await sendAddress(beaconUrl, BOOKING.scheduling_url);
    await sendId('booking');
    expect(await todayClicks()).toBe(10);
    expect((await inRange()).booking).toMatchObject({ type: 'booking', visible: true, clicks: 3 });
  });

  it('drop a feed’s clicks once the card hides it (its socials section off); the company’s links still count', async () => {
    await t.api
      .put(`/v1/profiles/${profile.id}/config`)
      .set(rep.headers)
      .send({ sections: { socials: false } })
      .expect(200);
    await cardPage();
    await sendId('feed:x');
    await sendId(`company-link:${links.welcome.id}`);
    expect(await todayClicks()).toBe(11);
    expect((await inRange())['feed:x'].clicks).toBe(3);
  });

  it('drop the feed’s and the connected booking page’s clicks once the owner’s plan has no integrations, as the card does', async () => {
    await t.api
      .put(`/v1/profiles/${profile.id}/config`)
      .set(rep.headers)
      .send({ sections: { socials: true } })
      .expect(200);
    // The edit dropped the card's copy: the owner's stats gather what the card shows afresh, and
    // the flush reads the card as its page does, drawing the copy again (no page was asked for).
    expect((await inRange())['feed:x']).toMatchObject({ label: 'X', visible: true });
    await sendId('feed:x');
    expect(await todayClicks()).toBe(12);
    await collections(t).users.doc(rep.uid).update({ roleIds: [] });
    // As on the card, the plan's end shows once this instance's check of it (a minute) is over.
    t.clock.set('2026-06-01T10:01:01Z');
    await sendId('feed:x');
    await sendId('booking');
    expect(await todayClicks()).toBe(12);
    expect(await inRange()).toMatchObject({ 'feed:x': { clicks: 4, visible: false }, booking: { clicks: 3 } });
  });
});
