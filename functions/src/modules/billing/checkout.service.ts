import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { can } from '../../platform/access';
import { badRequest, conflict, forbidden } from '../../platform/errors';
import { BILLING_MESSAGES, grantsRole, type CheckoutBody, type StoredPlan } from '../../contract/billing';
import { companyOfCaller, countActiveEmployees } from '../company';
import { companyPayer, nowIso, subscriptionsOfPayer, userPayer, type Payer } from './billing.model';
import { loadPlan } from './plans.service';
import { callStripe } from './stripe-calls';
import type { EverlinkMetadata } from './subscription-sync';
import { collections } from '../../platform/store/collections';

interface Purchase {
  plan: StoredPlan & { stripePriceId: string };
  payer: Payer;
  /** Seats: the company's active employees for team plans, else 1. Never taken from the client. */
  quantity: number;
  customerName?: string;
}

const planField = (message: string) => badRequest(message, { planId: message });

/** The plan, who pays for it and how many seats — or why the caller cannot buy it. */
async function purchaseOf(ctx: AppContext, caller: AuthUser, planId: string, trial: boolean): Promise<Purchase> {
  const plan = await loadPlan(ctx, planId);
  if (!plan) throw planField(BILLING_MESSAGES.planNotFound);
  if (!plan.active) throw planField(BILLING_MESSAGES.planArchived);
  if (plan.amount === 0 || !plan.stripePriceId) throw planField(BILLING_MESSAGES.freePlan);
  if (trial && !plan.trialDays) throw planField(BILLING_MESSAGES.noTrial);
  const priced = plan as Purchase['plan'];
  if (plan.kind === 'individual') return { plan: priced, payer: userPayer(caller.uid), quantity: 1 };

  const company = await companyOfCaller(ctx, caller);
  if (!company) throw planField(BILLING_MESSAGES.teamNeedsCompany);
  if (!(await can(ctx, caller, 'update', 'Subscription', { companyId: company.id })))
    throw forbidden(BILLING_MESSAGES.teamAdminOnly);
  const seats = await countActiveEmployees(ctx, company.id);
  return { plan: priced, payer: companyPayer(company.id), quantity: Math.max(1, seats), customerName: company.name };
}

/** The payer's one Stripe customer, made on first checkout. */
async function customerOf(ctx: AppContext, caller: AuthUser, purchase: Purchase): Promise<string> {
  const { payer } = purchase;
  const ref = collections(ctx).billingCustomers.doc(payer.key);
  const existing = (await ref.get()).data();
  if (existing?.customerId) return existing.customerId;
  const user = (await collections(ctx).users.doc(caller.uid).get()).data();
  const name = purchase.customerName ?? ([user?.firstName, user?.lastName].filter(Boolean).join(' ') || undefined);
  // The same key for every first checkout of this payer: two at once still make one customer.
  const customer = await callStripe(ctx, (stripe) =>
    stripe.customers.create(
      { email: user?.email || caller.email, name, metadata: { payer: payer.key } },
      { idempotencyKey: `everlink-customer-${payer.key}` },
    ),
  );
  return ctx.store.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (current?.customerId) return current.customerId;
    const now = nowIso(ctx);
    tx.set(ref, {
      id: payer.key,
      kind: payer.kind,
      ...(payer.kind === 'user' ? { userId: payer.userId } : { companyId: payer.companyId }),
      customerId: customer.id,
      trialUsed: current?.trialUsed ?? false,
      createdAt: current?.createdAt ?? now,
      updatedAt: now,
    });
    return customer.id;
  });
}

/**
 * POST /v1/stripe/checkout and /v1/stripe/trial/checkout: a Stripe Checkout Session in
 * subscription mode for the plan, answered as the URL of Stripe's hosted page. Price and
 * quantity come from the plan and the company; the payer's metadata rides on the session and
 * the subscription, so the webhook knows whom it is for.
 */
export async function startCheckout(
  ctx: AppContext,
  caller: AuthUser,
  body: CheckoutBody,
  options: { trial: boolean; attemptKey?: string },
): Promise<{ url: string }> {
  const purchase = await purchaseOf(ctx, caller, body.planId, options.trial);
  const { plan, payer, quantity } = purchase;
  const subscriptions = await subscriptionsOfPayer(ctx, payer);
  if (subscriptions.some((s) => grantsRole(s.status))) {
    throw conflict(
      payer.kind === 'company' ? BILLING_MESSAGES.companyAlreadySubscribed : BILLING_MESSAGES.alreadySubscribed,
      'already-subscribed',
    );
  }
  if (options.trial) {
    const customer = (await collections(ctx).billingCustomers.doc(payer.key).get()).data();
    if (customer?.trialUsed || subscriptions.some((s) => s.trialEnd))
      throw conflict(BILLING_MESSAGES.trialUsed, 'trial-used');
  }
  const customerId = await customerOf(ctx, caller, purchase);
  const metadata: Required<EverlinkMetadata> = { payer: payer.key, planId: plan.id, purchasedBy: caller.uid };
  const billingUrl = `${ctx.config.publicUrl}/billing`;
  const attempt = options.attemptKey ?? randomUUID();
  const session = await callStripe(ctx, (stripe) =>
    stripe.checkout.sessions.create(
      {
        mode: 'subscription',
        customer: customerId,
        client_reference_id: payer.key,
        line_items: [{ price: plan.stripePriceId, quantity }],
        metadata,
        subscription_data: {
          metadata,
          ...(options.trial
            ? {
                trial_period_days: plan.trialDays,
                trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
              }
            : {}),
        },
        payment_method_collection: 'always',
        success_url: `${billingUrl}?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${billingUrl}?checkout=canceled`,
      },
      // One key per attempt: a retried request reuses the session instead of opening another.
      {
        idempotencyKey: `everlink-checkout-${payer.key}-${plan.id}-${options.trial ? 'trial' : 'paid'}-${quantity}-${attempt}`,
      },
    ),
  );
  if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
  return { url: session.url };
}
