import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { startProviderFakes, type ProviderFakes } from '../../../test/fakes';
import { approve, connectThroughApi, expectNoTokens } from '../../../test/fakes/oauth-dance.test-support';
import { INTEGRATION_MESSAGES } from '../../contract/integrations';
import { connectionRef, openTokens, secretRef } from '../core/store';
import { runJob } from '../../jobs/refresh.test-support';
import { INSTAGRAM_DEMO_MEDIA, INSTAGRAM_DEMO_USER, signRequest } from './fake/instagram.fake';
import { DELETION_MESSAGES } from './instagram.deletion';
import { collections } from '../../platform/store/collections';
import { jobs } from '../../jobs/registry';

let fakes: ProviderFakes;
let t: TestContext;
let owner: TestUser;
const APP_SECRET = 'instagram-demo-secret';

beforeAll(async () => {
  fakes = await startProviderFakes();
});
afterAll(async () => fakes.close());
beforeEach(async () => {
  t = await createTestContext({ EVERLINK_FAKES_URL: fakes.url, PROVIDER_TIMEOUT_MS: '1000' });
  owner = await createUser(t, { pro: true });
  fakes.instagram.media = [...INSTAGRAM_DEMO_MEDIA];
  fakes.instagram.flatTokenAnswer = false;
});
afterEach(async () => t.close());

const stored = async (userId = owner.uid) => ({
  secret: (await secretRef(t.store, 'instagram', userId).get()).data(),
  connection: (await connectionRef(t.store, 'instagram', userId).get()).data(),
});
const ledgers = () => [fakes.instagram.tokens, fakes.instagram.shortTokens];

/** A picture the API serves from its blob store. */
async function picture(url: string) {
  const res = await t.api
    .get(url)
    .buffer(true)
    .parse((r, done) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return {
    status: res.status,
    type: res.headers['content-type'],
    meta: res.status === 200 ? await sharp(res.body as Buffer).metadata() : null,
  };
}

describe('Instagram: connecting', () => {
  it('asks Instagram for instagram_business_basic and comes back with the code (its "#_" stripped) for a 60-day token', async () => {
    const { code, state, location } = await approve(t, owner, 'instagram');
    expect(location.endsWith('#_')).toBe(true);
    // A careless client copies Instagram's '#_' into the code: the API strips it.
    const res = await t.api
      .post('/v1/instagram/oauth')
      .set(owner.headers)
      .send({ code: `${code}#_`, state });

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: 'instagram',
      status: 'connected',
      account: {
        id: INSTAGRAM_DEMO_USER.id,
        username: INSTAGRAM_DEMO_USER.username,
        url: `https://www.instagram.com/${INSTAGRAM_DEMO_USER.username}/`,
      },
      calls: { disconnect: { method: 'POST', path: '/v1/instagram/deletion/confirm' }, refresh: null },
    });
    expectNoTokens(res.body, ...ledgers());
    const { secret, connection } = await stored();
    // /me's id is the account; the code exchange's user_id differs and is kept only as the professional id.
    expect(connection).toMatchObject({
      accountId: INSTAGRAM_DEMO_USER.id,
      extra: { professionalId: INSTAGRAM_DEMO_USER.user_id },
    });
    const tokens = openTokens(t.deps.config.integrations.tokenKey!, secret!);
    expect(fakes.instagram.tokens.accessTokens.has(tokens.accessToken)).toBe(true);
    expect(tokens.refreshToken).toBeUndefined();
    expect(Date.parse(secret!.expiresAt) - t.clock.now().getTime()).toBeGreaterThan(59 * 24 * 3600_000);
  });

  it('takes the flat token answer some live apps get, too', async () => {
    fakes.instagram.flatTokenAnswer = true;
    expect((await connectThroughApi(t, owner, 'instagram')).body.data.status).toBe('connected');
  });

  it('copies the latest posts’ pictures (their links expire) as small WebP files it serves itself', async () => {
    const res = await connectThroughApi(t, owner, 'instagram');
    const content = res.body.data.content as {
      id: string;
      kind: string;
      imageUrl: string;
      url: string;
      text: string;
    }[];
    expect(content.map((c) => [c.id, c.kind])).toEqual([
      [INSTAGRAM_DEMO_MEDIA[0].id, 'image'],
      [INSTAGRAM_DEMO_MEDIA[1].id, 'video'],
      [INSTAGRAM_DEMO_MEDIA[2].id, 'album'],
      [INSTAGRAM_DEMO_MEDIA[3].id, 'image'],
    ]);
    expect(content[0]).toMatchObject({
      text: INSTAGRAM_DEMO_MEDIA[0].caption,
      url: `https://www.instagram.com/p/${INSTAGRAM_DEMO_MEDIA[0].id}/`,
    });
    for (const item of content) {
      expect(item.imageUrl).toMatch(/^\/v1\/files\/integrations\//);
      expect(item.imageUrl).not.toContain(fakes.url);
      expect(await picture(item.imageUrl)).toMatchObject({
        status: 200,
        type: 'image/webp',
        meta: { width: 320, height: 320, format: 'webp' },
      });
    }
  });

  it('refuses a bad state and a refused code with 400, and stores nothing', async () => {
    const { code, state } = await approve(t, owner, 'instagram');
    expect(
      (
        await t.api
          .post('/v1/instagram/oauth')
          .set(owner.headers)
          .send({ code, state: `${state}x` })
      ).status,
    ).toBe(400);
    fakes.instagram.codes.refuse(code);
    const refused = await t.api.post('/v1/instagram/oauth').set(owner.headers).send({ code, state });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(INTEGRATION_MESSAGES.codeRefused);
    expect(await stored()).toEqual({ secret: undefined, connection: undefined });
  });

  it.each([
    ['exchange', 'server_error'],
    ['long', 'misfit'],
    ['me', 'slow'],
    ['media', 'server_error'],
  ] as const)('answers 502 when the %s call fails (%s), with nothing saved', async (endpoint, fault) => {
    const { code, state } = await approve(t, owner, 'instagram');
    fakes.instagram.faults.next(endpoint, fault);
    const res = await t.api.post('/v1/instagram/oauth').set(owner.headers).send({ code, state });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('The provider did not answer as expected.');
    expect(await stored()).toEqual({ secret: undefined, connection: undefined });
  });
});

