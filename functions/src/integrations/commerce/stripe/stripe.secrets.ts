import { defineSecret } from 'firebase-functions/params';
import { isLocalRun, type Config } from '../../../platform/config';

/**
 * Stripe's keys live in Secret Manager, bound to the functions that use them (a deploy fails
 * while one is missing). A bound secret reaches the runtime as an environment variable of the
 * same name, which loadConfig reads. None are bound in the emulator, which would look them up in
 * Secret Manager: there the local demo keys that the Stripe fake expects stand in.
 */
export function stripeSecrets(env: NodeJS.ProcessEnv = process.env) {
  if (env.FUNCTIONS_EMULATOR === 'true') return [];
  return [defineSecret('STRIPE_SECRET_KEY'), defineSecret('STRIPE_WEBHOOK_SECRET')];
}

/**
 * Outside local runs a missing key stops the function before it serves anything: billing
 * must never run on a made-up key.
 */
export function requireStripeSecrets(config: Config, env: NodeJS.ProcessEnv = process.env): void {
  if (isLocalRun(env)) return;
  const missing = [
    !config.stripe.secretKey && 'STRIPE_SECRET_KEY',
    !config.stripe.webhookSecret && 'STRIPE_WEBHOOK_SECRET',
  ].filter(Boolean);
  if (missing.length)
    throw new Error(
      `Missing secret ${missing.join(' and ')}: set it with \`firebase functions:secrets:set\` before deploying.`,
    );
}
