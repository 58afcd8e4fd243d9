import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  createUser,
  signUp,
  verifiedSignUp,
  type TestContext,
} from '../../../test/harness.test-support';
import { collections } from '../../platform/store/collections';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

describe('POST /v1/users', () => {
  it('creates the record and a default profile, and is harmless when repeated', async () => {
    const user = await signUp();
    const body = {
      userId: user.uid,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '+44 20 7946 0000',
      email: user.email,
    };
    const first = await t.api.post('/v1/users').set(user.headers).send(body);
    expect(first.status).toBe(201);
    // The email is not verified yet, so the record holds none (security review S2).
    expect(first.body.data).toMatchObject({ userId: user.uid, firstName: 'Ada', email: '', roles: [] });
    const again = await t.api
      .post('/v1/users')
      .set(user.headers)
      .send({ ...body, firstName: 'Changed' });
    expect(again.status).toBe(201);
    expect(again.body.data.firstName).toBe('Ada');
    const profiles = await collections(t).profiles.where('userId', '==', user.uid).get();
    expect(profiles.size).toBe(1);
    expect(profiles.docs[0].data()).toMatchObject({ default: true, firstName: 'Ada' });
  });

  it("answers 'This field is required.' on each missing field", async () => {
    const user = await signUp();
    const res = await t.api.post('/v1/users').set(user.headers).send({ userId: user.uid });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      firstName: 'This field is required.',
      lastName: 'This field is required.',
      email: 'This field is required.',
    });
  });

  it('refuses to create a record for someone else', async () => {
    const user = await signUp();
    const res = await t.api
      .post('/v1/users')
      .set(user.headers)
      .send({ userId: 'someone-else', firstName: 'A', lastName: 'B', email: 'x@y.test' });
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
    expect((await t.api.put(`/v1/users/${alice.uid}`).set(bob.headers).send({ firstName: 'Mallory' })).status).toBe(
      404,
    );
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

describe('GET /v1/users (superadmin)', () => {
  it('pages with nextCursor and searches by email prefix', async () => {
    const admin = await createUser(t, { superadmin: true });
    const tag = `page-${randomUUID().slice(0, 8)}`;
    const emails = ['a', 'b', 'c', 'd', 'e'].map((letter) => `${tag}-${letter}@test.everlink.test`);
    for (const email of emails) await createUser(t, { email });

    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await t.api
        .get('/v1/users')
        .set(admin.headers)
        .query({ search: tag.toUpperCase(), limit: 2, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((u: { email: string }) => u.email));
      cursor = res.body.nextCursor;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(emails);
  });

  it('neither skips nor repeats users who share an email across pages', async () => {
    const admin = await createUser(t, { superadmin: true });
    const email = `${`dup-${randomUUID().slice(0, 8)}`}@test.everlink.test`;
    const ids = [`dup-${randomUUID()}`, `dup-${randomUUID()}`, `dup-${randomUUID()}`];
    for (const userId of ids) {
      const res = await t.api
        .post('/v1/users')
        .set(admin.headers)
        .send({ userId, firstName: 'Dup', lastName: 'Licate', email });
      expect(res.status).toBe(201);
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await t.api
        .get('/v1/users')
        .set(admin.headers)
        .query({ search: email, limit: 1, ...(cursor ? { cursor } : {}) });
      seen.push(...res.body.data.map((u: { userId: string }) => u.userId));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen.sort()).toEqual([...ids].sort());
  });

  it('answers 400 for a cursor it did not give', async () => {
    const admin = await createUser(t, { superadmin: true });
    for (const cursor of ['bm90LWEtdXNlcg', '%%%', Buffer.from('users/x').toString('base64url')]) {
      const res = await t.api.get('/v1/users').set(admin.headers).query({ cursor });
      expect(res.status).toBe(400);
      expect(res.body.fields).toHaveProperty('cursor');
    }
  });

  it("lets a superadmin change another user's record", async () => {
    const admin = await createUser(t, { superadmin: true });
    const someone = await createUser(t, { firstName: 'Before' });
    const res = await t.api
      .put(`/v1/users/${someone.uid}`)
      .set(admin.headers)
      .send({ firstName: 'After', phoneNumber: '+44 20 7946 0000' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ userId: someone.uid, firstName: 'After', phoneNumber: '+44 20 7946 0000' });
    expect((await t.api.get(`/v1/users/${someone.uid}`).set(someone.headers)).body.data.firstName).toBe('After');
    expect((await t.api.put(`/v1/users/${someone.uid}`).set(admin.headers).send({ email: 'x@y.test' })).status).toBe(
      400,
    );
    expect((await t.api.put('/v1/users/nobody-at-all').set(admin.headers).send({ firstName: 'Ghost' })).status).toBe(
      404,
    );
  });
});

describe('POST /v1/users and the identity', () => {
  it("records one's own email as the identity provider has it, and only once verified (S2)", async () => {
    const user = await verifiedSignUp();
    const res = await t.api
      .post('/v1/users')
      .set(user.headers)
      .send({ userId: user.uid, firstName: 'Own', lastName: 'Email', email: 'someone.else@test.everlink.test' });
    expect(res.status).toBe(201);
    expect(res.body.data.email).toBe(user.email);
    const unverified = await signUp();
    const typed = await t.api
      .post('/v1/users')
      .set(unverified.headers)
      .send({ userId: unverified.uid, firstName: 'Own', lastName: 'Email', email: unverified.email });
    expect(typed.body.data.email).toBe('');
  });
});
