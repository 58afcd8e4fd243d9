import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { SOCIAL_MESSAGES, type SocialNetwork } from '../../contract/socials';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { ensureSocialCatalogue } from './socials.service';
import { collections } from '../../platform/store/collections';

let t: TestContext;
let user: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestContext();
  user = await createUser(t);
  admin = await createUser(t, { superadmin: true });
});
afterAll(async () => t.close());

describe('the socials catalogue', () => {
  it('starts with the common networks, in order, for anyone signed in', async () => {
    const res = await t.api.get('/v1/socials').set(user.headers);
    expect(res.status).toBe(200);
    const ids = (res.body.data as SocialNetwork[]).map((n) => n.id);
    expect(ids.slice(0, 11)).toEqual([
      'linkedin',
      'instagram',
      'x',
      'tiktok',
      'facebook',
      'youtube',
      'github',
      'whatsapp',
      'telegram',
      'calendly',
      'website',
    ]);
    expect(res.body.data[0]).toMatchObject({
      name: 'LinkedIn',
      icon: 'linkedin',
      urlTemplate: 'https://www.linkedin.com/in/{handle}',
      category: 'professional',
      order: 10,
    });
    expect((await t.api.get('/v1/socials')).status).toBe(401);
    expect((await t.api.get('/v1/socials/github').set(user.headers)).body.data).toMatchObject({
      id: 'github',
      name: 'GitHub',
    });
    expect((await t.api.get('/v1/socials/nope').set(user.headers)).status).toBe(404);
  });

  it('ensureSocialCatalogue is idempotent and keeps what superadmins changed or deleted', async () => {
    await t.api.put('/v1/socials/x').set(admin.headers).send({ name: 'X (Twitter)' }).expect(200);
    await t.api.delete('/v1/socials/snapchat').set(admin.headers).expect(204);
    const count = (await collections(t).socialNetworks.get()).size;
    await ensureSocialCatalogue(t.store);
    await ensureSocialCatalogue(t.store);
    expect((await collections(t).socialNetworks.get()).size).toBe(count);
    expect((await collections(t).socialNetworks.doc('x').get()).data()).toMatchObject({ name: 'X (Twitter)' });
    expect((await collections(t).socialNetworks.doc('snapchat').get()).exists).toBe(false);
  });

  it('superadmins create, update and delete networks; others get 403', async () => {
    const body = {
      id: 'Mastodon',
      name: 'Mastodon',
      icon: 'mastodon',
      urlTemplate: 'https://mastodon.social/@{handle}',
      placeholder: 'user',
      category: 'social',
    };
    expect((await t.api.post('/v1/socials').set(user.headers).send(body)).status).toBe(403);
    const created = await t.api.post('/v1/socials').set(admin.headers).send(body);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ id: 'mastodon', order: 1000 });
    const again = await t.api.post('/v1/socials').set(admin.headers).send(body);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(SOCIAL_MESSAGES.exists);
    const badTemplate = await t.api
      .post('/v1/socials')
      .set(admin.headers)
      .send({ ...body, id: 'other', urlTemplate: 'http://x.example/' });
    expect(badTemplate.body.fields).toEqual({ urlTemplate: SOCIAL_MESSAGES.templateNeedsHandle });
    const missing = await t.api.post('/v1/socials').set(admin.headers).send({ id: 'y' });
    expect(missing.body.fields).toMatchObject({ name: MESSAGES.required });

    expect((await t.api.put('/v1/socials/mastodon').set(user.headers).send({ order: 1 })).status).toBe(403);
    const moved = await t.api.put('/v1/socials/mastodon').set(admin.headers).send({ order: 1 });
    expect(moved.body.data.order).toBe(1);
    expect((await t.api.get('/v1/socials').set(user.headers)).body.data[0].id).toBe('mastodon');

    const profileId = (await t.api.get('/v1/profiles').set(user.headers)).body.data[0].id;
    await t.api
      .put(`/v1/profiles/${profileId}/socials`)
      .set(user.headers)
      .send([{ network: 'mastodon', handle: 'me' }])
      .expect(200);
    expect((await t.api.delete('/v1/socials/mastodon').set(user.headers)).status).toBe(403);
    await t.api.delete('/v1/socials/mastodon').set(admin.headers).expect(204);
    expect((await t.api.put('/v1/socials/mastodon').set(admin.headers).send({ order: 2 })).status).toBe(404);
    // A profile keeps the link of a network removed from the catalogue.
    expect((await t.api.get(`/v1/profiles/${profileId}/socials`)).body.data).toEqual([
      expect.objectContaining({ network: 'mastodon', url: 'https://mastodon.social/@me', name: 'Mastodon' }),
    ]);
  });
});
