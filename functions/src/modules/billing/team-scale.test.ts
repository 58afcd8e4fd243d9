import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/harness.test-support';
import { createCountingContext, type CountingContext, type OpCost } from '../../../test/counting-store.test-support';
import { addEmployee, cloneEmployees, createCompany, join } from '../../../test/world.test-support';
import type { Company } from '../../contract/company';
import { MIGRATIONS } from '../../jobs/registry';
import { collections } from '../../platform/store/collections';
import { companyAccessChanged } from '../../platform/access';
import type { StoredSubscription } from './billing.model';
import {
  buyThroughCheckout,
  roleIdsOf,
  rolesSeen,
  startBillingTest,
  syncSeats,
  type BillingTest,
} from './billing.test-support';

/**
 * Issue 23, item 4: a team plan at any company size. The plan lives on the company's billing
 * record and each member's premium is derived when their principal is read, so a Stripe event
 * writes the subscription, the customer record and the event, at 10 employees as at 5,000; and
 * a burst of joins is one seat update at Stripe, made outside the joiners' requests.
 *
 * What each step costs is counted by the counting store (test/counting-store.test-support.ts):
 * Firestore's billed reads, and every document written.
 */

let b: BillingTest;
let t: CountingContext;

beforeAll(async () => {
  b = await startBillingTest({}, async (env) => (t = await createCountingContext(env)));
});
afterAll(async () => b.close());

/** What `run` cost, once the deliveries it set off in this process are done. */
async function costOf(run: () => Promise<unknown>): Promise<OpCost> {
  await b.t.settle();
  const { cost } = await t.ops.measure(async () => {
    await run();
    await b.t.settle();
  });
  return cost;
}

const writtenPaths = (cost: OpCost) => Object.keys(cost.writesByPath).sort();

interface Team {
  admin: TestUser;
  company: Company;
  teams: StoredSubscription;
  buying: string[];
}

/** A company of `size` active employees (its admin signs in) on Teams, bought through the checkout. */
async function teamOf(size: number): Promise<Team> {
  const admin = await createUser(b.t, { firstName: 'Ada', lastName: `Size${size}` });
  const company = await createCompany(b.t, admin, `Size${size}`);
  // One employee who joined through the app, then copies of them until the company has `size`.
  if (size > 1) await cloneEmployees(b.t, company.id, await addEmployee(b.t, admin, company.id), size);
  let teams: StoredSubscription | undefined;
  const buying = writtenPaths(
    await costOf(async () => {
      teams = await buyThroughCheckout(b, admin, 'teams-monthly');
    }),
  );
  expect(teams!.quantity).toBe(size);
  return { admin, company, teams: teams!, buying };
}

/** Ends the subscription at Stripe, whose `customer.subscription.deleted` reaches the webhook: its cost and time. */
async function endAtStripe(team: Team): Promise<{ cost: OpCost; ms: number }> {
  let ms = 0;
  const cost = await costOf(async () => {
    const started = Date.now();
    b.fakes.stripe.ledger.endSubscription(team.teams.id);
    await b.fakes.stripe.ledger.settled();
    ms = Date.now() - started;
  });
  const delivery = b.fakes.stripe.ledger.deliveries.at(-1);
  expect(delivery).toMatchObject({ type: 'customer.subscription.deleted', status: 200 });
  return { cost, ms };
}

describe('the Stripe webhook for a company on Teams', () => {
  it('writes the subscription, the customer record, the event and the company access version, the same at 10 and at 300 employees', async () => {
    const costs: { reads: number; writes: number }[] = [];
    for (const size of [10, 300]) {
      const team = await teamOf(size);
      // Buying: no member's record is written, and the admin is premium through the company's plan.
      expect(team.buying.filter((p) => p.startsWith('users/'))).toEqual([]);
      expect(await rolesSeen(b.t, team.admin)).toContain('teams');
      const { cost } = await endAtStripe(team);
      // The access version: the members' cached principals still name the plan's role (platform/access).
      expect(writtenPaths(cost)).toEqual([
        `accessVersions/company-${team.company.id}`,
        `billingCustomers/company-${team.company.id}`,
        expect.stringMatching(/^stripeEvents\/evt_/),
        `subscriptions/${team.teams.id}`,
      ]);
      expect({ writes: cost.writes, deletes: cost.deletes }).toEqual({ writes: 4, deletes: 0 });
      expect(cost.reads).toBeLessThanOrEqual(15);
      expect(await rolesSeen(b.t, team.admin)).not.toContain('teams');
      costs.push({ reads: cost.reads, writes: cost.writes });
    }
    expect(costs[1]).toEqual(costs[0]);
  });

  it('answers for a 5,000-person company well inside the function’s 60 s, writing 4 documents', async () => {
    const team = await teamOf(5_000);
    const { cost, ms } = await endAtStripe(team);
    expect(writtenPaths(cost).map((p) => p.split('/')[0])).toEqual([
      'accessVersions',
      'billingCustomers',
      'stripeEvents',
      'subscriptions',
    ]);
    expect(cost.reads).toBeLessThanOrEqual(15);
    expect(ms).toBeLessThan(5_000);
  }, 120_000);
});

