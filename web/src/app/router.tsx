import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout, AuthLayout, PublicLayout, RootLayout } from './layouts';
import { RequireAuth, RequireSuperadmin } from './guards';
import { RouteError } from './RouteError';

/**
 * The route table (spec §2), in its three groups. Every screen is its own chunk; each line
 * names the file that renders the route, so a feature's screens can be replaced one by one.
 */
const screens = {
  // landing, legal
  landing: lazy(() => import('../features/landing/routes/Landing')),
  terms: lazy(() => import('../features/legal/routes/TermsOfService')),
  privacy: lazy(() => import('../features/legal/routes/PrivacyPolicy')),
  // auth
  authEntry: lazy(() => import('../features/auth/routes/SignUp')),
  signIn: lazy(() => import('../features/auth/routes/SignIn')),
  forgotPassword: lazy(() => import('../features/auth/routes/ForgotPassword')),
  resetPassword: lazy(() => import('../features/auth/routes/ResetPassword')),
  authAction: lazy(() => import('../features/auth/routes/AuthAction')),
  verifyAndChangeEmail: lazy(() => import('../features/auth/routes/VerifyAndChangeEmail')),
  // public-card, contacts (public)
  publicCard: lazy(() => import('../features/public-card/routes/PublicCard')),
  publicContactForm: lazy(() => import('../features/contacts/routes/PublicContactForm')),
  // dashboard, profiles, cards
  dashboard: lazy(() => import('../features/dashboard/routes/Dashboard')),
  profile: lazy(() => import('../features/profiles/routes/Profile')),
  cards: lazy(() => import('../features/cards/routes/Cards')),
  card: lazy(() => import('../features/cards/routes/CardDetail')),
  // contacts
  contacts: lazy(() => import('../features/contacts/routes/Contacts')),
  newContact: lazy(() => import('../features/contacts/routes/NewContact')),
  contact: lazy(() => import('../features/contacts/routes/ContactDetail')),
  editContact: lazy(() => import('../features/contacts/routes/EditContact')),
  mergeContacts: lazy(() => import('../features/contacts/routes/MergeContacts')),
  recentlyAdded: lazy(() => import('../features/contacts/routes/RecentlyAdded')),
  // integrations, company
  integrations: lazy(() => import('../features/integrations/routes/Integrations')),
  company: lazy(() => import('../features/company/routes/Company')),
  companyUsers: lazy(() => import('../features/company/routes/CompanyUsers')),
  companyTab: lazy(() => import('../features/company/routes/CompanyTab')),
  companyCards: lazy(() => import('../features/company/routes/CompanyCards')),
  // superadmin
  superadmin: lazy(() => import('../features/superadmin/routes/SuperadminOverview')),
  superadminRoles: lazy(() => import('../features/superadmin/routes/SuperadminRoles')),
  superadminDivisions: lazy(() => import('../features/superadmin/routes/SuperadminDivisions')),
  superadminCards: lazy(() => import('../features/superadmin/routes/SuperadminCards')),
  notFound: lazy(() => import('./NotFound')),
};

const s = screens;

/** No sign-in needed. */
export const publicRoutes: RouteObject[] = [
  { path: '/', element: <s.landing /> },
  {
    element: <AuthLayout />,
    children: [
      { path: '/auth', element: <s.authEntry /> },
      { path: '/auth/sign-in', element: <s.signIn /> },
      { path: '/auth/forgot-password', element: <s.forgotPassword /> },
      { path: '/auth/reset-password', element: <s.resetPassword /> },
      { path: '/auth/action', element: <s.authAction /> },
      { path: '/auth/verify-and-change-email', element: <s.verifyAndChangeEmail /> },
    ],
  },
  {
    element: <PublicLayout />,
    children: [
      { path: '/card/:cardId', element: <s.publicCard /> },
      { path: '/contacts/new/:profileId', element: <s.publicContactForm /> },
      { path: '/terms-of-service', element: <s.terms /> },
      { path: '/privacy-policy', element: <s.privacy /> },
      { path: '*', element: <s.notFound /> },
    ],
  },
];

/** Superadmins only (inside the signed-in group). */
export const superadminRoutes: RouteObject[] = [
  { path: '/superadmin', element: <s.superadmin /> },
  { path: '/superadmin/roles', element: <s.superadminRoles /> },
  { path: '/superadmin/divisions', element: <s.superadminDivisions /> },
  { path: '/superadmin/cards', element: <s.superadminCards /> },
];

/** Any signed-in user. */
export const signedInRoutes: RouteObject[] = [
  { path: '/dashboard', element: <s.dashboard /> },
  { path: '/profile/:profileId', element: <s.profile /> },
  { path: '/profile/:profileId/:tab', element: <s.profile /> },
  { path: '/cards', element: <s.cards /> },
  { path: '/cards/:cardId', element: <s.card /> },
  { path: '/contacts', element: <s.contacts /> },
  { path: '/contacts/new', element: <s.newContact /> },
  { path: '/contacts/merge', element: <s.mergeContacts /> },
  { path: '/contacts/recently-added', element: <s.recentlyAdded /> },
  { path: '/contacts/:contactId', element: <s.contact /> },
  { path: '/contacts/:contactId/edit', element: <s.editContact /> },
  { path: '/integrations', element: <s.integrations /> },
  { path: '/company', element: <s.company /> },
  { path: '/company/users', element: <s.companyUsers /> },
  { path: '/company/:tab', element: <s.companyTab /> },
  { path: '/company-cards', element: <s.companyCards /> },
  { element: <RequireSuperadmin />, children: superadminRoutes },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [...publicRoutes, { element: <RequireAuth />, children: [{ element: <AppLayout />, children: signedInRoutes }] }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
