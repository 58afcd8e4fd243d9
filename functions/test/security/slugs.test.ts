import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, type Profile } from '../../src/contract/profiles';
import { createTestContext, createUser, type TestContext, type TestUser } from '../harness.test-support';

/**
 * A released slug stays with its previous owner for 90 days: the QR codes and cards printed
 * with it cannot be taken over by someone else in the meantime.
 */

const DAY = 86_400_000;
let t: TestContext;
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  t.clock.set('2025-01-01T09:00:00Z');
  [owner, other] = await Promise.all([createUser(t), createUser(t)]);
});
afterAll(async () => t.close());

const createLink = (user: TestUser, slug: string) =>
  t.api.post('/v1/links').set(user.headers).send({ targetType: 'url', url: 'https://shop.example', slug });
const firstProfile = async (user: TestUser) =>
  (await t.api.get('/v1/profiles').set(user.headers)).body.data[0] as Profile;

describe('a deleted link’s slug', () => {
  it('is held for its owner: someone else gets 409, the owner may take it back, the slug leads nowhere meanwhile', async () => {
    const link = (await createLink(owner, 'summer-sale')).body.data;
    expect((await t.api.delete(`/v1/links/${link.id}`).set(owner.headers)).status).toBe(204);
    expect((await t.api.get('/v1/links/slug/summer-sale')).status).toBe(404);

    const taken = await createLink(other, 'summer-sale');
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(PROFILE_MESSAGES.slugTaken);

    t.clock.advance(30 * DAY);
    const back = await createLink(owner, 'summer-sale');
    expect(back.status).toBe(201);
    expect((await t.api.get('/v1/links/slug/summer-sale')).body.data).toMatchObject({
      slug: 'summer-sale',
      url: 'https://shop.example',
    });
  });

  it('is free for anyone once 90 days have passed', async () => {
    const link = (await createLink(owner, 'winter-sale')).body.data;
    await t.api.delete(`/v1/links/${link.id}`).set(owner.headers).expect(204);
    t.clock.advance(89 * DAY);
    expect((await createLink(other, 'winter-sale')).status).toBe(409);
    t.clock.advance(DAY + 1000);
    expect((await createLink(other, 'winter-sale')).status).toBe(201);
  });
});

describe('a profile’s old slug', () => {
  it('after a rename: held for the owner on every path that claims slugs, then free after 90 days', async () => {
    const mine = await firstProfile(owner);
    await t.api.put(`/v1/profiles/${mine.id}`).set(owner.headers).send({ slug: 'ana-original' }).expect(200);
    await t.api.put(`/v1/profiles/${mine.id}`).set(owner.headers).send({ slug: 'ana-renamed' }).expect(200);

    const theirs = await firstProfile(other);
    expect(
      (await t.api.put(`/v1/profiles/${theirs.id}`).set(other.headers).send({ slug: 'ana-original' })).status,
    ).toBe(409);
    expect(
      (await t.api.post('/v1/profiles').set(other.headers).send({ name: 'Side', slug: 'ana-original' })).status,
    ).toBe(409);
    expect((await createLink(other, 'ana-original')).status).toBe(409);
    const asked = await t.api
      .get('/v1/profiles/slug')
      .set(other.headers)
      .query({ slug: 'ana-original', profileId: theirs.id });
    expect(asked.body.data).toMatchObject({ available: false, message: PROFILE_MESSAGES.slugTaken });
    const askedByOwner = await t.api
      .get('/v1/profiles/slug')
      .set(owner.headers)
      .query({ slug: 'ana-original', profileId: mine.id });
    expect(askedByOwner.body.data).toMatchObject({ available: true });

    t.clock.advance(91 * DAY);
    expect(
      (await t.api.put(`/v1/profiles/${theirs.id}`).set(other.headers).send({ slug: 'ana-original' })).status,
    ).toBe(200);
  });

  it('after the profile is deleted: held for the owner', async () => {
    const side = (await t.api.post('/v1/profiles').set(owner.headers).send({ name: 'Events', slug: 'ana-events' })).body
      .data as Profile;
    await t.api.put(`/v1/profiles/${side.id}/delete`).set(owner.headers).expect(200);
    expect((await createLink(other, 'ana-events')).status).toBe(409);
    expect((await createLink(owner, 'ana-events')).status).toBe(201);
  });
});
