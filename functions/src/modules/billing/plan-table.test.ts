import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { CAP_MESSAGES, PLAN_TABLE, type PlanRow } from '../../contract/caps';
import { leadConsentText } from '../../contract/contacts';
import { createContext } from '../../platform/context';
import { takeLeadOfDay } from '../contacts';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { startProviderFakes, type ProviderFakes } from '../../../test/fakes';
import { withChallenge } from '../../../test/lead-challenge.test-support';
import { collections } from '../../platform/store/collections';

/**
 * Every row of the plan table (contract/caps.ts) is enforced through HTTP: a Free person at the
 * row's limit is refused with the row's message and nothing is written, one below is served, and
 * a Pro person at the Free limit is served. The probes are keyed by the table's rows, so a row
 * added without a probe fails the typecheck, and one marked "same for every plan" must be.
 */

let fakes: ProviderFakes;
let t: TestContext;
beforeAll(async () => {
  fakes = await startProviderFakes();
  t = await createTestContext({ EVERLINK_FAKES_URL: fakes.url });
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

interface Probe {
  /** The refusal's status and code (409 limit reached, 403 not in the plan, 429 for a visitor). */
  refused: { status: number; code: string };
  /** The person already holds (or asks for) `n` of the row; then they try one more. */
  attempt(person: TestUser, n: number): Promise<Response>;
  /** What the person holds afterwards, to show a refusal wrote nothing. */
  held?(person: TestUser): Promise<number>;
}

const DAY = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const profileOf = async (person: TestUser) =>
  (await t.api.get('/v1/profiles').set(person.headers)).body.data[0].id as string;
const countOf = async (collection: 'links' | 'contacts', person: TestUser) =>
  (await collections(t)[collection].where('userId', '==', person.uid).count().get()).data().count;

/** Straight into the store, 500 a batch: what the person already holds. */
async function seed(
  collection: 'links' | 'contacts',
  person: TestUser,
  n: number,
  doc: (i: number) => Record<string, unknown>,
) {
  for (let from = 0; from < n; from += 500) {
    const batch = t.store.batch();
    for (let i = from; i < Math.min(n, from + 500); i++)
      batch.create<unknown>(collections(t)[collection].doc(), { userId: person.uid, ...doc(i) });
    await batch.commit();
  }
}

let visitor = 0;
const PROBES: Record<PlanRow, Probe | 'same for every plan'> = {
  profilesPerUser: {
    refused: { status: 409, code: 'limit-reached' },
    async attempt(person, n) {
      // The person starts with one profile.
      for (let i = 1; i < n; i++)
        await t.api
          .post('/v1/profiles')
          .set(person.headers)
          .send({ name: `Held ${i}` })
          .expect(201);
      return t.api.post('/v1/profiles').set(person.headers).send({ name: 'One more' });
    },
    held: async (person) => ((await t.api.get('/v1/profiles').set(person.headers)).body.data as unknown[]).length,
  },
  linksPerUser: {
    refused: { status: 409, code: 'limit-reached' },
    async attempt(person, n) {
      // The first profile's share link is one of the n.
      await seed('links', person, n - 1, (i) => ({ slug: `held-${i}-${person.uid.toLowerCase()}`, targetType: 'url' }));
      return t.api
        .post('/v1/links')
        .set(person.headers)
        .send({ targetType: 'url', url: 'https://shop.example/one-more' });
    },
    held: (person) => countOf('links', person),
  },
  contactsPerUser: {
    refused: { status: 409, code: 'limit-reached' },
    async attempt(person, n) {
      const now = t.clock.now().toISOString();
      await seed('contacts', person, n, (i) => ({
        firstName: `Held${i}`,
        lastName: '',
        source: 'manual',
        createdAt: now,
        updatedAt: now,
      }));
      return t.api.post('/v1/contacts').set(person.headers).send({ firstName: 'One', lastName: 'More' });
    },
    held: (person) => countOf('contacts', person),
  },
  leadsPerProfilePerDay: {
    refused: { status: 429, code: 'limit-reached' },
    async attempt(person, n) {
      const profileId = await profileOf(person);
      const ctx = createContext(t.deps);
      for (let i = 0; i < n; i++) await takeLeadOfDay(ctx, profileId, n);
      const body = {
        profileId,
        firstName: `Visitor${++visitor}`,
        email: `visitor${visitor}@x.test`,
        consent: true,
        consentText: leadConsentText('Test User'),
      };
      return t.api
        .post('/v1/contacts')
        .set('X-Forwarded-For', `198.18.7.${visitor % 250}`)
        .send(await withChallenge(t.api, body));
    },
    held: (person) => countOf('contacts', person),
  },
  analyticsHistoryDays: {
    refused: { status: 403, code: 'not-in-plan' },
    async attempt(person, n) {
      // Holding n days of history and asking for one day more: from n days before today.
      const today = t.clock.now().getTime();
      return t.api
        .get(`/v1/analytics/dashboard/${await profileOf(person)}`)
        .set(person.headers)
        .query({ from: dayOf(today - n * DAY), to: dayOf(today - Math.max(0, n - 30) * DAY) });
    },
  },
  integrations: {
    refused: { status: 403, code: 'not-in-plan' },
    attempt: (person) => t.api.get('/v1/twitter/oauth').set(person.headers),
  },
  shareKit: 'same for every plan',
};

/** What the person asks for when at the Free limit (features: on or off, so 1). */
const limitOf = (row: PlanRow) => (typeof PLAN_TABLE[row].free === 'number' ? (PLAN_TABLE[row].free as number) : 1);
const messageOf = (row: PlanRow) =>
  row === 'leadsPerProfilePerDay' || row === 'integrations'
    ? CAP_MESSAGES[row]()
    : CAP_MESSAGES[row as 'linksPerUser']('free');

describe('the plan table is what the API enforces', () => {
  it('a row is "same for every plan" only when every plan has the same value; every other row has a probe', () => {
    for (const [row, probe] of Object.entries(PROBES) as [PlanRow, Probe | string][]) {
      const values = new Set(Object.values(PLAN_TABLE[row]));
      expect({ row, sameEverywhere: values.size === 1 }).toEqual({
        row,
        sameEverywhere: probe === 'same for every plan',
      });
    }
  });

  const probed = (Object.entries(PROBES) as [PlanRow, Probe | string][]).filter(
    (entry): entry is [PlanRow, Probe] => typeof entry[1] !== 'string',
  );
  describe.each(probed)('%s', (row, probe) => {
    const limit = limitOf(row);
    const below = typeof PLAN_TABLE[row].free === 'number' ? limit - 1 : null;

    it('Free at the limit: refused with the plan table’s message, nothing written', async () => {
      const person = await createUser(t);
      const res = await probe.attempt(person, limit);
      expect(res.status).toBe(probe.refused.status);
      expect(res.body).toEqual({ message: messageOf(row), code: probe.refused.code });
      if (probe.held) expect(await probe.held(person)).toBe(row === 'leadsPerProfilePerDay' ? 0 : limit);
    });

    // A feature has no "one below": Free has it or not.
    if (below !== null)
      it('Free one below the limit: served', async () => {
        const res = await probe.attempt(await createUser(t), below);
        expect(res.status).toBeLessThan(300);
      });

    it('Pro at the Free limit: served', async () => {
      const res = await probe.attempt(await createUser(t, { pro: true }), limit);
      expect(res.status).toBeLessThan(300);
    });
  });
});
