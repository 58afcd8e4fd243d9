import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { requireSuperadmin } from '../../platform/access';
import { conflict, notFound } from '../../platform/errors';
import { FieldValue } from '../../platform/store/field-value';
import { SUPERADMIN_ROLE_ID, type Role } from '../../contract/roles';
import { SUPERADMIN_MESSAGES, type GlobalRoleBody, type GlobalRoleView } from '../../contract/superadmin';
import { collections } from '../../platform/store/collections';

const holdersOf = (ctx: AppContext, roleId: string) => collections(ctx).users.where('roleIds', 'array-contains', roleId);

/** Firestore takes at most 500 writes a batch; the role's own delete rides in the first. */
const WRITES_PER_BATCH = 400;

const isBuiltIn = (roleId: string) => roleId === SUPERADMIN_ROLE_ID;

async function view(ctx: AppContext, role: Role): Promise<GlobalRoleView> {
  const holders = (await holdersOf(ctx, role.id).count().get()).data().count;
  return { ...role, scope: 'global', builtIn: isBuiltIn(role.id), holders };
}

/** Every product-wide role with how many people hold it (one count aggregate each), by name. */
export async function listGlobalRoles(ctx: AppContext, caller: AuthUser): Promise<GlobalRoleView[]> {
  await requireSuperadmin(ctx, caller);
  const roles = (await collections(ctx).roles.get()).docs.map((d) => ({ ...d.data(), id: d.id })).filter((r) => r.scope === 'global');
  const views = await Promise.all(roles.map((role) => view(ctx, role)));
  return views.sort((a, b) => a.name.localeCompare(b.name));
}

export async function createGlobalRole(ctx: AppContext, caller: AuthUser, body: GlobalRoleBody): Promise<GlobalRoleView> {
  await requireSuperadmin(ctx, caller);
  const ref = collections(ctx).roles.doc();
  const now = ctx.clock.now().toISOString();
  const role: Role = { id: ref.id, name: body.name, scope: 'global', permissions: body.permissions, createdAt: now, updatedAt: now };
  await ref.create(role);
  return { ...role, scope: 'global', builtIn: false, holders: 0 };
}

/** A stored global role that may be changed: not the built-in Superadmin role. */
async function editableRole(ctx: AppContext, roleId: string) {
  const snap = await collections(ctx).roles.doc(roleId).get();
  const role = snap.data();
  if (!role || role.scope !== 'global') throw notFound(SUPERADMIN_MESSAGES.roleNotFound);
  if (isBuiltIn(roleId)) throw conflict(SUPERADMIN_MESSAGES.builtInRole, 'built-in-role');
  return role;
}

export async function updateGlobalRole(ctx: AppContext, caller: AuthUser, roleId: string, body: GlobalRoleBody): Promise<GlobalRoleView> {
  await requireSuperadmin(ctx, caller);
  await editableRole(ctx, roleId);
  const ref = collections(ctx).roles.doc(roleId);
  const role = await ctx.store.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    // Deleted between the check and now.
    if (!current) throw notFound(SUPERADMIN_MESSAGES.roleNotFound);
    const next: Role = { ...current, name: body.name, permissions: body.permissions, updatedAt: ctx.clock.now().toISOString() };
    tx.set(ref, next);
    return next;
  });
  return view(ctx, role);
}

/**
 * Deletes the role and takes it off everyone holding it. The role goes in the first batch: should
 * a later batch fail, the ids left on records name no role, and roles that do not exist are
 * ignored wherever roles are read (`principalOf`), so no one keeps a right through them.
 */
export async function deleteGlobalRole(ctx: AppContext, caller: AuthUser, roleId: string): Promise<{ id: string; released: number }> {
  await requireSuperadmin(ctx, caller);
  await editableRole(ctx, roleId);
  // A plan's buyers get its role: deleting it would take what they paid for. Change the plan first.
  const plan = (await collections(ctx).plans.where('roleId', '==', roleId).limit(1).get()).docs[0]?.data();
  if (plan) throw conflict(SUPERADMIN_MESSAGES.roleOfPlan(plan.name), 'role-of-plan');
  const holders = (await holdersOf(ctx, roleId).get()).docs;
  const now = ctx.clock.now().toISOString();
  let batch = ctx.store.batch().delete(collections(ctx).roles.doc(roleId));
  let writes = 1;
  for (const holder of holders) {
    if (writes === WRITES_PER_BATCH) {
      await batch.commit();
      [batch, writes] = [ctx.store.batch(), 0];
    }
    batch.update(holder.ref, { roleIds: FieldValue.arrayRemove(roleId), updatedAt: now });
    writes++;
  }
  await batch.commit();
  return { id: roleId, released: holders.length };
}
