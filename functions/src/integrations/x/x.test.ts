import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { startProviderFakes, X_DEMO_TWEETS, X_DEMO_USER, type ProviderFakes } from '../../../test/fakes';
import {
  approve,
  authorizeUrlFor,
  connectThroughApi,
  expectNoTokens,
} from '../../../test/fakes/oauth-dance.test-support';
import { INTEGRATION_MESSAGES } from '../../contract/integrations';
import { connectionRef, openTokens, secretRef } from '../core/store';
import { runJob } from '../../jobs/refresh.test-support';

let fakes: ProviderFakes;
let t: TestContext;
let owner: TestUser;

beforeAll(async () => {
  fakes = await startProviderFakes();
});
afterAll(async () => fakes.close());
beforeEach(async () => {
  t = await createTestContext({ EVERLINK_FAKES_URL: fakes.url, PROVIDER_TIMEOUT_MS: '1000' });
  fakes.x.tweets = [...X_DEMO_TWEETS];
  owner = await createUser(t, { pro: true });
});
afterEach(async () => t.close());

const stored = async (userId = owner.uid) => ({
  secret: (await secretRef(t.store, 'x', userId).get()).data(),
  connection: (await connectionRef(t.store, 'x', userId).get()).data(),
});

describe('X: connecting (OAuth 2.0 with PKCE)', () => {
  it('needs a signed-in caller', async () => {
    for (const [method, path] of [
      ['get', '/v1/twitter'],
      ['get', '/v1/twitter/oauth'],
      ['post', '/v1/twitter/oauth'],
      ['get', '/v1/twitter/update-tweets'],
      ['delete', '/v1/twitter/1/revoke'],
    ] as const) {
      expect((await t.api[method](path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('sends the person to the consent page with a state and an S256 challenge', async () => {
    const url = await authorizeUrlFor(t, owner, 'twitter');
    expect(`${url.origin}${url.pathname}`).toBe(`${fakes.url}/x/i/oauth2/authorize`);
    const q = url.searchParams;
    expect(q.get('client_id')).toBe('x-demo-client');
    expect(q.get('redirect_uri')).toBe(`${t.deps.config.publicUrl}/integrations`);
    expect(q.get('scope')).toBe('tweet.read users.read offline.access');
    expect(q.get('state')).toMatch(/^x\.[A-Za-z0-9_-]{32}$/);
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('code_challenge_method')).toBe('S256');
  });

  it('connects after "Allow": the account, the latest tweets, tokens sealed server-side and never answered', async () => {
    expect((await t.api.get('/v1/twitter').set(owner.headers)).body.data).toMatchObject({
      id: 'x',
      status: 'not_connected',
      account: null,
    });

    const res = await connectThroughApi(t, owner, 'twitter');

    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: 'x',
      name: 'X',
      status: 'connected',
      account: {
        id: X_DEMO_USER.id,
        username: X_DEMO_USER.username,
        name: X_DEMO_USER.name,
        url: `https://x.com/${X_DEMO_USER.username}`,
      },
      calls: {
        disconnect: { method: 'DELETE', path: `/v1/twitter/${X_DEMO_USER.id}/revoke` },
        refresh: { method: 'GET', path: '/v1/twitter/update-tweets' },
      },
    });
    expect(res.body.data.content.map((c: { id: string }) => c.id)).toEqual(fakes.x.tweets.map((tw) => tw.id));
    expect(res.body.data.content[0]).toMatchObject({
      kind: 'text',
      url: `https://x.com/${X_DEMO_USER.username}/status/${fakes.x.tweets[0].id}`,
      imageUrl: null,
    });
    expectNoTokens(res.body, fakes.x.tokens);

    const { secret, connection } = await stored();
    expect(connection).toMatchObject({ status: 'connected', accountId: X_DEMO_USER.id });
    expect(JSON.stringify(secret)).not.toMatch(/x-(access|refresh)-/);
    const tokens = openTokens(t.deps.config.integrations.tokenKey!, secret!);
    expect(fakes.x.tokens.accessTokens.has(tokens.accessToken)).toBe(true);
    expect(fakes.x.tokens.refreshTokens.has(tokens.refreshToken!)).toBe(true);

    const state = await t.api.get('/v1/twitter').set(owner.headers);
    expect(state.body.data.status).toBe('connected');
    expectNoTokens(state.body, fakes.x.tokens);
    const list = await t.api.get('/v1/integrations').set(owner.headers);
    expect(list.body.data.find((i: { id: string }) => i.id === 'x').status).toBe('connected');
    expectNoTokens(list.body, fakes.x.tokens);
  });

  it('refuses a wrong, reused, expired or someone else’s state with 400 and stores nothing', async () => {
    const other = await createUser(t, { pro: true });
    const mine = await approve(t, owner, 'twitter');

    const forged = await t.api
      .post('/v1/twitter/oauth')
      .set(owner.headers)
      .send({ code: mine.code, state: 'x.forged-state-value' });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({
      message: INTEGRATION_MESSAGES.badState,
      fields: { state: INTEGRATION_MESSAGES.badState },
    });
    const stolen = await t.api
      .post('/v1/twitter/oauth')
      .set(other.headers)
      .send({ code: mine.code, state: mine.state });
    expect(stolen.status).toBe(400);
    expect(stolen.body.message).toBe(INTEGRATION_MESSAGES.badState);
    expect((await stored(other.uid)).secret).toBeUndefined();

    expect(
      (await t.api.post('/v1/twitter/oauth').set(owner.headers).send({ code: mine.code, state: mine.state })).status,
    ).toBe(200);
    const replayed = await t.api
      .post('/v1/twitter/oauth')
      .set(owner.headers)
      .send({ code: mine.code, state: mine.state });
    expect(replayed.status).toBe(400);
    expect(replayed.body.message).toBe(INTEGRATION_MESSAGES.badState);

    const late = await approve(t, other, 'twitter');
    t.clock.advance(10 * 60_000 + 1);
    const expired = await t.api
      .post('/v1/twitter/oauth')
      .set(other.headers)
      .send({ code: late.code, state: late.state });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(INTEGRATION_MESSAGES.badState);
    expect(await stored(other.uid)).toEqual({ secret: undefined, connection: undefined });

    const junk = await t.api.post('/v1/twitter/oauth').set(owner.headers).send({ code: 42 });
    expect(junk.status).toBe(400);
  });

  it('answers 400 when X refuses the code, and stores nothing', async () => {
    const { code, state } = await approve(t, owner, 'twitter');
    fakes.x.codes.refuse(code);
    const res = await t.api.post('/v1/twitter/oauth').set(owner.headers).send({ code, state });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(INTEGRATION_MESSAGES.codeRefused);
    expect(await stored()).toEqual({ secret: undefined, connection: undefined });
  });

  it.each([
    ['token', 'server_error'],
    ['token', 'slow'],
    ['me', 'misfit'],
    ['tweets', 'network'],
  ] as const)('answers 502 when X’s %s call fails (%s), and stores nothing', async (endpoint, fault) => {
    const { code, state } = await approve(t, owner, 'twitter');
    fakes.x.faults.next(endpoint, fault);
    const res = await t.api.post('/v1/twitter/oauth').set(owner.headers).send({ code, state });
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ message: 'The provider did not answer as expected.', code: 'provider-failed' });
    expect(await stored()).toEqual({ secret: undefined, connection: undefined });
  });
});

describe('X: once connected', () => {
  beforeEach(async () => {
    expect((await connectThroughApi(t, owner, 'twitter')).status).toBe(200);
  });

  it('answers cached tweets for 15 minutes (X bills reads), then fetches again', async () => {
    const reads = fakes.x.tweetReads.length;
    const cached = await t.api.get('/v1/twitter/update-tweets').set(owner.headers);
    expect(cached.status).toBe(200);
    expect(fakes.x.tweetReads.length).toBe(reads);

    fakes.x.tweets = [
      { id: '1900000000000000001', text: 'Brand new post', created_at: '2026-11-25T10:00:00.000Z' },
      ...fakes.x.tweets,
    ];
    t.clock.advance(16 * 60_000);
    const fresh = await t.api.get('/v1/twitter/update-tweets').set(owner.headers);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.content[0]).toMatchObject({ id: '1900000000000000001', text: 'Brand new post' });
    expect(fresh.body.data.content).toHaveLength(X_DEMO_TWEETS.length + 1);
    expectNoTokens(fresh.body, fakes.x.tokens);

    // No posts: X leaves out `data` altogether.
    fakes.x.tweets = [];
    t.clock.advance(16 * 60_000);
    expect((await t.api.get('/v1/twitter/update-tweets').set(owner.headers)).body.data.content).toEqual([]);
  });

  it('renews the token in the job; a refused renewal shows "needs reconnect" and the tweets stop', async () => {
    t.clock.advance(60 * 60_000);
    expect(await runJob(t, 'refresh-twitter')).toMatchObject({ tokens: 1, enqueued: 1 });
    const { secret } = await stored();
    const tokens = openTokens(t.deps.config.integrations.tokenKey!, secret!);
    fakes.x.tokens.failRefresh(tokens.refreshToken!, 'invalid_grant');

    t.clock.advance(60 * 60_000);
    expect(await runJob(t, 'refresh-twitter')).toMatchObject({ tokens: 1, enqueued: 1 });
    const state = await t.api.get('/v1/twitter').set(owner.headers);
    expect(state.body.data).toMatchObject({
      status: 'needs_reconnect',
      reason: 'HTTP 400 invalid_request: Value passed for the token was invalid.',
    });
    const tweets = await t.api.get('/v1/twitter/update-tweets').set(owner.headers);
    expect(tweets.status).toBe(409);
    expect(tweets.body).toMatchObject({ code: 'needs-reconnect', message: INTEGRATION_MESSAGES.needsReconnect });
  });

  it('fetches stale tweets in the job, twice a day at most', async () => {
    const reads = fakes.x.tweetReads.length;
    t.clock.advance(60 * 60_000);
    expect(await runJob(t, 'refresh-twitter', owner)).toMatchObject({ tokens: 1, content: 0 });
    expect(fakes.x.tweetReads.length).toBe(reads);
    t.clock.advance(12 * 3600_000);
    // Every X token is due every run: its task fetches the due tweets too (the card was seen).
    expect(await runJob(t, 'refresh-twitter', owner)).toMatchObject({ tokens: 1, enqueued: 1 });
    expect(fakes.x.tweetReads.length).toBeGreaterThan(reads);
  });

  it('revokes at X and forgets the tokens; another account id or person is 404', async () => {
    const { secret } = await stored();
    const tokens = openTokens(t.deps.config.integrations.tokenKey!, secret!);
    const other = await createUser(t);
    expect((await t.api.delete(`/v1/twitter/${X_DEMO_USER.id}/revoke`).set(other.headers)).status).toBe(404);
    expect((await t.api.delete('/v1/twitter/999/revoke').set(owner.headers)).status).toBe(404);

    const res = await t.api.delete(`/v1/twitter/${X_DEMO_USER.id}/revoke`).set(owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'not_connected', account: null, content: [] });
    expect(fakes.x.revoked).toEqual(expect.arrayContaining([tokens.accessToken, tokens.refreshToken]));
    expect(await stored()).toEqual({ secret: undefined, connection: undefined });
    expect((await t.api.delete(`/v1/twitter/${X_DEMO_USER.id}/revoke`).set(owner.headers)).status).toBe(404);
  });

  it('keeps the connection when X does not answer the revoke (502), so no grant is left behind unknown', async () => {
    fakes.x.faults.next('revoke', 'server_error');
    const res = await t.api.delete(`/v1/twitter/${X_DEMO_USER.id}/revoke`).set(owner.headers);
    expect(res.status).toBe(502);
    expect((await stored()).connection).toBeDefined();
  });
});

describe('X: not configured', () => {
  it('shows as not available and will not start a connection', async () => {
    const bare = await createTestContext({ EVERLINK_FAKES_URL: '' });
    try {
      const user = await createUser(bare, { pro: true });
      expect((await bare.api.get('/v1/twitter').set(user.headers)).body.data.status).toBe('not_available');
      const start = await bare.api.get('/v1/twitter/oauth').set(user.headers);
      expect(start.status).toBe(409);
      expect(start.body).toMatchObject({ code: 'not-available', message: INTEGRATION_MESSAGES.notAvailable });
    } finally {
      await bare.close();
    }
  });
});
