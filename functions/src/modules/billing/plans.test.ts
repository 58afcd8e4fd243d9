import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, type Plan, type StoredPlan } from '../../contract/billing';
import { createUser, type TestUser } from '../../../test/harness.test-support';
import { startBillingTest, type BillingTest } from './billing.test-support';
import { collections } from '../../platform/store/collections';

let b: BillingTest;
let superadmin: TestUser;
let user: TestUser;

beforeAll(async () => {
  b = await startBillingTest();
  [superadmin, user] = await Promise.all([createUser(b.t, { superadmin: true }), createUser(b.t)]);
});
afterAll(async () => b.close());

const newPlan = {
  id: 'studio-monthly',
  name: 'Studio',
  interval: 'month',
  amount: 2500,
  currency: 'EUR',
  trialDays: 7,
  features: ['Everything in Pro', 'Priority support'],
  roleId: 'pro',
  kind: 'individual',
};

describe('GET /v1/plans (public)', () => {
  it('answers the seeded plans in order, money in integer minor units, to anyone', async () => {
    const res = await b.t.api.get('/v1/plans');
    expect(res.status).toBe(200);
    const plans = res.body.data as Plan[];
    expect(plans.map((p) => p.id)).toEqual(['free', 'pro-monthly', 'pro-yearly', 'teams-monthly', 'teams-yearly']);
    expect(plans[1]).toEqual({
      id: 'pro-monthly',
      name: 'Pro',
      interval: 'month',
      amount: 900,
      currency: 'usd',
      trialDays: 14,
      features: expect.any(Array),
      roleId: 'pro',
      kind: 'individual',
    });
    expect(plans[3]).toMatchObject({ kind: 'team', roleId: 'teams' });
    expect(plans[0]).toMatchObject({ amount: 0, roleId: null, trialDays: 0 });
    for (const plan of plans) expect(Number.isInteger(plan.amount)).toBe(true);
    expect(plans[1]).not.toHaveProperty('stripePriceId');
  });
});

describe('superadmins edit plans', () => {
  it('lists every plan with its Stripe ids to a superadmin; 404 to others, 401 signed out', async () => {
    const res = await b.t.api.get('/v1/plans/all').set(superadmin.headers);
    expect(res.status).toBe(200);
    expect(res.body.data.find((p: StoredPlan) => p.id === 'pro-monthly')).toMatchObject({
      stripePriceId: 'price_EverlinkProMonthly',
      active: true,
    });
    expect((await b.t.api.get('/v1/plans/all').set(user.headers)).status).toBe(404);
    expect((await b.t.api.get('/v1/plans/all')).status).toBe(401);
  });

  it('creates a plan with a Stripe product and price of its amount', async () => {
    expect((await b.t.api.post('/v1/plans').set(user.headers).send(newPlan)).status).toBe(404);
    const res = await b.t.api.post('/v1/plans').set(superadmin.headers).send(newPlan);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      id: 'studio-monthly',
      currency: 'eur',
      amount: 2500,
      active: true,
      stripePriceId: expect.stringMatching(/^price_/),
    });
    const price = b.fakes.stripe.ledger.price(res.body.data.stripePriceId);
    expect(price).toMatchObject({ unit_amount: 2500, currency: 'eur', recurring: { interval: 'month' } });
    expect((await b.t.api.post('/v1/plans').set(superadmin.headers).send(newPlan)).status).toBe(409);
  });

  it('refuses bad plans with 400: unknown role, fractional or negative amounts, unknown fields, junk', async () => {
    const post = (body: object) => b.t.api.post('/v1/plans').set(superadmin.headers).send(body);
    const role = await post({ ...newPlan, id: 'x1', roleId: 'superadmin-ish' });
    expect(role.status).toBe(400);
    expect(role.body.fields.roleId).toBe(BILLING_MESSAGES.unknownRole);
    expect((await post({ ...newPlan, id: 'x2', amount: 9.99 })).status).toBe(400);
    expect((await post({ ...newPlan, id: 'x3', amount: -1 })).status).toBe(400);
    expect((await post({ ...newPlan, id: 'x4', interval: 'week' })).status).toBe(400);
    expect((await post({ ...newPlan, id: 'x5', stripePriceId: 'price_mine' })).status).toBe(400);
    expect((await post({ ...newPlan, id: '../x' })).status).toBe(400);
    expect((await collections(b.t).plans.doc('x1').get()).exists).toBe(false);
  });

  it('updates a plan: a new amount makes a new Stripe price; an archived plan leaves the public list', async () => {
    const before = (await b.t.api.get('/v1/plans/all').set(superadmin.headers)).body.data.find(
      (p: StoredPlan) => p.id === 'studio-monthly',
    );
    const res = await b.t.api
      .put('/v1/plans/studio-monthly')
      .set(superadmin.headers)
      .send({ name: 'Studio+', amount: 3000, features: ['All of it'] });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: 'Studio+', amount: 3000, stripeProductId: before.stripeProductId });
    expect(res.body.data.stripePriceId).not.toBe(before.stripePriceId);
    expect(b.fakes.stripe.ledger.price(res.body.data.stripePriceId).unit_amount).toBe(3000);

    expect((await b.t.api.put('/v1/plans/studio-monthly').set(superadmin.headers).send({ active: false })).status).toBe(
      200,
    );
    expect((await b.t.api.get('/v1/plans')).body.data.map((p: Plan) => p.id)).not.toContain('studio-monthly');
  });

  it('takes an existing Stripe price only when it bills on the plan’s interval, with its amount', async () => {
    const put = (body: object) => b.t.api.put('/v1/plans/pro-monthly').set(superadmin.headers).send(body);
    const wrong = await put({ stripePriceId: 'price_EverlinkProYearly' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.stripePriceId).toBe('Choose a Stripe price that bills every month.');
    expect((await put({ stripePriceId: 'price_DoesNotExist' })).body.fields.stripePriceId).toBe(
      'Stripe price not found.',
    );
    const ok = await put({ stripePriceId: 'price_EverlinkProMonthly' });
    expect(ok.body.data).toMatchObject({ stripePriceId: 'price_EverlinkProMonthly', amount: 900 });
  });

  it('answers 404 for unknown plans and to non-superadmins; 400 for unknown fields', async () => {
    expect((await b.t.api.put('/v1/plans/nope').set(superadmin.headers).send({ name: 'X' })).status).toBe(404);
    expect((await b.t.api.put('/v1/plans/pro-monthly').set(user.headers).send({ name: 'Cheap' })).status).toBe(404);
    expect((await b.t.api.put('/v1/plans/pro-monthly').set(superadmin.headers).send({ kind: 'team' })).status).toBe(
      400,
    );
    expect((await b.t.api.get('/v1/plans')).body.data.find((p: Plan) => p.id === 'pro-monthly').name).toBe('Pro');
  });
});
