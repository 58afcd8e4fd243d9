import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestContext, TestUser } from '../../../test/harness.test-support';
import { defaultProfile } from '../../../test/world.test-support';
import { withChallenge } from '../../../test/lead-challenge.test-support';
import { jobs } from '../../jobs/registry';
import { collections } from '../../platform/store/collections';
import { WEBHOOK_LIMITS, WEBHOOK_MESSAGES } from '../../contract/webhooks';
import { acmeWithReceiver, documentedSnippet, type startReceiver, type Snippet } from './webhooks.test-support';

/** Deliveries, verified by a real receiver with the Node snippet of docs/webhooks.md (webhooks.test-support.ts). */

let verifyEverlinkDelivery: Snippet['verifyEverlinkDelivery'];
let firstTime: Snippet['firstTime'];
beforeAll(async () => {
  ({ verifyEverlinkDelivery, firstTime } = await documentedSnippet());
});

let t: TestContext;
let admin: TestUser;
let employee: TestUser;
let companyId: string;
let cardProfileId: string;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeEach(async () => {
  ({ t, receiver, admin, employee, companyId } = await acmeWithReceiver());
  cardProfileId = (await defaultProfile(t, employee)).id;
});
afterEach(async () => {
  await t.close();
  await receiver.stop();
});

const nowSeconds = () => t.clock.now().getTime() / 1000;

async function subscribe(events = ['lead.created']) {
  const res = await t.api
    .post(`/v1/company/${companyId}/webhooks`)
    .set(admin.headers)
    .send({ url: receiver.url, events });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: string; secret: string };
}

