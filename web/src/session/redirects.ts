import { paths } from './paths';

/** Only paths inside the app: no other origin, no protocol-relative `//host`. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

const CARD_PATH = /^\/card\/[^/?#]+\/?$/;

/**
 * Where a signed-out visitor goes who must sign in first: the landing page (spec §2), but for a
 * card (someone who just tapped a new one) straight to sign-in, carrying the card's path in
 * `redirect` so signing in leads back to its activation.
 */
export function signedOutDestination(pathname: string): string {
  return CARD_PATH.test(pathname) ? withRedirect(paths.signIn, pathname) : paths.landing;
}

/** Keeps `?redirect=` on links between the landing and the sign-in screens. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}${path.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(redirect)}` : path;
}

export const HOME_PATH = paths.dashboard;
