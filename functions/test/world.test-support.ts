import { expect } from 'vitest';
import type { Company, Division } from '../src/contract/company';
import type { Profile } from '../src/contract/profiles';
import { collections } from '../src/platform/store/collections';
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
 * Copies of an employee (their user record and membership, as the app wrote them) until the
 * company has `total` members: written straight into the store, without Auth accounts (nobody
 * signs in as them). Their ids name the company, so companies in one store don't share them.
 */
export async function cloneEmployees(
  t: TestContext,
  companyId: string,
  template: TestUser,
  total: number,
): Promise<void> {
  const user = (await collections(t).users.doc(template.uid).get()).data()!;
  const employee = (await collections(t).employees(companyId).doc(template.uid).get()).data()!;
  const present = (await collections(t).employees(companyId).count().get()).data().count;
  const copy = <T>(doc: T, id: string): T =>
    JSON.parse(
      JSON.stringify(doc)
        .replaceAll(template.uid, id)
        .replaceAll(template.email, `${id}@company.test`)
        .replaceAll(template.email.split('@')[0].toLowerCase(), id.toLowerCase()),
    ) as T;
  for (let from = 0; from < total - present; from += 200) {
    const batch = t.store.batch();
    for (let i = from; i < Math.min(from + 200, total - present); i++) {
      const id = `clone-${companyId}-${i}`;
      batch.set(collections(t).users.doc(id), copy(user, id));
      batch.set(collections(t).employees(companyId).doc(id), copy(employee, id));
    }
    await batch.commit();
  }
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
