// Whether a prerendered page (the landing, terms, privacy) starts the app at all. A visitor who
// has never signed in needs none of it: the page is whole as HTML and its links are plain hrefs.
// Only the app knows the sign-in state (Firebase Auth, ~143 KB), so it leaves a hint in local
// storage for the next prerendered page. Plain JavaScript: the Vite plugin (Node) writes
// `bootPlan`'s source into the boot script, and the app (auth.tsx) keeps the hint.

export const SESSION_HINT_KEY = 'everlink.session';

/** Where sign-in-notice.ts leaves the reason a session ended, for the sign-in page to show. */
export const SIGN_IN_NOTICE_KEY = 'everlink.signInNotice';

/**
 * Keeps the hint in step with the sign-in state the app has learned.
 * @param {boolean} signedIn
 */
export function rememberSession(signedIn) {
  try {
    if (signedIn) localStorage.setItem(SESSION_HINT_KEY, '1');
    else localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage blocked: the prerendered pages stay signed-out pages, which they are without the app.
  }
}

/**
 * When a prerendered page starts the app: `now` when its address carries what only the app
 * reads (`?redirect=`, the landing's "Sign in to continue"), `afterPaint` when a session may
 * exist (the header turns to "Go to dashboard"), else `never`. It runs in the page from its
 * source text, so it refers to nothing outside itself.
 * @param {string} search `location.search`
 * @param {() => string | null} readHint reads the hint; may throw where storage is blocked
 * @returns {'now' | 'afterPaint' | 'never'}
 */
export function bootPlan(search, readHint) {
  if (new URLSearchParams(search).has('redirect')) return 'now';
  try {
    return readHint() ? 'afterPaint' : 'never';
  } catch {
    return 'never';
  }
}

/**
 * How a prerendered form page (sign-in, sign-up) starts. `app`: the whole app at once, over a
 * cleared root, for what only it carries through (`?redirect=`, the card round trip; an invitation
 * link). `now`: the sign-in entry at once, rendered afresh, for another query the page was built
 * without (`?method=phone`). `afterPaint`: the sign-in entry after the first paint, hydrating the
 * page, where someone may be signed in already (the session hint: they move on) or the page has a
 * notice to show (why the last session ended). `interaction`: the sign-in entry on the first
 * focus, key, tap or submit in the page (form-boot.mjs). Runs in the page from its source text.
 * @param {string} search `location.search`
 * @param {(key: string) => string | null} readLocal reads local storage; may throw
 * @param {(key: string) => string | null} readSession reads session storage; may throw
 * @param {string} hintKey SESSION_HINT_KEY
 * @param {string} noticeKey SIGN_IN_NOTICE_KEY
 * @returns {'app' | 'now' | 'afterPaint' | 'interaction'}
 */
export function formBootPlan(search, readLocal, readSession, hintKey, noticeKey) {
  const params = new URLSearchParams(search);
  if (params.has('redirect') || params.has('invitation')) return 'app';
  if ([...params].length) return 'now';
  try {
    return readLocal(hintKey) || readSession(noticeKey) ? 'afterPaint' : 'interaction';
  } catch {
    return 'interaction';
  }
}
