import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { startProviderFakes, type ProviderFakes } from '../../../test/fakes';
import {
  approve,
  authorizeUrlFor,
  connectThroughApi,
  expectNoTokens,
} from '../../../test/fakes/oauth-dance.test-support';
import { INTEGRATION_MESSAGES } from '../../contract/integrations';
import { connectionRef, openTokens, secretRef } from '../core/store';
import { runJob } from '../../jobs/refresh.test-support';
import { TIKTOK_DEMO_USER, TIKTOK_DEMO_VIDEOS } from './fake/tiktok.fake';

let fakes: ProviderFakes;
let t: TestContext;
let owner: TestUser;

beforeAll(async () => {
  fakes = await startProviderFakes();
});
afterAll(async () => fakes.close());
beforeEach(async () => {
  t = await createTestContext({ EVERLINK_FAKES_URL: fakes.url, PROVIDER_TIMEOUT_MS: '1000' });
  owner = await createUser(t, { pro: true });
  fakes.tiktok.videos = [...TIKTOK_DEMO_VIDEOS];
});
afterEach(async () => t.close());

const stored = async (userId = owner.uid) => ({
  secret: (await secretRef(t.store, 'tiktok', userId).get()).data(),
  connection: (await connectionRef(t.store, 'tiktok', userId).get()).data(),
});
const heldTokens = async () => openTokens(t.deps.config.integrations.tokenKey!, (await stored()).secret!);

describe('TikTok: connecting', () => {
  it('asks with client_key and comma-separated scopes, and connects with the profile and latest videos', async () => {
    const url = await authorizeUrlFor(t, owner, 'tiktok');
    expect(url.pathname).toBe('/tiktok/v2/auth/authorize/');
    expect(url.searchParams.get('client_key')).toBe('tiktok-demo-client');
    expect(url.searchParams.get('scope')).toBe('user.info.basic,user.info.profile,video.list');
    expect(url.searchParams.get('client_id')).toBeNull();

    const res = await connectThroughApi(t, owner, 'tiktok');

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: 'tiktok',
      status: 'connected',
      account: {
        id: TIKTOK_DEMO_USER.open_id,
        username: TIKTOK_DEMO_USER.username,
        name: TIKTOK_DEMO_USER.display_name,
        url: `https://www.tiktok.com/@${TIKTOK_DEMO_USER.username}`,
      },
      calls: {
        disconnect: { method: 'DELETE', path: '/v1/tiktok/revoke' },
        refresh: { method: 'PUT', path: '/v1/tiktok/update-latest-videos' },
      },
    });
    const content = res.body.data.content as { id: string; kind: string; imageUrl: string; url: string }[];
    expect(content.map((v) => v.id)).toEqual(TIKTOK_DEMO_VIDEOS.map((v) => v.id));
    expect(content[0]).toMatchObject({
      kind: 'video',
      url: `https://www.tiktok.com/@${TIKTOK_DEMO_USER.username}/video/${TIKTOK_DEMO_VIDEOS[0].id}`,
    });
    // Covers are signed for six hours: ours are copies.
    for (const v of content) expect(v.imageUrl).toMatch(/^\/v1\/files\/integrations\/[^/]+\/tiktok\//);
    expectNoTokens(res.body, fakes.tiktok.tokens);
    const { secret } = await stored();
    expect(Date.parse(secret!.refreshExpiresAt!) - t.clock.now().getTime()).toBe(365 * 24 * 3600_000);
  });

  it('takes a code forwarded still percent-encoded', async () => {
    const { code, state } = await approve(t, owner, 'tiktok');
    expect(code).toMatch(/^tk\*!code-/);
    const res = await t.api
      .post('/v1/tiktok/oauth')
      .set(owner.headers)
      .send({ code: encodeURIComponent(code), state });
    expect(res.status).toBe(200);
  });

  it('reads TikTok’s refusal of a code from a 200 answer: 400, nothing stored', async () => {
    const { code, state } = await approve(t, owner, 'tiktok');
    fakes.tiktok.codes.refuse(code);
    const res = await t.api.post('/v1/tiktok/oauth').set(owner.headers).send({ code, state });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INTEGRATION_MESSAGES.codeRefused);
    expect(await stored()).toEqual({ secret: undefined, connection: undefined });
    expect((await t.api.post('/v1/tiktok/oauth').set(owner.headers).send({ code, state })).status).toBe(400);
  });

  it.each([
    ['token', 'server_error'],
    ['userinfo', 'misfit'],
    ['videos', 'slow'],
  ] as const)('answers 502 when the %s call fails (%s), nothing stored', async (endpoint, fault) => {
    const { code, state } = await approve(t, owner, 'tiktok');
    fakes.tiktok.faults.next(endpoint, fault);
    const res = await t.api.post('/v1/tiktok/oauth').set(owner.headers).send({ code, state });
    expect(res.status).toBe(502);
    expect(await stored()).toEqual({ secret: undefined, connection: undefined });
  });
});

