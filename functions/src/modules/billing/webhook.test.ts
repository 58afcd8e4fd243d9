import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../contract/billing';
import { createUser, type TestUser } from '../../../test/harness.test-support';
import { inbox } from '../../../test/mail.test-support';
import { TEST_CARDS } from '../../integrations/commerce/stripe/fake/stripe.fake-catalog';
import {
  asStripe,
  postEvent,
  roleIdsOf,
  rolesSeen,
  startBillingTest,
  stripeEvent,
  type BillingTest,
} from './billing.test-support';
import { collections } from '../../platform/store/collections';
import { jobs } from '../../jobs/registry';

let b: BillingTest;
let user: TestUser;
let n = 0;
const T0 = Math.floor(Date.now() / 1000);

beforeAll(async () => {
  b = await startBillingTest();
  // These tests send their own events: the fake's deliveries stay off.
  b.fakes.stripe.webhookUrl = 'http://127.0.0.1:9/nowhere';
});
afterAll(async () => b.close());
beforeEach(async () => {
  user = await createUser(b.t, { firstName: 'Wes', lastName: 'Hook' });
});

/** A subscription object as Stripe sends it, for `payer` on Pro monthly. */
function subscription(
  status: string,
  options: { id?: string; payer?: string; trialEnd?: number; cancelAtPeriodEnd?: boolean; priceId?: string } = {},
) {
  const periodEnd = T0 + 30 * 86_400;
  return {
    id: options.id ?? `sub_test${++n}${Date.now()}`,
    object: 'subscription',
    customer: `cus_test${n}`,
    status,
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    trial_start: options.trialEnd ? T0 : null,
    trial_end: options.trialEnd ?? null,
    created: T0,
    metadata: { payer: options.payer ?? `user-${user.uid}`, planId: 'pro-monthly', purchasedBy: user.uid },
    items: {
      object: 'list',
      data: [
        {
          id: `si_test${n}`,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: T0,
          current_period_end: periodEnd,
          price: { id: options.priceId ?? 'price_EverlinkProMonthly', object: 'price' },
        },
      ],
    },
  };
}

const stored = async (id: string) => (await collections(b.t).subscriptions.doc(id).get()).data();
const eventCount = async () => (await collections(b.t).stripeEvents.count().get()).data().count;
const subCount = async () => (await collections(b.t).subscriptions.count().get()).data().count;

