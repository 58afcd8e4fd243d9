import type { AppContext } from '../../platform/context';
import {
  authorizeInCompany,
  assertMayGrant,
  can,
  companyAccessChanged,
  forgetAccess,
  viaKey,
  type Caller,
} from '../../platform/access';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { FieldValue } from '../../platform/store/field-value';
import { publish } from '../../platform/events';
import { transactWithOutbox } from '../../platform/outbox';
import type { Transaction } from '../../platform/store/types';
import { COMPANY_MESSAGES, type Employee, type UpdateEmployeeBody } from '../../contract/company';
import {
  activeAdminsQuery,
  employeeRecord,
  employeeView,
  isActiveAdmin,
  now,
  type StoredEmployee,
  type UserMembership,
} from './company.model';
import { rolesById } from '../roles';
import { divisionsById } from './divisions.service';
import { finishLeadTransfer, joinEmployee, releaseEmployee } from './offboarding';
import { collections } from '../../platform/store/collections';

// --- who is in the company: an event for others (billing counts seats; subscribed in wiring.ts) ---

/** Tells the subscribers after invitations, joins, removals and status changes. */
export async function employeesChanged(ctx: AppContext, companyId: string): Promise<void> {
  await publish(ctx, 'employees.changed', { companyId });
}

export async function countActiveEmployees(ctx: AppContext, companyId: string): Promise<number> {
  return (await collections(ctx).employees(companyId).where('status', '==', 'active').count().get()).data().count;
}

// --- joining ---

export interface JoinInput {
  companyId: string;
  companyName: string;
  user: UserMembership;
  /** The verified email the person joins with (the invitation's). */
  email: string;
  roleIds: string[];
  divisionIds: string[];
  title?: string;
  department?: string;
  /** Names to use where the account has none (an invitation's). */
  firstName?: string;
  lastName?: string;
  /** The person's own profile to become their company profile; none: a new one (joinEmployee). */
  profileId?: string;
  useDefaultProfile?: boolean;
}

/**
 * Writes a membership inside the caller's transaction: the employee record, the user's
 * `companyId`, and the company's mark on the chosen or a new profile (joinEmployee). Call it
 * after the transaction's reads (and after checking the user belongs to no company).
 */
export async function joinInTx(
  ctx: AppContext,
  tx: Transaction,
  input: JoinInput,
): Promise<{ employee: StoredEmployee; profileId: string }> {
  const { companyId, user } = input;
  const firstName = user.firstName || input.firstName || '';
  const lastName = user.lastName || input.lastName || '';
  const profileId = await joinEmployee(ctx, tx, {
    companyId,
    userId: user.userId,
    profileId: input.profileId,
    useDefaultProfile: input.useDefaultProfile,
    seed: {
      companyName: input.companyName,
      firstName: input.firstName || firstName,
      lastName: input.lastName || lastName,
      jobTitle: input.title ?? '',
      department: input.department ?? '',
    },
  });
  const at = now(ctx);
  const employee = employeeRecord({
    id: user.userId,
    userId: user.userId,
    companyId,
    email: input.email.toLowerCase(),
    firstName,
    lastName,
    title: input.title ?? '',
    department: input.department ?? '',
    roleIds: input.roleIds,
    divisionIds: input.divisionIds,
    status: 'active',
    joinedAt: at,
    updatedAt: at,
  });
  tx.create(collections(ctx).employees(companyId).doc(user.userId), employee);
  companyAccessChanged(ctx, tx, companyId);
  tx.update(collections(ctx).users.doc(user.userId), { companyId, email: input.email.toLowerCase(), updatedAt: at });
  return { employee, profileId };
}

// --- one employee ---

/** An employee of the company the caller may read; anyone else's (or another company's) is 404. */
export async function loadEmployee(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  employeeId: string,
): Promise<StoredEmployee> {
  await authorizeInCompany(ctx, caller, 'read', 'Employee', companyId);
  const employee = (await collections(ctx).employees(companyId).doc(employeeId).get()).data();
  if (!employee) throw notFound();
  return employee;
}

/** Updating an employee: the caller's rules must reach that employee (a manager: their divisions). */
async function editableEmployee(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  employeeId: string,
  action: 'update' | 'delete' = 'update',
) {
  const employee = await loadEmployee(ctx, caller, companyId, employeeId);
  await authorizeInCompany(ctx, caller, action, 'Employee', companyId, { divisionIds: employee.divisionIds });
  return employee;
}

const lastAdmin = () => conflict(COMPANY_MESSAGES.lastAdmin, 'last-admin');

