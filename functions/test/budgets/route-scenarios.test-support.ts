import type { Response } from 'supertest';
import { createUser, type TestContext, type TestUser } from '../harness.test-support';
import {
  createCountingContext,
  type CountingContext,
  type CountingOptions,
  type OpCost,
} from '../counting-store.test-support';
import { addEmployee, cloneEmployees, createCompany, defaultProfile } from '../world.test-support';
import { withChallenge } from '../lead-challenge.test-support';
import { sendView } from '../../src/modules/analytics/analytics.test-support';
import { startProviderFakes } from '../fakes';
import {
  asStripe,
  buyThroughCheckout,
  postEvent,
  startBillingTest,
  stripeEvent,
} from '../../src/modules/billing/billing.test-support';
import { CONTACT_SOURCES, leadConsentText } from '../../src/contract/contacts';
import { buildContact } from '../../src/modules/contacts';
import { jobs } from '../../src/jobs/registry';
import { collections } from '../../src/platform/store/collections';
import type { WriteBatch } from '../../src/platform/store/types';
import { ROUTE_BUDGETS, type RouteBudget, type RouteName } from './route-budgets';

/**
 * How each route of route-budgets.ts is set up at a data size and requested once: the budget
 * test and the bench's budget report both run these. Data that only sets the size is written
 * straight into the SQLite store (t.store, not counted); what is measured goes through HTTP.
 */

export interface Prepared {
  t: CountingContext;
  /** The request measured; resolves with its HTTP answer (a job's run answers 200). */
  request(): PromiseLike<{ status: number }>;
  /** The status the request must answer. */
  status: number;
  close(): Promise<void>;
}

export type Scenario = (n: number, options?: Omit<CountingOptions, 'now'>) => Promise<Prepared>;

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const FIRST = ['Ada', 'Alan', 'Grace', 'Linus', 'Margaret', 'Ken', 'Dennis', 'Barbara', 'Edsger', 'Donald'];

export const closing = (t: TestContext) => () => t.close();
/** A local run outside vitest too (the bench runs these): demo keys, the outbox delivered in-process. */
export const LOCAL = { EVERLINK_LOCAL: '1' };

/** n contacts in the person's book, straight into the store; one in ten a favourite, sources in turn. */
export async function seedBook(t: TestContext, userId: string, profileId: string, n: number): Promise<void> {
  // A book past the free plan's cap: the person holds a plan role without limits on it.
  await collections(t)
    .roles.doc('budget-plan')
    .set({ id: 'budget-plan', name: 'Budget plan', scope: 'global', permissions: [] });
  await collections(t)
    .users.doc(userId)
    .update({ roleIds: ['budget-plan'] });
  const base = Date.parse('2024-01-01T00:00:00.000Z');
  for (let from = 0; from < n; from += 500) {
    const batch = t.store.batch();
    for (let i = from; i < Math.min(from + 500, n); i++) {
      const ref = collections(t).contacts.doc();
      const at = new Date(base + i * 60_000).toISOString();
      const contact = buildContact(
        {
          firstName: FIRST[i % FIRST.length],
          lastName: `Person ${i}`,
          email: `person${i}@book.test`,
          phoneNumber: `+1415555${String(i).padStart(4, '0')}`,
          favorite: i % 10 === 0,
          profileId,
        },
        { id: ref.id, userId, source: CONTACT_SOURCES[i % CONTACT_SOURCES.length], now: at, createdAt: at },
      );
      batch.create(ref, contact);
    }
    await batch.commit();
  }
  // The kept contact count, as the migration leaves a book written before the count existed.
  await jobs['count-contacts'](t.deps);
}

/** A card of the profile, activated; one view first, so the measured one is a warm instance's. */
export async function activeCard(t: TestContext, owner: TestUser, profileId: string): Promise<string> {
  const admin = await createUser(t, { superadmin: true });
  const [cardId] = (await t.api.post('/v1/cards').set(admin.headers).send({ count: 1 })).body.data.cardIds as string[];
  await t.api.post('/v1/cards/activate').set(owner.headers).send({ cardId, profileId }).expect(200);
  await t.api.get(`/card/${cardId}`).expect(200);
  return cardId;
}

