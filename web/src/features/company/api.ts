import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptInvitationBody,
  Company,
  CompanyRole,
  CompanyRoleBody,
  CreateCompanyBody,
  DivisionBody,
  DivisionNode,
  Employee,
  EmployeeFilters,
  EmployeeImportResult,
  Invitation,
  InviteEmployeeBody,
  InviteResult,
  UpdateCompanyBody,
  UpdateCompanyRoleBody,
  UpdateDivisionBody,
  UpdateEmployeeBody,
} from '@contract/company';
import { api } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { useAppMutation } from '../../lib/toasts';
import { roleKeys, userKeys } from '../auth/api';

/** Rows a page of the users table asks for. */
export const EMPLOYEES_PAGE_SIZE = 50;

/** Query keys of the company screens (the `/v1/company` group). */
export const companyKeys = {
  all: ['company'] as const,
  /** GET /v1/company (the caller's), or GET /v1/company/{id} when a superadmin opens another. */
  current: (companyId: string | null) => ['company', 'current', companyId ?? 'mine'] as const,
  of: (companyId: string) => ['company', companyId] as const,
  employees: (companyId: string, filters: EmployeeFilters = {}, limit = EMPLOYEES_PAGE_SIZE) => ['company', companyId, 'employees', filters, limit] as const,
  invitations: (companyId: string) => ['company', companyId, 'invitations'] as const,
  roles: (companyId: string) => ['company', companyId, 'roles'] as const,
  divisions: (companyId: string) => ['company', companyId, 'divisions'] as const,
};

export const companyPath = (companyId: string, rest = '') => `/v1/company/${encodeURIComponent(companyId)}${rest}`;
const employeePath = (companyId: string, employeeId: string, rest = '') => companyPath(companyId, `/employees/${encodeURIComponent(employeeId)}${rest}`);

/** Drops empty filters, so equal lists share a cache entry and the query string stays short. */
export function cleanEmployeeFilters(filters: EmployeeFilters): EmployeeFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== '')) as EmployeeFilters;
}

// --- reads ---

/** The company the screens show: the caller's own (404 when they have none), or the one a superadmin opened. */
export function useCompany(companyId: string | null) {
  return useQuery({
    queryKey: companyKeys.current(companyId),
    queryFn: ({ signal }) => api.get<Company>(companyId ? companyPath(companyId) : '/v1/company', { signal }),
  });
}

