import { FORBIDDEN_TO_OTHERS, name, type RouteRow } from './route-row.test-support';

/** The catalogues superadmins keep (social networks, cards), the public card and analytics, the superadmin area. */
export const CATALOGUE_ROUTES: RouteRow[] = [
  // the social networks' catalogue
  { method: 'GET', path: '/v1/socials', access: 'signedIn' },
  {
    method: 'POST',
    path: '/v1/socials',
    access: 'superadmin',
    body: () => ({ id: `n${Math.random().toString(36).slice(2, 8)}`, name: 'Network', icon: 'globe' }),
    expect: FORBIDDEN_TO_OTHERS,
  },
  { method: 'GET', path: '/v1/socials/:socialId', access: 'signedIn' },
  {
    method: 'PUT',
    path: '/v1/socials/:socialId',
    access: 'superadmin',
    body: { placeholder: 'your handle' },
    expect: FORBIDDEN_TO_OTHERS,
  },
  { method: 'DELETE', path: '/v1/socials/:socialId', access: 'superadmin', fresh: true, expect: FORBIDDEN_TO_OTHERS },

  // cards
  { method: 'GET', path: '/v1/cards', access: 'signedIn' },
  { method: 'POST', path: '/v1/cards', access: 'superadmin', body: { count: 1 }, expect: FORBIDDEN_TO_OTHERS },
  { method: 'POST', path: '/v1/cards/activate', access: 'signedIn', body: {} },
  { method: 'GET', path: '/v1/cards/batches', access: 'superadmin', expect: FORBIDDEN_TO_OTHERS },
  { method: 'GET', path: '/v1/cards/batches/:batchId/export', access: 'superadmin', expect: FORBIDDEN_TO_OTHERS },
  { method: 'GET', path: '/v1/cards/:id', access: 'owner', ids: { id: 'card' } },
  { method: 'PUT', path: '/v1/cards/:id', access: 'owner', ids: { id: 'card' }, body: { label: 'Blue card' } },
  { method: 'DELETE', path: '/v1/cards/:id', access: 'owner', ids: { id: 'card' }, fresh: true },

  // analytics and the public card
  { method: 'GET', path: '/v1/analytics/dashboard/:profileId', access: 'owner' },
  { method: 'GET', path: '/v1/analytics/services/:profileId', access: 'owner' },
  { method: 'GET', path: '/v1/public/cards/:cardId', access: 'public', ids: { cardId: 'card' } },
  { method: 'GET', path: '/v1/public/profiles/:profileId/vcard', access: 'public' },
  {
    method: 'POST',
    path: '/v1/public/leads/:contactId/erasure',
    access: 'signature',
    body: { token: 'not-the-token' },
    note: "the token the lead's thank-you page got is the proof: a wrong one is refused whoever sends it",
  },
  {
    method: 'POST',
    path: '/v1/public/events',
    access: 'public',
    ids: { profileId: 'profile' },
    body: (p) => ({ type: 'view', profileId: p.profileId }),
  },

  // superadmin area
  { method: 'GET', path: '/v1/superadmin/overview', access: 'superadmin' },
  {
    method: 'PUT',
    path: '/v1/superadmin/users/:userId/status',
    access: 'superadmin',
    body: { disabled: true },
    fresh: true,
  },
  {
    method: 'PUT',
    path: '/v1/superadmin/users/:userId/roles',
    access: 'superadmin',
    body: { roleIds: [] },
    fresh: true,
  },
  { method: 'GET', path: '/v1/superadmin/roles', access: 'superadmin' },
  {
    method: 'POST',
    path: '/v1/superadmin/roles',
    access: 'superadmin',
    body: () => ({ name: name('Role'), permissions: [{ action: 'read', subject: 'User' }] }),
  },
  {
    method: 'PUT',
    path: '/v1/superadmin/roles/:roleId',
    access: 'superadmin',
    ids: { roleId: 'globalRole' },
    body: () => ({ name: name('Role'), permissions: [] }),
  },
  {
    method: 'DELETE',
    path: '/v1/superadmin/roles/:roleId',
    access: 'superadmin',
    ids: { roleId: 'globalRole' },
    fresh: true,
  },
  { method: 'GET', path: '/v1/superadmin/companies', access: 'superadmin' },
  { method: 'GET', path: '/v1/superadmin/divisions', access: 'superadmin' },
  {
    method: 'PUT',
    path: '/v1/superadmin/divisions/:companyId/:divisionId',
    access: 'superadmin',
    body: () => ({ name: name('Division') }),
  },
  {
    method: 'POST',
    path: '/v1/superadmin/divisions/:companyId/:divisionId/merge',
    access: 'superadmin',
    ids: { into: 'division' },
    body: (p) => ({ intoId: p.into }),
    fresh: true,
  },
];