const cardPersonal: Scenario = async (n, options) => {
  const t = await createCountingContext(LOCAL, options);
  const owner = await createUser(t);
  const profileId = (await defaultProfile(t, owner)).id;
  await seedBook(t, owner.uid, profileId, n);
  const cardId = await activeCard(t, owner, profileId);
  return { t, request: () => t.api.get(`/card/${cardId}`), status: 200, close: closing(t) };
};

const cardEmployee: Scenario = async (n, options) => {
  const t = await createCountingContext(LOCAL, options);
  const admin = await createUser(t);
  const company = await createCompany(t, admin, 'Acme');
  const employee = await addEmployee(t, admin, company.id);
  await cloneEmployees(t, company.id, employee, n);
  const cardId = await activeCard(t, employee, (await defaultProfile(t, employee)).id);
  return { t, request: () => t.api.get(`/card/${cardId}`), status: 200, close: closing(t) };
};

let visitor = 0;
const beaconOf = (t: TestContext, profileId: string) =>
  t.api
    .post('/v1/public/events')
    .set('User-Agent', BROWSER)
    .set('X-Forwarded-For', `198.18.${Math.floor(++visitor / 250) % 250}.${visitor % 250}`)
    .set('Content-Type', 'text/plain')
    .send(JSON.stringify({ profileId, type: 'view' }));

const beacon: Scenario = async (n, options) => {
  const t = await createCountingContext(LOCAL, options);
  const owner = await createUser(t);
  const profileId = (await defaultProfile(t, owner)).id;
  for (let i = 0; i < n; i++) await beaconOf(t, profileId).expect(202);
  return { t, request: () => beaconOf(t, profileId), status: 202, close: closing(t) };
};

const beaconCompanyLink: Scenario = async (n, options) => {
  const t = await createCountingContext(LOCAL, options);
  const admin = await createUser(t);
  const company = await createCompany(t, admin, 'Acme');
  const employee = await addEmployee(t, admin, company.id);
  const link = (
    await t.api
      .post(`/v1/company/${company.id}/everlinks/new`)
      .set(admin.headers)
      .send({ title: 'Welcome pack', url: 'https://acme.example.com/welcome' })
      .expect(201)
  ).body.data as { id: string };
  const profileId = (await defaultProfile(t, employee)).id;
  // The visitor's card draws the company's copy the flush reads.
  await t.api.get(`/card/${await activeCard(t, employee, profileId)}`).expect(200);
  const click = () =>
    t.api
      .post('/v1/public/events')
      .set('User-Agent', BROWSER)
      .send({ type: 'click', profileId, serviceId: `company-link:${link.id}` });
  for (let i = 0; i < n; i++) await click().expect(202);
  return { t, request: click, status: 202, close: closing(t) };
};

const lead: Scenario = async (n, options) => {
  const t = await createCountingContext(LOCAL, options);
  const owner = await createUser(t);
  const profileId = (await defaultProfile(t, owner)).id;
  await seedBook(t, owner.uid, profileId, n);
  // The ticket is fetched before the measure: the form's page asks for it, not the submission.
  const body = await withChallenge(t.api, {
    profileId,
    firstName: 'Visitor',
    email: 'visitor@lead.test',
    consent: true,
    consentText: leadConsentText('Test User'),
  });
  return {
    t,
    request: () => t.api.post('/v1/contacts').set('X-Forwarded-For', '198.51.100.7').send(body),
    status: 201,
    close: closing(t),
  };
};

