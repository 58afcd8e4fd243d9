// Budgets for `bench/bundle-size.mjs`, in KB gzipped: each screen's own chunk and what it loads on
// top of the entry. Every screen has the default; the ones below have budgets of their own
// (issue 19: the pages a newcomer meets first stay small). Keys are the screen's file without
// `src/` and the extension. A new screen gets the default until it needs its own line.

export const DEFAULT_SCREEN_BUDGET = { own: 35, onTop: 200 };

export const SCREEN_BUDGETS = {
  'features/landing/routes/Landing': { own: 5, onTop: 5 },
  'features/legal/routes/TermsOfService': { own: 2, onTop: 12 },
  'features/legal/routes/PrivacyPolicy': { own: 2, onTop: 12 },
  // Firebase Auth loads as the form appears, not before it (load-identity-actions.ts).
  'features/auth/routes/SignIn': { own: 5, onTop: 55 },
  'features/auth/routes/SignUp': { own: 5, onTop: 65 },
  // 34.0 KB on top when set (issue 19 item 4): no form library, zod or public card view on the first view.
  'features/dashboard/routes/Dashboard': { own: 6, onTop: 40 },
  'features/profiles/routes/Profile': { own: 32, onTop: 140 },
};

/**
 * The landing's initial JavaScript (the entry every route loads plus the landing's chunk). Since
 * the landing is prerendered and loads it only after its first paint, hydration's 1.5 KB took it
 * from 148.9 to 150.3 KB: 155 KB, so the entry cannot grow unseen.
 */
export const ENTRY_BUDGET_KB = 155;

/**
 * The prerendered sign-in and sign-up pages (app/prerender.tsx): what their form needs to show,
 * the page's HTML, its stylesheet and the boot script, in KB gzipped (5.8 and 6.1 KB when set).
 * The app that makes the form work loads after that first paint (the screens' lines above).
 */
export const PRERENDERED_BUDGETS_KB = { 'sign-in.html': 10, 'auth.html': 10 };

/**
 * The sign-in entry (src/auth-main.tsx) those two pages start on the form's first use: what makes
 * the form work (React, the router, the form library with zod, i18next, the two screens; 205.2 KB
 * when set) and Firebase Auth on top of it, fetched as the form appears (37.5 KB: `initializeAuth`
 * and its own `onIdTokenChanged`, without reactfire's streams).
 */
export const AUTH_ENTRY_BUDGETS_KB = { entry: 210, firebaseAuth: 45 };

/**
 * Firebase Auth as the signed-in app loads it after the first paint (lib/firebase.ts with
 * reactfire), in KB gzipped: 44.8 KB when set, once the build stopped bundling the Firebase
 * products reactfire imports and Everlink does not use (vite.config.ts, UNUSED_FIREBASE_PRODUCTS;
 * 143.5 KB before).
 */
export const APP_FIREBASE_AUTH_BUDGET_KB = 50;
