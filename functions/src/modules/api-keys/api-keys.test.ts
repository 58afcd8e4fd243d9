import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';
import { API_KEY_MESSAGES, API_KEY_PREFIX, type AuditEntry, type CreatedApiKey } from '../../contract/api-keys';

let t: TestContext;
let w: CompanyWorld;
let pro: TestUser;
let free: TestUser;
let companyBase: string;

beforeAll(async () => {
  t = await createTestContext();
  [w, pro, free] = await Promise.all([createCompanyWorld(t), createUser(t, { pro: true }), createUser(t)]);
  companyBase = `/v1/company/${w.acme.id}/api-keys`;
});
afterAll(async () => t.close());

const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });

async function personalKey(who: TestUser, body: object): Promise<CreatedApiKey> {
  const res = await t.api.post('/v1/api-keys').set(who.headers).send(body);
  expect(res.status).toBe(201);
  return res.body.data;
}

describe('personal keys (a Pro user, for their own data)', () => {
  it('creates a key shown once, stores only its hash, lists it without the secret', async () => {
    const key = await personalKey(pro, { name: 'Zapier', scopes: ['contacts:read', 'contacts:read'] });
    expect(key.secret.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(key.secret.length).toBe(API_KEY_PREFIX.length + 43);
    expect(key).toMatchObject({ name: 'Zapier', scopes: ['contacts:read'], rateLimit: 600, lastUsedAt: null });
    expect(key.displayPrefix).toBe(key.secret.slice(0, API_KEY_PREFIX.length + 4));
    const stored = (await collections(t).apiKeys.doc(key.id).get()).data()!;
    expect(JSON.stringify(stored)).not.toContain(key.secret.slice(API_KEY_PREFIX.length));
    expect(stored.hash).toMatch(/^[0-9a-f]{64}$/);
    const list = await t.api.get('/v1/api-keys').set(pro.headers);
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([expect.objectContaining({ id: key.id, name: 'Zapier' })]);
    expect(list.body.data[0].secret).toBeUndefined();
  });

  it('refuses a Free user (403 not-in-plan), bad input (400) and company-only scopes', async () => {
    const res = await t.api
      .post('/v1/api-keys')
      .set(free.headers)
      .send({ name: 'x', scopes: ['contacts:read'] });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'not-in-plan', message: API_KEY_MESSAGES.notInPlan });
    const bad = await t.api
      .post('/v1/api-keys')
      .set(pro.headers)
      .send({ name: '', scopes: ['billing:all'] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(['name', 'scopes.0']));
    const none = await t.api.post('/v1/api-keys').set(pro.headers).send({ name: 'x', scopes: [] });
    expect(none.body.fields).toEqual({ scopes: API_KEY_MESSAGES.scopeRequired });
    const company = await t.api
      .post('/v1/api-keys')
      .set(pro.headers)
      .send({ name: 'x', scopes: ['employees:read'] });
    expect(company.status).toBe(400);
    expect(company.body.fields).toEqual({ 'scopes.0': API_KEY_MESSAGES.scopeNotForPersonal });
    expect((await t.api.post('/v1/api-keys').send({ name: 'x', scopes: ['contacts:read'] })).status).toBe(401);
  });

  it('reads contacts with Bearer, refuses what its scopes lack with 403 and writes nothing', async () => {
    const made = await t.api.post('/v1/contacts').set(pro.headers).send({ firstName: 'Kim', lastName: 'Lee' });
    expect(made.status).toBe(201);
    const reader = await personalKey(pro, { name: 'reader', scopes: ['contacts:read'] });
    const list = await t.api.get('/v1/contacts').set(bearer(reader.secret));
    expect(list.status).toBe(200);
    expect(list.body.data.map((c: { id: string }) => c.id)).toContain(made.body.data.id);
    expect((await t.api.get(`/v1/contacts/${made.body.data.id}`).set(bearer(reader.secret))).status).toBe(200);

    const create = await t.api
      .post('/v1/contacts')
      .set(bearer(reader.secret))
      .send({ firstName: 'No', lastName: 'Way' });
    expect(create.status).toBe(403);
    expect(create.body.message).toBe(API_KEY_MESSAGES.scopeMissing);
    const update = await t.api
      .put(`/v1/contacts/${made.body.data.id}`)
      .set(bearer(reader.secret))
      .send({ firstName: 'X' });
    expect(update.status).toBe(403);
    const del = await t.api.delete(`/v1/contacts/${made.body.data.id}`).set(bearer(reader.secret));
    expect(del.status).toBe(403);
    const after = (await collections(t).contacts.doc(made.body.data.id).get()).data()!;
    expect(after.firstName).toBe('Kim');
    expect((await collections(t).contacts.where('userId', '==', pro.uid).get()).size).toBe(1);

    const writer = await personalKey(pro, { name: 'writer', scopes: ['contacts:write'] });
    const created = await t.api
      .post('/v1/contacts')
      .set(bearer(writer.secret))
      .send({ firstName: 'Via', lastName: 'Key' });
    expect(created.status).toBe(201);
    expect(created.body.data.userId).toBe(pro.uid);
    expect((await t.api.get('/v1/contacts').set(bearer(writer.secret))).status).toBe(403);
  });

  it('keys reach no route outside their scopes: keys, billing, account, superadmin', async () => {
    const key = await personalKey(pro, { name: 'all', scopes: ['contacts:read', 'contacts:write', 'analytics:read'] });
    const calls = [
      t.api.get('/v1/api-keys'),
      t.api.post('/v1/api-keys').send({ name: 'child', scopes: ['contacts:read'] }),
      t.api.get(`/v1/users/${pro.uid}`),
      t.api.put('/v1/auth').send({ password: 'stolen-1' }),
      t.api.get('/v1/roles'),
      t.api.get('/v1/users'),
      t.api.get('/v1/subscriptions'),
    ];
    for (const call of calls) {
      const res = await call.set(bearer(key.secret));
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('api-key-not-allowed');
    }
    expect((await collections(t).apiKeys.where('owner', '==', `user:${pro.uid}`).get()).size).toBe(4);
  });

  it('an unknown secret is 401; a revoked key is 401 with its message, and is gone from the list', async () => {
    const unknown = await t.api.get('/v1/contacts').set(bearer(`${API_KEY_PREFIX}nope`));
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe(API_KEY_MESSAGES.invalidKey);
    const key = await personalKey(pro, { name: 'short-lived', scopes: ['contacts:read'] });
    expect((await t.api.get('/v1/contacts').set(bearer(key.secret))).status).toBe(200);
    expect((await t.api.delete(`/v1/api-keys/${key.id}`).set(free.headers)).status).toBe(403);
    expect((await t.api.delete(`/v1/api-keys/${key.id}`).set(pro.headers)).status).toBe(200);
    const res = await t.api.get('/v1/contacts').set(bearer(key.secret));
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'unauthenticated', message: API_KEY_MESSAGES.revokedKey });
    const list = await t.api.get('/v1/api-keys').set(pro.headers);
    expect(list.body.data.map((k: { id: string }) => k.id)).not.toContain(key.id);
    expect((await t.api.delete(`/v1/api-keys/${key.id}`).set(pro.headers)).status).toBe(404);
  });

  it('answers 429 with Retry-After past its rate, and writes last use at most once a minute', async () => {
    const key = await personalKey(pro, { name: 'slow', scopes: ['contacts:read'], rateLimit: 3 });
    for (let i = 0; i < 3; i++) expect((await t.api.get('/v1/contacts').set(bearer(key.secret))).status).toBe(200);
    const over = await t.api.get('/v1/contacts').set(bearer(key.secret));
    expect(over.status).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    const used = (await collections(t).apiKeys.doc(key.id).get()).data()!.lastUsedAt;
    expect(used).toBe(t.clock.now().toISOString());

    t.clock.advance(30_000);
    const again = await personalKey(pro, { name: 'busy', scopes: ['contacts:read'] });
    await t.api.get('/v1/contacts').set(bearer(again.secret));
    const first = (await collections(t).apiKeys.doc(again.id).get()).data()!.lastUsedAt;
    t.clock.advance(30_000);
    await t.api.get('/v1/contacts').set(bearer(again.secret));
    expect((await collections(t).apiKeys.doc(again.id).get()).data()!.lastUsedAt).toBe(first);
    t.clock.advance(31_000);
    await t.api.get('/v1/contacts').set(bearer(again.secret));
    expect((await collections(t).apiKeys.doc(again.id).get()).data()!.lastUsedAt).toBe(t.clock.now().toISOString());
    // A new minute: the slow key may call again.
    expect((await t.api.get('/v1/contacts').set(bearer(key.secret))).status).toBe(200);
  });
});

