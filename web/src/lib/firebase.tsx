import { useEffect } from 'react';
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type User } from 'firebase/auth';
import { AuthProvider, FirebaseAppProvider, useUser } from 'reactfire';

/**
 * Firebase app and Auth. Loaded lazily (see identity.ts): Firebase Auth is the largest
 * library of the app, and the landing page paints without it.
 */
export const firebaseApp = initializeApp({
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
});

export const auth = getAuth(firebaseApp);

const emulatorHost = import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST;
if (emulatorHost) {
  connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  // The emulator answers phone sign-in without a reCAPTCHA round trip.
  auth.settings.appVerificationDisabledForTesting = true;
}

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
