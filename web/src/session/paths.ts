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
export const COMPANY_SECTIONS = ['overview', 'users', 'roles', 'divisions', 'links', 'branding', 'import-export'] as const;
export type CompanySection = (typeof COMPANY_SECTIONS)[number];

/** A pattern with its `:params` filled in (encoded). */
function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** Concrete addresses: `paths.profile(id, 'links')`, `paths.company('roles')`, `paths.dashboard`. */
export const paths = {
  landing: ROUTES.landing,
  auth: ROUTES.auth,
  signIn: ROUTES.signIn,
  forgotPassword: ROUTES.forgotPassword,
  terms: ROUTES.terms,
  privacy: ROUTES.privacy,
  publicCard: (cardId: string) => fill(ROUTES.publicCard, { cardId }),
  leadForm: (profileId: string) => fill(ROUTES.leadForm, { profileId }),
  dashboard: ROUTES.dashboard,
  profile: (profileId: string, tab: string = DEFAULT_PROFILE_TAB) =>
    tab === DEFAULT_PROFILE_TAB ? fill(ROUTES.profile, { profileId }) : fill(ROUTES.profileTab, { profileId, tab }),
  cards: ROUTES.cards,
  card: (cardId: string) => fill(ROUTES.card, { cardId }),
  contacts: ROUTES.contacts,
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
  eventMode: ROUTES.eventMode,
  superadmin: ROUTES.superadmin,
  superadminUsers: ROUTES.superadminUsers,
  superadminCompanies: ROUTES.superadminCompanies,
  superadminRoles: ROUTES.superadminRoles,
  superadminDivisions: ROUTES.superadminDivisions,
  superadminCards: ROUTES.superadminCards,
  superadminPlans: ROUTES.superadminPlans,
} as const;
