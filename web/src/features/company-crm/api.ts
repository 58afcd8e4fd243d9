import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompanyCrmId,
  CompanyCrmPush,
  CompanyCrmPushItem,
  CompanyCrmSummary,
  CrmMappingBody,
  CrmProperty,
  CrmPushStatus,
} from '@contract/company-crm';
import { api, ApiError } from '../../lib/api';
import { notify, useAppMutation } from '../../lib/toasts';
import { useCompanyCrmText } from './i18n';

const companyPath = (companyId: string) => `/v1/companies/${encodeURIComponent(companyId)}/crm`;
const crmPath = (companyId: string, crm: CompanyCrmId) => `${companyPath(companyId)}/${crm}`;
const contactPath = (contactId: string) => `/v1/contacts/${encodeURIComponent(contactId)}/company-crm`;

export const companyCrmKeys = {
  /** Everything of the company's CRM: a connection changes it all. */
  company: (companyId: string) => ['company-crm', companyId] as const,
  list: (companyId: string) => [...companyCrmKeys.company(companyId), 'list'] as const,
  properties: (companyId: string, crm: CompanyCrmId) =>
    [...companyCrmKeys.company(companyId), 'properties', crm] as const,
  pushes: (companyId: string, status?: CrmPushStatus | '') =>
    [...companyCrmKeys.company(companyId), 'pushes', ...(status === undefined ? [] : [status])] as const,
  contact: (contactId: string) => ['company-crm', 'contact', contactId] as const,
  contacts: ['company-crm', 'contact'] as const,
};

/** The CRM the company syncs to: one at a time, connected or waiting for a reconnect. */
export const activeCrm = (crms: readonly CompanyCrmSummary[]) =>
  crms.find((crm) => crm.status === 'connected' || crm.status === 'needs_reconnect') ?? null;

export function useCompanyCrms(companyId: string, enabled = true) {
  return useQuery({
    queryKey: companyCrmKeys.list(companyId),
    queryFn: ({ signal }) => api.get<CompanyCrmSummary[]>(companyPath(companyId), { signal }),
    enabled,
  });
}

/** "Connect" and "Reconnect": the CRM's consent page, with a fresh single-use state; the browser goes there. */
export function useStartCrmConnection(companyId: string) {
  return useMutation({
    mutationFn: (crm: CompanyCrmId) => api.get<{ url: string }>(`${crmPath(companyId, crm)}/oauth`),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => notify.error(error),
  });
}

/** Back from the consent page: the code and state go to the API, which answers the connection. */
export function useCompleteCrmConnection(companyId: string) {
  const { t } = useCompanyCrmText();
  return useAppMutation({
    mutationFn: ({ crm, code, state }: { crm: CompanyCrmId; code: string; state: string }) =>
      api.post<CompanyCrmSummary>(`${crmPath(companyId, crm)}/oauth`, { code, state }),
    success: (connected) => t('toast.connected', { name: connected.name }),
    invalidates: [companyCrmKeys.company(companyId)],
  });
}

export function useDisconnectCrm(companyId: string) {
  const { t } = useCompanyCrmText();
  return useAppMutation({
    mutationFn: (crm: CompanyCrmSummary) => api.delete<unknown>(crmPath(companyId, crm.id)),
    success: (_answer, crm) => t('toast.disconnected', { name: crm.name }),
    invalidates: [companyCrmKeys.company(companyId)],
  });
}

/** The properties a mapping may write, live from the CRM. */
export function useCrmProperties(companyId: string, crm: CompanyCrmId) {
  return useQuery({
    queryKey: companyCrmKeys.properties(companyId, crm),
    queryFn: async ({ signal }) =>
      (await api.get<{ properties: CrmProperty[] }>(`${crmPath(companyId, crm)}/properties`, { signal })).properties,
  });
}

/**
 * PUT the mapping; the form shows a refusal by its field. A property the CRM does not have means
 * the list on screen is out of date: it is read again.
 */
export function useSaveCrmMapping(companyId: string, crm: CompanyCrmSummary) {
  const { t } = useCompanyCrmText();
  const queryClient = useQueryClient();
  return useAppMutation({
    mutationFn: (body: CrmMappingBody) => api.put<CompanyCrmSummary>(`${crmPath(companyId, crm.id)}/mapping`, body),
    success: () => t('toast.mappingSaved', { name: crm.name }),
    silentError: true,
    // The answer is the CRM as saved: nothing else to read again.
    onSuccess: (saved) => {
      queryClient.setQueryData<CompanyCrmSummary[]>(companyCrmKeys.list(companyId), (list) =>
        list?.map((entry) => (entry.id === saved.id ? saved : entry)),
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'unknown-property')
        void queryClient.invalidateQueries({ queryKey: companyCrmKeys.properties(companyId, crm.id) });
    },
  });
}

/** The push log, newest first, a page at a time, optionally of one status. */
export function useCrmPushes(companyId: string, status: CrmPushStatus | '') {
  return useInfiniteQuery({
    queryKey: companyCrmKeys.pushes(companyId, status),
    queryFn: ({ pageParam, signal }) =>
      api.list<CompanyCrmPushItem>(`${companyPath(companyId)}/pushes`, {
        query: { status, cursor: pageParam },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** An admin sends a failed push again. */
export function useRetryCrmPush(companyId: string) {
  const { t } = useCompanyCrmText();
  return useAppMutation({
    mutationFn: (contactId: string) =>
      api.post<CompanyCrmPush>(`${companyPath(companyId)}/pushes/${encodeURIComponent(contactId)}/retry`),
    success: t('toast.retried'),
    invalidates: [companyCrmKeys.list(companyId), companyCrmKeys.pushes(companyId), companyCrmKeys.contacts],
  });
}

/** A contact's push to the company CRM (its owner or an admin), or null when it was never sent. */
export function useContactCrmPush(contactId: string) {
  return useQuery({
    queryKey: companyCrmKeys.contact(contactId),
    queryFn: ({ signal }) => api.get<CompanyCrmPush | null>(contactPath(contactId), { signal }),
    retry: false,
  });
}

/** The employee marks (or unmarks) one of their company contacts for the company CRM. */
export function useMarkContactForCrm(contactId: string) {
  const { t } = useCompanyCrmText();
  return useAppMutation({
    mutationFn: (sync: boolean) => api.put<CompanyCrmPush | null>(contactPath(contactId), { sync }),
    success: (_push, sync) => t(sync ? 'toast.marked' : 'toast.unmarked'),
    invalidates: [companyCrmKeys.contact(contactId)],
  });
}
