import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { CardBatch, MintCardsBody, MintedBatch } from '@contract/cards';
import type {
  AdminDivision,
  AdminUser,
  CompanySummary,
  GlobalRoleBody,
  GlobalRoleView,
  SuperadminOverview,
  UserSearchField,
} from '@contract/superadmin';
import { api } from '../../lib/api';
import { saveFile } from '../../lib/download';
import { useAppMutation } from '../../lib/toasts';
import { useSuperadminText } from './i18n';

export const superadminKeys = {
  all: ['superadmin'] as const,
  overview: () => ['superadmin', 'overview'] as const,
  users: () => ['superadmin', 'users'] as const,
  userSearch: (by: UserSearchField, search: string) => ['superadmin', 'users', by, search] as const,
  roles: () => ['superadmin', 'roles'] as const,
  companies: (search: string) => ['superadmin', 'companies', search] as const,
  divisions: () => ['superadmin', 'divisions'] as const,
  divisionsOf: (companyId: string) => ['superadmin', 'divisions', companyId] as const,
  cardBatches: () => ['superadmin', 'card-batches'] as const,
};

/** GET /v1/superadmin/overview: the product's counts. */
export function useOverview() {
  return useQuery({
    queryKey: superadminKeys.overview(),
    queryFn: () => api.get<SuperadminOverview>('/v1/superadmin/overview'),
  });
}

