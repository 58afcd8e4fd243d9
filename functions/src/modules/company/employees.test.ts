import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_MESSAGES, type Employee } from '../../contract/company';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { createCompanyWorld, join, type CompanyWorld } from '../../../test/world.test-support';
import { countActiveEmployees } from './company.service';
import { subscribe } from '../../platform/events';
import { createContext } from '../../platform/context';
import { collections } from '../../platform/store/collections';

let t: TestContext;
let w: CompanyWorld;
let base: string;
const changes: string[] = [];

beforeAll(async () => {
  t = await createTestContext();
  subscribe('employees.changed', (_ctx, { companyId }) => {
    changes.push(companyId);
  });
  // A listener that fails is logged; it never fails the request.
  subscribe('employees.changed', () => {
    throw new Error('seat sync is down');
  });
  w = await createCompanyWorld(t);
  base = `/v1/company/${w.acme.id}`;
});
afterAll(async () => t.close());

const employee = async (user: TestUser) =>
  (await collections(t).employees(w.acme.id).doc(user.uid).get()).data() as Employee;
const ids = (res: { body: { data: Employee[] } }) => res.body.data.map((e) => e.id);

describe('GET …/employees', () => {
  it('lists the members with their roles, divisions and status; members read, outsiders get 404', async () => {
    const res = await t.api.get(`${base}/employees`).set(w.rep.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(4);
    const manager = res.body.data.find((e: Employee) => e.id === w.manager.uid);
    expect(manager).toEqual({
      id: w.manager.uid,
      userId: w.manager.uid,
      companyId: w.acme.id,
      email: w.manager.email,
      firstName: 'Mona',
      lastName: 'Manager',
      title: '',
      department: '',
      roleIds: ['division-manager'],
      divisionIds: [w.sales.id],
      status: 'active',
      joinedAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(ids(res)).toEqual([w.admin.uid, w.engineer.uid, w.manager.uid, w.rep.uid]); // by last name
    expect((await t.api.get(`${base}/employees`).set(w.superadmin.headers)).status).toBe(200);
    expect((await t.api.get(`${base}/employees`).set(w.globexAdmin.headers)).status).toBe(404);
    expect((await t.api.get(`${base}/employees`).set(w.plain.headers)).status).toBe(404);
    expect((await t.api.get(`${base}/employees`)).status).toBe(401);
  });

  it('searches by a prefix of a name or the email, any case, and filters by division and role', async () => {
    const search = async (query: Record<string, string>) =>
      ids(await t.api.get(`${base}/employees`).set(w.admin.headers).query(query));
    expect(await search({ search: 'MON' })).toEqual([w.manager.uid]);
    expect(await search({ search: 'mona man' })).toEqual([w.manager.uid]);
    expect(await search({ search: 'seller' })).toEqual([w.rep.uid]);
    expect(await search({ search: w.engineer.email.slice(0, 12) })).toEqual([w.engineer.uid]);
    expect(await search({ divisionId: w.sales.id })).toEqual([w.manager.uid, w.rep.uid]);
    expect(await search({ roleId: 'division-manager' })).toEqual([w.manager.uid]);
    expect(await search({ divisionId: w.sales.id, roleId: 'admin' })).toEqual([]);
    expect(await search({ search: 'r', divisionId: w.sales.id })).toEqual([w.rep.uid]);
    expect(await search({ search: 'zzz' })).toEqual([]);
  });

  it('pages with a cursor; a forged cursor is 400', async () => {
    const first = await t.api.get(`${base}/employees`).set(w.admin.headers).query({ limit: 3 });
    expect(ids(first)).toEqual([w.admin.uid, w.engineer.uid, w.manager.uid]);
    const next = await t.api
      .get(`${base}/employees`)
      .set(w.admin.headers)
      .query({ limit: 3, cursor: first.body.nextCursor });
    expect(ids(next)).toEqual([w.rep.uid]);
    expect(next.body.nextCursor).toBeUndefined();
    expect(
      (
        await t.api
          .get(`${base}/employees`)
          .set(w.admin.headers)
          .query({ cursor: Buffer.from('../x').toString('base64url') })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.api
          .get(`${base}/employees`)
          .set(w.admin.headers)
          .query({ cursor: Buffer.from('nobody').toString('base64url') })
      ).status,
    ).toBe(400);
    expect((await t.api.get(`${base}/employees`).set(w.admin.headers).query({ limit: 1000 })).status).toBe(400);
  });
});

describe('PUT …/employees/{employeeId}', () => {
  it('the admin sets title, department and status', async () => {
    const res = await t.api
      .put(`${base}/employees/${w.engineer.uid}`)
      .set(w.admin.headers)
      .send({ title: 'Staff Engineer', department: 'R&D' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ title: 'Staff Engineer', department: 'R&D', status: 'active' });
  });

  it('the division manager updates people of their division only (403 for others, 404 for other companies)', async () => {
    const own = await t.api.put(`${base}/employees/${w.rep.uid}`).set(w.manager.headers).send({ title: 'Senior AE' });
    expect(own.status).toBe(200);
    expect(own.body.data.title).toBe('Senior AE');
    const other = await t.api
      .put(`${base}/employees/${w.engineer.uid}`)
      .set(w.manager.headers)
      .send({ title: 'Moved' });
    expect(other.status).toBe(403);
    expect((await employee(w.engineer)).title).toBe('Staff Engineer');
    // Suspending a colleague with more rights than the manager holds (an admin placed in Sales) is refused.
    await t.api
      .put(`${base}/employees/${w.admin.uid}/divisions`)
      .set(w.admin.headers)
      .send({ divisionIds: [w.sales.id] })
      .expect(200);
    expect(
      (await t.api.put(`${base}/employees/${w.admin.uid}`).set(w.manager.headers).send({ status: 'suspended' })).status,
    ).toBe(403);
    expect((await employee(w.admin)).status).toBe('active');
    await t.api
      .put(`${base}/employees/${w.admin.uid}/divisions`)
      .set(w.admin.headers)
      .send({ divisionIds: [] })
      .expect(200);
  });

  it('employees cannot update anyone, themselves included (403); outsiders 404; another company’s employee id 404', async () => {
    expect((await t.api.put(`${base}/employees/${w.rep.uid}`).set(w.rep.headers).send({ title: 'CEO' })).status).toBe(
      403,
    );
    expect(
      (
        await t.api
          .put(`${base}/employees/${w.rep.uid}/roles`)
          .set(w.rep.headers)
          .send({ roleIds: ['admin'] })
      ).status,
    ).toBe(403);
    expect(
      (await t.api.put(`${base}/employees/${w.rep.uid}`).set(w.globexAdmin.headers).send({ title: 'x' })).status,
    ).toBe(404);
    expect(
      (
        await t.api
          .put(`/v1/company/${w.globex.id}/employees/${w.rep.uid}`)
          .set(w.globexAdmin.headers)
          .send({ title: 'x' })
      ).status,
    ).toBe(404);
    expect(
      (await t.api.put(`${base}/employees/${w.globexAdmin.uid}`).set(w.admin.headers).send({ title: 'x' })).status,
    ).toBe(404);
    expect((await t.api.put(`${base}/employees/${w.rep.uid}`).send({ title: 'x' })).status).toBe(401);
    expect((await employee(w.rep)).title).toBe('Senior AE');
    expect(
      (await t.api.put(`${base}/employees/${w.rep.uid}`).set(w.admin.headers).send({ status: 'gone' })).status,
    ).toBe(400);
  });

  it('a suspended employee keeps their record but loses their roles and reads; listeners hear of it', async () => {
    changes.length = 0;
    const ctx = createContext(t.deps);
    const before = await countActiveEmployees(ctx, w.acme.id);
    await t.api
      .put(`${base}/employees/${w.manager.uid}`)
      .set(w.admin.headers)
      .send({ status: 'suspended' })
      .expect(200);
    expect(changes).toEqual([w.acme.id]);
    expect(await countActiveEmployees(ctx, w.acme.id)).toBe(before - 1);
    const mine = await t.api.get('/v1/company').set(w.manager.headers);
    expect(mine.status).toBe(403);
    expect(mine.body.message).toBe(COMPANY_MESSAGES.suspended);
    expect((await t.api.get(`${base}/employees`).set(w.manager.headers)).status).toBe(404);
    expect((await t.api.put(`${base}/employees/${w.rep.uid}`).set(w.manager.headers).send({ title: 'x' })).status).toBe(
      404,
    );
    await t.api.put(`${base}/employees/${w.manager.uid}`).set(w.admin.headers).send({ status: 'active' }).expect(200);
    expect(
      (await t.api.put(`${base}/employees/${w.rep.uid}`).set(w.manager.headers).send({ title: 'Senior AE' })).status,
    ).toBe(200);
  });
});

describe('PUT …/roles and …/divisions', () => {
  it('the admin gives roles and divisions; unknown ids are 400 with the field named, and nothing changes', async () => {
    const roles = await t.api
      .put(`${base}/employees/${w.engineer.uid}/roles`)
      .set(w.admin.headers)
      .send({ roleIds: ['division-manager'] });
    expect(roles.body.data.roleIds).toEqual(['division-manager']);
    const unknownRole = await t.api
      .put(`${base}/employees/${w.engineer.uid}/roles`)
      .set(w.admin.headers)
      .send({ roleIds: ['admin', 'ghost'] });
    expect(unknownRole.status).toBe(400);
    expect(unknownRole.body.fields).toEqual({ 'roleIds.1': COMPANY_MESSAGES.unknownRole });
    const unknownDivision = await t.api
      .put(`${base}/employees/${w.engineer.uid}/divisions`)
      .set(w.admin.headers)
      .send({ divisionIds: ['ghost'] });
    expect(unknownDivision.status).toBe(400);
    expect(unknownDivision.body.fields).toEqual({ 'divisionIds.0': COMPANY_MESSAGES.unknownDivision });
    const otherCompanyDivision = await t.api
      .put(`/v1/company/${w.globex.id}/employees/${w.globexAdmin.uid}/divisions`)
      .set(w.globexAdmin.headers)
      .send({ divisionIds: [w.sales.id] });
    expect(otherCompanyDivision.status).toBe(400);
    expect(await employee(w.engineer)).toMatchObject({
      roleIds: ['division-manager'],
      divisionIds: [w.engineering.id],
    });
    await t.api.put(`${base}/employees/${w.engineer.uid}/roles`).set(w.admin.headers).send({ roleIds: [] }).expect(200);
  });

  it('a division manager cannot give roles (more than they hold) nor move people out of or beyond their divisions', async () => {
    expect(
      (
        await t.api
          .put(`${base}/employees/${w.rep.uid}/roles`)
          .set(w.manager.headers)
          .send({ roleIds: ['admin'] })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.api
          .put(`${base}/employees/${w.rep.uid}/roles`)
          .set(w.manager.headers)
          .send({ roleIds: ['division-manager'] })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.api
          .put(`${base}/employees/${w.rep.uid}/divisions`)
          .set(w.manager.headers)
          .send({ divisionIds: [w.engineering.id] })
      ).status,
    ).toBe(403);
    // Nor into a division they do not manage alongside theirs (review 2026-11, S4: test/security/division-scope.test.ts).
    const both = await t.api
      .put(`${base}/employees/${w.rep.uid}/divisions`)
      .set(w.manager.headers)
      .send({ divisionIds: [w.sales.id, w.salesEast.id] });
    expect(both.status).toBe(403);
    expect(await employee(w.rep)).toMatchObject({ roleIds: [], divisionIds: [w.sales.id] });
  });
});

describe('the last admin', () => {
  it('cannot be demoted, suspended or removed (409); with a second admin they can', async () => {
    const demote = await t.api.put(`${base}/employees/${w.admin.uid}/roles`).set(w.admin.headers).send({ roleIds: [] });
    expect(demote.status).toBe(409);
    expect(demote.body.message).toBe(COMPANY_MESSAGES.lastAdmin);
    expect(
      (await t.api.put(`${base}/employees/${w.admin.uid}`).set(w.admin.headers).send({ status: 'suspended' })).status,
    ).toBe(409);
    expect((await t.api.delete(`${base}/employees/${w.admin.uid}`).set(w.admin.headers)).status).toBe(409);
    expect((await t.api.delete(`${base}/employees/${w.admin.uid}`).set(w.superadmin.headers)).status).toBe(409);
    expect(await employee(w.admin)).toMatchObject({ roleIds: ['admin'], status: 'active' });

    await t.api
      .put(`${base}/employees/${w.engineer.uid}/roles`)
      .set(w.admin.headers)
      .send({ roleIds: ['admin'] })
      .expect(200);
    // A suspended admin does not count: suspending the other one would leave none active.
    await t.api
      .put(`${base}/employees/${w.engineer.uid}`)
      .set(w.admin.headers)
      .send({ status: 'suspended' })
      .expect(200);
    expect(
      (await t.api.put(`${base}/employees/${w.admin.uid}/roles`).set(w.admin.headers).send({ roleIds: [] })).status,
    ).toBe(409);
    await t.api.put(`${base}/employees/${w.engineer.uid}`).set(w.admin.headers).send({ status: 'active' }).expect(200);
    const stepDown = await t.api
      .put(`${base}/employees/${w.admin.uid}/roles`)
      .set(w.admin.headers)
      .send({ roleIds: [] });
    expect(stepDown.status).toBe(200);
    await t.api
      .put(`${base}/employees/${w.admin.uid}/roles`)
      .set(w.engineer.headers)
      .send({ roleIds: ['admin'] })
      .expect(200);
  });
});

describe('DELETE …/employees/{employeeId}', () => {
  it('removes the employee: record, company roles and the user’s company go together; listeners hear of it', async () => {
    const leaver = await createUser(t, { firstName: 'Lee', lastName: 'Leaver' });
    await join(t, w.acme.id, w.admin, leaver, { roleIds: ['division-manager'], divisionIds: [w.sales.id] });
    expect((await t.api.delete(`${base}/employees/${leaver.uid}`).set(w.rep.headers)).status).toBe(403);
    expect((await t.api.delete(`${base}/employees/${leaver.uid}`).set(w.manager.headers)).status).toBe(403);
    expect((await t.api.delete(`${base}/employees/${leaver.uid}`).set(w.globexAdmin.headers)).status).toBe(404);
    expect(
      (
        await t.api
          .delete(`${base}/employees/${leaver.uid}`)
          .set(w.admin.headers)
          .query({ transferLeadsTo: leaver.uid })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.api
          .delete(`${base}/employees/${leaver.uid}`)
          .set(w.admin.headers)
          .query({ transferLeadsTo: w.globexAdmin.uid })
      ).status,
    ).toBe(400);
    expect(await employee(leaver)).toBeDefined();
    changes.length = 0;
    const res = await t.api.delete(`${base}/employees/${leaver.uid}`).set(w.admin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: leaver.uid, removed: true });
    expect(changes).toEqual([w.acme.id]);
    expect(await employee(leaver)).toBeUndefined();
    expect((await collections(t).users.doc(leaver.uid).get()).data()?.companyId).toBeUndefined();
    expect((await t.api.get('/v1/roles').set(leaver.headers)).body.data).toEqual([]);
    expect((await t.api.get('/v1/company').set(leaver.headers)).status).toBe(404);
    expect((await t.api.delete(`${base}/employees/${leaver.uid}`).set(w.admin.headers)).status).toBe(404);
  });

  it('a superadmin may remove an employee of any company', async () => {
    const temp = await createUser(t);
    await join(t, w.globex.id, w.globexAdmin, temp);
    expect(
      (await t.api.delete(`/v1/company/${w.globex.id}/employees/${temp.uid}`).set(w.superadmin.headers)).status,
    ).toBe(200);
  });
});
