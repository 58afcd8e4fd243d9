import type { AppContext } from '../../platform/context';
import { can, forgetAccess, type Caller } from '../../platform/access';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { WriteBatch } from '../../platform/store/types';
import { COMPANY_ADMIN_MESSAGES, type RoleDeleted } from '../../contract/company-admin';
import { COMPANY_SUBJECTS, type Action, type CompanySubject, type PermissionRule } from '../../contract/roles';
import {
  BUILT_IN_ROLE_IDS,
  COMPANY_LIMITS,
  COMPANY_MESSAGES,
  COMPANY_PLACEHOLDER,
  type CompanyRole,
  type CompanyRoleBody,
  type UpdateCompanyRoleBody,
} from '../../contract/company';
import { authorizeInCompany, commitInBatches, now } from './company.model';
import { collections } from '../../platform/store/collections';

/**
 * Company roles: CASL rules that apply inside one company, held by employees through
 * `roleIds`. A role can never grant more than whoever writes or gives it holds.
 */

const inCompany = { companyId: COMPANY_PLACEHOLDER };
const inHolderDivisions = { companyId: COMPANY_PLACEHOLDER, divisionIds: { $in: '${user.divisionIds}' } };

/** The Admin role's one rule: everything a company role can name, in its company. */
const ADMIN_RULE: PermissionRule = { action: 'manage', subject: [...COMPANY_SUBJECTS], conditions: inCompany };

/** The roles every company starts with. */
export function builtInRoles(companyId: string, at: string): CompanyRole[] {
  return [
    { id: BUILT_IN_ROLE_IDS.admin, name: 'Admin', scope: companyId, companyId, builtIn: 'admin', permissions: [ADMIN_RULE], createdAt: at, updatedAt: at },
    {
      id: BUILT_IN_ROLE_IDS.divisionManager,
      name: 'Division manager',
      scope: companyId,
      companyId,
      builtIn: 'division-manager',
      permissions: [
        { action: 'read', subject: ['Employee', 'Profile', 'Card', 'Contact', 'CompanyCard'], conditions: inHolderDivisions },
        { action: 'update', subject: ['Employee', 'Profile'], conditions: inHolderDivisions },
      ],
      createdAt: at,
      updatedAt: at,
    },
  ];
}

const asList = <T>(value: T | T[]) => (Array.isArray(value) ? value : [value]);

/**
 * Every rule must be something the caller may do in this company themselves: each of its
 * actions on each of its subjects, company-wide. The first rule beyond that is named.
 */
export async function assertWithinCallerRights(ctx: AppContext, caller: Caller, companyId: string, rules: PermissionRule[]): Promise<void> {
  const index = await firstRuleBeyondCaller(ctx, caller, companyId, rules);
  if (index >= 0) throw badRequest(COMPANY_MESSAGES.beyondCallerRights, { [`permissions.${index}`]: COMPANY_MESSAGES.beyondCallerRights });
}

async function firstRuleBeyondCaller(ctx: AppContext, caller: Caller, companyId: string, rules: PermissionRule[]): Promise<number> {
  const known = new Map<string, boolean>();
  for (const [index, rule] of rules.entries()) {
    for (const action of asList(rule.action) as Action[]) {
      for (const subject of asList(rule.subject) as CompanySubject[]) {
        const key = `${action} ${subject}`;
        if (!known.has(key)) known.set(key, await can(ctx, caller, action, subject, { companyId }));
        if (!known.get(key)) return index;
      }
    }
  }
  return -1;
}

/** Giving or taking a role is for those who hold everything it grants (403 otherwise). */
export async function assertMayGrant(ctx: AppContext, caller: Caller, companyId: string, roles: CompanyRole[]): Promise<void> {
  for (const role of roles) {
    if ((await firstRuleBeyondCaller(ctx, caller, companyId, role.permissions)) >= 0) throw forbidden(COMPANY_MESSAGES.beyondCallerRights);
  }
}

/**
 * The company's roles by id. Ids that name none are 400 on `field`, or (not `strict`, for
 * roles someone already holds) left out.
 */
export async function rolesById(ctx: AppContext, companyId: string, ids: string[], options: { field?: string; strict?: boolean } = {}): Promise<CompanyRole[]> {
  if (!ids.length) return [];
  const snaps = await ctx.store.getAll(...ids.map((id) => collections(ctx).companyRoles(companyId).doc(id)));
  const missing = snaps.findIndex((s) => !s.exists);
  if (missing >= 0 && options.strict !== false) {
    throw badRequest(COMPANY_MESSAGES.unknownRole, { [`${options.field ?? 'roleIds'}.${missing}`]: COMPANY_MESSAGES.unknownRole });
  }
  return snaps.filter((s) => s.exists).map((s) => s.data() as CompanyRole);
}

/** All of a company's roles: the built-in ones first, then by name. */
export async function allRoles(ctx: AppContext, companyId: string): Promise<CompanyRole[]> {
  const roles = (await collections(ctx).companyRoles(companyId).get()).docs.map((d) => d.data());
  const rank = (r: CompanyRole) => (r.builtIn === 'admin' ? 0 : r.builtIn ? 1 : 2);
  return roles.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name));
}

export async function listRoles(ctx: AppContext, caller: Caller, companyId: string): Promise<CompanyRole[]> {
  await authorizeInCompany(ctx, caller, 'read', 'CompanyRole', companyId);
  return allRoles(ctx, companyId);
}

