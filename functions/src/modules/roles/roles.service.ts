import type { AppContext } from '../../platform/context';
import { SUPERADMIN_ROLE_ID, baseRules, type Membership, type PermissionRule, type Role } from '../../contract/roles';
import { abilityFor, interpolateRules, type AppAbility } from '../../platform/permissions';
import { collections } from '../../platform/store/collections';

/** Who a person is to the permission check: their company membership and their roles. */
export interface Principal {
  userId: string;
  membership: Membership;
  roles: Role[];
  /** A superadmin disabled the account (`users/{uid}.disabled`). */
  disabled?: boolean;
}

/**
 * The person's membership and roles: the global ones named on the user record, and the company
 * ones named on their employee record (none while suspended). Conditions are filled in for
 * the person, ready for CASL.
 */
export async function principalOf(ctx: AppContext, userId: string): Promise<Principal> {
  const user = (await collections(ctx).users.doc(userId).get()).data();
  if (!user) return { userId, membership: {}, roles: [] };
  const refs = (user.roleIds ?? []).map((id) => collections(ctx).roles.doc(id));
  let membership: Membership = {};
  if (user.companyId) {
    const employee = (await collections(ctx).employees(user.companyId).doc(userId).get()).data();
    membership = { companyId: user.companyId, divisionIds: employee?.divisionIds ?? [], status: employee?.status ?? 'active' };
    if (employee && membership.status === 'active') {
      for (const id of employee.roleIds ?? []) refs.push(collections(ctx).companyRoles(user.companyId).doc(id));
    }
  }
  const snaps = refs.length ? await ctx.store.getAll(...refs) : [];
  const vars = { userId, companyId: membership.companyId, divisionIds: membership.divisionIds };
  const roles = snaps
    .filter((s) => s.exists)
    .map((s) => {
      const role = s.data() as Role;
      return { id: s.id, name: role.name, scope: role.scope, permissions: interpolateRules(role.permissions ?? [], vars) };
    });
  return { userId, membership, roles, ...(user.disabled ? { disabled: true } : {}) };
}

/** The caller's roles, as `GET /v1/roles/` answers them. */
export async function rolesOf(ctx: AppContext, userId: string): Promise<Role[]> {
  return (await principalOf(ctx, userId)).roles;
}

/** Every rule the person holds: what they own, what membership gives, and their roles. */
export function abilityOfPrincipal(principal: Principal): AppAbility {
  return abilityFor([...baseRules(principal.userId, principal.membership), ...principal.roles.flatMap((r): PermissionRule[] => r.permissions)]);
}

export async function abilityOf(ctx: AppContext, userId: string): Promise<AppAbility> {
  return abilityOfPrincipal(await principalOf(ctx, userId));
}

/** The product-wide roles every deployment has. Idempotent: run by the seed and by tests. */
export async function ensureBuiltInRoles(store: AppContext['store']): Promise<void> {
  await collections({ store })
    .roles.doc(SUPERADMIN_ROLE_ID)
    .set({
      id: SUPERADMIN_ROLE_ID,
      name: 'Superadmin',
      scope: 'global',
      permissions: [{ action: 'manage', subject: 'all' }],
    });
}
