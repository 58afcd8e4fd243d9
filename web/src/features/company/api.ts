import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptedInvitation,
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
  MyInvitation,
  UpdateCompanyBody,
  UpdateCompanyRoleBody,
  UpdateDivisionBody,
  UpdateEmployeeBody,
} from '@contract/company';
import { api } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { useAppMutation } from '../../lib/toasts';
import { roleKeys, userKeys } from '../auth/api';
import { useCompanyText, useCompanyUsersText } from './i18n';

/** Rows a page of the users table asks for. */
export const EMPLOYEES_PAGE_SIZE = 50;

/** Query keys of the company screens (the `/v1/company` group). */
export const companyKeys = {
  all: ['company'] as const,
  /** GET /v1/company (the caller's), or GET /v1/company/{id} when a superadmin opens another. */
  current: (companyId: string | null) => ['company', 'current', companyId ?? 'mine'] as const,
  of: (companyId: string) => ['company', companyId] as const,
  employees: (companyId: string, filters: EmployeeFilters = {}, limit = EMPLOYEES_PAGE_SIZE) =>
    ['company', companyId, 'employees', filters, limit] as const,
  invitations: (companyId: string) => ['company', companyId, 'invitations'] as const,
  /** GET /v1/company/invitations/mine: the signed-in person's own pending invitations. */
  mine: ['company', 'invitations', 'mine'] as const,
  roles: (companyId: string) => ['company', companyId, 'roles'] as const,
  divisions: (companyId: string) => ['company', companyId, 'divisions'] as const,
};

export const companyPath = (companyId: string, rest = '') => `/v1/company/${encodeURIComponent(companyId)}${rest}`;
const employeePath = (companyId: string, employeeId: string, rest = '') =>
  companyPath(companyId, `/employees/${encodeURIComponent(employeeId)}${rest}`);

