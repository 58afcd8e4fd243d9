import type Stripe from 'stripe';
import type { AppContext } from '../../src/platform/context';
import { StripeFake } from '../../src/integrations/commerce/stripe/fake/stripe.fake';
import {
  applySubscription,
  companyPayer,
  DEMO_SUBSCRIPTIONS,
  ensureBillingCatalog,
  userPayer,
} from '../../src/modules/billing';
import { collections } from '../../src/platform/store/collections';

/**
 * The plans and their roles, and the demo subscriptions: user@demo on a Pro trial, Acme on
 * Teams. The local Stripe fake starts with the same customers and subscriptions; they are
 * recorded here as its webhooks would record them (applySubscription), so roles follow.
 */
export async function seedBilling(ctx: AppContext, demo: { acmeId: string }): Promise<void> {
  const now = ctx.clock.now();
  await ensureBillingCatalog(ctx.store, now.toISOString());
  const stripe = new StripeFake();
  for (const entry of DEMO_SUBSCRIPTIONS) {
    const payer = entry.payer.kind === 'user' ? userPayer(entry.payer.userId) : companyPayer(demo.acmeId);
    // An earlier seed's records (Acme had another id then) make way for this one's.
    await collections(ctx).subscriptions.doc(entry.subscriptionId).delete();
    for (const old of (await collections(ctx).billingCustomers.where('customerId', '==', entry.customerId).get()).docs)
      await old.ref.delete();
    await collections(ctx)
      .billingCustomers.doc(payer.key)
      .set({
        id: payer.key,
        kind: payer.kind,
        ...(payer.kind === 'user' ? { userId: payer.userId } : { companyId: payer.companyId }),
        customerId: entry.customerId,
        trialUsed: entry.trialDays > 0,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      });
    const subscription = JSON.parse(
      JSON.stringify(stripe.ledger.subscription(entry.subscriptionId)),
    ) as Stripe.Subscription;
    await applySubscription(ctx, subscription, Math.floor(now.getTime() / 1000));
  }
}
