import type { AppContext } from '../../platform/context';
import { authorizeInCompany, type Caller } from '../../platform/access';
import { badRequest, conflict, gone, notFound, tooManyRequests } from '../../platform/errors';
import { consumeQuota } from '../../platform/rate-limit';
import { commitWithOutbox, enqueue } from '../../platform/outbox';
import { resolvesToRefusedAddress } from '../../platform/outbound';
import { collections } from '../../platform/store/collections';
import {
  WEBHOOK_LIMITS,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  type CreateWebhookBody,
  type UpdateWebhookBody,
  type WebhookAttempt,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEvent,
} from '../../contract/webhooks';
import type { Page } from '../../contract/common';
import type { StoredWebhookEndpoint, StoredWebhookEvent, WebhookDelivery } from './webhooks.model';
import { newEventId, newSecret } from './webhook-signature';
import { WEBHOOK_TOPIC, eventBody } from './webhook-delivery';

/**
 * A company's webhook endpoints (docs/webhooks.md): only those who may update the company (its
 * admins) see or change them, through the one company gate (404 outside the company, 403 inside).
 */

const gate = (ctx: AppContext, caller: Caller, companyId: string) =>
  authorizeInCompany(ctx, caller, 'update', 'Company', companyId);

const endpoints = (ctx: AppContext, companyId: string) => collections(ctx).webhookEndpoints(companyId);

function view(stored: StoredWebhookEndpoint, now: string): WebhookEndpoint {
  const { id, companyId, url, events, description, enabled, createdAt, updatedAt } = stored;
  const previous = stored.secrets.find((s) => s.expiresAt && s.expiresAt > now);
  return {
    id,
    companyId,
    url,
    events,
    description,
    enabled,
    previousSecretExpiresAt: previous?.expiresAt ?? null,
    createdAt,
    updatedAt,
  };
}

const invalidUrl = () => badRequest(WEBHOOK_MESSAGES.urlInvalid, { url: WEBHOOK_MESSAGES.urlInvalid });

/**
 * The URL rules of link previews (platform/outbound.ts): https only, no credentials, and no host
 * that resolves to a private, loopback or link-local address; local runs may use 127.0.0.1 (also
 * over http). Every delivery checks the resolved address again.
 */
async function checkedUrl(ctx: AppContext, companyId: string, raw: string): Promise<string> {
  const url = new URL(raw);
  const { allowLoopback } = ctx.config.webhooks;
  const localReceiver = allowLoopback && url.hostname === '127.0.0.1' && url.protocol === 'http:';
  if ((url.protocol !== 'https:' && !localReceiver) || url.username || url.password) throw invalidUrl();
  await withinHour(ctx, 'webhook-address-check', WEBHOOK_LIMITS.addressChecksPerHour, companyId);
  if (await resolvesToRefusedAddress(url, allowLoopback))
    throw badRequest(WEBHOOK_MESSAGES.urlBlocked, { url: WEBHOOK_MESSAGES.urlBlocked });
  return url.href;
}

/** 429 past `limit` uses of `name` an hour by `key`. */
async function withinHour(ctx: AppContext, name: string, limit: number, key: string): Promise<void> {
  if (!(await consumeQuota(ctx, { name, windowMs: 3600_000, limit }, key)).allowed) throw tooManyRequests();
}

async function stored(ctx: AppContext, companyId: string, endpointId: string): Promise<StoredWebhookEndpoint> {
  const endpoint = (await endpoints(ctx, companyId).doc(endpointId).get()).data();
  if (!endpoint) throw notFound();
  return endpoint;
}

export async function listWebhooks(ctx: AppContext, caller: Caller, companyId: string): Promise<WebhookEndpoint[]> {
  await gate(ctx, caller, companyId);
  const now = ctx.clock.now().toISOString();
  const snap = await endpoints(ctx, companyId).orderBy('createdAt').get();
  return snap.docs.map((d) => view(d.data(), now));
}

