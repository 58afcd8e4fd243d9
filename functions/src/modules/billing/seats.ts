import type { AppContext } from '../../platform/context';
import { grantsRole } from '../../contract/billing';
import { countActiveEmployees } from '../company';
import { companyPayer, subscriptionsOfPayer } from './billing.model';
import { reconcilePayerRoles } from './entitlements';
import { applySubscription } from './subscription-sync';
import { callStripe } from './stripe-calls';

/**
 * A team plan follows its company: when people join, leave or are suspended, the company's
 * live subscription is billed for the active employees (Stripe prorates the change), and
 * the plan's role goes to exactly those employees. Subscribed to `employees.changed` in wiring.ts.
 */
export async function syncCompanySeats(ctx: AppContext, companyId: string): Promise<void> {
  const payer = companyPayer(companyId);
  await reconcilePayerRoles(ctx, payer);
  const live = (await subscriptionsOfPayer(ctx, payer)).find((s) => grantsRole(s.status));
  if (!live?.itemId) return;
  const seats = Math.max(1, await countActiveEmployees(ctx, companyId));
  if (seats === live.quantity) return;
  const updated = await callStripe(ctx, (stripe) =>
    stripe.subscriptions.update(live.id, {
      items: [{ id: live.itemId as string, quantity: seats }],
      proration_behavior: 'create_prorations',
    }),
  );
  // As of the stored state's second: Stripe's own event for the change still applies after it.
  await applySubscription(ctx, updated, live.stripeUpdatedAt);
}
