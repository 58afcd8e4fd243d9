import { useQuery } from '@tanstack/react-query';
import type { Employee } from '@contract/company';
import type { DivisionDeleted, EmployeeDetail, RoleDeleted } from '@contract/company-admin';
import { api } from '../../lib/api';
import { useAppMutation } from '../../lib/toasts';
import { companyKeys, companyPath, employeeName } from './api';
import { useCompanyText, useCompanyUsersText } from './i18n';

/** One at a time (docs/company.md): an employee's page, and deleting a role or a division with its people moved. */

const employeePath = (companyId: string, employeeId: string, rest = '') =>
  companyPath(companyId, `/employees/${encodeURIComponent(employeeId)}${rest}`);

export const employeeKey = (companyId: string, employeeId: string) =>
  [...companyKeys.of(companyId), 'employee', employeeId] as const;

/** GET …/employees/{id}: the record with the person's company profiles and company cards. */
export function useEmployee(companyId: string, employeeId: string) {
  return useQuery({
    queryKey: employeeKey(companyId, employeeId),
    queryFn: ({ signal }) => api.get<EmployeeDetail>(employeePath(companyId, employeeId), { signal }),
  });
}

/** PUT …/roles or …/divisions of one employee. */
export function useSetEmployeeAccess(companyId: string) {
  const { t } = useCompanyUsersText();
  return useAppMutation({
    mutationFn: ({
      employee,
      roleIds,
      divisionIds,
    }: {
      employee: Employee;
      roleIds?: string[];
      divisionIds?: string[];
    }) =>
      roleIds
        ? api.put<Employee>(employeePath(companyId, employee.id, '/roles'), { roleIds })
        : api.put<Employee>(employeePath(companyId, employee.id, '/divisions'), { divisionIds }),
    success: (employee) => t('toast.saved', { name: employeeName(employee) }),
    invalidates: [companyKeys.of(companyId)],
    silentError: true,
  });
}

/** DELETE …/roles/{id}?moveTo=: its holders and invitations get `moveTo`. The dialog shows a refusal. */
export function useDeleteRole(companyId: string) {
  const { t } = useCompanyText();
  return useAppMutation({
    mutationFn: ({ roleId, moveTo }: { roleId: string; name: string; moveTo?: string }) =>
      api.delete<RoleDeleted>(companyPath(companyId, `/roles/${encodeURIComponent(roleId)}`), { query: { moveTo } }),
    success: (result, { name }) => t('toast.roleDeleted', { name, count: result.moved.employees }),
    invalidates: [companyKeys.of(companyId)],
    silentError: true,
  });
}

/** DELETE …/divisions/{id}?moveTo=: its people, links, invitations and sub-divisions go to `moveTo`. */
export function useDeleteDivision(companyId: string) {
  const { t } = useCompanyText();
  return useAppMutation({
    mutationFn: ({ divisionId, moveTo }: { divisionId: string; name: string; moveTo?: string }) =>
      api.delete<DivisionDeleted>(companyPath(companyId, `/divisions/${encodeURIComponent(divisionId)}`), {
        query: { moveTo },
      }),
    success: (result, { name }) => t('toast.divisionDeleted', { name, count: result.moved.employees }),
    invalidates: [companyKeys.of(companyId)],
    silentError: true,
  });
}
