import type { Auth } from 'firebase-admin/auth';
import type { AppContext } from '../../src/platform/context';
import { createUserRecord } from '../../src/modules/users/users.service';
import { SUPERADMIN_ROLE_ID } from '../../src/contract/roles';

export const DEMO_PASSWORD = 'everlink-demo';

export interface DemoPerson {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber?: string;
  jobTitle?: string;
}

export const DEMO = {
  user: { uid: 'demo-user', email: 'user@demo.everlink.test', firstName: 'Jordan', lastName: 'Rivera', phoneNumber: '+14155550101' },
  admin: { uid: 'demo-admin', email: 'admin@demo.everlink.test', firstName: 'Avery', lastName: 'Chen', jobTitle: 'Head of Operations' },
  superadmin: { uid: 'demo-super', email: 'super@demo.everlink.test', firstName: 'Sam', lastName: 'Okafor' },
  employees: [
    { uid: 'demo-acme-1', email: 'priya@acme.demo.everlink.test', firstName: 'Priya', lastName: 'Shah', jobTitle: 'Account Executive' },
    { uid: 'demo-acme-2', email: 'marco@acme.demo.everlink.test', firstName: 'Marco', lastName: 'Rossi', jobTitle: 'Solutions Engineer' },
    { uid: 'demo-acme-3', email: 'lena@acme.demo.everlink.test', firstName: 'Lena', lastName: 'Vogel', jobTitle: 'Customer Success Manager' },
  ],
} satisfies Record<string, DemoPerson | DemoPerson[]>;

export const ACME_ID = 'acme';

export const DEMO_PEOPLE: DemoPerson[] = [DEMO.user, DEMO.admin, DEMO.superadmin, ...DEMO.employees];

/** An Auth emulator account with a fixed uid, made once. */
export async function ensureIdentity(auth: Auth, person: DemoPerson): Promise<void> {
  try {
    await auth.getUser(person.uid);
  } catch {
    await auth.createUser({
      uid: person.uid,
      email: person.email,
      emailVerified: true,
      password: DEMO_PASSWORD,
      displayName: `${person.firstName} ${person.lastName}`,
      phoneNumber: person.phoneNumber,
    });
  }
}

async function ensurePerson(ctx: AppContext, person: DemoPerson): Promise<void> {
  await ensureIdentity(ctx.auth, person);
  await createUserRecord(
    ctx,
    { uid: person.uid, email: person.email, emailVerified: true },
    { userId: person.uid, firstName: person.firstName, lastName: person.lastName, email: person.email, phoneNumber: person.phoneNumber },
  );
}

/** Demo people, the superadmin role, and company Acme with an admin and three employees. */
export async function seedUsersAndCompany(ctx: AppContext): Promise<void> {
  for (const person of DEMO_PEOPLE) await ensurePerson(ctx, person);

  const now = ctx.clock.now().toISOString();
  const batch = ctx.store.batch();
  batch.set(ctx.store.doc(`users/${DEMO.superadmin.uid}`), { roleIds: [SUPERADMIN_ROLE_ID] }, { merge: true });
  batch.set(ctx.store.doc(`companies/${ACME_ID}`), {
    id: ACME_ID,
    name: 'Acme',
    ownerId: DEMO.admin.uid,
    website: 'https://acme.example',
    industry: 'Industrial supplies',
    createdAt: now,
    updatedAt: now,
  });
  batch.set(ctx.store.doc(`companies/${ACME_ID}/roles/admin`), {
    id: 'admin',
    name: 'Company admin',
    scope: ACME_ID,
    permissions: [
      { action: 'manage', subject: 'Company', conditions: { id: '${company.id}' } },
      { action: 'manage', subject: 'Employee', conditions: { companyId: '${company.id}' } },
      { action: 'manage', subject: 'CompanyRole', conditions: { companyId: '${company.id}' } },
      { action: 'manage', subject: 'Division', conditions: { companyId: '${company.id}' } },
      { action: 'manage', subject: 'CompanyCard', conditions: { companyId: '${company.id}' } },
    ],
    createdAt: now,
    updatedAt: now,
  });
  batch.set(ctx.store.doc(`companies/${ACME_ID}/roles/member`), {
    id: 'member',
    name: 'Member',
    scope: ACME_ID,
    permissions: [
      { action: 'read', subject: 'Company', conditions: { id: '${company.id}' } },
      { action: 'read', subject: 'Employee', conditions: { companyId: '${company.id}' } },
      { action: 'update', subject: 'Employee', conditions: { userId: '${user.id}' } },
    ],
    createdAt: now,
    updatedAt: now,
  });
  for (const [id, name] of [
    ['sales', 'Sales'],
    ['engineering', 'Engineering'],
    ['success', 'Customer Success'],
  ]) {
    batch.set(ctx.store.doc(`companies/${ACME_ID}/divisions/${id}`), { id, name, companyId: ACME_ID, createdAt: now, updatedAt: now });
  }
  const members: { person: DemoPerson; roleIds: string[]; divisionIds: string[] }[] = [
    { person: DEMO.admin, roleIds: ['admin'], divisionIds: [] },
    { person: DEMO.employees[0], roleIds: ['member'], divisionIds: ['sales'] },
    { person: DEMO.employees[1], roleIds: ['member'], divisionIds: ['engineering'] },
    { person: DEMO.employees[2], roleIds: ['member'], divisionIds: ['success'] },
  ];
  for (const { person, roleIds, divisionIds } of members) {
    batch.set(ctx.store.doc(`companies/${ACME_ID}/employees/${person.uid}`), {
      userId: person.uid,
      companyId: ACME_ID,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      jobTitle: person.jobTitle ?? '',
      roleIds,
      divisionIds,
      createdAt: now,
      updatedAt: now,
    });
    batch.set(ctx.store.doc(`users/${person.uid}`), { companyId: ACME_ID }, { merge: true });
  }
  await batch.commit();
}