/** Drops empty filters, so equal lists share a cache entry and the query string stays short. */
export function cleanEmployeeFilters(filters: EmployeeFilters): EmployeeFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as EmployeeFilters;
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
    queryFn: ({ pageParam, signal }) =>
      api.list<Employee>(companyPath(companyId, '/employees'), {
        query: { ...clean, limit, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

/** GET /v1/company/invitations: the pending ones, newest first, for those who may invite. */
export function useInvitations(companyId: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: companyKeys.invitations(companyId),
    queryFn: ({ pageParam, signal }) =>
      api.list<Invitation>('/v1/company/invitations', { query: { companyId, limit: 50, cursor: pageParam }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}

export function useCompanyRoles(companyId: string, enabled = true) {
  return useQuery({
    queryKey: companyKeys.roles(companyId),
    queryFn: ({ signal }) => api.get<CompanyRole[]>(companyPath(companyId, '/roles'), { signal }),
    enabled,
  });
}

export function useDivisions(companyId: string, enabled = true) {
  return useQuery({
    queryKey: companyKeys.divisions(companyId),
    queryFn: ({ signal }) => api.get<DivisionNode[]>(companyPath(companyId, '/divisions'), { signal }),
    enabled,
  });
}

// --- the company ---

/** Creating or joining a company changes the person's record and roles (premium, the ability). */
function useRefreshMembership() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all(
      [companyKeys.all, userKeys.all, roleKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  };
}

export function useCreateCompany() {
  const { t } = useCompanyText();
  const refresh = useRefreshMembership();
  return useAppMutation({
    mutationFn: (body: CreateCompanyBody) => api.post<Company>('/v1/company', body),
    success: (company) => t('toast.created', { company: company.name }),
    onSuccess: () => refresh(),
    silentError: true,
  });
}

/** Saves the company's details; `success` words the toast when the screen is about one part of them. */
export function useUpdateCompany(companyId: string, success?: string) {
  const { t } = useCompanyText();
  return useAppMutation({
    mutationFn: (body: UpdateCompanyBody) => api.put<Company>(companyPath(companyId), body),
    success: success ?? t('toast.saved'),
    invalidates: [companyKeys.all],
    silentError: true,
  });
}

/** POST /v1/company/invitations/accept: the invitation link's id and token, for the signed-in person. */
export function useAcceptInvitation() {
  const { t } = useCompanyText();
  const refresh = useRefreshMembership();
  return useAppMutation({
    mutationFn: (body: AcceptInvitationBody) =>
      api.post<{ company: Company; employee: Employee }>('/v1/company/invitations/accept', body),
    success: ({ company }) => t('toast.welcome', { company: company.name }),
    onSuccess: () => refresh(),
  });
}

/** The signed-in person's pending invitations (an empty list while their email is unverified). */
export function useMyInvitations() {
  return useQuery({
    queryKey: companyKeys.mine,
    queryFn: ({ signal }) => api.get<MyInvitation[]>('/v1/company/invitations/mine', { signal }),
  });
}

/** Accepting from the app: a new company profile, prefilled from the invitation. */
export function useAcceptMyInvitation() {
  const { t } = useCompanyText();
  const refresh = useRefreshMembership();
  return useAppMutation({
    mutationFn: (invitation: MyInvitation) =>
      api.post<AcceptedInvitation>(`/v1/company/invitations/${encodeURIComponent(invitation.id)}/accept`, {}),
    success: ({ company }) => t('toast.welcome', { company: company.name }),
    onSuccess: () => refresh(),
  });
}

export function useDeclineInvitation() {
  const { t } = useCompanyText();
  return useAppMutation({
    mutationFn: (invitation: MyInvitation) =>
      api.post<{ id: string; status: 'declined' }>(
        `/v1/company/invitations/${encodeURIComponent(invitation.id)}/decline`,
        {},
      ),
    success: (_data, invitation) => t('toast.declined', { company: invitation.company.name }),
    invalidates: [companyKeys.mine],
  });
}

/** A member leaves: DELETE …/employees/{their own uid}, with the offboarding a removal does. */
export function useLeaveCompany(company: Pick<Company, 'id' | 'name'>) {
  const { t } = useCompanyText();
  const refresh = useRefreshMembership();
  return useAppMutation({
    mutationFn: (uid: string) => api.delete<{ id: string; removed: true }>(employeePath(company.id, uid)),
    success: t('toast.left', { company: company.name }),
    onSuccess: () => refresh(),
  });
}

// --- employees and invitations ---

export function useInviteEmployee(companyId: string) {
  const { t } = useCompanyUsersText();
  return useAppMutation({
    mutationFn: (body: InviteEmployeeBody) => api.post<InviteResult>(companyPath(companyId, '/employees'), body),
    success: (result) => t('toast.invited', { email: result.invitation.email }),
    invalidates: [companyKeys.of(companyId)],
    silentError: true,
  });
}

export function useRevokeInvitation(companyId: string) {
  const { t } = useCompanyUsersText();
  return useAppMutation({
    mutationFn: (invitation: Invitation) =>
      api.delete<Invitation>(companyPath(companyId, `/invitations/${encodeURIComponent(invitation.id)}`)),
    success: (_data, invitation) => t('toast.revoked', { email: invitation.email }),
    invalidates: [companyKeys.invitations(companyId)],
  });
}

export function useUpdateEmployee(companyId: string) {
  const { t } = useCompanyUsersText();
  return useAppMutation({
    mutationFn: ({ employee, body }: { employee: Employee; body: UpdateEmployeeBody }) =>
      api.put<Employee>(employeePath(companyId, employee.id), body),
    success: (employee, { body }) =>
      t(
        body.status === 'suspended'
          ? 'toast.suspended'
          : body.status === 'active'
            ? 'toast.reactivated'
            : 'toast.saved',
        { name: employeeName(employee) },
      ),
    invalidates: [companyKeys.of(companyId)],
  });
}

/** The bulk bar: the same roles, or the same divisions, for every selected employee. */
export function useBulkAssign(companyId: string) {
  const { t } = useCompanyUsersText();
  return useAppMutation({
    mutationFn: async ({
      employees,
      roleIds,
      divisionIds,
    }: {
      employees: readonly Employee[];
      roleIds?: string[];
      divisionIds?: string[];
    }) => {
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
    success: ({ changed, failures }) =>
      [t('toast.updated', { count: changed }), failures.length > 0 && t('toast.failed', { count: failures.length })]
        .filter(Boolean)
        .join(' '),
    invalidates: [companyKeys.of(companyId)],
  });
}

/** DELETE …/employees/{id}: their company cards are released; their leads stay with the company, or go to `transferLeadsTo`. */
export function useRemoveEmployee(companyId: string) {
  const { t } = useCompanyUsersText();
  return useAppMutation({
    mutationFn: ({ employee, transferLeadsTo }: { employee: Employee; transferLeadsTo?: string }) =>
      api.delete<{ id: string; removed: true }>(employeePath(companyId, employee.id), { query: { transferLeadsTo } }),
    success: (_data, { employee }) => t('toast.removed', { name: employeeName(employee) }),
    invalidates: [companyKeys.of(companyId)],
  });
}

// --- roles and divisions ---

export function useCreateRole(companyId: string) {
  const { t } = useCompanyText();
  return useAppMutation({
    mutationFn: (body: CompanyRoleBody) => api.post<CompanyRole>(companyPath(companyId, '/roles'), body),
    success: (role) => t('toast.roleCreated', { name: role.name }),
    invalidates: [companyKeys.roles(companyId)],
    silentError: true,
  });
}

export function useUpdateRole(companyId: string) {
  const { t } = useCompanyText();
  return useAppMutation({
    mutationFn: ({ roleId, body }: { roleId: string; body: UpdateCompanyRoleBody }) =>
      api.put<CompanyRole>(companyPath(companyId, `/roles/${encodeURIComponent(roleId)}`), body),
    success: (role) => t('toast.roleSaved', { name: role.name }),
    invalidates: [companyKeys.roles(companyId)],
    silentError: true,
  });
}

export function useCreateDivision(companyId: string) {
  const { t } = useCompanyText();
  return useAppMutation({
    mutationFn: (body: DivisionBody) => api.post<DivisionNode>(companyPath(companyId, '/divisions'), body),
    success: (division) => t('toast.divisionAdded', { name: division.name }),
    invalidates: [companyKeys.divisions(companyId)],
    silentError: true,
  });
}

export function useUpdateDivision(companyId: string) {
  const { t } = useCompanyText();
  return useAppMutation({
    mutationFn: ({ divisionId, body }: { divisionId: string; body: UpdateDivisionBody }) =>
      api.put<DivisionNode>(companyPath(companyId, `/divisions/${encodeURIComponent(divisionId)}`), body),
    success: (division) => t('toast.divisionRenamed', { name: division.name }),
    invalidates: [companyKeys.divisions(companyId)],
    silentError: true,
  });
}

// --- CSV ---

export function useImportEmployees(companyId: string) {
  const { t } = useCompanyUsersText();
  return useAppMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<EmployeeImportResult>(companyPath(companyId, '/import/csv'), form);
    },
    success: (result) => t('toast.imported', { taken: result.updated + result.invited, total: result.total }),
    invalidates: [companyKeys.of(companyId)],
    silentError: true,
  });
}

export function useExportEmployees(companyId: string) {
  const { t } = useCompanyUsersText();
  return useAppMutation({
    mutationFn: async (filters: EmployeeFilters) =>
      saveFile(
        await api.download(companyPath(companyId, '/export/csv'), {
          method: 'POST',
          body: cleanEmployeeFilters(filters),
        }),
        'everlink-employees.csv',
      ),
    success: t('toast.exporting'),
  });
}

// --- presentation ---

export function employeeName(employee: Pick<Employee, 'firstName' | 'lastName' | 'email'>): string {
  return [employee.firstName, employee.lastName].filter(Boolean).join(' ').trim() || employee.email;
}
