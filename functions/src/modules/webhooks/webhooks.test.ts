import { afterEach, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { createCompany, defaultProfile, join as joinCompany } from '../../../test/world.test-support';
import { freePort } from '../../../test/mail.test-support';
import { withChallenge } from '../../../test/lead-challenge.test-support';
import { collections } from '../../platform/store/collections';
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '../../contract/webhooks';

/** Managing endpoints: who may, what addresses are taken, what is answered. Deliveries: webhook-delivery.test.ts. */

let t: TestContext;
let admin: TestUser;
let member: TestUser;
let outsider: TestUser;
let companyId: string;

async function world(env: Record<string, string> = {}) {
  t = await createTestContext({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}?pool=false`, ...env });
  [admin, member, outsider] = await Promise.all([
    createUser(t, { firstName: 'Ada', lastName: 'Admin' }),
    createUser(t, { firstName: 'Rey', lastName: 'Seller' }),
    createUser(t, { firstName: 'Pat', lastName: 'Plain' }),
  ]);
  companyId = (await createCompany(t, admin, 'Acme')).id;
  await joinCompany(t, companyId, admin, member);
}
afterEach(async () => t.close());

const base = () => `/v1/company/${companyId}/webhooks`;
const create = (who: TestUser, body: Record<string, unknown>) => t.api.post(base()).set(who.headers).send(body);

describe('managing endpoints (local rules: 127.0.0.1 allowed)', () => {
  it('an admin creates, lists, reads, updates and deletes; the secret is answered once', async () => {
    await world();
    const created = await create(admin, {
      url: 'http://127.0.0.1:9/hook',
      events: ['lead.created', 'employee.joined', 'lead.created'],
      description: 'CRM bridge',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const endpoint = created.body.data;
    expect(endpoint).toMatchObject({
      companyId,
      url: 'http://127.0.0.1:9/hook',
      events: ['lead.created', 'employee.joined'],
      description: 'CRM bridge',
      enabled: true,
      previousSecretExpiresAt: null,
    });
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);

    const list = await t.api.get(base()).set(admin.headers);
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(endpoint.secret);
    const one = await t.api.get(`${base()}/${endpoint.id}`).set(admin.headers);
    expect(one.body.data).not.toHaveProperty('secret');

    const updated = await t.api
      .patch(`${base()}/${endpoint.id}`)
      .set(admin.headers)
      .send({ events: ['card.activated'], enabled: false });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ events: ['card.activated'], enabled: false, description: 'CRM bridge' });

    const removed = await t.api.delete(`${base()}/${endpoint.id}`).set(admin.headers);
    expect(removed.status).toBe(200);
    expect((await t.api.get(`${base()}/${endpoint.id}`).set(admin.headers)).status).toBe(404);
    expect((await t.api.get(base()).set(admin.headers)).body.data).toEqual([]);
  });

  it('a plain member gets 403 and someone outside the company 404, on every route; nothing is written', async () => {
    await world();
    const { id } = (await create(admin, { url: 'http://127.0.0.1:9/hook', events: ['lead.created'] })).body.data;
    for (const [who, status] of [
      [member, 403],
      [outsider, 404],
    ] as const) {
      expect((await t.api.get(base()).set(who.headers)).status).toBe(status);
      expect((await create(who, { url: 'http://127.0.0.1:9/x', events: ['lead.created'] })).status).toBe(status);
      expect((await t.api.patch(`${base()}/${id}`).set(who.headers).send({ enabled: false })).status).toBe(status);
      expect((await t.api.post(`${base()}/${id}/rotate`).set(who.headers)).status).toBe(status);
      expect((await t.api.get(`${base()}/${id}/attempts`).set(who.headers)).status).toBe(status);
      expect((await t.api.post(`${base()}/${id}/events/evt_1/resend`).set(who.headers)).status).toBe(status);
      expect((await t.api.delete(`${base()}/${id}`).set(who.headers)).status).toBe(status);
    }
    expect((await t.api.get(base())).status).toBe(401);
    const [stored] = (await collections(t).webhookEndpoints(companyId).get()).docs.map((d) => d.data());
    expect(stored).toMatchObject({ enabled: true, secrets: [expect.objectContaining({ expiresAt: null })] });
    expect((await collections(t).webhookEndpoints(companyId).get()).size).toBe(1);
  });

  it('refuses bad input with 400 and its message, never a 5xx', async () => {
    await world();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url: 'not a url', events: ['lead.created'] }, 'url', WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'ftp://127.0.0.1/x', events: ['lead.created'] }, 'url', WEBHOOK_MESSAGES.urlInvalid],
      // http only for a local receiver on 127.0.0.1.
      [{ url: 'http://example.com/hook', events: ['lead.created'] }, 'url', WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'https://user:pw@example.com/hook', events: ['lead.created'] }, 'url', WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'https://10.1.2.3/hook', events: ['lead.created'] }, 'url', WEBHOOK_MESSAGES.urlBlocked],
      [{ url: 'https://169.254.169.254/latest', events: ['lead.created'] }, 'url', WEBHOOK_MESSAGES.urlBlocked],
      [{ url: 'http://127.0.0.1:9/hook', events: [] }, 'events', WEBHOOK_MESSAGES.eventsRequired],
      [{ url: 'http://127.0.0.1:9/hook', events: ['lead.exploded'] }, 'events.0', WEBHOOK_MESSAGES.eventUnknown],
    ];
    for (const [body, field, message] of cases) {
      const res = await create(admin, body);
      expect(res.status, JSON.stringify([body, res.body])).toBe(400);
      expect(res.body.fields?.[field] ?? res.body.message, JSON.stringify(res.body)).toBe(message);
    }
    const bad = await t.api.patch(`${base()}/nope`).set(admin.headers).send({ enabled: 'yes' });
    expect(bad.status).toBe(400);
    const missing = await t.api.patch(`${base()}/nope`).set(admin.headers).send({ enabled: true });
    expect(missing.status).toBe(404);
    expect((await collections(t).webhookEndpoints(companyId).get()).size).toBe(0);
  });
});

describe('address checks', () => {
  it('a company has 30 addresses checked an hour (each opens a connection): then 429, nothing saved', async () => {
    await world();
    const body = { url: 'http://127.0.0.1:9/hook', events: ['lead.created'] };
    const endpoint = (await create(admin, body)).body.data;
    for (let i = 1; i < WEBHOOK_LIMITS.addressChecksPerHour; i++) {
      const moved = await t.api
        .patch(`${base()}/${endpoint.id}`)
        .set(admin.headers)
        .send({ url: `http://127.0.0.1:9/hook${i}` });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    }
    const refused = await create(admin, body);
    expect(refused.status).toBe(429);
    // A change without an address checks nothing and is still taken.
    expect((await t.api.patch(`${base()}/${endpoint.id}`).set(admin.headers).send({ enabled: false })).status).toBe(
      200,
    );
    expect((await t.api.get(base()).set(admin.headers)).body.data).toHaveLength(1);
    t.clock.advance(3600_000);
    expect((await create(admin, body)).status).toBe(201);
  });
});

