import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { PROFILE_MESSAGES, type Profile } from '../../contract/profiles';
import { LINK_MESSAGES, type LinkView } from '../../contract/links';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { collections } from '../../platform/store/collections';

let t: TestContext;
let owner: TestUser;
let stranger: TestUser;
let profile: Profile;
beforeAll(async () => {
  t = await createTestContext();
  owner = await createUser(t, { firstName: 'Linus', lastName: 'Links' });
  stranger = await createUser(t);
  profile = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0];
});
afterAll(async () => t.close());

async function createLink(user: TestUser, body: Record<string, unknown>): Promise<LinkView> {
  const res = await t.api.post('/v1/links').set(user.headers).send(body);
  if (res.status !== 201) throw new Error(`POST /v1/links answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

describe('links', () => {
  it('creates a URL link with a chosen slug and a profile link with a random one', async () => {
    const url = await createLink(owner, {
      targetType: 'url',
      url: 'shop.example/spring',
      slug: 'Spring-Sale',
      title: 'Spring sale',
    });
    expect(url).toMatchObject({
      slug: 'spring-sale',
      targetType: 'url',
      url: 'https://shop.example/spring',
      profileId: null,
      userId: owner.uid,
      clicks: 0,
      title: 'Spring sale',
      isProfileLink: false,
    });
    expect(url.shortUrl).toBe(`${t.deps.config.publicUrl}/card/@spring-sale`);
    const toProfile = await createLink(owner, { targetType: 'profile', profileId: profile.id });
    expect(toProfile.slug).toMatch(/^[a-z0-9]{7}$/);
    expect(toProfile).toMatchObject({ targetType: 'profile', profileId: profile.id, url: null });
  });

  it('validates: a target for its kind, valid URLs and slugs, only own profiles', async () => {
    const noUrl = await t.api.post('/v1/links').set(owner.headers).send({ targetType: 'url' });
    expect(noUrl.body.fields).toEqual({ url: LINK_MESSAGES.targetRequired });
    const badUrl = await t.api.post('/v1/links').set(owner.headers).send({ targetType: 'url', url: 'ftp://x' });
    expect(badUrl.body.fields).toEqual({ url: MESSAGES.invalidUrl });
    const badSlug = await t.api
      .post('/v1/links')
      .set(owner.headers)
      .send({ targetType: 'url', url: 'x.example', slug: 'no spaces!' });
    expect(badSlug.body.fields).toEqual({ slug: PROFILE_MESSAGES.slugInvalid });
    const notMine = await t.api
      .post('/v1/links')
      .set(stranger.headers)
      .send({ targetType: 'profile', profileId: profile.id });
    expect(notMine.status).toBe(400);
    expect(notMine.body.fields).toEqual({ profileId: PROFILE_MESSAGES.profileNotFound });
    expect((await t.api.post('/v1/links').send({ targetType: 'url', url: 'x.example' })).status).toBe(401);
  });

  it('GET and PUT by id for the owner only; the list shows the share link too', async () => {
    const link = await createLink(owner, { targetType: 'url', url: 'a.example' });
    expect((await t.api.get(`/v1/links/${link.id}`).set(owner.headers)).body.data).toMatchObject({
      id: link.id,
      url: 'https://a.example',
    });
    expect((await t.api.get(`/v1/links/${link.id}`).set(stranger.headers)).status).toBe(404);
    expect((await t.api.put(`/v1/links/${link.id}`).set(stranger.headers).send({ title: 'x' })).status).toBe(404);
    const put = await t.api
      .put(`/v1/links/${link.id}`)
      .set(owner.headers)
      .send({ url: 'b.example', slug: 'b-link', title: 'B' });
    expect(put.body.data).toMatchObject({ url: 'https://b.example', slug: 'b-link', title: 'B' });
    expect((await collections(t).slugs.doc(link.slug).get()).data()).toMatchObject({ linkId: null, userId: owner.uid });
    const kind = await t.api.put(`/v1/links/${link.id}`).set(owner.headers).send({ profileId: profile.id });
    expect(kind.body.fields).toEqual({ profileId: LINK_MESSAGES.targetFixed });
    const list = (await t.api.get('/v1/links').set(owner.headers)).body.data as LinkView[];
    expect(list.find((l) => l.id === profile.linkId)).toMatchObject({ isProfileLink: true, slug: profile.slug });
  });

  it("the share link's slug is the profile's slug: changing one changes the other; it cannot be deleted", async () => {
    const res = await t.api.put(`/v1/links/${profile.linkId}`).set(owner.headers).send({ slug: 'linus-links' });
    expect(res.body.data).toMatchObject({ slug: 'linus-links', isProfileLink: true });
    expect((await t.api.get(`/v1/profiles/${profile.id}`).set(owner.headers)).body.data.slug).toBe('linus-links');
    const del = await t.api.delete(`/v1/links/${profile.linkId}`).set(owner.headers);
    expect(del.status).toBe(400);
    expect(del.body.message).toBe(LINK_MESSAGES.profileLinkFixed);
  });

  it('DELETE releases the slug: held for its owner (90 days), not for anyone else', async () => {
    const link = await createLink(owner, { targetType: 'url', url: 'gone.example', slug: 'soon-gone' });
    await t.api.delete(`/v1/links/${link.id}`).set(owner.headers).expect(204);
    expect((await t.api.get(`/v1/links/${link.id}`).set(owner.headers)).status).toBe(404);
    expect(
      (
        await t.api
          .post('/v1/links')
          .set(stranger.headers)
          .send({ targetType: 'url', url: 'mine.example', slug: 'soon-gone' })
      ).status,
    ).toBe(409);
    await createLink(owner, { targetType: 'url', url: 'back.example', slug: 'soon-gone' });
  });

  it('20 parallel claims of one slug: exactly one 201, nineteen 409', async () => {
    const users = [owner, stranger, await createUser(t), await createUser(t)];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.api
          .post('/v1/links')
          .set(users[i % users.length].headers)
          .send({ targetType: 'url', url: `race${i}.example`, slug: 'race-slug' }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const losers = results.filter((r) => r.status === 409);
    expect(losers).toHaveLength(19);
    for (const r of losers) expect(r.body).toMatchObject({ message: PROFILE_MESSAGES.slugTaken, code: 'slug-taken' });
    const winner = results.find((r) => r.status === 201)!.body.data as LinkView;
    expect((await collections(t).slugs.doc('race-slug').get()).data()).toMatchObject({ linkId: winner.id });
    expect((await collections(t).links.where('slug', '==', 'race-slug').get()).size).toBe(1);
  });
});

describe('GET /v1/links/slug/{slug} (public)', () => {
  it('resolves a URL link and a profile link without a token', async () => {
    await createLink(owner, { targetType: 'url', url: 'https://docs.example/a', slug: 'docs-a' });
    const url = await t.api.get('/v1/links/slug/docs-a');
    expect(url.status).toBe(200);
    expect(url.body.data).toEqual({
      slug: 'docs-a',
      targetType: 'url',
      shortUrl: `${t.deps.config.publicUrl}/card/@docs-a`,
      url: 'https://docs.example/a',
      profile: null,
    });
    const slug = (await t.api.get(`/v1/profiles/${profile.id}`).set(owner.headers)).body.data.slug;
    const prof = await t.api.get(`/v1/links/slug/${slug}`);
    expect(prof.body.data).toMatchObject({
      targetType: 'profile',
      url: null,
      profile: { id: profile.id, displayName: 'Linus Links' },
    });
    expect(prof.body.data.profile).not.toHaveProperty('userId');
  });

  it('answers 404 for unknown slugs, 410 while the profile is deactivated', async () => {
    expect((await t.api.get('/v1/links/slug/nobody-here')).status).toBe(404);
    const slug = (await t.api.get(`/v1/profiles/${profile.id}`).set(owner.headers)).body.data.slug;
    await t.api.put(`/v1/profiles/${profile.id}/deactivate`).set(owner.headers).send({}).expect(200);
    const res = await t.api.get(`/v1/links/slug/${slug}`);
    expect(res.status).toBe(410);
    expect(res.body.message).toBe(PROFILE_MESSAGES.profileUnavailable);
    await t.api
      .put(`/v1/profiles/${profile.id}/deactivate`)
      .set(owner.headers)
      .send({ deactivated: false })
      .expect(200);
  });
});
