import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { GHL_DEMO_LOCATIONS, startProviderFakes, type ProviderFakes } from '../../../test/fakes';
import { approve, connectThroughApi, expectNoTokens } from '../../../test/fakes/oauth-dance.test-support';
import { INTEGRATION_MESSAGES } from '../../contract/integrations';
import { connectionRef, openTokens, secretRef } from '../core/store';
import { jobs } from '../../jobs/registry';
import { runJob } from '../../jobs/refresh.test-support';
import { withChallenge } from '../../../test/lead-challenge.test-support';

let fakes: ProviderFakes;
let t: TestContext;
let owner: TestUser;
let profileId: string;
const EAST = GHL_DEMO_LOCATIONS[1];

beforeAll(async () => {
  fakes = await startProviderFakes();
});
afterAll(async () => fakes.close());
beforeEach(async () => {
  t = await createTestContext({ EVERLINK_FAKES_URL: fakes.url, PROVIDER_TIMEOUT_MS: '1000' });
  owner = await createUser(t, { pro: true });
  profileId = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0].id;
  fakes.gohighlevel.down = false;
});
afterEach(async () => t.close());

const stored = async (userId = owner.uid) => ({
  secret: (await secretRef(t.store, 'gohighlevel', userId).get()).data(),
  connection: (await connectionRef(t.store, 'gohighlevel', userId).get()).data(),
});

