import { profileUrl } from '@contract/profile-projection';

/**
 * Every route of the app (spec §2, plus the superadmin card batches and billing), as the router
 * matches them. The router, the navigation and the tab bars read this one table, so a path is
 * spelled once; `paths` builds concrete addresses from it.
 */
export const ROUTES = {
  // public
  landing: '/',
  auth: '/auth',
  signIn: '/auth/sign-in',
  ssoCallback: '/sso/callback',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  authAction: '/auth/action',
  verifyAndChangeEmail: '/auth/verify-and-change-email',
  publicCard: '/card/:cardId',
  leadForm: '/contacts/new/:profileId',
  terms: '/terms-of-service',
  privacy: '/privacy-policy',
  // signed in
  dashboard: '/dashboard',
  profile: '/profile/:profileId',
  profileTab: '/profile/:profileId/:tab',
  cards: '/cards',
  card: '/cards/:cardId',
  contacts: '/contacts',
  newContact: '/contacts/new',
  mergeContacts: '/contacts/merge',
  recentlyAdded: '/contacts/recently-added',
  contact: '/contacts/:contactId',
  editContact: '/contacts/:contactId/edit',
  integrations: '/integrations',
  company: '/company',
  companyUsers: '/company/users',
  companyEmployee: '/company/users/:employeeId',
  companyTab: '/company/:tab',
  companyCards: '/company-cards',
  billing: '/billing',
  apiKeys: '/api-keys',
  eventMode: '/event',
  // superadmin
  superadmin: '/superadmin',
  superadminUsers: '/superadmin/users',
  superadminCompanies: '/superadmin/companies',
  superadminRoles: '/superadmin/roles',
  superadminDivisions: '/superadmin/divisions',
  superadminCards: '/superadmin/cards',
  superadminPlans: '/superadmin/plans',
} as const;

export type RouteName = keyof typeof ROUTES;

/** The profile tab at `/profile/{id}` itself; the others add `/{tab}`. */
export const DEFAULT_PROFILE_TAB = 'details';

/** The company's sections: the overview and users have routes of their own, the rest are `/company/{tab}`. */
export const COMPANY_SECTIONS = [
  'overview',
  'users',
  'roles',
  'divisions',
  'links',
  'branding',
  'import-export',
  'api-keys',
  'webhooks',
  'crm',
  'identity',
] as const;
export type CompanySection = (typeof COMPANY_SECTIONS)[number];

/** The ways to sign in that `/auth/sign-in?method=` opens at once (password is the default, without a query). */
export type SignInMethod = 'phone' | 'email-link';

/** A pattern with its `:params` filled in (encoded). */
function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

const withLang = (path: string, lang?: string | null) => (lang ? `${path}?lang=${lang}` : path);

/** Concrete addresses: `paths.profile(id, 'links')`, `paths.company('roles')`, `paths.dashboard`. */
export const paths = {
  landing: ROUTES.landing,
  auth: ROUTES.auth,
  signIn: ROUTES.signIn,
  signInBy: (method: SignInMethod) => `${ROUTES.signIn}?method=${method}`,
  /** Where a single sign-on comes back to from the company's identity provider. */
  ssoCallback: ROUTES.ssoCallback,
  forgotPassword: ROUTES.forgotPassword,
  resetPassword: ROUTES.resetPassword,
  authAction: ROUTES.authAction,
  verifyAndChangeEmail: ROUTES.verifyAndChangeEmail,
  terms: ROUTES.terms,
  privacy: ROUTES.privacy,
  publicCard: (cardId: string) => fill(ROUTES.publicCard, { cardId }),
  /** A profile's page by its slug, as the API names it too (`ProfileLink.url`); `lang` carries the page's language. */
  publicPage: (slug: string, lang?: string | null) => withLang(profileUrl('', slug), lang),
  /** The form where visitors leave their details for the profile's owner; `lang` carries the card's language. */
  leadForm: (profileId: string, lang?: string | null) => withLang(fill(ROUTES.leadForm, { profileId }), lang),
  dashboard: ROUTES.dashboard,
  /** What every profile address starts with: the navigation marks Profile open on any of them. */
  profileArea: ROUTES.profile.slice(0, ROUTES.profile.indexOf('/:')),
  profile: (profileId: string, tab: string = DEFAULT_PROFILE_TAB) =>
    tab === DEFAULT_PROFILE_TAB ? fill(ROUTES.profile, { profileId }) : fill(ROUTES.profileTab, { profileId, tab }),
  cards: ROUTES.cards,
  card: (cardId: string) => fill(ROUTES.card, { cardId }),
  contacts: ROUTES.contacts,
  /** The contacts list with its import panel open. */
  contactsImport: `${ROUTES.contacts}?import=1`,
  newContact: ROUTES.newContact,
  mergeContacts: ROUTES.mergeContacts,
  recentlyAdded: ROUTES.recentlyAdded,
  contact: (contactId: string) => fill(ROUTES.contact, { contactId }),
  editContact: (contactId: string) => fill(ROUTES.editContact, { contactId }),
  integrations: ROUTES.integrations,
  company: (section: CompanySection = 'overview') => {
    if (section === 'overview') return ROUTES.company;
    if (section === 'users') return ROUTES.companyUsers;
    return fill(ROUTES.companyTab, { tab: section });
  },
  companyEmployee: (employeeId: string) => fill(ROUTES.companyEmployee, { employeeId }),
  companyCards: ROUTES.companyCards,
  billing: ROUTES.billing,
  apiKeys: ROUTES.apiKeys,
  eventMode: ROUTES.eventMode,
  superadmin: ROUTES.superadmin,
  superadminUsers: ROUTES.superadminUsers,
  superadminCompanies: ROUTES.superadminCompanies,
  superadminRoles: ROUTES.superadminRoles,
  superadminDivisions: ROUTES.superadminDivisions,
  superadminCards: ROUTES.superadminCards,
  superadminPlans: ROUTES.superadminPlans,
} as const;
