import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/profiles';
import { createTestContext, createUser, givePro, type TestContext } from '../../../test/harness.test-support';
import { createCompanyWorld, defaultProfile, type CompanyWorld } from '../../../test/world.test-support';
import { startProviderFakes, X_DEMO_TWEETS, type ProviderFakes } from '../../../test/fakes';
import { connectThroughApi } from '../../../test/fakes/oauth-dance.test-support';
import { buildPublicViews } from '../../jobs/build-public-views';
import { collections } from '../../platform/store/collections';
import { createCardPageApp } from '../../card-page-app';
import { CountingStore } from '../../../test/counting-store.test-support';

/**
 * The materialized public view (docs/profiles-and-cards.md, "The public view at scale"): every
 * writer of a card's facts leaves the next request the new card, at once, on the same instance
 * that drew the old one; a card that must disappear does so in the transaction that takes it down.
 */

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

let fakes: ProviderFakes;
let t: TestContext;
let w: CompanyWorld;
let rep: Profile;
const SLUG = 'rey-at-scale';

const card = (slug = SLUG) => t.api.get(`/card/@${slug}`);
const view = async (profileId: string) => (await collections(t).publicViews.doc(profileId).get()).data();
const companyView = async (companyId: string) => (await collections(t).publicCompanies.doc(companyId).get()).data();
beforeAll(async () => {
  fakes = await startProviderFakes();
  t = await createTestContext({ EVERLINK_FAKES_URL: fakes.url });
  w = await createCompanyWorld(t);
  rep = await defaultProfile(t, w.rep);
  await t.api
    .put(`/v1/profiles/${rep.id}`)
    .set(w.rep.headers)
    .send({ slug: SLUG, headline: 'First headline' })
    .expect(200);
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

describe('the card page over the materialized view', () => {
  it('shows a profile edit on the very next request, from the instance that drew the old card', async () => {
    expect((await card()).text).toContain('First headline');
    const before = await view(rep.id);
    expect(before?.profile.headline).toBe('First headline');

    await t.api.put(`/v1/profiles/${rep.id}`).set(w.rep.headers).send({ headline: 'Second headline' }).expect(200);
    // Dropped with the edit, in its transaction.
    expect(await view(rep.id)).toBeUndefined();
    const after = await card();
    expect(after.text).toContain('Second headline');
    expect(after.text).not.toContain('First headline');
    expect((await view(rep.id))?.version).not.toBe(before?.version);
  });

  it('shows the company brand and a new company link at once, from one company document', async () => {
    const base = `/v1/company/${w.acme.id}`;
    await card().expect(200);
    expect(await companyView(w.acme.id)).toBeDefined();

    await t.api
      .put(base)
      .set(w.admin.headers)
      .send({ brand: { primaryColor: '#123456' } })
      .expect(200);
    expect(await companyView(w.acme.id)).toBeUndefined();
    expect((await card()).text.toLowerCase()).toContain('#123456');

    await t.api
      .post(`${base}/everlinks/new`)
      .set(w.admin.headers)
      .send({ title: 'Fresh company link', url: 'https://acme.example.com/fresh' })
      .expect(201);
    expect((await card()).text).toContain('Fresh company link');
    // The employee's own view was not rewritten for it: a brand change is one write, whatever the company's size.
    expect((await companyView(w.acme.id))?.everlinks.map((e) => e.title)).toContain('Fresh company link');
  });

  it('shows a refreshed feed at once', async () => {
    // Integrations are in Pro and Teams (docs/billing.md); Acme here has no Teams plan.
    await givePro(t, w.rep);
    fakes.x.tweets = [...X_DEMO_TWEETS];
    expect((await connectThroughApi(t, w.rep, 'twitter')).status).toBe(200);
    expect((await card()).text).toContain('Latest on X');

    fakes.x.tweets = [
      { ...X_DEMO_TWEETS[0], id: '1999999999999999999', text: 'A tweet fresh from the refresh' },
      ...X_DEMO_TWEETS,
    ];
    // The owner may ask X again once the stored tweets are a quarter of an hour old.
    t.clock.advance(16 * 60_000);
    await t.api.get('/v1/twitter/update-tweets').set(w.rep.headers).expect(200);
    expect((await card()).text).toContain('A tweet fresh from the refresh');

    await t.api
      .delete(`/v1/twitter/${(await t.api.get('/v1/twitter').set(w.rep.headers)).body.data.account.id}/revoke`)
      .set(w.rep.headers)
      .expect(200);
    expect((await card()).text).not.toContain('Latest on X');
    fakes.x.tweets = [...X_DEMO_TWEETS];
  });

  it('takes a deactivated card down at once (410), brings it back, and a deleted one is 404 at once', async () => {
    const owner = await createUser(t, { firstName: 'Dee', lastName: 'Gone' });
    const second = (await t.api.post('/v1/profiles').set(owner.headers).send({ name: 'Second' })).body.data as Profile;
    await t.api
      .put(`/v1/profiles/${second.id}`)
      .set(owner.headers)
      .send({ slug: 'dee-gone', headline: 'Here today' })
      .expect(200);
    expect((await card('dee-gone')).text).toContain('Here today');
    expect(await view(second.id)).toBeDefined();

    await t.api.put(`/v1/profiles/${second.id}/deactivate`).set(owner.headers).send({ deactivated: true }).expect(200);
    expect(await view(second.id)).toBeUndefined();
    const off = await card('dee-gone');
    expect(off.status).toBe(410);
    expect(off.text).not.toContain('Here today');
    // Asking again builds nothing for a profile that is off the web.
    expect(await view(second.id)).toBeUndefined();

    await t.api.put(`/v1/profiles/${second.id}/deactivate`).set(owner.headers).send({ deactivated: false }).expect(200);
    expect((await card('dee-gone')).status).toBe(200);

    await t.api.put(`/v1/profiles/${second.id}/delete`).set(owner.headers).expect(200);
    expect(await view(second.id)).toBeUndefined();
    const gone = await card('dee-gone');
    expect(gone.status).toBe(404);
    expect(gone.text).not.toContain('Here today');
  });

  it('builds the view of a profile that has none on its first request', async () => {
    await card().expect(200);
    await collections(t).publicViews.doc(rep.id).delete();
    const res = await card();
    expect(res.status).toBe(200);
    expect(res.text).toContain('Second headline');
    expect((await view(rep.id))?.profile.id).toBe(rep.id);
  });
});

describe('another instance', () => {
  it("never answers from its own memory a card that the API's instance edited, deactivated or deleted", async () => {
    // The cardPage function's app on a store object of its own: what an instance keeps in memory
    // (drawn pages, plan checks) is kept per store, so this is a second instance over the same data.
    const instance = supertest(createCardPageApp({ ...t.deps, store: new CountingStore(t.store) }));
    const page = () => instance.get('/card/@two-instances?lang=en');
    const owner = await createUser(t, { firstName: 'Ina', lastName: 'Stance' });
    const own = (await t.api.post('/v1/profiles').set(owner.headers).send({ name: 'Other' })).body.data as Profile;
    const edit = (path: string, body: object) =>
      t.api.put(`/v1/profiles/${own.id}${path}`).set(owner.headers).send(body);
    await edit('', { slug: 'two-instances', headline: 'Drawn once' }).expect(200);
    const first = await page().expect(200);
    expect(first.text).toContain('Drawn once');
    expect((await page()).headers.etag).toBe(first.headers.etag);

    await edit('', { headline: 'Drawn again' }).expect(200);
    const edited = await page().expect(200);
    expect([edited.text.includes('Drawn again'), edited.text.includes('Drawn once')]).toEqual([true, false]);
    expect(edited.headers.etag).not.toBe(first.headers.etag);

    await edit('/deactivate', { deactivated: true }).expect(200);
    const off = await page();
    expect([off.status, off.text.includes('Drawn again'), off.headers['cache-control']]).toEqual([
      410,
      false,
      'public, max-age=30, s-maxage=30',
    ]);
    await edit('/deactivate', { deactivated: false }).expect(200);
    expect((await page()).text).toContain('Drawn again');

    await edit('/delete', {}).expect(200);
    const gone = await page();
    expect([gone.status, gone.text.includes('Drawn again'), gone.headers['cache-control']]).toEqual([
      404,
      false,
      'public, max-age=30, s-maxage=30',
    ]);
  });
});

describe('npm run jobs -- build-public-views', () => {
  it('builds every active profile’s view, page by page, and goes on where a stopped run left off', async () => {
    const stopped = await createUser(t, { firstName: 'Sto', lastName: 'Pped' });
    const stoppedProfile = await defaultProfile(t, stopped);
    await t.api
      .put(`/v1/profiles/${stoppedProfile.id}/deactivate`)
      .set(stopped.headers)
      .send({ deactivated: true })
      .expect(200);
    const all = await collections(t).profiles.get();
    const active = all.docs.filter((d) => d.data().status === 'active').map((d) => d.id);
    for (const doc of (await collections(t).publicViews.get()).docs) await doc.ref.delete();

    const first = await buildPublicViews(t.deps, { pageSize: 2, maxPages: 1 });
    expect(first).toMatchObject({ job: 'build-public-views', pages: 1, checked: 2, done: 'no', failed: 0 });
    expect((await collections(t).publicViews.get()).size).toBeLessThanOrEqual(2);
    expect((await collections(t).jobRuns.doc('build-public-views').get()).data()?.after).toBeTruthy();

    const rest = await buildPublicViews(t.deps, { pageSize: 2 });
    expect(rest).toMatchObject({ done: 'yes', failed: 0 });
    expect(first.checked + rest.checked).toBe(all.size);
    const built = (await collections(t).publicViews.get()).docs.map((d) => d.id);
    expect(built.sort()).toEqual([...active].sort());
    expect(built).not.toContain(stoppedProfile.id);
    // Finished: the next run starts over.
    expect((await collections(t).jobRuns.doc('build-public-views').get()).data()?.after).toBeUndefined();
  });
});

describe('caching and counting', () => {
  it('lets the CDN keep a card at most 30 s and a browser 30 s more, never stale', async () => {
    const res = await card();
    expect(res.headers['cache-control']).toBe('public, max-age=30, s-maxage=30');
    expect((await t.api.get(`/v1/links/slug/${SLUG}`)).headers['cache-control']).toBe('public, max-age=30');
  });

  it('answers a revalidation 304 until the card changes', async () => {
    const first = await card();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect((await card().set('If-None-Match', etag)).status).toBe(304);
    await t.api.put(`/v1/profiles/${rep.id}`).set(w.rep.headers).send({ headline: 'Third headline' }).expect(200);
    const changed = await card().set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.text).toContain('Third headline');
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('never lets a shared cache keep what a signed-in person was answered', async () => {
    const owned = await t.api.get(`/v1/profiles/${rep.id}`).set(w.rep.headers);
    expect(owned.status).toBe(200);
    expect(owned.body.data.mediaPaths).toBeUndefined();
    expect(owned.headers['cache-control']).toBe('private, no-store');
    expect(owned.headers.vary).toMatch(/Authorization/i);
    // The card page is the same for everyone: the owner's token changes nothing in it.
    const anonymous = await card();
    const signedIn = await card().set(w.rep.headers);
    expect(signedIn.text).toBe(anonymous.text);
    expect(signedIn.headers['cache-control']).toBe('public, max-age=30, s-maxage=30');
    // Nor the one cookie Hosting passes to a function: the page reads no session, sets none, and varies by neither.
    const token = w.rep.headers.Authorization.replace(/^Bearer /, '');
    const withCookie = await card().set('Cookie', `__session=${token}`);
    expect(withCookie.text).toBe(anonymous.text);
    expect(withCookie.headers.etag).toBe(anonymous.headers.etag);
    expect(withCookie.headers['set-cookie']).toBeUndefined();
    expect(withCookie.headers.vary ?? '').not.toMatch(/cookie|authorization/i);
  });

  it('counts the beacon, not the HTML: a cached or repeated page changes no figure', async () => {
    const counter = await createUser(t, { firstName: 'Count', lastName: 'Me' });
    const profile = await defaultProfile(t, counter);
    await t.api.put(`/v1/profiles/${profile.id}`).set(counter.headers).send({ slug: 'count-me' }).expect(200);
    const views = async () =>
      (await t.api.get(`/v1/analytics/dashboard/${profile.id}`).set(counter.headers)).body.data.totals.views as number;
    for (let i = 0; i < 3; i++) await card('count-me').set('User-Agent', BROWSER).expect(200);
    expect(await views()).toBe(0);
    await t.api
      .post('/v1/public/events')
      .set('Content-Type', 'text/plain')
      .set('User-Agent', BROWSER)
      .send(JSON.stringify({ type: 'view', profileId: profile.id, via: 'link:count-me' }))
      .expect(202);
    expect(await views()).toBe(1);
  });
});
