import type { AppContext } from '../../platform/context';
import { enqueueOnce, type TopicHandler } from '../../platform/outbox';
import { grantsRole } from '../../contract/billing';
import { countActiveEmployees } from '../company';
import { companyPayer, subscriptionsOfPayer } from './billing.model';
import { isCompanyPayerGone } from './billing.privacy';
import { applySubscription } from './subscription-sync';
import { callStripe } from './stripe-calls';
import { SEATS_TOPIC, type SeatSync } from './seats.topic';

/**
 * A team plan is billed for the company's active employees: when people join, leave or are
 * suspended, the live subscription's quantity at Stripe follows (Stripe prorates the change).
 * Nobody's record changes (their premium is derived from the company's plan), and the member's
 * request only leaves an outbox message: one per company, delivered a minute later, so a burst of
 * joins is one recount and one Stripe call, outside anyone's request.
 */

/** How long joins and leaves gather before one recount; the `retry-outbox` sweep may add its interval. */
export const SEAT_SYNC_DELAY_MS = 60_000;

const seatMessageId = (companyId: string) => `seats-${companyId}`;

/** Subscribed to `employees.changed` (wiring.ts): a recount of the company's seats, once, a minute from now. */
export async function syncCompanySeats(ctx: AppContext, companyId: string): Promise<void> {
  await enqueueOnce<SeatSync>(ctx, {
    id: seatMessageId(companyId),
    topic: SEATS_TOPIC,
    payload: { companyId },
    about: [companyPayer(companyId).key],
    delayMs: SEAT_SYNC_DELAY_MS,
  });
}

/** The recount: Stripe is told the active employees when they differ from the seats it bills. */
async function updateSeats(ctx: AppContext, companyId: string): Promise<number | null> {
  if (await isCompanyPayerGone(ctx, companyId)) return null;
  const live = (await subscriptionsOfPayer(ctx, companyPayer(companyId))).find((s) => grantsRole(s.status));
  if (!live?.itemId) return null;
  const seats = Math.max(1, await countActiveEmployees(ctx, companyId));
  if (seats === live.quantity) return seats;
  const updated = await callStripe(ctx, (stripe) =>
    stripe.subscriptions.update(live.id, {
      items: [{ id: live.itemId as string, quantity: seats }],
      proration_behavior: 'create_prorations',
    }),
  );
  // As of the stored state's second: Stripe's own event for the change still applies after it.
  await applySubscription(ctx, updated, live.stripeUpdatedAt);
  return seats;
}

/** Setting a quantity is idempotent, so a retried or repeated delivery changes nothing more. */
export const seatsTopic: TopicHandler<SeatSync, number | null> = {
  deliver: (ctx, { companyId }) => updateSeats(ctx, companyId),
};
