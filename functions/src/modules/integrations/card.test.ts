import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import {
  CALENDLY_DEMO_EVENT_TYPES,
  INSTAGRAM_DEMO_MEDIA,
  startProviderFakes,
  TIKTOK_DEMO_VIDEOS,
  X_DEMO_TWEETS,
  X_DEMO_USER,
  type ProviderFakes,
} from '../../../test/fakes';
import { connectThroughApi } from '../../../test/fakes/oauth-dance.test-support';
import { connectionRef } from '../../integrations/core/store';
import { collections } from '../../platform/store/collections';

let fakes: ProviderFakes;
let t: TestContext;
let owner: TestUser;
let profileId: string;
const SLUG = 'feeds-owner';

beforeAll(async () => {
  fakes = await startProviderFakes();
});
afterAll(async () => fakes.close());
beforeEach(async () => {
  t = await createTestContext({ EVERLINK_FAKES_URL: fakes.url });
  owner = await createUser(t, { firstName: 'Fay', lastName: 'Feeds', pro: true });
  profileId = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0].id;
  expect((await t.api.put(`/v1/profiles/${profileId}`).set(owner.headers).send({ slug: SLUG })).status).toBe(200);
  fakes.x.tweets = [...X_DEMO_TWEETS];
});
afterEach(async () => t.close());

const card = async () => (await t.api.get(`/card/@${SLUG}`)).text;
const put = (body: object, user = owner) =>
  t.api.put(`/v1/integrations/profiles/${profileId}`).set(user.headers).send(body);

async function connectAll() {
  for (const slug of ['instagram', 'twitter', 'tiktok', 'calendly'])
    expect((await connectThroughApi(t, owner, slug)).status).toBe(200);
}

describe('the public card with connected accounts', () => {
  it('shows nothing of them once the owner’s plan has no integrations (plan table, docs/billing.md)', async () => {
    for (const slug of ['twitter', 'calendly']) expect((await connectThroughApi(t, owner, slug)).status).toBe(200);
    expect((await put({ bookingEventType: CALENDLY_DEMO_EVENT_TYPES[1].uri })).status).toBe(200);
    const paid = await card();
    expect(paid).toContain('Latest on X');
    expect(paid).toContain('Book a meeting');

    await collections(t).users.doc(owner.uid).update({ roleIds: [] });
    // The plan is read once a minute an instance and owner (public-view.service integrationsIncluded).
    expect(await card()).toContain('Latest on X');
    t.clock.advance(60_000);
    const lapsed = await card();
    expect(lapsed).not.toContain('Latest on X');
    expect(lapsed).not.toContain('Book a meeting');
  });

  it('shows the latest posts, tweets and videos, and Calendly’s "Book a meeting"', async () => {
    const before = await card();
    await connectAll();
    const demo = CALENDLY_DEMO_EVENT_TYPES[1];
    expect((await put({ bookingEventType: demo.uri })).status).toBe(200);

    const html = await card();

    expect(html).toContain('<h2>Latest on Instagram</h2>');
    expect(html).toContain('<h2>Latest on X</h2>');
    expect(html).toContain('<h2>Latest on TikTok</h2>');
    for (const tweet of X_DEMO_TWEETS) expect(html).toContain(tweet.text.replace(/'/g, '&#39;'));
    expect(html).toContain(`@${X_DEMO_USER.username} on X`);
    expect(html).toContain(`alt="${INSTAGRAM_DEMO_MEDIA[0].caption}"`);

    // In the visitor's language: the page's words, not the posts' or the networks' names.
    const spanish = (await t.api.get(`/card/@${SLUG}?hl=es`)).text;
    expect(spanish).toContain('<h2>Lo último en Instagram</h2>');
    expect(spanish).toContain(`@${X_DEMO_USER.username} en X`);
    expect(html).toContain(`href="https://www.tiktok.com/@everlink.demo/video/${TIKTOK_DEMO_VIDEOS[0].id}"`);
    // Only our copies of the pictures, never the provider's expiring links.
    expect(html).not.toContain(fakes.url);
    expect(
      html.match(/<img src="\/v1\/files\/integrations\/[^"]+" alt="[^"]*" width="96" height="96" loading="lazy">/g)
        ?.length,
    ).toBe(INSTAGRAM_DEMO_MEDIA.length + TIKTOK_DEMO_VIDEOS.length);
    expect(html).toContain(`<a class="btn" href="${demo.scheduling_url}" target="_blank">Book a meeting</a>`);

    // Small: all three feeds add a few kilobytes to the compressed page.
    expect(gzipSync(html).length - gzipSync(before).length).toBeLessThan(2500);
  });

  it('leaves out what the owner hid on this profile, and everything when the socials section is off', async () => {
    await connectAll();
    const hidden = await put({ feeds: { x: false, tiktok: false } });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data.feeds.map((f: { provider: string; shown: boolean }) => [f.provider, f.shown])).toEqual([
      ['instagram', true],
      ['x', false],
      ['tiktok', false],
    ]);
    let html = await card();
    expect(html).toContain('Latest on Instagram');
    expect(html).not.toContain('Latest on X');
    expect(html).not.toContain('Latest on TikTok');

    expect(
      (
        await t.api
          .put(`/v1/profiles/${profileId}/config`)
          .set(owner.headers)
          .send({ sections: { socials: false } })
      ).status,
    ).toBe(200);
    html = await card();
    expect(html).not.toContain('Latest on');
  });

  it('drops a feed whose connection needs a reconnect, or that is disconnected', async () => {
    await connectAll();
    await connectionRef(t.store, 'tiktok', owner.uid).update({ status: 'needs_reconnect', reason: 'HTTP 401' });
    expect((await t.api.delete(`/v1/twitter/${X_DEMO_USER.id}/revoke`).set(owner.headers)).status).toBe(200);
    const html = await card();
    expect(html).toContain('Latest on Instagram');
    expect(html).not.toContain('Latest on X');
    expect(html).not.toContain('Latest on TikTok');
  });

  it('refuses feeds that are not feeds, feeds not connected, and other people', async () => {
    expect((await put({ feeds: { gohighlevel: true } })).status).toBe(400);
    const notConnected = await put({ feeds: { x: true } });
    expect(notConnected.status).toBe(409);
    expect(notConnected.body.code).toBe('not-connected');
    const stranger = await createUser(t);
    expect((await put({ feeds: { x: true } }, stranger)).status).toBe(404);
    expect((await t.api.get(`/v1/integrations/profiles/${profileId}`).set(stranger.headers)).status).toBe(404);
    expect((await t.api.get(`/v1/integrations/profiles/${profileId}`)).status).toBe(401);
    expect((await put({ feeds: 'all' })).status).toBe(400);
  });
});