describe('TikTok: once connected', () => {
  beforeEach(async () => {
    expect((await connectThroughApi(t, owner, 'tiktok')).status).toBe(200);
  });

  it('renews the token on request with the rotated refresh token stored; a refusal is 409 needs-reconnect', async () => {
    const before = await heldTokens();
    const res = await t.api.get('/v1/tiktok/renew-token').set(owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('connected');
    expectNoTokens(res.body, fakes.tiktok.tokens);
    const after = await heldTokens();
    expect(after.refreshToken).not.toBe(before.refreshToken);
    expect(fakes.tiktok.tokens.refreshTokens.has(after.refreshToken!)).toBe(true);

    fakes.tiktok.tokens.failRefresh(after.refreshToken!, 'invalid_grant');
    const refused = await t.api.get('/v1/tiktok/renew-token').set(owner.headers);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('needs-reconnect');
    expect((await t.api.get('/v1/tiktok').set(owner.headers)).body.data).toMatchObject({
      status: 'needs_reconnect',
      reason: 'HTTP 200 invalid_grant: Refresh token is invalid or expired.',
    });
    expect((await t.api.put('/v1/tiktok/update-latest-videos').set(owner.headers)).status).toBe(409);
  });

  it('updates the profile and the videos on request', async () => {
    fakes.tiktok.videos = [
      { id: '7300000000000000009', title: 'Fresh one', create_time: 1764000000 },
      ...TIKTOK_DEMO_VIDEOS,
    ];
    const info = await t.api.put('/v1/tiktok/update-user-info').set(owner.headers);
    expect(info.status).toBe(200);
    expect(info.body.data.content).toHaveLength(TIKTOK_DEMO_VIDEOS.length);
    const videos = await t.api.put('/v1/tiktok/update-latest-videos').set(owner.headers);
    expect(videos.status).toBe(200);
    expect(videos.body.data.content[0]).toMatchObject({
      id: '7300000000000000009',
      text: 'Fresh one',
      publishedAt: new Date(1764000000 * 1000).toISOString(),
    });
    expectNoTokens(videos.body, fakes.tiktok.tokens);
  });

  it('marks the connection when TikTok no longer takes its token', async () => {
    fakes.tiktok.tokens.accessTokens.delete((await heldTokens()).accessToken);
    const res = await t.api.put('/v1/tiktok/update-latest-videos').set(owner.headers);
    expect(res.status).toBe(409);
    expect((await stored()).connection!.status).toBe('needs_reconnect');
  });

  it('renews in the job; a failing renewal marks only that connection', async () => {
    t.clock.advance(13 * 3600_000);
    expect(await runJob(t, 'refresh-tiktok', owner)).toMatchObject({ tokens: 1, enqueued: 1 });
    fakes.tiktok.tokens.failRefresh((await heldTokens()).refreshToken!, 'server_error');
    t.clock.advance(13 * 3600_000);
    expect(await runJob(t, 'refresh-tiktok')).toMatchObject({ tokens: 1, enqueued: 1 });
    expect((await stored()).connection!.status).toBe('needs_reconnect');
  });

  it('revokes at TikTok and forgets the connection and its covers', async () => {
    const tokens = await heldTokens();
    const res = await t.api.delete('/v1/tiktok/revoke').set(owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('not_connected');
    expect(fakes.tiktok.revoked).toContain(tokens.accessToken);
    expect(await stored()).toEqual({ secret: undefined, connection: undefined });
    expect((await t.api.delete('/v1/tiktok/revoke').set(owner.headers)).status).toBe(404);
  });
});
