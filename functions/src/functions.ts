import { onRequest } from 'firebase-functions/v2/https';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { beforeUserSignedIn } from 'firebase-functions/v2/identity';
import { buildDeps } from './platform/runtime';
import { integrationSecrets } from './platform/config';
import { walletSecrets } from './platform/wallet-config';
import { PROVIDER_IDS } from './integrations/registry';
import { COMPANY_CRM_PROVIDERS } from './integrations/company-crms';
import { scheduledJobs, taskQueues } from './jobs/schedules';
import { createContext } from './platform/context';
import { requireStripeSecrets, stripeSecrets } from './integrations/commerce/stripe/stripe.secrets';

import { flushOnShutdown } from './modules/analytics';
import { deliver } from './platform/outbox';
import { COLLECTIONS } from './platform/store/collections';
import { wire } from './wiring';
import { startOnce } from './platform/start-once';

/**
 * Every function but the beacon: wiring only. index.ts loads this file in all instances that do
 * not serve the beacon, and lists its exports.
 */

/**
 * Per-function instances, sized for the issue-23 peak (2,000 card views/s, half from the CDN).
 * `api`: every signed-in call; `cardPage`: a CDN miss of /card/**, ~17 instances at the peak.
 * The beacon's are in index.ts.
 */
const SIZING = {
  api: { maxInstances: 100, minInstances: 2 },
  cardPage: { maxInstances: 100, minInstances: 1 },
} as const;

wire();

/*
 * Each function imports what it serves by `import()`, started as its instance starts (below): an
 * instance then loads only its own part of the bundle (the build splits it at these imports), so `cardPage` never
 * loads the API, the back office or Stripe (docs/operations.md, "Function sizes").
 */
// Without Stripe's secrets outside the emulator the app never starts (every request fails).
const getApp = startOnce(() =>
  Promise.all([buildDeps(), import('./app')]).then(([deps, { createApp }]) => {
    requireStripeSecrets(deps.config);
    // Saves, leads and link visits are counted in memory too (modules/analytics).
    flushOnShutdown(createContext(deps));
    return createApp(deps);
  }),
);

/** The token key and the client secrets of the providers (personal and company CRMs) this deployment configures. */
const secrets = integrationSecrets([...new Set([...PROVIDER_IDS, ...COMPANY_CRM_PROVIDERS.map((p) => p.id)])]);

/** Stripe's API key and webhook signing secret (Secret Manager; none bound in the emulator). */
const billingSecrets = stripeSecrets();

/** Wallet pass signing material (share kit), for the wallets this deployment configures. */
const shareKitSecrets = walletSecrets();

export const api = onRequest(
  {
    ...SIZING.api,
    memory: '512MiB',
    timeoutSeconds: 120,
    concurrency: 80,
    secrets: [...secrets, ...billingSecrets, ...shareKitSecrets],
  },
  async (req, res) => {
    (await getApp())(req, res);
  },
);

/** /card/** from Hosting: the card pages and their lead form, in an app of their own (card-page-app.ts). */
const getPages = startOnce(() =>
  Promise.all([buildDeps(), import('./card-page-app')]).then(([deps, { createCardPageApp }]) => {
    flushOnShutdown(createContext(deps));
    return createCardPageApp(deps);
  }),
);
export const cardPage = onRequest({ ...SIZING.cardPage, memory: '256MiB', concurrency: 80 }, async (req, res) => {
  (await getPages())(req, res);
});

/** Stripe's webhook (Hosting rewrites /v1/stripe/webhook here): signature-verified, idempotent by event id. */
const getWebhook = startOnce(() =>
  Promise.all([buildDeps(), import('./modules/billing')]).then(([deps, { stripeWebhookHandler }]) => {
    requireStripeSecrets(deps.config);
    return stripeWebhookHandler(createContext(deps));
  }),
);

export const stripeWebhook = onRequest(
  { memory: '256MiB', timeoutSeconds: 60, concurrency: 80, secrets: billingSecrets },
  async (req, res) => {
    await (
      await getWebhook()
    )(req, res);
  },
);

/*
 * An instance serves one function (FUNCTION_TARGET): it starts building that function's app as it
 * starts, not on its first request, so a minimum instance is ready before traffic reaches it. The
 * emulator's workers need it most: it hands a request to the oldest idle worker, so a worker it
 * started for a burst often met its first request — and built its app — only in the next burst,
 * in the middle of a journey. A failed build is left to the first request, which tries again
 * (startOnce) and answers the error.
 */
const builds: Record<string, () => Promise<unknown>> = { api: getApp, cardPage: getPages, stripeWebhook: getWebhook };
builds[process.env.FUNCTION_TARGET ?? '']?.().catch(() => undefined);

/**
 * Enforced single sign-on at sign-in (docs/sso.md, "Enforcement"): Identity Platform calls it
 * before each sign-in and refuses the ones the API's guard would refuse. Production only (index.ts
 * does not export it to the emulator).
 */
const signInDeps = startOnce(buildDeps);
export const beforeSignIn = beforeUserSignedIn({ memory: '256MiB', timeoutSeconds: 7 }, async (event) => {
  const { refuseNonSsoSignIn } = await import('./modules/sso');
  await refuseNonSsoSignIn(createContext(await signInDeps()), event);
});

/**
 * The outbox's dispatcher: each new message (mail, CRM push) is delivered once written, under the
 * lease that keeps two deliveries apart; the `retry-outbox` job sweeps what failed or was left.
 */
const outboxDeps = startOnce(buildDeps);
export const outboxDelivery = onDocumentCreated(
  {
    document: `${COLLECTIONS.outbox.path}/{id}`,
    memory: '256MiB',
    timeoutSeconds: 120,
    secrets: [...secrets, ...billingSecrets],
  },
  async (event) => {
    await deliver(createContext(await outboxDeps()), event.params.id);
  },
);

/**
 * Every scheduled job of the registry (refreshInstagram, refreshTwitter, refreshTiktok, …), as one
 * group: deployed as `jobs-<name>`, so a provider's new job needs no line here. Stripe's secrets
 * too: `retry-outbox` delivers the delayed seat recounts, and account deletions cancel at Stripe.
 */
export const jobs = scheduledJobs(buildDeps, [...secrets, ...billingSecrets]);

/**
 * The refresh jobs' per-connection work: one task queue a provider, at the rate of its quota,
 * deployed as `tasks-<queue>` (tasks-refreshInstagram, …), where platform/tasks enqueues.
 */
export const tasks = taskQueues(buildDeps, secrets);
