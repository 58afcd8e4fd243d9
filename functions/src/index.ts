import { createRequire } from 'node:module';
import { onRequest } from 'firebase-functions/v2/https';
import { setGlobalOptions } from 'firebase-functions/v2';
import { FUNCTIONS_REGION } from './platform/tasks';
import { startOnce } from './platform/start-once';

/**
 * The Cloud Functions entry. An instance serves one function, named by FUNCTION_TARGET (set in
 * production and by the emulator; unset while the CLI lists the functions to deploy): the
 * beacon's instances load only the beacon's code (beacon.ts, without Stripe, the back office or
 * the other routes), every other instance loads functions.ts. The bundle is split there
 * (`esbuild --splitting`, functions.ts an entry of its own), so each part brings its own
 * packages. functions.ts is loaded with require() (an ES module without top-level await, which
 * Node loads synchronously): the exports must exist when the runtime or the emulator reads them.
 */

// The default cap holds for a function that names none; docs/operations.md ("Functions and their sizing") gives the scale each figure is sized for.
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 20 });

const beaconApp = startOnce(() => import('./beacon').then((m) => m.createBeaconApp()));

/**
 * The card page's analytics beacon (Hosting rewrites /v1/public/events here, before `api`):
 * ~2,600 requests a second at the sized peak, light ones (docs/operations.md).
 */
export const beacon = onRequest(
  { memory: '256MiB', timeoutSeconds: 30, concurrency: 250, maxInstances: 200, minInstances: 1 },
  async (req, res) => {
    (await beaconApp())(req, res);
  },
);

// As functions.ts does for the others: a beacon instance builds its app as it starts.
if (process.env.FUNCTION_TARGET === 'beacon') beaconApp().catch(() => undefined);

const all =
  process.env.FUNCTION_TARGET === 'beacon'
    ? undefined
    : (createRequire(import.meta.url)('./functions.js') as typeof import('./functions'));

export const api = all?.api;
export const cardPage = all?.cardPage;
export const stripeWebhook = all?.stripeWebhook;
export const outboxDelivery = all?.outboxDelivery;
export const jobs = all?.jobs;
export const tasks = all?.tasks;
// Production only: the Auth emulator would call it before every local sign-in (docs/sso.md).
export const beforeSignIn = process.env.FUNCTIONS_EMULATOR === 'true' ? undefined : all?.beforeSignIn;
