import { useEffect } from 'react';
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  type User,
} from 'firebase/auth';

/**
 * The Firebase app and Auth, as light as the modular API allows: the persistence the signed-in
 * app reads (IndexedDB, with local storage where IndexedDB is not there), and no popup/redirect
 * resolver, which `getAuth` adds and which on a phone loads Google's iframe as Auth starts. The
 * calls that open a popup or a redirect (Google, single sign-on) pass `browserPopupRedirectResolver`
 * themselves. Loaded lazily: by the app's identity watcher (firebase.tsx), by the API client for
 * a token (identity.ts), and by the sign-in entry as its form is used.
 */
export const firebaseApp = initializeApp({
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
});

export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

const emulatorHost = import.meta.env.VITE_FIREBASE_AUTH_EMULATOR_HOST;
if (emulatorHost) {
  connectAuthEmulator(auth, `http://${emulatorHost}`, { disableWarnings: true });
  // The emulator answers phone sign-in without a reCAPTCHA round trip.
  auth.settings.appVerificationDisabledForTesting = true;
}

/**
 * Reports the identity user (sign-in, sign-out, token refresh) straight from `onIdTokenChanged`:
 * the sign-in entry's watcher, which has no use for reactfire and the streams it brings.
 */
export function IdTokenWatcher({ onUser }: { onUser: (user: User | null) => void }) {
  useEffect(() => onIdTokenChanged(auth, onUser), [onUser]);
  return null;
}

export type { User } from 'firebase/auth';
