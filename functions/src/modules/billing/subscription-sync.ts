import type Stripe from 'stripe';
import { companyAccessChanged } from '../../platform/access';
import type { AppContext } from '../../platform/context';
import {
  ENDED_STATUSES,
  SUBSCRIPTION_STATUSES,
  grantsRole,
  type StoredPlan,
  type SubscriptionStatus,
} from '../../contract/billing';
import {
  companyPayer,
  processedEvent,
  isoOfSeconds,
  userPayer,
  type BillingCustomer,
  type Payer,
  type PayerPlan,
  type ProcessedEvent,
  type RefusalReason,
  type StoredSubscription,
} from './billing.model';
import { livePlanOf, roleWriteInTx } from './entitlements';
import { isCompanyPayerGone, isPayerGone } from './billing.privacy';
import { isUsableSubscription } from './stripe-objects';
import { callStripe, paymentUnavailable } from './stripe-calls';
import { collections } from '../../platform/store/collections';

/**
 * Writing what Stripe says about a subscription: its state, the payer's customer record with the
 * plan it grants (and, for a person's own plan, the role on their record), together in one
 * transaction with the id of the event that said it. A company's people are never written: their
 * premium is derived from the company's record (entitlements.ts).
 */

export type SyncOutcome = ProcessedEvent['outcome'] | 'duplicate';

export interface SyncResult {
  outcome: SyncOutcome;
  subscription?: StoredSubscription;
  reason?: RefusalReason;
}

/** The webhook event being applied, so it is recorded in the same transaction. */
export interface EventMark {
  id: string;
  type: string;
  created: number;
}

/** What Everlink writes into a subscription's metadata at checkout. */
export interface EverlinkMetadata {
  payer?: string;
  planId?: string;
  purchasedBy?: string;
}

const ID = '[A-Za-z0-9_-]{1,128}';

export function payerOfKey(key: string | undefined): Payer | null {
  const user = new RegExp(`^user-(${ID})$`).exec(key ?? '');
  if (user) return userPayer(user[1]);
  const company = new RegExp(`^company-(${ID})$`).exec(key ?? '');
  return company ? companyPayer(company[1]) : null;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function payerOf(ctx: AppContext, sub: Stripe.Subscription, stored?: StoredSubscription): Promise<Payer | null> {
  const known = payerOfKey(stored?.payerKey) ?? payerOfKey((sub.metadata as EverlinkMetadata).payer);
  if (known) return known;
  // A subscription made outside Everlink's checkout (the Dashboard): its customer tells.
  const customerId = idOf(sub.customer);
  if (!customerId) return null;
  const record = (
    await collections(ctx).billingCustomers.where('customerId', '==', customerId).limit(1).get()
  ).docs[0]?.data();
  return payerOfKey(record?.id);
}

/**
 * The plan sold: the one the checkout named (or recorded before) while it still sells this
 * price; else the plan selling the price (a change made in Stripe's portal); else the named one.
 */
async function planOf(
  ctx: AppContext,
  sub: Stripe.Subscription,
  stored?: StoredSubscription,
): Promise<StoredPlan | null> {
  const priceId = sub.items.data[0]?.price?.id;
  const named: StoredPlan[] = [];
  for (const planId of [(sub.metadata as EverlinkMetadata).planId, stored?.planId]) {
    if (!planId || !new RegExp(`^${ID}$`).test(planId)) continue;
    const plan = (await collections(ctx).plans.doc(planId).get()).data();
    if (plan) named.push(plan);
  }
  const exact = named.find((p) => p.stripePriceId === priceId);
  if (exact || !priceId) return exact ?? named[0] ?? null;
  const byPrice = (await collections(ctx).plans.where('stripePriceId', '==', priceId).get()).docs.map((d) => d.data());
  return byPrice.find((p) => p.active) ?? byPrice[0] ?? named[0] ?? null;
}

export async function loadSubscription(ctx: AppContext, subscriptionId: string): Promise<StoredSubscription | null> {
  if (!/^sub_[A-Za-z0-9_]{1,200}$/.test(subscriptionId)) return null;
  return (await collections(ctx).subscriptions.doc(subscriptionId).get()).data() ?? null;
}

/** Whether a state at `stamp` may replace the stored one: never older, and an ended subscription stays ended. */
export function isNewer(stored: StoredSubscription | undefined, status: SubscriptionStatus, stamp: number): boolean {
  if (!stored) return true;
  if (ENDED_STATUSES.includes(stored.status) && !ENDED_STATUSES.includes(status)) return false;
  return stamp >= stored.stripeUpdatedAt;
}

/** Stripe's status; one this code does not know holds no role. */
const statusOf = (sub: Stripe.Subscription): SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly string[]).includes(sub.status) ? (sub.status as SubscriptionStatus) : 'incomplete';

