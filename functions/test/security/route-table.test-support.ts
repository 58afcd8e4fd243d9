import { X_DEMO_USER } from '../../src/integrations/x/fake/x.fake';
import { INTEGRATIONS, OWNER_SOCIALS, type Actor, type IdKind, type UploadKind, type World } from './matrix-world.test-support';

/**
 * Every /v1 route the app registers, and who may call it. The authorization matrix
 * (authorization-matrix.test.ts) calls each row with each actor and checks the answer's class;
 * the bad-input sweep (bad-input.test.ts) sends each row junk. A registered route without a row,
 * or a row without a route, fails both. Adding a route = adding its row here (docs/security.md).
 *
 * Who may call (`access`), and what each actor must get by default (`expect` overrides one):
 * - public: everyone, anonymous too.
 * - signedIn: every signed-in caller (their own things, or nothing object-specific); anonymous 401.
 * - owner: the owner of the object in the path (the "owner" actor, in no company) and superadmins;
 *   anyone else 404, anonymous 401.
 * - member: active members of the company in the path (employee, its admin) and superadmins;
 *   other users and other companies' admins 404.
 * - companyAdmin: as member, but a member without the rights (the employee) gets 403.
 * - superadmin: superadmins only; everyone else 404 (the route does not exist for them).
 * - signature: a provider's callback, proven by a signature, not a token: unsigned calls are
 *   refused (4xx) whoever sends them.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'public' | 'signedIn' | 'owner' | 'member' | 'companyAdmin' | 'superadmin' | 'signature';
/** allowed: 2xx, or a 4xx that is not 401/403/404/429 (a validation error or a conflict: it got past authorization). */
export type Outcome = 'allowed' | 401 | 403 | 404 | 'refused';
/** Resolved path parameters and other ids of the row, by name. */
export type Params = Record<string, string>;
type Json = Record<string, unknown> | unknown[];

export interface RouteRow {
  method: Method;
  /** As Express registers it, with the /v1 prefix. */
  path: string;
  access: Access;
  /** Which fixture fills each parameter (and extra ids bodies use); by default by its name (DEFAULT_ID_KINDS). */
  ids?: Record<string, IdKind | { value: string }>;
  /** A valid body where one is needed to reach the authorization check (refusals must be 404, not 400). */
  body?: Json | ((p: Params, w: World) => Json);
  query?: Record<string, string> | ((p: Params, w: World) => Record<string, string>);
  /** A multipart upload of a small valid file of this kind, in field `file`. */
  upload?: UploadKind;
  /** The allowed call destroys or disables its objects: each allowed actor gets new ones. */
  fresh?: boolean;
  /** Calls on one's own account: the "owner" actor is the person this parameter names (with fresh, a new person each time). */
  ownerIs?: string;
  expect?: Partial<Record<Actor, Outcome>>;
  /** Why an id that names nothing is answered 2xx here (the sweep refuses that otherwise). */
  unknownIdsAnswered?: string;
  /** Why the row differs from the obvious. */
  note?: string;
}

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
};

const v = (value: string) => ({ value });
const name = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
const email = () => `sec-${Math.random().toString(36).slice(2)}@test.everlink.test`;
const NO_COMPANY: Partial<Record<Actor, Outcome>> = { owner: 404, otherUser: 404, superadmin: 404 };
/** Superadmin-only calls that answer 403 to other signed-in callers (documented so; the route is no secret). */
const FORBIDDEN_TO_OTHERS: Partial<Record<Actor, Outcome>> = { owner: 403, otherUser: 403, employee: 403, companyAdmin: 403, otherCompanyAdmin: 403 };
/** An invitation answered by the invitee alone: everyone else, superadmins too, 404. */
const NOT_THE_INVITEE: Partial<Record<Actor, Outcome>> = { owner: 404, otherUser: 404, employee: 404, companyAdmin: 404, otherCompanyAdmin: 404, superadmin: 404 };
/** The caller's own connection to a provider: only the owner is connected, everyone else is told to connect first. */
const OWN_CONNECTION: Partial<Record<Actor, Outcome>> = { superadmin: 404 };
/** Integrations are in Pro and Teams (docs/billing.md): the owner is Pro, the company world's people are on Free. */
const PLAN_WITH_INTEGRATIONS: Partial<Record<Actor, Outcome>> = { otherUser: 403, employee: 403, companyAdmin: 403, otherCompanyAdmin: 403 };

