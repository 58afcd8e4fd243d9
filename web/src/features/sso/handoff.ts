import { safeRedirect } from '../../session/redirects';

/** Where the person was headed, kept over the trip to the identity provider and back. */
const REDIRECT_KEY = 'everlink.sso.redirect';

export function keepRedirect(redirect: string | null): void {
  try {
    if (redirect) sessionStorage.setItem(REDIRECT_KEY, redirect);
    else sessionStorage.removeItem(REDIRECT_KEY);
  } catch {
    // Without storage the person lands on the dashboard.
  }
}

export function takeRedirect(): string | null {
  try {
    const redirect = sessionStorage.getItem(REDIRECT_KEY);
    sessionStorage.removeItem(REDIRECT_KEY);
    return safeRedirect(redirect);
  } catch {
    return null;
  }
}
