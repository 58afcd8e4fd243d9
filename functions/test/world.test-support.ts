import { expect } from 'vitest';
import type { Company, Division } from '../src/contract/company';
import type { Profile } from '../src/contract/profiles';
import { createUser, type TestContext, type TestUser } from './harness.test-support';

/**
 * The one world builder for API tests: people come from `createUser` (harness.test-support.ts),
 * companies, divisions and employees from here, all made through the API as people would.
 * `createCompanyWorld` is the shared cast; `createActors` the smaller one the superadmin suites
 * try every call with; the single steps build anything else.
 */

/**
 * Acme with an admin, a division manager of Sales, a sales rep (Sales), an engineer
 * (Engineering); Globex with its own admin; a user in no company; a superadmin.
 */
export interface CompanyWorld {
  acme: Company;
  globex: Company;
  sales: Division;
  salesEast: Division;
  engineering: Division;
  admin: TestUser;
  manager: TestUser;
  rep: TestUser;
  engineer: TestUser;
  globexAdmin: TestUser;
  plain: TestUser;
  superadmin: TestUser;
}

export async function createCompanyWorld(t: TestContext): Promise<CompanyWorld> {
  const [admin, manager, rep, engineer, globexAdmin, plain, superadmin] = await Promise.all([
    createUser(t, { firstName: 'Ada', lastName: 'Admin' }),
    createUser(t, { firstName: 'Mona', lastName: 'Manager' }),
    createUser(t, { firstName: 'Rey', lastName: 'Seller' }),
    createUser(t, { firstName: 'Eng', lastName: 'Builder' }),
    createUser(t, { firstName: 'Gil', lastName: 'Globex' }),
    createUser(t, { firstName: 'Pat', lastName: 'Plain' }),
    createUser(t, { superadmin: true }),
  ]);
  const acme = await createCompany(t, admin, 'Acme');
  const globex = await createCompany(t, globexAdmin, 'Globex');
  const sales = await createDivision(t, admin, acme.id, 'Sales');
  const salesEast = await createDivision(t, admin, acme.id, 'Sales East', sales.id);
  const engineering = await createDivision(t, admin, acme.id, 'Engineering');
  await join(t, acme.id, admin, manager, { roleIds: ['division-manager'], divisionIds: [sales.id] });
  await join(t, acme.id, admin, rep, { divisionIds: [sales.id], title: 'Account Executive' });
  await join(t, acme.id, admin, engineer, { divisionIds: [engineering.id] });
  return { acme, globex, sales, salesEast, engineering, admin, manager, rep, engineer, globexAdmin, plain, superadmin };
}

/**
 * A company made through POST /v1/company: `owner` becomes its Admin. Its other fields are
 * `fields`: by default a website made from the name; `{}` sends the name alone.
 */
export async function createCompany(
  t: TestContext,
  owner: TestUser,
  name: string,
  fields: Record<string, unknown> = { website: `${name.toLowerCase()}.example.com` },
): Promise<Company> {
  const res = await t.api
    .post('/v1/company')
    .set(owner.headers)
    .send({ name, ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** A division made by an admin, under `parentId` when given. */
export async function createDivision(
  t: TestContext,
  admin: TestUser,
  companyId: string,
  name: string,
  parentId?: string,
): Promise<Division> {
  const res = await t.api.post(`/v1/company/${companyId}/divisions`).set(admin.headers).send({ name, parentId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** The person's default profile, the one made with their user record. */
export async function defaultProfile(t: TestContext, who: TestUser): Promise<Profile> {
  const res = await t.api.get('/v1/profiles').set(who.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data as Profile[]).find((p) => p.default)!;
}

/**
 * Someone with an account, invited by an admin, says yes in the app, making their default
 * profile their company profile (as everyone's was before joining took a yes).
 */
export async function join(
  t: TestContext,
  companyId: string,
  by: TestUser,
  who: TestUser,
  extra: Record<string, unknown> = {},
): Promise<void> {
  const res = await t.api
    .post(`/v1/company/${companyId}/employees`)
    .set(by.headers)
    .send({ email: who.email, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.data.status).toBe('invited');
  const profileId = (await defaultProfile(t, who)).id;
  const accepted = await t.api
    .post(`/v1/company/invitations/${res.body.data.invitation.id}/accept`)
    .set(who.headers)
    .send({ profileId });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}

/** A new person, invited into these divisions, who accepts. */
export async function addEmployee(
  t: TestContext,
  admin: TestUser,
  companyId: string,
  divisionIds: string[] = [],
): Promise<TestUser> {
  const person = await createUser(t);
  await join(t, companyId, admin, person, { divisionIds });
  return person;
}

/**
 * The people every superadmin call is tried with: a superadmin, a plain user, and the admin
 * of a company (who manages their company and nothing beyond it).
 */
export interface Actors {
  superadmin: TestUser;
  plain: TestUser;
  companyAdmin: TestUser;
  companyId: string;
}

export async function createActors(t: TestContext, name = 'Globex'): Promise<Actors> {
  const [superadmin, plain, companyAdmin] = await Promise.all([
    createUser(t, { superadmin: true, firstName: 'Sam', lastName: 'Super' }),
    createUser(t),
    createUser(t),
  ]);
  const company = await createCompany(t, companyAdmin, name, {});
  return { superadmin, plain, companyAdmin, companyId: company.id };
}
