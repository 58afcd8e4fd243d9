import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import type { DomainClaim, SsoConnection } from '@contract/sso';
import type { ScimToken } from '@contract/scim';
import { createQueryClient } from '../../lib/query-client';
import type { Routes } from '../../test/fetch-stub.test-support';
import { paths } from '../../session/paths';
import { IdentityPanel } from './components/IdentityPanel';

/** The identity screens' test data: the company acme, its provider, claims and tokens as the API answers them. */
export const COMPANY = 'acme';
export const BASE = `/v1/company/${COMPANY}`;
export const SSO = `${BASE}/sso`;
export const DOMAINS = `${SSO}/domains`;
export const TOKENS = `${BASE}/scim-tokens`;
export const AUDIT = `${BASE}/api-keys/audit`;
const at = '2026-01-01T10:00:00Z';

/** Every section's first read answered empty: no provider, no claim, no token, nothing audited. */
export const emptyIdentity = (): Routes => ({
  [`GET ${SSO}`]: { body: { data: null } },
  [`GET ${DOMAINS}`]: { body: { data: [] } },
  [`GET ${TOKENS}`]: { body: { data: [] } },
  [`GET ${AUDIT}`]: { body: { data: [] } },
});

/** The first request loads Firebase Auth (for the token), which takes a moment in jsdom. */
export const FIRST_ANSWER = { timeout: 5000 };

export const OIDC: SsoConnection = {
  companyId: COMPANY,
  type: 'oidc',
  providerId: 'oidc.acme',
  displayName: 'Acme account',
  issuer: 'https://login.acme.test',
  clientId: 'everlink-client',
  hasClientSecret: true,
  callbackUrl: 'https://everlink.test/__/auth/handler',
  enforced: false,
  updatedAt: at,
  updatedBy: 'u-admin',
};

export const SAML: SsoConnection = {
  companyId: COMPANY,
  type: 'saml',
  providerId: 'saml.acme',
  displayName: 'Acme SAML',
  idpEntityId: 'https://idp.acme.test/entity',
  ssoUrl: 'https://idp.acme.test/sso',
  certificates: [
    { subject: 'CN=idp.acme.test', notAfter: '2099-01-01T00:00:00Z' },
    { subject: 'CN=old.acme.test', notAfter: '2020-01-01T00:00:00Z' },
  ],
  callbackUrl: 'https://everlink.test/__/auth/handler',
  spEntityId: 'https://everlink.test/saml/acme',
  enforced: false,
  updatedAt: at,
  updatedBy: 'u-admin',
};

export const claim = (over: Partial<DomainClaim> = {}): DomainClaim => ({
  domain: 'acme.test',
  companyId: COMPANY,
  status: 'pending',
  recordName: '_everlink-challenge.acme.test',
  recordValue: 'everlink-verify=tok123',
  createdAt: at,
  expiresAt: '2026-01-08T10:00:00Z',
  verifiedAt: null,
  lastCheckedAt: null,
  lastError: null,
  ...over,
});

export const TOKEN: ScimToken = {
  id: 't1',
  name: 'Entra ID',
  displayPrefix: 'evk_scim_AbCd',
  createdAt: at,
  createdBy: 'u-admin',
  lastUsedAt: null,
};

/** The panel in the app's providers: queries, a router and the toasts. */
export function renderIdentity() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[paths.company('identity')]}>
        <IdentityPanel companyId={COMPANY} />
      </MemoryRouter>
      <ToastContainer />
    </QueryClientProvider>,
  );
}
