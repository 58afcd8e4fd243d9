import type { AppContext } from '../../platform/context';
import type { DomainEvents } from '../../platform/events';
import { enqueue } from '../../platform/outbox';
import { collections } from '../../platform/store/collections';
import type { WriteBatch } from '../../platform/store/types';
import { WEBHOOK_LIMITS } from '../../contract/webhooks';
import type { StoredWebhookEvent, WebhookDelivery } from './webhooks.model';
import { newEventId } from './webhook-signature';
import { subscribedEndpoints, WEBHOOK_TOPIC } from './webhook-delivery';

/**
 * A company's activity becomes a webhook event (wiring.ts subscribes this to `company.activity`):
 * only when an enabled endpoint of the company takes its type, the event is written with one
 * outbox message an endpoint, in the change's own batch or transaction. A company without
 * endpoints pays the one query and nothing else.
 */
export async function queueWebhookEvent(
  ctx: AppContext,
  { companyId, type, data, writer, about = [] }: DomainEvents['company.activity'],
): Promise<void> {
  const endpoints = await subscribedEndpoints(ctx, companyId, type);
  if (!endpoints.length) return;
  const now = ctx.clock.now();
  const ref = collections(ctx).webhookEvents.doc(newEventId());
  const event: StoredWebhookEvent = {
    id: ref.id,
    type,
    created: Math.floor(now.getTime() / 1000),
    companyId,
    data,
    about,
    expireAt: new Date(now.getTime() + WEBHOOK_LIMITS.keepMs),
  };
  (writer as WriteBatch).set(ref, event);
  for (const endpoint of endpoints)
    enqueue<WebhookDelivery>(ctx, writer, {
      topic: WEBHOOK_TOPIC,
      payload: { companyId, endpointId: endpoint.id, eventId: ref.id },
      about,
    });
}

/** A visitor's erasure of their lead takes the events that carry it (the outbox drops their deliveries). */
export async function forgetLeadEvents(
  ctx: AppContext,
  { contactId, batch }: DomainEvents['lead.erased'],
): Promise<void> {
  const events = await collections(ctx).webhookEvents.where('about', 'array-contains', contactId).get();
  for (const doc of events.docs) batch.delete(doc.ref);
}
