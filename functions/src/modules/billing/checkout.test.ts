import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, type StoredPlan } from '../../contract/billing';
import { createUser, type TestUser } from '../../../test/harness.test-support';
import { buyThroughCheckout, roleIdsOf, rolesSeen, startBillingTest, type BillingTest } from './billing.test-support';
import { collections } from '../../platform/store/collections';

let b: BillingTest;
let user: TestUser;

beforeAll(async () => {
  b = await startBillingTest();
  user = await createUser(b.t, { firstName: 'Tara', lastName: 'Trial' });
});
afterAll(async () => b.close());

const sessions = () => [...b.fakes.stripe.sessions.values()];
const customerOf = async (key: string) => (await collections(b.t).billingCustomers.doc(key).get()).data();

describe('POST /v1/stripe/checkout and /v1/stripe/trial/checkout: refusals', () => {
  it('needs a sign-in (401)', async () => {
    expect((await b.t.api.post('/v1/stripe/checkout').send({ planId: 'pro-monthly' })).status).toBe(401);
    expect((await b.t.api.post('/v1/stripe/trial/checkout').send({ planId: 'pro-monthly' })).status).toBe(401);
  });

  it('answers 400 for unknown, malformed, free and archived plans, and writes nothing', async () => {
    const post = (body: unknown) =>
      b.t.api
        .post('/v1/stripe/checkout')
        .set(user.headers)
        .send(body as object);
    const unknown = await post({ planId: 'platinum' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.planId).toBe(BILLING_MESSAGES.planNotFound);
    expect((await post({ planId: '../plans/free' })).status).toBe(400);
    expect((await post({})).body.fields.planId).toBe('This field is required.');
    expect((await post({ planId: 'free' })).body.fields.planId).toBe(BILLING_MESSAGES.freePlan);
    await collections(b.t)
      .plans.doc('legacy')
      .set({
        id: 'legacy',
        name: 'Legacy',
        interval: 'month',
        amount: 500,
        currency: 'usd',
        trialDays: 0,
        features: [],
        roleId: 'pro',
        kind: 'individual',
        stripeProductId: 'prod_EverlinkPro',
        stripePriceId: 'price_EverlinkProMonthly',
        active: false,
        order: 99,
        createdAt: '',
        updatedAt: '',
      } satisfies StoredPlan);
    expect((await post({ planId: 'legacy' })).body.fields.planId).toBe(BILLING_MESSAGES.planArchived);
    expect(sessions()).toHaveLength(0);
    expect(await customerOf(`user-${user.uid}`)).toBeUndefined();
  });

  it('never takes an amount, quantity, currency, trial or customer from the client (400, nothing written)', async () => {
    for (const extra of [
      { amount: 1 },
      { quantity: 50 },
      { currency: 'jpy' },
      { trialDays: 365 },
      { customer: 'cus_someone' },
      { planId: 'pro-monthly', price: 'price_x' },
    ]) {
      const res = await b.t.api
        .post('/v1/stripe/trial/checkout')
        .set(user.headers)
        .send({ planId: 'pro-monthly', ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
    const res = await b.t.api.post('/v1/stripe/checkout').set(user.headers).send({ planId: 'pro-monthly', amount: 1 });
    expect(res.body.fields.amount).toBe(BILLING_MESSAGES.setByPlan);
    expect(sessions()).toHaveLength(0);
  });

  it('answers 400 for junk bodies and a malformed idempotency key, never 5xx', async () => {
    for (const body of ['null', '[]', '"pro-monthly"', '{"planId":{"$gt":""}}', '{"planId":123}']) {
      const res = await b.t.api
        .post('/v1/stripe/checkout')
        .set(user.headers)
        .set('content-type', 'application/json')
        .send(body);
      expect(res.status, body).toBe(400);
    }
    expect(
      (
        await b.t.api
          .post('/v1/stripe/checkout')
          .set(user.headers)
          .set('content-type', 'application/json')
          .send('{"planId":')
      ).status,
    ).toBe(400);
    const key = await b.t.api
      .post('/v1/stripe/checkout')
      .set(user.headers)
      .set('idempotency-key', 'no spaces allowed!')
      .send({ planId: 'pro-monthly' });
    expect(key.status).toBe(400);
  });

  it('answers 400 for a plan without a trial on the trial route', async () => {
    await collections(b.t)
      .plans.doc('pro-monthly-notrial')
      .set({
        id: 'pro-monthly-notrial',
        name: 'Pro',
        interval: 'month',
        amount: 900,
        currency: 'usd',
        trialDays: 0,
        features: [],
        roleId: 'pro',
        kind: 'individual',
        stripeProductId: 'prod_EverlinkPro',
        stripePriceId: 'price_EverlinkProMonthly',
        active: true,
        order: 98,
        createdAt: '',
        updatedAt: '',
      } satisfies StoredPlan);
    const res = await b.t.api
      .post('/v1/stripe/trial/checkout')
      .set(user.headers)
      .send({ planId: 'pro-monthly-notrial' });
    expect(res.body.fields.planId).toBe(BILLING_MESSAGES.noTrial);
    await collections(b.t).plans.doc('pro-monthly-notrial').delete();
  });

  it('refuses a team plan to someone in no company (400)', async () => {
    const res = await b.t.api.post('/v1/stripe/checkout').set(user.headers).send({ planId: 'teams-monthly' });
    expect(res.status).toBe(400);
    expect(res.body.fields.planId).toBe(BILLING_MESSAGES.teamNeedsCompany);
  });
});

describe('checkout sessions', () => {
  it('opens a subscription-mode session with the plan’s price and trial, the payer on it, and one customer per person', async () => {
    const res = await b.t.api.post('/v1/stripe/trial/checkout').set(user.headers).send({ planId: 'pro-monthly' });
    expect(res.status).toBe(200);
    expect(res.body.data.url).toMatch(new RegExp(`^${b.fakes.url}/stripe/checkout/cs_test_`));
    const [session] = sessions();
    const customer = await customerOf(`user-${user.uid}`);
    expect(customer).toMatchObject({
      kind: 'user',
      userId: user.uid,
      customerId: expect.stringMatching(/^cus_/),
      trialUsed: false,
    });
    expect(session).toMatchObject({
      mode: 'subscription',
      customer: customer!.customerId,
      client_reference_id: `user-${user.uid}`,
      metadata: { payer: `user-${user.uid}`, planId: 'pro-monthly', purchasedBy: user.uid },
      success_url: 'http://127.0.0.1:5000/billing?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      amount_total: 0,
    });
    const extras = b.fakes.stripe.extras.get(session.id as string)!;
    expect(extras).toMatchObject({ price: { id: 'price_EverlinkProMonthly' }, quantity: 1, trialDays: 14 });

    const paid = await b.t.api.post('/v1/stripe/checkout').set(user.headers).send({ planId: 'pro-yearly' });
    expect(paid.status).toBe(200);
    const second = sessions()[1];
    expect(second.customer).toBe(customer!.customerId);
    expect(second.amount_total).toBe(9000);
    expect([...b.fakes.stripe.ledger.customers.values()].filter((c) => c.email === user.email)).toHaveLength(1);
  });

  it('reuses the session when one attempt is retried with the same Idempotency-Key', async () => {
    const send = (key: string) =>
      b.t.api.post('/v1/stripe/checkout').set(user.headers).set('idempotency-key', key).send({ planId: 'pro-monthly' });
    const first = await send('attempt-0001');
    const again = await send('attempt-0001');
    const other = await send('attempt-0002');
    expect(again.body.data.url).toBe(first.body.data.url);
    expect(other.body.data.url).not.toBe(first.body.data.url);
  });
});

describe('paying for the trial', () => {
  let pro: Awaited<ReturnType<typeof buyThroughCheckout>>;

  it('makes the person premium: the stored subscription is trialing and GET /v1/roles/ shows Pro', async () => {
    expect(await rolesSeen(b.t, user)).toEqual([]);
    pro = await buyThroughCheckout(b, user, 'pro-monthly', { trial: true });
    expect(pro).toMatchObject({
      planId: 'pro-monthly',
      planName: 'Pro',
      status: 'trialing',
      userId: user.uid,
      quantity: 1,
      cancelAtPeriodEnd: false,
      kind: 'individual',
    });
    expect(new Date(pro.trialEnd!).getTime() - Date.now()).toBeGreaterThan(13.9 * 86_400_000);
    expect(await roleIdsOf(b.t, user.uid)).toEqual(['pro']);
    expect(await rolesSeen(b.t, user)).toEqual(['pro']);
    expect((await customerOf(`user-${user.uid}`))?.trialUsed).toBe(true);
    const delivered = b.fakes.stripe.ledger.deliveries;
    expect(delivered.map((d) => d.type)).toEqual([
      'customer.subscription.created',
      'invoice.paid',
      'checkout.session.completed',
    ]);
    expect(delivered.every((d) => d.status === 200)).toBe(true);
  });

  it('refuses another checkout while the subscription lives (409) and a second trial ever after (409 Trial already used.)', async () => {
    const again = await b.t.api.post('/v1/stripe/checkout').set(user.headers).send({ planId: 'pro-yearly' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BILLING_MESSAGES.alreadySubscribed);
    await b.fakes.stripe.ledger.endSubscription(pro.id);
    await b.fakes.stripe.ledger.settled();
    expect(await roleIdsOf(b.t, user.uid)).toEqual([]);
    const trial = await b.t.api.post('/v1/stripe/trial/checkout').set(user.headers).send({ planId: 'pro-yearly' });
    expect(trial.status).toBe(409);
    expect(trial.body.message).toBe(BILLING_MESSAGES.trialUsed);
    // Paying without a trial is still open to them.
    expect((await b.t.api.post('/v1/stripe/checkout').set(user.headers).send({ planId: 'pro-yearly' })).status).toBe(
      200,
    );
  });

  it('with a card that cannot be charged, a paid checkout ends incomplete and gives no role', async () => {
    const other = await createUser(b.t);
    const sub = await buyThroughCheckout(b, other, 'pro-monthly', { card: '4000 0000 0000 0341' });
    expect(sub.status).toBe('incomplete');
    expect(await roleIdsOf(b.t, other.uid)).toEqual([]);
    expect(b.fakes.stripe.ledger.deliveries.some((d) => d.type === 'invoice.payment_failed')).toBe(true);
  });
});
