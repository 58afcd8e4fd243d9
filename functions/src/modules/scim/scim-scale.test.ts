import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { withChallenge } from '../../../test/lead-challenge.test-support';
import { createCompanyWorld, type CompanyWorld } from '../../../test/world.test-support';
import { collections } from '../../platform/store/collections';
import { SCIM_SCHEMAS } from '../../contract/scim';
import type { StoredSsoConnection } from '../sso';
import { ScimClient, entraUser, scimToken } from './scim-client.test-support';

/**
 * A directory's first cycle at scale: 200 users and 10 groups, 20 of the people join (each with a
 * company card and a lead on their company profile), then the directory deactivates those 20:
 * every card is released and every lead handed over, and nothing is done twice when it repeats.
 */

const USERS = 200;
const GROUPS = 10;
const JOINED = 20;
/** Requests at once: a directory's cycle sends several; more only queue on the store's transactions. */
const PARALLEL = 8;

let t: TestContext;
let w: CompanyWorld;
let entra: ScimClient;

beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
  entra = new ScimClient(t, (await scimToken(t, w)).secret);
  // The company signs in with SSO: provisioning mails no invitations (the hourly mail budget is not the test).
  const sso = { companyId: w.acme.id, enforced: false } as StoredSsoConnection;
  await collections(t).ssoConnections.doc(w.acme.id).set(sso);
});
afterAll(async () => t.close());

async function inParallel<T, R>(items: T[], run: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await run(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return results;
}

const contactsOf = async (who: TestUser) =>
  (await collections(t).contacts.where('userId', '==', who.uid).where('companyId', '==', w.acme.id).get()).size;

describe('SCIM at scale', () => {
  it('provisions 200 users and 10 groups, then 20 deactivations release every card and hand over every lead', async () => {
    const people = await inParallel(Array.from({ length: JOINED }), (_, i) =>
      createUser(t, { firstName: 'Joiner', lastName: String(i) }),
    );
    const emails = Array.from({ length: USERS }, (_, i) =>
      i < JOINED ? people[i].email.toLowerCase() : `person${i}@scale.test`,
    );
    const made = await inParallel(emails, async (email, i) => {
      const res = await entra.call('post', '/Users', entraUser(`user${i}@scale.test`, email));
      expect(res.status, res.text).toBe(201);
      return res.body.id as string;
    });
    const groups = await inParallel(Array.from({ length: GROUPS }), async (_, g) => {
      const res = await entra.call('post', '/Groups', { schemas: [SCIM_SCHEMAS.group], displayName: `Team ${g}` });
      expect(res.status, res.text).toBe(201);
      const members = made.filter((_, i) => i % GROUPS === g).map((value) => ({ value }));
      const add = await entra.patch(`/Groups/${res.body.id}`, [{ op: 'Add', path: 'members', value: members }]);
      expect(add.status, add.text).toBe(204);
      return res.body.id as string;
    });
    expect(groups).toHaveLength(GROUPS);
    const listed = await entra.call('get', '/Users?startIndex=1&count=100');
    expect(listed.body).toMatchObject({ totalResults: USERS, itemsPerPage: 100 });
    const pending = await collections(t)
      .invitations.where('companyId', '==', w.acme.id)
      .where('status', '==', 'pending')
      .get();
    expect(pending.size).toBe(USERS);
    expect(pending.docs.every((d) => d.data().divisionIds.length === 1 && !d.data().mailedAt)).toBe(true);

    // The first 20 join, each gets a company card and a lead on their company profile.
    const cardIds = (
      await t.api.post('/v1/cards').set(w.superadmin.headers).send({ count: JOINED, companyId: w.acme.id })
    ).body.data.cardIds as string[];
    await inParallel(people, async (person, i) => {
      const invitation = pending.docs.find((d) => d.data().email === person.email.toLowerCase())!.data();
      const accepted = await t.api.post(`/v1/company/invitations/${invitation.id}/accept`).set(person.headers).send({});
      expect(accepted.status, accepted.text).toBe(200);
      const card = await t.api
        .put(`/v1/company/${w.acme.id}/cards/${cardIds[i]}`)
        .set(w.admin.headers)
        .send({ userId: person.uid });
      expect(card.status, card.text).toBe(200);
      const lead = {
        profileId: accepted.body.data.profileId as string,
        firstName: 'Lead',
        lastName: `Of${i}`,
        email: `lead${i}@customer.test`,
        consent: true,
        consentText: 'I agree to share my details with the owner.',
      };
      const res = await t.api.post('/v1/contacts').send(await withChallenge(t.api, lead));
      expect(res.status, res.text).toBe(201);
    });
    for (const person of people) {
      const employee = (await collections(t).employees(w.acme.id).doc(person.uid).get()).data()!;
      expect(employee.divisionIds).toHaveLength(1);
    }
    const adminLeadsBefore = await contactsOf(w.admin);

    const deactivate = () =>
      inParallel(made.slice(0, JOINED), async (id) => {
        const res = await entra.patch(`/Users/${id}`, [{ op: 'Replace', path: 'active', value: 'False' }]);
        expect(res.status, res.text).toBe(200);
      });
    await deactivate();
    const held = await collections(t).cards.where('companyId', '==', w.acme.id).get();
    const released = held.docs.filter((d) => cardIds.includes(d.id));
    // Every one of the 20 cards is found, so the check below cannot pass on none.
    expect(released).toHaveLength(JOINED);
    expect(released.every((d) => d.data().userId === null)).toBe(true);
    for (const person of people) expect(await contactsOf(person)).toBe(0);
    expect(await contactsOf(w.admin)).toBe(adminLeadsBefore + JOINED);
    // Again: nothing moves twice, nothing fails.
    await deactivate();
    expect(await contactsOf(w.admin)).toBe(adminLeadsBefore + JOINED);
    const members = await collections(t).employees(w.acme.id).get();
    expect(members.docs.filter((d) => people.some((p) => p.uid === d.id))).toHaveLength(0);
    const still = await collections(t)
      .invitations.where('companyId', '==', w.acme.id)
      .where('status', '==', 'pending')
      .get();
    expect(still.size).toBe(USERS - JOINED);
  }, 120_000);
});
