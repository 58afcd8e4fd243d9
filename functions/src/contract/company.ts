import { z } from 'zod';
import { MESSAGES } from './messages';
import { email, id, optionalString, pageQuery, requiredString, url } from './common';
import { color } from './profiles';
import { ACTIONS, COMPANY_SUBJECTS, type PermissionRule } from './roles';

/**
 * Companies, their employees, invitations, company roles and divisions (docs/company.md).
 * Store layout: docs/company.md and /work/team/COMPANY-MODEL.md. The shapes it answers: company-types.ts.
 */

export const COMPANY_LIMITS = {
  name: 120,
  industry: 120,
  title: 120,
  department: 120,
  personName: 100,
  roleName: 60,
  divisionName: 80,
  rulesPerRole: 50,
  rolesPerCompany: 100,
  divisionsPerCompany: 500,
  rolesPerEmployee: 20,
  divisionsPerEmployee: 20,
  search: 100,
  importRows: 5000,
  /** Longer cells are reported on their row, not imported. */
  importCell: 200,
  /** Days an invitation can be taken up; inviting again starts the period anew. */
  invitationDays: 30,
  /** Invitation mails one company may send in an hour (S8); an import holds the rest unmailed. */
  invitationMailsPerCompanyHour: 100,
  /** Invitation mails one address receives in a day, from all companies together (S8). */
  invitationMailsPerAddressDay: 3,
  /** Inviting the same address again within this many minutes mails nothing new. */
  invitationResendMinutes: 60,
} as const;

/** Profile fields an admin may lock: employees' profiles keep the company's value. */
export const LOCKABLE_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'jobTitle',
  'company',
  'department',
  'pronouns',
  'headline',
  'bio',
  'email',
  'phoneNumbers',
  'emails',
  'websites',
  'addresses',
  'bookingUrl',
  'socials',
  'config',
] as const;
export type LockableProfileField = (typeof LOCKABLE_PROFILE_FIELDS)[number];

