import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../contract/billing';
import { createUser } from '../../../test/harness.test-support';
import { createCompanyWorld, join, type CompanyWorld } from '../../../test/world.test-support';
import {
  buyThroughCheckout,
  roleIdsOf,
  rolesSeen,
  startBillingTest,
  syncSeats,
  type BillingTest,
} from './billing.test-support';
import type { StoredSubscription } from './billing.model';
import { collections } from '../../platform/store/collections';

let b: BillingTest;
let w: CompanyWorld;
let teams: StoredSubscription;

beforeAll(async () => {
  b = await startBillingTest();
  w = await createCompanyWorld(b.t);
});
afterAll(async () => b.close());

const seatsAtStripe = () => b.fakes.stripe.ledger.subscription(teams.id).items.data[0].quantity;
const members = () => [w.admin, w.manager, w.rep, w.engineer];

describe('who may buy a team plan', () => {
  it('refuses an employee who is not an admin (403) and someone in no company (400); writes nothing', async () => {
    const rep = await b.t.api.post('/v1/stripe/trial/checkout').set(w.rep.headers).send({ planId: 'teams-monthly' });
    expect(rep.status).toBe(403);
    expect(rep.body.message).toBe(BILLING_MESSAGES.teamAdminOnly);
    const plain = await b.t.api.post('/v1/stripe/checkout').set(w.plain.headers).send({ planId: 'teams-yearly' });
    expect(plain.status).toBe(400);
    expect((await collections(b.t).billingCustomers.doc(`company-${w.acme.id}`).get()).exists).toBe(false);
  });

  it('bills the company for its active employees, whatever quantity the client sends', async () => {
    expect(
      (await b.t.api.post('/v1/stripe/checkout').set(w.admin.headers).send({ planId: 'teams-monthly', quantity: 1 }))
        .status,
    ).toBe(400);
    const res = await b.t.api.post('/v1/stripe/checkout').set(w.admin.headers).send({ planId: 'teams-monthly' });
    expect(res.status).toBe(200);
    const session = [...b.fakes.stripe.sessions.values()].at(-1)!;
    expect(session).toMatchObject({ client_reference_id: `company-${w.acme.id}`, amount_total: 4 * 1200 });
    expect(b.fakes.stripe.extras.get(session.id as string)?.quantity).toBe(4);
    const customer = (await collections(b.t).billingCustomers.doc(`company-${w.acme.id}`).get()).data();
    expect(customer).toMatchObject({ kind: 'company', companyId: w.acme.id, customerId: session.customer });
    expect(b.fakes.stripe.ledger.customer(customer!.customerId).name).toBe('Acme');
  });
});

describe('a company on Teams', () => {
  it('gives the plan’s role to every active employee while the subscription lives', async () => {
    teams = await buyThroughCheckout(b, w.admin, 'teams-monthly', { trial: true });
    expect(teams).toMatchObject({ companyId: w.acme.id, kind: 'team', status: 'trialing', quantity: 4 });
    expect(teams).not.toHaveProperty('userId');
    for (const member of members()) expect(await rolesSeen(b.t, member)).toContain('teams');
    // Derived from the company's plan: nothing is written on the members' records.
    for (const member of members()) expect(await roleIdsOf(b.t, member.uid)).toEqual([]);
    expect(await rolesSeen(b.t, w.plain)).toEqual([]);
    expect(await rolesSeen(b.t, w.globexAdmin)).not.toContain('teams');
  });

  it('shows the company’s subscription to its admin, not to other employees; only the admin may cancel it', async () => {
    const admin = await b.t.api.get('/v1/subscriptions').set(w.admin.headers);
    expect(admin.body.data.map((s: { id: string }) => s.id)).toEqual([teams.id]);
    expect((await b.t.api.get('/v1/subscriptions').set(w.rep.headers)).body.data).toEqual([]);
    expect((await b.t.api.post(`/v1/subscriptions/${teams.id}/cancel`).set(w.rep.headers)).status).toBe(404);
    expect((await b.t.api.post(`/v1/subscriptions/${teams.id}/portal`).set(w.globexAdmin.headers)).status).toBe(404);
    const again = await b.t.api.post('/v1/stripe/checkout').set(w.admin.headers).send({ planId: 'teams-yearly' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BILLING_MESSAGES.companyAlreadySubscribed);
  });

  it('bills a new employee from the day they join and gives them the role', async () => {
    const newcomer = await createUser(b.t, { firstName: 'Nia', lastName: 'New' });
    await join(b.t, w.acme.id, w.admin, newcomer);
    await b.fakes.stripe.ledger.settled();
    // Premium at once; the seat a minute later, with the other changes of that minute.
    expect(await rolesSeen(b.t, newcomer)).toContain('teams');
    expect(seatsAtStripe()).toBe(4);
    await syncSeats(b);
    expect(seatsAtStripe()).toBe(5);
    expect(await rolesSeen(b.t, newcomer)).toContain('teams');
    const [sub] = (await b.t.api.get('/v1/subscriptions').set(w.admin.headers)).body.data;
    expect(sub.quantity).toBe(5);
  });

  it('takes the role from someone suspended or removed, and bills fewer seats', async () => {
    const suspend = await b.t.api
      .put(`/v1/company/${w.acme.id}/employees/${w.engineer.uid}`)
      .set(w.admin.headers)
      .send({ status: 'suspended' });
    expect(suspend.status).toBe(200);
    expect(await rolesSeen(b.t, w.engineer)).not.toContain('teams');
    await syncSeats(b);
    expect(seatsAtStripe()).toBe(4);
    const remove = await b.t.api.delete(`/v1/company/${w.acme.id}/employees/${w.rep.uid}`).set(w.admin.headers);
    expect(remove.status).toBe(200);
    expect(await rolesSeen(b.t, w.rep)).not.toContain('teams');
    await syncSeats(b);
    expect(seatsAtStripe()).toBe(3);
    await b.fakes.stripe.ledger.settled();
    expect(await rolesSeen(b.t, w.manager)).toContain('teams');
  });

  it('takes the role from everyone when the company’s subscription ends', async () => {
    await b.fakes.stripe.ledger.endSubscription(teams.id);
    await b.fakes.stripe.ledger.settled();
    for (const member of [w.admin, w.manager]) expect(await rolesSeen(b.t, member)).not.toContain('teams');
  });
});
