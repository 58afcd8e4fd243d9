import type { AppContext } from '../context';
import type { Membership, Role } from '../../contract/roles';
import { interpolateRules } from './ability';
import { collections } from '../store/collections';

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
    membership = {
      companyId: user.companyId,
      divisionIds: employee?.divisionIds ?? [],
      status: employee?.status ?? 'active',
    };
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
      return {
        id: s.id,
        name: role.name,
        scope: role.scope,
        permissions: interpolateRules(role.permissions ?? [], vars),
      };
    });
  return { userId, membership, roles, ...(user.disabled ? { disabled: true } : {}) };
}
