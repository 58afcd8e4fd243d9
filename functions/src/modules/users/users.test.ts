import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, signUp, type TestContext } from '../../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

describe('POST /v1/users', () => {
  it('creates the record and a default profile, and is harmless when repeated', async () => {
    const user = await signUp();
    const body = { userId: user.uid, firstName: 'Ada', lastName: 'Lovelace', phoneNumber: '+44 20 7946 0000', email: user.email };
    const first = await t.api.post('/v1/users').set(user.headers).send(body);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ userId: user.uid, firstName: 'Ada', email: user.email, roles: [] });
    const again = await t.api.post('/v1/users').set(user.headers).send({ ...body, firstName: 'Changed' });
    expect(again.status).toBe(201);
    expect(again.body.data.firstName).toBe('Ada');
    const profiles = await t.store.collection('profiles').where('userId', '==', user.uid).get();
    expect(profiles.size).toBe(1);
    expect(profiles.docs[0].data()).toMatchObject({ default: true, firstName: 'Ada' });
  });

  it("answers 'This field is required.' on each missing field", async () => {
    const user = await signUp();
    const res = await t.api.post('/v1/users').set(user.headers).send({ userId: user.uid });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ firstName: 'This field is required.', lastName: 'This field is required.', email: 'This field is required.' });
  });

  it('refuses to create a record for someone else', async () => {
    const user = await signUp();
    const res = await t.api.post('/v1/users').set(user.headers).send({ userId: 'someone-else', firstName: 'A', lastName: 'B', email: 'x@y.test' });
    expect(res.status).toBe(404);
  });

  it('needs a valid token', async () => {
    expect((await t.api.post('/v1/users').send({})).status).toBe(401);
    const res = await t.api.get('/v1/users/abc').set('Authorization', 'Bearer not-a-token');
    expect(res.status).toBe(401);
    expect(res.body.message).toBeTruthy();
  });
});

describe('GET and PUT /v1/users/{id}', () => {
  it('lets a user read and change only their own record', async () => {
    const alice = await createUser(t, { firstName: 'Alice' });
    const bob = await createUser(t, { firstName: 'Bob' });
    const own = await t.api.get(`/v1/users/${alice.uid}`).set(alice.headers);
    expect(own.status).toBe(200);
    expect(own.body.data.firstName).toBe('Alice');
    expect((await t.api.get(`/v1/users/${alice.uid}`).set(bob.headers)).status).toBe(404);
    expect((await t.api.put(`/v1/users/${alice.uid}`).set(bob.headers).send({ firstName: 'Mallory' })).status).toBe(404);
    const changed = await t.api.put(`/v1/users/${alice.uid}`).set(alice.headers).send({ firstName: 'Alicia' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.firstName).toBe('Alicia');
  });

  it('lets a superadmin read anyone and list users', async () => {
    const admin = await createUser(t, { superadmin: true });
    const someone = await createUser(t);
    expect((await t.api.get(`/v1/users/${someone.uid}`).set(admin.headers)).status).toBe(200);
    const list = await t.api.get('/v1/users?limit=100').set(admin.headers);
    expect(list.status).toBe(200);
    expect(list.body.data.map((u: { userId: string }) => u.userId)).toContain(someone.uid);
    expect((await t.api.get('/v1/users').set(someone.headers)).status).toBe(404);
  });
});

describe('GET /v1/roles/', () => {
  it('answers no roles for a new user and manage-all for a superadmin', async () => {
    const user = await createUser(t);
    expect((await t.api.get('/v1/roles/').set(user.headers)).body).toEqual({ data: [] });
    const admin = await createUser(t, { superadmin: true });
    const res = await t.api.get('/v1/roles/').set(admin.headers);
    expect(res.body.data[0].permissions).toEqual([{ action: 'manage', subject: 'all' }]);
  });
});

describe('API core', () => {
  it('answers health, unknown routes and malformed JSON', async () => {
    expect((await t.api.get('/v1/health')).body).toEqual({ data: { status: 'ok' } });
    const missing = await t.api.get('/v1/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('not-found');
    const bad = await t.api.post('/v1/users').set('content-type', 'application/json').send('{"a":');
    expect([400, 401]).toContain(bad.status);
    expect(missing.headers['x-request-id']).toBeTruthy();
  });
});
