import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import Stripe from 'stripe';
import { expect } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { startProviderFakes, type ProviderFakes } from '../../../test/fakes';
import type { StoredSubscription } from './billing.model';
import { ensureBillingCatalog } from './plans.service';
import type { FakeSubscription } from '../../integrations/commerce/stripe/fake/stripe.fake-ledger';
import { collections } from '../../platform/store/collections';

/**
 * Billing tests run the real app on a real port, so the Stripe fake delivers its signed events
 * to `/v1/stripe/webhook` over HTTP, as Stripe would; and they craft events of their own,
 * signed with stripe-node's `generateTestHeaderString`.
 */
export interface BillingTest {
  t: TestContext;
  fakes: ProviderFakes;
  appUrl: string;
  close(): Promise<void>;
}

const WEBHOOK_SECRET = 'whsec_local';

/** `env`: more configuration for the app (e.g. EVERLINK_WALLET_DIR); `create`: the context (the budgets' counting one). */
export async function startBillingTest(
  env: Record<string, string> = {},
  create: (env: Record<string, string>) => Promise<TestContext> = createTestContext,
): Promise<BillingTest> {
  const fakes = await startProviderFakes();
  const t = await create({ EVERLINK_FAKES_URL: fakes.url, ...env });
  await ensureBillingCatalog(t.store, t.clock.now().toISOString());
  const server: Server = await new Promise((resolve) => {
    const s = t.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const appUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fakes.stripe.webhookUrl = `${appUrl}/v1/stripe/webhook`;
  return {
    t,
    fakes,
    appUrl,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await fakes.close();
      await t.close();
    },
  };
}

/** A Stripe event around `object`, as Stripe sends them. */
export function stripeEvent<T extends object>(
  type: string,
  object: T,
  created = Math.floor(Date.now() / 1000),
  id = `evt_test_${Math.random().toString(36).slice(2)}`,
) {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** POSTs an event signed with the webhook secret (or the given header). */
export function postEvent(
  t: TestContext,
  event: object,
  options: { secret?: string; signature?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify(event);
  const signature =
    options.signature ??
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp ? { timestamp: options.timestamp } : {}),
    });
  return t.api
    .post('/v1/stripe/webhook')
    .set('content-type', 'application/json')
    .set('stripe-signature', signature)
    .send(payload);
}

/** Opens the checkout (trial or paid) and pays on the fake's hosted page with `card`. */
export async function buyThroughCheckout(
  b: BillingTest,
  user: TestUser,
  planId: string,
  options: { trial?: boolean; card?: string } = {},
): Promise<StoredSubscription> {
  const res = await b.t.api
    .post(options.trial ? '/v1/stripe/trial/checkout' : '/v1/stripe/checkout')
    .set(user.headers)
    .send({ planId });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const pay = await fetch(`${res.body.data.url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card: options.card ?? '4242 4242 4242 4242' }),
    redirect: 'manual',
  });
  expect(pay.status).toBe(303);
  expect(pay.headers.get('location')).toMatch(/\/billing\?checkout=success&session_id=cs_test_/);
  await b.fakes.stripe.ledger.settled();
  const subs = await collections(b.t).subscriptions.where('purchasedBy', '==', user.uid).get();
  const newest = subs.docs.map((d) => d.data()).sort((x, y) => y.createdAt.localeCompare(x.createdAt))[0];
  expect(newest, 'a subscription was stored').toBeDefined();
  return newest;
}

/** Global roles on the user record. */
export async function roleIdsOf(t: TestContext, userId: string): Promise<string[]> {
  return ((await collections(t).users.doc(userId).get()).data()?.roleIds ?? []).slice().sort();
}

/** What GET /v1/roles/ answers, as role ids. */
export async function rolesSeen(t: TestContext, user: TestUser): Promise<string[]> {
  const res = await t.api.get('/v1/roles/').set(user.headers);
  expect(res.status).toBe(200);
  return (res.body.data as { id: string }[]).map((r) => r.id).sort();
}

/** The fake's subscription as a stripe-node object (for crafted events). */
export const asStripe = (sub: FakeSubscription) => JSON.parse(JSON.stringify(sub)) as Stripe.Subscription;
