import { v, type RouteRow } from './route-row.test-support';

const SSO = '/v1/company/:companyId/sso';
const UNCLAIMED = { domain: v('unclaimed.example.com') };
const NOT_CLAIMED = { companyAdmin: 404, superadmin: 404 } as const;

/**
 * A company's single sign-on, admin side (docs/sso.md): its admins only. The matrix has no DNS or
 * identity provider, so an allowed admin's provider is refused for its certificate (400) and a
 * domain no one claimed is not found (404).
 */
export const SSO_CONFIG_ROUTES: RouteRow[] = [
  { method: 'GET', path: SSO, access: 'companyAdmin' },
  {
    method: 'PUT',
    path: SSO,
    access: 'companyAdmin',
    body: {
      type: 'saml',
      displayName: 'Matrix IdP',
      idpEntityId: 'https://idp.matrix.test',
      ssoUrl: 'https://idp.matrix.test/sso',
      x509Certificates: ['-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----'],
    },
    note: 'the certificate is not readable: an allowed admin gets 400, nothing configured',
  },
  { method: 'DELETE', path: SSO, access: 'companyAdmin' },
  {
    method: 'PUT',
    path: `${SSO}/enforcement`,
    access: 'companyAdmin',
    body: { enforced: true },
    note: 'no provider in the matrix world: an allowed admin is refused with 409',
  },
  { method: 'GET', path: `${SSO}/domains`, access: 'companyAdmin' },
  { method: 'POST', path: `${SSO}/domains`, access: 'companyAdmin', body: { domain: 'matrix.example.com' } },
  {
    method: 'POST',
    path: `${SSO}/domains/:domain/verify`,
    access: 'companyAdmin',
    ids: UNCLAIMED,
    expect: NOT_CLAIMED,
    note: 'a domain the company never claimed: 404 to an allowed admin (no DNS lookup)',
  },
  {
    method: 'DELETE',
    path: `${SSO}/domains/:domain`,
    access: 'companyAdmin',
    ids: UNCLAIMED,
    expect: NOT_CLAIMED,
    note: 'a domain the company never claimed: 404 to an allowed admin',
  },
];
