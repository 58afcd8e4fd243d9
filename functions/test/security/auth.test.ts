import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import {
  createTestContext,
  createUser,
  PROJECT_ID,
  signIn,
  type TestContext,
  type TestUser,
} from '../harness.test-support';
import { collections } from '../../src/platform/store/collections';

/**
 * Sessions: credential changes want the token's own sign-in to be recent (its auth_time), and
 * a disabled account is refused with 403 'User has been disabled.' on every authenticated call.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

const authTimeOf = (user: TestUser) =>
  (JSON.parse(Buffer.from(user.idToken.split('.')[1], 'base64url').toString()) as { auth_time: number }).auth_time *
  1000;

/** The account signs in somewhere else at `at` (the Auth emulator's admin API sets the record's last sign-in). */
async function accountSignedInAt(uid: string, at: number): Promise<void> {
  const res = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, lastLoginAt: String(at) }),
    },
  );
  if (!res.ok) throw new Error(`accounts:update failed: ${res.status}`);
}

describe('PUT /v1/auth wants a recent sign-in by the token, not by the account', () => {
  it('refuses a token signed in 10 minutes ago even though the account signed in again just now', async () => {
    const user = await createUser(t);
    const signedIn = authTimeOf(user);
    const now = signedIn + 10 * 60_000;
    t.clock.set(new Date(now));
    await accountSignedInAt(user.uid, now);
    expect(Date.parse((await t.deps.auth.getUser(user.uid)).metadata.lastSignInTime!)).toBeGreaterThan(now - 1000);

    const res = await t.api.put('/v1/auth').set(user.headers).send({ password: 'taken-over-1' });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: MESSAGES.recentLoginRequired, code: 'requires-recent-login' });
    // Nothing changed: the old password still signs in.
    await expect(signIn(user.email, user.password)).resolves.toBeTruthy();
  });

  it('takes a token signed in within the last five minutes', async () => {
    const user = await createUser(t);
    t.clock.set(new Date(authTimeOf(user) + 4 * 60_000));
    const res = await t.api.put('/v1/auth').set(user.headers).send({ password: 'a-fresh-secret' });
    expect(res.status).toBe(200);
    await expect(signIn(user.email, 'a-fresh-secret')).resolves.toBeTruthy();
  });
});

describe('a disabled account', () => {
  let person: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t.clock.set(new Date());
    [person, admin] = await Promise.all([createUser(t), createUser(t, { superadmin: true })]);
  });

  it("answers 403 'User has been disabled.' on ordinary and sensitive calls alike", async () => {
    await t.deps.auth.updateUser(person.uid, { disabled: true });
    const calls = [
      t.api.get('/v1/profiles').set(person.headers),
      t.api.get(`/v1/users/${person.uid}`).set(person.headers),
      t.api.put('/v1/auth').set(person.headers).send({ password: 'new-secret-1' }),
      t.api.post('/v1/contacts/csv/export').set(person.headers).send({}),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: MESSAGES.userDisabled, code: 'user-disabled' });
    }
    await t.deps.auth.updateUser(person.uid, { disabled: false });
    expect((await t.api.get('/v1/profiles').set(person.headers)).status).toBe(200);
  });

  it('a disabled superadmin is refused on superadmin calls', async () => {
    await t.deps.auth.updateUser(admin.uid, { disabled: true });
    for (const path of ['/v1/superadmin/overview', '/v1/users', '/v1/cards/batches']) {
      const res = await t.api.get(path).set(admin.headers);
      expect([path, res.status, res.body.message]).toEqual([path, 403, MESSAGES.userDisabled]);
    }
    await t.deps.auth.updateUser(admin.uid, { disabled: false });
  });

  it('a token that still verifies is refused once the record says disabled (production verifies tokens without asking Auth)', async () => {
    // Auth still takes the token: only the superadmin's mark on the user record stops it.
    await collections(t.deps).users.doc(person.uid).update({ disabled: true });
    for (const res of await Promise.all([
      t.api.get('/v1/profiles').set(person.headers),
      t.api.post('/v1/contacts/csv/export').set(person.headers).send({}),
    ])) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: MESSAGES.userDisabled, code: 'user-disabled' });
    }
    await collections(t.deps).users.doc(person.uid).update({ disabled: false });
    expect((await t.api.get('/v1/profiles').set(person.headers)).status).toBe(200);
  });

  it('revoked sessions end on sensitive calls: the token answers 401', async () => {
    const user = await createUser(t);
    // Revocation is kept to the second: the token must be from an earlier second than the revocation.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await t.deps.auth.revokeRefreshTokens(user.uid);
    const res = await t.api.put('/v1/auth').set(user.headers).send({ password: 'after-revoke-1' });
    expect(res.status).toBe(401);
  });
});
