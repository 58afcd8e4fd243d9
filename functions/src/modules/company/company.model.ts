import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { fold } from '../../platform/fold';
import {
  BUILT_IN_ROLE_IDS,
  COMPANY_MESSAGES,
  type Company,
  type Division,
  type Employee,
  type Invitation,
} from '../../contract/company';
import { collections } from '../../platform/store/collections';

/**
 * Stored shapes shared by the company services. Their collections (companies, their employees,
 * roles and divisions, and invitations) are in platform/store/collections.ts; their access gate,
 * authorizeInCompany, is in platform/access.
 */

/** The employee record as stored: the API shape plus what the list searches and sorts by. */
export interface StoredEmployee extends Employee {
  /** Lower-case prefixes of the names and the email, for `array-contains` search. */
  searchKeys: string[];
  /** Last name, first name, email: the list's order. */
  sortKey: string;
}

export interface StoredInvitation extends Invitation {
  /** sha256 of the token in the mail, hex; the token itself is never stored. */
  tokenHash: string;
  /** When the last mail with a token went out; null while none did (held by the mail budgets). */
  mailedAt: string | null;
}

export interface StoredDivision extends Division {
  /** The name folded for uniqueness within the company. */
  nameKey: string;
}

/** What the company services read of a user record. */
export interface UserMembership {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  companyId?: string | null;
}

const MAX_PREFIX = 40;

/** Every prefix of each name, of the full name and of the email, folded. */
export function searchKeysOf(person: { firstName: string; lastName: string; email: string }): string[] {
  const words = `${person.firstName} ${person.lastName}`.split(/\s+/);
  const terms = [person.firstName, person.lastName, `${person.firstName} ${person.lastName}`, person.email, ...words]
    .map(fold)
    .filter(Boolean);
  const keys = new Set<string>();
  for (const term of terms) for (let n = 1; n <= Math.min(term.length, MAX_PREFIX); n++) keys.add(term.slice(0, n));
  return [...keys];
}

/** A search typed by someone, as the keys hold it. */
export const searchTermOf = (search: string) => fold(search).slice(0, MAX_PREFIX);

export function employeeRecord(employee: Employee): StoredEmployee {
  return {
    ...employee,
    searchKeys: searchKeysOf(employee),
    sortKey: fold(`${employee.lastName} ${employee.firstName} ${employee.email}`),
  };
}

export function employeeView(stored: StoredEmployee): Employee {
  const { searchKeys: _keys, sortKey: _sort, ...employee } = stored;
  return employee;
}

export function invitationView(stored: StoredInvitation): Invitation {
  const { tokenHash: _hash, mailedAt: _mailed, ...invitation } = stored;
  return invitation;
}

export function divisionView(stored: StoredDivision): Division {
  const { nameKey: _key, ...division } = stored;
  return division;
}

/** An active holder of the built-in Admin role. */
export const isActiveAdmin = (employee: Pick<Employee, 'status' | 'roleIds'>) =>
  employee.status === 'active' && employee.roleIds.includes(BUILT_IN_ROLE_IDS.admin);

/** The active admins of a company, read inside a transaction (last-admin checks). */
export const activeAdminsQuery = (ctx: AppContext, companyId: string) =>
  collections(ctx)
    .employees(companyId)
    .where('roleIds', 'array-contains', BUILT_IN_ROLE_IDS.admin)
    .where('status', '==', 'active');

export const now = (ctx: AppContext) => ctx.clock.now().toISOString();

/** Cursors are the last listed document's id (or ids, dot-separated), base64url. */
export const encodeCursor = (id: string) => Buffer.from(id).toString('base64url');

const DOC_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The ids of a cursor; anything else (a forged or mangled cursor) is 400, never a store path. */
export function decodeCursor(cursor: string, parts = 1): string[] {
  const ids = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  if (ids.length !== parts || !ids.every((id) => DOC_ID.test(id)))
    throw badRequest(COMPANY_MESSAGES.invalidCursor, { cursor: COMPANY_MESSAGES.invalidCursor });
  return ids;
}

/** The company, or null: a plain read for other modules, with no access check. */
export async function getCompanyById(ctx: AppContext, companyId: string): Promise<Company | null> {
  if (!DOC_ID.test(companyId)) return null;
  return (await collections(ctx).companies.doc(companyId).get()).data() ?? null;
}
