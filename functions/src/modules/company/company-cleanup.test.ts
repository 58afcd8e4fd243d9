import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, type CompanyRole, type DivisionNode, type Employee } from '../../contract/company';
import { COMPANY_ADMIN_MESSAGES, type EmployeeDetail } from '../../contract/company-admin';
import { createTestContext, createUser, type TestContext } from '../../../test/harness.test-support';
import { createCompanyWorld, createDivision, join, type CompanyWorld } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';

let t: TestContext;
let w: CompanyWorld;
let base: string;

beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
  base = `/v1/company/${w.acme.id}`;
});
afterAll(async () => t.close());

const employee = async (uid: string): Promise<Employee> =>
  (await t.api.get(`${base}/employees/${uid}`).set(w.admin.headers)).body.data;
const newRole = async (name: string): Promise<CompanyRole> => {
  const res = await t.api.post(`${base}/roles`).set(w.admin.headers).send({ name, permissions: [] });
  expect(res.status).toBe(201);
  return res.body.data;
};
const flat = (nodes: DivisionNode[]): DivisionNode[] => nodes.flatMap((n) => [n, ...flat(n.children)]);

describe('one employee', () => {
  it('the admin reads an employee with their company profiles and cards', async () => {
    const res = await t.api.get(`${base}/employees/${w.rep.uid}`).set(w.admin.headers);
    expect(res.status).toBe(200);
    const detail = res.body.data as EmployeeDetail;
    expect(detail).toMatchObject({
      id: w.rep.uid,
      firstName: 'Rey',
      lastName: 'Seller',
      title: 'Account Executive',
      divisionIds: [w.sales.id],
      status: 'active',
    });
    expect(detail.profiles).toEqual([
      { id: expect.any(String), name: 'My profile', slug: expect.any(String), status: 'active', default: true },
    ]);
    expect(detail.cards).toEqual([]);
  });

  it('members read the directory record; profiles and cards only where their rules reach; other companies and strangers get 404', async () => {
    const mine = await t.api.get(`${base}/employees/${w.rep.uid}`).set(w.manager.headers);
    expect(mine.status).toBe(200);
    const other = await t.api.get(`${base}/employees/${w.engineer.uid}`).set(w.manager.headers);
    expect(other.status).toBe(200);
    expect(other.body.data).toMatchObject({ id: w.engineer.uid, profiles: [], cards: [] });
    expect(mine.body.data.profiles).toEqual([
      expect.objectContaining({ name: 'My profile', status: 'active', default: true }),
    ]);
    expect((await t.api.get(`${base}/employees/${w.rep.uid}`).set(w.globexAdmin.headers)).status).toBe(404);
    expect((await t.api.get(`${base}/employees/${w.rep.uid}`).set(w.plain.headers)).status).toBe(404);
    expect((await t.api.get(`${base}/employees/${w.plain.uid}`).set(w.admin.headers)).status).toBe(404);
    expect((await t.api.get(`${base}/employees/${w.rep.uid}`)).status).toBe(401);
  });
});

describe('deleting a company role', () => {
  it('moves the people and pending invitations on it to the chosen role, then deletes it', async () => {
    const [old, next] = [await newRole('Old helpers'), await newRole('New helpers')];
    const person = await createUser(t, { firstName: 'Hal', lastName: 'Helper' });
    await join(t, w.acme.id, w.admin, person, { roleIds: [old.id, next.id] });
    const invited = await t.api
      .post(`${base}/employees`)
      .set(w.admin.headers)
      .send({ email: 'pending-helper@test.everlink.test', roleIds: [old.id] });
    expect(invited.status).toBe(201);

    const res = await t.api.delete(`${base}/roles/${old.id}`).query({ moveTo: next.id }).set(w.admin.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      id: old.id,
      deleted: true,
      movedTo: next.id,
      moved: { employees: 1, invitations: 1 },
    });
    expect((await employee(person.uid)).roleIds).toEqual([next.id]);
    const roles = (await t.api.get(`${base}/roles`).set(w.admin.headers)).body.data as CompanyRole[];
    expect(roles.map((r) => r.id)).not.toContain(old.id);
    const invitation = (await collections(t).invitations.doc(invited.body.data.invitation.id).get()).data() as {
      roleIds: string[];
    };
    expect(invitation.roleIds).toEqual([next.id]);
  });

  it('a role nobody holds goes without moveTo', async () => {
    const role = await newRole('Unused');
    const res = await t.api.delete(`${base}/roles/${role.id}`).set(w.admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.movedTo).toBeNull();
  });

  it('refuses, writing nothing: in use without moveTo (409), built-in (409), moveTo unknown or itself (400)', async () => {
    const role = await newRole('Held');
    const person = await createUser(t);
    await join(t, w.acme.id, w.admin, person, { roleIds: [role.id] });
    const del = (roleId: string, query: Record<string, string> = {}) =>
      t.api.delete(`${base}/roles/${roleId}`).query(query).set(w.admin.headers);

    const inUse = await del(role.id);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({
      code: 'role-in-use',
      message: COMPANY_ADMIN_MESSAGES.roleInUse,
      fields: { moveTo: COMPANY_ADMIN_MESSAGES.roleInUse },
    });
    expect(await del('admin', { moveTo: role.id })).toMatchObject({
      status: 409,
      body: { code: 'built-in-role', message: COMPANY_ADMIN_MESSAGES.builtInRoleKept },
    });
    expect((await del('division-manager')).status).toBe(409);
    expect(await del(role.id, { moveTo: 'no-such-role' })).toMatchObject({
      status: 400,
      body: { fields: { moveTo: COMPANY_MESSAGES.unknownRole } },
    });
    expect(await del(role.id, { moveTo: role.id })).toMatchObject({
      status: 400,
      body: { fields: { moveTo: COMPANY_ADMIN_MESSAGES.moveToSelf } },
    });
    expect(
      (
        await t.api
          .delete(`${base}/roles/${role.id}`)
          .query({ moveTo: ['a', 'b'] })
          .set(w.admin.headers)
      ).status,
    ).toBe(400);
    expect((await employee(person.uid)).roleIds).toEqual([role.id]);
    expect((await collections(t).companyRoles(w.acme.id).doc(role.id).get()).exists).toBe(true);
  });

  it('is for those who may delete roles: members 403, other companies 404, unknown role 404', async () => {
    const role = await newRole('Guarded');
    expect((await t.api.delete(`${base}/roles/${role.id}`).set(w.rep.headers)).status).toBe(403);
    expect((await t.api.delete(`${base}/roles/${role.id}`).set(w.globexAdmin.headers)).status).toBe(404);
    expect((await t.api.delete(`${base}/roles/nope`).set(w.admin.headers)).status).toBe(404);
    expect((await collections(t).companyRoles(w.acme.id).doc(role.id).get()).exists).toBe(true);
  });
});

