/** The local-storage key that says the app has seen a session on this browser. */
export const SESSION_HINT_KEY: string;
/** Sets the hint when signed in, clears it when signed out. */
export function rememberSession(signedIn: boolean): void;
/** When a prerendered page starts the app. */
export function bootPlan(search: string, readHint: () => string | null, form?: boolean): 'now' | 'afterPaint' | 'never';
