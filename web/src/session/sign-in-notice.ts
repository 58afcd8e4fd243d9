import { SIGN_IN_NOTICE_KEY as KEY } from './session-hint.mjs';

/**
 * A message the sign-in page shows once, left by whatever signed the person out on the way there:
 * a refused SSO sign-in, or the API refusing a password session for an address whose company now
 * enforces SSO. Kept in sessionStorage so it survives the reload that drops the old session (and
 * the prerendered sign-in page, seeing it, starts its script after the first paint to show it).
 */

export function leaveSignInNotice(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Without storage the sign-in page shows no reason; the refusal itself still holds.
  }
}

export function takeSignInNotice(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return message;
  } catch {
    return null;
  }
}
