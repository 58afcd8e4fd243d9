import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SsoCallback, SsoCompletion, SsoDiscovery, SsoStart } from '@contract/sso';
import { api } from '../../lib/api';
import { useSettled } from '../../lib/use-settled';
import { discoverableEmail, ssoTargetOf, type SsoTarget } from './routing';

export const ssoApi = {
  discover: (email: string) => api.post<SsoDiscovery>('/v1/sso/discover', { email }),
  start: (email: string) => api.post<SsoStart>('/v1/sso/oidc/start', { email }),
  callback: (code: string, state: string) => api.post<SsoCallback>('/v1/sso/oidc/callback', { code, state }),
  complete: (idpIdToken: string | undefined) =>
    api.post<SsoCompletion>('/v1/sso/complete', idpIdToken ? { idpIdToken } : {}),
};

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

const discoveryQuery = (email: string) => ({
  queryKey: ['sso', 'discover', domainOf(email)],
  queryFn: () => ssoApi.discover(email),
  retry: false,
});

/** Typing pauses this long before an address is looked up. */
export const DISCOVERY_DELAY_MS = 350;

/**
 * Where the typed address signs in: its company's SSO provider, or null. Asked once the address
 * is complete and typing has paused; the answer holds for the whole domain (discovery tells only
 * domain-level facts), so it is cached by domain and a failed lookup counts as "no SSO" (the API
 * refuses a password session for an enforced address anyway).
 */
export function useSsoDiscovery(typed: string): { target: SsoTarget | null; email: string | null } {
  const email = discoverableEmail(useSettled(typed, DISCOVERY_DELAY_MS));
  const current = discoverableEmail(typed);
  const discovery = useQuery({ ...discoveryQuery(email ?? ''), enabled: !!email });
  // What was answered for the settled address stands only while the field still holds that address.
  const fresh = !!email && email === current;
  return { target: fresh ? ssoTargetOf(discovery.data) : null, email: fresh ? email : null };
}

/**
 * The check a password or email-link attempt makes first, whatever the debounced lookup has
 * answered so far: the address's SSO target, or null (also when discovery cannot be reached).
 */
export function useSsoCheck(): (typed: string) => Promise<SsoTarget | null> {
  const queryClient = useQueryClient();
  return useCallback(
    async (typed: string) => {
      const email = discoverableEmail(typed);
      if (!email) return null;
      return ssoTargetOf(await queryClient.fetchQuery(discoveryQuery(email)).catch(() => undefined));
    },
    [queryClient],
  );
}