describe('Instagram: once connected', () => {
  beforeEach(async () => {
    expect((await connectThroughApi(t, owner, 'instagram')).status).toBe(200);
  });

  it('refreshes the token in its last week and the posts every 6 hours; a refused refresh needs a reconnect', async () => {
    t.clock.advance(53 * 24 * 3600_000 + 1);
    fakes.instagram.media = [
      { id: '18000000000000099', caption: 'New post', media_type: 'IMAGE', timestamp: '2026-11-25T10:00:00+0000' },
      ...INSTAGRAM_DEMO_MEDIA,
    ];
    // The token task fetches the due posts too (the card was seen today).
    expect(await runJob(t, 'refresh-instagram', owner)).toMatchObject({ tokens: 1, enqueued: 1 });
    const state = await t.api.get('/v1/instagram').set(owner.headers);
    expect(state.body.data.content[0]).toMatchObject({ id: '18000000000000099', text: 'New post' });
    expectNoTokens(state.body, ...ledgers());

    const tokens = openTokens(t.deps.config.integrations.tokenKey!, (await stored()).secret!);
    fakes.instagram.tokens.failRefresh(tokens.accessToken, 'invalid_grant');
    t.clock.advance(54 * 24 * 3600_000);
    expect(await runJob(t, 'refresh-instagram')).toMatchObject({ tokens: 1, enqueued: 1 });
    const after = await t.api.get('/v1/instagram').set(owner.headers);
    expect(after.body.data.status).toBe('needs_reconnect');
    expect(after.body.data.reason).toMatch(/^HTTP 400 OAuthException 190 /);
  });

  it('keeps the stored posts when Instagram is down for a run, and removes pictures of posts that left the feed', async () => {
    const before = (await stored()).connection!;
    t.clock.advance(7 * 3600_000);
    // Down for every attempt the queue makes.
    for (let attempt = 0; attempt < 5; attempt++) fakes.instagram.faults.next('me', 'server_error');
    expect(await runJob(t, 'refresh-instagram', owner)).toMatchObject({ content: 1, enqueued: 1 });
    expect((await stored()).connection!.items).toEqual(before.items);

    fakes.instagram.media = INSTAGRAM_DEMO_MEDIA.slice(0, 1);
    // Still due: once Cloud Tasks has forgotten the task's name (an hour), a run enqueues it again.
    t.clock.advance(3600_000 + 1);
    expect(await runJob(t, 'refresh-instagram', owner)).toMatchObject({ content: 1, enqueued: 1 });
    const after = (await stored()).connection!;
    expect(after.items.map((i) => i.imagePath)).toEqual([before.items[0].imagePath]);
    expect((await picture(before.items[1].imageUrl!)).status).toBe(404);
  });

  it('deletes the data when the owner confirms, with a code whose status page says so', async () => {
    const other = await createUser(t);
    expect((await t.api.post('/v1/instagram/deletion/confirm').set(other.headers)).status).toBe(404);
    const paths = (await stored()).connection!.items.map((i) => i.imageUrl!);

    const res = await t.api.post('/v1/instagram/deletion/confirm').set(owner.headers);

    expect(res.status).toBe(200);
    const { url, confirmation_code: code } = res.body.data;
    expect(url).toBe(`${t.deps.config.publicUrl}/v1/instagram/deletion/status?code=${code}`);
    expect(await stored()).toEqual({ secret: undefined, connection: undefined });
    for (const path of paths) expect((await picture(path)).status).toBe(404);
    const status = await t.api.get(`/v1/instagram/deletion/status?code=${code}`);
    expect(status.body.data).toMatchObject({ code, status: 'completed', message: DELETION_MESSAGES.completed });
    expect((await t.api.get('/v1/instagram').set(owner.headers)).body.data.status).toBe('not_connected');
  });
});