const contactsSearch: Scenario = async (n, options) => {
  const t = await createCountingContext(LOCAL, options);
  const owner = await createUser(t);
  await seedBook(t, owner.uid, (await defaultProfile(t, owner)).id, n);
  return {
    t,
    request: () =>
      t.api.get('/v1/contacts').set(owner.headers).query({ q: 'ada', favorite: 'true', source: 'form', limit: 25 }),
    status: 200,
    close: closing(t),
  };
};

/** Three people of the book entered again through the API: the groups the call answers at any size. */
const duplicates: Scenario = async (n, options) => {
  const t = await createCountingContext(LOCAL, options);
  const owner = await createUser(t);
  await seedBook(t, owner.uid, (await defaultProfile(t, owner)).id, n);
  for (const i of [1, 2, 3])
    await t.api
      .post('/v1/contacts')
      .set(owner.headers)
      .send({ firstName: 'Again', lastName: `Person ${i}`, email: `person${i}@book.test` })
      .expect(201);
  // The seeded book as the release's migration leaves it (contacts.dup-keys.ts).
  await jobs['index-duplicate-keys'](t.deps);
  return { t, request: () => t.api.get('/v1/contacts/merge').set(owner.headers), status: 200, close: closing(t) };
};

const employeeList: Scenario = async (n, options) => {
  const t = await createCountingContext(LOCAL, options);
  const admin = await createUser(t);
  const company = await createCompany(t, admin, 'Acme');
  await cloneEmployees(t, company.id, await addEmployee(t, admin, company.id), n);
  // The admin's earlier call: the request is measured with their principal cached, as every call
  // is within a minute of the caller's last one (platform/access/principal-cache.ts).
  await t.api.get('/v1/roles/').set(admin.headers).expect(200);
  return {
    t,
    request: () => t.api.get(`/v1/company/${company.id}/employees`).set(admin.headers).query({ limit: 25 }),
    status: 200,
    close: closing(t),
  };
};

const importRows: Scenario = async (n, options) => {
  const t = await createCountingContext(LOCAL, options);
  const owner = await createUser(t);
  const profileId = (await defaultProfile(t, owner)).id;
  await seedBook(t, owner.uid, profileId, 1_000);
  const lines = ['First Name,Last Name,E-mail,Phone'];
  for (let i = 0; i < n; i++) lines.push(`Imported,Row ${i},row${i}@import.test,+1212555${String(i).padStart(4, '0')}`);
  const csv = Buffer.from(lines.join('\n'));
  return {
    t,
    request: () =>
      t.api.post(`/v1/contacts/${profileId}/csv/import`).set(owner.headers).attach('file', csv, 'rows.csv'),
    status: 201,
    close: closing(t),
  };
};

const webhook: Scenario = async (n, options) => {
  let t: CountingContext | undefined;
  const b = await startBillingTest(LOCAL, async (env) => (t = await createCountingContext(env, options)));
  try {
    if (!t) throw new Error('The billing test did not make its context.');
    const counted = t;
    const admin = await createUser(counted);
    const company = await createCompany(counted, admin, 'Acme');
    const employee = await addEmployee(counted, admin, company.id);
    const teams = await buyThroughCheckout(b, admin, 'teams-monthly', { trial: true });
    // Copies of an active employee, as the purchase left them (the plan's role is derived, never on their record).
    await cloneEmployees(counted, company.id, employee, n);
    const live = asStripe(b.fakes.stripe.ledger.subscription(teams.id));
    const later = Math.floor(counted.clock.now().getTime() / 1000) + 3600;
    const unpaid = stripeEvent('customer.subscription.updated', { ...live, status: 'unpaid' }, later);
    return { t: counted, request: () => postEvent(counted, unpaid), status: 200, close: () => b.close() };
  } catch (error) {
    await b.close();
    throw error;
  }
};

