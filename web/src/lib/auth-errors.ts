import { MESSAGES } from '@contract/messages';

/** The form field an identity error belongs to; 'root' shows above the form. */
export type AuthErrorField = 'email' | 'password' | 'phoneNumber' | 'otp' | 'root';

export interface AuthErrorView {
  message: string;
  field: AuthErrorField;
}

/** Which flow failed: the same Firebase code reads differently in each. */
export type AuthFlow =
  'password' | 'signUp' | 'emailLink' | 'phone' | 'google' | 'resetPassword' | 'action' | 'changeEmail';

const BY_CODE: Record<string, AuthErrorView> = {
  'auth/invalid-action-code': { message: MESSAGES.resetLinkInvalid, field: 'root' },
  'auth/expired-action-code': { message: MESSAGES.resetLinkInvalid, field: 'root' },
  'auth/account-exists-with-different-credential': { message: MESSAGES.phoneAccountExists, field: 'phoneNumber' },
  'auth/credential-already-in-use': { message: MESSAGES.phoneAccountExists, field: 'phoneNumber' },
  'auth/requires-recent-login': { message: MESSAGES.recentLoginRequired, field: 'root' },
  'auth/email-already-in-use': { message: MESSAGES.emailInUse, field: 'email' },
  'auth/email-already-exists': { message: MESSAGES.emailRegistered, field: 'email' },
  'auth/phone-number-already-exists': { message: MESSAGES.phoneRegistered, field: 'phoneNumber' },
  'auth/invalid-password': { message: MESSAGES.invalidPassword, field: 'password' },
  'auth/weak-password': { message: MESSAGES.weakPassword, field: 'password' },
  'auth/invalid-email': { message: MESSAGES.invalidEmail, field: 'email' },
  'auth/missing-email': { message: MESSAGES.required, field: 'email' },
  'auth/user-not-found': { message: MESSAGES.userNotFound, field: 'email' },
  'auth/wrong-password': { message: MESSAGES.wrongPassword, field: 'password' },
  'auth/missing-password': { message: MESSAGES.required, field: 'password' },
  // With email-enumeration protection Firebase no longer says which part was wrong; the
  // sign-in screen asks the API whether the email has an account to tell the two apart.
  'auth/invalid-credential': { message: MESSAGES.wrongPassword, field: 'password' },
  'auth/invalid-login-credentials': { message: MESSAGES.wrongPassword, field: 'password' },
  'auth/user-disabled': { message: MESSAGES.userDisabled, field: 'root' },
  'auth/invalid-phone-number': { message: MESSAGES.invalidPhone, field: 'phoneNumber' },
  'auth/missing-phone-number': { message: MESSAGES.invalidPhone, field: 'phoneNumber' },
  'auth/invalid-verification-code': { message: MESSAGES.invalidOtp, field: 'otp' },
  'auth/missing-verification-code': { message: MESSAGES.invalidOtp, field: 'otp' },
  'auth/code-expired': { message: MESSAGES.invalidOtp, field: 'otp' },
  'auth/too-many-requests': { message: MESSAGES.tooManyRequests, field: 'root' },
  'auth/network-request-failed': { message: MESSAGES.genericError, field: 'root' },
};

/** Codes that mean the person changed their mind (closed the popup): nothing to show. */
const SILENT = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

export function authErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('auth/') ? code : undefined;
}

/**
 * The specification's text (§8) for a Firebase Auth error, and the field it belongs to.
 * Null when there is nothing to tell the person.
 */
export function authErrorView(error: unknown, flow: AuthFlow = 'password'): AuthErrorView | null {
  const code = authErrorCode(error);
  if (code && SILENT.has(code)) return null;
  const invalidCode = code === 'auth/invalid-action-code' || code === 'auth/expired-action-code';
  // 'Reset password link invalid.' is the reset flow's text; other email links get the email-link one.
  if (
    (flow === 'emailLink' || flow === 'action' || flow === 'changeEmail') &&
    (invalidCode || code === 'auth/argument-error')
  )
    return { message: MESSAGES.emailLinkInvalid, field: 'root' };
  if (flow === 'google' && code === 'auth/account-exists-with-different-credential')
    return { message: MESSAGES.emailInUse, field: 'root' };
  const view = code ? BY_CODE[code] : undefined;
  if (!view) return { message: MESSAGES.genericError, field: 'root' };
  if (flow === 'phone' && view.field === 'email') return { ...view, field: 'root' };
  return view;
}