describe("Instagram: Meta's data-deletion callback", () => {
  const initiate = (body: string) => t.api.post('/v1/instagram/deletion/initiate').type('form').send(body);
  const issuedNow = () => Math.floor(t.clock.now().getTime() / 1000);

  it('verifies the signed_request, deletes that account’s data and answers Meta’s shape', async () => {
    expect((await connectThroughApi(t, owner, 'instagram')).status).toBe(200);
    const signed = signRequest(
      { algorithm: 'HMAC-SHA256', issued_at: issuedNow(), user_id: INSTAGRAM_DEMO_USER.id },
      APP_SECRET,
    );

    const res = await initiate(`signed_request=${encodeURIComponent(signed)}`);

    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['confirmation_code', 'url']);
    expect(await stored()).toEqual({ secret: undefined, connection: undefined });
    const page = await t.api
      .get(new URL(res.body.url).pathname + new URL(res.body.url).search)
      .set('Accept', 'text/html');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(DELETION_MESSAGES.completed);
    expect(page.text).toContain(res.body.confirmation_code);
  });

  it('answers an account it holds nothing of with a code, too', async () => {
    const signed = signRequest({ algorithm: 'HMAC-SHA256', issued_at: issuedNow(), user_id: '123' }, APP_SECRET);
    const res = await initiate(`signed_request=${signed}`);
    expect(res.status).toBe(200);
    expect(
      (await t.api.get(`/v1/instagram/deletion/status?code=${res.body.confirmation_code}`)).body.data,
    ).toMatchObject({
      status: 'nothing_held',
      message: DELETION_MESSAGES.nothingHeld,
    });
  });

  it('refuses a forged signature and deletes nothing', async () => {
    expect((await connectThroughApi(t, owner, 'instagram')).status).toBe(200);
    const forged = signRequest({ algorithm: 'HMAC-SHA256', user_id: INSTAGRAM_DEMO_USER.id }, 'not-the-app-secret');
    const [signature, payload] = signRequest({ algorithm: 'HMAC-SHA256', user_id: 'someone-else' }, APP_SECRET).split(
      '.',
    );
    const swapped = `${signature}.${forged.split('.')[1]}`;
    for (const body of [forged, swapped, `${signature}.${payload}x`]) {
      const res = await initiate(`signed_request=${encodeURIComponent(body)}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(DELETION_MESSAGES.invalidSignedRequest);
    }
    expect((await stored()).connection).toBeDefined();
  });

  it.each([
    ['no field', ''],
    ['no dot', 'signed_request=abc'],
    ['three parts', 'signed_request=a.b.c'],
    ['not base64url', 'signed_request=%2B%2F.%3D%3D'],
    ['another algorithm', `signed_request=${signRequest({ algorithm: 'HMAC-SHA1', user_id: '1' }, APP_SECRET)}`],
    ['no user id', `signed_request=${signRequest({ algorithm: 'HMAC-SHA256' }, APP_SECRET)}`],
    [
      'payload not JSON',
      `signed_request=${signRequest({ algorithm: 'HMAC-SHA256', user_id: '1' }, APP_SECRET).split('.')[0]}.bm90IGpzb24`,
    ],
  ])('refuses a malformed signed_request (%s) with 400', async (_case, body) => {
    const res = await initiate(body);
    expect(res.status).toBe(400);
  });

  it('refuses a request issued over a day ago, from the future, or undated (400), and deletes nothing (review S21)', async () => {
    expect((await connectThroughApi(t, owner, 'instagram')).status).toBe(200);
    for (const issued_at of [issuedNow() - 2 * 86_400, issuedNow() - 86_400 - 3600, issuedNow() + 3600, undefined]) {
      const signed = signRequest({ algorithm: 'HMAC-SHA256', issued_at, user_id: INSTAGRAM_DEMO_USER.id }, APP_SECRET);
      const res = await initiate(`signed_request=${encodeURIComponent(signed)}`);
      expect(res.status, String(issued_at)).toBe(400);
      expect(res.body.message).toBe(DELETION_MESSAGES.staleSignedRequest);
    }
    expect((await stored()).connection).toBeDefined();
    // A few minutes of clock skew either way still pass.
    const skewed = signRequest({ algorithm: 'HMAC-SHA256', issued_at: issuedNow() + 60, user_id: '123' }, APP_SECRET);
    expect((await initiate(`signed_request=${encodeURIComponent(skewed)}`)).status).toBe(200);
  });

  it('answers a replayed request as the first time and does not disconnect the account again (review S21)', async () => {
    expect((await connectThroughApi(t, owner, 'instagram')).status).toBe(200);
    const signed = signRequest(
      { algorithm: 'HMAC-SHA256', issued_at: issuedNow(), user_id: INSTAGRAM_DEMO_USER.id },
      APP_SECRET,
    );
    const first = await initiate(`signed_request=${encodeURIComponent(signed)}`);
    expect(first.status).toBe(200);
    expect((await stored()).connection).toBeUndefined();
    expect((await connectThroughApi(t, owner, 'instagram')).status).toBe(200);
    const replay = await initiate(`signed_request=${encodeURIComponent(signed)}`);
    expect(replay.status).toBe(200);
    expect(replay.body).toEqual(first.body);
    expect((await stored()).connection).toBeDefined();
  });

  it('keeps a request until it would be too old anyway (expireAt, for the TTL policy), then refuses it as stale', async () => {
    const issued_at = issuedNow();
    const signed = signRequest({ algorithm: 'HMAC-SHA256', issued_at, user_id: '123' }, APP_SECRET);
    const first = await initiate(`signed_request=${encodeURIComponent(signed)}`);
    expect(first.status).toBe(200);
    const kept = (await collections(t).metaSignedRequests.get()).docs.map((d) => d.data().expireAt);
    const expireAt = (issued_at + 86_400 + 300) * 1000;
    expect(kept.map((at) => Date.parse(String(at)))).toEqual([expireAt]);

    const expireLocal = async () => (await jobs['expire-local'](t.deps)).metaSignedRequests;
    t.clock.set(new Date(expireAt - 1000));
    expect(await expireLocal()).toBe(0);
    expect((await initiate(`signed_request=${encodeURIComponent(signed)}`)).body).toEqual(first.body);
    // Past its time the request is refused by its own age, whether or not the TTL policy has deleted the record.
    t.clock.set(new Date(expireAt + 1000));
    const stale = await initiate(`signed_request=${encodeURIComponent(signed)}`);
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(DELETION_MESSAGES.staleSignedRequest);
    expect(await expireLocal()).toBe(1);
    expect((await collections(t).metaSignedRequests.get()).empty).toBe(true);
  });

  it('answers 404 for an unknown status code and 400 for a malformed one', async () => {
    expect((await t.api.get('/v1/instagram/deletion/status?code=nope')).status).toBe(404);
    expect((await t.api.get('/v1/instagram/deletion/status?code=%3Cscript%3E')).status).toBe(400);
  });
});
