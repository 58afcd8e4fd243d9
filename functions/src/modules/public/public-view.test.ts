import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Company } from '../../contract/company';
import type { Profile, PublicProfile } from '../../contract/profiles';
import type { SocialNetwork } from '../../contract/socials';
import { publicViewOf, type PublicViewContext } from '../../contract/public-view';
import { createTestContext, createUser, givePro, type TestContext } from '../../../test/harness.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { CALENDLY_DEMO_EVENT_TYPES, startProviderFakes, X_DEMO_TWEETS, type ProviderFakes } from '../../../test/fakes';
import { connectThroughApi } from '../../../test/fakes/oauth-dance.test-support';

/**
 * One public view: the JSON answers, the server's card page and the editor's preview of an
 * employee of a branded company (logo, background, colours, company links) with a connected feed
 * and booking show the same facts.
 */

let fakes: ProviderFakes;
let t: TestContext;
let w: CompanyWorld;
let company: Company;
let profile: Profile;
let cardId: string;
const SLUG = 'rey-one-view';
const BOOKING = CALENDLY_DEMO_EVENT_TYPES[1];

const png = (background: string) =>
  sharp({ create: { width: 64, height: 32, channels: 4, background } })
    .png()
    .toBuffer();
const titles = (links: { title: string }[]) => links.map((l) => l.title);
/** A URL as the page writes it in an attribute. */
const attr = (url: string) => url.replace(/&/g, '&amp;');

