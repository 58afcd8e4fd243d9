import { z } from 'zod';
import { id } from './common';
import type { Employee } from './company';
import type { CompanyCard } from './company-brand';
import type { ProfileStatus } from './profiles';

/**
 * A company admin's one-at-a-time screens (docs/company.md): one employee's page, and deleting
 * a custom role or a division with the people on it moved to a chosen one.
 */

export const COMPANY_ADMIN_MESSAGES = {
  builtInRoleKept: 'Built-in roles cannot be deleted.',
  roleInUse: 'People still hold this role. Choose a role to move them to.',
  divisionInUse:
    'This division still has people, company links, invitations or sub-divisions. Choose a division to move them to.',
  moveToSelf: 'Choose another one to move them to.',
} as const;

/** DELETE …/roles/{roleId} and …/divisions/{divisionId}: where the people on it go. */
/** DELETE /v1/company/{companyId}/employees/{employeeId}: who takes the leaving employee's leads. */
export const removeEmployeeQuery = z.object({ transferLeadsTo: id().optional() });

export const deleteMoveQuery = z.object({ moveTo: id().optional() }).strict();
export type DeleteMoveQuery = z.infer<typeof deleteMoveQuery>;

export interface RoleDeleted {
  id: string;
  deleted: true;
  movedTo: string | null;
  moved: { employees: number; invitations: number };
}

export interface DivisionDeleted {
  id: string;
  deleted: true;
  movedTo: string | null;
  moved: { employees: number; companyLinks: number; invitations: number; divisions: number };
}

/** One of the employee's profiles that carry the company. */
export interface EmployeeProfileSummary {
  id: string;
  name: string;
  slug: string | null;
  status: ProfileStatus;
  default: boolean;
}

/** GET …/employees/{employeeId}: the record, with what the caller may see of the person's profiles and company cards. */
export interface EmployeeDetail extends Employee {
  profiles: EmployeeProfileSummary[];
  cards: CompanyCard[];
}
