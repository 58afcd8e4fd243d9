import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminDivision, CompanySummary } from '../../contract/superadmin';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import {
  addEmployee,
  createActors,
  createCompany,
  createDivision,
  type Actors,
} from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';

let t: TestContext;
let actors: Actors;
let admin: TestUser;
/** Company ids by name. */
const ids: Record<string, string> = {};
/** Division ids by name. */
const div: Record<string, string> = {};
const admins: Record<string, TestUser> = {};

beforeAll(async () => {
  t = await createTestContext();
  actors = await createActors(t, 'Globex');
  admin = actors.superadmin;
  ids.Globex = actors.companyId;
  admins.Globex = actors.companyAdmin;
  for (const name of ['Acme', 'acme labs', 'ACME Works', 'Beta Co']) {
    admins[name] = await createUser(t);
    ids[name] = (await createCompany(t, admins[name], name, {})).id;
  }
  for (const name of ['Sales', 'Field sales', 'Support'])
    div[name] = (await createDivision(t, admins.Acme, ids.Acme, name)).id;
  div.Research = (await createDivision(t, actors.companyAdmin, ids.Globex, 'Research')).id;
  await addEmployee(t, admins.Acme, ids.Acme, [div.Sales]);
  await addEmployee(t, admins.Acme, ids.Acme, [div['Field sales'], div.Sales]);
  const leaving = await addEmployee(t, admins.Acme, ids.Acme);
  await t.api
    .put(`/v1/company/${ids.Acme}/employees/${leaving.uid}`)
    .set(admins.Acme.headers)
    .send({ status: 'suspended' })
    .expect(200);
});
afterAll(async () => t.close());

const companies = async (query: Record<string, string | number> = {}) => {
  const res = await t.api.get('/v1/superadmin/companies').set(admin.headers).query(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: CompanySummary[]; nextCursor?: string };
};
const names = (list: { name: string }[]) => list.map((c) => c.name);

describe('GET /v1/superadmin/companies', () => {
  it('lists companies by name with their active employees and creation date', async () => {
    const { data } = await companies();
    expect(names(data)).toEqual(['ACME Works', 'Acme', 'Beta Co', 'Globex', 'acme labs']);
    expect(data.find((c) => c.name === 'Acme')).toEqual({
      id: ids.Acme,
      name: 'Acme',
      employees: 3,
      createdAt: expect.any(String),
    });
    expect(data.find((c) => c.name === 'Beta Co')?.employees).toBe(1);
  });

  it('searches the start of the name in any usual spelling, page by page', async () => {
    expect(names((await companies({ search: 'acme' })).data)).toEqual(['ACME Works', 'Acme', 'acme labs']);
    expect(names((await companies({ search: 'Acme w' })).data)).toEqual(['ACME Works']);
    expect(names((await companies({ search: 'acme l' })).data)).toEqual(['acme labs']);
    const first = await companies({ search: 'ACME', limit: 2 });
    expect(names(first.data)).toEqual(['ACME Works', 'Acme']);
    const second = await companies({ search: 'ACME', limit: 2, cursor: first.nextCursor! });
    expect(names(second.data)).toEqual(['acme labs']);
    expect(second.nextCursor).toBeUndefined();
    expect((await companies({ search: 'zzz' })).data).toEqual([]);
  });

  it('a forged cursor is 400', async () => {
    for (const cursor of [
      '!!!',
      Buffer.from('../users/x').toString('base64url'),
      Buffer.from('nope').toString('base64url'),
    ]) {
      expect((await t.api.get('/v1/superadmin/companies').set(admin.headers).query({ cursor })).status).toBe(400);
    }
  });
});

const divisions = async (query: Record<string, string | number> = {}) => {
  const res = await t.api.get('/v1/superadmin/divisions').set(admin.headers).query(query);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { data: AdminDivision[]; nextCursor?: string };
};
const storedDivision = async (companyId: string, id: string) =>
  (await collections(t).divisions(companyId).doc(id).get()).data();
const employeeDivisions = async (companyId: string) =>
  (await collections(t).employees(companyId).get()).docs
    .map((d) => d.data().divisionIds as string[])
    .filter((list) => list.length);

