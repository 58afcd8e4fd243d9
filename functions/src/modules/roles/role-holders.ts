import type { AppContext } from '../../platform/context';
import { companyAccessChanged, forgetAccess, userAccessChanged, type Caller } from '../../platform/access';
import { ApiError, badRequest, conflict } from '../../platform/errors';
import { FieldValue } from '../../platform/store/field-value';
import type { WriteBatch } from '../../platform/store/types';
import { SUPERADMIN_ROLE_ID, type Role } from '../../contract/roles';
import { COMPANY_ADMIN_MESSAGES, type RoleDeleted } from '../../contract/company-admin';
import { COMPANY_MESSAGES, type CompanyRole } from '../../contract/company';
import { SUPERADMIN_MESSAGES, type GlobalRoleView } from '../../contract/superadmin';
import { commitInBatches } from '../../platform/batches';
import { collections } from '../../platform/store/collections';

/**
 * Who holds a role, and what becomes of them when it goes: people name global roles on their user
 * record, employees and pending invitations name company roles.
 */

const globalHolders = (ctx: AppContext, roleId: string) =>
  collections(ctx).users.where('roleIds', 'array-contains', roleId);

export const isBuiltInGlobal = (roleId: string) => roleId === SUPERADMIN_ROLE_ID;

/** A global role with how many people hold it (one count aggregate). */
export async function globalView(ctx: AppContext, role: Role): Promise<GlobalRoleView> {
  const holders = (await globalHolders(ctx, role.id).count().get()).data().count;
  return { ...role, scope: 'global', builtIn: isBuiltInGlobal(role.id), holders };
}

/**
 * Deletes a global role and takes it off everyone holding it. The role goes in the first batch:
 * should a later batch fail, the ids left on records name no role, and roles that do not exist are
 * ignored wherever roles are read (`principalOf`), so no one keeps a right through them.
 */
export async function releaseGlobalRole(ctx: AppContext, roleId: string): Promise<{ id: string; released: number }> {
  // A plan's buyers get its role: deleting it would take what they paid for. Change the plan first.
  const plan = (await collections(ctx).plans.where('roleId', '==', roleId).limit(1).get()).docs[0]?.data();
  if (plan) throw conflict(SUPERADMIN_MESSAGES.roleOfPlan(plan.name), 'role-of-plan');
  const holders = (await globalHolders(ctx, roleId).get()).docs;
  const at = ctx.clock.now().toISOString();
  // The role's own delete is the first write, so it rides in the first batch.
  await commitInBatches(ctx, [
    (b: WriteBatch) => b.delete(collections(ctx).roles.doc(roleId)),
    ...holders.map(
      (h) => (b: WriteBatch) => b.update(h.ref, { roleIds: FieldValue.arrayRemove(roleId), updatedAt: at }),
    ),
  ]);
  return { id: roleId, released: holders.length };
}

/**
 * Deletes a custom company role. Employees holding it and pending invitations naming it get
 * `moveTo` instead (required while there are any: nobody is left with a role that is gone). The
 * role is deleted after the last batch, so an interrupted run leaves it in place and deleting it
 * again finishes the move.
 */
export async function moveCompanyRoleHolders(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  roleId: string,
  moveTo?: string,
): Promise<RoleDeleted> {
  const holders = (await collections(ctx).employees(companyId).where('roleIds', 'array-contains', roleId).get()).docs;
  const invitations = (
    await collections(ctx).invitations.where('companyId', '==', companyId).where('status', '==', 'pending').get()
  ).docs.filter((i) => i.data().roleIds.includes(roleId));
  if ((holders.length || invitations.length) && !moveTo)
    throw new ApiError(409, COMPANY_ADMIN_MESSAGES.roleInUse, 'role-in-use', {
      moveTo: COMPANY_ADMIN_MESSAGES.roleInUse,
    });

  const at = ctx.clock.now().toISOString();
  const swap = (ids: string[]) => [...new Set(ids.map((id) => (id === roleId ? moveTo! : id)))];
  const bump = (b: WriteBatch) => companyAccessChanged(ctx, b, companyId);
  await commitInBatches(
    ctx,
    [
      ...holders.map((e) => (b: WriteBatch) => b.update(e.ref, { roleIds: swap(e.data().roleIds), updatedAt: at })),
      ...invitations.map((i) => (b: WriteBatch) => b.update(i.ref, { roleIds: swap(i.data().roleIds), updatedAt: at })),
    ],
    bump,
  );
  await commitInBatches(ctx, [(b) => b.delete(collections(ctx).companyRoles(companyId).doc(roleId))], bump);
  if (holders.some((e) => e.id === caller.uid)) forgetAccess(caller);
  return {
    id: roleId,
    deleted: true,
    movedTo: moveTo ?? null,
    moved: { employees: holders.length, invitations: invitations.length },
  };
}

/**
 * After a global role's rules changed (its document already written): everyone holding it, and
 * every company whose team plan grants it, reads their principal again. Bumped after the role's
 * write, never before, so no cache can keep the old rules under the new version; a run cut short
 * leaves the rest at most `config.access.principalCacheMs` behind.
 */
export async function globalRoleChanged(ctx: AppContext, roleId: string): Promise<void> {
  const [holders, teams] = await Promise.all([
    globalHolders(ctx, roleId).get(),
    collections(ctx).billingCustomers.where('plan.roleId', '==', roleId).get(),
  ]);
  await commitInBatches(ctx, [
    ...holders.docs.map((h) => (b: WriteBatch) => userAccessChanged(ctx, b, h.id)),
    ...teams.docs
      .map((t) => t.data().companyId)
      .filter((id): id is string => !!id)
      .map((id) => (b: WriteBatch) => companyAccessChanged(ctx, b, id)),
  ]);
}

/** The role a deleted company role's holders move to, checked before anything is written. */
export async function moveTarget(
  ctx: AppContext,
  companyId: string,
  roleId: string,
  moveTo?: string,
): Promise<CompanyRole | undefined> {
  if (moveTo === roleId)
    throw badRequest(COMPANY_ADMIN_MESSAGES.moveToSelf, { moveTo: COMPANY_ADMIN_MESSAGES.moveToSelf });
  const target = moveTo ? (await collections(ctx).companyRoles(companyId).doc(moveTo).get()).data() : undefined;
  if (moveTo && !target) throw badRequest(COMPANY_MESSAGES.unknownRole, { moveTo: COMPANY_MESSAGES.unknownRole });
  return target;
}