export const ROUTES: RouteRow[] = [
  { method: 'GET', path: '/v1/health', access: 'public' },

  // users and credentials
  { method: 'POST', path: '/v1/auth/register', access: 'public', body: {}, note: 'an empty body: a valid one would sign someone up' },
  { method: 'PUT', path: '/v1/auth', access: 'signedIn', body: {} },
  { method: 'GET', path: '/v1/auth/exist', access: 'public', query: () => ({ email: email() }) },
  { method: 'GET', path: '/v1/users', access: 'superadmin' },
  { method: 'POST', path: '/v1/users', access: 'signedIn', body: {} },
  { method: 'GET', path: '/v1/users/:id', access: 'owner', ids: { id: 'user' } },
  { method: 'PUT', path: '/v1/users/:id', access: 'owner', ids: { id: 'user' }, body: { firstName: 'Owen' } },
  { method: 'GET', path: '/v1/users/:id/export', access: 'owner', ids: { id: 'user' } },
  { method: 'DELETE', path: '/v1/users/:id', access: 'owner', ids: { id: 'user' }, fresh: true, ownerIs: 'id', note: 'account deletion: each allowed call deletes a new person' },
  { method: 'GET', path: '/v1/roles', access: 'signedIn' },
  { method: 'GET', path: '/v1/files/{*path}', access: 'public', query: (_p, w) => ({ token: w.fileToken }), note: 'the token is the proof' },

  // contacts
  { method: 'GET', path: '/v1/public/lead-challenge', access: 'public', ids: { profileId: 'profile' }, query: (p) => ({ profileId: p.profileId }) },
  { method: 'POST', path: '/v1/contacts', access: 'public', body: {}, note: 'anonymous: the lead form; signed in: a contact of their own' },
  { method: 'GET', path: '/v1/contacts', access: 'signedIn' },
  {
    method: 'DELETE',
    path: '/v1/contacts',
    access: 'signedIn',
    ids: { contactId: 'contact' },
    body: (p) => ({ ids: [p.contactId] }),
    fresh: true,
    note: 'ids the caller may not delete are skipped',
  },
  { method: 'GET', path: '/v1/contacts/count', access: 'signedIn' },
  {
    method: 'POST',
    path: '/v1/contacts/selection/delete',
    access: 'signedIn',
    body: { filter: { q: 'nobody-matches-this' } },
    note: 'only the caller’s own contacts are ever selected',
  },
  {
    method: 'POST',
    path: '/v1/contacts/selection/tag',
    access: 'signedIn',
    body: { filter: { q: 'nobody-matches-this' }, tag: 'fair' },
    note: 'only the caller’s own contacts are ever selected',
  },
  { method: 'GET', path: '/v1/contacts/favorite', access: 'signedIn' },
  { method: 'GET', path: '/v1/contacts/merge', access: 'signedIn' },
  {
    method: 'POST',
    path: '/v1/contacts/merge',
    access: 'owner',
    ids: { contactId: 'contact', other: 'contact' },
    body: (p) => ({ primaryId: p.contactId, ids: [p.other] }),
    fresh: true,
  },
  { method: 'POST', path: '/v1/contacts/sync/profile/:contactId', access: 'owner' },
  { method: 'POST', path: '/v1/contacts/:type/export', access: 'signedIn', ids: { type: v('csv') }, body: {} },
  { method: 'POST', path: '/v1/contacts/:profileId/:type/import', access: 'owner', ids: { type: v('csv') }, upload: 'csv' },
  {
    method: 'POST',
    path: '/v1/contacts/:type/preview',
    access: 'signedIn',
    ids: { type: v('csv') },
    upload: 'csv',
    note: 'reads the file and answers what it holds; writes nothing',
  },
  { method: 'GET', path: '/v1/contacts/imports/:importId', access: 'owner', ids: { importId: 'contactImport' } },
  { method: 'GET', path: '/v1/contacts/imports/:importId/report', access: 'owner', ids: { importId: 'contactImport' } },
  { method: 'POST', path: '/v1/contacts/:contactId/display/upload', access: 'owner', upload: 'image' },
  { method: 'GET', path: '/v1/contacts/:contactId', access: 'owner' },
  { method: 'PUT', path: '/v1/contacts/:contactId', access: 'owner', body: { note: 'Met at the fair' } },
  { method: 'DELETE', path: '/v1/contacts/:contactId', access: 'owner', fresh: true },

  // profiles
  { method: 'GET', path: '/v1/profiles', access: 'signedIn' },
  { method: 'POST', path: '/v1/profiles', access: 'signedIn', body: {} },
  { method: 'GET', path: '/v1/profiles/slug', access: 'signedIn', query: { slug: 'some-free-slug' } },
  { method: 'GET', path: '/v1/profiles/:id', access: 'public', ids: { id: 'profile' }, note: 'an active profile is public' },
  { method: 'PUT', path: '/v1/profiles/:id', access: 'owner', ids: { id: 'profile' }, body: { headline: 'Hello' } },
  { method: 'GET', path: '/v1/profiles/:id/everlinks', access: 'public', ids: { id: 'profile' } },
  { method: 'POST', path: '/v1/profiles/:id/everlinks/upload', access: 'owner', ids: { id: 'profile' }, upload: 'document' },
  { method: 'GET', path: '/v1/profiles/:id/link', access: 'owner', ids: { id: 'profile' } },
  { method: 'GET', path: '/v1/profiles/:id/services', access: 'owner', ids: { id: 'profile' } },
  { method: 'GET', path: '/v1/profiles/:id/socials', access: 'public', ids: { id: 'profile' } },
  { method: 'PUT', path: '/v1/profiles/:id/socials', access: 'owner', ids: { id: 'profile' }, body: OWNER_SOCIALS },
  { method: 'GET', path: '/v1/profiles/:id/config', access: 'owner', ids: { id: 'profile' } },
  { method: 'PUT', path: '/v1/profiles/:id/config', access: 'owner', ids: { id: 'profile' }, body: { theme: { primaryColor: '#112233' } } },
  { method: 'PUT', path: '/v1/profiles/:id/delete', access: 'owner', ids: { id: 'profile' }, fresh: true },
  { method: 'PUT', path: '/v1/profiles/:id/deactivate', access: 'owner', ids: { id: 'profile' }, body: {}, fresh: true },
  { method: 'GET', path: '/v1/profiles/:profileId/locked-fields', access: 'owner', note: 'the fields its company locks, for the editor' },
  { method: 'GET', path: '/v1/profiles/:profileId/public-context', access: 'owner', note: "the editor's preview: the card's company brand, feeds and booking" },
  { method: 'GET', path: '/v1/profiles/:profileId/background-video', access: 'owner' },
  { method: 'POST', path: '/v1/profiles/:profileId/background-video', access: 'owner', body: { enabled: false } },
  { method: 'POST', path: '/v1/profiles/:profileId/background-video/upload', access: 'owner', upload: 'video' },
  { method: 'POST', path: '/v1/profiles/:profileId/socials/:socialsName/upload-media', access: 'owner', ids: { socialsName: v('instagram') }, upload: 'image' },
  { method: 'POST', path: '/v1/profiles/:profileId/:type/upload', access: 'owner', ids: { type: v('photo') }, upload: 'image' },

  // share kit
  { method: 'GET', path: '/v1/profiles/:id/share-kit', access: 'owner', ids: { id: 'profile' } },
  { method: 'GET', path: '/v1/profiles/:id/wallet/apple', access: 'owner', ids: { id: 'profile' } },
  { method: 'GET', path: '/v1/profiles/:id/wallet/google', access: 'owner', ids: { id: 'profile' } },
  { method: 'GET', path: '/v1/profiles/:id/signature', access: 'owner', ids: { id: 'profile' } },
  { method: 'GET', path: '/v1/profiles/:id/backgrounds/:design.png', access: 'owner', ids: { id: 'profile', design: v('gradient') } },
  { method: 'GET', path: '/v1/profiles/:id/qr.png', access: 'public', ids: { id: 'profile' } },
  { method: 'GET', path: '/v1/company/:companyId/share-kit', access: 'member' },
  { method: 'PUT', path: '/v1/company/:companyId/share-kit', access: 'companyAdmin', body: { signatureDesign: 'modern' } },

  // links
  { method: 'GET', path: '/v1/links', access: 'signedIn' },
  { method: 'POST', path: '/v1/links', access: 'signedIn', body: { targetType: 'url', url: 'example.com/matrix' } },
  { method: 'GET', path: '/v1/links/slug/:slug', access: 'public' },
  { method: 'GET', path: '/v1/links/:id', access: 'owner', ids: { id: 'link' } },
  { method: 'PUT', path: '/v1/links/:id', access: 'owner', ids: { id: 'link' }, body: { title: 'Renamed' } },
  { method: 'DELETE', path: '/v1/links/:id', access: 'owner', ids: { id: 'link' }, fresh: true },

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
  { method: 'PUT', path: '/v1/socials/:socialId', access: 'superadmin', body: { placeholder: 'your handle' }, expect: FORBIDDEN_TO_OTHERS },
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
  { method: 'POST', path: '/v1/public/events', access: 'public', ids: { profileId: 'profile' }, body: (p) => ({ type: 'view', profileId: p.profileId }) },

  // superadmin area
  { method: 'GET', path: '/v1/superadmin/overview', access: 'superadmin' },
  { method: 'PUT', path: '/v1/superadmin/users/:userId/status', access: 'superadmin', body: { disabled: true }, fresh: true },
  { method: 'PUT', path: '/v1/superadmin/users/:userId/roles', access: 'superadmin', body: { roleIds: [] }, fresh: true },
  { method: 'GET', path: '/v1/superadmin/roles', access: 'superadmin' },
  { method: 'POST', path: '/v1/superadmin/roles', access: 'superadmin', body: () => ({ name: name('Role'), permissions: [{ action: 'read', subject: 'User' }] }) },
  { method: 'PUT', path: '/v1/superadmin/roles/:roleId', access: 'superadmin', ids: { roleId: 'globalRole' }, body: () => ({ name: name('Role'), permissions: [] }) },
  { method: 'DELETE', path: '/v1/superadmin/roles/:roleId', access: 'superadmin', ids: { roleId: 'globalRole' }, fresh: true },
  { method: 'GET', path: '/v1/superadmin/companies', access: 'superadmin' },
  { method: 'GET', path: '/v1/superadmin/divisions', access: 'superadmin' },
  { method: 'PUT', path: '/v1/superadmin/divisions/:companyId/:divisionId', access: 'superadmin', body: () => ({ name: name('Division') }) },
  {
    method: 'POST',
    path: '/v1/superadmin/divisions/:companyId/:divisionId/merge',
    access: 'superadmin',
    ids: { into: 'division' },
    body: (p) => ({ intoId: p.into }),
    fresh: true,
  },

  // company
  { method: 'POST', path: '/v1/company', access: 'signedIn', body: {} },
  { method: 'GET', path: '/v1/company', access: 'signedIn', expect: NO_COMPANY, note: "the caller's own company: 404 without one" },
  { method: 'GET', path: '/v1/company/invitations', access: 'companyAdmin', query: (p) => ({ companyId: p.companyId }), ids: { companyId: 'company' } },
  { method: 'GET', path: '/v1/company/invitations/mine', access: 'signedIn', note: "the caller's own pending invitations (an empty list without any)" },
  { method: 'POST', path: '/v1/company/invitations/accept', access: 'signedIn', body: {} },
  { method: 'POST', path: '/v1/company/invitations/preview', access: 'public', body: {}, note: "the mail link's page: the link's token is the only key" },
  {
    method: 'POST',
    path: '/v1/company/invitations/:invitationId/accept',
    access: 'signedIn',
    body: {},
    expect: NOT_THE_INVITEE,
    note: 'only the person whose verified email the invitation names may answer it, and no actor is that person',
  },
  {
    method: 'POST',
    path: '/v1/company/invitations/:invitationId/decline',
    access: 'signedIn',
    expect: NOT_THE_INVITEE,
    note: 'only the person whose verified email the invitation names may answer it, and no actor is that person',
  },
  { method: 'GET', path: '/v1/company/:companyId', access: 'member' },
  { method: 'PUT', path: '/v1/company/:companyId', access: 'companyAdmin', body: { industry: 'Tools' } },
  { method: 'GET', path: '/v1/company/:companyId/employees', access: 'member' },
  { method: 'POST', path: '/v1/company/:companyId/employees', access: 'companyAdmin', body: () => ({ email: email() }) },
  { method: 'GET', path: '/v1/company/:companyId/employees/:employeeId', access: 'member' },
  { method: 'PUT', path: '/v1/company/:companyId/employees/:employeeId', access: 'companyAdmin', body: { department: 'Sales' } },
  { method: 'PUT', path: '/v1/company/:companyId/employees/:employeeId/roles', access: 'companyAdmin', body: { roleIds: [] } },
  { method: 'PUT', path: '/v1/company/:companyId/employees/:employeeId/divisions', access: 'companyAdmin', body: (_p, w) => ({ divisionIds: [w.company.sales.id] }) },
  {
    method: 'DELETE',
    path: '/v1/company/:companyId/employees/:employeeId',
    access: 'companyAdmin',
    fresh: true,
    note: 'removing someone else; a member leaving (the employee id is their own) is tested in company-leave.test.ts',
  },
  { method: 'DELETE', path: '/v1/company/:companyId/invitations/:invitationId', access: 'companyAdmin', fresh: true },
  { method: 'GET', path: '/v1/company/:companyId/roles', access: 'member' },
  { method: 'POST', path: '/v1/company/:companyId/roles', access: 'companyAdmin', body: () => ({ name: name('Role'), permissions: [] }) },
  { method: 'PUT', path: '/v1/company/:companyId/roles/:roleId', access: 'companyAdmin', body: () => ({ name: name('Role') }) },
  { method: 'DELETE', path: '/v1/company/:companyId/roles/:roleId', access: 'companyAdmin', fresh: true },
  { method: 'GET', path: '/v1/company/:companyId/divisions', access: 'member' },
  { method: 'POST', path: '/v1/company/:companyId/divisions', access: 'companyAdmin', body: () => ({ name: name('Division') }) },
  { method: 'PUT', path: '/v1/company/:companyId/divisions/:divisionId', access: 'companyAdmin', body: () => ({ name: name('Division') }) },
  { method: 'DELETE', path: '/v1/company/:companyId/divisions/:divisionId', access: 'companyAdmin', ids: { into: 'division' }, query: (p) => ({ moveTo: p.into }), fresh: true },
  { method: 'POST', path: '/v1/company/:companyId/import/csv', access: 'companyAdmin', upload: 'csv' },
  { method: 'POST', path: '/v1/company/:companyId/export/csv', access: 'member', body: {} },

  // company brand
  { method: 'GET', path: '/v1/company/:companyId/everlinks', access: 'member' },
  { method: 'POST', path: '/v1/company/:companyId/everlinks/upload', access: 'companyAdmin', upload: 'document' },
  { method: 'POST', path: '/v1/company/:companyId/everlinks/:everlinkId', access: 'companyAdmin', body: { title: 'Handbook', url: 'acme.example/handbook' } },
  { method: 'DELETE', path: '/v1/company/:companyId/everlinks/:everlinkId', access: 'companyAdmin', fresh: true },
  { method: 'POST', path: '/v1/company/:companyId/company-logo/upload', access: 'companyAdmin', upload: 'image' },
  { method: 'POST', path: '/v1/company/:companyId/background/upload', access: 'companyAdmin', upload: 'image' },
  { method: 'GET', path: '/v1/company/:companyId/cards', access: 'companyAdmin' },
  { method: 'PUT', path: '/v1/company/:companyId/cards/:cardId', access: 'companyAdmin', body: (_p, w) => ({ userId: w.company.rep.uid }) },

  // billing
  { method: 'GET', path: '/v1/plans', access: 'public' },
  { method: 'GET', path: '/v1/plans/all', access: 'superadmin' },
  {
    method: 'POST',
    path: '/v1/plans',
    access: 'superadmin',
    body: () => ({ id: `plan-${Math.random().toString(36).slice(2, 8)}`, name: 'Plan', interval: 'month', amount: 500, currency: 'usd', roleId: null, kind: 'individual' }),
  },
  { method: 'PUT', path: '/v1/plans/:planId', access: 'superadmin', body: { order: 1 } },
  { method: 'POST', path: '/v1/stripe/checkout', access: 'signedIn', body: {} },
  { method: 'POST', path: '/v1/stripe/trial/checkout', access: 'signedIn', body: {} },
  { method: 'POST', path: '/v1/stripe/webhook', access: 'signature', body: { id: 'evt_unsigned', type: 'customer.subscription.deleted' } },
  { method: 'GET', path: '/v1/subscriptions', access: 'signedIn' },
  { method: 'POST', path: '/v1/subscriptions/:subscriptionId/cancel', access: 'owner' },
  { method: 'POST', path: '/v1/subscriptions/:subscriptionId/resume', access: 'owner' },
  { method: 'POST', path: '/v1/subscriptions/:subscriptionId/portal', access: 'owner' },
  { method: 'GET', path: '/v1/woocommerces/products', access: 'signedIn' },

  // integrations: each provider's common three, then its own calls
  ...INTEGRATIONS.flatMap((provider): RouteRow[] => [
    { method: 'GET', path: `/v1/${provider}`, access: 'signedIn' },
    { method: 'GET', path: `/v1/${provider}/oauth`, access: 'signedIn', expect: PLAN_WITH_INTEGRATIONS },
    { method: 'POST', path: `/v1/${provider}/oauth`, access: 'signedIn', body: { code: 'not-a-code', state: 'not-a-state' }, expect: PLAN_WITH_INTEGRATIONS },
  ]),
  { method: 'POST', path: '/v1/instagram/deletion/initiate', access: 'signature' },
  { method: 'GET', path: '/v1/instagram/deletion/status', access: 'public', query: (_p, w) => ({ code: w.deletionCode }) },
  { method: 'POST', path: '/v1/instagram/deletion/confirm', access: 'owner', expect: OWN_CONNECTION },
  { method: 'GET', path: '/v1/twitter/update-tweets', access: 'signedIn', expect: PLAN_WITH_INTEGRATIONS },
  { method: 'DELETE', path: '/v1/twitter/:twitterUserId/revoke', access: 'owner', expect: OWN_CONNECTION, ids: { twitterUserId: v(X_DEMO_USER.id) } },
  { method: 'GET', path: '/v1/tiktok/renew-token', access: 'signedIn', expect: PLAN_WITH_INTEGRATIONS },
  { method: 'PUT', path: '/v1/tiktok/update-user-info', access: 'signedIn', expect: PLAN_WITH_INTEGRATIONS },
  { method: 'PUT', path: '/v1/tiktok/update-latest-videos', access: 'signedIn', expect: PLAN_WITH_INTEGRATIONS },
  { method: 'DELETE', path: '/v1/tiktok/revoke', access: 'owner', expect: OWN_CONNECTION },
  { method: 'DELETE', path: '/v1/calendly/revoke', access: 'owner', expect: OWN_CONNECTION },
  {
    method: 'GET',
    path: '/v1/gohighlevel/contacts/:contactId',
    access: 'owner',
    note: "the owner's contacts are pushed: GoHighLevel is connected",
    unknownIdsAnswered: 'a contact never pushed (or none) answers null: the push record is looked up, not the contact',
  },
  { method: 'DELETE', path: '/v1/gohighlevel/oauth', access: 'owner', expect: OWN_CONNECTION },
  { method: 'GET', path: '/v1/integrations', access: 'signedIn' },
  { method: 'GET', path: '/v1/integrations/profiles/:profileId', access: 'owner' },
  { method: 'PUT', path: '/v1/integrations/profiles/:profileId', access: 'owner', body: { feeds: {} } },

  // tools
  { method: 'GET', path: '/v1/tools/meta', access: 'signedIn', query: { url: 'http://127.0.0.1/' }, note: 'a loopback address: refused with 400, no fetch' },
  { method: 'GET', path: '/v1/tools/occupations', access: 'signedIn', query: { q: 'engineer' } },
  { method: 'POST', path: '/v1/tools/occupations', access: 'signedIn', body: { title: 'Chief Matrix Officer' } },
];

