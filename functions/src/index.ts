import { onRequest } from 'firebase-functions/v2/https';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { setGlobalOptions } from 'firebase-functions/v2';
import type { Express } from 'express';
import { createApp } from './app';
import { buildDeps } from './platform/runtime';
import { integrationSecrets } from './platform/config';
import { walletSecrets } from './platform/wallet-config';
import { PROVIDER_IDS } from './integrations/registry';
import { scheduledJobs, taskQueues } from './jobs/schedules';
import { createContext } from './platform/context';
import { requireStripeSecrets, stripeSecrets } from './integrations/commerce/stripe/stripe.secrets';
import { stripeWebhookHandler } from './modules/billing';
import { deliver } from './platform/outbox';
import { COLLECTIONS } from './platform/store/collections';
import { wire } from './wiring';
import { FUNCTIONS_REGION } from './platform/tasks';

/**
 * Cloud Functions entry points: wiring only. Each function's instance cap and warm instances are
 * set here and in jobs/schedules.ts; docs/operations.md ("Functions and their sizing") gives the
 * scale each figure is sized for. The default cap below holds for a function that names none.
 */

setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 20 });

/**
 * Per-function instances, sized for the issue-23 peak (2,000 card views/s, half from the CDN).
 * `api`: every signed-in call; `cardPage`: a CDN miss of /card/**, ~17 instances at the peak.
 * A beacon function, when it has its own, gets its line here (maxInstances 200, minInstances 1).
 */
const SIZING = {
  api: { maxInstances: 100, minInstances: 2 },
  cardPage: { maxInstances: 100, minInstances: 1 },
} as const;

wire();

let app: Promise<Express> | undefined;
// Without Stripe's secrets outside the emulator the app never starts (every request fails).
const getApp = () =>
  (app ??= buildDeps().then((deps) => {
    requireStripeSecrets(deps.config);
    return createApp(deps);
  }));

/** The token key and the client secrets of the providers this deployment configures. */
const secrets = integrationSecrets(PROVIDER_IDS);

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

/** /card/** from Hosting: the same app answers the server-rendered card page. */
export const cardPage = onRequest(
  { ...SIZING.cardPage, memory: '256MiB', concurrency: 80, secrets: billingSecrets },
  async (req, res) => {
    (await getApp())(req, res);
  },
);

/** Stripe's webhook (Hosting rewrites /v1/stripe/webhook here): signature-verified, idempotent by event id. */
let webhook: Promise<ReturnType<typeof stripeWebhookHandler>> | undefined;
const getWebhook = () =>
  (webhook ??= buildDeps().then((deps) => {
    requireStripeSecrets(deps.config);
    return stripeWebhookHandler(createContext(deps));
  }));

export const stripeWebhook = onRequest(
  { memory: '256MiB', timeoutSeconds: 60, concurrency: 80, secrets: billingSecrets },
  async (req, res) => {
    await (
      await getWebhook()
    )(req, res);
  },
);

/**
 * The outbox's dispatcher: each new message (mail, CRM push) is delivered once written, under the
 * lease that keeps two deliveries apart; the `retry-outbox` job sweeps what failed or was left.
 */
let outboxDeps: ReturnType<typeof buildDeps> | undefined;
export const outboxDelivery = onDocumentCreated(
  {
    document: `${COLLECTIONS.outbox.path}/{id}`,
    memory: '256MiB',
    timeoutSeconds: 120,
    secrets: [...secrets, ...billingSecrets],
  },
  async (event) => {
    await deliver(createContext(await (outboxDeps ??= buildDeps())), event.params.id);
  },
);

/**
 * Every scheduled job of the registry (refreshInstagram, refreshTwitter, refreshTiktok, …), as one
 * group: deployed as `jobs-<name>`, so a provider's new job needs no line here.
 */
export const jobs = scheduledJobs(buildDeps, secrets);

/**
 * The refresh jobs' per-connection work: one task queue a provider, at the rate of its quota,
 * deployed as `tasks-<queue>` (tasks-refreshInstagram, …), where platform/tasks enqueues.
 */
export const tasks = taskQueues(buildDeps, secrets);
