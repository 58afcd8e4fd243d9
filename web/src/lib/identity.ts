/**
 * The one door to Firebase Auth for code in the entry chunk: it loads the Firebase module on
 * first use, so importing this file costs a few bytes, not the SDK. `loadAuth` is Auth alone
 * (what a token, a sign-out or an email needs); `loadIdentity` adds the app's watcher (reactfire).
 */
type FirebaseModule = typeof import('./firebase');
type AuthModule = typeof import('./firebase-auth');

let loading: Promise<FirebaseModule> | null = null;
let loadingAuth: Promise<AuthModule> | null = null;

export function loadIdentity(): Promise<FirebaseModule> {
  loading ??= import('./firebase');
  return loading;
}

export function loadAuth(): Promise<AuthModule> {
  loadingAuth ??= import('./firebase-auth');
  return loadingAuth;
}

/** The signed-in user's ID token (refreshed by the SDK when near expiry), or null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  const { auth } = await loadAuth();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

export async function signOutEverywhere(): Promise<void> {
  const { auth } = await loadAuth();
  const { signOut } = await import('firebase/auth');
  await signOut(auth);
}

/** Sends the signed-in user a link that verifies their email. */
export async function sendVerificationEmail(): Promise<void> {
  const { auth } = await loadAuth();
  const { sendEmailVerification } = await import('firebase/auth');
  if (auth.currentUser) await sendEmailVerification(auth.currentUser, { url: `${window.location.origin}/dashboard` });
}
