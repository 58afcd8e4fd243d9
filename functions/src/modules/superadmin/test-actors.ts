import { randomUUID } from 'node:crypto';
import { COMPANY_SUBJECTS } from '../../contract/roles';
import { createUser, type TestContext, type TestUser } from '../../../test/harness';

export interface Actors {
  superadmin: TestUser;
  plain: TestUser;
  companyAdmin: TestUser;
  companyId: string;
}

/** A company with `admin` as its Admin, stored as docs/COMPANY-MODEL.md lays it out. */
export async function storeCompany(t: TestContext, admin: TestUser, name: string, createdAt = t.clock.now().toISOString()): Promise<string> {
  const companyId = `c-${randomUUID().slice(0, 8)}`;
  const batch = t.store.batch();
  batch.set(t.store.doc(`companies/${companyId}`), { id: companyId, companyId, name, ownerId: admin.uid, website: '', industry: '', lockedFields: [], createdAt, updatedAt: createdAt });
  batch.set(t.store.doc(`companies/${companyId}/roles/admin`), {
    id: 'admin',
    name: 'Admin',
    scope: companyId,
    companyId,
    builtIn: 'admin',
    permissions: [{ action: 'manage', subject: [...COMPANY_SUBJECTS], conditions: { companyId: '${company.id}' } }],
    createdAt,
    updatedAt: createdAt,
  });
  batch.set(t.store.doc(`companies/${companyId}/employees/${admin.uid}`), {
    id: admin.uid,
    userId: admin.uid,
    companyId,
    email: admin.email,
    firstName: 'Company',
    lastName: 'Admin',
    title: '',
    department: '',
    roleIds: ['admin'],
    divisionIds: [],
    status: 'active',
    joinedAt: createdAt,
    updatedAt: createdAt,
  });
  batch.update(t.store.doc(`users/${admin.uid}`), { companyId });
  await batch.commit();
  return companyId;
}

/**
 * The people every superadmin call is tried with: a superadmin, a plain user, and the admin
 * of a company (who manages their company and nothing beyond it).
 */
export async function createActors(t: TestContext, name = 'Globex'): Promise<Actors> {
  const [superadmin, plain, companyAdmin] = await Promise.all([createUser(t, { superadmin: true, firstName: 'Sam', lastName: 'Super' }), createUser(t), createUser(t)]);
  const companyId = await storeCompany(t, companyAdmin, name);
  return { superadmin, plain, companyAdmin, companyId };
}
