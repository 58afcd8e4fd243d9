import type { Actor, IdKind } from './matrix-world.test-support';
import type { Access, Outcome, RouteRow } from './route-row.test-support';
import { ACCOUNT_ROUTES } from './routes-account.test-support';
import { BILLING_ROUTES } from './routes-billing.test-support';
import { CATALOGUE_ROUTES } from './routes-catalogue.test-support';
import { COMPANY_ROUTES } from './routes-company.test-support';
import { API_KEY_ROUTES } from './routes-api-keys.test-support';
import { WEBHOOK_ROUTES } from './routes-webhooks.test-support';
import { COMPANY_CRM_ROUTES } from './routes-company-crm.test-support';
import { SCIM_ROUTES } from './routes-scim.test-support';
import { SSO_CONFIG_ROUTES } from './routes-sso-config.test-support';

export type { Access, Method, Outcome, Params, RouteRow } from './route-row.test-support';

/**
 * Every /v1 route the app registers, and who may call it. The authorization matrix
 * (authorization-matrix.test.ts) calls each row with each actor and checks the answer's class;
 * the bad-input sweep (bad-input.test.ts) sends each row junk. A registered route without a row,
 * or a row without a route, fails both. Adding a route = adding its row to its group's
 * routes-*.test-support.ts (docs/security.md); the row's shape and who may call are in route-row.test-support.ts.
 */

export const DEFAULT_ID_KINDS: Record<string, IdKind> = {
  profileId: 'profile',
  contactId: 'contact',
  companyId: 'company',
  employeeId: 'employee',
  invitationId: 'invitation',
  roleId: 'companyRole',
  divisionId: 'division',
  everlinkId: 'companyEverlink',
  cardId: 'companyCard',
  batchId: 'batch',
  planId: 'plan',
  subscriptionId: 'subscription',
  userId: 'user',
  socialId: 'social',
  slug: 'slug',
  path: 'file',
  endpointId: 'webhookEndpoint',
};

export const ROUTES: RouteRow[] = [
  ...ACCOUNT_ROUTES,
  ...CATALOGUE_ROUTES,
  ...COMPANY_ROUTES,
  ...BILLING_ROUTES,
  ...API_KEY_ROUTES,
  ...WEBHOOK_ROUTES,
  ...COMPANY_CRM_ROUTES,
  ...SCIM_ROUTES,
  ...SSO_CONFIG_ROUTES,
];

const ALL_ALLOWED = Object.fromEntries(
  ['anonymous', 'owner', 'otherUser', 'employee', 'companyAdmin', 'otherCompanyAdmin', 'superadmin'].map((a) => [
    a,
    'allowed',
  ]),
) as Record<Actor, Outcome>;

const DEFAULTS: Record<Access, Record<Actor, Outcome>> = {
  public: ALL_ALLOWED,
  signedIn: { ...ALL_ALLOWED, anonymous: 401 },
  owner: {
    anonymous: 401,
    owner: 'allowed',
    otherUser: 404,
    employee: 404,
    companyAdmin: 404,
    otherCompanyAdmin: 404,
    superadmin: 'allowed',
  },
  member: {
    anonymous: 401,
    owner: 404,
    otherUser: 404,
    employee: 'allowed',
    companyAdmin: 'allowed',
    otherCompanyAdmin: 404,
    superadmin: 'allowed',
  },
  companyAdmin: {
    anonymous: 401,
    owner: 404,
    otherUser: 404,
    employee: 403,
    companyAdmin: 'allowed',
    otherCompanyAdmin: 404,
    superadmin: 'allowed',
  },
  superadmin: {
    anonymous: 401,
    owner: 404,
    otherUser: 404,
    employee: 404,
    companyAdmin: 404,
    otherCompanyAdmin: 404,
    superadmin: 'allowed',
  },
  signature: Object.fromEntries(Object.keys(ALL_ALLOWED).map((a) => [a, 'refused'])) as Record<Actor, Outcome>,
};

/** What `actor` must get from `row`. */
export const expectedOutcome = (row: RouteRow, actor: Actor): Outcome =>
  row.expect?.[actor] ?? DEFAULTS[row.access][actor];

export const routeKey = (row: { method: string; path: string }) => `${row.method} ${row.path}`;