describe('divisions of every company', () => {
  it('lists every company’s divisions with the company’s name, or one company’s', async () => {
    const all = (await divisions()).data;
    expect(all.map((d) => [d.companyName, d.name]).sort()).toEqual([
      ['Acme', 'Field sales'],
      ['Acme', 'Sales'],
      ['Acme', 'Support'],
      ['Globex', 'Research'],
    ]);
    expect(names((await divisions({ companyId: ids.Globex })).data)).toEqual(['Research']);
    expect((await divisions({ companyId: 'no-such-company' })).data).toEqual([]);
    expect((await t.api.get('/v1/superadmin/divisions').set(admin.headers).query({ companyId: '../x' })).status).toBe(
      400,
    );
  });

  it('pages with the cursor', async () => {
    const first = await divisions({ companyId: ids.Acme, limit: 2 });
    expect(names(first.data)).toEqual(['Field sales', 'Sales']);
    expect(names((await divisions({ companyId: ids.Acme, limit: 2, cursor: first.nextCursor! })).data)).toEqual([
      'Support',
    ]);
  });

  it('renames a division of any company', async () => {
    const res = await t.api
      .put(`/v1/superadmin/divisions/${ids.Globex}/${div.Research}`)
      .set(admin.headers)
      .send({ name: 'R&D' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: div.Research, companyId: ids.Globex, name: 'R&D' });
    expect(await storedDivision(ids.Globex, div.Research)).toMatchObject({ name: 'R&D' });
  });

  it('refuses a taken or blank name, unknown and hostile ids, writing nothing', async () => {
    const put = (companyId: string, divisionId: string, body: unknown) =>
      t.api
        .put(`/v1/superadmin/divisions/${companyId}/${divisionId}`)
        .set(admin.headers)
        .send(body as object);
    expect((await put(ids.Acme, div.Support, { name: 'sales' })).status).toBe(409);
    expect((await put(ids.Acme, div.Support, { name: '  ' })).body.fields).toEqual({ name: 'This field is required.' });
    expect((await put(ids.Acme, div.Support, { name: 'X', parentId: div.Sales })).status).toBe(400);
    expect((await put(ids.Acme, 'nope', { name: 'X' })).status).toBe(404);
    expect((await put('no-company', div.Support, { name: 'X' })).status).toBe(404);
    expect((await put(ids.Acme, 'a.b', { name: 'X' })).status).toBe(400);
    expect(await storedDivision(ids.Acme, div.Support)).toMatchObject({ name: 'Support' });
  });

  it('merges one division into another: its people move, it is gone', async () => {
    const res = await t.api
      .post(`/v1/superadmin/divisions/${ids.Acme}/${div['Field sales']}/merge`)
      .set(admin.headers)
      .send({ intoId: div.Sales });
    expect(res.status).toBe(200);
    expect(await storedDivision(ids.Acme, div['Field sales'])).toBeUndefined();
    expect((await employeeDivisions(ids.Acme)).sort()).toEqual([[div.Sales], [div.Sales]]);
  });

  it('refuses merging into itself or into an unknown division, writing nothing', async () => {
    const merge = (divisionId: string, body: unknown) =>
      t.api
        .post(`/v1/superadmin/divisions/${ids.Acme}/${divisionId}/merge`)
        .set(admin.headers)
        .send(body as object);
    expect((await merge(div.Sales, { intoId: div.Sales })).status).toBe(400);
    expect((await merge(div.Sales, { intoId: 'nope' })).status).toBe(400);
    expect((await merge(div.Sales, {})).body.fields).toEqual({ intoId: 'This field is required.' });
    expect((await merge('nope', { intoId: div.Sales })).status).toBe(404);
    expect(await storedDivision(ids.Acme, div.Sales)).toMatchObject({ name: 'Sales' });
  });
});

describe('who may call', () => {
  it('anonymous 401; plain users and company admins 404, also for renames and merges, with nothing written', async () => {
    for (const path of ['/v1/superadmin/companies', '/v1/superadmin/divisions']) {
      expect((await t.api.get(path)).status).toBe(401);
      expect((await t.api.get(path).set(actors.plain.headers)).status).toBe(404);
      expect((await t.api.get(path).set(actors.companyAdmin.headers)).status).toBe(404);
    }
    // The Globex admin renames their own divisions in the back office, not through here.
    for (const user of [actors.plain, actors.companyAdmin]) {
      expect(
        (
          await t.api
            .put(`/v1/superadmin/divisions/${ids.Globex}/${div.Research}`)
            .set(user.headers)
            .send({ name: 'Taken over' })
        ).status,
      ).toBe(404);
      expect(
        (
          await t.api
            .post(`/v1/superadmin/divisions/${ids.Acme}/${div.Support}/merge`)
            .set(user.headers)
            .send({ intoId: div.Sales })
        ).status,
      ).toBe(404);
    }
    expect(
      (await t.api.put(`/v1/superadmin/divisions/${ids.Globex}/${div.Research}`).send({ name: 'Anon' })).status,
    ).toBe(401);
    expect(
      (await t.api.post(`/v1/superadmin/divisions/${ids.Acme}/${div.Support}/merge`).send({ intoId: div.Sales }))
        .status,
    ).toBe(401);
    expect(await storedDivision(ids.Globex, div.Research)).toMatchObject({ name: 'R&D' });
    expect(await storedDivision(ids.Acme, div.Support)).toMatchObject({ name: 'Support' });
  });
});
