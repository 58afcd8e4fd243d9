import { name, PLAN_WITH_INTEGRATIONS, type RouteRow } from './route-row.test-support';

/** API keys are in Pro and Teams, like integrations: the owner is Pro, the company world's people are on Free. */
const PRO_ONLY = PLAN_WITH_INTEGRATIONS;
const body = (scope: string) => () => ({ name: name('Key'), scopes: [scope] });

/** API keys: a company's (its admins) and a Pro user's own (docs/api-keys.md). */
export const API_KEY_ROUTES: RouteRow[] = [
  { method: 'GET', path: '/v1/company/:companyId/api-keys', access: 'companyAdmin' },
  { method: 'POST', path: '/v1/company/:companyId/api-keys', access: 'companyAdmin', body: body('employees:read') },
  { method: 'GET', path: '/v1/company/:companyId/api-keys/audit', access: 'companyAdmin' },
  {
    method: 'DELETE',
    path: '/v1/company/:companyId/api-keys/:keyId',
    access: 'companyAdmin',
    ids: { keyId: 'companyApiKey' },
    fresh: true,
  },
  { method: 'GET', path: '/v1/api-keys', access: 'signedIn', expect: PRO_ONLY },
  { method: 'POST', path: '/v1/api-keys', access: 'signedIn', body: body('contacts:read'), expect: PRO_ONLY },
  { method: 'GET', path: '/v1/api-keys/audit', access: 'signedIn', expect: PRO_ONLY },
  {
    method: 'DELETE',
    path: '/v1/api-keys/:keyId',
    access: 'owner',
    ids: { keyId: 'apiKey' },
    fresh: true,
    expect: { ...PRO_ONLY, superadmin: 404 },
    note: "one's own keys only: a superadmin's keys are their own too",
  },
];
