import type { Request, Response } from 'express';
import type Stripe from 'stripe';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { ApiError } from '../../platform/errors';
import { BILLING_MESSAGES } from '../../contract/billing';
import { verifiedEvent } from '../../integrations/commerce/stripe/stripe.client';
import { type StoredSubscription } from './billing.model';
import { applySubscription, loadSubscription, markEvent, type EventMark, type SyncResult } from './subscription-sync';
import { callStripe } from './stripe-calls';
import { mailPaymentFailed, mailTrialEnding } from './billing-mail';
import { checkoutSessionSchema, eventEnvelopeSchema, invoiceSchema, subscriptionSchema } from './stripe-objects';
import { collections } from '../../platform/store/collections';

/**
 * Stripe's webhook: `stripeWebhook` in production (Hosting rewrites /v1/stripe/webhook to it),
 * and the same handler inside the API app for local runs and tests. Only a body whose
 * `Stripe-Signature` verifies is read; each event id is acted on once.
 */

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** The subscription's state now, from Stripe; null when Stripe does not know it. */
const liveSubscription = (ctx: AppContext, id: string) =>
  callStripe(ctx, (stripe) => stripe.subscriptions.retrieve(id), { notFound: true });

/**
 * The state to apply for an event. An event's own object is the truth as of its `created`
 * (seconds): newer than the stored state, it applies; older, it is stale. From the same second
 * it could be either, so Stripe is asked for the current state — as it is for events that
 * carry no subscription (checkout sessions, invoices).
 */
async function applyEventState(
  ctx: AppContext,
  mark: EventMark,
  payload: Stripe.Subscription | null,
  subscriptionId: string,
): Promise<SyncResult> {
  const stored = await loadSubscription(ctx, subscriptionId);
  if (payload && (!stored || mark.created !== stored.stripeUpdatedAt))
    return applySubscription(ctx, payload, mark.created, mark);
  const current = await liveSubscription(ctx, subscriptionId);
  if (!current) return { outcome: await markEvent(ctx, mark, 'ignored') };
  return applySubscription(ctx, current, Math.max(mark.created, stored?.stripeUpdatedAt ?? 0), mark);
}

/** The subscription an invoice bills (API 2025-03-31 and later keep it under `parent`). */
function subscriptionOfInvoice(invoice: z.infer<typeof invoiceSchema>): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(invoice.subscription);
}

/** A signed event whose shape this code cannot use: acknowledged, logged and recorded, so Stripe stops retrying. */
async function unprocessable(ctx: AppContext, mark: EventMark | null, issues: z.core.$ZodIssue[]): Promise<SyncResult> {
  ctx.logger.warn(
    {
      eventId: mark?.id,
      type: mark?.type,
      issues: issues.slice(0, 5).map((i) => ({ path: i.path.join('.'), code: i.code })),
    },
    'a Stripe event of an unusable shape',
  );
  return { outcome: mark ? await markEvent(ctx, mark, 'unprocessable') : 'unprocessable' };
}

export async function processEvent(ctx: AppContext, raw: Stripe.Event): Promise<SyncResult> {
  const envelope = eventEnvelopeSchema.safeParse(raw);
  if (!envelope.success) return unprocessable(ctx, null, envelope.error.issues);
  const event = envelope.data;
  const mark: EventMark = { id: event.id, type: event.type, created: event.created };
  // A record past its `expireAt` that the TTL policy has not deleted yet still counts: Stripe
  // sends no event that old, and the record's create would fail on it.
  if ((await collections(ctx).stripeEvents.doc(event.id).get()).exists) return { outcome: 'duplicate' };
  let result: SyncResult;
  let sendMail: ((sub: StoredSubscription) => Promise<void>) | undefined;
  if (event.type === 'checkout.session.completed') {
    const session = checkoutSessionSchema.safeParse(event.data.object);
    if (!session.success) return unprocessable(ctx, mark, session.error.issues);
    const subscriptionId = session.data.mode === 'subscription' ? idOf(session.data.subscription) : null;
    result = subscriptionId
      ? await applyEventState(ctx, mark, null, subscriptionId)
      : { outcome: await markEvent(ctx, mark, 'ignored') };
  } else if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const sub = subscriptionSchema.safeParse(event.data.object);
    if (!sub.success) return unprocessable(ctx, mark, sub.error.issues);
    result = await applyEventState(ctx, mark, event.data.object as unknown as Stripe.Subscription, sub.data.id);
    if (event.type === 'customer.subscription.trial_will_end')
      sendMail = (s) => (s.status === 'trialing' ? mailTrialEnding(ctx, s) : Promise.resolve());
  } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    const invoice = invoiceSchema.safeParse(event.data.object);
    if (!invoice.success) return unprocessable(ctx, mark, invoice.error.issues);
    // An invoice says nothing of the subscription's status: Stripe is asked for it.
    const subscriptionId = subscriptionOfInvoice(invoice.data);
    result = subscriptionId
      ? await applyEventState(ctx, mark, null, subscriptionId)
      : { outcome: await markEvent(ctx, mark, 'ignored') };
    if (event.type === 'invoice.payment_failed')
      sendMail = (s) =>
        ['past_due', 'incomplete', 'unpaid'].includes(s.status) ? mailPaymentFailed(ctx, s) : Promise.resolve();
  } else {
    result = { outcome: await markEvent(ctx, mark, 'ignored') };
  }
  if (sendMail && result.outcome !== 'duplicate' && result.subscription) await sendMail(result.subscription);
  return result;
}

function refuse(res: Response, status: number, message: string, code: string): void {
  res.status(status).json({ message, code });
}

/** An Express handler: the `api` app mounts it, and so does the `stripeWebhook` function. */
export function stripeWebhookHandler(ctx: AppContext) {
  return async (req: Request, res: Response): Promise<void> => {
    if (req.method !== 'POST') return refuse(res, 405, 'Method not allowed.', 'method-not-allowed');
    const secret = ctx.config.stripe.webhookSecret;
    if (!secret) {
      ctx.logger.error('STRIPE_WEBHOOK_SECRET is not set: webhooks cannot be verified');
      return refuse(res, 503, BILLING_MESSAGES.paymentUnavailable, 'payment-unavailable');
    }
    const signature = req.get('stripe-signature');
    let event: Stripe.Event;
    try {
      if (!req.rawBody || !signature) throw new Error('no body or no signature');
      event = verifiedEvent(req.rawBody, signature, secret);
    } catch {
      return refuse(res, 400, BILLING_MESSAGES.invalidSignature, 'invalid-signature');
    }
    try {
      const result = await processEvent(ctx, event);
      res.json({ received: true, outcome: result.outcome });
    } catch (err) {
      // A failure on our side (store, Stripe unreachable) answers 5xx so Stripe delivers again.
      const status = err instanceof ApiError ? err.status : 500;
      ctx.logger.error({ err, eventId: event.id, type: event.type }, 'a Stripe event failed');
      refuse(res, status, err instanceof ApiError ? err.message : 'The event could not be processed.', 'event-failed');
    }
  };
}
