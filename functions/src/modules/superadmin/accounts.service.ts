import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { forgetAccess, requireSuperadmin } from '../../platform/access';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { SUPERADMIN_ROLE_ID } from '../../contract/roles';
import type { User } from '../../contract/users';
import {
  SUPERADMIN_MESSAGES,
  type AdminUser,
  type UserRolesBody,
  type UserStatusBody,
} from '../../contract/superadmin';
import { collections } from '../../platform/store/collections';

/** The stored record with the fields the superadmin area keeps on it. */
export type UserDoc = User & { companyId?: string | null; disabled?: boolean };

export const userDoc = (ctx: AppContext, userId: string) => collections(ctx).users.doc(userId);

/** A user as the superadmin screens show them. */
export function adminUserView(user: UserDoc): AdminUser {
  return {
    userId: user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber ?? '',
    roles: user.roleIds ?? [],
    ...(user.companyId ? { companyId: user.companyId } : {}),
    disabled: !!user.disabled,
    createdAt: user.createdAt,
  };
}

const isAuthUserNotFound = (error: unknown) => (error as { code?: string }).code?.endsWith('user-not-found') ?? false;

/**
 * Disables or enables the person's sign-in (Firebase Auth) and mirrors it on `users/{uid}.disabled`.
 * Disabling also revokes their refresh tokens, so their other sessions end within the hour an ID
 * token lives, and at once for every call the API verifies. A superadmin cannot lock themselves out.
 */
export async function setUserStatus(
  ctx: AppContext,
  caller: AuthUser,
  userId: string,
  body: UserStatusBody,
): Promise<AdminUser> {
  await requireSuperadmin(ctx, caller);
  if (userId === caller.uid) throw conflict(SUPERADMIN_MESSAGES.cannotDisableSelf, 'cannot-disable-self');
  const ref = userDoc(ctx, userId);
  const user = (await ref.get()).data();
  if (!user) throw notFound(SUPERADMIN_MESSAGES.userNotFound);
  try {
    await ctx.auth.updateUser(userId, { disabled: body.disabled });
    if (body.disabled) await ctx.auth.revokeRefreshTokens(userId);
  } catch (error) {
    if (isAuthUserNotFound(error)) throw notFound(SUPERADMIN_MESSAGES.userNotFound);
    throw error;
  }
  const updatedAt = ctx.clock.now().toISOString();
  try {
    await ref.update({ disabled: body.disabled, updatedAt });
  } catch (error) {
    // The record must say what Auth says: put the account back as it was.
    await ctx.auth.updateUser(userId, { disabled: !!user.disabled }).catch(() => undefined);
    throw error;
  }
  return adminUserView({ ...user, disabled: body.disabled, updatedAt });
}

/**
 * Gives the person exactly these product-wide roles. Every id must name a role in `roles/`,
 * checked in the same transaction that writes, so a role deleted meanwhile is not given.
 */
export async function setUserRoles(
  ctx: AppContext,
  caller: AuthUser,
  userId: string,
  body: UserRolesBody,
): Promise<AdminUser> {
  await requireSuperadmin(ctx, caller);
  const ref = userDoc(ctx, userId);
  const roleRefs = body.roleIds.map((id) => collections(ctx).roles.doc(id));
  const user = await ctx.store.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound(SUPERADMIN_MESSAGES.userNotFound);
    const roles = await Promise.all(roleRefs.map((r) => tx.get(r)));
    if (roles.some((r) => r.data()?.scope !== 'global'))
      throw badRequest(SUPERADMIN_MESSAGES.unknownRoles, { roleIds: SUPERADMIN_MESSAGES.unknownRoles });
    const dropsOwnSuperadmin =
      userId === caller.uid &&
      (current.roleIds ?? []).includes(SUPERADMIN_ROLE_ID) &&
      !body.roleIds.includes(SUPERADMIN_ROLE_ID);
    if (dropsOwnSuperadmin) throw conflict(SUPERADMIN_MESSAGES.cannotDropOwnSuperadmin, 'cannot-drop-own-superadmin');
    const next = { ...current, roleIds: body.roleIds, updatedAt: ctx.clock.now().toISOString() };
    tx.update(ref, { roleIds: next.roleIds, updatedAt: next.updatedAt });
    return next;
  });
  if (userId === caller.uid) forgetAccess(caller);
  return adminUserView(user);
}
