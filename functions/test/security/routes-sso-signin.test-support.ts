import type { Outcome, RouteRow } from './route-row.test-support';
import type { Actor } from './matrix-world.test-support';

const EVERYONE = ['anonymous', 'owner', 'otherUser', 'employee', 'companyAdmin', 'otherCompanyAdmin', 'superadmin'];
const all = (outcome: Outcome, actors = EVERYONE) =>
  Object.fromEntries(actors.map((a) => [a, outcome])) as Partial<Record<Actor, Outcome>>;

/** Signing in with a company's identity provider (docs/sso.md). */
export const SSO_SIGNIN_ROUTES: RouteRow[] = [
  { method: 'POST', path: '/v1/sso/discover', access: 'public', body: { email: 'someone@matrix.test' } },
  {
    method: 'POST',
    path: '/v1/sso/complete',
    access: 'signedIn',
    body: {},
    expect: all(403, EVERYONE.slice(1)),
    note: "the matrix's people signed in with a password, not with a company's provider: 403 provider mismatch",
  },
  {
    method: 'POST',
    path: '/v1/sso/oidc/start',
    access: 'public',
    body: { email: 'someone@matrix.test' },
    expect: all(404),
    note: 'no company holds the domain: 404 for everyone (and 404 outside local runs)',
  },
  { method: 'POST', path: '/v1/sso/oidc/callback', access: 'public', body: { code: 'matrix', state: 'unknown' } },
];
