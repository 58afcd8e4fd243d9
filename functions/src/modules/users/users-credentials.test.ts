import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAuth } from 'firebase-admin/auth';
import { createTestContext, createUser, signIn, signUp, type TestContext } from '../../../test/harness.test-support';
import { MESSAGES } from '../../contract/messages';
import { collections } from '../../platform/store/collections';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

const uniqueEmail = (tag = 'user') => `${tag}-${randomUUID()}@test.everlink.test`;
/** A North American number nobody else's test is likely to hold, as a person would type it. */
const uniquePhone = () => {
  const digits = `${randomInt(200, 999)}${randomInt(0, 10_000).toString().padStart(4, '0')}`;
  return {
    typed: `+1 (415) ${digits.slice(0, 3)}-${digits.slice(3)}`,
    e164: `+1415${digits}`,
    international: `+1 415 ${digits.slice(0, 3)} ${digits.slice(3)}`,
  };
};
const register = (body: Record<string, unknown>) => t.api.post('/v1/auth/register').send(body);

describe('POST /v1/auth/register', () => {
  it('creates the identity, the record and a default profile; the person can then sign in', async () => {
    const email = uniqueEmail('Register');
    const res = await register({ firstName: 'Ada', lastName: 'Lovelace', email, password: 'analytical' });
    expect(res.status).toBe(201);
    const uid = res.body.data.userId;
    expect(res.body.data).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: '',
      phoneNumber: '',
      roles: [],
    });

    const identity = await t.deps.auth.getUser(uid);
    expect(identity).toMatchObject({ email: email.toLowerCase(), displayName: 'Ada Lovelace', emailVerified: false });
    const profiles = await collections(t).profiles.where('userId', '==', uid).get();
    // The sign-in email is not published on the first profile until its owner chooses to (docs/privacy.md).
    expect(profiles.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ default: true, firstName: 'Ada', email: '' }),
    ]);

    const session = await signIn(email.toLowerCase(), 'analytical');
    expect(session.uid).toBe(uid);
    const own = await t.api.get(`/v1/users/${uid}`).set(session.headers);
    expect(own.status).toBe(200);
    // Registered, not yet verified: the record holds no email until it is (S2).
    expect(own.body.data.email).toBe('');
  });

  it('keeps the phone number on the identity (E.164) and the record, and does not publish it on the profile', async () => {
    const phone = uniquePhone();
    const res = await register({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: uniqueEmail(),
      password: 'cobol-1959',
      phoneNumber: phone.typed,
    });
    expect(res.status).toBe(201);
    expect((await t.deps.auth.getUser(res.body.data.userId)).phoneNumber).toBe(phone.e164);
    expect(res.body.data.phoneNumber).toBe(phone.typed);
    const profile = (await collections(t).profiles.where('userId', '==', res.body.data.userId).get()).docs[0].data();
    expect(profile.phoneNumbers).toEqual([]);
    const again = await register({
      firstName: 'G',
      lastName: 'H',
      email: uniqueEmail(),
      password: 'cobol-1959',
      phoneNumber: phone.e164,
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      message: MESSAGES.phoneRegistered,
      fields: { phoneNumber: MESSAGES.phoneRegistered },
    });
  });

  it("answers 409 'Email already registered.' for a taken email, whatever its case", async () => {
    const existing = await signUp();
    for (const email of [existing.email, existing.email.toUpperCase()]) {
      const res = await register({ firstName: 'Copy', lastName: 'Cat', email, password: 'password-123' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message: 'Email already registered.',
        code: 'email-already-exists',
        fields: { email: 'Email already registered.' },
      });
    }
    expect((await collections(t).users.doc(existing.uid).get()).exists).toBe(false);
  });

  it('wants at least 6 password characters, the same bound as Firebase Auth', async () => {
    const email = uniqueEmail();
    const short = await register({ firstName: 'Short', lastName: 'Pass', email, password: '12345' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      message: 'Invalid password. Password must be at least 6 characters long.',
      code: 'bad-request',
      fields: { password: 'Invalid password. Password must be at least 6 characters long.' },
    });
    await expect(t.deps.auth.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    // Firebase refuses the same password with its own invalid-password...
    await expect(t.deps.auth.createUser({ email: uniqueEmail(), password: '12345' })).rejects.toMatchObject({
      code: 'auth/invalid-password',
    });
    // ...and both accept six.
    expect((await register({ firstName: 'Six', lastName: 'Chars', email, password: '123456' })).status).toBe(201);
  });

  it("answers 'This field is required.' on each missing field and checks the email", async () => {
    const res = await register({});
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      firstName: MESSAGES.required,
      lastName: MESSAGES.required,
      email: MESSAGES.required,
      password: MESSAGES.required,
    });
    expect(res.body.message).toBe(MESSAGES.required);
    const blank = await register({ firstName: '  ', lastName: 'B', email: 'not-an-email', password: '' });
    expect(blank.body.fields).toEqual({
      firstName: MESSAGES.required,
      email: MESSAGES.invalidEmail,
      password: MESSAGES.required,
    });
  });
});