/** Inside a transaction, before its writes: refuses a change that leaves the company without an active admin. */
async function assertAdminRemains(
  ctx: AppContext,
  tx: Transaction,
  before: StoredEmployee,
  after: Pick<Employee, 'status' | 'roleIds'> | null,
): Promise<void> {
  if (!isActiveAdmin(before) || (after && isActiveAdmin(after))) return;
  const admins = (await tx.get(activeAdminsQuery(ctx, before.companyId))).docs.filter((d) => d.id !== before.id);
  if (!admins.length) throw lastAdmin();
}

/** Whether a change touches what the employee may do: their roles, divisions or status. */
const grantsChanged = (before: StoredEmployee, after: StoredEmployee) =>
  before.status !== after.status ||
  before.roleIds.join() !== after.roleIds.join() ||
  before.divisionIds.join() !== after.divisionIds.join();

/**
 * A suspension or reactivation, as the company's webhooks hear it (docs/webhooks.md): a suspended
 * person is out of the company's reach as if they had left (`employee.left`), and a reactivated
 * one is back as if they had joined (`employee.joined`); `reason` tells these from removals and
 * invitations.
 */
async function statusActivity(ctx: AppContext, tx: Transaction, before: StoredEmployee, after: StoredEmployee) {
  if (before.status === after.status) return;
  const { companyId, userId: id, email, firstName, lastName } = after;
  await publish(
    ctx,
    'company.activity',
    after.status === 'suspended'
      ? { companyId, type: 'employee.left', data: { employee: { id }, reason: 'suspended' }, writer: tx }
      : {
          companyId,
          type: 'employee.joined',
          data: { employee: { id, email, firstName, lastName }, reason: 'reactivated' },
          writer: tx,
        },
  );
}

/**
 * Writes one employee change in a transaction: re-reads the record, checks the last admin,
 * writes, and tells the listeners when the membership changed (the webhooks in the same
 * transaction, the others after).
 */
async function changeEmployee(
  ctx: AppContext,
  companyId: string,
  employeeId: string,
  change: (e: StoredEmployee) => Partial<Employee>,
): Promise<Employee> {
  const ref = collections(ctx).employees(companyId).doc(employeeId);
  const { next, statusChanged } = await transactWithOutbox(ctx, async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound();
    const next = employeeRecord({ ...employeeView(current), ...change(current), updatedAt: now(ctx) });
    await assertAdminRemains(ctx, tx, current, next);
    tx.set(ref, next);
    if (grantsChanged(current, next)) companyAccessChanged(ctx, tx, companyId);
    await statusActivity(ctx, tx, current, next);
    return { next, statusChanged: next.status !== current.status };
  });
  if (statusChanged) await employeesChanged(ctx, companyId);
  return employeeView(next);
}

export async function updateEmployee(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  employeeId: string,
  body: UpdateEmployeeBody,
): Promise<Employee> {
  const employee = await editableEmployee(ctx, caller, companyId, employeeId);
  // Suspending or restoring someone takes rights over what their roles grant.
  if (body.status && body.status !== employee.status)
    await assertMayGrant(ctx, caller, companyId, await rolesById(ctx, companyId, employee.roleIds, { strict: false }));
  return changeEmployee(ctx, companyId, employeeId, () => body);
}

/**
 * One's own roles and divisions are the reach of one's rules: only company-wide `update Employee`
 * may change them, or a division manager could widen their own scope (review 2026-11, S4).
 */
async function assertNotOwnScope(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  employeeId: string,
): Promise<void> {
  if (employeeId === caller.uid && !(await can(ctx, caller, 'update', 'Employee', { companyId })))
    throw forbidden(COMPANY_MESSAGES.ownScope);
}

export async function setEmployeeRoles(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  employeeId: string,
  roleIds: string[],
): Promise<Employee> {
  const employee = await editableEmployee(ctx, caller, companyId, employeeId);
  await assertNotOwnScope(ctx, caller, companyId, employeeId);
  const wanted = await rolesById(ctx, companyId, roleIds);
  const held = await rolesById(ctx, companyId, employee.roleIds, { strict: false });
  const changed = [
    ...wanted.filter((r) => !employee.roleIds.includes(r.id)),
    ...held.filter((r) => !roleIds.includes(r.id)),
  ];
  await assertMayGrant(ctx, caller, companyId, changed);
  const result = await changeEmployee(ctx, companyId, employeeId, () => ({ roleIds }));
  if (employeeId === caller.uid) forgetAccess(caller);
  return result;
}