describe('deleting a division', () => {
  it('moves its people, invitations and sub-divisions to the chosen division, then deletes it', async () => {
    const [old, target] = [
      await createDivision(t, w.admin, w.acme.id, 'Old team'),
      await createDivision(t, w.admin, w.acme.id, 'New team'),
    ];
    const child = await createDivision(t, w.admin, w.acme.id, 'Old team North', old.id);
    const person = await createUser(t);
    await join(t, w.acme.id, w.admin, person, { divisionIds: [old.id] });
    const invited = await t.api
      .post(`${base}/employees`)
      .set(w.admin.headers)
      .send({ email: 'pending-team@test.everlink.test', divisionIds: [old.id] });
    expect(invited.status).toBe(201);

    const res = await t.api.delete(`${base}/divisions/${old.id}`).query({ moveTo: target.id }).set(w.admin.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      id: old.id,
      deleted: true,
      movedTo: target.id,
      moved: { employees: 1, companyLinks: 0, invitations: 1, divisions: 1 },
    });
    expect((await employee(person.uid)).divisionIds).toEqual([target.id]);
    const tree = flat((await t.api.get(`${base}/divisions`).set(w.admin.headers)).body.data);
    expect(tree.map((d) => d.id)).not.toContain(old.id);
    expect(tree.find((d) => d.id === child.id)?.parentId).toBe(target.id);
  });

  it('refuses, writing nothing: in use without moveTo (409), moveTo unknown or itself (400); an empty one goes', async () => {
    const held = await createDivision(t, w.admin, w.acme.id, 'Held team');
    const person = await createUser(t);
    await join(t, w.acme.id, w.admin, person, { divisionIds: [held.id] });
    const del = (id: string, query: Record<string, string> = {}) =>
      t.api.delete(`${base}/divisions/${id}`).query(query).set(w.admin.headers);

    expect(await del(held.id)).toMatchObject({
      status: 409,
      body: { code: 'division-in-use', fields: { moveTo: COMPANY_ADMIN_MESSAGES.divisionInUse } },
    });
    expect((await del(w.sales.id)).status).toBe(409);
    expect(await del(held.id, { moveTo: 'nope' })).toMatchObject({
      status: 400,
      body: { fields: { moveTo: COMPANY_MESSAGES.unknownDivision } },
    });
    expect(await del(held.id, { moveTo: held.id })).toMatchObject({
      status: 400,
      body: { fields: { moveTo: COMPANY_ADMIN_MESSAGES.moveToSelf } },
    });
    expect((await employee(person.uid)).divisionIds).toEqual([held.id]);

    const empty = await createDivision(t, w.admin, w.acme.id, 'Empty team');
    expect((await del(empty.id)).status).toBe(200);
    expect((await del(empty.id)).status).toBe(404);
  });

  it('is for those who may delete divisions: a manager 403, other companies 404', async () => {
    const division = await createDivision(t, w.admin, w.acme.id, 'Guarded team');
    expect((await t.api.delete(`${base}/divisions/${division.id}`).set(w.manager.headers)).status).toBe(403);
    expect((await t.api.delete(`${base}/divisions/${division.id}`).set(w.globexAdmin.headers)).status).toBe(404);
    expect((await collections(t).divisions(w.acme.id).doc(division.id).get()).exists).toBe(true);
  });
});
