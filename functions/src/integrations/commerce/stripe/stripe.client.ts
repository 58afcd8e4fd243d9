import Stripe from 'stripe';
import type { Config } from '../../../platform/config';

export type StripeClient = Stripe;
export type { Stripe };

/**
 * stripe-node reaches Stripe at host, port and protocol; a base URL with a path (the local fake
 * lives at `${EVERLINK_FAKES_URL}/stripe`) also needs the path in front of every `/v1/...`,
 * which a wrapped HTTP client adds.
 */
function prefixedHttpClient(prefix: string): Stripe.HttpClient {
  const inner = Stripe.createNodeHttpClient();
  return {
    getClientName: () => inner.getClientName(),
    makeRequest: (host, port, path, method, headers, data, protocol, timeout) =>
      inner.makeRequest(host, port, `${prefix}${path}`, method, headers, data, protocol, timeout),
  };
}

function clientOptions(apiBase: string | undefined): Stripe.StripeConfig {
  const common: Stripe.StripeConfig = {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Everlink' },
  };
  if (!apiBase) return common;
  const url = new URL(apiBase);
  const prefix = url.pathname.replace(/\/$/, '');
  return {
    ...common,
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
    ...(prefix ? { httpClient: prefixedHttpClient(prefix) } : {}),
  };
}

const clients = new WeakMap<Config['stripe'], Stripe>();

/** One client per configuration; the SDK pins the API version this code is written for. */
export function stripeClient(config: Config): Stripe {
  let client = clients.get(config.stripe);
  if (!client) {
    if (!config.stripe.secretKey) throw new Error('STRIPE_SECRET_KEY is not set.');
    client = new Stripe(config.stripe.secretKey, clientOptions(config.stripe.apiBase));
    clients.set(config.stripe, client);
  }
  return client;
}

/** The API version of events and objects this code reads (the SDK's pinned version). */
export const STRIPE_API_VERSION = Stripe.API_VERSION;

/** Verifies a webhook's `Stripe-Signature` over the exact bytes received; throws on any mismatch. */
export function verifiedEvent(
  rawBody: Buffer | string,
  signature: string,
  secret: string,
  receivedAtMs?: number,
): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret, undefined, undefined, receivedAtMs);
}
