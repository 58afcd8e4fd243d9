import type { AppContext } from '../../platform/context';
import { authorizeInCompany, can, type Caller } from '../../platform/access';
import type { EmployeeDetail, EmployeeProfileSummary } from '../../contract/company-admin';
import { employeeView } from './company.model';
import { loadEmployee } from './employees.service';
import { cardsHeldBy } from './company-cards.service';
import { collections } from '../../platform/store/collections';

/**
 * GET /v1/company/{companyId}/employees/{employeeId}: one employee's page. The caller's rules
 * must reach the employee (a division manager: their divisions); the profiles and company
 * cards are listed as far as those rules reach them.
 */
export async function getEmployeeDetail(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  employeeId: string,
): Promise<EmployeeDetail> {
  const employee = await loadEmployee(ctx, caller, companyId, employeeId);
  const reach = { companyId, divisionIds: employee.divisionIds };
  await authorizeInCompany(ctx, caller, 'read', 'Employee', companyId, { divisionIds: employee.divisionIds });
  let profiles: EmployeeProfileSummary[] = [];
  if (await can(ctx, caller, 'read', 'Profile', reach)) {
    profiles = (await collections(ctx).profiles.where('userId', '==', employee.userId).get()).docs
      .map((d) => d.data())
      .filter((p) => p.companyId === companyId && p.status !== 'deleted')
      .sort((a, b) => Number(b.default) - Number(a.default) || a.name.localeCompare(b.name))
      .map((p) => ({ id: p.id, name: p.name, slug: p.slug, status: p.status, default: p.default }));
  }
  return { ...employeeView(employee), profiles, cards: await cardsHeldBy(ctx, caller, companyId, employee) };
}
