import { createContext, Suspense, useContext, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createBrowserRouter,
  Outlet,
  RouterProvider,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router-dom';
import { createQueryClient } from '../lib/query-client';
import { useHydrated } from '../lib/hydrated';
import { AuthProvider, useAuth } from '../session/auth';
import { ROUTES } from '../session/paths';
import { LoadingState } from '../components/ui';
import { UnsavedChangesProvider } from '../components/UnsavedChanges';
import SignIn from '../features/auth/routes/SignIn';
import SignUp from '../features/auth/routes/SignUp';
import { AuthFrame, SkipLink } from './auth-frame';

/**
 * The sign-in entry (auth-main.tsx): sign-in and sign-up without the signed-in shell — no app
 * route table, no session, CASL or toasts. It starts from their prerendered page; once someone is
 * signed in (or follows a link to any other page) the browser loads that page, and with it the app.
 */

/** What the entry does once its screen is hydrated (auth-main.tsx: the held form, done again). */
const HydratedContext = createContext<(() => void) | undefined>(undefined);

/**
 * A screen, and after it a call of `onHydrated` once the screen is the browser's (forms enabled).
 * Inside the screen's Suspense boundary, which React hydrates after the rest of the page: the
 * boundary's effects run when its own content is hydrated, not before.
 */
function Screen({ children }: { children: ReactNode }) {
  const onHydrated = useContext(HydratedContext);
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) onHydrated?.();
  }, [hydrated, onHydrated]);
  return children;
}

const lightWatcher = () => import('../lib/firebase-auth').then(({ IdTokenWatcher }) => IdTokenWatcher);

/**
 * Whether Firebase Auth has reported someone signed in. Leaving then replaces the sign-in page in
 * the history, as the screens' `navigate(…, { replace: true })` asks (`useLeaveWhenSignedIn`, an SSO
 * completion); before that, leaving is a link followed: a new history entry.
 */
let signedIn = false;

function TrackSignedIn() {
  const auth = useAuth();
  useEffect(() => {
    signedIn = auth.status === 'signedIn';
  }, [auth.status]);
  return null;
}

/**
 * Any address but these two is the app's: the browser loads it as a page. From the loader, so the
 * address changes only with the page that answers it (a client-side change first would look, to
 * anything watching the address, like the app having arrived before it has).
 */
function leaveForApp({ request }: LoaderFunctionArgs): Promise<never> {
  const { pathname, search } = new URL(request.url);
  if (signedIn) window.location.replace(`${pathname}${search}`);
  else window.location.assign(`${pathname}${search}`);
  return new Promise<never>(() => undefined);
}

function AuthRoot() {
  return (
    <>
      <SkipLink />
      <UnsavedChangesProvider>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </UnsavedChangesProvider>
    </>
  );
}

export const authRoutes: RouteObject[] = [
  {
    element: <AuthRoot />,
    children: [
      {
        element: <AuthFrame />,
        children: [
          {
            path: ROUTES.auth,
            element: (
              <Screen>
                <SignUp />
              </Screen>
            ),
          },
          {
            path: ROUTES.signIn,
            element: (
              <Screen>
                <SignIn />
              </Screen>
            ),
          },
        ],
      },
    ],
  },
  { path: '*', loader: leaveForApp, element: null },
];

/**
 * What the two screens run inside, in the browser and when their page is prerendered: the query
 * cache single sign-on's address lookup keeps, and the auth state from Firebase Auth's own listener.
 */
export function AuthEntryProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider watcher={lightWatcher}>
        <TrackSignedIn />
        {children}
      </AuthProvider>
    </QueryClientProvider>
  );
}

export function AuthEntry({ onHydrated }: { onHydrated?: () => void }) {
  const [router] = useState(() => createBrowserRouter(authRoutes));
  return (
    <AuthEntryProviders>
      <HydratedContext.Provider value={onHydrated}>
        <RouterProvider router={router} />
      </HydratedContext.Provider>
    </AuthEntryProviders>
  );
}
