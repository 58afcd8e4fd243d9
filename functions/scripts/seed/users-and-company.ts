import type { Auth } from 'firebase-admin/auth';
import type { AppContext } from '../../src/platform/context';
import { createUserRecord } from '../../src/modules/users';
import { createCompany } from '../../src/modules/company';
import { createDivision } from '../../src/modules/company';
import { updateEmployee } from '../../src/modules/company';
import { inviteEmployee } from '../../src/modules/company';
import { acceptMyInvitation } from '../../src/modules/company';
import { FieldValue } from '../../src/platform/store/field-value';
import { SUPERADMIN_ROLE_ID } from '../../src/contract/roles';
import { BUILT_IN_ROLE_IDS, type Company, type Division } from '../../src/contract/company';
import { collections } from '../../src/platform/store/collections';
import type { Query } from '../../src/platform/store/types';

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
  user: {
    uid: 'demo-user',
    email: 'user@demo.everlink.test',
    firstName: 'Jordan',
    lastName: 'Rivera',
    phoneNumber: '+14155550101',
  },
  admin: {
    uid: 'demo-admin',
    email: 'admin@demo.everlink.test',
    firstName: 'Avery',
    lastName: 'Chen',
    jobTitle: 'Head of Operations',
  },
  superadmin: { uid: 'demo-super', email: 'super@demo.everlink.test', firstName: 'Sam', lastName: 'Okafor' },
  employees: [
    {
      uid: 'demo-acme-1',
      email: 'priya@acme.demo.everlink.test',
      firstName: 'Priya',
      lastName: 'Shah',
      jobTitle: 'Account Executive',
    },
    {
      uid: 'demo-acme-2',
      email: 'marco@acme.demo.everlink.test',
      firstName: 'Marco',
      lastName: 'Rossi',
      jobTitle: 'Solutions Engineer',
    },
    {
      uid: 'demo-acme-3',
      email: 'lena@acme.demo.everlink.test',
      firstName: 'Lena',
      lastName: 'Vogel',
      jobTitle: 'Head of Sales',
    },
  ],
} satisfies Record<string, DemoPerson | DemoPerson[]>;

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
    {
      userId: person.uid,
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phoneNumber: person.phoneNumber,
    },
  );
}

/**
 * A company the demo people belonged to in an earlier seed goes, with everything under it,
 * so seeding again (after SEED_VERSION changes) builds Acme afresh through the services.
 */
async function removeEarlierDemoCompanies(ctx: AppContext): Promise<void> {
  const companyIds = new Set<string>();
  for (const person of DEMO_PEOPLE) {
    const companyId = (await collections(ctx).users.doc(person.uid).get()).data()?.companyId;
    if (companyId) companyIds.add(companyId);
  }
  for (const companyId of companyIds) {
    const batch = ctx.store.batch();
    const { employees, companyRoles, divisions, companyLinks } = collections(ctx);
    for (const sub of [employees, companyRoles, divisions, companyLinks] as ((companyId: string) => Query<unknown>)[]) {
      for (const doc of (await sub(companyId).get()).docs) batch.delete(doc.ref);
    }
    for (const doc of (await collections(ctx).invitations.where('companyId', '==', companyId).get()).docs)
      batch.delete(doc.ref);
    batch.delete(collections(ctx).companies.doc(companyId));
    await batch.commit();
  }
  const batch = ctx.store.batch();
  for (const person of DEMO_PEOPLE)
    batch.set(collections(ctx).users.doc(person.uid), { companyId: FieldValue.delete() }, { merge: true });
  await batch.commit();
}

/**
 * The demo admin invites an account and the person accepts, through the invitation service as
 * the app would, their default profile becoming their company profile. A demo fixture: the
 * invitation mail it enqueues is dropped with the seed's other outbox messages (seed.ts).
 */
async function addEmployee(
  ctx: AppContext,
  companyId: string,
  person: DemoPerson,
  membership: { roleIds: string[]; divisionIds: string[] },
): Promise<void> {
  const { invitation } = await inviteEmployee(ctx, { uid: DEMO.admin.uid }, companyId, {
    email: person.email,
    title: person.jobTitle,
    ...membership,
  });
  const profiles = (await collections(ctx).profiles.where('userId', '==', person.uid).get()).docs;
  const profileId = (profiles.find((d) => d.data().default) ?? profiles[0])?.id;
  await acceptMyInvitation(ctx, { uid: person.uid, email: person.email, emailVerified: true }, invitation.id, {
    profileId,
  });
}

export interface DemoCompany {
  company: Company;
  divisions: { sales: Division; salesEast: Division; engineering: Division };
}

/**
 * Demo people, the superadmin role, and company Acme: the demo admin created it (so holds its
 * Admin role); Priya (Sales East) and Marco (Engineering) are employees; Lena manages Sales
 * (Division manager). Built through the company services, as the API would.
 */
export async function seedUsersAndCompany(ctx: AppContext): Promise<DemoCompany> {
  for (const person of DEMO_PEOPLE) await ensurePerson(ctx, person);
  await collections(ctx)
    .users.doc(DEMO.superadmin.uid)
    .set({ roleIds: [SUPERADMIN_ROLE_ID] }, { merge: true });
  await removeEarlierDemoCompanies(ctx);

  const admin = { uid: DEMO.admin.uid };
  const company = await createCompany(ctx, admin, {
    name: 'Acme',
    website: 'https://acme.example',
    industry: 'Industrial supplies',
  });
  await updateEmployee(ctx, admin, company.id, DEMO.admin.uid, { title: DEMO.admin.jobTitle });
  const sales = await createDivision(ctx, admin, company.id, { name: 'Sales' });
  const salesEast = await createDivision(ctx, admin, company.id, { name: 'Sales East', parentId: sales.id });
  const engineering = await createDivision(ctx, admin, company.id, { name: 'Engineering' });
  const [priya, marco, lena] = DEMO.employees;
  await addEmployee(ctx, company.id, priya, { roleIds: [], divisionIds: [salesEast.id] });
  await addEmployee(ctx, company.id, marco, { roleIds: [], divisionIds: [engineering.id] });
  await addEmployee(ctx, company.id, lena, { roleIds: [BUILT_IN_ROLE_IDS.divisionManager], divisionIds: [sales.id] });
  return { company, divisions: { sales, salesEast, engineering } };
}