/** GET /v1/users: every user, a page at a time; `search` is a prefix of the email, the full name or the last name. */
export function useAllUsers(search: string, by: UserSearchField = 'email') {
  return useInfiniteQuery({
    queryKey: superadminKeys.userSearch(by, search),
    queryFn: ({ pageParam }) =>
      api.list<AdminUser>('/v1/users', { query: { search, by, cursor: pageParam, limit: 25 } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

const fullName = (user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** PUT /v1/superadmin/users/{userId}/status: disable or enable an account. */
export function useSetUserStatus() {
  const { t } = useSuperadminText();
  return useAppMutation({
    mutationFn: ({ user, disabled }: { user: AdminUser; disabled: boolean }) =>
      api.put<AdminUser>(`/v1/superadmin/users/${encodeURIComponent(user.userId)}/status`, { disabled }),
    success: (user) => t(user.disabled ? 'toast.disabled' : 'toast.enabled', { name: fullName(user) }),
    invalidates: [superadminKeys.users()],
  });
}

/** PUT /v1/superadmin/users/{userId}/roles: exactly these product roles. */
export function useSetUserRoles() {
  const { t } = useSuperadminText();
  return useAppMutation({
    mutationFn: ({ userId, roleIds }: { userId: string; roleIds: string[] }) =>
      api.put<AdminUser>(`/v1/superadmin/users/${encodeURIComponent(userId)}/roles`, { roleIds }),
    success: (user) => t('toast.rolesSaved', { name: fullName(user) }),
    invalidates: [superadminKeys.users(), superadminKeys.roles()],
  });
}

/** GET /v1/superadmin/roles: the product-wide roles with their holders. */
export function useGlobalRoles() {
  return useQuery({
    queryKey: superadminKeys.roles(),
    queryFn: () => api.get<GlobalRoleView[]>('/v1/superadmin/roles'),
  });
}

/** POST a new role, or PUT an existing one; failures go to the form's fields. */
export function useSaveRole() {
  const { t } = useSuperadminText();
  return useAppMutation({
    mutationFn: ({ roleId, body }: { roleId?: string; body: GlobalRoleBody }) =>
      roleId
        ? api.put<GlobalRoleView>(`/v1/superadmin/roles/${encodeURIComponent(roleId)}`, body)
        : api.post<GlobalRoleView>('/v1/superadmin/roles', body),
    success: (role, { roleId }) => t(roleId ? 'toast.roleSaved' : 'toast.roleCreated', { name: role.name }),
    invalidates: [superadminKeys.roles()],
    silentError: true,
  });
}

export function useDeleteRole() {
  const { t } = useSuperadminText();
  return useAppMutation({
    mutationFn: (role: GlobalRoleView) =>
      api.delete<{ id: string; released: number }>(`/v1/superadmin/roles/${encodeURIComponent(role.id)}`),
    success: (_result, role) => t('toast.roleDeleted', { name: role.name }),
    invalidates: [superadminKeys.roles(), superadminKeys.users()],
  });
}

/** GET /v1/superadmin/companies: companies by name, with their employee counts. */
export function useCompanies(search: string) {
  return useInfiniteQuery({
    queryKey: superadminKeys.companies(search),
    queryFn: ({ pageParam }) =>
      api.list<CompanySummary>('/v1/superadmin/companies', { query: { search, cursor: pageParam, limit: 25 } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** GET /v1/superadmin/divisions: every company's divisions, or one company's. */
export function useAllDivisions(companyId: string) {
  return useInfiniteQuery({
    queryKey: superadminKeys.divisionsOf(companyId),
    queryFn: ({ pageParam }) =>
      api.list<AdminDivision>('/v1/superadmin/divisions', { query: { companyId, cursor: pageParam, limit: 50 } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Every division of one company (at most a few hundred), for choosing where to merge one. */
export function useCompanyDivisions(companyId: string | undefined) {
  return useQuery({
    queryKey: [...superadminKeys.divisionsOf(companyId ?? ''), 'all'],
    enabled: !!companyId,
    queryFn: async () => {
      const all: AdminDivision[] = [];
      let cursor: string | undefined;
      do {
        const page = await api.list<AdminDivision>('/v1/superadmin/divisions', {
          query: { companyId, cursor, limit: 100 },
        });
        all.push(...page.data);
        cursor = page.nextCursor;
      } while (cursor);
      return all;
    },
  });
}

const divisionPath = (division: AdminDivision) =>
  `/v1/superadmin/divisions/${encodeURIComponent(division.companyId)}/${encodeURIComponent(division.id)}`;

export function useRenameDivision() {
  const { t } = useSuperadminText();
  return useAppMutation({
    mutationFn: ({ division, name }: { division: AdminDivision; name: string }) =>
      api.put<AdminDivision>(divisionPath(division), { name }),
    success: (division) => t('toast.divisionRenamed', { name: division.name }),
    invalidates: [superadminKeys.divisions()],
    silentError: true,
  });
}

export function useMergeDivision() {
  const { t } = useSuperadminText();
  return useAppMutation({
    mutationFn: ({ division, into }: { division: AdminDivision; into: AdminDivision }) =>
      api.post<unknown>(`${divisionPath(division)}/merge`, { intoId: into.id }),
    success: (_result, { division, into }) => t('toast.divisionsMerged', { name: division.name, into: into.name }),
    invalidates: [superadminKeys.divisions()],
  });
}

/** A minted batch as GET /v1/cards/batches lists it: how many of its cards are in use, and its CSV. */
export interface CardBatchSummary extends CardBatch {
  activated: number;
  exportPath: string;
}

/** GET /v1/cards/batches: the batches, newest first. */
export function useCardBatches() {
  return useInfiniteQuery({
    queryKey: superadminKeys.cardBatches(),
    queryFn: ({ pageParam }) =>
      api.list<CardBatchSummary>('/v1/cards/batches', { query: { cursor: pageParam, limit: 25 } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** POST /v1/cards: a new batch of unassigned cards; the form shows a failure on its fields. */
export function useMintCards() {
  const { t } = useSuperadminText();
  return useAppMutation({
    mutationFn: (body: MintCardsBody) => api.post<MintedBatch>('/v1/cards', body),
    success: (batch) => t('toast.minted', { count: batch.cardIds.length }),
    invalidates: [superadminKeys.cardBatches()],
    silentError: true,
  });
}

/** The printer's CSV of a batch, fetched with the superadmin's token and saved as a file. */
export function useDownloadBatchCsv() {
  const { t } = useSuperadminText();
  return useAppMutation({
    mutationFn: async ({ batchId, exportPath }: { batchId: string; exportPath: string }) =>
      saveFile(await api.download(exportPath), `everlink-cards-${batchId}.csv`),
    success: t('toast.csvDownloading'),
  });
}
