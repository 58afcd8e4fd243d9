import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, type Profile } from '../../contract/profiles';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { image, profileCalls } from './profiles.test-support';
import { collections } from '../../platform/store/collections';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());
const { profilesOf, create } = profileCalls(() => t);

describe('slugs', () => {
  let owner: TestUser;
  let other: TestUser;
  let profile: Profile;
  beforeAll(async () => {
    owner = await createUser(t, { firstName: 'Grace', lastName: 'Hopper' });
    other = await createUser(t);
    [profile] = await profilesOf(owner);
  });

  it('GET /v1/profiles/slug tells whether a slug is free, with suggestions when not', async () => {
    const free = await t.api.get('/v1/profiles/slug').set(owner.headers).query({ slug: 'Grace-Hopper-Navy' });
    expect(free.body.data).toEqual({
      slug: 'grace-hopper-navy',
      valid: true,
      available: true,
      message: null,
      suggestions: [],
    });
    const own = await t.api
      .get('/v1/profiles/slug')
      .set(owner.headers)
      .query({ slug: profile.slug, profileId: profile.id });
    expect(own.body.data.available).toBe(true);
    const taken = await t.api.get('/v1/profiles/slug').set(other.headers).query({ slug: profile.slug });
    expect(taken.body.data).toMatchObject({ valid: true, available: false, message: PROFILE_MESSAGES.slugTaken });
    expect(taken.body.data.suggestions.length).toBeGreaterThan(0);
    for (const s of taken.body.data.suggestions) expect(s).toMatch(/^[a-z0-9-]+$/);
    const reserved = await t.api.get('/v1/profiles/slug').set(owner.headers).query({ slug: 'admin' });
    expect(reserved.body.data).toMatchObject({
      valid: false,
      available: false,
      message: PROFILE_MESSAGES.slugReserved,
    });
    const invalid = await t.api.get('/v1/profiles/slug').set(owner.headers).query({ slug: '-x' });
    expect(invalid.body.data).toMatchObject({ valid: false, message: PROFILE_MESSAGES.slugInvalid });
    expect((await t.api.get('/v1/profiles/slug').query({ slug: 'x' })).status).toBe(401);
  });

  it('changing the slug claims the new one, frees the old one, and moves the share link', async () => {
    const res = await t.api.put(`/v1/profiles/${profile.id}`).set(owner.headers).send({ slug: 'amazing-grace' });
    expect(res.status).toBe(200);
    expect(res.body.data.slug).toBe('amazing-grace');
    // The old slug is held for its owner (links/slugs.ts): printed codes do not change hands.
    expect((await collections(t).slugs.doc(profile.slug!).get()).data()).toMatchObject({
      linkId: null,
      userId: owner.uid,
    });
    expect((await collections(t).links.doc(profile.linkId!).get()).data()).toMatchObject({ slug: 'amazing-grace' });
    const [otherProfile] = await profilesOf(other);
    const clash = await t.api.put(`/v1/profiles/${otherProfile.id}`).set(other.headers).send({ slug: 'amazing-grace' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ message: PROFILE_MESSAGES.slugTaken, code: 'slug-taken' });
    // The released slug stays with its owner for 90 days (test/security/slugs.test.ts).
    const reuse = await t.api.put(`/v1/profiles/${otherProfile.id}`).set(other.headers).send({ slug: profile.slug });
    expect(reuse.status).toBe(409);
  });

  it('20 profiles claiming one slug at once: exactly one wins, 19 get 409', async () => {
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(t)));
    const profiles = (
      await Promise.all(
        users.map(async (u) =>
          (await Promise.all(Array.from({ length: 4 }, (_, i) => create(u, { name: `P${i}` })))).map((p) => ({ p, u })),
        ),
      )
    ).flat();
    const results = await Promise.all(
      profiles.map(({ p, u }) => t.api.put(`/v1/profiles/${p.id}`).set(u.headers).send({ slug: 'the-one-and-only' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const winner = results.find((r) => r.status === 200)!.body.data as Profile;
    expect((await collections(t).slugs.doc('the-one-and-only').get()).data()).toMatchObject({ linkId: winner.linkId });
  });
});

describe('deactivate and delete', () => {
  let owner: TestUser;
  let stranger: TestUser;
  let main: Profile;
  let side: Profile;
  beforeAll(async () => {
    owner = await createUser(t, { firstName: 'Alan', lastName: 'Turing' });
    stranger = await createUser(t);
    [main] = await profilesOf(owner);
    side = await create(owner, { name: 'Side', firstName: 'Alan' });
  });

  it('deactivation is reversible and hides the profile from everyone else', async () => {
    const off = await t.api.put(`/v1/profiles/${side.id}/deactivate`).set(owner.headers).send({});
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ status: 'deactivated', deactivatedAt: expect.any(String) });
    expect((await t.api.get(`/v1/profiles/${side.id}`)).status).toBe(404);
    expect((await t.api.get(`/v1/profiles/${side.id}`).set(owner.headers)).body.data.status).toBe('deactivated');
    expect((await t.api.put(`/v1/profiles/${side.id}/deactivate`).set(stranger.headers).send({})).status).toBe(404);
    const on = await t.api.put(`/v1/profiles/${side.id}/deactivate`).set(owner.headers).send({ deactivated: false });
    expect(on.body.data).toMatchObject({ status: 'active', deactivatedAt: null });
  });

  it('deleting the default promotes another, releases the slug, detaches cards, removes media; the last profile stays', async () => {
    const photo = await image(600, 600).jpeg().toBuffer();
    const uploaded = await t.api
      .post(`/v1/profiles/${main.id}/photo/upload`)
      .set(owner.headers)
      .attach('file', photo, 'me.jpg')
      .expect(201);
    const photoUrl = uploaded.body.data.photoUrl as string;
    expect((await t.api.get(photoUrl)).status).toBe(200);
    const cardId = 'DELETE234567';
    await collections(t).cards.doc(cardId).set({
      id: cardId,
      status: 'active',
      userId: owner.uid,
      profileId: main.id,
      label: '',
      batchId: null,
      activatedAt: t.clock.now().toISOString(),
      deactivatedAt: null,
      createdAt: '',
      updatedAt: '',
    });

    expect((await t.api.put(`/v1/profiles/${main.id}/delete`).set(stranger.headers)).status).toBe(404);
    const res = await t.api.put(`/v1/profiles/${main.id}/delete`).set(owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: main.id, status: 'deleted', newDefaultId: side.id });
    const list = await profilesOf(owner);
    expect(list.map((p) => [p.id, p.default])).toEqual([[side.id, true]]);
    expect((await collections(t).slugs.doc(main.slug!).get()).data()).toMatchObject({
      linkId: null,
      userId: owner.uid,
    });
    expect((await collections(t).links.doc(main.linkId!).get()).exists).toBe(false);
    expect((await collections(t).cards.doc(cardId).get()).data()).toMatchObject({
      status: 'active',
      userId: owner.uid,
      profileId: null,
    });
    expect((await t.api.get(photoUrl)).status).toBe(404);
    expect((await t.api.get(`/v1/profiles/${main.id}`).set(owner.headers)).status).toBe(404);

    const last = await t.api.put(`/v1/profiles/${side.id}/delete`).set(owner.headers);
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({ message: PROFILE_MESSAGES.lastProfile, code: 'last-profile' });
  });
});
