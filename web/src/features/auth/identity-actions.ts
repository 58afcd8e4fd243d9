import {
  applyActionCode,
  browserPopupRedirectResolver,
  checkActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  isSignInWithEmailLink,
  RecaptchaVerifier,
  sendEmailVerification,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPhoneNumber,
  signInWithPopup,
  updateProfile,
  verifyBeforeUpdateEmail,
  verifyPasswordResetCode,
  type ConfirmationResult,
} from 'firebase/auth';
import { auth } from '../../lib/firebase-auth';
import { authErrorCode } from '../../lib/auth-errors';
import { authApi } from './api';

/**
 * Every Firebase Auth call the screens make. This module is loaded with the auth screens
 * only; errors keep Firebase's codes, which the forms turn into the specification's texts.
 */

const EMAIL_FOR_LINK = 'everlink.emailForSignIn';

const actionUrl = (redirect: string | null) =>
  `${window.location.origin}/auth/action${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;

export async function signInWithPassword(email: string, password: string): Promise<void> {
  try {
    await signInWithEmailAndPassword(auth, email, password);
  } catch (error) {
    const code = authErrorCode(error);
    // Firebase's email-enumeration protection answers both "no such user" and "wrong
    // password" with invalid-credential; the API can tell which it was.
    if (code === 'auth/invalid-credential' || code === 'auth/invalid-login-credentials') {
      const exists = await authApi.exist({ email }).then(
        (r) => r.email,
        () => undefined,
      );
      if (exists === false) throw Object.assign(new Error(code), { code: 'auth/user-not-found' });
      throw Object.assign(new Error(code), { code: 'auth/wrong-password' });
    }
    throw error;
  }
}

/**
 * Sign-up: the identity by the SDK (so Firebase's own email-in-use and weak-password answers
 * apply, and the password goes only to Firebase), then the user record with its first
 * profile. The display name is set first, so if the record call fails the account setup
 * that runs for a signed-in person without a profile finds the same name.
 */
export async function signUpWithPassword(body: {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phoneNumber?: string;
}): Promise<void> {
  const { user } = await createUserWithEmailAndPassword(auth, body.email, body.password);
  await updateProfile(user, { displayName: `${body.firstName} ${body.lastName}` });
  await authApi.createUserRecord({
    userId: user.uid,
    firstName: body.firstName,
    lastName: body.lastName,
    email: body.email,
    phoneNumber: body.phoneNumber ?? '',
  });
  // The account works at once; the verification email lets the person prove the address.
  await sendEmailVerification(user, { url: `${window.location.origin}/dashboard` }).catch(() => undefined);
}

export async function sendSignInLink(email: string, redirect: string | null): Promise<void> {
  await sendSignInLinkToEmail(auth, email, { url: actionUrl(redirect), handleCodeInApp: true });
  try {
    localStorage.setItem(EMAIL_FOR_LINK, email);
  } catch {
    // The person will be asked for the email when they open the link.
  }
}

export function emailForLink(): string | null {
  try {
    return localStorage.getItem(EMAIL_FOR_LINK);
  } catch {
    return null;
  }
}

export function isEmailSignInLink(href: string): boolean {
  return isSignInWithEmailLink(auth, href);
}

export async function completeEmailLinkSignIn(email: string, href: string): Promise<void> {
  await signInWithEmailLink(auth, email, href);
  try {
    localStorage.removeItem(EMAIL_FOR_LINK);
  } catch {
    // nothing stored
  }
}

/** Phone sign-in, step one: sends the code; the answer confirms it. */
export async function sendPhoneCode(phoneNumber: string, container: HTMLElement): Promise<ConfirmationResult> {
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await signInWithPhoneNumber(auth, toE164(phoneNumber), verifier);
  } finally {
    verifier.clear();
  }
}

/** Firebase wants E.164: digits with a leading +, nothing else. */
function toE164(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[^0-9]/g, '');
  if (!digits) return '';
  return `+${trimmed.startsWith('00') ? digits.slice(2) : digits}`;
}

export async function signInWithGoogle(): Promise<void> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  await signInWithPopup(auth, provider, browserPopupRedirectResolver);
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email, { url: `${window.location.origin}/auth/sign-in` });
}

/** The email the reset code is for; fails with invalid/expired-action-code. */
export const checkResetCode = (code: string) => verifyPasswordResetCode(auth, code);

export const resetPassword = (code: string, password: string) => confirmPasswordReset(auth, code, password);

export const inspectActionCode = (code: string) => checkActionCode(auth, code);

export const applyCode = (code: string) => applyActionCode(auth, code);

export async function requestEmailChange(newEmail: string): Promise<void> {
  if (!auth.currentUser)
    throw Object.assign(new Error('auth/requires-recent-login'), { code: 'auth/requires-recent-login' });
  await verifyBeforeUpdateEmail(auth.currentUser, newEmail, {
    url: `${window.location.origin}/auth/verify-and-change-email?done=1`,
  });
}