/** A visitor's lead on the owner's public form. */
async function leaveLead(email: string, extra: Record<string, string> = {}): Promise<string> {
  const res = await t.api.post('/v1/contacts').send(
    await withChallenge(t.api, {
      profileId,
      firstName: 'Lena',
      lastName: 'Lead',
      email,
      company: 'Acme Robotics',
      consent: true,
      consentText: 'I agree to share my details with the owner.',
      ...extra,
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const list = await t.api.get('/v1/contacts').query({ q: email }).set(owner.headers);
  return list.body.data.find((c: { email: string }) => c.email === email).id;
}

const pushOf = async (contactId: string, user = owner) =>
  t.api.get(`/v1/gohighlevel/contacts/${contactId}`).set(user.headers);
const inCrm = (email: string) => fakes.gohighlevel.contacts.filter((c) => c.email === email);

describe('GoHighLevel: connecting a sub-account', () => {
  it('connects the location picked on the consent page, with its name; no token in any answer', async () => {
    const res = await connectThroughApi(t, owner, 'gohighlevel', { location: EAST.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: 'gohighlevel',
      kind: 'crm',
      status: 'connected',
      account: { id: EAST.id, name: EAST.name },
      crm: { pending: 0, failed: 0 },
      calls: { disconnect: { method: 'DELETE', path: '/v1/gohighlevel/oauth' } },
    });
    expectNoTokens(res.body, fakes.gohighlevel.tokens);
    expect((await stored()).connection!.extra).toMatchObject({ locationId: EAST.id });
  });

  it('refuses a bad state and a refused code (400), a failing location call (502), and stores nothing', async () => {
    const first = await approve(t, owner, 'gohighlevel');
    expect(
      (
        await t.api
          .post('/v1/gohighlevel/oauth')
          .set(owner.headers)
          .send({ code: first.code, state: 'gohighlevel.nope' })
      ).status,
    ).toBe(400);
    fakes.gohighlevel.codes.refuse(first.code);
    expect(
      (await t.api.post('/v1/gohighlevel/oauth').set(owner.headers).send({ code: first.code, state: first.state })).body
        .message,
    ).toBe(INTEGRATION_MESSAGES.codeRefused);
    const second = await approve(t, owner, 'gohighlevel');
    fakes.gohighlevel.faults.next('location', 'misfit');
    expect(
      (await t.api.post('/v1/gohighlevel/oauth').set(owner.headers).send({ code: second.code, state: second.state }))
        .status,
    ).toBe(502);
    expect(await stored()).toEqual({ secret: undefined, connection: undefined });
  });
});

describe('GoHighLevel: leads into the CRM', () => {
  beforeEach(async () => {
    expect((await connectThroughApi(t, owner, 'gohighlevel', { location: EAST.id })).status).toBe(200);
  });

  it('upserts a new lead into the location as a contact (Version header set), shown as sent on the contact', async () => {
    const contactId = await leaveLead('lena@example.com', { phoneNumber: '+49 30 1234567' });

    expect(inCrm('lena@example.com')).toEqual([
      expect.objectContaining({
        locationId: EAST.id,
        firstName: 'Lena',
        lastName: 'Lead',
        phone: '+49 30 1234567',
        companyName: 'Acme Robotics',
        source: 'Everlink',
      }),
    ]);
    const push = await pushOf(contactId);
    expect(push.body.data).toMatchObject({
      contactId,
      provider: 'gohighlevel',
      status: 'synced',
      attempts: 1,
      lastError: null,
      remoteId: inCrm('lena@example.com')[0].id,
    });
    expect((await t.api.get('/v1/gohighlevel').set(owner.headers)).body.data.crm).toEqual({ pending: 0, failed: 0 });
  });

  it('saves the lead while GoHighLevel is down, shows the push as waiting, and delivers it on the retry', async () => {
    fakes.gohighlevel.down = true;
    const contactId = await leaveLead('down@example.com');

    expect((await t.api.get(`/v1/contacts/${contactId}`).set(owner.headers)).status).toBe(200);
    expect(inCrm('down@example.com')).toEqual([]);
    const waiting = (await pushOf(contactId)).body.data;
    expect(waiting).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'HTTP 503',
      nextAttemptAt: new Date(t.clock.now().getTime() + 60_000).toISOString(),
    });
    expect((await t.api.get('/v1/gohighlevel').set(owner.headers)).body.data.crm).toEqual({ pending: 1, failed: 0 });

    fakes.gohighlevel.down = false;
    expect(await jobs['retry-gohighlevel-pushes'](t.deps)).toEqual({
      job: 'retry-gohighlevel-pushes',
      checked: 0,
      pushed: 0,
      waiting: 0,
      failed: 0,
    });
    t.clock.advance(61_000);
    expect(await jobs['retry-gohighlevel-pushes'](t.deps)).toEqual({
      job: 'retry-gohighlevel-pushes',
      checked: 1,
      pushed: 1,
      waiting: 0,
      failed: 0,
    });
    expect(inCrm('down@example.com')).toHaveLength(1);
    expect((await pushOf(contactId)).body.data).toMatchObject({ status: 'synced', attempts: 2, lastError: null });
  });

  it('never pushes a waiting lead whose visitor had it erased: the push and its retry go with the lead', async () => {
    fakes.gohighlevel.down = true;
    const res = await t.api.post('/v1/contacts').send(
      await withChallenge(t.api, {
        profileId,
        firstName: 'Gone',
        lastName: 'Visitor',
        email: 'gone@example.com',
        consent: true,
        consentText: 'I agree to share my details with the owner.',
      }),
    );
    expect(res.status).toBe(201);
    const { contactId, token } = res.body.data.erasure;
    expect((await pushOf(contactId)).body.data).toMatchObject({ status: 'pending', attempts: 1 });

    expect((await t.api.post(`/v1/public/leads/${contactId}/erasure`).send({ token })).status).toBe(200);
    expect((await pushOf(contactId)).body.data).toBeNull();
    expect((await t.api.get('/v1/gohighlevel').set(owner.headers)).body.data.crm).toEqual({ pending: 0, failed: 0 });

    fakes.gohighlevel.down = false;
    t.clock.advance(61_000);
    expect(await jobs['retry-gohighlevel-pushes'](t.deps)).toMatchObject({ checked: 0, pushed: 0 });
    expect(inCrm('gone@example.com')).toEqual([]);
  });

  it('backs off and gives up after six attempts; "sync" on the contact pushes it again', async () => {
    fakes.gohighlevel.down = true;
    const contactId = await leaveLead('stubborn@example.com');
    for (const wait of [1, 5, 30, 120, 360]) {
      t.clock.advance(wait * 60_000 + 1);
      await jobs['retry-gohighlevel-pushes'](t.deps);
    }
    expect((await pushOf(contactId)).body.data).toMatchObject({
      status: 'failed',
      attempts: 6,
      nextAttemptAt: null,
      lastError: 'HTTP 503',
    });
    expect((await t.api.get('/v1/gohighlevel').set(owner.headers)).body.data.crm).toEqual({ pending: 0, failed: 1 });

    fakes.gohighlevel.down = false;
    const sync = await t.api.post(`/v1/contacts/sync/profile/${contactId}`).set(owner.headers);
    expect(sync.status).toBe(200);
    expect(inCrm('stubborn@example.com')).toHaveLength(1);
    expect((await pushOf(contactId)).body.data).toMatchObject({ status: 'synced', attempts: 1 });
  });

  it('renews the token in the job (rotated); a refused renewal leaves leads waiting with the reason', async () => {
    t.clock.advance(13 * 3600_000);
    expect(await runJob(t, 'refresh-gohighlevel')).toMatchObject({ tokens: 1, enqueued: 1 });
    const tokens = openTokens(t.deps.config.integrations.tokenKey!, (await stored()).secret!);
    expect(fakes.gohighlevel.tokens.refreshTokens.has(tokens.refreshToken!)).toBe(true);

    fakes.gohighlevel.tokens.failRefresh(tokens.refreshToken!, 'invalid_grant');
    t.clock.advance(13 * 3600_000);
    expect(await runJob(t, 'refresh-gohighlevel')).toMatchObject({ tokens: 1, enqueued: 1 });
    expect((await t.api.get('/v1/gohighlevel').set(owner.headers)).body.data.status).toBe('needs_reconnect');

    const contactId = await leaveLead('later@example.com');
    expect((await pushOf(contactId)).body.data).toMatchObject({
      status: 'pending',
      lastError: 'The GoHighLevel connection needs a reconnect.',
    });
  });

  it('shows a push only to whoever may read the contact', async () => {
    const contactId = await leaveLead('private@example.com');
    const stranger = await createUser(t);
    expect((await pushOf(contactId, stranger)).status).toBe(404);
    expect((await pushOf('no-such-contact')).body).toEqual({ data: null });
    expect((await t.api.get(`/v1/gohighlevel/contacts/${contactId}`)).status).toBe(401);
  });

  it('disconnects (forgetting the tokens), after which leads stay in Everlink only', async () => {
    const res = await t.api.delete('/v1/gohighlevel/oauth').set(owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('not_connected');
    expect(await stored()).toEqual({ secret: undefined, connection: undefined });
    const contactId = await leaveLead('after@example.com');
    expect(inCrm('after@example.com')).toEqual([]);
    expect((await pushOf(contactId)).body.data).toBeNull();
    expect((await t.api.delete('/v1/gohighlevel/oauth').set(owner.headers)).status).toBe(404);
  });
});

describe('GoHighLevel: without a connection', () => {
  it('leaves leads alone and keeps "sync" of an unlinked contact a 400', async () => {
    const contactId = await leaveLead('plain@example.com');
    expect((await pushOf(contactId)).body.data).toBeNull();
    const sync = await t.api.post(`/v1/contacts/sync/profile/${contactId}`).set(owner.headers);
    expect(sync.status).toBe(400);
  });
});
