import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout, AuthLayout, PublicLayout, RootLayout } from './layouts';
import { RequireAuth, RequireSuperadmin } from './guards';
import { RouteError } from './RouteError';
import { ROUTES } from '../session/paths';

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
  ssoCallback: lazy(() => import('../features/sso/routes/SsoCallback')),
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
  companyEmployee: lazy(() => import('../features/company/routes/CompanyEmployee')),
  companyTab: lazy(() => import('../features/company/routes/CompanyTab')),
  companyCards: lazy(() => import('../features/company/routes/CompanyCards')),
  // event mode (offline card and leads)
  eventMode: lazy(() => import('../features/event-mode/routes/EventMode')),
  // billing
  billing: lazy(() => import('../features/billing/routes/Billing')),
  apiKeys: lazy(() => import('../features/api-keys/routes/ApiKeys')),
  superadminPlans: lazy(() => import('../features/billing/routes/SuperadminPlans')),
  // superadmin
  superadmin: lazy(() => import('../features/superadmin/routes/SuperadminOverview')),
  superadminUsers: lazy(() => import('../features/superadmin/routes/SuperadminUsers')),
  superadminCompanies: lazy(() => import('../features/superadmin/routes/SuperadminCompanies')),
  superadminRoles: lazy(() => import('../features/superadmin/routes/SuperadminRoles')),
  superadminDivisions: lazy(() => import('../features/superadmin/routes/SuperadminDivisions')),
  superadminCards: lazy(() => import('../features/superadmin/routes/SuperadminCards')),
  notFound: lazy(() => import('./NotFound')),
};

const s = screens;

/** No sign-in needed. */
export const publicRoutes: RouteObject[] = [
  { path: ROUTES.landing, element: <s.landing /> },
  {
    element: <AuthLayout />,
    children: [
      { path: ROUTES.auth, element: <s.authEntry /> },
      { path: ROUTES.signIn, element: <s.signIn /> },
      { path: ROUTES.forgotPassword, element: <s.forgotPassword /> },
      { path: ROUTES.resetPassword, element: <s.resetPassword /> },
      { path: ROUTES.authAction, element: <s.authAction /> },
      { path: ROUTES.verifyAndChangeEmail, element: <s.verifyAndChangeEmail /> },
      { path: ROUTES.ssoCallback, element: <s.ssoCallback /> },
    ],
  },
  {
    element: <PublicLayout />,
    children: [
      { path: ROUTES.publicCard, element: <s.publicCard /> },
      { path: ROUTES.leadForm, element: <s.publicContactForm /> },
      { path: ROUTES.terms, element: <s.terms /> },
      { path: ROUTES.privacy, element: <s.privacy /> },
      { path: '*', element: <s.notFound /> },
    ],
  },
];

/** Superadmins only (inside the signed-in group). */
export const superadminRoutes: RouteObject[] = [
  { path: ROUTES.superadmin, element: <s.superadmin /> },
  { path: ROUTES.superadminUsers, element: <s.superadminUsers /> },
  { path: ROUTES.superadminCompanies, element: <s.superadminCompanies /> },
  { path: ROUTES.superadminRoles, element: <s.superadminRoles /> },
  { path: ROUTES.superadminDivisions, element: <s.superadminDivisions /> },
  { path: ROUTES.superadminCards, element: <s.superadminCards /> },
  { path: ROUTES.superadminPlans, element: <s.superadminPlans /> },
];

/** Any signed-in user. */
export const signedInRoutes: RouteObject[] = [
  { path: ROUTES.dashboard, element: <s.dashboard /> },
  { path: ROUTES.profile, element: <s.profile /> },
  { path: ROUTES.profileTab, element: <s.profile /> },
  { path: ROUTES.cards, element: <s.cards /> },
  { path: ROUTES.card, element: <s.card /> },
  { path: ROUTES.contacts, element: <s.contacts /> },
  { path: ROUTES.newContact, element: <s.newContact /> },
  { path: ROUTES.mergeContacts, element: <s.mergeContacts /> },
  { path: ROUTES.recentlyAdded, element: <s.recentlyAdded /> },
  { path: ROUTES.contact, element: <s.contact /> },
  { path: ROUTES.editContact, element: <s.editContact /> },
  { path: ROUTES.integrations, element: <s.integrations /> },
  { path: ROUTES.company, element: <s.company /> },
  { path: ROUTES.companyUsers, element: <s.companyUsers /> },
  { path: ROUTES.companyEmployee, element: <s.companyEmployee /> },
  { path: ROUTES.companyTab, element: <s.companyTab /> },
  { path: ROUTES.companyCards, element: <s.companyCards /> },
  { path: ROUTES.billing, element: <s.billing /> },
  { path: ROUTES.apiKeys, element: <s.apiKeys /> },
  { path: ROUTES.eventMode, element: <s.eventMode /> },
  { element: <RequireSuperadmin />, children: superadminRoutes },
];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      ...publicRoutes,
      { element: <RequireAuth />, children: [{ element: <AppLayout />, children: signedInRoutes }] },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
