import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { defaultProfile, join as joinCompany } from '../../../test/world.test-support';
import { withChallenge } from '../../../test/lead-challenge.test-support';
import { WEBHOOK_EVENTS } from '../../contract/webhooks';
import { acmeWithReceiver, documentedSnippet, type startReceiver, type Snippet } from './webhooks.test-support';

/**
 * The changes that used to tell no webhook: contacts merged away as duplicates, contacts deleted
 * over a selection, and people suspended or reactivated (docs/webhooks.md, "Events").
 */

let snippet: Snippet;
beforeAll(async () => {
  snippet = await documentedSnippet();
});

let t: TestContext;
let admin: TestUser;
let employee: TestUser;
let companyId: string;
let secret: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeEach(async () => {
  ({ t, receiver, admin, employee, companyId } = await acmeWithReceiver());
  const res = await t.api
    .post(`/v1/company/${companyId}/webhooks`)
    .set(admin.headers)
    .send({ url: receiver.url, events: [...WEBHOOK_EVENTS] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  secret = res.body.data.secret;
});
afterEach(async () => {
  await t.close();
  await receiver.stop();
});

type Event = { id: string; type: string; data: Record<string, unknown> };

/** The deliveries after the first `skip`, each verified with the documented snippet. */
const eventsAfter = (skip: number): Event[] =>
  receiver.received.slice(skip).map((r) => {
    const event = snippet.verifyEverlinkDelivery(
      r.body,
      r.headers['everlink-signature'] as string,
      secret,
      t.clock.now().getTime() / 1000,
    ) as Event | null;
    expect(event, r.body).not.toBeNull();
    return event!;
  });

/** A visitor's lead on the employee's company card: a company contact. */
async function lead(firstName: string, email: string): Promise<string> {
  const body = await withChallenge(t.api, {
    profileId: (await defaultProfile(t, employee)).id,
    firstName,
    email,
    consent: true,
    consentText: 'I agree to share my details with the owner.',
  });
  const res = await t.api.post('/v1/contacts').send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.erasure.contactId;
}

describe('events the company heard nothing of before', () => {
  it('a merge of duplicates: contact.deleted for each merged-away contact, contact.updated for the one kept', async () => {
    const kept = await lead('Vera', 'vera@visitor.test');
    const twin = await lead('Vera', 'vera@visitor.test');
    const third = await lead('V.', 'vera@visitor.test');
    const seen = receiver.received.length;
    const merged = await t.api
      .post('/v1/contacts/merge')
      .set(employee.headers)
      .send({ primaryId: kept, ids: [twin, third] });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    const events = eventsAfter(seen);
    expect(events.map((e) => e.type).sort()).toEqual(['contact.deleted', 'contact.deleted', 'contact.updated']);
    const deleted = events.filter((e) => e.type === 'contact.deleted').map((e) => e.data.contact);
    expect(deleted).toEqual(
      expect.arrayContaining([
        { id: twin, ownerId: employee.uid },
        { id: third, ownerId: employee.uid },
      ]),
    );
    expect(events.find((e) => e.type === 'contact.updated')?.data.contact).toMatchObject({ id: kept });

    // A merge refused (a contact that is not the caller's) tells nothing.
    const refused = await t.api
      .post('/v1/contacts/merge')
      .set(admin.headers)
      .send({ primaryId: kept, ids: ['nope-not-a-contact'] });
    expect(refused.status).toBe(404);
    expect(receiver.received).toHaveLength(seen + 3);
  });

  it('contacts deleted over a selection: contact.deleted each', async () => {
    const a = await lead('Ann', 'ann@visitor.test');
    const b = await lead('Bob', 'bob@visitor.test');
    const seen = receiver.received.length;
    const res = await t.api
      .post('/v1/contacts/selection/delete')
      .set(employee.headers)
      .send({ ids: [a, b] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const events = eventsAfter(seen);
    expect(events.map((e) => e.type)).toEqual(['contact.deleted', 'contact.deleted']);
    expect(events.map((e) => (e.data.contact as { id: string }).id).sort()).toEqual([a, b].sort());
  });

  it('a suspension is employee.left (reason suspended), a reactivation employee.joined (reason reactivated)', async () => {
    const path = `/v1/company/${companyId}/employees/${employee.uid}`;
    const seen = receiver.received.length;
    expect((await t.api.put(path).set(admin.headers).send({ status: 'suspended' })).status).toBe(200);
    // Saving other fields of a suspended person is no new event.
    expect((await t.api.put(path).set(admin.headers).send({ title: 'On leave' })).status).toBe(200);
    expect((await t.api.put(path).set(admin.headers).send({ status: 'active' })).status).toBe(200);
    const events = eventsAfter(seen);
    expect(events.map((e) => [e.type, e.data.reason])).toEqual([
      ['employee.left', 'suspended'],
      ['employee.joined', 'reactivated'],
    ]);
    expect(events[0].data.employee).toEqual({ id: employee.uid });
    expect(events[1].data.employee).toMatchObject({ id: employee.uid, email: employee.email, firstName: 'Rey' });

    const removed = await t.api.delete(path).set(admin.headers);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(eventsAfter(seen + 2).map((e) => [e.type, e.data.reason])).toEqual([['employee.left', 'removed']]);
  });

  it('a member leaving themself is employee.left (reason left)', async () => {
    const other = await joinAnother();
    const seen = receiver.received.length;
    const left = await t.api.delete(`/v1/company/${companyId}/employees/${other.uid}`).set(other.headers);
    expect(left.status, JSON.stringify(left.body)).toBe(200);
    expect(eventsAfter(seen).map((e) => [e.type, e.data.reason])).toEqual([['employee.left', 'left']]);
  });
});

async function joinAnother(): Promise<TestUser> {
  const other = await createUser(t, { firstName: 'Lea', lastName: 'Ving' });
  await joinCompany(t, companyId, admin, other);
  return other;
}