export async function getWebhook(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  endpointId: string,
): Promise<WebhookEndpoint> {
  await gate(ctx, caller, companyId);
  return view(await stored(ctx, companyId, endpointId), ctx.clock.now().toISOString());
}

/** A new endpoint; its secret is in this answer only. */
export async function createWebhook(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  body: CreateWebhookBody,
): Promise<WebhookEndpointWithSecret> {
  await gate(ctx, caller, companyId);
  const url = await checkedUrl(ctx, companyId, body.url);
  const now = ctx.clock.now().toISOString();
  const secret = newSecret();
  return ctx.store.runTransaction(async (tx) => {
    const count = (await tx.get(endpoints(ctx, companyId).limit(WEBHOOK_LIMITS.endpointsPerCompany))).size;
    if (count >= WEBHOOK_LIMITS.endpointsPerCompany) throw conflict(WEBHOOK_MESSAGES.tooManyEndpoints);
    const ref = endpoints(ctx, companyId).doc();
    const endpoint: StoredWebhookEndpoint = {
      id: ref.id,
      companyId,
      url,
      events: body.events,
      description: body.description,
      enabled: body.enabled,
      secrets: [{ secret, createdAt: now, expiresAt: null }],
      createdBy: caller.uid,
      createdAt: now,
      updatedAt: now,
    };
    tx.create(ref, endpoint);
    return { ...view(endpoint, now), secret };
  });
}

export async function updateWebhook(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  endpointId: string,
  body: UpdateWebhookBody,
): Promise<WebhookEndpoint> {
  await gate(ctx, caller, companyId);
  const url = body.url === undefined ? undefined : await checkedUrl(ctx, companyId, body.url);
  const now = ctx.clock.now().toISOString();
  return ctx.store.runTransaction(async (tx) => {
    const ref = endpoints(ctx, companyId).doc(endpointId);
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound();
    const next: StoredWebhookEndpoint = {
      ...current,
      ...(url === undefined ? {} : { url }),
      ...(body.events ? { events: body.events } : {}),
      ...(body.description === undefined ? {} : { description: body.description }),
      ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
      updatedAt: now,
    };
    tx.set(ref, next);
    return view(next, now);
  });
}

export async function deleteWebhook(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  endpointId: string,
): Promise<{ id: string }> {
  await gate(ctx, caller, companyId);
  await stored(ctx, companyId, endpointId);
  // Its waiting deliveries find no endpoint and end without an attempt (webhook-delivery.ts);
  // its delivery log expires with its TTL.
  await endpoints(ctx, companyId).doc(endpointId).delete();
  return { id: endpointId };
}

/**
 * A new secret signs from now on; the one it replaces keeps signing beside it for
 * WEBHOOK_LIMITS.rotationOverlapMs, so a receiver can switch without losing a delivery. A secret
 * already on its way out goes at once.
 */
export async function rotateWebhookSecret(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  endpointId: string,
): Promise<WebhookEndpointWithSecret> {
  await gate(ctx, caller, companyId);
  const at = ctx.clock.now();
  const now = at.toISOString();
  const until = new Date(at.getTime() + WEBHOOK_LIMITS.rotationOverlapMs).toISOString();
  const secret = newSecret();
  return ctx.store.runTransaction(async (tx) => {
    const ref = endpoints(ctx, companyId).doc(endpointId);
    const current = (await tx.get(ref)).data();
    if (!current) throw notFound();
    const active = current.secrets.find((s) => !s.expiresAt);
    const next: StoredWebhookEndpoint = {
      ...current,
      secrets: [{ secret, createdAt: now, expiresAt: null }, ...(active ? [{ ...active, expiresAt: until }] : [])],
      updatedAt: now,
    };
    tx.set(ref, next);
    return { ...view(next, now), secret };
  });
}

const INVALID_CURSOR = 'This list position is no longer valid. Please load the list again.';

