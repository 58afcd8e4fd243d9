import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';

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

export { onIdTokenChanged } from 'firebase/auth';
export type { User } from 'firebase/auth';
