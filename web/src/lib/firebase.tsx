import { useEffect } from 'react';
import type { User } from 'firebase/auth';
import { AuthProvider, FirebaseAppProvider, useUser } from 'reactfire';
import { auth, firebaseApp } from './firebase-auth';

/**
 * The signed-in app's identity watcher: Firebase Auth (firebase-auth.ts) through reactfire.
 * Loaded lazily (see identity.ts): Firebase Auth is the largest library of the app, and the
 * landing page paints without it.
 */
export { auth, firebaseApp };

/**
 * Reports the identity user through reactfire (sign-in, sign-out, token refresh). It lives in
 * this lazily loaded module with the SDK, so the landing page paints before either loads.
 */
export function IdentityWatcher({ onUser }: { onUser: (user: User | null) => void }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <UserListener onUser={onUser} />
      </AuthProvider>
    </FirebaseAppProvider>
  );
}

function UserListener({ onUser }: { onUser: (user: User | null) => void }) {
  const { status, data } = useUser();
  useEffect(() => {
    if (status === 'success') onUser(data ?? null);
  }, [status, data, onUser]);
  return null;
}

export type { User } from 'firebase/auth';
