/** The local-storage key that says the app has seen a session on this browser. */
export const SESSION_HINT_KEY: string;
/** The session-storage key of the sign-in page's one-time notice (sign-in-notice.ts). */
export const SIGN_IN_NOTICE_KEY: string;
/** Sets the hint when signed in, clears it when signed out. */
export function rememberSession(signedIn: boolean): void;
/** When a prerendered page starts the app. */
export function bootPlan(search: string, readHint: () => string | null): 'now' | 'afterPaint' | 'never';
/** How a prerendered form page (sign-in, sign-up) starts. */
export function formBootPlan(
  search: string,
  readLocal: (key: string) => string | null,
  readSession: (key: string) => string | null,
  hintKey: string,
  noticeKey: string,
): 'app' | 'now' | 'afterPaint' | 'interaction';
