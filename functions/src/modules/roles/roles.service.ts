import type { AppContext } from '../../platform/context';
import {
  authorizeInCompany,
  assertMayGrant,
  assertWithinCallerRights,
  companyAccessChanged,
  principalOfCaller,
  requireSuperadmin,
  type Caller,
} from '../../platform/access';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { COMPANY_ADMIN_MESSAGES, type RoleDeleted } from '../../contract/company-admin';
import { asList, COMPANY_SUBJECTS, SUPERADMIN_ROLE_ID, type PermissionRule, type Role } from '../../contract/roles';
import {
  BUILT_IN_ROLE_IDS,
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  COMPANY_PLACEHOLDER,
  type CompanyRole,
  type CompanyRoleBody,
  type UpdateCompanyRoleBody,
} from '../../contract/company';
import { SUPERADMIN_MESSAGES, type GlobalRoleBody, type GlobalRoleView } from '../../contract/superadmin';
import { collections } from '../../platform/store/collections';
import {
  globalRoleChanged,
  globalView,
  isBuiltInGlobal,
  moveCompanyRoleHolders,
  moveTarget,
  releaseGlobalRole,
} from './role-holders';

/**
 * Roles are CASL rules held by people: global roles (product-wide, written by superadmins, named
 * on the user record) and company roles (inside one company, named on the employee record). Both
 * scopes are read and written here, the scope a parameter; a company role never grants more than
 * whoever writes or gives it holds.
 */
export type RoleScope = 'global' | { companyId: string };

/** What a call answers in each scope. */
type Scoped<S extends RoleScope, Company, Global> = S extends 'global' ? Global : Company;
type RoleAction = 'read' | 'create' | 'update' | 'delete';

/** Superadmins manage global roles (everyone else gets 404); company roles need `CompanyRole` rights there. */
async function authorizeRoles(ctx: AppContext, caller: Caller, scope: RoleScope, action: RoleAction): Promise<void> {
  if (scope === 'global') await requireSuperadmin(ctx, caller);
  else await authorizeInCompany(ctx, caller, action, 'CompanyRole', scope.companyId);
}

