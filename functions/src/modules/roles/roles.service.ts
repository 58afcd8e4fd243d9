import type { AppContext } from '../../app';
import { SUPERADMIN_ROLE_ID, type PermissionRule, type Role } from '../../contract/roles';
import { abilityFor, interpolateRules, type AppAbility } from '../../platform/permissions';

interface UserRoleRefs {
  roleIds?: string[];
  companyId?: string;
}

/**
 * The caller's roles: the global ones named on the user record, and the company ones named
 * on their employee record. Conditions are filled in for the caller, ready for CASL.
 */
export async function rolesOf(ctx: AppContext, userId: string): Promise<Role[]> {
  const userSnap = await ctx.store.doc<UserRoleRefs>(`users/${userId}`).get();
  const user = userSnap.data();
  if (!user) return [];
  const refs = (user.roleIds ?? []).map((id) => ctx.store.doc<Role>(`roles/${id}`));
  if (user.companyId) {
    const employee = (await ctx.store.doc<{ roleIds?: string[] }>(`companies/${user.companyId}/employees/${userId}`).get()).data();
    for (const id of employee?.roleIds ?? []) refs.push(ctx.store.doc<Role>(`companies/${user.companyId}/roles/${id}`));
  }
  if (!refs.length) return [];
  const snaps = await ctx.store.getAll(...refs);
  return snaps
    .filter((s) => s.exists)
    .map((s) => {
      const role = s.data() as Role;
      return {
        id: s.id,
        name: role.name,
        scope: role.scope,
        permissions: interpolateRules(role.permissions ?? [], { userId, companyId: user.companyId }),
      };
    });
}

export async function abilityOf(ctx: AppContext, userId: string): Promise<AppAbility> {
  const roles = await rolesOf(ctx, userId);
  return abilityFor(roles.flatMap((r): PermissionRule[] => r.permissions));
}

export async function isSuperadmin(ctx: AppContext, userId: string): Promise<boolean> {
  return (await abilityOf(ctx, userId)).can('manage', 'all');
}

/** The product-wide roles every deployment has. Idempotent: run by the seed and by tests. */
export async function ensureBuiltInRoles(store: AppContext['store']): Promise<void> {
  await store.doc<Role>(`roles/${SUPERADMIN_ROLE_ID}`).set({
    id: SUPERADMIN_ROLE_ID,
    name: 'Superadmin',
    scope: 'global',
    permissions: [{ action: 'manage', subject: 'all' }],
  });
}
