// Whether a prerendered page (the landing, terms, privacy) starts the app at all. A visitor who
// has never signed in needs none of it: the page is whole as HTML and its links are plain hrefs.
// Only the app knows the sign-in state (Firebase Auth, ~143 KB), so it leaves a hint in local
// storage for the next prerendered page. Plain JavaScript: the Vite plugin (Node) writes
// `bootPlan`'s source into the boot script, and the app (auth.tsx) keeps the hint.

export const SESSION_HINT_KEY = 'everlink.session';

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
 * exist (the header turns to "Go to dashboard"), else `never`. A page whose form only the app
 * can send (sign-in, sign-up) always needs it: after its first paint, or at once with any query
 * (`?redirect=`, `?method=`, an invitation), which the page was built without. It runs in the
 * page from its source text, so it refers to nothing outside itself.
 * @param {string} search `location.search`
 * @param {() => string | null} readHint reads the hint; may throw where storage is blocked
 * @param {boolean} [form] the page is a form that needs the app to be used
 * @returns {'now' | 'afterPaint' | 'never'}
 */
export function bootPlan(search, readHint, form = false) {
  if (form) return search ? 'now' : 'afterPaint';
  if (new URLSearchParams(search).has('redirect')) return 'now';
  try {
    return readHint() ? 'afterPaint' : 'never';
  } catch {
    return 'never';
  }
}