describe('PUT /v1/auth', () => {
  it("changes the caller's email, mirrored on the record once verified; the new one signs in", async () => {
    const user = await createUser(t);
    const email = uniqueEmail('moved');
    const res = await t.api.put('/v1/auth').set(user.headers).send({ email });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ uid: user.uid, email, phoneNumber: null, emailVerified: false });
    expect((await collections(t).users.doc(user.uid).get()).data()).toMatchObject({ email: '' });
    const moved = await signIn(email, user.password);
    expect(moved.uid).toBe(user.uid);
    await getAuth().updateUser(user.uid, { emailVerified: true });
    const verified = await signIn(email, user.password);
    expect(
      (
        await t.api
          .post('/v1/users')
          .set(verified.headers)
          .send({ userId: user.uid, firstName: 'Test', lastName: 'User', email })
      ).status,
    ).toBe(201);
    expect((await collections(t).users.doc(user.uid).get()).data()).toMatchObject({ email });
    await expect(signIn(user.email, user.password)).rejects.toThrow(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
  });

  it("changes the caller's password; the new one signs in and the old one no longer does", async () => {
    const user = await createUser(t);
    const res = await t.api.put('/v1/auth').set(user.headers).send({ password: 'a-new-secret' });
    expect(res.status).toBe(200);
    expect((await signIn(user.email, 'a-new-secret')).uid).toBe(user.uid);
    await expect(signIn(user.email, user.password)).rejects.toThrow(/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/);
  });

  it("answers 409 'Email already registered.' when the email is taken, and changes nothing", async () => {
    const user = await createUser(t);
    const other = await signUp();
    const res = await t.api.put('/v1/auth').set(user.headers).send({ email: other.email });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Email already registered.');
    expect((await t.deps.auth.getUser(user.uid)).email).toBe(user.email);
    expect((await collections(t).users.doc(user.uid).get()).data()).toMatchObject({ email: user.email });
  });

  it('sets and removes the phone number', async () => {
    const user = await createUser(t);
    const phone = uniquePhone();
    const set = await t.api.put('/v1/auth').set(user.headers).send({ phoneNumber: phone.typed });
    expect(set.status).toBe(200);
    expect(set.body.data.phoneNumber).toBe(phone.e164);
    expect((await collections(t).users.doc(user.uid).get()).data()).toMatchObject({ phoneNumber: phone.typed });
    const removed = await t.api.put('/v1/auth').set(user.headers).send({ phoneNumber: '' });
    expect(removed.body.data.phoneNumber).toBeNull();
    expect((await t.deps.auth.getUser(user.uid)).phoneNumber).toBeUndefined();
  });

  it('wants a recent sign-in, as Firebase does for credential changes', async () => {
    const user = await createUser(t);
    t.clock.advance(6 * 60_000);
    try {
      const res = await t.api.put('/v1/auth').set(user.headers).send({ password: 'too-late-now' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        message: 'New login credential required. Please login again before continue',
        code: 'requires-recent-login',
      });
    } finally {
      t.clock.set(new Date());
    }
    expect((await signIn(user.email, user.password)).uid).toBe(user.uid);
  });

  it('refuses an empty change, unknown fields and anonymous callers', async () => {
    const user = await createUser(t);
    expect((await t.api.put('/v1/auth').set(user.headers).send({})).status).toBe(400);
    expect((await t.api.put('/v1/auth').set(user.headers).send({ uid: 'someone-else' })).status).toBe(400);
    expect((await t.api.put('/v1/auth').set(user.headers).send({ password: '12345' })).body.fields).toEqual({
      password: MESSAGES.invalidPassword,
    });
    expect((await t.api.put('/v1/auth').send({ password: 'whatever-1' })).status).toBe(401);
  });
});

describe('GET /v1/auth/exist', () => {
  it('tells whether an email has an account, ignoring case', async () => {
    const user = await signUp();
    expect((await t.api.get('/v1/auth/exist').query({ email: user.email.toUpperCase() })).body).toEqual({
      data: { email: true },
    });
    expect((await t.api.get('/v1/auth/exist').query({ email: uniqueEmail() })).body).toEqual({
      data: { email: false },
    });
  });

  it('tells whether a phone number has an account, however it is typed', async () => {
    const phone = uniquePhone();
    const created = await t.deps.auth.createUser({ phoneNumber: phone.e164 });
    try {
      for (const typed of [phone.e164, phone.typed]) {
        expect((await t.api.get('/v1/auth/exist').query({ phoneNumber: typed })).body).toEqual({
          data: { phoneNumber: true },
        });
      }
      expect((await t.api.get('/v1/auth/exist').query({ phoneNumber: uniquePhone().e164 })).body).toEqual({
        data: { phoneNumber: false },
      });
    } finally {
      await t.deps.auth.deleteUser(created.uid);
    }
  });

  it('wants an email or a phone number', async () => {
    const res = await t.api.get('/v1/auth/exist');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MESSAGES.required);
    expect((await t.api.get('/v1/auth/exist').query({ phoneNumber: 'call me' })).body.fields).toEqual({
      phoneNumber: MESSAGES.invalidPhone,
    });
  });
});
