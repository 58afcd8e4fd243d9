import { join as joinPath } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import supertest from 'supertest';
import { createApp } from '../../src/app';
import { SqliteStore } from '../../src/platform/store/sqlite-store';
import { collections } from '../../src/platform/store/collections';
import indexes from '../../../firestore.indexes.json';
import { createTestContext, createUser, type TestContext, type TestUser } from '../harness.test-support';
import { createCountingContext } from '../counting-store.test-support';
import { addEmployee, createCompany, createCompanyWorld, type CompanyWorld } from '../world.test-support';

/**
 * The principal cache (platform/access/principal-cache.ts): a signed-in call reuses the caller's
 * principal while their user record and their company's access version say nothing changed, and
 * a change to what they may do is seen by their very next call, on this instance and on another.
 */
let t: TestContext;
let w: CompanyWorld;
let base: string;
/** A second instance: its own app and cache over the same database. */
let other: ReturnType<typeof supertest>;
let otherStore: SqliteStore;

beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
  base = `/v1/company/${w.acme.id}`;
  otherStore = new SqliteStore({
    file: joinPath(t.dir, 'everlink.sqlite'),
    indexes: indexes.indexes as never,
    fieldOverrides: indexes.fieldOverrides,
  });
  other = supertest(createApp({ ...t.deps, store: otherStore }));
});
afterAll(async () => {
  await otherStore.close();
  await t.close();
});

/** An edit of the sales rep's record: for those whose roles let them update employees there. */
const editRep = (api: ReturnType<typeof supertest>, who: TestUser) =>
  api
    .put(`${base}/employees/${w.rep.uid}`)
    .set(who.headers)
    .send({ title: `Set by ${who.uid}` });

describe('the principal cache', () => {
  it("refuses at once, on both instances, once a role's permission is taken away", async () => {
    const created = await t.api
      .post(`${base}/roles`)
      .set(w.admin.headers)
      .send({
        name: 'Directory reader',
        permissions: [{ action: ['read', 'update'], subject: 'Employee', conditions: { companyId: '${company.id}' } }],
      })
      .expect(201);
    const roleId = created.body.data.id as string;
    await t.api
      .put(`${base}/employees/${w.engineer.uid}/roles`)
      .set(w.admin.headers)
      .send({ roleIds: [roleId] });
    // Twice on each instance: the second answer comes from the cached principal.
    for (const api of [t.api, t.api, other, other]) await editRep(api, w.engineer).expect(200);

    await t.api
      .put(`${base}/roles/${roleId}`)
      .set(w.admin.headers)
      .send({ permissions: [{ action: 'read', subject: 'Employee', conditions: { companyId: '${company.id}' } }] })
      .expect(200);
    expect((await editRep(t.api, w.engineer)).status).toBe(403);
    expect((await editRep(other, w.engineer)).status).toBe(403);
  });

  it('refuses at once an employee whose role assignment is taken away', async () => {
    for (const api of [t.api, other]) await editRep(api, w.manager).expect(200);
    await t.api.put(`${base}/employees/${w.manager.uid}/roles`).set(w.admin.headers).send({ roleIds: [] }).expect(200);
    expect((await editRep(t.api, w.manager)).status).toBe(403);
    expect((await editRep(other, w.manager)).status).toBe(403);
  });

  it('refuses at once a member removed from the company', async () => {
    const directory = (api: ReturnType<typeof supertest>) =>
      api.get(`${base}/employees`).set(w.engineer.headers).query({ limit: 5 });
    for (const api of [t.api, other]) await directory(api).expect(200);
    await t.api.delete(`${base}/employees/${w.engineer.uid}`).set(w.admin.headers).expect(200);
    expect((await directory(t.api)).status).toBe(404);
    expect((await directory(other)).status).toBe(404);
  });

  it('refuses at once an account disabled on its user record, its token still valid', async () => {
    const person = await createUser(t);
    for (const api of [t.api, other]) await api.get('/v1/roles/').set(person.headers).expect(200);
    // As a superadmin's disable leaves it when Firebase Auth has not refused the token yet.
    await collections(t).users.doc(person.uid).update({ disabled: true });
    expect((await t.api.get('/v1/roles/').set(person.headers)).status).toBe(403);
    expect((await other.get('/v1/roles/').set(person.headers)).status).toBe(403);
  });

  it("shows a global role's new rules to its holders at once", async () => {
    const role = await t.api
      .post('/v1/superadmin/roles')
      .set(w.superadmin.headers)
      .send({ name: 'Auditor', permissions: [{ action: 'read', subject: 'Company' }] })
      .expect(201);
    await t.api
      .put(`/v1/superadmin/users/${w.plain.uid}/roles`)
      .set(w.superadmin.headers)
      .send({ roleIds: [role.body.data.id] })
      .expect(200);
    const rulesSeen = async (api: ReturnType<typeof supertest>) =>
      (await api.get('/v1/roles/').set(w.plain.headers).expect(200)).body.data[0].permissions;
    for (const api of [t.api, other]) expect(await rulesSeen(api)).toEqual([{ action: 'read', subject: 'Company' }]);
    await t.api
      .put(`/v1/superadmin/roles/${role.body.data.id}`)
      .set(w.superadmin.headers)
      .send({ name: 'Auditor', permissions: [{ action: 'read', subject: 'Division' }] })
      .expect(200);
    for (const api of [t.api, other]) expect(await rulesSeen(api)).toEqual([{ action: 'read', subject: 'Division' }]);
  });
});

describe('what a signed-in call reads for its caller', () => {
  it('reads the user record and the company access version once the principal is cached', async () => {
    const c = await createCountingContext();
    try {
      const admin = await createUser(c);
      const company = await createCompany(c, admin, 'Acme');
      await addEmployee(c, admin, company.id);
      const roles = () => c.api.get('/v1/roles/').set(admin.headers).expect(200);
      // The first call after a change in the company reads the whole principal: user record,
      // access version, employee record, the company's billing record and the Admin role.
      expect((await c.ops.measure(roles)).cost.reads).toBe(5);
      expect((await c.ops.measure(roles)).cost.reads).toBe(2);
    } finally {
      await c.close();
    }
  });
});