/** The caller's roles, as `GET /v1/roles/` answers them: the principal their sign-in check already read. */
export async function rolesOf(ctx: AppContext, caller: Caller): Promise<Role[]> {
  return (await principalOfCaller(ctx, caller)).roles;
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

const inCompany = { companyId: COMPANY_PLACEHOLDER };
const inHolderDivisions = { companyId: COMPANY_PLACEHOLDER, divisionIds: { $in: '${user.divisionIds}' } };

/** The Admin role's one rule: everything a company role can name, in its company. */
const ADMIN_RULE: PermissionRule = { action: 'manage', subject: [...COMPANY_SUBJECTS], conditions: inCompany };

/** The roles every company starts with. */
export function builtInRoles(companyId: string, at: string): CompanyRole[] {
  return [
    {
      id: BUILT_IN_ROLE_IDS.admin,
      name: 'Admin',
      scope: companyId,
      companyId,
      builtIn: 'admin',
      permissions: [ADMIN_RULE],
      createdAt: at,
      updatedAt: at,
    },
    {
      id: BUILT_IN_ROLE_IDS.divisionManager,
      name: 'Division manager',
      scope: companyId,
      companyId,
      builtIn: 'division-manager',
      permissions: [
        {
          action: 'read',
          subject: ['Employee', 'Profile', 'Card', 'Contact', 'CompanyCard'],
          conditions: inHolderDivisions,
        },
        { action: 'update', subject: ['Employee', 'Profile'], conditions: inHolderDivisions },
      ],
      createdAt: at,
      updatedAt: at,
    },
  ];
}

/** Whether a rule list still lets the Admin role manage all of its company, unconditionally. */
function keepsAdminRights(rules: PermissionRule[]): boolean {
  const covered = new Set<string>();
  for (const rule of rules) {
    const conditions = rule.conditions ?? {};
    const companyWide = Object.keys(conditions).length === 1 && conditions.companyId === COMPANY_PLACEHOLDER;
    if (companyWide && asList(rule.action).includes('manage')) for (const s of asList(rule.subject)) covered.add(s);
  }
  return COMPANY_SUBJECTS.every((s) => covered.has(s));
}

/**
 * The company's roles by id. Ids that name none are 400 on `field`, or (not `strict`, for
 * roles someone already holds) left out.
 */
export async function rolesById(
  ctx: AppContext,
  companyId: string,
  ids: string[],
  options: { field?: string; strict?: boolean } = {},
): Promise<CompanyRole[]> {
  if (!ids.length) return [];
  const snaps = await ctx.store.getAll(...ids.map((id) => collections(ctx).companyRoles(companyId).doc(id)));
  const missing = snaps.findIndex((s) => !s.exists);
  if (missing >= 0 && options.strict !== false) {
    throw badRequest(COMPANY_MESSAGES.unknownRole, {
      [`${options.field ?? 'roleIds'}.${missing}`]: COMPANY_MESSAGES.unknownRole,
    });
  }
  return snaps.filter((s) => s.exists).map((s) => s.data() as CompanyRole);
}

/** All of a company's roles: the built-in ones first, then by name. */
export async function allRoles(ctx: AppContext, companyId: string): Promise<CompanyRole[]> {
  const roles = (await collections(ctx).companyRoles(companyId).get()).docs.map((d) => d.data());
  const rank = (r: CompanyRole) => (r.builtIn === 'admin' ? 0 : r.builtIn ? 1 : 2);
  return roles.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

/** A scope's roles: a company's as `allRoles` orders them, the global ones by name with how many hold each. */
export async function listRoles<S extends RoleScope>(
  ctx: AppContext,
  caller: Caller,
  scope: S,
): Promise<Scoped<S, CompanyRole[], GlobalRoleView[]>> {
  await authorizeRoles(ctx, caller, scope, 'read');
  if (scope !== 'global') return (await allRoles(ctx, scope.companyId)) as Scoped<S, CompanyRole[], GlobalRoleView[]>;
  const roles = (await collections(ctx).roles.get()).docs
    .map((d) => ({ ...d.data(), id: d.id }))
    .filter((r) => r.scope === 'global');
  const views = await Promise.all(roles.map((role) => globalView(ctx, role)));
  return views.sort((a, b) => a.name.localeCompare(b.name)) as Scoped<S, CompanyRole[], GlobalRoleView[]>;
}

export async function createRole<S extends RoleScope>(
  ctx: AppContext,
  caller: Caller,
  scope: S,
  body: Scoped<S, CompanyRoleBody, GlobalRoleBody>,
): Promise<Scoped<S, CompanyRole, GlobalRoleView>> {
  await authorizeRoles(ctx, caller, scope, 'create');
  const at = ctx.clock.now().toISOString();
  if (scope === 'global') {
    const ref = collections(ctx).roles.doc();
    const role: Role = {
      id: ref.id,
      name: body.name,
      scope: 'global',
      permissions: body.permissions,
      createdAt: at,
      updatedAt: at,
    };
    await ref.create(role);
    return { ...role, scope: 'global', builtIn: false, holders: 0 } as Scoped<S, CompanyRole, GlobalRoleView>;
  }
  const { companyId } = scope;
  await assertWithinCallerRights(ctx, caller, companyId, body.permissions);
  const count = (await collections(ctx).companyRoles(companyId).count().get()).data().count;
  if (count >= COMPANY_LIMITS.rolesPerCompany) throw badRequest(COMPANY_MESSAGES.tooManyRoles);
  const ref = collections(ctx).companyRoles(companyId).doc();
  const role: CompanyRole = {
    id: ref.id,
    name: body.name,
    scope: companyId,
    companyId,
    permissions: body.permissions,
    createdAt: at,
    updatedAt: at,
  };
  await ref.create(role);
  return role as Scoped<S, CompanyRole, GlobalRoleView>;
}

/**
 * The stored role a change may apply to. A global one must exist and not be the built-in
 * Superadmin role. A company one's built-in roles keep their names, so "Admin" always names the
 * role that administers, and Admin keeps `manage` on all of its company; the caller must hold what
 * the role grants now and what it will grant, for a rename as well (security review S14).
 */
async function changeableRole(
  ctx: AppContext,
  caller: Caller,
  scope: RoleScope,
  roleId: string,
  body?: Partial<GlobalRoleBody>,
): Promise<Role> {
  if (scope === 'global') {
    const role = (await collections(ctx).roles.doc(roleId).get()).data();
    if (!role || role.scope !== 'global') throw notFound(SUPERADMIN_MESSAGES.roleNotFound);
    if (isBuiltInGlobal(roleId)) throw conflict(SUPERADMIN_MESSAGES.builtInRole, 'built-in-role');
    return role;
  }
  const current = (await collections(ctx).companyRoles(scope.companyId).doc(roleId).get()).data();
  if (!current) throw notFound();
  if (!body) return current;
  if (current.builtIn && body.name !== undefined && body.name !== current.name) {
    throw badRequest(COMPANY_MESSAGES.builtInRoleName, { name: COMPANY_MESSAGES.builtInRoleName });
  }
  if (body.permissions) {
    if (current.builtIn === 'admin' && !keepsAdminRights(body.permissions)) {
      throw badRequest(COMPANY_MESSAGES.adminRoleKeepsManage, { permissions: COMPANY_MESSAGES.adminRoleKeepsManage });
    }
    await assertWithinCallerRights(ctx, caller, scope.companyId, body.permissions);
  }
  await assertMayGrant(ctx, caller, scope.companyId, [current]);
  return current;
}

/** Renames a role or replaces its rules (a global role takes both). */
export async function updateRole<S extends RoleScope>(
  ctx: AppContext,
  caller: Caller,
  scope: S,
  roleId: string,
  body: Scoped<S, UpdateCompanyRoleBody, GlobalRoleBody>,
): Promise<Scoped<S, CompanyRole, GlobalRoleView>> {
  await authorizeRoles(ctx, caller, scope, 'update');
  await changeableRole(ctx, caller, scope, roleId, body);
  const ref =
    scope === 'global'
      ? collections(ctx).roles.doc(roleId)
      : collections(ctx).companyRoles(scope.companyId).doc(roleId);
  const role = await ctx.store.runTransaction(async (tx) => {
    const latest = (await tx.get(ref)).data();
    // Deleted between the check and now.
    if (!latest) throw scope === 'global' ? notFound(SUPERADMIN_MESSAGES.roleNotFound) : notFound();
    const next = { ...latest, ...body, updatedAt: ctx.clock.now().toISOString() };
    tx.set(ref, next);
    if (scope !== 'global') companyAccessChanged(ctx, tx, scope.companyId);
    return next;
  });
  if (scope === 'global') await globalRoleChanged(ctx, roleId);
  return (scope === 'global' ? await globalView(ctx, role) : role) as Scoped<S, CompanyRole, GlobalRoleView>;
}

/**
 * Deletes a role, never a built-in one. A global role is taken off everyone holding it; a company
 * role's holders move to `moveTo` (the caller must hold what both roles grant).
 */
export async function deleteRole<S extends RoleScope>(
  ctx: AppContext,
  caller: Caller,
  scope: S,
  roleId: string,
  moveTo?: string,
): Promise<Scoped<S, RoleDeleted, { id: string; released: number }>> {
  await authorizeRoles(ctx, caller, scope, 'delete');
  const role = await changeableRole(ctx, caller, scope, roleId);
  type Deleted = Scoped<S, RoleDeleted, { id: string; released: number }>;
  if (scope === 'global') return (await releaseGlobalRole(ctx, roleId)) as Deleted;
  const { companyId } = scope;
  if ((role as CompanyRole).builtIn) throw conflict(COMPANY_ADMIN_MESSAGES.builtInRoleKept, 'built-in-role');
  const target = await moveTarget(ctx, companyId, roleId, moveTo);
  await assertMayGrant(ctx, caller, companyId, target ? [role, target] : [role]);
  return (await moveCompanyRoleHolders(ctx, caller, companyId, roleId, moveTo)) as Deleted;
}
