import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ApiKey, AuditEntry, CreateApiKeyBody, CreatedApiKey } from '@contract/api-keys';
import { api } from '../../lib/api';
import { useAppMutation } from '../../lib/toasts';
import { useApiKeysText } from './i18n';

/** Whose keys a screen shows: a company's (its admins) or the signed-in Pro user's own. */
export type KeyOwner = { companyId: string } | 'mine';

const basePath = (owner: KeyOwner) =>
  owner === 'mine' ? '/v1/api-keys' : `/v1/company/${encodeURIComponent(owner.companyId)}/api-keys`;

export const apiKeyKeys = {
  of: (owner: KeyOwner) => ['api-keys', owner === 'mine' ? 'mine' : owner.companyId] as const,
  audit: (owner: KeyOwner) => [...apiKeyKeys.of(owner), 'audit'] as const,
};

/** A company's audit log: other features' changes that are audited (identity settings) make it out of date. */
export const companyAuditKey = (companyId: string) => apiKeyKeys.audit({ companyId });

export function useApiKeys(owner: KeyOwner) {
  return useQuery({
    queryKey: apiKeyKeys.of(owner),
    queryFn: ({ signal }) => api.get<ApiKey[]>(basePath(owner), { signal }),
  });
}

/** The audit, newest first, a page at a time. */
export function useApiKeyAudit(owner: KeyOwner) {
  return useInfiniteQuery({
    queryKey: apiKeyKeys.audit(owner),
    queryFn: ({ pageParam, signal }) =>
      api.list<AuditEntry>(`${basePath(owner)}/audit`, { query: { cursor: pageParam, limit: 25 }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** POST: answers the key with its secret, shown once. The form shows a refusal on its fields. */
export function useCreateApiKey(owner: KeyOwner) {
  const { t } = useApiKeysText();
  return useAppMutation({
    mutationFn: (body: CreateApiKeyBody) => api.post<CreatedApiKey>(basePath(owner), body),
    success: (key) => t('toast.created', { name: key.name }),
    invalidates: [apiKeyKeys.of(owner)],
    silentError: true,
  });
}

export function useRevokeApiKey(owner: KeyOwner) {
  const { t } = useApiKeysText();
  return useAppMutation({
    mutationFn: (key: ApiKey) => api.delete<{ id: string }>(`${basePath(owner)}/${encodeURIComponent(key.id)}`),
    success: (_result, key) => t('toast.revoked', { name: key.name }),
    invalidates: [apiKeyKeys.of(owner)],
  });
}