describe('signature', () => {
  it('refuses a bad, missing, stale or tampered signature with 400 and changes nothing', async () => {
    const event = stripeEvent('customer.subscription.created', subscription('active'));
    const [events, subs] = [await eventCount(), await subCount()];
    const wrongSecret = await postEvent(b.t, event, { secret: 'whsec_someone_else' });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body.message).toBe(BILLING_MESSAGES.invalidSignature);
    expect((await postEvent(b.t, event, { signature: 't=1,v1=deadbeef' })).status).toBe(400);
    expect((await postEvent(b.t, event, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    const noHeader = await b.t.api
      .post('/v1/stripe/webhook')
      .set('content-type', 'application/json')
      .send(JSON.stringify(event));
    expect(noHeader.status).toBe(400);
    // Signed, then changed on the way: the signature covers the exact bytes.
    const signed = await postEvent(b.t, event);
    expect(signed.status).toBe(200);
    const tampered = stripeEvent(
      'customer.subscription.updated',
      { ...subscription('active'), id: event.data.object.id },
      T0 + 5,
    );
    const header = (await import('stripe')).default.webhooks.generateTestHeaderString({
      payload: JSON.stringify(event),
      secret: 'whsec_local',
    });
    const res = await b.t.api
      .post('/v1/stripe/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', header)
      .send(JSON.stringify(tampered));
    expect(res.status).toBe(400);
    expect([await eventCount(), await subCount()]).toEqual([events + 1, subs + 1]);
  });

  it('answers 4xx, never 5xx, to forged and junk bodies', async () => {
    for (const body of ['', 'not json', '{"id":"evt_1","type":"customer.subscription.deleted"}', '[]']) {
      const res = await b.t.api
        .post('/v1/stripe/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', 't=1,v1=00')
        .send(body);
      expect(res.status, body).toBeGreaterThanOrEqual(400);
      expect(res.status, body).toBeLessThan(500);
    }
    const text = await b.t.api
      .post('/v1/stripe/webhook')
      .set('content-type', 'text/plain')
      .set('stripe-signature', 't=1,v1=00')
      .send('hello');
    expect(text.status).toBe(400);
    expect((await b.t.api.get('/v1/stripe/webhook')).status).toBe(404);
  });
});

describe('idempotency and order', () => {
  it('changes state once when the same event is delivered 10 times', async () => {
    const sub = subscription('trialing', { trialEnd: T0 + 3 * 86_400 });
    const created = stripeEvent('customer.subscription.created', sub, T0);
    const reminder = stripeEvent('customer.subscription.trial_will_end', sub, T0 + 1);
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i++) outcomes.push((await postEvent(b.t, created)).body.outcome);
    for (let i = 0; i < 10; i++) outcomes.push((await postEvent(b.t, reminder)).body.outcome);
    expect(outcomes.filter((o) => o === 'applied')).toHaveLength(2);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(18);
    expect(await roleIdsOf(b.t, user.uid)).toEqual(['pro']);
    const mails = await inbox(user.email, { count: 2, timeoutMs: 1500 });
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toMatch(/^Your Everlink trial ends on /);
    expect(mails[0].text).toContain('/billing');
  });

  it('never moves a subscription back to an older state, whatever order events arrive in', async () => {
    const sub = subscription('trialing');
    const later = stripeEvent('customer.subscription.updated', { ...sub, status: 'active' }, T0 + 100);
    const earlier = stripeEvent('customer.subscription.created', sub, T0);
    expect((await postEvent(b.t, later)).body.outcome).toBe('applied');
    expect((await postEvent(b.t, earlier)).body.outcome).toBe('stale');
    expect((await stored(sub.id))?.status).toBe('active');

    const deleted = stripeEvent('customer.subscription.deleted', { ...sub, status: 'canceled' }, T0 + 300);
    const pastDue = stripeEvent('customer.subscription.updated', { ...sub, status: 'past_due' }, T0 + 200);
    await postEvent(b.t, deleted);
    expect((await postEvent(b.t, pastDue)).body.outcome).toBe('stale');
    expect((await stored(sub.id))?.status).toBe('canceled');
    expect(await roleIdsOf(b.t, user.uid)).toEqual([]);
    // Even from a later second, an ended subscription stays ended.
    expect(
      (await postEvent(b.t, stripeEvent('customer.subscription.updated', { ...sub, status: 'active' }, T0 + 400))).body
        .outcome,
    ).toBe('stale');
  });

  it('asks Stripe for the current state when two events come from the same second', async () => {
    b.fakes.stripe.webhookUrl = undefined;
    const ledger = b.fakes.stripe.ledger;
    const customer = ledger.createCustomer({ email: user.email });
    ledger.attachCard(customer.id, TEST_CARDS.pays);
    const live = ledger.startSubscription({
      customer: customer.id,
      price: ledger.price('price_EverlinkProMonthly'),
      quantity: 1,
      metadata: { payer: `user-${user.uid}`, planId: 'pro-monthly', purchasedBy: user.uid },
    });
    ledger.updateSubscription(live.id, { cancelAtPeriodEnd: true });
    const now = asStripe(live);
    const before = { ...now, cancel_at_period_end: false };
    // The newer state arrives first; the older one, from the same second, second.
    await postEvent(b.t, stripeEvent('customer.subscription.updated', now, T0 + 50));
    const res = await postEvent(b.t, stripeEvent('customer.subscription.created', before, T0 + 50));
    expect(res.body.outcome).toBe('applied');
    expect((await stored(live.id))?.cancelAtPeriodEnd).toBe(true);
    b.fakes.stripe.webhookUrl = 'http://127.0.0.1:9/nowhere';
  });
});

describe('status transitions and the role', () => {
  it('grants the plan’s role while trialing, active or past_due, and takes it on unpaid, paused, canceled and incomplete_expired', async () => {
    const sub = subscription('incomplete');
    const steps: [string, string[]][] = [
      ['incomplete', []],
      ['trialing', ['pro']],
      ['active', ['pro']],
      ['past_due', ['pro']],
      ['unpaid', []],
      ['active', ['pro']],
      ['paused', []],
      ['active', ['pro']],
      ['canceled', []],
    ];
    let at = T0;
    for (const [status, roles] of steps) {
      const type = status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated';
      expect((await postEvent(b.t, stripeEvent(type, { ...sub, status }, (at += 10)))).body.outcome).toBe('applied');
      expect(await roleIdsOf(b.t, user.uid), status).toEqual(roles);
      expect(await rolesSeen(b.t, user), status).toEqual(roles);
    }
    const expired = subscription('incomplete_expired');
    await postEvent(b.t, stripeEvent('customer.subscription.updated', expired, T0 + 500));
    expect(await roleIdsOf(b.t, user.uid)).toEqual([]);
  });

  it('keeps a role a superadmin gave when the subscription granting the same role ends', async () => {
    await collections(b.t)
      .users.doc(user.uid)
      .update({ roleIds: ['pro'] });
    const sub = subscription('active');
    await postEvent(b.t, stripeEvent('customer.subscription.created', sub, T0));
    await postEvent(b.t, stripeEvent('customer.subscription.deleted', { ...sub, status: 'canceled' }, T0 + 10));
    expect(await roleIdsOf(b.t, user.uid)).toEqual(['pro']);
  });

  it('on invoice.payment_failed reads the subscription from Stripe, keeps premium while past_due and mails the payer', async () => {
    b.fakes.stripe.webhookUrl = undefined;
    const ledger = b.fakes.stripe.ledger;
    const customer = ledger.createCustomer({ email: user.email });
    ledger.attachCard(customer.id, TEST_CARDS.chargeFails);
    const live = ledger.startSubscription({
      customer: customer.id,
      price: ledger.price('price_EverlinkProMonthly'),
      quantity: 1,
      trialDays: 14,
      metadata: { payer: `user-${user.uid}`, planId: 'pro-monthly', purchasedBy: user.uid },
    });
    await postEvent(b.t, stripeEvent('customer.subscription.created', asStripe(live), T0));
    ledger.advance(15 * 86_400);
    expect(live.status).toBe('past_due');
    const failed = ledger.events.filter((e) => e.type === 'invoice.payment_failed').at(-1)!;
    const res = await postEvent(b.t, failed);
    expect(res.body.outcome).toBe('applied');
    expect((await stored(live.id))?.status).toBe('past_due');
    expect(await roleIdsOf(b.t, user.uid)).toEqual(['pro']);
    const [mail] = await inbox(user.email);
    expect(mail.subject).toBe('Your Everlink payment failed');
    expect(mail.text).toContain('stay on');
    // invoice.paid after a new card: active again.
    ledger.replaceCard(customer.id, TEST_CARDS.pays);
    await postEvent(b.t, ledger.events.filter((e) => e.type === 'invoice.paid').at(-1)!);
    expect((await stored(live.id))?.status).toBe('active');
    b.fakes.stripe.webhookUrl = 'http://127.0.0.1:9/nowhere';
  });
});

describe('events Everlink does not act on', () => {
  it('acknowledges unknown types and subscriptions of no Everlink payer without storing a subscription', async () => {
    const subs = await subCount();
    const other = await postEvent(b.t, stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge' }));
    expect(other.status).toBe(200);
    expect(other.body.outcome).toBe('ignored');
    const stranger = await postEvent(
      b.t,
      stripeEvent('customer.subscription.created', subscription('active', { payer: 'nobody' })),
    );
    expect(stranger.body.outcome).toBe('ignored');
    const noSub = await postEvent(b.t, stripeEvent('invoice.paid', { id: 'in_1', object: 'invoice', parent: null }));
    expect(noSub.body.outcome).toBe('ignored');
    expect(await subCount()).toBe(subs);
  });
});

describe('signed events of a shape billing cannot use (security review S11)', () => {
  it('answers 200 "unprocessable", records the event once, never 5xx, and changes nothing', async () => {
    const subs = await subCount();
    const { items: _items, ...noItems } = subscription('active');
    const shapes: [string, object][] = [
      ['customer.subscription.updated', noItems],
      ['customer.subscription.created', { ...subscription('active'), items: { data: 'none' } }],
      ['customer.subscription.deleted', { ...subscription('canceled'), id: 12 }],
      ['customer.subscription.trial_will_end', { ...subscription('trialing'), created: 'yesterday' }],
      ['checkout.session.completed', { id: 'cs_1', mode: 'subscription', subscription: 42 }],
      ['invoice.payment_failed', { id: 'in_1', parent: { subscription_details: { subscription: [] } } }],
    ];
    for (const [type, object] of shapes) {
      const event = stripeEvent(type, object);
      const res = await postEvent(b.t, event);
      expect(res.status, type).toBe(200);
      expect(res.body.outcome, type).toBe('unprocessable');
      expect((await collections(b.t).stripeEvents.doc(event.id).get()).data()?.outcome).toBe('unprocessable');
      expect((await postEvent(b.t, event)).body.outcome, `${type} again`).toBe('duplicate');
    }
    const noData = await postEvent(b.t, {
      id: 'evt_nodata',
      object: 'event',
      type: 'customer.subscription.updated',
      created: T0,
    });
    expect(noData.status).toBe(200);
    expect(noData.body.outcome).toBe('unprocessable');
    expect(await subCount()).toBe(subs);
  });
});

describe('idempotency records', () => {
  it('carry an expireAt 35 days on, for the TTL policy, and no delivery deletes any', async () => {
    const start = new Date();
    b.t.clock.set(start);
    const first = stripeEvent('charge.refunded', { id: 'ch_kept', object: 'charge' });
    await postEvent(b.t, first);
    const record = async (id: string) => (await collections(b.t).stripeEvents.doc(id).get()).data();
    expect(Date.parse(String((await record(first.id))?.expireAt)) - start.getTime()).toBe(35 * 86_400_000);

    b.t.clock.set(new Date(start.getTime() + 36 * 86_400_000));
    const before = await eventCount();
    const next = stripeEvent('charge.refunded', { id: 'ch_later', object: 'charge' });
    expect((await postEvent(b.t, next)).status).toBe(200);
    // Every event of this file so far is past its time now; the delivery only adds its own record.
    expect(await eventCount()).toBe(before + 1);
    // A record the TTL policy has not deleted yet still answers a redelivery as a duplicate.
    expect((await postEvent(b.t, first)).body.outcome).toBe('duplicate');
    // The local stand-in for the TTL policy deletes the expired ones and keeps the new one.
    expect((await jobs['expire-local'](b.t.deps)).stripeEvents).toBe(before);
    expect(await record(first.id)).toBeUndefined();
    expect(await record(next.id)).toBeDefined();
    b.t.clock.set(new Date());
  });
});