function stateOf(
  sub: Stripe.Subscription,
  payer: Payer,
  plan: StoredPlan | null,
  stored: StoredSubscription | undefined,
  stamp: number,
  now: string,
): StoredSubscription {
  const item = sub.items.data[0];
  const status = statusOf(sub);
  const metadata = sub.metadata as EverlinkMetadata;
  return {
    id: sub.id,
    planId: plan?.id ?? stored?.planId ?? 'unknown',
    planName: plan?.name ?? stored?.planName ?? 'Unknown plan',
    kind: payer.kind === 'company' ? 'team' : 'individual',
    status,
    currentPeriodEnd: isoOfSeconds(item?.current_period_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end || (!!sub.cancel_at && !ENDED_STATUSES.includes(status)),
    trialEnd: isoOfSeconds(sub.trial_end),
    quantity: item?.quantity ?? 1,
    ...(payer.kind === 'user' ? { userId: payer.userId } : { companyId: payer.companyId }),
    payerKey: payer.key,
    customerId: idOf(sub.customer) ?? '',
    priceId: item?.price?.id ?? null,
    itemId: item?.id ?? null,
    // The role is the plan's when the subscription was first seen, unless the plan is known now.
    roleId: plan ? plan.roleId : (stored?.roleId ?? null),
    purchasedBy: metadata.purchasedBy ?? stored?.purchasedBy ?? null,
    stripeUpdatedAt: stamp,
    createdAt: stored?.createdAt ?? isoOfSeconds(sub.created) ?? now,
    updatedAt: now,
  };
}

/** Records an event that changes nothing (a type Everlink does not act on, or an unknown subscription). */
export async function markEvent(
  ctx: AppContext,
  event: EventMark,
  outcome: ProcessedEvent['outcome'],
  reason?: RefusalReason,
): Promise<SyncOutcome> {
  return ctx.store.runTransaction(async (tx) => {
    const ref = collections(ctx).stripeEvents.doc(event.id);
    if ((await tx.get(ref)).exists) return 'duplicate';
    tx.create(ref, processedEvent(event, outcome, ctx.clock.now(), reason));
    return outcome;
  });
}

/**
 * Why a subscription must not go live, if it must not: a payer has one live subscription and one
 * free trial. Checkout checks this when a session opens, but two sessions opened back to back can
 * both be paid, so it is decided again here, in the transaction that would make it live.
 */
/** Whether two live plans grant the same: the same subscription, role and status (or both none). */
const samePlan = (a: PayerPlan | null | undefined, b: PayerPlan | null | undefined) =>
  (a?.subscriptionId ?? null) === (b?.subscriptionId ?? null) && a?.roleId === b?.roleId && a?.status === b?.status;

function refusalOf(
  sub: Stripe.Subscription,
  stored: StoredSubscription | undefined,
  others: StoredSubscription[],
): RefusalReason | null {
  const becomesLive = grantsRole(statusOf(sub)) && !(stored && grantsRole(stored.status));
  if (!becomesLive) return null;
  if (others.some((o) => grantsRole(o.status))) return 'already-subscribed';
  // Another subscription's trial, not `trialUsed`: the seed and checkout may set that flag before
  // Stripe reports the very subscription whose trial it stands for.
  if (!stored && sub.trial_start && others.some((o) => o.trialEnd)) return 'trial-used';
  return null;
}

/**
 * Applies a Stripe subscription as of `stamp` (Unix seconds): the newest state wins whatever
 * order events arrive in, and an event already processed changes nothing.
 */
export async function applySubscription(
  ctx: AppContext,
  sub: Stripe.Subscription,
  stamp: number,
  event?: EventMark,
): Promise<SyncResult> {
  if (!isUsableSubscription(sub)) {
    ctx.logger.warn(
      { eventId: event?.id, subscriptionId: (sub as { id?: unknown } | null)?.id },
      'a Stripe subscription of an unusable shape',
    );
    if (!event) throw paymentUnavailable();
    return { outcome: await markEvent(ctx, event, 'unprocessable') };
  }
  const result = await writeSubscription(ctx, sub, stamp, event);
  if (result.outcome !== 'refused' || !result.reason) return result;
  // Cancelled before the event is recorded: if Stripe cannot be reached, the event fails and comes again.
  ctx.logger.warn(
    { subscriptionId: sub.id, reason: result.reason, eventId: event?.id },
    'a second subscription of one payer was cancelled at Stripe',
  );
  await callStripe(ctx, (stripe) => stripe.subscriptions.cancel(sub.id), { notFound: true });
  return { outcome: event ? await markEvent(ctx, event, 'refused', result.reason) : 'refused', reason: result.reason };
}

async function writeSubscription(
  ctx: AppContext,
  sub: Stripe.Subscription,
  stamp: number,
  event?: EventMark,
): Promise<SyncResult> {
  const before = (await loadSubscription(ctx, sub.id)) ?? undefined;
  const [payer, plan] = await Promise.all([payerOf(ctx, sub, before), planOf(ctx, sub, before)]);
  if (!payer) {
    ctx.logger.warn({ subscriptionId: sub.id }, 'a Stripe subscription of no Everlink payer was ignored');
    return { outcome: event ? await markEvent(ctx, event, 'ignored') : 'ignored' };
  }
  // A deleted account's or erased company's subscription must not come back through a late or replayed event.
  const gone =
    payer.kind === 'user' ? await isPayerGone(ctx, payer.userId) : await isCompanyPayerGone(ctx, payer.companyId);
  if (gone) return { outcome: event ? await markEvent(ctx, event, 'ignored') : 'ignored' };
  const now = ctx.clock.now().toISOString();
  return ctx.store.runTransaction(async (tx): Promise<SyncResult> => {
    const eventRef = event ? collections(ctx).stripeEvents.doc(event.id) : undefined;
    if (eventRef && (await tx.get(eventRef)).exists) return { outcome: 'duplicate' };
    const subRef = collections(ctx).subscriptions.doc(sub.id);
    const stored = (await tx.get(subRef)).data();
    const status = statusOf(sub);
    const record = (m: ProcessedEvent['outcome']) =>
      eventRef && event && tx.create(eventRef, processedEvent(event, m, new Date(now)));
    if (!isNewer(stored, status, stamp)) {
      record('stale');
      return { outcome: 'stale', subscription: stored };
    }
    const customerRef = collections(ctx).billingCustomers.doc(payer.key);
    const customer = (await tx.get(customerRef)).data();
    const others = (await tx.get(collections(ctx).subscriptions.where('payerKey', '==', payer.key))).docs
      .map((d) => d.data())
      .filter((o) => o.id !== sub.id);
    const reason = refusalOf(sub, stored, others);
    if (reason) return { outcome: 'refused', reason };
    const next = stateOf(sub, payer, plan, stored, stamp, now);
    const roleWrite = payer.kind === 'user' ? await roleWriteInTx(ctx, tx, payer.userId, [...others, next]) : null;

    tx.set(subRef, next);
    const customerFields: Partial<BillingCustomer> = {
      id: payer.key,
      kind: payer.kind,
      ...(payer.kind === 'user' ? { userId: payer.userId } : { companyId: payer.companyId }),
      customerId: customer?.customerId ?? next.customerId,
      trialUsed: !!customer?.trialUsed || !!sub.trial_start,
      plan: livePlanOf([...others, next]),
      updatedAt: now,
      ...(customer ? {} : { createdAt: now }),
    };
    tx.set(customerRef, customerFields, { merge: true });
    // A team plan's role is derived into every member's principal (platform/access): a new plan
    // makes them read it again; a renewal that leaves it as it was does not.
    if (payer.kind === 'company' && !samePlan(customer?.plan, customerFields.plan))
      companyAccessChanged(ctx, tx, payer.companyId);
    if (roleWrite) tx.update(roleWrite.ref, { ...roleWrite.data, updatedAt: now });
    record('applied');
    return { outcome: 'applied', subscription: next };
  });
}
