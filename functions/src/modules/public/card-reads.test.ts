import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/profiles';
import { createUser, givePro, type TestUser } from '../../../test/harness.test-support';
import { startProviderFakes, X_DEMO_TWEETS, type ProviderFakes } from '../../../test/fakes';
import { connectThroughApi } from '../../../test/fakes/oauth-dance.test-support';
import { createCountingContext, type CountingContext } from '../../../test/counting-store.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';

/**
 * What a card view costs in Firestore's billed reads (docs/profiles-and-cards.md, "The public view
 * at scale"), on the counting store: the materialized view and, for an employee, the company's
 * public document; the language redirect reads nothing. Each view is measured after a first one,
 * so it is a warm instance's (the social catalogue loaded, the views built).
 */

let fakes: ProviderFakes;
let t: CountingContext;
let w: CompanyWorld;
let owner: TestUser;
const cards: Record<'personal' | 'employee', string> = { personal: '', employee: '' };

const profileOf = async (user: TestUser) =>
  ((await t.api.get('/v1/profiles').set(user.headers)).body.data as Profile[]).find((p) => p.default)!;

/** The billed cost of one warm request, with the paths it read. */
async function cost(path: string, headers: Record<string, string> = {}) {
  expect((await t.api.get(path).set(headers)).status).toBeLessThan(500);
  const { result, cost } = await t.ops.measure(() => t.api.get(path).set(headers));
  return {
    status: result.status,
    reads: cost.reads,
    writes: cost.writes + cost.deletes,
    location: result.headers.location,
  };
}

beforeAll(async () => {
  fakes = await startProviderFakes();
  t = await createCountingContext({ EVERLINK_FAKES_URL: fakes.url });
  w = await createCompanyWorld(t);
  owner = await createUser(t, { firstName: 'Cora', lastName: 'Count' });
  for (const [key, user, slug] of [
    ['personal', owner, 'cora-count'],
    ['employee', w.rep, 'rey-count'],
  ] as const) {
    const profile = await profileOf(user);
    await t.api.put(`/v1/profiles/${profile.id}`).set(user.headers).send({ slug }).expect(200);
    const [cardId] = (await t.api.post('/v1/cards').set(w.superadmin.headers).send({ count: 1 })).body.data.cardIds;
    await t.api.post('/v1/cards/activate').set(user.headers).send({ cardId, profileId: profile.id }).expect(200);
    cards[key] = cardId;
  }
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

describe('a card view’s reads', () => {
  it('a personal card: the card (or the slug) and the view, 2 reads, no write', async () => {
    expect(await cost(`/card/${cards.personal}?hl=en`)).toMatchObject({ status: 200, reads: 2, writes: 0 });
    expect(await cost('/card/@cora-count?hl=en')).toMatchObject({ status: 200, reads: 2, writes: 0 });
  });

  it('an employee’s card: and the company’s public document, 3 reads, whatever the company’s size', async () => {
    expect(await cost(`/card/${cards.employee}?hl=en`)).toMatchObject({ status: 200, reads: 3, writes: 0 });
    expect(await cost('/card/@rey-count?hl=en')).toMatchObject({ status: 200, reads: 3, writes: 0 });
  });

  it('reads the membership too only when the company has links for some divisions alone', async () => {
    await t.api
      .post(`/v1/company/${w.acme.id}/everlinks/new`)
      .set(w.admin.headers)
      .send({ title: 'Sales deck', url: 'https://acme.example.com/deck', divisionIds: [w.sales.id] })
      .expect(201);
    const view = await cost('/card/@rey-count?hl=en');
    expect(view).toMatchObject({ status: 200, reads: 4, writes: 0 });
    // Rey is in Sales: the division's link is on his card.
    expect((await t.api.get('/card/@rey-count?hl=en')).text).toContain('Sales deck');
  });

  it('a brand change is one write to the company’s public document, not one per employee', async () => {
    const { cost: change } = await t.ops.measure(() =>
      t.api
        .put(`/v1/company/${w.acme.id}`)
        .set(w.admin.headers)
        .send({ brand: { primaryColor: '#224466' } }),
    );
    const views = Object.keys(change.writesByPath).filter((path) => path.startsWith('publicViews/'));
    expect(views).toEqual([]);
    expect(Object.keys(change.writesByPath)).toContain(`publicCompanies/${w.acme.id}`);
    expect((await t.api.get('/card/@rey-count?hl=en')).text.toLowerCase()).toContain('.btn.primary{background:#246;');
  });

  it('a card with a feed: its owner’s plan read once a minute, not per view', async () => {
    await givePro(t, owner);
    fakes.x.tweets = [...X_DEMO_TWEETS];
    expect((await connectThroughApi(t, owner, 'twitter')).status).toBe(200);
    expect((await t.api.get('/card/@cora-count?hl=en')).text).toContain('Latest on X');
    expect(await cost('/card/@cora-count?hl=en')).toMatchObject({ status: 200, reads: 2, writes: 0 });
    t.clock.advance(60_000);
    const { cost: checked } = await t.ops.measure(() => t.api.get('/card/@cora-count?hl=en'));
    expect(checked.reads).toBeGreaterThan(2);
  });

  it('a slug’s lead form, as its card: the claim and the view, 2 reads', async () => {
    await t.api
      .put(`/v1/profiles/${(await profileOf(owner)).id}`)
      .set(owner.headers)
      .send({ config: { leadCapture: { enabled: true } } })
      .expect(200);
    const form = await cost('/card/@cora-count/contact?hl=en');
    expect(form).toMatchObject({ status: 200, reads: 2, writes: 0 });
  });

  it('puts the language into the address without a single read', async () => {
    for (const path of [`/card/${cards.personal}`, '/card/@rey-count', '/card/@nobody-here']) {
      const redirect = await cost(path, { 'Accept-Language': 'pt-BR' });
      expect(redirect).toMatchObject({ status: 302, reads: 0, writes: 0 });
      expect(redirect.location).toMatch(/\?hl=pt$/);
    }
  });

  it('a campaign link follows a new target in one read: its slug’s claim changes with it', async () => {
    const second = (
      await t.api.post('/v1/profiles').set(owner.headers).send({ name: 'Events', headline: 'At the booth' })
    ).body.data as Profile;
    const first = await profileOf(owner);
    const link = (
      await t.api
        .post('/v1/links')
        .set(owner.headers)
        .send({ targetType: 'profile', profileId: first.id, slug: 'cora-campaign' })
        .expect(201)
    ).body.data;
    expect(await cost('/card/@cora-campaign?hl=en')).toMatchObject({ status: 200, reads: 2 });
    await t.api.put(`/v1/links/${link.id}`).set(owner.headers).send({ profileId: second.id }).expect(200);
    expect((await t.api.get('/card/@cora-campaign?hl=en')).text).toContain('At the booth');
    expect(await cost('/card/@cora-campaign?hl=en')).toMatchObject({ status: 200, reads: 2 });
  });

  it('a slug whose claim was stored before it named the profile still opens the card, reading the link', async () => {
    const claim = collections(t).slugs.doc('cora-count');
    const { profileId: _older, ...stored } = (await claim.get()).data()!;
    await claim.set(stored);
    const older = await cost('/card/@cora-count?hl=en');
    expect(older).toMatchObject({ status: 200, reads: 3, writes: 0 });
  });
});