const ALL_ALLOWED = Object.fromEntries(['anonymous', 'owner', 'otherUser', 'employee', 'companyAdmin', 'otherCompanyAdmin', 'superadmin'].map((a) => [a, 'allowed'])) as Record<
  Actor,
  Outcome
>;

const DEFAULTS: Record<Access, Record<Actor, Outcome>> = {
  public: ALL_ALLOWED,
  signedIn: { ...ALL_ALLOWED, anonymous: 401 },
  owner: { anonymous: 401, owner: 'allowed', otherUser: 404, employee: 404, companyAdmin: 404, otherCompanyAdmin: 404, superadmin: 'allowed' },
  member: { anonymous: 401, owner: 404, otherUser: 404, employee: 'allowed', companyAdmin: 'allowed', otherCompanyAdmin: 404, superadmin: 'allowed' },
  companyAdmin: { anonymous: 401, owner: 404, otherUser: 404, employee: 403, companyAdmin: 'allowed', otherCompanyAdmin: 404, superadmin: 'allowed' },
  superadmin: { anonymous: 401, owner: 404, otherUser: 404, employee: 404, companyAdmin: 404, otherCompanyAdmin: 404, superadmin: 'allowed' },
  signature: Object.fromEntries(Object.keys(ALL_ALLOWED).map((a) => [a, 'refused'])) as Record<Actor, Outcome>,
};

/** What `actor` must get from `row`. */
export const expectedOutcome = (row: RouteRow, actor: Actor): Outcome => row.expect?.[actor] ?? DEFAULTS[row.access][actor];

export const routeKey = (row: { method: string; path: string }) => `${row.method} ${row.path}`;
