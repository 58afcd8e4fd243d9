import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, type Subscription } from '../../contract/billing';
import { createUser, type TestUser } from '../../../test/harness.test-support';
import { buyThroughCheckout, roleIdsOf, rolesSeen, startBillingTest, type BillingTest } from './billing.test-support';
import type { StoredSubscription } from './billing.model';

let b: BillingTest;
let owner: TestUser;
let other: TestUser;
let superadmin: TestUser;
let pro: StoredSubscription;

beforeAll(async () => {
  b = await startBillingTest();
  [owner, other, superadmin] = await Promise.all([
    createUser(b.t, { firstName: 'Olga', lastName: 'Owner' }),
    createUser(b.t),
    createUser(b.t, { superadmin: true }),
  ]);
  pro = await buyThroughCheckout(b, owner, 'pro-monthly', { trial: true });
});
afterAll(async () => b.close());

const advanceFake = async (days: number) => {
  const res = await fetch(`${b.fakes.url}/stripe/_fake/advance`, { method: 'POST', body: JSON.stringify({ days }) });
  expect(res.status).toBe(200);
};

describe('GET /v1/subscriptions', () => {
  it('answers the caller’s own subscriptions with plan, status, period end, cancel flag and trial end', async () => {
    const res = await b.t.api.get('/v1/subscriptions').set(owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      {
        id: pro.id,
        planId: 'pro-monthly',
        planName: 'Pro',
        kind: 'individual',
        status: 'trialing',
        currentPeriodEnd: expect.any(String),
        cancelAtPeriodEnd: false,
        trialEnd: expect.any(String),
        quantity: 1,
        userId: owner.uid,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(res.body.data[0]).not.toHaveProperty('customerId');
    expect((await b.t.api.get('/v1/subscriptions').set(other.headers)).body.data).toEqual([]);
    expect((await b.t.api.get('/v1/subscriptions')).status).toBe(401);
  });

  it('lists every subscription with whom it is for to a superadmin (scope=all), and 404 to anyone else', async () => {
    const res = await b.t.api.get('/v1/subscriptions?scope=all').set(superadmin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.find((s: Subscription) => s.id === pro.id)).toMatchObject({ payerName: owner.email });
    expect((await b.t.api.get('/v1/subscriptions?scope=all').set(owner.headers)).status).toBe(404);
    expect((await b.t.api.get('/v1/subscriptions?scope=everything').set(superadmin.headers)).status).toBe(400);
    expect((await b.t.api.get('/v1/subscriptions?scope=all&cursor=nope').set(superadmin.headers)).status).toBe(400);
  });

  it('names a payer who never verified their email by their sign-in email, and bills that address', async () => {
    const unverified = await createUser(b.t, { verified: false });
    const sub = await buyThroughCheckout(b, unverified, 'pro-monthly', { trial: true });
    const res = await b.t.api.get('/v1/subscriptions?scope=all').set(superadmin.headers);
    expect(res.body.data.find((s: Subscription) => s.id === sub.id)).toMatchObject({ payerName: unverified.email });
    expect([...b.fakes.stripe.ledger.customers.values()].some((c) => c.email === unverified.email)).toBe(true);
  });
});

describe('cancel, resume and the end of the period', () => {
  it('answers 404 to another user, and for unknown or malformed ids; 401 signed out', async () => {
    expect((await b.t.api.post(`/v1/subscriptions/${pro.id}/cancel`).set(other.headers)).status).toBe(404);
    expect((await b.t.api.post(`/v1/subscriptions/${pro.id}/resume`).set(other.headers)).status).toBe(404);
    expect((await b.t.api.post(`/v1/subscriptions/${pro.id}/portal`).set(other.headers)).status).toBe(404);
    expect((await b.t.api.post('/v1/subscriptions/sub_unknown/cancel').set(owner.headers)).status).toBe(404);
    expect(
      (await b.t.api.post(`/v1/subscriptions/${encodeURIComponent('sub_$x')}/cancel`).set(owner.headers)).status,
    ).toBe(404);
    expect((await b.t.api.post(`/v1/subscriptions/${pro.id}/cancel`)).status).toBe(401);
    expect((await b.fakes.stripe.ledger.subscription(pro.id)).cancel_at_period_end).toBe(false);
  });

  it('cancels at the period end: premium stays until then', async () => {
    const res = await b.t.api.post(`/v1/subscriptions/${pro.id}/cancel`).set(owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: pro.id, status: 'trialing', cancelAtPeriodEnd: true });
    expect(b.fakes.stripe.ledger.subscription(pro.id).cancel_at_period_end).toBe(true);
    await b.fakes.stripe.ledger.settled();
    expect(await rolesSeen(b.t, owner)).toEqual(['pro']);
    // Cancelling twice changes nothing.
    expect(
      (await b.t.api.post(`/v1/subscriptions/${pro.id}/cancel`).set(owner.headers)).body.data.cancelAtPeriodEnd,
    ).toBe(true);
  });

  it('takes the cancel back before the period ends, and cancels again', async () => {
    const resumed = await b.t.api.post(`/v1/subscriptions/${pro.id}/resume`).set(owner.headers);
    expect(resumed.body.data.cancelAtPeriodEnd).toBe(false);
    expect(b.fakes.stripe.ledger.subscription(pro.id).cancel_at_period_end).toBe(false);
    await b.fakes.stripe.ledger.settled();
    expect(
      (await b.t.api.post(`/v1/subscriptions/${pro.id}/cancel`).set(owner.headers)).body.data.cancelAtPeriodEnd,
    ).toBe(true);
    await b.fakes.stripe.ledger.settled();
  });

  it('opens the customer portal for the payer’s Stripe customer', async () => {
    const res = await b.t.api.post(`/v1/subscriptions/${pro.id}/portal`).set(owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(new RegExp(`^${b.fakes.url}/stripe/portal/bps_`));
    const page = await fetch(res.body.data.url);
    expect(await page.text()).toContain('Return to Everlink');
  });

  it('ends when the period is over: Stripe sends customer.subscription.deleted and the role goes', async () => {
    await advanceFake(13);
    expect(await rolesSeen(b.t, owner)).toEqual(['pro']);
    await advanceFake(2);
    const [sub] = (await b.t.api.get('/v1/subscriptions').set(owner.headers)).body.data;
    expect(sub.status).toBe('canceled');
    expect(await roleIdsOf(b.t, owner.uid)).toEqual([]);
    expect(
      b.fakes.stripe.ledger.deliveries.some((d) => d.type === 'customer.subscription.deleted' && d.status === 200),
    ).toBe(true);
  });

  it('answers 409 to cancelling or resuming an ended subscription', async () => {
    const res = await b.t.api.post(`/v1/subscriptions/${pro.id}/resume`).set(owner.headers);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(BILLING_MESSAGES.subscriptionEnded);
    expect((await b.t.api.post(`/v1/subscriptions/${pro.id}/cancel`).set(owner.headers)).status).toBe(409);
  });

  it('lets a superadmin cancel anyone’s subscription', async () => {
    const paying = await createUser(b.t);
    const sub = await buyThroughCheckout(b, paying, 'pro-yearly');
    expect(sub.status).toBe('active');
    const res = await b.t.api.post(`/v1/subscriptions/${sub.id}/cancel`).set(superadmin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.cancelAtPeriodEnd).toBe(true);
  });
});
