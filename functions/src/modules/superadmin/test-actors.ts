import type { Company, Division } from '../../contract/company';
import { join } from '../../../test/world.test-support';
import { createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';

export interface Actors {
  superadmin: TestUser;
  plain: TestUser;
  companyAdmin: TestUser;
  companyId: string;
}

async function expectCreated<T>(res: { status: number; body: { data?: T } }, what: string): Promise<T> {
  if (res.status !== 201) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data as T;
}

/** A company made through POST /v1/company: `admin` becomes its Admin. */
export async function createCompany(t: TestContext, admin: TestUser, name: string): Promise<Company> {
  return expectCreated<Company>(await t.api.post('/v1/company').set(admin.headers).send({ name }), 'POST /v1/company');
}

export async function createDivision(t: TestContext, admin: TestUser, companyId: string, name: string): Promise<Division> {
  return expectCreated<Division>(await t.api.post(`/v1/company/${companyId}/divisions`).set(admin.headers).send({ name }), 'POST …/divisions');
}

/** Someone with an account, invited into these divisions, who accepts. */
export async function addEmployee(t: TestContext, admin: TestUser, companyId: string, divisionIds: string[] = []): Promise<TestUser> {
  const person = await createUser(t);
  await join(t, companyId, admin, person, { divisionIds });
  return person;
}

/**
 * The people every superadmin call is tried with: a superadmin, a plain user, and the admin
 * of a company (who manages their company and nothing beyond it).
 */
export async function createActors(t: TestContext, name = 'Globex'): Promise<Actors> {
  const [superadmin, plain, companyAdmin] = await Promise.all([createUser(t, { superadmin: true, firstName: 'Sam', lastName: 'Super' }), createUser(t), createUser(t)]);
  const company = await createCompany(t, companyAdmin, name);
  return { superadmin, plain, companyAdmin, companyId: company.id };
}
