/** Only paths inside the app: no other origin, no protocol-relative `//host`. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

const CARD_PATH = /^\/card\/[^/?#]+\/?$/;

/**
 * Where a signed-out visitor of a signed-in path goes (spec §2): the landing page, carrying
 * the path in `redirect` when it was a card, so signing in leads back to it.
 */
export function signedOutDestination(pathname: string): string {
  return CARD_PATH.test(pathname) ? `/?redirect=${encodeURIComponent(pathname)}` : '/';
}

/** Keeps `?redirect=` on links between the landing and the sign-in screens. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}${path.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(redirect)}` : path;
}

export const HOME_PATH = '/dashboard';