export const EMPLOYEE_STATUSES = ['active', 'suspended'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Ids of the roles every company is created with. */
export const BUILT_IN_ROLE_IDS = { admin: 'admin', divisionManager: 'division-manager' } as const;
export type BuiltInRole = 'admin' | 'division-manager';

export const DEFAULT_BRAND = { primaryColor: '#1f6feb', accentColor: '#f59e0b' } as const;

/** Columns of the employee CSV, import and export alike. */
export const EMPLOYEE_CSV_COLUMNS = ['email', 'firstName', 'lastName', 'title', 'division', 'role'] as const;

export const COMPANY_MESSAGES = {
  alreadyInCompany: 'You already belong to a company.',
  alreadyMember: 'This person is already a member of this company.',
  lastAdmin: 'A company needs at least one active admin. Make someone else an admin first.',
  unknownRole: 'Unknown role.',
  unknownDivision: 'Unknown division.',
  beyondCallerRights: 'You can only give rights that you hold yourself.',
  divisionOutOfReach: 'You can only place people in divisions you manage.',
  ownScope: 'Only someone with company-wide rights can change your own roles or divisions.',
  ruleNeedsCompany: 'A company role can only grant rights inside this company.',
  ruleConditionUnknown: 'A company role rule may only be limited by company, division or the person themselves.',
  unknownAction: `Unknown action. Use one of: ${ACTIONS.join(', ')}.`,
  unknownSubject: `Unknown subject. Use one of: ${COMPANY_SUBJECTS.join(', ')}.`,
  adminRoleKeepsManage: 'The Admin role always manages its whole company; its rules cannot be narrowed.',
  builtInRoleName: 'The Admin and Division manager roles keep their names.',
  divisionCycle: 'A division cannot be placed inside itself or one of its sub-divisions.',
  divisionNameTaken: 'A division with this name already exists.',
  mergeIntoSelf: 'Choose another division to merge into.',
  invitationInvalid: 'This invitation is no longer valid.',
  invitationExpired: 'This invitation has expired. Ask for a new one.',
  invitationAccepted: 'This invitation was already accepted.',
  invitationOtherEmail: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  invitationUnverified: 'Verify your email address to accept this invitation.',
  invitationMailLimit: 'Your company has sent too many invitations in the last hour. Try again later.',
  profileNotYours: 'Choose one of your own profiles.',
  importNoEmailColumn: 'The file needs an email column.',
  importEmpty: 'The file has no rows to import.',
  importTooManyRows: `A file can hold at most ${COMPANY_LIMITS.importRows} rows.`,
  importMalformed: 'This file could not be read as CSV.',
  importNothingValid: 'No row of the file could be imported.',
  importCellTooLong: `Values can be at most ${COMPANY_LIMITS.importCell} characters long.`,
  importDuplicate: 'This email appears on an earlier row.',
  tooManyRoles: `A company can have at most ${COMPANY_LIMITS.rolesPerCompany} roles.`,
  tooManyDivisions: `A company can have at most ${COMPANY_LIMITS.divisionsPerCompany} divisions.`,
  suspended: 'Your access to this company is suspended. Ask an admin of the company.',
  transferToSelf: 'Choose another employee to take over the leads.',
  transferToActiveEmployee: 'Leads can only go to an active employee of the company.',
  unknownProfileField: 'Unknown profile field.',
  invalidCursor: 'This list position is no longer valid. Please load the list again.',
} as const;

const requiredError = (iss: { input?: unknown }) =>
  iss.input === undefined || iss.input === null ? MESSAGES.required : undefined;

const unique = <T>(values: T[]): T[] => [...new Set(values)];

const idList = (max: number) => z.array(id(), { error: requiredError }).max(max).transform(unique);

/** A website, or '' / null to clear it. */
const website = () => z.preprocess((v) => (typeof v === 'string' && !v.trim() ? null : v), url().nullable());

const atLeastOneField = (body: object) => Object.keys(body).length > 0;

export const createCompanyBody = z
  .object({
    name: requiredString(COMPANY_LIMITS.name),
    website: website().optional(),
    industry: optionalString(COMPANY_LIMITS.industry),
  })
  .strict();
export type CreateCompanyBody = z.infer<typeof createCompanyBody>;

export const updateCompanyBody = z
  .object({
    name: requiredString(COMPANY_LIMITS.name),
    website: website(),
    industry: optionalString(COMPANY_LIMITS.industry),
    brand: z.object({ primaryColor: color(), accentColor: color() }).partial().strict(),
    lockedFields: z
      .array(z.enum(LOCKABLE_PROFILE_FIELDS, { error: COMPANY_MESSAGES.unknownProfileField }))
      .max(LOCKABLE_PROFILE_FIELDS.length)
      .transform(unique),
  })
  .partial()
  .strict()
  .refine(atLeastOneField, MESSAGES.required);
export type UpdateCompanyBody = z.infer<typeof updateCompanyBody>;

/** Filters of the employee list (and of the export). */
export const employeeFilters = z
  .object({
    /** A prefix of the first name, last name, full name or email, any case. */
    search: z.string().trim().max(COMPANY_LIMITS.search),
    divisionId: id(),
    roleId: id(),
    status: z.enum(EMPLOYEE_STATUSES),
  })
  .partial();
export type EmployeeFilters = z.infer<typeof employeeFilters>;

export const employeeListQuery = pageQuery.extend(employeeFilters.shape);
export type EmployeeListQuery = z.infer<typeof employeeListQuery>;

export const exportEmployeesBody = employeeFilters.strict();

export const updateEmployeeBody = z
  .object({
    title: optionalString(COMPANY_LIMITS.title),
    department: optionalString(COMPANY_LIMITS.department),
    status: z.enum(EMPLOYEE_STATUSES),
  })
  .partial()
  .strict()
  .refine(atLeastOneField, MESSAGES.required);
export type UpdateEmployeeBody = z.infer<typeof updateEmployeeBody>;

export const employeeRolesBody = z.object({ roleIds: idList(COMPANY_LIMITS.rolesPerEmployee) }).strict();
export const employeeDivisionsBody = z.object({ divisionIds: idList(COMPANY_LIMITS.divisionsPerEmployee) }).strict();

export const inviteEmployeeBody = z
  .object({
    email: email(),
    firstName: optionalString(COMPANY_LIMITS.personName),
    lastName: optionalString(COMPANY_LIMITS.personName),
    title: optionalString(COMPANY_LIMITS.title),
    department: optionalString(COMPANY_LIMITS.department),
    roleIds: idList(COMPANY_LIMITS.rolesPerEmployee).default([]),
    divisionIds: idList(COMPANY_LIMITS.divisionsPerEmployee).default([]),
  })
  .strict();
export type InviteEmployeeBody = z.infer<typeof inviteEmployeeBody>;

export const acceptInvitationBody = z
  .object({
    invitationId: id(),
    token: z.string({ error: requiredError }).trim().min(1, MESSAGES.required).max(200),
    profileId: id().optional(),
  })
  .strict();
export type AcceptInvitationBody = z.infer<typeof acceptInvitationBody>;

/** POST /v1/company/invitations/{id}/accept from the app: which of the caller's profiles becomes the company profile (a new one when none). */
export const acceptMyInvitationBody = z.object({ profileId: id().optional() }).strict();
export const myInvitationParam = z.object({ invitationId: id() });

export const COMPANY_PLACEHOLDER = '${company.id}';

/** One action or subject, or a list of them, each from the allowed list; stored as a list. */
const oneOrMany = (allowed: readonly string[], message: string) =>
  z
    .union([z.string(), z.array(z.string()).min(1).max(allowed.length)], { error: message })
    .transform((v) => unique(Array.isArray(v) ? v : [v]))
    .refine((list) => list.every((v) => allowed.includes(v)), message);

/**
 * A rule of a company role: an action and subject from the fixed lists, always limited to the
 * company (`${company.id}` or its literal id, stored as the placeholder), optionally also to
 * the holder's divisions or to the holder themselves. Other conditions are refused: the rules
 * reach CASL and the browser, and only these shapes are known to mean what they say.
 */
export function companyRule(companyId?: string) {
  const company = z
    .string({ error: COMPANY_MESSAGES.ruleNeedsCompany })
    .refine(
      (v) => v === COMPANY_PLACEHOLDER || (companyId ? v === companyId : v.length > 0),
      COMPANY_MESSAGES.ruleNeedsCompany,
    )
    .transform(() => COMPANY_PLACEHOLDER);
  const conditions = z.strictObject(
    {
      companyId: company,
      divisionIds: z
        .strictObject(
          { $in: z.literal('${user.divisionIds}', { error: COMPANY_MESSAGES.ruleConditionUnknown }) },
          { error: COMPANY_MESSAGES.ruleConditionUnknown },
        )
        .optional(),
      userId: z.literal('${user.id}', { error: COMPANY_MESSAGES.ruleConditionUnknown }).optional(),
    },
    {
      error: (iss) =>
        iss.code === 'unrecognized_keys' ? COMPANY_MESSAGES.ruleConditionUnknown : COMPANY_MESSAGES.ruleNeedsCompany,
    },
  );
  return z.strictObject({
    action: oneOrMany(ACTIONS, COMPANY_MESSAGES.unknownAction),
    subject: oneOrMany(COMPANY_SUBJECTS, COMPANY_MESSAGES.unknownSubject),
    conditions,
  });
}

const companyRoleFields = (companyId?: string) => ({
  name: requiredString(COMPANY_LIMITS.roleName),
  permissions: z.array(companyRule(companyId), { error: requiredError }).max(COMPANY_LIMITS.rulesPerRole),
});

/** POST …/roles; pass the company id to accept its literal id in rules as well as the placeholder. */
export const companyRoleBody = (companyId?: string) => z.object(companyRoleFields(companyId)).strict();
export type CompanyRoleBody = z.infer<ReturnType<typeof companyRoleBody>>;

/** PUT …/roles/{roleId}: the name, the rules, or both. */
export const updateCompanyRoleBody = (companyId?: string) =>
  z.object(companyRoleFields(companyId)).partial().strict().refine(atLeastOneField, MESSAGES.required);
export type UpdateCompanyRoleBody = z.infer<ReturnType<typeof updateCompanyRoleBody>>;

export type CompanyRule = z.infer<ReturnType<typeof companyRule>> & PermissionRule;

export const divisionBody = z
  .object({
    name: requiredString(COMPANY_LIMITS.divisionName),
    parentId: id().nullable().optional(),
  })
  .strict();
export type DivisionBody = z.infer<typeof divisionBody>;

export const updateDivisionBody = divisionBody.partial().strict().refine(atLeastOneField, MESSAGES.required);
export type UpdateDivisionBody = z.infer<typeof updateDivisionBody>;

export * from './company-params';
export type {
  StoredFile,
  Company,
  Employee,
  Invitation,
  InviteResult,
  MyInvitation,
  AcceptedInvitation,
  CompanyRole,
  Division,
  DivisionNode,
  EmployeeImportRow,
  EmployeeImportResult,
} from './company-types';