export async function setEmployeeDivisions(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  employeeId: string,
  divisionIds: string[],
): Promise<Employee> {
  const employee = await editableEmployee(ctx, caller, companyId, employeeId);
  await assertNotOwnScope(ctx, caller, companyId, employeeId);
  await divisionsById(ctx, companyId, divisionIds);
  // The caller must still reach the employee afterwards: a manager cannot move people out of their divisions.
  if (!(await can(ctx, caller, 'update', 'Employee', { companyId, divisionIds }))) throw forbidden();
  // Nor into, or out of, a division beyond their own: each one before and after must be within reach
  // (one reachable division in the list is not enough).
  for (const divisionId of new Set([...employee.divisionIds, ...divisionIds])) {
    if (!(await can(ctx, caller, 'update', 'Employee', { companyId, divisionIds: [divisionId] })))
      throw forbidden(COMPANY_MESSAGES.divisionOutOfReach);
  }
  const result = await changeEmployee(ctx, companyId, employeeId, () => ({ divisionIds }));
  if (employeeId === caller.uid) forgetAccess(caller);
  return result;
}

/** Leaving needs no rights, only the membership (a suspended member may leave too); anyone else's company is 404. */
async function ownMembership(ctx: AppContext, caller: Caller, companyId: string): Promise<void> {
  const own = await collections(ctx).employees(companyId).doc(caller.uid).get();
  if (own.exists) return;
  await loadEmployee(ctx, caller, companyId, caller.uid);
}

/**
 * Offboarding, or a member leaving (`employeeId` is the caller): the employee record, the user's `companyId` and with them the company roles
 * go in one transaction, with releaseEmployee (company cards released for reassignment; the
 * company's leads go to `transferLeadsTo`, else the remover, else an admin).
 */
/**
 * When the person leaving is the company's `ownerId`: the next owner, another active admin or
 * nobody (''); undefined when they were not the owner. Reads only, inside the caller's transaction.
 */
async function ownerAfterLeaving(
  ctx: AppContext,
  tx: Transaction,
  companyId: string,
  userId: string,
): Promise<string | undefined> {
  const company = (await tx.get(collections(ctx).companies.doc(companyId))).data();
  if (company?.ownerId !== userId) return undefined;
  const admins = (await tx.get(activeAdminsQuery(ctx, companyId))).docs.filter((d) => d.id !== userId);
  return admins[0]?.id ?? '';
}

export async function removeEmployee(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  employeeId: string,
  options: { transferLeadsTo?: string } = {},
): Promise<{ id: string; removed: true }> {
  // Leaving is a person's own act: a key removing its creator needs `delete Employee` like anyone else.
  if (employeeId === caller.uid && !viaKey(caller)) await ownMembership(ctx, caller, companyId);
  else {
    const employee = await editableEmployee(ctx, caller, companyId, employeeId, 'delete');
    await assertMayGrant(ctx, caller, companyId, await rolesById(ctx, companyId, employee.roleIds, { strict: false }));
  }
  const { transferLeadsTo } = options;
  if (transferLeadsTo === employeeId)
    throw badRequest(COMPANY_MESSAGES.transferToSelf, { transferLeadsTo: COMPANY_MESSAGES.transferToSelf });
  const ref = collections(ctx).employees(companyId).doc(employeeId);
  await transactWithOutbox(ctx, async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound();
    if (
      transferLeadsTo &&
      (await tx.get(collections(ctx).employees(companyId).doc(transferLeadsTo))).data()?.status !== 'active'
    ) {
      throw badRequest(COMPANY_MESSAGES.transferToActiveEmployee, {
        transferLeadsTo: COMPANY_MESSAGES.transferToActiveEmployee,
      });
    }
    const user = await tx.get(collections(ctx).users.doc(employeeId));
    await assertAdminRemains(ctx, tx, current, null);
    const owner = await ownerAfterLeaving(ctx, tx, companyId, employeeId);
    await releaseEmployee(ctx, tx, {
      companyId,
      userId: employeeId,
      transferLeadsTo: transferLeadsTo ?? null,
      removedBy: caller.uid,
    });
    tx.delete(ref);
    companyAccessChanged(ctx, tx, companyId);
    if (user.data()?.companyId === companyId)
      tx.update(collections(ctx).users.doc(employeeId), { companyId: FieldValue.delete(), updatedAt: now(ctx) });
    if (owner !== undefined)
      tx.update(collections(ctx).companies.doc(companyId), { ownerId: owner, updatedAt: now(ctx) });
  });
  if (employeeId === caller.uid) forgetAccess(caller);
  // The leads move after the commit (they may be more than a transaction holds); a run that
  // stops is finished by the scheduled job, so a failure here does not fail the removal.
  await finishLeadTransfer(ctx, companyId, employeeId).catch((err: unknown) =>
    ctx.logger.error({ err, companyId, employeeId }, 'lead transfer not finished; the job will'),
  );
  await employeesChanged(ctx, companyId);
  return { id: employeeId, removed: true };
}