describe('a member of a company on Teams', () => {
  it('is premium at once on joining, without a write to their record by billing', async () => {
    const team = await teamOf(2);
    const newcomer = await createUser(b.t, { firstName: 'Nia', lastName: 'New' });
    expect(await rolesSeen(b.t, newcomer)).toEqual([]);
    await join(b.t, team.company.id, team.admin, newcomer);
    const before = (await collections(b.t).users.doc(newcomer.uid).get()).data();
    expect(await rolesSeen(b.t, newcomer)).toEqual(['teams']);
    await syncSeats(b);
    expect((await collections(b.t).users.doc(newcomer.uid).get()).data()).toEqual(before);
    expect(await roleIdsOf(b.t, newcomer.uid)).toEqual([]);
  });
});

describe('the principal of a member of a company on Teams', () => {
  it('reads the company’s plan beside the employee record, then two documents a request while it is cached', async () => {
    const team = await teamOf(2);
    let roles: string[] = [];
    const rolesCall = async () => {
      const res = await b.t.api.get('/v1/roles/').set(team.admin.headers);
      roles = res.body.data.map((r: { id: string }) => r.id);
    };
    const cold = await costOf(rolesCall);
    expect(roles).toContain('teams');
    // The purchase changed the plan, so the admin's cached principal is read again: the user record
    // with the company's access version; the employee record with the company's billing record; the
    // roles (one batched get).
    expect({ reads: cold.reads, roundTrips: cold.roundTrips }).toEqual({ reads: 4 + roles.length, roundTrips: 3 });
    // Cached (platform/access/principal-cache.ts): the user record and the access version, together.
    const warm = await costOf(rolesCall);
    expect(roles).toContain('teams');
    expect({ reads: warm.reads, roundTrips: warm.roundTrips }).toEqual({ reads: 2, roundTrips: 1 });
    // The company's seat recount leaves with it, as the later tests count the ones waiting.
    await syncSeats(b);
  });
});

describe('seat sync', () => {
  it('makes 20 joins in a minute one quantity update at Stripe, after the joins and outside their requests', async () => {
    const team = await teamOf(1);
    const people = await Promise.all(
      Array.from({ length: 20 }, (_, i) => createUser(b.t, { firstName: 'Joiner', lastName: `N${i}` })),
    );
    const seatUpdates = () =>
      b.fakes.stripe.ledger.events.filter(
        (e) =>
          e.type === 'customer.subscription.updated' &&
          e.data.object.id === team.teams.id &&
          !!e.data.previous_attributes?.items,
      );
    for (const person of people) await join(b.t, team.company.id, team.admin, person);
    await b.fakes.stripe.ledger.settled();
    expect(seatUpdates()).toEqual([]);
    // One message for the company, waiting since the first change; the 20 joins left it as it was.
    const seats = await collections(b.t).outbox.where('topic', '==', 'billing.seats').get();
    const waiting = seats.docs.filter((d) => d.data().delivery.state === 'PENDING');
    expect(waiting.map((d) => [d.id, d.data().delivery.attempts])).toEqual([[`seats-${team.company.id}`, 0]]);

    await syncSeats(b);
    expect(seatUpdates()).toHaveLength(1);
    expect(b.fakes.stripe.ledger.subscription(team.teams.id).items.data[0].quantity).toBe(21);
    const [sub] = (await b.t.api.get('/v1/subscriptions').set(team.admin.headers)).body.data;
    expect(sub.quantity).toBe(21);
    // Nothing changed since: a second sweep makes no call.
    await syncSeats(b);
    expect(seatUpdates()).toHaveLength(1);
  });
});

describe('migration derive-team-plans', () => {
  it('records a live team plan on its company, then takes team roles written on members, keeping roles given by hand', async () => {
    // A company whose plan was stored before plans lived on the company's record.
    const team = await teamOf(2);
    const customer = collections(b.t).billingCustomers.doc(`company-${team.company.id}`);
    const batch = b.t.store.batch();
    batch.update(customer, { plan: null });
    companyAccessChanged(b.t, batch, team.company.id);
    await batch.commit();
    expect(await rolesSeen(b.t, team.admin)).not.toContain('teams');
    const users = collections(b.t).users;
    const at = b.t.clock.now().toISOString();
    const legacy = { phoneNumber: '', email: 'legacy@seeded.test', createdAt: at, updatedAt: at };
    await users.doc('legacy-member').set({
      ...legacy,
      userId: 'legacy-member',
      firstName: 'Leg',
      lastName: 'Acy',
      roleIds: ['teams'],
      billingRoleIds: ['teams'],
      billingSources: ['company-gone'],
    });
    await users.doc('legacy-staff').set({
      ...legacy,
      userId: 'legacy-staff',
      firstName: 'Staff',
      lastName: 'Given',
      roleIds: ['superadmin', 'teams'],
      billingRoleIds: ['teams'],
      billingSources: ['company-gone'],
    });
    const run = MIGRATIONS['derive-team-plans'];
    expect(await run(b.t.deps)).toMatchObject({ checked: 2, changed: 2 });
    expect((await customer.get()).data()?.plan).toEqual({
      subscriptionId: team.teams.id,
      roleId: 'teams',
      status: 'active',
    });
    expect(await rolesSeen(b.t, team.admin)).toContain('teams');
    expect(await roleIdsOf(b.t, 'legacy-member')).toEqual([]);
    expect(await roleIdsOf(b.t, 'legacy-staff')).toEqual(['superadmin']);
    expect(await run(b.t.deps)).toMatchObject({ checked: 0, changed: 0 });
  });
});
