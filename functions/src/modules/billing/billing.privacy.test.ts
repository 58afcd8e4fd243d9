import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/harness.test-support';
import {
  asStripe,
  buyThroughCheckout,
  postEvent,
  startBillingTest,
  stripeEvent,
  type BillingTest,
} from './billing.test-support';

let b: BillingTest;
beforeAll(async () => {
  b = await startBillingTest();
});
afterAll(() => b.close());

/** Documents whose path or data mention the needle (the store is SQLite in tests). */
const docsMentioning = (needle: string) =>
  (b.t.store.db.prepare('SELECT path, data FROM docs').all() as { path: string; data: string }[])
    .filter((r) => r.path.includes(needle) || r.data.includes(needle))
    .map((r) => r.path);

describe('account deletion and billing', () => {
  it('ends the person’s subscription at Stripe now and keeps nothing of them, even when Stripe’s events arrive afterwards', async () => {
    const user = await createUser(b.t);
    const sub = await buyThroughCheckout(b, user, 'pro-monthly', { trial: true });
    expect(docsMentioning(user.uid).some((p) => p.startsWith('subscriptions/'))).toBe(true);

    const fresh = await signIn(user.email, user.password);
    await b.t.api.delete(`/v1/users/${user.uid}`).set(fresh.headers).expect(200);
    await b.fakes.stripe.ledger.settled();

    const atStripe = b.fakes.stripe.ledger.subscriptions.get(sub.id);
    expect(atStripe?.status).toBe('canceled');
    // A replayed event of the deleted person's subscription is acknowledged and ignored.
    const replay = await postEvent(b.t, stripeEvent('customer.subscription.updated', asStripe(atStripe!)));
    expect(replay.status).toBe(200);
    expect(docsMentioning(user.uid)).toEqual([]);
  });
});
