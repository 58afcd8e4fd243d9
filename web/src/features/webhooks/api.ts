import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookBody,
  UpdateWebhookBody,
  WebhookAttempt,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookEvent,
} from '@contract/webhooks';
import { api } from '../../lib/api';
import { useAppMutation } from '../../lib/toasts';
import { useWebhooksText } from './i18n';

const base = (companyId: string) => `/v1/company/${encodeURIComponent(companyId)}/webhooks`;
const one = (companyId: string, endpointId: string) => `${base(companyId)}/${encodeURIComponent(endpointId)}`;

/** Everything of one company's webhooks sits under `of`, so a change refreshes the list, the logs and the last deliveries. */
export const webhookKeys = {
  of: (companyId: string) => ['webhooks', companyId] as const,
  attempts: (companyId: string, endpointId: string) => [...webhookKeys.of(companyId), endpointId, 'attempts'] as const,
  last: (companyId: string, endpointId: string) => [...webhookKeys.of(companyId), endpointId, 'last'] as const,
  event: (companyId: string, endpointId: string, eventId: string) =>
    [...webhookKeys.of(companyId), endpointId, 'event', eventId] as const,
};

export function useWebhooks(companyId: string) {
  return useQuery({
    queryKey: webhookKeys.of(companyId),
    queryFn: ({ signal }) => api.get<WebhookEndpoint[]>(base(companyId), { signal }),
  });
}

/** The endpoint's newest attempt, for the list's "last delivery". */
export function useLastAttempt(companyId: string, endpointId: string) {
  return useQuery({
    queryKey: webhookKeys.last(companyId, endpointId),
    queryFn: async ({ signal }) =>
      (await api.list<WebhookAttempt>(`${one(companyId, endpointId)}/attempts`, { query: { limit: 1 }, signal }))
        .data[0] ?? null,
  });
}

/** The delivery log, newest first, a page at a time. */
export function useWebhookAttempts(companyId: string, endpointId: string) {
  return useInfiniteQuery({
    queryKey: webhookKeys.attempts(companyId, endpointId),
    queryFn: ({ pageParam, signal }) =>
      api.list<WebhookAttempt>(`${one(companyId, endpointId)}/attempts`, {
        query: { cursor: pageParam, limit: 25 },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The event an attempt delivered, as it was signed: read when its details are opened. */
export function useWebhookEvent(companyId: string, endpointId: string, eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: webhookKeys.event(companyId, endpointId, eventId),
    queryFn: ({ signal }) =>
      api.get<WebhookEvent>(`${one(companyId, endpointId)}/events/${encodeURIComponent(eventId)}`, { signal }),
    enabled,
    retry: false,
  });
}

/**
 * The list reloads behind a secret shown once: the secret shows as soon as the API answers, not
 * after the reload (a slow list would hold the only sight of it).
 */
function useReloadBehind(companyId: string) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: webhookKeys.of(companyId) });
}

/** POST: answers the endpoint with its secret, shown once. The form shows a refusal on its fields. */
export function useCreateWebhook(companyId: string) {
  const { t } = useWebhooksText();
  return useAppMutation({
    mutationFn: (body: CreateWebhookBody) => api.post<WebhookEndpointWithSecret>(base(companyId), body),
    success: t('toast.created'),
    onSuccess: useReloadBehind(companyId),
    silentError: true,
  });
}

export function useUpdateWebhook(companyId: string) {
  const { t } = useWebhooksText();
  return useAppMutation({
    mutationFn: ({ id, ...body }: UpdateWebhookBody & { id: string }) =>
      api.patch<WebhookEndpoint>(one(companyId, id), body),
    success: t('toast.saved'),
    invalidates: [webhookKeys.of(companyId)],
    silentError: true,
  });
}

export function useDeleteWebhook(companyId: string) {
  const { t } = useWebhooksText();
  return useAppMutation({
    mutationFn: (endpoint: WebhookEndpoint) => api.delete<{ id: string }>(one(companyId, endpoint.id)),
    success: t('toast.deleted'),
    invalidates: [webhookKeys.of(companyId)],
  });
}

/** A new secret, answered once; the old one keeps signing for 24 h. */
export function useRotateWebhookSecret(companyId: string) {
  const { t } = useWebhooksText();
  return useAppMutation({
    mutationFn: (endpoint: WebhookEndpoint) =>
      api.post<WebhookEndpointWithSecret>(`${one(companyId, endpoint.id)}/rotate`),
    success: t('toast.rotated'),
    onSuccess: useReloadBehind(companyId),
  });
}

/** The same event sent again; the log shows the refusal (429 past the hour's resends) beside it. */
export function useResendWebhookEvent(companyId: string, endpointId: string) {
  const { t } = useWebhooksText();
  return useAppMutation({
    mutationFn: (eventId: string) =>
      api.post<{ eventId: string }>(`${one(companyId, endpointId)}/events/${encodeURIComponent(eventId)}/resend`),
    success: t('toast.resent'),
    invalidates: [webhookKeys.of(companyId)],
    silentError: true,
  });
}

/** A `webhook.test` event to the endpoint (one of its resends of the hour): a refusal is a toast. */
export function useSendTestEvent(companyId: string) {
  const { t } = useWebhooksText();
  return useAppMutation({
    mutationFn: (endpoint: WebhookEndpoint) => api.post<{ eventId: string }>(`${one(companyId, endpoint.id)}/test`),
    success: t('toast.testSent'),
    invalidates: [webhookKeys.of(companyId)],
  });
}
