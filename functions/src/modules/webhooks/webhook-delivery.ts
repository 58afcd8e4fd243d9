import type { AppContext } from '../../platform/context';
import type { TopicHandler } from '../../platform/outbox';
import { collections } from '../../platform/store/collections';
import { WEBHOOK_LIMITS, type WebhookEvent } from '../../contract/webhooks';
import type { StoredWebhookAttempt, StoredWebhookEndpoint, WebhookDelivery } from './webhooks.model';
import { signatureHeader } from './webhook-signature';
import { postWebhook, type PostResult } from './webhook-post';

export const WEBHOOK_TOPIC = 'webhook';

/**
 * Waits between attempts, 11 attempts over about 3 days (1 min … 16 h: 71.6 h in all), then the
 * delivery is given up (ERROR), as Stripe retries for 3 days.
 */
export const WEBHOOK_BACKOFF_MS = [1, 5, 30, 120, 300, 600, 600, 840, 840, 960].map((min) => min * 60_000);

/** A failed attempt: the outbox retries it, `settled` logs its status and duration. */
class AttemptFailed extends Error {
  constructor(readonly result: PostResult) {
    super(result.error ?? 'The delivery failed.');
  }
}

/** The secrets that sign now: the current one, and a rotated-out one until its overlap ends. */
export function signingSecrets(endpoint: StoredWebhookEndpoint, now: string): string[] {
  return endpoint.secrets.filter((s) => !s.expiresAt || s.expiresAt > now).map((s) => s.secret);
}

/** The JSON every receiver gets, byte for byte the body that is signed. */
export const eventBody = ({ id, type, created, companyId, data }: WebhookEvent): string =>
  JSON.stringify({ id, type, created, companyId, data });

type Outcome = PostResult | { skipped: string };

/**
 * The `webhook` topic: one event to one endpoint, signed with the secrets that sign at the time
 * of the attempt. An endpoint deleted or disabled meanwhile, or an event no longer kept, ends
 * the delivery without an attempt.
 */
export const webhookTopic: TopicHandler<WebhookDelivery, Outcome> = {
  backoffMs: WEBHOOK_BACKOFF_MS,
  async deliver(ctx, { companyId, endpointId, eventId }) {
    const [endpointSnap, eventSnap] = await Promise.all([
      collections(ctx).webhookEndpoints(companyId).doc(endpointId).get(),
      collections(ctx).webhookEvents.doc(eventId).get(),
    ]);
    const endpoint = endpointSnap.data();
    const event = eventSnap.data();
    if (!endpoint?.enabled || !event) return { skipped: !event ? 'event gone' : 'endpoint gone or disabled' };
    const now = ctx.clock.now();
    const body = eventBody(event);
    const timestamp = Math.floor(now.getTime() / 1000);
    const result = await postWebhook(
      new URL(endpoint.url),
      body,
      {
        'everlink-signature': signatureHeader(signingSecrets(endpoint, now.toISOString()), timestamp, body),
        'everlink-event-id': event.id,
      },
      ctx.config.webhooks.allowLoopback,
      () => Date.now(),
    );
    if (result.error) throw new AttemptFailed(result);
    return result;
  },
  async settled(ctx, tx, { companyId, endpointId, eventId }, outcome) {
    const sent: Outcome | undefined =
      outcome.result ?? (outcome.failure instanceof AttemptFailed ? outcome.failure.result : undefined);
    if (sent && 'skipped' in sent) return;
    const { delivery } = outcome;
    const state = delivery.state === 'SUCCESS' || delivery.state === 'ERROR' ? delivery.state : 'PENDING';
    const type = (await tx.get(collections(ctx).webhookEvents.doc(eventId))).data()?.type;
    if (!type) return;
    const at = delivery.startTime ?? ctx.clock.now().toISOString();
    const ref = collections(ctx).webhookAttempts(companyId).doc();
    const attempt: StoredWebhookAttempt = {
      id: ref.id,
      companyId,
      endpointId,
      eventId,
      type,
      attempt: delivery.attempts,
      at,
      statusCode: sent?.statusCode ?? null,
      durationMs: sent?.durationMs ?? 0,
      error: sent ? sent.error : (delivery.error ?? null),
      responseExcerpt: sent?.responseExcerpt ?? null,
      state,
      nextRetryAt: state === 'PENDING' ? delivery.nextAttemptTime : null,
      expireAt: new Date(new Date(at).getTime() + WEBHOOK_LIMITS.keepMs),
    };
    tx.set(ref, attempt);
  },
};

/** The endpoints of the company subscribed to `type` and enabled: one cheap query, on the event's path. */
export async function subscribedEndpoints(
  ctx: AppContext,
  companyId: string,
  type: WebhookEvent['type'],
): Promise<StoredWebhookEndpoint[]> {
  const snap = await collections(ctx).webhookEndpoints(companyId).where('events', 'array-contains', type).get();
  return snap.docs.map((d) => d.data()).filter((e) => e.enabled);
}
