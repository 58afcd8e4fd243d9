import { z } from 'zod';
import {
  EMPLOYEE_STATUSES,
  INVITATION_STATUSES,
  LOCKABLE_PROFILE_FIELDS,
  type AcceptedInvitation,
  type Company,
  type CompanyRole,
  type Division,
  type DivisionNode,
  type Employee,
  type EmployeeImportResult,
  type Invitation,
  type InviteResult,
  type MyInvitation,
} from '../company';
import type { DivisionDeleted, EmployeeDetail, RoleDeleted } from '../company-admin';
import type { InvitationPreview } from '../company-invitations';
import { COMPANY_EVERLINK_TYPES, type CompanyCard, type CompanyEverlink } from '../company-brand';
import { CARD_STATUSES } from '../cards';
import { PROFILE_STATUSES } from '../profiles';
import { permissionRule } from '../roles';
import { importIssueView } from './views';

/**
 * What the company routes answer (views.ts says how these are held to the contract's types and
 * to the API's real answers).
 */

const nullableString = z.string().nullable();
const storedFileView = z.object({ url: z.string(), path: z.string() });

export const companyView = z
  .object({
    id: z.string(),
    companyId: z.string(),
    name: z.string(),
    website: nullableString,
    industry: z.string(),
    ownerId: z.string(),
    logo: storedFileView.nullable().optional(),
    background: storedFileView.nullable().optional(),
    brand: z.object({ primaryColor: z.string(), accentColor: z.string() }),
    lockedFields: z.array(z.enum(LOCKABLE_PROFILE_FIELDS)),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Company' }) satisfies z.ZodType<Company>;

const employeeFields = {
  id: z.string(),
  userId: z.string(),
  companyId: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  department: z.string(),
  roleIds: z.array(z.string()),
  divisionIds: z.array(z.string()),
  status: z.enum(EMPLOYEE_STATUSES),
  joinedAt: z.string(),
  updatedAt: z.string(),
};
export const employeeView = z.object(employeeFields).meta({ id: 'Employee' }) satisfies z.ZodType<Employee>;

export const invitationView = z
  .object({
    id: z.string(),
    companyId: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    title: z.string(),
    department: z.string(),
    roleIds: z.array(z.string()),
    divisionIds: z.array(z.string()),
    invitedBy: z.string(),
    status: z.enum(INVITATION_STATUSES),
    createdAt: z.string(),
    updatedAt: z.string(),
    expiresAt: z.string(),
    acceptedAt: nullableString,
    acceptedBy: nullableString,
  })
  .meta({ id: 'Invitation' }) satisfies z.ZodType<Invitation>;

export const inviteResultView = z.object({
  status: z.literal('invited'),
  invitation: invitationView,
}) satisfies z.ZodType<InviteResult>;

export const myInvitationView = z.object({
  id: z.string(),
  email: z.string(),
  company: z.object({ id: z.string(), name: z.string() }),
  invitedBy: z.object({ name: z.string() }),
  title: z.string(),
  department: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
}) satisfies z.ZodType<MyInvitation>;

export const invitationPreviewView = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  company: z.object({ name: z.string() }),
  invitedBy: z.object({ name: z.string() }),
  expiresAt: z.string(),
}) satisfies z.ZodType<InvitationPreview>;

export const acceptedInvitationView = z.object({
  company: companyView,
  employee: employeeView,
  profileId: z.string(),
}) satisfies z.ZodType<AcceptedInvitation>;

export const declinedInvitationView = z.object({ id: z.string(), status: z.literal('declined') });
export const employeeRemovedView = z.object({ id: z.string(), removed: z.literal(true) });

export const companyCardView = z
  .object({
    id: z.string(),
    companyId: z.string(),
    status: z.enum(CARD_STATUSES),
    label: z.string(),
    url: z.string(),
    profileId: nullableString,
    holder: z.object({ userId: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
    batchId: nullableString,
    activatedAt: nullableString,
    updatedAt: z.string(),
  })
  .meta({ id: 'CompanyCard' }) satisfies z.ZodType<CompanyCard>;

export const employeeDetailView = z.object({
  ...employeeFields,
  profiles: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      slug: nullableString,
      status: z.enum(PROFILE_STATUSES),
      default: z.boolean(),
    }),
  ),
  cards: z.array(companyCardView),
}) satisfies z.ZodType<EmployeeDetail>;

export const companyRoleView = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: z.string(),
    permissions: z.array(permissionRule),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
    companyId: z.string(),
    builtIn: z.enum(['admin', 'division-manager']).optional(),
  })
  .meta({ id: 'CompanyRole' }) satisfies z.ZodType<CompanyRole>;

export const roleDeletedView = z.object({
  id: z.string(),
  deleted: z.literal(true),
  movedTo: nullableString,
  moved: z.object({ employees: z.number(), invitations: z.number() }),
}) satisfies z.ZodType<RoleDeleted>;

const divisionFields = {
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  parentId: nullableString,
  createdAt: z.string(),
  updatedAt: z.string(),
};
export const divisionView = z.object(divisionFields).meta({ id: 'Division' }) satisfies z.ZodType<Division>;

/** The division tree: each node's `children` are divisions of the same shape. */
export const divisionNodeView: z.ZodType<DivisionNode> = z
  .object({
    ...divisionFields,
    get children() {
      return z.array(divisionNodeView);
    },
  })
  .meta({ id: 'DivisionNode' });

const movedCounts = {
  employees: z.number(),
  companyLinks: z.number(),
  invitations: z.number(),
  divisions: z.number(),
};
export const divisionDeletedView = z.object({
  id: z.string(),
  deleted: z.literal(true),
  movedTo: nullableString,
  moved: z.object(movedCounts),
}) satisfies z.ZodType<DivisionDeleted>;

/** POST /v1/superadmin/divisions/…/merge: the division kept, and what moved into it. */
export const divisionMergedView = z.object({ division: divisionView, moved: z.object(movedCounts) });

export const adminDivisionView = z.object({ ...divisionFields, companyName: z.string() });

export const employeeImportView = z.object({
  total: z.number(),
  updated: z.number(),
  invited: z.number(),
  unmailed: z.number(),
  rows: z.array(z.object({ row: z.number(), email: z.string(), result: z.enum(['updated', 'invited']) })),
  errors: z.array(importIssueView),
}) satisfies z.ZodType<EmployeeImportResult>;

export const companyEverlinkView = z
  .object({
    id: z.string(),
    companyId: z.string(),
    type: z.enum(COMPANY_EVERLINK_TYPES),
    title: z.string(),
    url: z.string(),
    file: z.object({ name: z.string(), contentType: z.string(), size: z.number() }).nullable(),
    divisionIds: z.array(z.string()),
    order: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'CompanyEverlink' }) satisfies z.ZodType<CompanyEverlink>;