export async function createRole(ctx: AppContext, caller: Caller, companyId: string, body: CompanyRoleBody): Promise<CompanyRole> {
  await authorizeInCompany(ctx, caller, 'create', 'CompanyRole', companyId);
  await assertWithinCallerRights(ctx, caller, companyId, body.permissions);
  const count = (await collections(ctx).companyRoles(companyId).count().get()).data().count;
  if (count >= COMPANY_LIMITS.rolesPerCompany) throw badRequest(COMPANY_MESSAGES.tooManyRoles);
  const ref = collections(ctx).companyRoles(companyId).doc();
  const at = now(ctx);
  const role: CompanyRole = { id: ref.id, name: body.name, scope: companyId, companyId, permissions: body.permissions, createdAt: at, updatedAt: at };
  await ref.create(role);
  return role;
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
 * Renames a role or replaces its rules. The caller must hold what the role grants now and
 * what it will grant, for a rename as well; the built-in roles keep their names, and Admin keeps
 * `manage` on all of its company.
 */
export async function updateRole(ctx: AppContext, caller: Caller, companyId: string, roleId: string, body: UpdateCompanyRoleBody): Promise<CompanyRole> {
  await authorizeInCompany(ctx, caller, 'update', 'CompanyRole', companyId);
  const ref = collections(ctx).companyRoles(companyId).doc(roleId);
  const current = (await ref.get()).data();
  if (!current) throw notFound();
  // Built-in roles keep their names, so "Admin" always names the role that administers.
  if (current.builtIn && body.name !== undefined && body.name !== current.name) {
    throw badRequest(COMPANY_MESSAGES.builtInRoleName, { name: COMPANY_MESSAGES.builtInRoleName });
  }
  if (body.permissions) {
    if (current.builtIn === 'admin' && !keepsAdminRights(body.permissions)) {
      throw badRequest(COMPANY_MESSAGES.adminRoleKeepsManage, { permissions: COMPANY_MESSAGES.adminRoleKeepsManage });
    }
    await assertWithinCallerRights(ctx, caller, companyId, body.permissions);
  }
  // A rename too: only someone who could grant the role may change it (security review S14).
  await assertMayGrant(ctx, caller, companyId, [current]);
  return ctx.store.runTransaction(async (tx) => {
    const latest = (await tx.get(ref)).data();
    if (!latest) throw notFound();
    const next: CompanyRole = { ...latest, ...body, updatedAt: now(ctx) };
    tx.set(ref, next);
    return next;
  });
}

/**
 * Deletes a custom role. Employees holding it and pending invitations naming it get `moveTo`
 * instead (required while there are any: nobody is left with a role that is gone). The caller
 * must hold what both roles grant. The role is deleted after the last batch, so an interrupted
 * run leaves it in place and deleting it again finishes the move.
 */
export async function deleteRole(ctx: AppContext, caller: Caller, companyId: string, roleId: string, moveTo?: string): Promise<RoleDeleted> {
  await authorizeInCompany(ctx, caller, 'delete', 'CompanyRole', companyId);
  const role = (await collections(ctx).companyRoles(companyId).doc(roleId).get()).data();
  if (!role) throw notFound();
  if (role.builtIn) throw conflict(COMPANY_ADMIN_MESSAGES.builtInRoleKept, 'built-in-role');
  if (moveTo === roleId) throw badRequest(COMPANY_ADMIN_MESSAGES.moveToSelf, { moveTo: COMPANY_ADMIN_MESSAGES.moveToSelf });
  const target = moveTo ? (await collections(ctx).companyRoles(companyId).doc(moveTo).get()).data() : undefined;
  if (moveTo && !target) throw badRequest(COMPANY_MESSAGES.unknownRole, { moveTo: COMPANY_MESSAGES.unknownRole });
  await assertMayGrant(ctx, caller, companyId, target ? [role, target] : [role]);

  const holders = (await collections(ctx).employees(companyId).where('roleIds', 'array-contains', roleId).get()).docs;
  const invitations = (await collections(ctx).invitations.where('companyId', '==', companyId).where('status', '==', 'pending').get()).docs.filter((i) =>
    i.data().roleIds.includes(roleId),
  );
  if ((holders.length || invitations.length) && !moveTo) throw new ApiError(409, COMPANY_ADMIN_MESSAGES.roleInUse, 'role-in-use', { moveTo: COMPANY_ADMIN_MESSAGES.roleInUse });

  const at = now(ctx);
  const swap = (ids: string[]) => [...new Set(ids.map((id) => (id === roleId ? moveTo! : id)))];
  await commitInBatches(ctx, [
    ...holders.map((e) => (b: WriteBatch) => b.update(e.ref, { roleIds: swap(e.data().roleIds), updatedAt: at })),
    ...invitations.map((i) => (b: WriteBatch) => b.update(i.ref, { roleIds: swap(i.data().roleIds), updatedAt: at })),
  ]);
  await collections(ctx).companyRoles(companyId).doc(roleId).delete();
  if (holders.some((e) => e.id === caller.uid)) forgetAccess(caller);
  return { id: roleId, deleted: true, movedTo: moveTo ?? null, moved: { employees: holders.length, invitations: invitations.length } };
}
