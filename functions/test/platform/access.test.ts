import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../harness.test-support';
import { collections } from '../../src/platform/store/collections';
import { defaultProfile } from '../world.test-support';
import { companyAccessChanged } from '../../src/platform/access';

/**
 * The one permission check, through HTTP on routes that predate companies: company roles'
 * conditions reach other people's objects by their owner's company and divisions.
 */
let t: TestContext;
let admin: TestUser;
let manager: TestUser;
let inDivision: TestUser;
let elsewhere: TestUser;
let stranger: TestUser;
/** A profile `elsewhere` had before joining, never marked with the company. */
let personal: string;

/** The person's default profile: the first one they had, which joining marks as the company profile. */
const firstProfileId = async (user: TestUser): Promise<string> => (await defaultProfile(t, user)).id;

/** Joining as accepting an invitation does it: the membership, and one profile marked as the company profile. */
async function joinCompany(user: TestUser, companyId: string, roleIds: string[], divisionIds: string[]) {
  await collections(t).users.doc(user.uid).update({ companyId });
  await collections(t)
    .profiles.doc(await firstProfileId(user))
    .update({ companyId });
  const batch = t.store.batch();
  batch.set(collections(t).employees(companyId).doc(user.uid), {
    userId: user.uid,
    companyId,
    roleIds,
    divisionIds,
    status: 'active',
  });
  companyAccessChanged(t, batch, companyId);
  await batch.commit();
}

/** A suspension or restore as the company service writes it: with the company's access version (platform/access). */
async function setStatus(user: TestUser, status: 'active' | 'suspended') {
  const batch = t.store.batch();
  batch.update(collections(t).employees('c1').doc(user.uid), { status });
  companyAccessChanged(t, batch, 'c1');
  await batch.commit();
}

beforeAll(async () => {
  t = await createTestContext();
  [admin, manager, inDivision, elsewhere, stranger] = await Promise.all([
    createUser(t),
    createUser(t),
    createUser(t),
    createUser(t),
    createUser(t),
  ]);
  await collections(t)
    .companyRoles('c1')
    .doc('admin')
    .set({
      name: 'Admin',
      scope: 'c1',
      permissions: [{ action: 'manage', subject: ['Profile', 'Employee'], conditions: { companyId: '${company.id}' } }],
    });
  await collections(t)
    .companyRoles('c1')
    .doc('manager')
    .set({
      name: 'Division manager',
      scope: 'c1',
      permissions: [
        {
          action: 'update',
          subject: 'Profile',
          conditions: { companyId: '${company.id}', divisionIds: { $in: '${user.divisionIds}' } },
        },
      ],
    });
  personal = (await t.api.post('/v1/profiles').set(elsewhere.headers).send({ name: 'Side project' }).expect(201)).body
    .data.id;
  await joinCompany(admin, 'c1', ['admin'], []);
  await joinCompany(manager, 'c1', ['manager'], ['sales']);
  await joinCompany(inDivision, 'c1', [], ['sales', 'emea']);
  await joinCompany(elsewhere, 'c1', [], ['engineering']);
});

afterAll(() => t.close());

describe('platform/access', () => {
  it('lets a company admin edit any employee profile of their company, and no one else', async () => {
    const profileId = await firstProfileId(elsewhere);
    await t.api.put(`/v1/profiles/${profileId}`).set(admin.headers).send({ jobTitle: 'Set by admin' }).expect(200);
    const outsider = await firstProfileId(stranger);
    await t.api.put(`/v1/profiles/${outsider}`).set(admin.headers).send({ jobTitle: 'Nope' }).expect(404);
  });

  it("keeps a member's personal profiles, their analytics and their leads out of the company's reach", async () => {
    await t.api.put(`/v1/profiles/${personal}`).set(admin.headers).send({ jobTitle: 'Set by admin' }).expect(404);
    const own = await t.api
      .put(`/v1/profiles/${personal}`)
      .set(elsewhere.headers)
      .send({ jobTitle: 'Still mine' })
      .expect(200);
    expect(own.body.data.jobTitle).toBe('Still mine');
  });

  it('lets a division manager edit the profiles of their division only', async () => {
    const mine = await firstProfileId(inDivision);
    await t.api.put(`/v1/profiles/${mine}`).set(manager.headers).send({ jobTitle: 'Set by manager' }).expect(200);
    const other = await firstProfileId(elsewhere);
    await t.api.put(`/v1/profiles/${other}`).set(manager.headers).send({ jobTitle: 'Nope' }).expect(404);
  });

  it('gives plain members no rights over colleagues, and suspension takes company roles away', async () => {
    const adminProfile = await firstProfileId(admin);
    await t.api.put(`/v1/profiles/${adminProfile}`).set(inDivision.headers).send({ jobTitle: 'Nope' }).expect(404);
    await setStatus(manager, 'suspended');
    const target = await firstProfileId(inDivision);
    await t.api.put(`/v1/profiles/${target}`).set(manager.headers).send({ jobTitle: 'Nope' }).expect(404);
    const roles = await t.api.get('/v1/roles/').set(manager.headers).expect(200);
    expect(roles.body.data).toEqual([]);
  });

  it('fills the caller and their divisions into the rules GET /v1/roles/ answers', async () => {
    await setStatus(manager, 'active');
    const res = await t.api.get('/v1/roles/').set(manager.headers).expect(200);
    expect(res.body.data[0].permissions[0].conditions).toEqual({ companyId: 'c1', divisionIds: { $in: ['sales'] } });
  });
});
