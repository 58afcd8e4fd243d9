/**
 * The one door to Firebase Auth for code in the entry chunk: it loads the Firebase module on
 * first use, so importing this file costs a few bytes, not the SDK.
 */
type FirebaseModule = typeof import('./firebase');

let loading: Promise<FirebaseModule> | null = null;

export function loadIdentity(): Promise<FirebaseModule> {
  loading ??= import('./firebase');
  return loading;
}

/** The signed-in user's ID token (refreshed by the SDK when near expiry), or null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  const { auth } = await loadIdentity();
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
}

export async function signOutEverywhere(): Promise<void> {
  const { auth } = await loadIdentity();
  const { signOut } = await import('firebase/auth');
  await signOut(auth);
}

/** Sends the signed-in user a link that verifies their email. */
export async function sendVerificationEmail(): Promise<void> {
  const { auth } = await loadIdentity();
  const { sendEmailVerification } = await import('firebase/auth');
  if (auth.currentUser) await sendEmailVerification(auth.currentUser, { url: `${window.location.origin}/dashboard` });
}