beforeAll(async () => {
  fakes = await startProviderFakes();
  t = await createTestContext({ EVERLINK_FAKES_URL: fakes.url });
  w = await createCompanyWorld(t);
  const base = `/v1/company/${w.acme.id}`;
  await t.api
    .post(`${base}/company-logo/upload`)
    .set(w.admin.headers)
    .attach('file', await png('#aa0000'), 'logo.png')
    .expect(201);
  await t.api
    .post(`${base}/background/upload`)
    .set(w.admin.headers)
    .attach('file', await png('#eeeeee'), 'bg.png')
    .expect(201);
  await t.api
    .put(base)
    .set(w.admin.headers)
    .send({ brand: { primaryColor: '#AA0000', accentColor: '#00AA00' } })
    .expect(200);
  await t.api
    .post(`${base}/everlinks/new`)
    .set(w.admin.headers)
    .send({ title: 'Welcome pack', url: 'https://acme.example.com/welcome' })
    .expect(201);
  await t.api
    .post(`${base}/everlinks/new`)
    .set(w.admin.headers)
    .send({ title: 'Sales playbook', url: 'https://acme.example.com/sales', divisionIds: [w.sales.id] })
    .expect(201);
  await t.api
    .post(`${base}/everlinks/new`)
    .set(w.admin.headers)
    .send({ title: 'Engineering wiki', url: 'https://acme.example.com/wiki', divisionIds: [w.engineering.id] })
    .expect(201);
  company = (await t.api.get(base).set(w.admin.headers)).body.data;

  profile = ((await t.api.get('/v1/profiles').set(w.rep.headers)).body.data as Profile[]).find((p) => p.default)!;
  await t.api
    .put(`/v1/profiles/${profile.id}`)
    .set(w.rep.headers)
    .send({ slug: SLUG, everlinks: [{ title: 'My portfolio', url: 'https://rey.example.com' }] })
    .expect(200);
  await givePro(t, w.rep);
  for (const provider of ['twitter', 'calendly'])
    expect((await connectThroughApi(t, w.rep, provider)).status).toBe(200);
  await t.api
    .put(`/v1/integrations/profiles/${profile.id}`)
    .set(w.rep.headers)
    .send({ bookingEventType: BOOKING.uri })
    .expect(200);
  cardId = (await t.api.post('/v1/cards').set(w.superadmin.headers).send({ count: 1, companyId: w.acme.id })).body.data
    .cardIds[0];
  await t.api.put(`${base}/cards/${cardId}`).set(w.admin.headers).send({ userId: w.rep.uid }).expect(200);
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

/** The facts every answer must carry for this employee. */
function expectTheFacts(view: PublicProfile) {
  expect(view.companyBrand).toEqual({
    id: company.id,
    name: 'Acme',
    logoUrl: company.logo!.url,
    backgroundUrl: company.background!.url,
    brand: { primaryColor: '#aa0000', accentColor: '#00aa00' },
    everlinks: [
      expect.objectContaining({ title: 'Welcome pack' }),
      expect.objectContaining({ title: 'Sales playbook' }),
    ],
  });
  expect(titles(view.everlinks)).toEqual(['My portfolio']);
  expect(view.config.theme.primaryColor).toBe('#aa0000');
  expect(view.bookingUrl).toBe(BOOKING.scheduling_url);
  expect(view.feeds.map((f) => [f.provider, f.items.map((i) => i.text)])).toEqual([
    ['x', X_DEMO_TWEETS.map((tweet) => tweet.text)],
  ]);
}

describe('the public view', () => {
  it('is the same in GET /v1/profiles/{id}, /v1/links/slug/{slug} and /v1/public/cards/{cardId}', async () => {
    const byId = await t.api.get(`/v1/profiles/${profile.id}`);
    const bySlug = await t.api.get(`/v1/links/slug/${SLUG}`);
    const byCard = await t.api.get(`/v1/public/cards/${cardId}`);
    expect([byId.status, bySlug.status, byCard.status]).toEqual([200, 200, 200]);
    const view: PublicProfile = byId.body.data;
    expectTheFacts(view);
    expect(bySlug.body.data.profile).toEqual(view);
    expect(byCard.body.data.profile).toEqual(view);
    // Nothing of the owner's: no account, mail settings, storage paths or company id.
    for (const field of ['userId', 'mediaPaths', 'companyId', 'status', 'default', 'name', 'createdAt'])
      expect(view).not.toHaveProperty(field);
    expect(view.config).not.toHaveProperty('notifications');
    expect(view.companyBrand!.everlinks[0]).not.toHaveProperty('divisionIds');
  });

  it('is what the server card page draws, by card and by slug', async () => {
    for (const path of [`/card/${cardId}`, `/card/@${SLUG}`]) {
      const html = (await t.api.get(path)).text;
      expect(html).toContain(`class="logo" src="${attr(company.logo!.url)}" alt="Acme"`);
      expect(html).toContain(`class="cbg" src="${attr(company.background!.url)}"`);
      // The theme is written into the rules: the company's primary on the buttons, its accent on its links.
      expect(html).toContain('.btn.primary{background:#a00;');
      expect(html).toContain('.company-links a{border-left:4px solid #00aa00}');
      // Company links above the person's own, none of another division's.
      expect(html.indexOf('Welcome pack')).toBeLessThan(html.indexOf('Sales playbook'));
      expect(html.indexOf('Sales playbook')).toBeLessThan(html.indexOf('My portfolio'));
      expect(html).not.toContain('Engineering wiki');
      expect(html).toContain('Latest on X');
      expect(html).toContain(X_DEMO_TWEETS[0].text);
      expect(html).toContain(`href="${BOOKING.scheduling_url}" target="_blank"`);
    }
  });

  it("is what the editor's preview draws: the owner's draft through the same projection with the card's context", async () => {
    const context = await t.api.get(`/v1/profiles/${profile.id}/public-context`).set(w.rep.headers);
    expect(context.status).toBe(200);
    const owned: Profile = (await t.api.get(`/v1/profiles/${profile.id}`).set(w.rep.headers)).body.data;
    const networks: SocialNetwork[] = (await t.api.get('/v1/socials').set(w.rep.headers)).body.data;
    const preview = publicViewOf({
      ...(context.body.data as PublicViewContext),
      profile: owned,
      networks,
      publicUrl: t.deps.config.publicUrl,
    });
    expect(preview).toEqual((await t.api.get(`/v1/profiles/${profile.id}`)).body.data);
  });

  it('gives the card context only to those who may edit the profile', async () => {
    expect((await t.api.get(`/v1/profiles/${profile.id}/public-context`).set(w.admin.headers)).status).toBe(200);
    expect((await t.api.get(`/v1/profiles/${profile.id}/public-context`).set(w.globexAdmin.headers)).status).toBe(404);
    expect(
      (await t.api.get(`/v1/profiles/${profile.id}/public-context`).set((await createUser(t)).headers)).status,
    ).toBe(404);
    expect((await t.api.get(`/v1/profiles/${profile.id}/public-context`)).status).toBe(401);
    expect((await t.api.get('/v1/profiles/nope/public-context').set(w.rep.headers)).status).toBe(404);
  });

  it('shows a plain user no company, and the owner their own, company-free context', async () => {
    const plainProfile = ((await t.api.get('/v1/profiles').set(w.plain.headers)).body.data as Profile[])[0];
    const view: PublicProfile = (await t.api.get(`/v1/profiles/${plainProfile.id}`)).body.data;
    expect(view.companyBrand).toBeNull();
    expect(view.feeds).toEqual([]);
    const context = await t.api.get(`/v1/profiles/${plainProfile.id}/public-context`).set(w.plain.headers);
    expect(context.body.data).toEqual({ companyBrand: null, feeds: [], connectedBookingUrl: null });
  });
});
