import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { loadAuth, loadIdentity, signOutEverywhere } from '../lib/identity';
import { onApiRefusal, SSO_REQUIRED } from '../lib/api';
import type { User } from '../lib/firebase';
import { setMonitoringUser } from '../lib/monitoring';
import { rememberSession } from './session-hint.mjs';
import { leaveSignInNotice } from './sign-in-notice';
import { paths } from './paths';

/** What the app needs of the identity-provider user, as plain data. */
export interface AuthUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  phoneNumber: string | null;
  /** 'password', 'phone', 'google.com', … */
  providerIds: string[];
}

/** Spec §4: loading, then signed in or signed out. */
export type AuthState = { status: 'loading' } | { status: 'signedIn'; user: AuthUser } | { status: 'signedOut' };

interface AuthContextValue {
  state: AuthState;
  /** Re-reads the identity user (after a verified email, a changed name). */
  reload: () => Promise<void>;
}

const AuthContext = createContext<AuthContextValue>({ state: { status: 'loading' }, reload: async () => undefined });

function toAuthUser(user: {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  phoneNumber: string | null;
  providerData: { providerId: string }[];
}): AuthUser {
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    phoneNumber: user.phoneNumber,
    providerIds: user.providerData.map((p) => p.providerId),
  };
}

/**
 * The API refuses a session its company's SSO enforcement no longer allows (a password sign-in from
 * before the switch): sign out and start again at the sign-in page, which says why. Once, however
 * many calls were refused together.
 */
function useLeaveRefusedSession() {
  useEffect(() => {
    let leaving = false;
    return onApiRefusal((error) => {
      if (leaving || error.status !== 403 || error.code !== SSO_REQUIRED) return;
      leaving = true;
      leaveSignInNotice(error.message);
      void signOutEverywhere()
        .catch(() => undefined)
        .then(() => window.location.assign(paths.signIn));
    });
  }, []);
}

const same = (a: AuthState, b: AuthState) => JSON.stringify(a) === JSON.stringify(b);

/** What reports the identity user to the provider: a component loaded with Firebase Auth. */
export type IdentityWatcher = ComponentType<{ onUser: (user: User | null) => void }>;

const appWatcher = () => loadIdentity().then(({ IdentityWatcher }) => IdentityWatcher);

/**
 * `watcher` loads what reports the user: the app's (reactfire, firebase.tsx) unless given; the
 * sign-in entry passes the bare `onIdTokenChanged` one (firebase-auth.ts).
 */
export function AuthProvider({
  children,
  watcher = appWatcher,
}: {
  children: ReactNode;
  watcher?: () => Promise<IdentityWatcher>;
}) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const [Watcher, setWatcher] = useState<IdentityWatcher | null>(null);
  const queryClient = useQueryClient();
  const lastUid = useRef<string | null>(null);
  useLeaveRefusedSession();

  useEffect(() => {
    let cancelled = false;
    watcher()
      .then((loaded) => {
        if (!cancelled) setWatcher(() => loaded);
      })
      .catch(() => {
        // The identity SDK could not load (offline at first visit): act as signed out.
        if (!cancelled) setState({ status: 'signedOut' });
      });
    return () => {
      cancelled = true;
    };
  }, [watcher]);

  const onUser = useCallback(
    (user: User | null) => {
      const next: AuthState = user ? { status: 'signedIn', user: toAuthUser(user) } : { status: 'signedOut' };
      const uid = user?.uid ?? null;
      // The prerendered pages start the app only for a browser that has had a session.
      rememberSession(!!user);
      if (uid !== lastUid.current) {
        // Another person (or nobody): nothing cached for the previous one may show.
        if (lastUid.current) queryClient.clear();
        lastUid.current = uid;
        setMonitoringUser(user ? { id: user.uid, email: user.email } : null);
      }
      setState((prev) => (same(prev, next) ? prev : next));
    },
    [queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      reload: async () => {
        const { auth } = await loadAuth();
        if (!auth.currentUser) return;
        await auth.currentUser.reload();
        // A verified email shows in the token's claims only after a refresh.
        await auth.currentUser.getIdToken(true);
        setState({ status: 'signedIn', user: toAuthUser(auth.currentUser) });
      },
    }),
    [state],
  );

  return (
    <AuthContext.Provider value={value}>
      {Watcher && <Watcher onUser={onUser} />}
      {children}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthState {
  return useContext(AuthContext).state;
}

export function useReloadAuthUser(): () => Promise<void> {
  return useContext(AuthContext).reload;
}
