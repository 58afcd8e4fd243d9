import type { AppContext } from '../../platform/context';
import { ApiError } from '../../platform/errors';
import { collections } from '../../platform/store/collections';
import { SCIM_MESSAGES } from '../../contract/scim';
import { inviteEmployee, removeEmployee, revokeInvitation, setEmployeeDivisions, updateEmployee } from '../company';
import type { ScimCall } from './scim-auth';
import { uniqueness } from './scim-errors';
import type { Person } from './scim-resources';
import type { StoredScimUser } from './scim.model';

/**
 * What a SCIM user does in the company, through the company module's own services (the same an
 * admin's calls run, so the same rules and the same access check): an invitation while the person
 * has not joined, the employee once they have, the offboarding when the directory lets them go.
 */

/** Where a SCIM user stands in the company. */
export interface Link {
  invitationId: string | null;
  userId: string | null;
}

/** A company that signs in with SSO mails no invitation: the person signs in through their provider. */
const usesSso = async (ctx: AppContext, companyId: string) =>
  (await collections(ctx).ssoConnections.doc(companyId).get()).exists;

async function employeeOf(ctx: AppContext, companyId: string, user: Pick<StoredScimUser, 'userId' | 'email'>) {
  if (user.userId) {
    const byId = (await collections(ctx).employees(companyId).doc(user.userId).get()).data();
    if (byId) return byId;
  }
  return (await collections(ctx).employees(companyId).where('email', '==', user.email).limit(1).get()).docs[0]?.data();
}

/** 409 `uniqueness` when the address is a member of another company: a person is in one company at most. */
export async function assertNotElsewhere(ctx: AppContext, companyId: string, email: string): Promise<void> {
  const users = await collections(ctx).users.where('email', '==', email).limit(5).get();
  if (users.docs.some((d) => !!d.data().companyId && d.data().companyId !== companyId))
    throw uniqueness(SCIM_MESSAGES.userInOtherCompany);
}

/** The divisions of the SCIM groups the user is in. */
export async function divisionsOf(ctx: AppContext, companyId: string, scimUserId: string): Promise<string[]> {
  const groups = await collections(ctx).scimGroups(companyId).where('memberIds', 'array-contains', scimUserId).get();
  return groups.docs.map((d) => d.data().divisionId).sort();
}

async function invite(call: ScimCall, person: Person, divisionIds: string[], mail: boolean): Promise<Link> {
  const { caller, companyId } = call;
  const { email, firstName, lastName, title, department } = person;
  const pending = (
    await collections(call.ctx)
      .invitations.where('email', '==', email)
      .where('companyId', '==', companyId)
      .where('status', '==', 'pending')
      .limit(1)
      .get()
  ).docs[0]?.data();
  const body = { email, firstName, lastName, title, department, roleIds: pending?.roleIds ?? [], divisionIds };
  try {
    const { invitation } = await inviteEmployee(call.ctx, caller, companyId, body, { mail });
    return { invitationId: invitation.id, userId: null };
  } catch (error) {
    // Already a member (an admin invited them before the directory did): the directory now manages them.
    if (!(error instanceof ApiError) || error.code !== 'already-member') throw error;
    const employee = await employeeOf(call.ctx, companyId, { userId: null, email });
    return { invitationId: null, userId: employee?.userId ?? null };
  }
}

/** A new or reactivated user: invited (mailed unless the company uses SSO), into their groups' divisions. */
export async function provision(call: ScimCall, scimUserId: string, person: Person): Promise<Link> {
  await assertNotElsewhere(call.ctx, call.companyId, person.email);
  const divisionIds = await divisionsOf(call.ctx, call.companyId, scimUserId);
  return invite(call, person, divisionIds, !(await usesSso(call.ctx, call.companyId)));
}

/**
 * The directory let the person go: a member is offboarded (their company cards released, their
 * company-profile leads handed over, docs/company.md), a pending invitation revoked. Nothing to
 * do is fine: running it again changes nothing.
 */
export async function deprovision(call: ScimCall, user: StoredScimUser): Promise<void> {
  const { ctx, caller, companyId } = call;
  const employee = await employeeOf(ctx, companyId, user);
  if (employee) {
    await removeEmployee(ctx, caller, companyId, employee.userId);
    return;
  }
  if (!user.invitationId) return;
  const invitation = (await collections(ctx).invitations.doc(user.invitationId).get()).data();
  if (invitation?.status === 'pending') await revokeInvitation(ctx, caller, companyId, invitation.id);
}

/** New attributes of an active user: the member's title and department, or the pending invitation renewed (no new mail). */
export async function reprovision(call: ScimCall, before: StoredScimUser, person: Person): Promise<Link> {
  const { ctx, caller, companyId } = call;
  const employee = await employeeOf(ctx, companyId, before);
  if (employee) {
    if (employee.title !== person.title || employee.department !== person.department)
      await updateEmployee(ctx, caller, companyId, employee.userId, {
        title: person.title,
        department: person.department,
      });
    return { invitationId: before.invitationId, userId: employee.userId };
  }
  const divisionIds = await divisionsOf(ctx, companyId, before.id);
  if (person.email === before.email) return invite(call, person, divisionIds, false);
  // A new address: the old invitation stops working and the new one is sent like a first one.
  await deprovision(call, before);
  return provision(call, before.id, person);
}

/**
 * The user's divisions after a group change: a member's SCIM-managed divisions replaced (the
 * others an admin gave stay), a pending invitation's renewed without a new mail.
 */
export async function syncDivisions(call: ScimCall, user: StoredScimUser, managed: Set<string>): Promise<void> {
  if (!user.active) return;
  const { ctx, caller, companyId } = call;
  const mine = await divisionsOf(ctx, companyId, user.id);
  const employee = await employeeOf(ctx, companyId, user);
  if (employee) {
    const next = [...new Set([...employee.divisionIds.filter((d) => !managed.has(d)), ...mine])].sort();
    if (next.join() !== [...employee.divisionIds].sort().join())
      await setEmployeeDivisions(ctx, caller, companyId, employee.userId, next);
    return;
  }
  const invitation = user.invitationId
    ? (await collections(ctx).invitations.doc(user.invitationId).get()).data()
    : null;
  if (invitation?.status !== 'pending' || [...invitation.divisionIds].sort().join() === mine.join()) return;
  const { email, firstName, lastName, title, department } = invitation;
  await invite(call, { email, firstName, lastName, title, department }, mine, false);
}
