import type { AppContext } from '../../platform/context';
import type { Caller } from '../../platform/access';
import { badRequest } from '../../platform/errors';
import type { Query, QueryDocumentSnapshot } from '../../platform/store/types';
import { COMPANY_MESSAGES, type Employee, type EmployeeFilters, type EmployeeListQuery } from '../../contract/company';
import {
  authorizeInCompany,
  decodeCursor,
  employeeView,
  encodeCursor,
  searchTermOf,
  type StoredEmployee,
} from './company.model';
import { collections } from '../../platform/store/collections';

/** The employee list and its filters, page by page (GET …/employees) or all at once (the CSV export). */

const SCAN_PAGE = 200;
/** At most this many records are read for one page of a filtered list; the cursor goes on from there. */
const SCAN_LIMIT = 2000;

function matches(e: StoredEmployee, filters: EmployeeFilters, term: string | undefined): boolean {
  return (
    (!term || e.searchKeys.includes(term)) &&
    (!filters.divisionId || e.divisionIds.includes(filters.divisionId)) &&
    (!filters.roleId || e.roleIds.includes(filters.roleId)) &&
    (!filters.status || e.status === filters.status)
  );
}

/**
 * The most selective filter runs in the store (Firestore allows one `array-contains` a query);
 * the others are checked on the records read. Ordered by last name, first name, email.
 */
function planFor(
  ctx: AppContext,
  companyId: string,
  filters: EmployeeFilters,
  term: string | undefined,
): Query<StoredEmployee> {
  let q: Query<StoredEmployee> = collections(ctx).employees(companyId);
  if (term) q = q.where('searchKeys', 'array-contains', term);
  else if (filters.divisionId) q = q.where('divisionIds', 'array-contains', filters.divisionId);
  else if (filters.roleId) q = q.where('roleIds', 'array-contains', filters.roleId);
  else if (filters.status) q = q.where('status', '==', filters.status);
  return q.orderBy('sortKey');
}

/** Whether the store's query checks every filter given, so every record read belongs in the list. */
function exactIn(filters: EmployeeFilters, term: string | undefined): boolean {
  return [term, filters.divisionId, filters.roleId, filters.status].filter(Boolean).length <= 1;
}

/**
 * Employees matching the filters, one at a time, after `afterId` (for exports and pages),
 * read `pageSize` records a query.
 */
export async function* walkEmployees(
  ctx: AppContext,
  companyId: string,
  filters: EmployeeFilters,
  afterId?: string,
  pageSize = SCAN_PAGE,
): AsyncGenerator<{ employee: StoredEmployee; match: boolean }> {
  const term = filters.search ? searchTermOf(filters.search) : undefined;
  const plan = planFor(ctx, companyId, filters, term);
  let after: QueryDocumentSnapshot<StoredEmployee> | undefined;
  if (afterId) {
    const snap = await collections(ctx).employees(companyId).doc(afterId).get();
    if (!snap.exists) throw badRequest(COMPANY_MESSAGES.invalidCursor, { cursor: COMPANY_MESSAGES.invalidCursor });
    after = snap as QueryDocumentSnapshot<StoredEmployee>;
  }
  for (;;) {
    const page = await (after ? plan.startAfter(after) : plan).limit(pageSize).get();
    for (const doc of page.docs) yield { employee: doc.data(), match: matches(doc.data(), filters, term) };
    after = page.docs.at(-1);
    if (page.size < pageSize || !after) return;
  }
}

export async function listEmployees(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  query: EmployeeListQuery,
): Promise<{ data: Employee[]; nextCursor?: string }> {
  await authorizeInCompany(ctx, caller, 'read', 'Employee', companyId);
  const { limit, cursor, ...filters } = query;
  // Where the store checks every filter, a page reads its own size and one more (to know whether
  // more follow), not a scan page of SCAN_PAGE records whatever the limit.
  const exact = exactIn(filters, filters.search ? searchTermOf(filters.search) : undefined);
  const found: StoredEmployee[] = [];
  let scanned = 0;
  let lastScanned: string | undefined;
  for await (const { employee, match } of walkEmployees(
    ctx,
    companyId,
    filters,
    cursor ? decodeCursor(cursor)[0] : undefined,
    exact ? limit + 1 : SCAN_PAGE,
  )) {
    if (match) found.push(employee);
    lastScanned = employee.id;
    if (found.length > limit) break;
    // A sparse filter over a large company: answer what was found and let the cursor go on.
    if (++scanned >= SCAN_LIMIT && lastScanned)
      return { data: found.map(employeeView), nextCursor: encodeCursor(lastScanned) };
  }
  const data = found.slice(0, limit);
  const tail = data.at(-1);
  return { data: data.map(employeeView), nextCursor: found.length > limit && tail ? encodeCursor(tail.id) : undefined };
}
