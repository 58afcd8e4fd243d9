import { name, v, type Outcome, type RouteRow } from './route-row.test-support';
import type { Actor } from './matrix-world.test-support';

/**
 * SCIM is part of Teams, which the company world's owner does not hold: its admins (and
 * superadmins, who pass the company gate) are refused 403 not-in-plan after authorization. The
 * Teams path is tested in modules/scim.
 */
const TEAMS_ONLY: Partial<Record<Actor, Outcome>> = { companyAdmin: 403, superadmin: 403 };

/** A company's SCIM tokens (docs/scim.md); /scim/v2 itself is SCIM's, not /v1. */
export const SCIM_ROUTES: RouteRow[] = [
  { method: 'GET', path: '/v1/company/:companyId/scim-tokens', access: 'companyAdmin', expect: TEAMS_ONLY },
  {
    method: 'POST',
    path: '/v1/company/:companyId/scim-tokens',
    access: 'companyAdmin',
    body: () => ({ name: name('Directory') }),
    expect: TEAMS_ONLY,
  },
  {
    method: 'DELETE',
    path: '/v1/company/:companyId/scim-tokens/:tokenId',
    access: 'companyAdmin',
    ids: { tokenId: v('noSuchScimToken') },
    expect: TEAMS_ONLY,
    note: 'no token can be made without Teams, so the id names none',
  },
];
