import type { AppContext } from '../context';
import type { Membership, Role } from '../../contract/roles';
import type { CompanyRole } from '../../contract/company';
import type { DocumentReference } from '../store/types';
import { interpolateRules } from './ability';
import { collections } from '../store/collections';
import { companyPayerKey, grantsRole } from '../../contract/billing';

/** Who a person is to the permission check: their company membership and their roles. */
export interface Principal {
  userId: string;
  membership: Membership;
  roles: Role[];
  /** A superadmin disabled the account (`users/{uid}.disabled`). */
  disabled?: boolean;
}

/** The user record's fields a principal is made of (principal-cache.ts reads them on every call). */
export interface PrincipalUser {
  roleIds?: string[];
  companyId?: string | null;
  disabled?: boolean;
}

/**
 * The person's membership and roles: the global ones named on the user record, the company ones
 * named on their employee record, and the role of the company's live team plan, derived here from
 * the company's billing record rather than written on every member (docs/billing.md; none of the
 * company's while suspended). Conditions are filled in for the person, ready for CASL.
 */
export async function principalOf(ctx: AppContext, userId: string, user: PrincipalUser): Promise<Principal> {
  const globalIds = new Set(user.roleIds ?? []);
  const companyRefs: DocumentReference<CompanyRole>[] = [];
  let membership: Membership = {};
  if (user.companyId) {
    // One round trip for both: the employee record and the company's plan.
    const [employeeSnap, billingSnap] = await Promise.all([
      collections(ctx).employees(user.companyId).doc(userId).get(),
      collections(ctx).billingCustomers.doc(companyPayerKey(user.companyId)).get(),
    ]);
    const employee = employeeSnap.data();
    membership = {
      companyId: user.companyId,
      divisionIds: employee?.divisionIds ?? [],
      status: employee?.status ?? 'active',
    };
    if (employee && membership.status === 'active') {
      for (const id of employee.roleIds ?? []) companyRefs.push(collections(ctx).companyRoles(user.companyId).doc(id));
      const plan = billingSnap.data()?.plan;
      if (plan && grantsRole(plan.status)) globalIds.add(plan.roleId);
    }
  }
  const refs = [...[...globalIds].map((id) => collections(ctx).roles.doc(id)), ...companyRefs];
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