describe('production rules (EVERLINK_WEBHOOK_LOOPBACK=0)', () => {
  it('refuses loopback and private addresses with 400, by IP and by name', async () => {
    await world({ EVERLINK_WEBHOOK_LOOPBACK: '0' });
    for (const url of [
      'https://127.0.0.1/hook',
      'https://localhost/hook',
      'https://[::1]/hook',
      'https://192.168.1.10/hook',
      'https://0.0.0.0/hook',
    ]) {
      const res = await create(admin, { url, events: ['lead.created'] });
      expect(res.status, url).toBe(400);
      expect(res.body.fields, url).toEqual({ url: WEBHOOK_MESSAGES.urlBlocked });
    }
    const http = await create(admin, { url: 'http://127.0.0.1:9/hook', events: ['lead.created'] });
    expect(http.status).toBe(400);
    expect(http.body.fields).toEqual({ url: WEBHOOK_MESSAGES.urlInvalid });
    expect((await collections(t).webhookEndpoints(companyId).get()).size).toBe(0);
  });

  it('checks the address again at delivery: an endpoint that points at loopback gets no request', async () => {
    await world({ EVERLINK_WEBHOOK_LOOPBACK: '0' });
    // Saved before the rule, or a name that resolves elsewhere later (DNS rebinding).
    const ref = collections(t).webhookEndpoints(companyId).doc();
    const now = t.clock.now().toISOString();
    await ref.set({
      id: ref.id,
      companyId,
      url: `https://127.0.0.1:${await freePort()}/hook`,
      events: ['lead.created'],
      description: '',
      enabled: true,
      secrets: [{ secret: 'whsec_test', createdAt: now, expiresAt: null }],
      createdBy: admin.uid,
      createdAt: now,
      updatedAt: now,
    });
    const body = await withChallenge(t.api, {
      profileId: (await defaultProfile(t, member)).id,
      firstName: 'Vera',
      email: 'vera@visitor.test',
      consent: true,
      consentText: 'I agree to share my details with the owner.',
    });
    expect((await t.api.post('/v1/contacts').send(body)).status).toBe(201);
    const log = await t.api.get(`${base()}/${ref.id}/attempts`).set(admin.headers);
    expect(log.body.data).toMatchObject([
      { attempt: 1, statusCode: null, state: 'PENDING', error: expect.stringMatching(/refused/) },
    ]);
  });
});
