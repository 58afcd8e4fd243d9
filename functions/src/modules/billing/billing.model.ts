import type { AppContext } from '../../platform/context';
import { companyPayerKey, type Subscription, type SubscriptionStatus } from '../../contract/billing';
import { collections } from '../../platform/store/collections';
import type { ExpireAt } from '../../platform/store/types';

/**
 * Store layout of billing:
 * - `plans/{planId}`: StoredPlan.
 * - `billingCustomers/{payerKey}`: the one Stripe customer of a person (`user-{uid}`) or of a
 *   company (`company-{companyId}`), whether its free trial was used, and its live `plan`: for a
 *   company, the one document its members' premium is derived from (platform/access principal).
 * - `subscriptions/{sub_…}`: the last state Stripe told us, keyed by Stripe's id.
 * - `stripeEvents/{evt_…}`: webhook events already processed (idempotency).
 * - on `users/{uid}`: `billingRoleIds` (the roles a person's own plan added to `roleIds`, so it
 *   never takes away one a superadmin gave) and `billingSources` (payer keys whose subscriptions
 *   granted them; a company's key there is from before team plans were derived, see
 *   `deriveTeamPlans`).
 */

/** Who pays: a person for individual plans, a company for team plans. */
export type Payer = { kind: 'user'; key: string; userId: string } | { kind: 'company'; key: string; companyId: string };

export const userPayer = (userId: string): Payer => ({ kind: 'user', key: `user-${userId}`, userId });
export const companyPayer = (companyId: string): Payer => ({
  kind: 'company',
  key: companyPayerKey(companyId),
  companyId,
});

export interface BillingCustomer {
  id: string;
  kind: Payer['kind'];
  userId?: string;
  companyId?: string;
  customerId: string;
  trialUsed: boolean;
  /** The payer's live subscription and the role it grants; null (or absent) while none lives. */
  plan?: PayerPlan | null;
  createdAt: string;
  updatedAt: string;
}

/** What a live subscription grants, kept on its payer's customer record. */
export interface PayerPlan {
  subscriptionId: string;
  roleId: string;
  status: SubscriptionStatus;
}

export interface StoredSubscription extends Subscription {
  payerKey: string;
  customerId: string;
  priceId: string | null;
  /** The subscription item whose quantity counts seats. */
  itemId: string | null;
  roleId: string | null;
  /** Who started the checkout: mails about this subscription go to them. */
  purchasedBy: string | null;
  /** `created` (Unix seconds) of the newest Stripe state applied: older events never overwrite it. */
  stripeUpdatedAt: number;
}

export interface ProcessedEvent {
  id: string;
  type: string;
  created: number;
  /**
   * `unprocessable`: a shape billing cannot read. `refused`: a second trial or a second live
   * subscription of one payer, cancelled at Stripe (`reason` says which).
   */
  outcome: 'applied' | 'stale' | 'ignored' | 'unprocessable' | 'refused';
  reason?: RefusalReason;
  processedAt: string;
  /**
   * When Firestore's TTL policy deletes the record: Stripe redelivers an event for 3 days and
   * resends one by hand for 30, so a record still there past it is never asked about.
   */
  expireAt: ExpireAt;
}

export type RefusalReason = 'already-subscribed' | 'trial-used';

export const PROCESSED_EVENT_KEPT_MS = 35 * 24 * 3600_000;

/** The record of a processed event (its id is the event's). */
export function processedEvent(
  event: { id: string; type: string; created: number },
  outcome: ProcessedEvent['outcome'],
  now: Date,
  reason?: RefusalReason,
): ProcessedEvent {
  return {
    ...event,
    outcome,
    ...(reason ? { reason } : {}),
    processedAt: now.toISOString(),
    expireAt: new Date(now.getTime() + PROCESSED_EVENT_KEPT_MS),
  };
}

/** What billing keeps on a user record, besides the roles it grants. */
export interface BillingUserFields {
  roleIds?: string[];
  billingRoleIds?: string[];
  billingSources?: string[];
  companyId?: string | null;
  email?: string;
  firstName?: string;
  lastName?: string;
}

export const nowIso = (ctx: AppContext) => ctx.clock.now().toISOString();

/** Stripe's Unix seconds as an ISO time, or null. */
export const isoOfSeconds = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString() : null;

export function subscriptionView(stored: StoredSubscription): Subscription {
  const {
    payerKey: _p,
    customerId: _c,
    priceId: _pr,
    itemId: _i,
    roleId: _r,
    purchasedBy: _b,
    stripeUpdatedAt: _s,
    ...view
  } = stored;
  return view;
}

/** Subscriptions of one payer. Few per payer, so they are sorted here rather than by an index. */
export async function subscriptionsOfPayer(ctx: AppContext, payer: Payer): Promise<StoredSubscription[]> {
  const snap = await collections(ctx).subscriptions.where('payerKey', '==', payer.key).get();
  return snap.docs.map((d) => d.data()).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
