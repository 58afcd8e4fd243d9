import { z } from 'zod';
import { MESSAGES } from './messages';
import { id, pageQuery, requiredString } from './common';
import { ACTIONS, SUBJECTS, asList, permissionRule, type Role } from './roles';
import { COMPANY_LIMITS, type Division } from './company';

/**
 * The superadmin area: counts, accounts, product-wide roles, every company's divisions and the
 * list of companies. Every call answers 404 to anyone but a superadmin.
 */

/** The overview's window for "this week": the last seven days up to now. */
export const OVERVIEW_WINDOW_DAYS = 7;

export interface SuperadminOverview {
  users: number;
  companies: number;
  cards: { active: number; total: number };
  /** Contacts created since `since`. */
  leadsThisWeek: number;
  since: string;
}

export const SUPERADMIN_MESSAGES = {
  cannotDisableSelf: 'You cannot disable your own account.',
  cannotDropOwnSuperadmin: 'You cannot remove your own Superadmin role.',
  builtInRole: 'The built-in Superadmin role cannot be changed or deleted.',
  roleOfPlan: (plan: string) => `The plan “${plan}” gives this role to its buyers. Give the plan another role first.`,
  unknownRoles: 'Choose roles from the list.',
  unknownAction: 'Unknown action.',
  unknownSubject: 'Unknown subject.',
  everything: 'Only the built-in Superadmin role may name everything (manage all).',
  badConditions: 'Conditions may only compare fields with values ($eq, $ne, $in, $nin).',
  roleNotFound: 'Role not found.',
  userNotFound: 'User not found.',
  companyNotFound: 'Company not found.',
  divisionNotFound: 'Division not found.',
} as const;

// --- accounts ---

/** How the user list searches: an email prefix (the default), a full-name or a last-name prefix. */
export const USER_SEARCH_FIELDS = ['email', 'name', 'lastName'] as const;
export type UserSearchField = (typeof USER_SEARCH_FIELDS)[number];

export const listUsersQuery = pageQuery.extend({
  search: z.string().trim().max(200).optional(),
  by: z.enum(USER_SEARCH_FIELDS).default('email'),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

export const userStatusBody = z.object({ disabled: z.boolean({ error: MESSAGES.required }) }).strict();
export type UserStatusBody = z.infer<typeof userStatusBody>;

export const userRolesBody = z
  .object({ roleIds: z.array(id(), { error: MESSAGES.required }).max(50) })
  .strict()
  .transform((body) => ({ roleIds: [...new Set(body.roleIds)] }));
export type UserRolesBody = z.infer<typeof userRolesBody>;

/** A user as the superadmin list shows them: the record, its global role ids and whether it is disabled. */
export interface AdminUser {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  roles: string[];
  companyId?: string;
  disabled: boolean;
  createdAt: string;
}

// --- product-wide roles ---

const OPERATORS = new Set(['$eq', '$ne', '$in', '$nin']);
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)*$/;
const scalar = (v: unknown) =>
  v === null ||
  typeof v === 'boolean' ||
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && v.length <= 200);
const scalarList = (v: unknown) => Array.isArray(v) && v.length <= 50 && v.every(scalar);

/**
 * Conditions a product-wide rule may carry: field names compared with plain values, or with
 * `$eq`/`$ne`/`$in`/`$nin` (a list, or the `${user.divisionIds}` placeholder). Anything richer
 * (`$regex`, `$where`, nested operators) is refused: a rule that CASL cannot compile, or that
 * is slow to match, would break every request of everyone holding the role.
 */
export function simpleConditions(conditions: Record<string, unknown>): boolean {
  const entries = Object.entries(conditions);
  if (!entries.length || entries.length > 10) return false;
  return entries.every(([field, value]) => {
    if (!FIELD_NAME.test(field) || field.length > 100) return false;
    if (scalar(value)) return true;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
    const ops = Object.entries(value as Record<string, unknown>);
    return (
      ops.length > 0 &&
      ops.every(
        ([op, operand]) =>
          OPERATORS.has(op) &&
          (op === '$in' || op === '$nin' ? scalarList(operand) || operand === '${user.divisionIds}' : scalar(operand)),
      )
    );
  });
}

/** One rule of a product-wide role: the contract's CASL shape with known actions and subjects. */
export const globalPermissionRule = permissionRule
  .extend({
    fields: z.union([z.string().max(100), z.array(z.string().max(100)).max(50)]).optional(),
    reason: z.string().max(200).optional(),
  })
  .strict()
  .superRefine((rule, issue) => {
    const actions = asList(rule.action);
    const subjects = asList(rule.subject);
    if (actions.some((a) => !(ACTIONS as readonly string[]).includes(a)))
      issue.addIssue({ code: 'custom', path: ['action'], message: SUPERADMIN_MESSAGES.unknownAction });
    if (subjects.some((s) => !(SUBJECTS as readonly string[]).includes(s)))
      issue.addIssue({ code: 'custom', path: ['subject'], message: SUPERADMIN_MESSAGES.unknownSubject });
    // Granting it would make a second Superadmin role; withholding it would lock its holders,
    // superadmins included, out of everything (disabling an account is for that).
    else if (actions.includes('manage') && subjects.includes('all'))
      issue.addIssue({ code: 'custom', path: ['subject'], message: SUPERADMIN_MESSAGES.everything });
    if (rule.conditions && !simpleConditions(rule.conditions))
      issue.addIssue({ code: 'custom', path: ['conditions'], message: SUPERADMIN_MESSAGES.badConditions });
  });

export const globalRoleBody = z
  .object({
    name: requiredString(80),
    permissions: z.array(globalPermissionRule, { error: MESSAGES.required }).max(100),
  })
  .strict();
export type GlobalRoleBody = z.infer<typeof globalRoleBody>;

/** A product-wide role with how many people hold it; `builtIn` roles cannot be changed. */
export interface GlobalRoleView extends Role {
  scope: 'global';
  builtIn: boolean;
  holders: number;
}

// --- companies and divisions ---

export const listCompaniesQuery = pageQuery.extend({ search: z.string().trim().max(200).optional() });
export type ListCompaniesQuery = z.infer<typeof listCompaniesQuery>;

/** A company in the superadmin list; its back office opens at `/company?companyId={id}`. */
export interface CompanySummary {
  id: string;
  name: string;
  employees: number;
  createdAt: string;
}

/** A division in the cross-company list, with its company's name. */
export type AdminDivision = Division & { companyName: string };

export const listDivisionsQuery = pageQuery.extend({ companyId: id().optional() });
export type ListDivisionsQuery = z.infer<typeof listDivisionsQuery>;

export const renameDivisionBody = z.object({ name: requiredString(COMPANY_LIMITS.divisionName) }).strict();
export type RenameDivisionBody = z.infer<typeof renameDivisionBody>;

export const mergeDivisionBody = z.object({ intoId: id() }).strict();
export type MergeDivisionBody = z.infer<typeof mergeDivisionBody>;
