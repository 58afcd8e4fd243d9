import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import {
  CALENDLY_DEMO_EVENT_TYPES,
  CALENDLY_DEMO_USER,
  startProviderFakes,
  type ProviderFakes,
} from '../../../test/fakes';
import { approve, connectThroughApi, expectNoTokens } from '../../../test/fakes/oauth-dance.test-support';
import { INTEGRATION_MESSAGES } from '../../contract/integrations';
import { connectionRef, openTokens, secretRef } from '../core/store';
import { runJob } from '../../jobs/refresh.test-support';

let fakes: ProviderFakes;
let t: TestContext;
let owner: TestUser;
let profileId: string;

beforeAll(async () => {
  fakes = await startProviderFakes();
});
afterAll(async () => fakes.close());
beforeEach(async () => {
  t = await createTestContext({ EVERLINK_FAKES_URL: fakes.url, PROVIDER_TIMEOUT_MS: '1000' });
  owner = await createUser(t, { pro: true });
  profileId = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0].id;
  fakes.calendly.eventTypes = [...CALENDLY_DEMO_EVENT_TYPES];
});
afterEach(async () => t.close());

const stored = async (userId = owner.uid) => ({
  secret: (await secretRef(t.store, 'calendly', userId).get()).data(),
  connection: (await connectionRef(t.store, 'calendly', userId).get()).data(),
});
const [INTRO, DEMO] = CALENDLY_DEMO_EVENT_TYPES;
const offered = [
  { uri: INTRO.uri, name: INTRO.name, duration: INTRO.duration, schedulingUrl: INTRO.scheduling_url },
  { uri: DEMO.uri, name: DEMO.name, duration: DEMO.duration, schedulingUrl: DEMO.scheduling_url },
];

describe('Calendly: connecting', () => {
  it('connects and lists the active, public event types; no token in any answer', async () => {
    const res = await connectThroughApi(t, owner, 'calendly');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: 'calendly',
      kind: 'booking',
      status: 'connected',
      account: {
        id: CALENDLY_DEMO_USER.uri,
        username: CALENDLY_DEMO_USER.slug,
        name: CALENDLY_DEMO_USER.name,
        url: CALENDLY_DEMO_USER.scheduling_url,
      },
      // The secret and the inactive event types are never offered.
      bookingOptions: offered,
      calls: { disconnect: { method: 'DELETE', path: '/v1/calendly/revoke' } },
    });
    expectNoTokens(res.body, fakes.calendly.tokens);
    expect((await t.api.get('/v1/calendly').set(owner.headers)).body.data.bookingOptions).toEqual(offered);
  });

  it('refuses a reused state and a refused code with 400; a failing event-type call is 502; nothing stored', async () => {
    const first = await approve(t, owner, 'calendly');
    fakes.calendly.codes.refuse(first.code);
    expect(
      (await t.api.post('/v1/calendly/oauth').set(owner.headers).send({ code: first.code, state: first.state })).body
        .message,
    ).toBe(INTEGRATION_MESSAGES.codeRefused);
    expect(
      (await t.api.post('/v1/calendly/oauth').set(owner.headers).send({ code: first.code, state: first.state })).body
        .message,
    ).toBe(INTEGRATION_MESSAGES.badState);
    const second = await approve(t, owner, 'calendly');
    fakes.calendly.faults.next('event_types', 'misfit');
    expect(
      (await t.api.post('/v1/calendly/oauth').set(owner.headers).send({ code: second.code, state: second.state }))
        .status,
    ).toBe(502);
    expect(await stored()).toEqual({ secret: undefined, connection: undefined });
  });
});

describe('Calendly: once connected', () => {
  beforeEach(async () => {
    expect((await connectThroughApi(t, owner, 'calendly')).status).toBe(200);
  });

  it('lets the owner pick the event type a profile offers, and only one of theirs', async () => {
    const put = (body: object, user = owner) =>
      t.api.put(`/v1/integrations/profiles/${profileId}`).set(user.headers).send(body);
    const picked = await put({ bookingEventType: DEMO.uri });
    expect(picked.status).toBe(200);
    expect(picked.body.data.booking).toEqual({ status: 'connected', options: offered, selected: DEMO.uri });
    expect(
      (await t.api.get(`/v1/integrations/profiles/${profileId}`).set(owner.headers)).body.data.booking.selected,
    ).toBe(DEMO.uri);

    const secretOne = CALENDLY_DEMO_EVENT_TYPES.find((e) => e.secret)!;
    const refused = await put({ bookingEventType: secretOne.uri });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ bookingEventType: INTEGRATION_MESSAGES.eventTypeUnknown });
    expect((await put({ bookingEventType: DEMO.uri }, await createUser(t))).status).toBe(404);
    expect((await put({ bookingEventType: 42 })).status).toBe(400);

    expect((await put({ bookingEventType: null })).body.data.booking.selected).toBeNull();
  });

  it('renews the single-use refresh token in the job and refreshes the event types; a refusal needs a reconnect', async () => {
    fakes.calendly.eventTypes = CALENDLY_DEMO_EVENT_TYPES.slice(1);
    t.clock.advance(6 * 3600_000 + 1);
    // The token task fetches the due event types too (the card was seen today).
    expect(await runJob(t, 'refresh-calendly', owner)).toMatchObject({ tokens: 1, enqueued: 1 });
    expect((await t.api.get('/v1/calendly').set(owner.headers)).body.data.bookingOptions).toEqual([offered[1]]);

    const tokens = openTokens(t.deps.config.integrations.tokenKey!, (await stored()).secret!);
    fakes.calendly.tokens.failRefresh(tokens.refreshToken!, 'invalid_grant');
    t.clock.advance(6 * 3600_000 + 1);
    expect(await runJob(t, 'refresh-calendly')).toMatchObject({ tokens: 1, enqueued: 1 });
    expect((await t.api.get('/v1/calendly').set(owner.headers)).body.data).toMatchObject({
      status: 'needs_reconnect',
      reason: expect.stringMatching(/^HTTP 400 invalid_grant/),
    });
  });

  it('revokes both tokens at Calendly and forgets the connection', async () => {
    const tokens = openTokens(t.deps.config.integrations.tokenKey!, (await stored()).secret!);
    const res = await t.api.delete('/v1/calendly/revoke').set(owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('not_connected');
    expect(fakes.calendly.revoked).toEqual(expect.arrayContaining([tokens.accessToken, tokens.refreshToken]));
    expect(await stored()).toEqual({ secret: undefined, connection: undefined });
    expect((await t.api.get(`/v1/integrations/profiles/${profileId}`).set(owner.headers)).body.data.booking).toEqual({
      status: 'not_connected',
      options: [],
      selected: null,
    });
  });
});