describe('company keys', () => {
  it('only the company admins manage keys: a member gets 403, an outsider 404, a manager 403', async () => {
    const body = { name: 'CRM', scopes: ['employees:read'] };
    expect((await t.api.post(companyBase).set(w.rep.headers).send(body)).status).toBe(403);
    expect((await t.api.post(companyBase).set(w.manager.headers).send(body)).status).toBe(403);
    expect((await t.api.post(companyBase).set(w.globexAdmin.headers).send(body)).status).toBe(404);
    expect((await t.api.get(companyBase).set(w.rep.headers)).status).toBe(403);
    expect((await t.api.get(`${companyBase}/audit`).set(w.rep.headers)).status).toBe(403);
    expect((await t.api.get(`${companyBase}/audit`).set(w.plain.headers)).status).toBe(404);
  });

  it("a demoted creator's key loses those rights at once", async () => {
    const base = `/v1/company/${w.acme.id}`;
    await t.api
      .put(`${base}/employees/${w.engineer.uid}/roles`)
      .set(w.admin.headers)
      .send({ roleIds: ['admin'] })
      .expect(200);
    const res = await t.api
      .post(companyBase)
      .set(w.engineer.headers)
      .send({ name: 'HR sync', scopes: ['employees:manage'] });
    expect(res.status).toBe(201);
    const key: CreatedApiKey = res.body.data;
    const edit = () => t.api.put(`${base}/employees/${w.rep.uid}`).set(bearer(key.secret)).send({ title: 'Closer' });
    expect((await edit()).status).toBe(200);
    expect((await t.api.get(`${base}/employees`).set(bearer(key.secret))).status).toBe(200);
    // The key holds no contacts scope: refused as a scope, not as an unknown object.
    const contacts = await t.api.get('/v1/contacts').set(bearer(key.secret));
    expect(contacts.status).toBe(403);
    expect(contacts.body.message).toBe(API_KEY_MESSAGES.scopeMissing);

    await t.api.put(`${base}/employees/${w.engineer.uid}/roles`).set(w.admin.headers).send({ roleIds: [] }).expect(200);
    const refused = await edit();
    expect(refused.status).toBe(403);
    const rep = (await collections(t).employees(w.acme.id).doc(w.rep.uid).get()).data()!;
    expect(rep.title).toBe('Closer');
    // What the creator still holds as a member, the key still does.
    expect((await t.api.get(`${base}/employees`).set(bearer(key.secret))).status).toBe(200);
  });

  it('audits calls, creation and revocation for admins, newest first, paged', async () => {
    const key: CreatedApiKey = (
      await t.api
        .post(companyBase)
        .set(w.admin.headers)
        .send({ name: 'Directory', scopes: ['employees:read'] })
    ).body.data;
    const base = `/v1/company/${w.acme.id}`;
    // A second between steps: the audit orders by time.
    const steps = [
      () => t.api.get(`${base}/employees`).set(bearer(key.secret)).expect(200),
      () => t.api.get(`${base}/employees/${w.rep.uid}`).set(bearer(key.secret)).expect(200),
      () => t.api.put(`${base}/employees/${w.rep.uid}`).set(bearer(key.secret)).send({ title: 'X' }).expect(403),
      () => t.api.delete(`${companyBase}/${key.id}`).set(w.admin.headers).expect(200),
      () => t.api.get(`${base}/employees`).set(bearer(key.secret)).expect(401),
    ];
    for (const step of steps) {
      t.clock.advance(1000);
      await step();
    }

    const res = await t.api.get(`${companyBase}/audit?limit=100`).set(w.admin.headers);
    expect(res.status).toBe(200);
    const mine = res.body.data.filter((e: AuditEntry) => e.keyId === key.id);
    expect(mine.map((e: AuditEntry) => [e.event, e.method, e.route, e.status])).toEqual([
      ['call', 'GET', '/v1/company/:companyId/employees', 401],
      ['key.revoked', 'DELETE', '/v1/company/:companyId/api-keys/:keyId', 200],
      ['call', 'PUT', '/v1/company/:companyId/employees/:employeeId', 403],
      ['call', 'GET', '/v1/company/:companyId/employees/:employeeId', 200],
      ['call', 'GET', '/v1/company/:companyId/employees', 200],
      ['key.created', 'POST', '/v1/company/:companyId/api-keys', 201],
    ]);
    expect(mine[1].by).toBe(w.admin.uid);
    expect(mine[1].byName).toBe(w.admin.email);
    expect(mine[5]).toMatchObject({ by: w.admin.uid, byName: w.admin.email });
    // A call made with the key is the key's, not a person's.
    expect(mine[0].byName).toBeUndefined();
    const times = res.body.data.map((e: AuditEntry) => e.at);
    expect([...times].sort().reverse()).toEqual(times);

    const pages: AuditEntry[] = [];
    let cursor: string | undefined;
    do {
      const page = await t.api
        .get(`${companyBase}/audit`)
        .query({ limit: 2, ...(cursor ? { cursor } : {}) })
        .set(w.admin.headers);
      expect(page.status).toBe(200);
      expect(page.body.data.length).toBeLessThanOrEqual(2);
      pages.push(...page.body.data);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(pages).toEqual(res.body.data);
    expect((await t.api.get(`${companyBase}/audit?cursor=nope`).set(w.admin.headers)).status).toBe(400);

    const beyond = await t.api
      .post(companyBase)
      .set(w.admin.headers)
      .send({ name: 'x', scopes: ['contacts:read'] });
    expect(beyond.status).toBe(201);
    expect(
      (
        await t.api
          .post(companyBase)
          .set(w.admin.headers)
          .send({ name: 'x', scopes: ['nope'] })
      ).status,
    ).toBe(400);
  });
});