async function leaveLead(firstName = 'Vera') {
  const body = await withChallenge(t.api, {
    profileId: cardProfileId,
    firstName,
    lastName: 'Visitor',
    email: `${firstName.toLowerCase()}@visitor.test`,
    consent: true,
    consentText: 'I agree to share my details with the owner.',
  });
  const res = await t.api.post('/v1/contacts').send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

const attempts = async (endpointId: string) => {
  const res = await t.api.get(`/v1/company/${companyId}/webhooks/${endpointId}/attempts`).set(admin.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { eventId: string; attempt: number; statusCode: number | null; state: string }[];
};

describe('a lead on an employee’s card', () => {
  it('is delivered as lead.created, signed so the documented snippet verifies it, and logged', async () => {
    const endpoint = await subscribe();
    expect(endpoint.secret).toMatch(/^whsec_/);
    await leaveLead();

    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const event = verifyEverlinkDelivery(
      delivery.body,
      delivery.headers['everlink-signature'] as string,
      endpoint.secret,
      nowSeconds(),
    ) as { id: string; type: string; companyId: string; created: number; data: { contact: Record<string, unknown> } };
    expect(event).toMatchObject({
      type: 'lead.created',
      companyId,
      data: { contact: { firstName: 'Vera', email: 'vera@visitor.test', profileId: cardProfileId } },
    });
    expect(event.id).toMatch(/^evt_/);
    expect(delivery.headers['everlink-event-id']).toBe(event.id);
    expect(delivery.headers['content-type']).toBe('application/json');
    // A wrong secret, or a body changed on the way, does not verify.
    expect(
      verifyEverlinkDelivery(delivery.body, delivery.headers['everlink-signature'] as string, 'whsec_x'),
    ).toBeNull();
    expect(
      verifyEverlinkDelivery(
        delivery.body.replace('Vera', 'Vero'),
        delivery.headers['everlink-signature'] as string,
        endpoint.secret,
        nowSeconds(),
      ),
    ).toBeNull();

    expect(await attempts(endpoint.id)).toMatchObject([
      { eventId: event.id, attempt: 1, statusCode: 200, state: 'SUCCESS' },
    ]);
  });

  it('a 500 from the receiver is retried after a minute and then delivered once', async () => {
    const endpoint = await subscribe();
    receiver.answers.push(500);
    await leaveLead();
    expect(receiver.received).toHaveLength(1);
    const [failed] = await attempts(endpoint.id);
    expect(failed).toMatchObject({ attempt: 1, statusCode: 500, state: 'PENDING', error: 'HTTP 500' });
    expect((failed as unknown as { nextRetryAt: string }).nextRetryAt).toBe(
      new Date(t.clock.now().getTime() + 60_000).toISOString(),
    );

    await jobs['retry-outbox'](t.deps);
    expect(receiver.received).toHaveLength(1); // not due yet
    t.clock.advance(61_000);
    await jobs['retry-outbox'](t.deps);

    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second.headers['everlink-event-id']).toBe(first.headers['everlink-event-id']);
    expect(second.body).toBe(first.body);
    expect(
      verifyEverlinkDelivery(
        second.body,
        second.headers['everlink-signature'] as string,
        endpoint.secret,
        nowSeconds(),
      ),
    ).not.toBeNull();
    // Delivered once: later sweeps send nothing more.
    t.clock.advance(3600_000);
    await jobs['retry-outbox'](t.deps);
    expect(receiver.received).toHaveLength(2);
    expect(await attempts(endpoint.id)).toMatchObject([
      { attempt: 2, statusCode: 200, state: 'SUCCESS' },
      { attempt: 1, statusCode: 500, state: 'PENDING' },
    ]);
  });

  it('a replayed old delivery is refused by the snippet, and an event id is processed once', async () => {
    const endpoint = await subscribe();
    await leaveLead();
    const [delivery] = receiver.received;
    const header = delivery.headers['everlink-signature'] as string;
    const sentAt = Number(/t=(\d+)/.exec(header)?.[1]);
    expect(verifyEverlinkDelivery(delivery.body, header, endpoint.secret, sentAt + 299)).not.toBeNull();
    expect(verifyEverlinkDelivery(delivery.body, header, endpoint.secret, sentAt + 301)).toBeNull();
    const seen = new Set<string>();
    const id = delivery.headers['everlink-event-id'] as string;
    expect(firstTime(seen, id)).toBe(true);
    expect(firstTime(seen, id)).toBe(false);
  });

  it("the log keeps the start of the receiver's answer, and the event reads as it was sent", async () => {
    const endpoint = await subscribe();
    await leaveLead();
    const [delivery] = receiver.received;
    expect(await attempts(endpoint.id)).toMatchObject([{ statusCode: 200, responseExcerpt: 'ok' }]);
    const eventId = delivery.headers['everlink-event-id'] as string;
    const read = await t.api
      .get(`/v1/company/${companyId}/webhooks/${endpoint.id}/events/${eventId}`)
      .set(admin.headers);
    expect(read.status, JSON.stringify(read.body)).toBe(200);
    expect(read.body.data).toEqual(JSON.parse(delivery.body));
    const unknown = await t.api
      .get(`/v1/company/${companyId}/webhooks/${endpoint.id}/events/evt_unknown`)
      .set(admin.headers);
    expect(unknown.status).toBe(410);
    expect(unknown.body.message).toBe(WEBHOOK_MESSAGES.eventNotKept);
    const outsider = await t.api
      .get(`/v1/company/${companyId}/webhooks/${endpoint.id}/events/${eventId}`)
      .set(employee.headers);
    expect(outsider.status).toBe(403);
  });

  it('resend sends the same event id and body again, a new series of attempts', async () => {
    const endpoint = await subscribe();
    await leaveLead();
    const eventId = receiver.received[0].headers['everlink-event-id'] as string;
    const res = await t.api
      .post(`/v1/company/${companyId}/webhooks/${endpoint.id}/events/${eventId}/resend`)
      .set(admin.headers);
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1].headers['everlink-event-id']).toBe(eventId);
    expect(receiver.received[1].body).toBe(receiver.received[0].body);
    expect(await attempts(endpoint.id)).toMatchObject([
      { eventId, attempt: 1, state: 'SUCCESS' },
      { eventId, attempt: 1, state: 'SUCCESS' },
    ]);
    const unknown = await t.api
      .post(`/v1/company/${companyId}/webhooks/${endpoint.id}/events/evt_unknown/resend`)
      .set(admin.headers);
    expect(unknown.status).toBe(410);
    expect(receiver.received).toHaveLength(2);
  });

  it('a test event reaches the endpoint alone, signed and logged, takes a resend, and needs the endpoint on', async () => {
    const endpoint = await subscribe();
    const sent = await t.api.post(`/v1/company/${companyId}/webhooks/${endpoint.id}/test`).set(admin.headers);
    expect(sent.status, JSON.stringify(sent.body)).toBe(202);
    expect(receiver.received).toHaveLength(1);
    const [delivery] = receiver.received;
    const event = verifyEverlinkDelivery(
      delivery.body,
      delivery.headers['everlink-signature'] as string,
      endpoint.secret,
      nowSeconds(),
    );
    expect(event).toMatchObject({ id: sent.body.data.eventId, type: 'webhook.test', companyId });
    expect(await attempts(endpoint.id)).toMatchObject([{ eventId: sent.body.data.eventId, statusCode: 200 }]);

    const resend = () =>
      t.api
        .post(`/v1/company/${companyId}/webhooks/${endpoint.id}/events/${sent.body.data.eventId}/resend`)
        .set(admin.headers);
    for (let i = 1; i < WEBHOOK_LIMITS.resendsPerHour; i++) expect((await resend()).status).toBe(202);
    expect((await t.api.post(`/v1/company/${companyId}/webhooks/${endpoint.id}/test`).set(admin.headers)).status).toBe(
      429,
    );

    await t.api.patch(`/v1/company/${companyId}/webhooks/${endpoint.id}`).set(admin.headers).send({ enabled: false });
    t.clock.advance(3600_000);
    const off = await t.api.post(`/v1/company/${companyId}/webhooks/${endpoint.id}/test`).set(admin.headers);
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(WEBHOOK_MESSAGES.testDisabled);
  }, 120_000);

  it('takes 60 resends an endpoint an hour, then 429 and nothing sent, and more the next hour', async () => {
    const endpoint = await subscribe();
    await leaveLead();
    const eventId = receiver.received[0].headers['everlink-event-id'] as string;
    const resend = () =>
      t.api.post(`/v1/company/${companyId}/webhooks/${endpoint.id}/events/${eventId}/resend`).set(admin.headers);
    for (let i = 0; i < WEBHOOK_LIMITS.resendsPerHour; i++) expect((await resend()).status).toBe(202);
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(receiver.received).toHaveLength(1 + WEBHOOK_LIMITS.resendsPerHour);
    t.clock.advance(3600_000);
    expect((await resend()).status).toBe(202);
  }, 120_000);

  it('costs nothing without a subscribed endpoint: no event is written', async () => {
    await subscribe(['card.activated']);
    await leaveLead();
    expect(receiver.received).toHaveLength(0);
    expect((await collections(t).webhookEvents.get()).size).toBe(0);
  });

  it('a disabled endpoint gets nothing', async () => {
    const endpoint = await subscribe();
    const off = await t.api
      .patch(`/v1/company/${companyId}/webhooks/${endpoint.id}`)
      .set(admin.headers)
      .send({ enabled: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    await leaveLead();
    expect(receiver.received).toHaveLength(0);
  });
});

describe('rotating the secret', () => {
  it('signs with both secrets for 24 hours, then with the new one only', async () => {
    const endpoint = await subscribe();
    const rotated = await t.api.post(`/v1/company/${companyId}/webhooks/${endpoint.id}/rotate`).set(admin.headers);
    expect(rotated.status, JSON.stringify(rotated.body)).toBe(200);
    const next = rotated.body.data.secret as string;
    expect(next).toMatch(/^whsec_/);
    expect(next).not.toBe(endpoint.secret);
    expect(rotated.body.data.previousSecretExpiresAt).toBe(
      new Date(t.clock.now().getTime() + 24 * 3600_000).toISOString(),
    );

    await leaveLead('Vera');
    const during = receiver.received[0];
    const header = during.headers['everlink-signature'] as string;
    expect(header.match(/v1=/g)).toHaveLength(2);
    expect(verifyEverlinkDelivery(during.body, header, endpoint.secret, nowSeconds())).not.toBeNull();
    expect(verifyEverlinkDelivery(during.body, header, next, nowSeconds())).not.toBeNull();

    t.clock.advance(24 * 3600_000 + 1000);
    await leaveLead('Walt');
    const after = receiver.received[1];
    const afterHeader = after.headers['everlink-signature'] as string;
    expect(afterHeader.match(/v1=/g)).toHaveLength(1);
    expect(verifyEverlinkDelivery(after.body, afterHeader, endpoint.secret, nowSeconds())).toBeNull();
    expect(verifyEverlinkDelivery(after.body, afterHeader, next, nowSeconds())).not.toBeNull();
    expect(verifyEverlinkDelivery(after.body, afterHeader, [endpoint.secret, next], nowSeconds())).not.toBeNull();
  });
});