export function useEmployees(companyId: string, filters: EmployeeFilters, enabled = true, limit = EMPLOYEES_PAGE_SIZE) {
  const clean = cleanEmployeeFilters(filters);
  return useInfiniteQuery({
    queryKey: companyKeys.employees(companyId, clean, limit),
    queryFn: ({ pageParam, signal }) => api.list<Employee>(companyPath(companyId, '/employees'), { query: { ...clean, limit, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** GET /v1/company/invitations: the pending ones, newest first, for those who may invite. */
export function useInvitations(companyId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: companyKeys.invitations(companyId),
    queryFn: ({ pageParam, signal }) => api.list<Invitation>('/v1/company/invitations', { query: { companyId, limit: 50, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

export function useCompanyRoles(companyId: string, enabled = true) {
  return useQuery({ queryKey: companyKeys.roles(companyId), queryFn: ({ signal }) => api.get<CompanyRole[]>(companyPath(companyId, '/roles'), { signal }), enabled });
}

export function useDivisions(companyId: string, enabled = true) {
  return useQuery({ queryKey: companyKeys.divisions(companyId), queryFn: ({ signal }) => api.get<DivisionNode[]>(companyPath(companyId, '/divisions'), { signal }), enabled });
}

// --- the company ---

/** Creating or joining a company changes the person's record and roles (premium, the ability). */
function useRefreshMembership() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([companyKeys.all, userKeys.all, roleKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

export function useCreateCompany() {
  const refresh = useRefreshMembership();
  return useAppMutation({
    mutationFn: (body: CreateCompanyBody) => api.post<Company>('/v1/company', body),
    success: (company) => `${company.name} is set up. You are its admin.`,
    onSuccess: () => refresh(),
    silentError: true,
  });
}

export function useUpdateCompany(companyId: string, success = 'Company saved.') {
  return useAppMutation({
    mutationFn: (body: UpdateCompanyBody) => api.put<Company>(companyPath(companyId), body),
    success,
    invalidates: [companyKeys.all],
    silentError: true,
  });
}

/** POST /v1/company/invitations/accept: the invitation link's id and token, for the signed-in person. */
export function useAcceptInvitation() {
  const refresh = useRefreshMembership();
  return useAppMutation({
    mutationFn: (body: AcceptInvitationBody) => api.post<{ company: Company; employee: Employee }>('/v1/company/invitations/accept', body),
    success: ({ company }) => `Welcome to ${company.name}.`,
    onSuccess: () => refresh(),
  });
}

// --- employees and invitations ---

export function useInviteEmployee(companyId: string) {
  return useAppMutation({
    mutationFn: (body: InviteEmployeeBody) => api.post<InviteResult>(companyPath(companyId, '/employees'), body),
    success: (result) => (result.status === 'joined' ? `${result.employee.email} joined the company.` : `An invitation was sent to ${result.invitation.email}.`),
    invalidates: [companyKeys.of(companyId)],
    silentError: true,
  });
}

export function useRevokeInvitation(companyId: string) {
  return useAppMutation({
    mutationFn: (invitation: Invitation) => api.delete<Invitation>(companyPath(companyId, `/invitations/${encodeURIComponent(invitation.id)}`)),
    success: (_data, invitation) => `The invitation to ${invitation.email} was revoked.`,
    invalidates: [companyKeys.invitations(companyId)],
  });
}

export function useUpdateEmployee(companyId: string) {
  return useAppMutation({
    mutationFn: ({ employee, body }: { employee: Employee; body: UpdateEmployeeBody }) => api.put<Employee>(employeePath(companyId, employee.id), body),
    success: (employee, { body }) =>
      body.status === 'suspended'
        ? `${employeeName(employee)} is suspended.`
        : body.status === 'active'
          ? `${employeeName(employee)} is active again.`
          : `${employeeName(employee)} was saved.`,
    invalidates: [companyKeys.of(companyId)],
  });
}

/** The bulk bar: the same roles, or the same divisions, for every selected employee. */
export function useBulkAssign(companyId: string) {
  return useAppMutation({
    mutationFn: async ({ employees, roleIds, divisionIds }: { employees: readonly Employee[]; roleIds?: string[]; divisionIds?: string[] }) => {
      // One at a time: each answer may refuse (the last admin), and the others still go through.
      const failures: { employee: Employee; error: unknown }[] = [];
      for (const employee of employees) {
        try {
          if (roleIds) await api.put<Employee>(employeePath(companyId, employee.id, '/roles'), { roleIds });
          if (divisionIds) await api.put<Employee>(employeePath(companyId, employee.id, '/divisions'), { divisionIds });
        } catch (error) {
          failures.push({ employee, error });
        }
      }
      if (failures.length === employees.length) throw failures[0].error;
      return { changed: employees.length - failures.length, failures };
    },
    success: ({ changed, failures }) => `${changed} ${changed === 1 ? 'person was' : 'people were'} updated.${failures.length ? ` ${failures.length} could not be changed.` : ''}`,
    invalidates: [companyKeys.of(companyId)],
  });
}

/** DELETE …/employees/{id}: their company cards are released; their leads stay with the company, or go to `transferLeadsTo`. */
export function useRemoveEmployee(companyId: string) {
  return useAppMutation({
    mutationFn: ({ employee, transferLeadsTo }: { employee: Employee; transferLeadsTo?: string }) =>
      api.delete<{ id: string; removed: true }>(employeePath(companyId, employee.id), { query: { transferLeadsTo } }),
    success: (_data, { employee }) => `${employeeName(employee)} was removed from the company.`,
    invalidates: [companyKeys.of(companyId)],
  });
}

// --- roles and divisions ---

export function useCreateRole(companyId: string) {
  return useAppMutation({
    mutationFn: (body: CompanyRoleBody) => api.post<CompanyRole>(companyPath(companyId, '/roles'), body),
    success: (role) => `The role ${role.name} was created.`,
    invalidates: [companyKeys.roles(companyId)],
    silentError: true,
  });
}

export function useUpdateRole(companyId: string) {
  return useAppMutation({
    mutationFn: ({ roleId, body }: { roleId: string; body: UpdateCompanyRoleBody }) => api.put<CompanyRole>(companyPath(companyId, `/roles/${encodeURIComponent(roleId)}`), body),
    success: (role) => `The role ${role.name} was saved.`,
    invalidates: [companyKeys.roles(companyId)],
    silentError: true,
  });
}

export function useCreateDivision(companyId: string) {
  return useAppMutation({
    mutationFn: (body: DivisionBody) => api.post<DivisionNode>(companyPath(companyId, '/divisions'), body),
    success: (division) => `The division ${division.name} was added.`,
    invalidates: [companyKeys.divisions(companyId)],
    silentError: true,
  });
}

export function useUpdateDivision(companyId: string) {
  return useAppMutation({
    mutationFn: ({ divisionId, body }: { divisionId: string; body: UpdateDivisionBody }) =>
      api.put<DivisionNode>(companyPath(companyId, `/divisions/${encodeURIComponent(divisionId)}`), body),
    success: (division) => `The division is now called ${division.name}.`,
    invalidates: [companyKeys.divisions(companyId)],
    silentError: true,
  });
}

// --- CSV ---

export function useImportEmployees(companyId: string) {
  return useAppMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<EmployeeImportResult>(companyPath(companyId, '/import/csv'), form);
    },
    success: (result) => `${result.joined + result.updated + result.invited} of ${result.total} rows imported.`,
    invalidates: [companyKeys.of(companyId)],
    silentError: true,
  });
}

export function useExportEmployees(companyId: string) {
  return useAppMutation({
    mutationFn: async (filters: EmployeeFilters) =>
      saveFile(await api.download(companyPath(companyId, '/export/csv'), { method: 'POST', body: cleanEmployeeFilters(filters) }), 'everlink-employees.csv'),
    success: 'Your CSV file is downloading.',
  });
}

// --- presentation ---

export function employeeName(employee: Pick<Employee, 'firstName' | 'lastName' | 'email'>): string {
  return [employee.firstName, employee.lastName].filter(Boolean).join(' ').trim() || employee.email;
}
