import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { defaultProfile, join as joinCompany } from '../../../test/world.test-support';
import { withChallenge } from '../../../test/lead-challenge.test-support';
import { WEBHOOK_EVENTS } from '../../contract/webhooks';
import { collections } from '../../platform/store/collections';
import { jobs } from '../../jobs/registry';
import { acmeWithReceiver, documentedSnippet, type startReceiver, type Snippet } from './webhooks.test-support';

/** Each feature's change tells the company's endpoint, once, and only when the change is written. */

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
  ({ t, receiver, admin, employee, companyId } = await acmeWithReceiver({ joined: false }));
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

type Event = { id: string; type: string; companyId: string; data: Record<string, Record<string, unknown>> };

/** Every delivery so far, each verified with the documented snippet. */
const events = (): Event[] =>
  receiver.received.map((r) => {
    const event = snippet.verifyEverlinkDelivery(
      r.body,
      r.headers['everlink-signature'] as string,
      secret,
      t.clock.now().getTime() / 1000,
    ) as Event | null;
    expect(event, r.body).not.toBeNull();
    return event!;
  });

describe('the company’s events', () => {
  it('employee.joined, card.activated, lead.created, contact.updated, contact.deleted, employee.left', async () => {
    await joinCompany(t, companyId, admin, employee);
    expect(events().map((e) => e.type)).toEqual(['employee.joined']);
    expect(events()[0]).toMatchObject({
      companyId,
      data: { employee: { id: employee.uid, email: employee.email, firstName: 'Rey', lastName: 'Seller' } },
    });

    const superadmin = await createUser(t, { superadmin: true });
    const minted = await t.api.post('/v1/cards').set(superadmin.headers).send({ count: 1 });
    expect(minted.status, JSON.stringify(minted.body)).toBe(201);
    const cardId = minted.body.data.cardIds[0] as string;
    const profileId = (await defaultProfile(t, employee)).id;
    const activated = await t.api.post('/v1/cards/activate').set(employee.headers).send({ cardId, profileId });
    expect(activated.status, JSON.stringify(activated.body)).toBe(200);
    // Moving one's own active card again is no new activation.
    await t.api.post('/v1/cards/activate').set(employee.headers).send({ cardId, profileId });
    expect(events().map((e) => e.type)).toEqual(['employee.joined', 'card.activated']);
    expect(events()[1].data.card).toMatchObject({ id: cardId, ownerId: employee.uid, profileId });

    const lead = await withChallenge(t.api, {
      profileId,
      firstName: 'Vera',
      email: 'vera@visitor.test',
      consent: true,
      consentText: 'I agree to share my details with the owner.',
    });
    expect((await t.api.post('/v1/contacts').send(lead)).status).toBe(201);
    const contactId = events()[2].data.contact.id as string;
    expect(events()[2]).toMatchObject({ type: 'lead.created', data: { contact: { firstName: 'Vera' } } });

    // A change refused is no event.
    const refused = await t.api
      .put(`/v1/contacts/${contactId}`)
      .set(employee.headers)
      .send({ firstName: '', lastName: '' });
    expect(refused.status).toBe(400);
    expect(receiver.received).toHaveLength(3);

    const updated = await t.api.put(`/v1/contacts/${contactId}`).set(employee.headers).send({ jobTitle: 'Buyer' });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(events()[3]).toMatchObject({
      type: 'contact.updated',
      data: { contact: { id: contactId, jobTitle: 'Buyer', firstName: 'Vera' } },
    });

    expect((await t.api.delete(`/v1/contacts/${contactId}`).set(employee.headers)).status).toBe(200);
    expect(events()[4]).toMatchObject({
      type: 'contact.deleted',
      data: { contact: { id: contactId, ownerId: employee.uid } },
    });

    const removed = await t.api.delete(`/v1/company/${companyId}/employees/${employee.uid}`).set(admin.headers);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(events()[5]).toMatchObject({ type: 'employee.left', data: { employee: { id: employee.uid } } });
    expect(events().map((e) => e.type)).toHaveLength(6);
    expect(new Set(events().map((e) => e.id)).size).toBe(6);
  });

  it('a personal contact is none of the company’s business: no event', async () => {
    await joinCompany(t, companyId, admin, employee);
    const own = await t.api
      .post('/v1/contacts')
      .set(admin.headers)
      .send({ firstName: 'Private', lastName: 'Friend', email: 'friend@example.com' });
    expect(own.status, JSON.stringify(own.body)).toBe(201);
    await t.api.put(`/v1/contacts/${own.body.data.id}`).set(admin.headers).send({ jobTitle: 'Chef' });
    await t.api.delete(`/v1/contacts/${own.body.data.id}`).set(admin.headers);
    expect(events().map((e) => e.type)).toEqual(['employee.joined']);
  });

  it('a visitor’s erasure of their lead takes its webhook event, and a waiting delivery of it', async () => {
    await joinCompany(t, companyId, admin, employee);
    // The lead's first attempt fails, so its next one waits.
    receiver.answers.push(500);
    const lead = await withChallenge(t.api, {
      profileId: (await defaultProfile(t, employee)).id,
      firstName: 'Vera',
      email: 'vera@visitor.test',
      consent: true,
      consentText: 'I agree to share my details with the owner.',
    });
    const receipt = (await t.api.post('/v1/contacts').send(lead)).body.data;
    expect((await collections(t).webhookEvents.get()).size).toBe(2);
    const erased = await t.api
      .post(`/v1/public/leads/${receipt.erasure.contactId}/erasure`)
      .send({ token: receipt.erasure.token });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    const left = (await collections(t).webhookEvents.get()).docs.map((d) => d.data().type);
    expect(left).toEqual(['employee.joined']);
    const waiting = (await collections(t).outbox.where('topic', '==', 'webhook').get()).docs.map((d) => d.data());
    expect(waiting.map((m) => m.delivery.state)).toEqual(['SUCCESS']);
    // The retry finds nothing to send: the failed attempt was the last.
    t.clock.advance(120_000);
    await jobs['retry-outbox'](t.deps);
    expect(events().map((e) => e.type)).toEqual(['employee.joined', 'lead.created']);
  });
});