/** The endpoint's delivery log, newest attempt first, a page at a time. */
export async function listWebhookAttempts(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  endpointId: string,
  query: { limit: number; cursor?: string },
): Promise<Page<WebhookAttempt>> {
  await gate(ctx, caller, companyId);
  await stored(ctx, companyId, endpointId);
  const attempts = collections(ctx).webhookAttempts(companyId);
  let q = attempts.where('endpointId', '==', endpointId).orderBy('at', 'desc');
  if (query.cursor) {
    const after = await attempts.doc(Buffer.from(query.cursor, 'base64url').toString('utf8').slice(0, 40) || '-').get();
    if (!after.exists || after.data()?.endpointId !== endpointId)
      throw badRequest(INVALID_CURSOR, { cursor: INVALID_CURSOR });
    q = q.startAfter(after);
  }
  const snap = await q.limit(query.limit + 1).get();
  const docs = snap.docs.slice(0, query.limit);
  const last = docs.at(-1);
  return {
    data: docs.map((d) => {
      const { companyId: _company, expireAt: _expires, ...attempt } = d.data();
      return attempt;
    }),
    nextCursor: snap.docs.length > query.limit && last ? Buffer.from(last.id).toString('base64url') : undefined,
  };
}

/** An event as its deliveries carry it (the delivery log shows it); 410 once it is no longer kept, as for a resend. */
export async function getWebhookEvent(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  endpointId: string,
  eventId: string,
): Promise<WebhookEvent> {
  await gate(ctx, caller, companyId);
  await stored(ctx, companyId, endpointId);
  const event = (await collections(ctx).webhookEvents.doc(eventId).get()).data();
  if (!event || event.companyId !== companyId) throw gone(WEBHOOK_MESSAGES.eventNotKept);
  return JSON.parse(eventBody(event)) as WebhookEvent;
}

/** Sends the event again to the endpoint: the same event id and body, a new series of attempts. */
export async function resendWebhookEvent(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  endpointId: string,
  eventId: string,
): Promise<{ eventId: string }> {
  await gate(ctx, caller, companyId);
  await stored(ctx, companyId, endpointId);
  const event = (await collections(ctx).webhookEvents.doc(eventId).get()).data();
  if (!event || event.companyId !== companyId) throw gone(WEBHOOK_MESSAGES.eventGone);
  await withinHour(ctx, 'webhook-resend', WEBHOOK_LIMITS.resendsPerHour, endpointId);
  const batch = ctx.store.batch();
  enqueue<WebhookDelivery>(ctx, batch, {
    topic: WEBHOOK_TOPIC,
    payload: { companyId, endpointId, eventId },
    about: event.about,
  });
  await commitWithOutbox(ctx, batch);
  return { eventId };
}

/**
 * A `webhook.test` event to this endpoint only, signed and logged like any delivery, so an admin
 * can try a receiver without causing activity. It takes one of the endpoint's resends of the hour.
 */
export async function sendTestEvent(
  ctx: AppContext,
  caller: Caller,
  companyId: string,
  endpointId: string,
): Promise<{ eventId: string }> {
  await gate(ctx, caller, companyId);
  const endpoint = await stored(ctx, companyId, endpointId);
  if (!endpoint.enabled) throw conflict(WEBHOOK_MESSAGES.testDisabled);
  await withinHour(ctx, 'webhook-resend', WEBHOOK_LIMITS.resendsPerHour, endpointId);
  const now = ctx.clock.now();
  const ref = collections(ctx).webhookEvents.doc(newEventId());
  const event: StoredWebhookEvent = {
    id: ref.id,
    type: WEBHOOK_TEST_EVENT,
    created: Math.floor(now.getTime() / 1000),
    companyId,
    data: { endpoint: { id: endpoint.id, url: endpoint.url } },
    about: [],
    expireAt: new Date(now.getTime() + WEBHOOK_LIMITS.keepMs),
  };
  const batch = ctx.store.batch();
  batch.set(ref, event);
  enqueue<WebhookDelivery>(ctx, batch, { topic: WEBHOOK_TOPIC, payload: { companyId, endpointId, eventId: ref.id } });
  await commitWithOutbox(ctx, batch);
  return { eventId: ref.id };
}
