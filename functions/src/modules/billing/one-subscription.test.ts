import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantsRole } from '../../contract/billing';
import { createUser, type TestUser } from '../../../test/harness.test-support';
import { roleIdsOf, startBillingTest, type BillingTest } from './billing.test-support';
import { collections } from '../../platform/store/collections';

/**
 * Security review S10: "already subscribed" and "trial used" are checked when a checkout opens,
 * so sessions opened back to back could all be paid. The webhook decides again: one live
 * subscription and one trial per payer; a second one is cancelled at Stripe and the event says why.
 */

let b: BillingTest;

beforeAll(async () => {
  b = await startBillingTest();
});
afterAll(async () => b.close());

async function open(user: TestUser, route: 'checkout' | 'trial/checkout', key: string): Promise<string> {
  const res = await b.t.api
    .post(`/v1/stripe/${route}`)
    .set(user.headers)
    .set('idempotency-key', key)
    .send({ planId: 'pro-monthly' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.url as string;
}

async function pay(url: string): Promise<void> {
  const res = await fetch(`${url}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card: '4242 4242 4242 4242' }),
    redirect: 'manual',
  });
  expect(res.status).toBe(303);
  await b.fakes.stripe.ledger.settled();
}

const storedOf = async (user: TestUser) =>
  (await collections(b.t).subscriptions.where('payerKey', '==', `user-${user.uid}`).get()).docs.map((d) => d.data());
const liveAtStripe = (customerId: string) =>
  [...b.fakes.stripe.ledger.subscriptions.values()].filter((s) => s.customer === customerId && s.status !== 'canceled');
const refusals = async () =>
  (await collections(b.t).stripeEvents.where('outcome', '==', 'refused').get()).docs.map((d) => d.data());
const customerIdOf = async (user: TestUser) =>
  (await collections(b.t).billingCustomers.doc(`user-${user.uid}`).get()).data()!.customerId;

describe('one trial and one live subscription per payer, decided when Stripe says a subscription started', () => {
  it('two trial sessions opened in parallel, both paid: one trial stays, the other is cancelled at Stripe', async () => {
    const user = await createUser(b.t);
    const urls = await Promise.all([
      open(user, 'trial/checkout', 'parallel-trial-a'),
      open(user, 'trial/checkout', 'parallel-trial-b'),
    ]);
    expect(urls[0]).not.toBe(urls[1]);
    const before = new Set((await refusals()).map((e) => e.id));
    await pay(urls[0]);
    await pay(urls[1]);

    const stored = await storedOf(user);
    expect(stored.filter((s) => grantsRole(s.status))).toHaveLength(1);
    expect(liveAtStripe(await customerIdOf(user))).toHaveLength(1);
    const refused = (await refusals()).filter((e) => !before.has(e.id));
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((e) => e.reason === 'already-subscribed')).toBe(true);
    expect(await roleIdsOf(b.t, user.uid)).toEqual(['pro']);
    expect(b.fakes.stripe.ledger.deliveries.every((d) => d.status === 200)).toBe(true);
  });

  it('two paid sessions, both paid: one subscription stays', async () => {
    const user = await createUser(b.t);
    const urls = await Promise.all([
      open(user, 'checkout', 'parallel-paid-a'),
      open(user, 'checkout', 'parallel-paid-b'),
    ]);
    await Promise.all(urls.map(pay));
    expect((await storedOf(user)).filter((s) => grantsRole(s.status))).toHaveLength(1);
    expect(liveAtStripe(await customerIdOf(user))).toHaveLength(1);
  });

  it('a second trial paid after the first one was cancelled is refused as "trial-used"; a paid plan is still open', async () => {
    const user = await createUser(b.t);
    const [first, second] = await Promise.all([
      open(user, 'trial/checkout', 'serial-trial-a'),
      open(user, 'trial/checkout', 'serial-trial-b'),
    ]);
    await pay(first);
    const [trial] = await storedOf(user);
    b.fakes.stripe.ledger.endSubscription(trial.id);
    await b.fakes.stripe.ledger.settled();
    const before = new Set((await refusals()).map((e) => e.id));
    await pay(second);
    expect((await storedOf(user)).filter((s) => grantsRole(s.status))).toHaveLength(0);
    expect((await refusals()).filter((e) => !before.has(e.id)).map((e) => e.reason)).toContain('trial-used');
    expect(await roleIdsOf(b.t, user.uid)).toEqual([]);
    await pay(await open(user, 'checkout', 'after-trials'));
    expect((await storedOf(user)).filter((s) => s.status === 'active')).toHaveLength(1);
  });
});
