import type { ImportIssue } from './contacts';
import type { BuiltInRole, EmployeeStatus, InvitationStatus, LockableProfileField } from './company';
import type { Role } from './roles';

/** The shapes the company API answers (docs/company.md); its rules and schemas are in company.ts. */

export interface StoredFile {
  url: string;
  path: string;
}

export interface Company {
  id: string;
  /** Equal to `id`, so CASL conditions on `companyId` match the company itself. */
  companyId: string;
  name: string;
  website: string | null;
  industry: string;
  ownerId: string;
  logo?: StoredFile | null;
  background?: StoredFile | null;
  brand: { primaryColor: string; accentColor: string };
  lockedFields: LockableProfileField[];
  createdAt: string;
  updatedAt: string;
}

/** An employee as the API answers it; `id` is the user id. */
export interface Employee {
  id: string;
  userId: string;
  companyId: string;
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  department: string;
  roleIds: string[];
  divisionIds: string[];
  status: EmployeeStatus;
  joinedAt: string;
  updatedAt: string;
}

export interface Invitation {
  id: string;
  companyId: string;
  email: string;
  firstName: string;
  lastName: string;
  title: string;
  department: string;
  roleIds: string[];
  divisionIds: string[];
  invitedBy: string;
  status: InvitationStatus;
  createdAt: string;
  updatedAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  acceptedBy: string | null;
}

/**
 * POST …/employees: always a pending invitation, whether or not the address has an account or a
 * company (the answer reveals neither; the person says yes themselves).
 */
export interface InviteResult {
  status: 'invited';
  invitation: Invitation;
}

/** GET /v1/company/invitations/mine: one pending invitation to the caller's verified email. */
export interface MyInvitation {
  id: string;
  email: string;
  company: { id: string; name: string };
  /** Who invited, by name as their company knows them (empty when they left since). */
  invitedBy: { name: string };
  title: string;
  department: string;
  createdAt: string;
  expiresAt: string;
}

/** What accepting answers: the company, the new membership, and the profile that is now the company profile. */
export interface AcceptedInvitation {
  company: Company;
  employee: Employee;
  profileId: string;
}

export interface CompanyRole extends Role {
  companyId: string;
  builtIn?: BuiltInRole;
}

export interface Division {
  id: string;
  companyId: string;
  name: string;
  parentId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET …/divisions answers the divisions as a tree, each level by name. */
export interface DivisionNode extends Division {
  children: DivisionNode[];
}

/** What the employee CSV import did with each row it took. */
export interface EmployeeImportRow {
  row: number;
  email: string;
  result: 'updated' | 'invited';
}

export interface EmployeeImportResult {
  /** Rows read from the file (without the header). */
  total: number;
  updated: number;
  invited: number;
  /** Invitations stored but not mailed: over the company's hourly mail budget (re-send them later). */
  unmailed: number;
  rows: EmployeeImportRow[];
  errors: ImportIssue[];
}
