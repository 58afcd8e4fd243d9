import { expect } from 'vitest';
import type { Company, Division } from '../src/contract/company';
import { createUser, type TestContext, type TestUser } from './harness.test-support';

/**
 * A company to test against, built through the API as people would: Acme with an admin, a
 * division manager of Sales, a sales rep (Sales), an engineer (Engineering); Globex with its
 * own admin; a user in no company; a superadmin.
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
  const division = async (name: string, parentId?: string): Promise<Division> => {
    const res = await t.api.post(`/v1/company/${acme.id}/divisions`).set(admin.headers).send({ name, parentId });
    expect(res.status).toBe(201);
    return res.body.data;
  };
  const sales = await division('Sales');
  const salesEast = await division('Sales East', sales.id);
  const engineering = await division('Engineering');
  await join(t, acme.id, admin, manager, { roleIds: ['division-manager'], divisionIds: [sales.id] });
  await join(t, acme.id, admin, rep, { divisionIds: [sales.id], title: 'Account Executive' });
  await join(t, acme.id, admin, engineer, { divisionIds: [engineering.id] });
  return { acme, globex, sales, salesEast, engineering, admin, manager, rep, engineer, globexAdmin, plain, superadmin };
}

export async function createCompany(t: TestContext, owner: TestUser, name: string): Promise<Company> {
  const res = await t.api
    .post('/v1/company')
    .set(owner.headers)
    .send({ name, website: `${name.toLowerCase()}.example.com` });
  expect(res.status).toBe(201);
  return res.body.data;
}

/**
 * Someone with an account, invited by an admin, says yes in the app, making their default
 * profile their company profile (as everyone's was before joining took a yes).
 */
export async function join(t: TestContext, companyId: string, by: TestUser, who: TestUser, extra: Record<string, unknown> = {}): Promise<void> {
  const res = await t.api
    .post(`/v1/company/${companyId}/employees`)
    .set(by.headers)
    .send({ email: who.email, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.data.status).toBe('invited');
  const profiles = (await t.api.get('/v1/profiles').set(who.headers)).body.data as { id: string; default: boolean }[];
  const profileId = profiles.find((p) => p.default)?.id;
  const accepted = await t.api.post(`/v1/company/invitations/${res.body.data.invitation.id}/accept`).set(who.headers).send({ profileId });
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
}
