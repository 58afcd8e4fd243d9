import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, type TestUser } from '../../../test/harness.test-support';
import { createCompany, join } from '../../../test/world.test-support';
import { inbox } from '../../../test/mail.test-support';
import type { Company } from '../../contract/company';
import {
  asStripe,
  buyThroughCheckout,
  postEvent,
  startBillingTest,
  stripeEvent,
  syncSeats,
  type BillingTest,
} from './billing.test-support';
import type { StoredSubscription } from './billing.model';
import { collections } from '../../platform/store/collections';

/**
 * Security review S15, S16 and S19: people leave a company on Teams. Billing mail follows the
 * company's active admins (not `ownerId`, which removal now hands over too); seats are recounted
 * when an employee deletes their account; the last member's deletion erases the company and its
 * Stripe customer, and a person's deletion deletes their own Stripe customer.
 */

let b: BillingTest;
let owner: TestUser;
let deputy: TestUser;
let worker: TestUser;
let firm: Company;
let teams: StoredSubscription;

beforeAll(async () => {
  b = await startBillingTest();
  [owner, deputy, worker] = await Promise.all([
    createUser(b.t, { firstName: 'Olga', lastName: 'Owner' }),
    createUser(b.t, { firstName: 'Dev', lastName: 'Deputy' }),
    createUser(b.t, { firstName: 'Wim', lastName: 'Worker' }),
  ]);
  firm = await createCompany(b.t, owner, 'Firmly');
  await join(b.t, firm.id, owner, deputy, { roleIds: ['admin'] });
  await join(b.t, firm.id, owner, worker);
  teams = await buyThroughCheckout(b, owner, 'teams-monthly', { trial: true });
});
afterAll(async () => b.close());

const seatsAtStripe = () => b.fakes.stripe.ledger.subscription(teams.id).items.data[0].quantity;
const companyDoc = async () => (await collections(b.t).companies.doc(firm.id).get()).data();
const deleteAccount = async (user: TestUser) => {
  const fresh = await signIn(user.email, user.password);
  await b.t.api.delete(`/v1/users/${user.uid}`).set(fresh.headers).expect(200);
  await b.fakes.stripe.ledger.settled();
};
/** Documents whose path or data mention the needle (the store is SQLite in tests). */
const docsMentioning = (needle: string) =>
  (b.t.store.db.prepare('SELECT path, data FROM docs').all() as { path: string; data: string }[])
    .filter((r) => r.path.includes(needle) || r.data.includes(needle))
    .map((r) => r.path);

describe('leaving a company on Teams', () => {
  it('removing the owner hands `ownerId` to another active admin, and billing mail goes to the active admins (S15)', async () => {
    expect(seatsAtStripe()).toBe(3);
    await b.t.api.delete(`/v1/company/${firm.id}/employees/${owner.uid}`).set(deputy.headers).expect(200);
    expect((await companyDoc())?.ownerId).toBe(deputy.uid);

    const reminder = stripeEvent(
      'customer.subscription.trial_will_end',
      asStripe(b.fakes.stripe.ledger.subscription(teams.id)),
      Math.floor(Date.now() / 1000) + 5,
    );
    expect((await postEvent(b.t, reminder)).status).toBe(200);
    const toDeputy = await inbox(deputy.email);
    expect(toDeputy.map((m) => m.subject)).toContainEqual(expect.stringMatching(/^Your Everlink trial ends on/));
    const toOwner = await inbox(owner.email, { timeoutMs: 500 });
    expect(toOwner.filter((m) => m.subject.startsWith('Your Everlink trial ends on'))).toEqual([]);
  });

  it('an employee deleting their account is a seat less at Stripe (S16)', async () => {
    await syncSeats(b);
    expect(seatsAtStripe()).toBe(2);
    await deleteAccount(worker);
    await syncSeats(b);
    expect(seatsAtStripe()).toBe(1);
  });

  it('the last member deleting their account erases the company, its subscription and its Stripe customer (S19)', async () => {
    const customerId = (await collections(b.t).billingCustomers.doc(`company-${firm.id}`).get()).data()!.customerId;
    await deleteAccount(deputy);
    expect(await companyDoc()).toBeUndefined();
    expect(docsMentioning(firm.id)).toEqual([]);
    expect(b.fakes.stripe.ledger.customers.has(customerId)).toBe(false);
    expect(b.fakes.stripe.ledger.subscription(teams.id).status).toBe('canceled');
    // A late event of the erased company's subscription records nothing of it.
    expect(
      (
        await postEvent(
          b.t,
          stripeEvent('customer.subscription.updated', asStripe(b.fakes.stripe.ledger.subscription(teams.id))),
        )
      ).status,
    ).toBe(200);
    expect(docsMentioning(firm.id)).toEqual([]);
  });

  it('a person deleting their account deletes their Stripe customer (S19)', async () => {
    const solo = await createUser(b.t);
    await buyThroughCheckout(b, solo, 'pro-monthly', { trial: true });
    const customerId = (await collections(b.t).billingCustomers.doc(`user-${solo.uid}`).get()).data()!.customerId;
    expect(b.fakes.stripe.ledger.customers.has(customerId)).toBe(true);
    await deleteAccount(solo);
    expect(b.fakes.stripe.ledger.customers.has(customerId)).toBe(false);
  });
});
