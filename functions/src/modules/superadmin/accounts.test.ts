import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { SUPERADMIN_ROLE_ID } from '../../contract/roles';
import { SUPERADMIN_MESSAGES } from '../../contract/superadmin';
import {
  createTestContext,
  createUser,
  signIn,
  signUp,
  type TestContext,
  type TestUser,
} from '../../../test/harness.test-support';
import { createActors, type Actors } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';

let t: TestContext;
let actors: Actors;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestContext();
  actors = await createActors(t);
  admin = actors.superadmin;
});
afterAll(async () => t.close());

const userRecord = async (uid: string) => (await collections(t).users.doc(uid).get()).data()!;
const setStatus = (uid: string, body: unknown, as: TestUser = admin) =>
  t.api
    .put(`/v1/superadmin/users/${uid}/status`)
    .set(as.headers)
    .send(body as object);
const setRoles = (uid: string, body: unknown, as: TestUser = admin) =>
  t.api
    .put(`/v1/superadmin/users/${uid}/roles`)
    .set(as.headers)
    .send(body as object);

describe('PUT /v1/superadmin/users/{userId}/status', () => {
  let person: TestUser;
  beforeAll(async () => {
    person = await createUser(t, { firstName: 'Dana', lastName: 'Disabled' });
  });

  it('disables the account in Firebase Auth and on the record, and revokes its sessions', async () => {
    const before = Date.now();
    const res = await setStatus(person.uid, { disabled: true });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ userId: person.uid, disabled: true, firstName: 'Dana' });
    const account = await getAuth().getUser(person.uid);
    expect(account.disabled).toBe(true);
    expect(Date.parse(account.tokensValidAfterTime ?? '')).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(await userRecord(person.uid)).toMatchObject({ disabled: true });
  });

  it("a disabled account's calls answer 403 'User has been disabled.'", async () => {
    const res = await t.api.get('/v1/profiles').set(person.headers);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(MESSAGES.userDisabled);
  });

  it('enables it again: the person signs in and calls the API', async () => {
    const res = await setStatus(person.uid, { disabled: false });
    expect(res.status).toBe(200);
    expect(res.body.data.disabled).toBe(false);
    expect((await getAuth().getUser(person.uid)).disabled).toBe(false);
    expect(await userRecord(person.uid)).toMatchObject({ disabled: false });
    const fresh = await signIn(person.email, person.password);
    expect((await t.api.get('/v1/profiles').set(fresh.headers)).status).toBe(200);
  });

  it('a superadmin cannot disable themselves (409), and nothing changes', async () => {
    const res = await setStatus(admin.uid, { disabled: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SUPERADMIN_MESSAGES.cannotDisableSelf);
    expect((await getAuth().getUser(admin.uid)).disabled).toBe(false);
    expect((await userRecord(admin.uid)).disabled).toBeUndefined();
  });

  it('refuses junk bodies with the field named, and writes nothing', async () => {
    for (const body of [{}, { disabled: 'yes' }, { disabled: null }, { disabled: true, extra: 1 }]) {
      const res = await setStatus(person.uid, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await setStatus(person.uid, {})).body.fields).toEqual({ disabled: MESSAGES.required });
    expect((await getAuth().getUser(person.uid)).disabled).toBe(false);
  });

  it('unknown and hostile ids are 4xx, never 5xx', async () => {
    expect((await setStatus('no-such-user', { disabled: true })).status).toBe(404);
    for (const id of ['a.b', '..', '%2E%2E%2Fusers', 'x'.repeat(200), "'; drop"]) {
      const res = await setStatus(encodeURIComponent(id), { disabled: true });
      expect(res.status, id).toBeGreaterThanOrEqual(400);
      expect(res.status, id).toBeLessThan(500);
    }
  });

  it('an Auth account without a user record is 404, and Auth is left alone', async () => {
    const bare = await signUp();
    expect((await setStatus(bare.uid, { disabled: true })).status).toBe(404);
    expect((await getAuth().getUser(bare.uid)).disabled).toBe(false);
  });
});

describe('PUT /v1/superadmin/users/{userId}/roles', () => {
  let person: TestUser;
  let supportId: string;
  beforeAll(async () => {
    person = await createUser(t, { firstName: 'Rolf', lastName: 'Roles' });
    const res = await t.api
      .post('/v1/superadmin/roles')
      .set(admin.headers)
      .send({ name: 'Support', permissions: [{ action: 'read', subject: ['User', 'Company'] }] });
    supportId = res.body.data.id;
  });

  it('gives product roles: the person sees them in GET /v1/roles (and so is premium)', async () => {
    const res = await setRoles(person.uid, { roleIds: [supportId, supportId] });
    expect(res.status).toBe(200);
    expect(res.body.data.roles).toEqual([supportId]);
    const mine = await t.api.get('/v1/roles').set(person.headers);
    expect(mine.body.data).toEqual([
      expect.objectContaining({
        id: supportId,
        name: 'Support',
        scope: 'global',
        permissions: [{ action: 'read', subject: ['User', 'Company'] }],
      }),
    ]);
  });

  it('takes them away with an empty list', async () => {
    expect((await setRoles(person.uid, { roleIds: [] })).body.data.roles).toEqual([]);
    expect((await t.api.get('/v1/roles').set(person.headers)).body.data).toEqual([]);
  });

  it('unknown role ids and company role ids are 400 on roleIds, and nothing is written', async () => {
    await setRoles(person.uid, { roleIds: [supportId] }).expect(200);
    for (const roleIds of [['no-such-role'], [supportId, 'nope'], ['admin']]) {
      const res = await setRoles(person.uid, { roleIds });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ roleIds: SUPERADMIN_MESSAGES.unknownRoles });
    }
    expect((await userRecord(person.uid)).roleIds).toEqual([supportId]);
  });

  it('junk bodies and hostile role ids are 400', async () => {
    for (const body of [
      {},
      { roleIds: 'support' },
      { roleIds: ['../roles/superadmin'] },
      { roleIds: [''] },
      { roleIds: [{}] },
      { roleIds: Array.from({ length: 51 }, (_, i) => `r${i}`) },
    ]) {
      expect((await setRoles(person.uid, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect((await userRecord(person.uid)).roleIds).toEqual([supportId]);
  });

  it('an unknown user is 404', async () => {
    expect((await setRoles('no-such-user', { roleIds: [] })).status).toBe(404);
  });

  it('a superadmin cannot take their own Superadmin role away (409), but may give it to others', async () => {
    const res = await setRoles(admin.uid, { roleIds: [supportId] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SUPERADMIN_MESSAGES.cannotDropOwnSuperadmin);
    expect((await userRecord(admin.uid)).roleIds).toEqual([SUPERADMIN_ROLE_ID]);
    expect((await setRoles(admin.uid, { roleIds: [SUPERADMIN_ROLE_ID, supportId] })).status).toBe(200);

    await setRoles(person.uid, { roleIds: [SUPERADMIN_ROLE_ID] }).expect(200);
    expect((await t.api.get('/v1/superadmin/overview').set(person.headers)).status).toBe(200);
    await setRoles(person.uid, { roleIds: [] }).expect(200);
    expect((await t.api.get('/v1/superadmin/overview').set(person.headers)).status).toBe(404);
  });
});
