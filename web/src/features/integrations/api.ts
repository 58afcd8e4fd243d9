import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  CrmPushState,
  HttpCall,
  IntegrationSummary,
  OAuthStart,
  ProfileIntegrations,
  ProfileIntegrationsBody,
} from '@contract/integrations';
import { api } from '../../lib/api';
import { notify, useAppMutation } from '../../lib/toasts';
import { contactKeys } from '../contacts/api';
import { useIntegrationsText } from './i18n';

/**
 * The integrations as the API lists them (GET /v1/integrations): the providers, their state
 * and the calls of each, so this app keeps no table of providers or paths of its own.
 */

export const integrationKeys = {
  all: ['integrations'] as const,
  list: () => ['integrations', 'list'] as const,
  profile: (profileId: string) => ['integrations', 'profile', profileId] as const,
  crmPush: (provider: string, contactId: string) => ['integrations', 'crm', provider, contactId] as const,
};

/** Answers an integration's call as the API describes it (method and path). */
function send<T>(call: HttpCall, body?: unknown): Promise<T> {
  if (call.method === 'GET') return api.get<T>(call.path);
  if (call.method === 'DELETE') return api.delete<T>(call.path);
  return call.method === 'PUT' ? api.put<T>(call.path, body) : api.post<T>(call.path, body);
}

export function useIntegrations(enabled = true) {
  return useQuery({
    queryKey: integrationKeys.list(),
    queryFn: () => api.get<IntegrationSummary[]>('/v1/integrations'),
    enabled,
  });
}

/** "Connect": the provider's consent page, with a fresh single-use state; the browser goes there. */
export function useStartConnection() {
  return useMutation({
    mutationFn: (integration: IntegrationSummary) => send<OAuthStart>(integration.calls.connect),
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => notify.error(error),
  });
}

/** Back from the consent page: the code and state go to the API, which answers the connection. */
export function useCompleteConnection() {
  const { t } = useIntegrationsText();
  return useAppMutation({
    mutationFn: ({ integration, code, state }: { integration: IntegrationSummary; code: string; state: string }) =>
      send<IntegrationSummary>(integration.calls.complete, { code, state }),
    success: (connected) =>
      connected.account
        ? t('toast.connectedAs', { name: connected.name, handle: handleOf(connected) })
        : t('toast.connected', { name: connected.name }),
    invalidates: [integrationKeys.all],
  });
}

export function useDisconnect() {
  const { t } = useIntegrationsText();
  return useAppMutation({
    mutationFn: (integration: IntegrationSummary) => send<unknown>(integration.calls.disconnect!),
    success: (_answer, integration) => t('toast.disconnected', { name: integration.name }),
    invalidates: [integrationKeys.all],
  });
}

/** "Refresh now": the latest tweets or videos (X answers its stored tweets for 15 minutes). */
export function useRefreshContent() {
  const { t } = useIntegrationsText();
  return useAppMutation({
    mutationFn: (integration: IntegrationSummary) => send<IntegrationSummary>(integration.calls.refresh!),
    success: (refreshed) => t('toast.refreshed', { name: refreshed.name }),
    invalidates: [integrationKeys.all],
  });
}

export function useProfileIntegrations(profileId: string) {
  return useQuery({
    queryKey: integrationKeys.profile(profileId),
    queryFn: () => api.get<ProfileIntegrations>(`/v1/integrations/profiles/${encodeURIComponent(profileId)}`),
  });
}

export function useUpdateProfileIntegrations(profileId: string) {
  const { t } = useIntegrationsText();
  return useAppMutation({
    mutationFn: (body: ProfileIntegrationsBody) =>
      api.put<ProfileIntegrations>(`/v1/integrations/profiles/${encodeURIComponent(profileId)}`, body),
    success: t('toast.feedsSaved'),
    invalidates: [integrationKeys.all],
    silentError: true,
  });
}

/** How a contact's push to the CRM stands; null when it was never sent. */
export function useCrmPush(provider: string, contactId: string, enabled: boolean) {
  return useQuery({
    queryKey: integrationKeys.crmPush(provider, contactId),
    queryFn: () =>
      api.get<CrmPushState | null>(`/v1/${encodeURIComponent(provider)}/contacts/${encodeURIComponent(contactId)}`),
    enabled,
  });
}

/**
 * "Send again": syncing a contact (POST /v1/contacts/sync/profile/{id}) pushes it to the CRM
 * again; the answer says how that went.
 */
export function usePushContactAgain(crm: Pick<IntegrationSummary, 'id' | 'name'>, contactId: string) {
  const { t } = useIntegrationsText();
  return useAppMutation({
    mutationFn: async () => {
      await api.post(`/v1/contacts/sync/profile/${encodeURIComponent(contactId)}`);
      return api.get<CrmPushState | null>(
        `/v1/${encodeURIComponent(crm.id)}/contacts/${encodeURIComponent(contactId)}`,
      );
    },
    success: (push) => t(push?.status === 'synced' ? 'toast.pushed' : 'toast.pushWaiting', { crm: crm.name }),
    invalidates: [integrationKeys.all, contactKeys.all],
  });
}

/** "@name" for social accounts; a CRM location or a Calendly page by its name. */
export function handleOf(integration: Pick<IntegrationSummary, 'kind' | 'account'>): string {
  if (!integration.account) return '';
  return integration.kind === 'crm' ? integration.account.name : `@${integration.account.username}`;
}