/** A connected Instagram account whose content is fresh and whose token is not due. */
function connectInstagram(t: TestContext, batch: WriteBatch, userId: string, now: string, far: string): void {
  batch.set(collections(t).integrations.doc(`instagram_${userId}`), {
    provider: 'instagram',
    userId,
    status: 'connected',
    reason: null,
    account: { id: `acct-${userId}`, name: `Account ${userId}` },
    accountId: `acct-${userId}`,
    extra: {},
    connectedAt: now,
    lastRefreshAt: now,
    items: [],
    contentUpdatedAt: now,
    bookingOptions: [],
    hiddenOnProfileIds: [],
    bookingByProfile: {},
    updatedAt: now,
  } as never);
  batch.set(collections(t).integrationSecrets.doc(`instagram_${userId}`), {
    provider: 'instagram',
    userId,
    tokens: 'sealed',
    expiresAt: far,
    status: 'connected',
    updatedAt: now,
  } as never);
}

const refreshJob: Scenario = async (n, options) => {
  const fakes = await startProviderFakes();
  const t = await createCountingContext({ ...LOCAL, EVERLINK_FAKES_URL: fakes.url }, options);
  const now = t.clock.now().toISOString();
  const far = new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString();
  for (let from = 0; from < n; from += 200) {
    const batch = t.store.batch();
    for (let i = from; i < Math.min(from + 200, n); i++) connectInstagram(t, batch, `ig${i}`, now, far);
    await batch.commit();
  }
  return {
    t,
    request: async () => {
      await jobs['refresh-instagram'](t.deps);
      return { status: 200 };
    },
    status: 200,
    close: async () => {
      await t.close();
      await fakes.close();
    },
  };
};

export const SCENARIOS: Record<RouteName, Scenario> = {
  cardPersonal,
  cardEmployee,
  beacon,
  beaconCompanyLink,
  lead,
  contactsSearch,
  duplicates,
  employeeList,
  import: importRows,
  webhook,
  refreshJob,
};

/**
 * Runs the route once at size n and answers its cost; refuses an answer other than the expected
 * one. The store keeps the shape limits but for the route's stated exception. `latencyMs` delays
 * each store call of the measured request (not the setup): with it, round trips are the request's
 * depth; without it, two concurrent chains of calls may count apart.
 */
export async function measureRoute(name: RouteName, n: number, latencyMs = 0): Promise<OpCost & { ms: number }> {
  const budget: RouteBudget = ROUTE_BUDGETS[name];
  return measurePrepared(`${name} at ${n}`, await SCENARIOS[name](n, budget.shape), latencyMs);
}

/** Requests a prepared scenario once and answers its cost, as measureRoute does (the cost bench's own scenarios too). */
export async function measurePrepared(
  label: string,
  prepared: Prepared,
  latencyMs = 0,
): Promise<OpCost & { ms: number }> {
  try {
    prepared.t.ops.latencyMs = latencyMs;
    const started = performance.now();
    const { result, cost } = await prepared.t.ops.measure(() => prepared.request());
    const ms = performance.now() - started;
    if (result.status !== prepared.status)
      throw new Error(
        `${label}: answered ${result.status}, not ${prepared.status}: ${JSON.stringify((result as Partial<Response>).body)}`,
      );
    return { ...cost, ms };
  } finally {
    prepared.t.ops.latencyMs = 0;
    await prepared.close();
  }
}

/**
 * A viral card's minute on one instance with the production flush interval: `views` beacons for
 * the profile, each from its own address, spread over a simulated minute from `start`, then the
 * first beacon after it, which writes what the instance held. Answers the cost of all of them.
 */
export async function viralMinute(
  t: CountingContext,
  profileId: string,
  views: number,
  start: number,
): Promise<OpCost> {
  t.ops.reset();
  for (let i = 0; i < views; i++) {
    t.clock.set(new Date(start + i * Math.floor(60_000 / views)));
    await sendView(t, profileId, `198.18.${Math.floor(i / 250)}.${i % 250}`).expect(202);
  }
  t.clock.set(new Date(start + 61_000));
  await sendView(t, profileId, '198.19.0.1').expect(202);
  return t.ops.snapshot();
}
