import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DomainClaim, SsoConnection, SsoSettingsBody } from '@contract/sso';
import type { CreateScimTokenBody, CreatedScimToken, ScimToken } from '@contract/scim';
import { api } from '../../lib/api';
import { useAppMutation } from '../../lib/toasts';
import { companyAuditKey } from '../api-keys';
import { useIdentityText } from './i18n';

const company = (companyId: string) => `/v1/company/${encodeURIComponent(companyId)}`;
const sso = (companyId: string) => `${company(companyId)}/sso`;
const domain = (companyId: string, name: string) => `${sso(companyId)}/domains/${encodeURIComponent(name)}`;
const scimTokens = (companyId: string) => `${company(companyId)}/scim-tokens`;

export const identityKeys = {
  sso: (companyId: string) => ['identity', companyId, 'sso'] as const,
  domains: (companyId: string) => ['identity', companyId, 'domains'] as const,
  scimTokens: (companyId: string) => ['identity', companyId, 'scim-tokens'] as const,
};

/** The company's identity provider, `null` before one is configured. */
export function useSsoConnection(companyId: string) {
  return useQuery({
    queryKey: identityKeys.sso(companyId),
    queryFn: ({ signal }) => api.get<SsoConnection | null>(sso(companyId), { signal }),
  });
}

export function useDomainClaims(companyId: string) {
  return useQuery({
    queryKey: identityKeys.domains(companyId),
    queryFn: ({ signal }) => api.get<DomainClaim[]>(`${sso(companyId)}/domains`, { signal }),
  });
}

export function useScimTokens(companyId: string) {
  return useQuery({
    queryKey: identityKeys.scimTokens(companyId),
    queryFn: ({ signal }) => api.get<ScimToken[]>(scimTokens(companyId), { signal }),
  });
}

/** Every identity change is audited, so the company's audit log is out of date after each. */
const touching = (companyId: string, ...keys: (readonly unknown[])[]) => [...keys, companyAuditKey(companyId)];

/** PUT: the form shows a refusal on its fields. */
export function useSaveSso(companyId: string) {
  const { t } = useIdentityText();
  return useAppMutation({
    mutationFn: (body: SsoSettingsBody) => api.put<SsoConnection>(sso(companyId), body),
    success: t('toast.ssoSaved'),
    invalidates: touching(companyId, identityKeys.sso(companyId)),
    silentError: true,
  });
}

export function useRemoveSso(companyId: string) {
  const { t } = useIdentityText();
  return useAppMutation({
    mutationFn: () => api.delete<unknown>(sso(companyId)),
    success: t('toast.ssoRemoved'),
    invalidates: touching(companyId, identityKeys.sso(companyId)),
  });
}

export function useSetEnforcement(companyId: string) {
  const { t } = useIdentityText();
  return useAppMutation({
    mutationFn: (enforced: boolean) => api.put<SsoConnection>(`${sso(companyId)}/enforcement`, { enforced }),
    success: (connection) => t(connection.enforced ? 'toast.enforced' : 'toast.unenforced'),
    invalidates: touching(companyId, identityKeys.sso(companyId)),
  });
}

/** POST: the form shows a refusal on its field. */
export function useClaimDomain(companyId: string) {
  const { t } = useIdentityText();
  return useAppMutation({
    mutationFn: (body: { domain: string }) => api.post<DomainClaim>(`${sso(companyId)}/domains`, body),
    success: (claim) => t('toast.claimed', { domain: claim.domain }),
    invalidates: touching(companyId, identityKeys.domains(companyId)),
    silentError: true,
  });
}

/**
 * "Check now": the API answers the claim checked, verified or `failed` with why (its lastError);
 * a refusal (an expired claim) is a toast, and the claims are read again either way.
 */
export function useVerifyDomain(companyId: string) {
  const { t } = useIdentityText();
  const queryClient = useQueryClient();
  return useAppMutation({
    onError: () => void queryClient.invalidateQueries({ queryKey: identityKeys.domains(companyId) }),
    mutationFn: (name: string) => api.post<DomainClaim>(`${domain(companyId, name)}/verify`),
    success: (claim) => t(claim.status === 'verified' ? 'toast.verified' : 'toast.notProved', { domain: claim.domain }),
    invalidates: touching(companyId, identityKeys.domains(companyId)),
  });
}

/** Removing the last verified domain also turns enforcement off (docs/sso.md): the provider is read again. */
export function useRemoveDomain(companyId: string) {
  const { t } = useIdentityText();
  return useAppMutation({
    mutationFn: (name: string) => api.delete<unknown>(domain(companyId, name)),
    success: (_result, name) => t('toast.domainRemoved', { domain: name }),
    invalidates: touching(companyId, identityKeys.domains(companyId), identityKeys.sso(companyId)),
  });
}

/** POST: answers the token with its secret, shown once. */
export function useCreateScimToken(companyId: string) {
  const { t } = useIdentityText();
  return useAppMutation({
    mutationFn: (body: CreateScimTokenBody) => api.post<CreatedScimToken>(scimTokens(companyId), body),
    success: (token) => t('toast.tokenCreated', { name: token.name }),
    invalidates: touching(companyId, identityKeys.scimTokens(companyId)),
    silentError: true,
  });
}

export function useRevokeScimToken(companyId: string) {
  const { t } = useIdentityText();
  return useAppMutation({
    mutationFn: (token: ScimToken) => api.delete<unknown>(`${scimTokens(companyId)}/${encodeURIComponent(token.id)}`),
    success: (_result, token) => t('toast.tokenRevoked', { name: token.name }),
    invalidates: touching(companyId, identityKeys.scimTokens(companyId)),
  });
}
