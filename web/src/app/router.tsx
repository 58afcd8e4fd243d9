import { isValidElement, lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout, AuthLayout, preloadAppShell, PublicLayout, RootLayout } from './layouts';
import { RequireAuth, RequireSuperadmin } from './guards';
import { RouteError } from './RouteError';
import { ROUTES } from '../session/paths';

/** Each screen's loader, by the lazy component that renders it: preloadOpeningScreen starts one early. */
const loaders = new Map<unknown, () => Promise<unknown>>();
function screen<T extends ComponentType>(load: () => Promise<{ default: T }>) {
  const component = lazy(load);
  loaders.set(component, load);
  return component;
}

/**
 * The route table (spec §2), in its three groups. Every screen is its own chunk; each line
 * names the file that renders the route, so a feature's screens can be replaced one by one.
 */
const screens = {
  // landing, legal
  landing: screen(() => import('../features/landing/routes/Landing')),
  terms: screen(() => import('../features/legal/routes/TermsOfService')),
  privacy: screen(() => import('../features/legal/routes/PrivacyPolicy')),
  // auth
  authEntry: screen(() => import('../features/auth/routes/SignUp')),
  signIn: screen(() => import('../features/auth/routes/SignIn')),
  forgotPassword: screen(() => import('../features/auth/routes/ForgotPassword')),
  resetPassword: screen(() => import('../features/auth/routes/ResetPassword')),
  authAction: screen(() => import('../features/auth/routes/AuthAction')),
  verifyAndChangeEmail: screen(() => import('../features/auth/routes/VerifyAndChangeEmail')),
  ssoCallback: screen(() => import('../features/sso/routes/SsoCallback')),
  // public-card, contacts (public)
  publicCard: screen(() => import('../features/public-card/routes/PublicCard')),
  publicContactForm: screen(() => import('../features/contacts/routes/PublicContactForm')),
  // dashboard, profiles, cards
  dashboard: screen(() => import('../features/dashboard/routes/Dashboard')),
  profile: screen(() => import('../features/profiles/routes/Profile')),
  cards: screen(() => import('../features/cards/routes/Cards')),
  card: screen(() => import('../features/cards/routes/CardDetail')),
  // contacts
  contacts: screen(() => import('../features/contacts/routes/Contacts')),
  newContact: screen(() => import('../features/contacts/routes/NewContact')),
  contact: screen(() => import('../features/contacts/routes/ContactDetail')),
  editContact: screen(() => import('../features/contacts/routes/EditContact')),
  mergeContacts: screen(() => import('../features/contacts/routes/MergeContacts')),
  recentlyAdded: screen(() => import('../features/contacts/routes/RecentlyAdded')),
  // integrations, company
  integrations: screen(() => import('../features/integrations/routes/Integrations')),
  company: screen(() => import('../features/company/routes/Company')),
  companyUsers: screen(() => import('../features/company/routes/CompanyUsers')),
  companyEmployee: screen(() => import('../features/company/routes/CompanyEmployee')),
  companyTab: screen(() => import('../features/company/routes/CompanyTab')),
  companyCards: screen(() => import('../features/company/routes/CompanyCards')),
  // event mode (offline card and leads)
  eventMode: screen(() => import('../features/event-mode/routes/EventMode')),
  // billing
  billing: screen(() => import('../features/billing/routes/Billing')),
  apiKeys: screen(() => import('../features/api-keys/routes/ApiKeys')),
  superadminPlans: screen(() => import('../features/billing/routes/SuperadminPlans')),
  // superadmin
  superadmin: screen(() => import('../features/superadmin/routes/SuperadminOverview')),
  superadminUsers: screen(() => import('../features/superadmin/routes/SuperadminUsers')),
  superadminCompanies: screen(() => import('../features/superadmin/routes/SuperadminCompanies')),
  superadminRoles: screen(() => import('../features/superadmin/routes/SuperadminRoles')),
  superadminDivisions: screen(() => import('../features/superadmin/routes/SuperadminDivisions')),
  superadminCards: screen(() => import('../features/superadmin/routes/SuperadminCards')),
  notFound: screen(() => import('./NotFound')),
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
  const router = createBrowserRouter(routes);
  // Its own task: the module preloads it adds would lengthen the app's first render by half.
  setTimeout(() => preloadOpeningScreen(router.state.matches));
  return router;
}

/**
 * The screen the page opens on (and a signed-in page's shell) starts loading with the app. A
 * signed-in screen renders only once the session is in; loaded from there, its chunk was fetched
 * after the session's answers, and the module preloads Vite adds for it were made inside the
 * shell's first render (66 ms of that one task at 4× CPU on the dashboard: bench/react-commits.mjs).
 */
function preloadOpeningScreen(matches: { route: RouteObject }[]) {
  if (matches.some(({ route }) => isValidElement(route.element) && route.element.type === AppLayout)) preloadAppShell();
  const element = matches.at(-1)?.route.element;
  // A chunk that fails to load fails again when the screen renders, and the route's error shows then.
  if (isValidElement(element))
    loaders
      .get(element.type)?.()
      .catch(() => undefined);
}
