import { z } from 'zod';
import { MESSAGES } from './messages';
import { id, pageQuery, requiredString } from './common';

/**
 * Billing: plans, Stripe Checkout, subscriptions and the card shop. Money is in integer minor
 * units (cents) with a lower-case ISO currency, as Stripe has it.
 */

export const PLAN_INTERVALS = ['month', 'year'] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];

/** `individual` plans make one person premium; `team` plans bill a company per active employee. */
export const PLAN_KINDS = ['individual', 'team'] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** A plan as `GET /v1/plans` answers it. */
export interface Plan {
  id: string;
  name: string;
  interval: PlanInterval;
  /** Per person (per seat for team plans) and interval, in minor units; 0 for Free. */
  amount: number;
  currency: string;
  trialDays: number;
  features: string[];
  /** The global role a live subscription grants; null for Free. */
  roleId: string | null;
  kind: PlanKind;
}

/** A plan as stored (`plans/{planId}`) and as a superadmin sees it. */
export interface StoredPlan extends Plan {
  stripeProductId: string | null;
  stripePriceId: string | null;
  /** Archived plans are not offered any more; their subscriptions go on. */
  active: boolean;
  /** Position in the list, lowest first. */
  order: number;
  createdAt: string;
  updatedAt: string;
}

/** Stripe's subscription statuses. */
export const SUBSCRIPTION_STATUSES = [
  'incomplete',
  'incomplete_expired',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses that hold the plan's role: past_due is a grace period while Stripe retries the card. */
export const GRANTING_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];
/** Statuses a subscription never leaves. */
export const ENDED_STATUSES: readonly SubscriptionStatus[] = ['canceled', 'incomplete_expired'];

export const grantsRole = (status: SubscriptionStatus) => GRANTING_STATUSES.includes(status);

/** The key of a company as a payer (`billingCustomers/{key}`, `subscriptions.payerKey`). */
export const companyPayerKey = (companyId: string) => `company-${companyId}`;

/** A subscription as the API answers it. Company subscriptions carry `companyId` and no `userId`. */
export interface Subscription {
  /** Stripe's subscription id (`sub_…`). */
  id: string;
  planId: string;
  planName: string;
  kind: PlanKind;
  status: SubscriptionStatus;
  /** ISO times; null where Stripe has none. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: string | null;
  /** Seats for team plans, 1 otherwise. */
  quantity: number;
  userId?: string;
  companyId?: string;
  createdAt: string;
  updatedAt: string;
}

/** A product of the card shop (WooCommerce). */
export interface ShopProduct {
  id: number;
  name: string;
  amount: number;
  currency: string;
  image: string | null;
  permalink: string;
}

export const BILLING_MESSAGES = {
  planNotFound: 'Plan not found.',
  subscriptionNotFound: 'Subscription not found.',
  trialUsed: 'Trial already used.',
  alreadySubscribed: 'You already have an active subscription.',
  companyAlreadySubscribed: 'Your company already has an active subscription.',
  freePlan: 'The Free plan needs no checkout.',
  noTrial: 'This plan has no free trial.',
  planArchived: 'This plan is no longer offered.',
  teamNeedsCompany: 'Team plans are for companies. Create or join a company first.',
  teamAdminOnly: 'Only an administrator of your company can change its plan.',
  setByPlan: 'This comes from the plan and cannot be sent.',
  subscriptionEnded: 'This subscription has already ended.',
  invalidSignature: 'Invalid Stripe signature.',
  paymentUnavailable: 'Payments are not available right now. Please try again later.',
  shopUnavailable: 'The card shop is not available right now. Please try again later.',
  unknownRole: 'Choose a role from the list.',
  priceNeedsPaidPlan: 'A Stripe price belongs to a paid plan.',
} as const;

/** Fields a client might try to set on a checkout; the server takes them from the plan and the company. */
const setByServer = () => z.never({ error: BILLING_MESSAGES.setByPlan }).optional();

export const checkoutBody = z
  .object({
    planId: id(),
    amount: setByServer(),
    quantity: setByServer(),
    currency: setByServer(),
    trialDays: setByServer(),
    customer: setByServer(),
  })
  .strict();
export type CheckoutBody = z.infer<typeof checkoutBody>;

/** An optional `Idempotency-Key` request header: one checkout attempt, retried, opens one session. */
export const idempotencyKeyHeader = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid idempotency key.');

export const listSubscriptionsQuery = pageQuery.extend({
  /** `all`: every subscription (superadmins only). */
  scope: z.enum(['mine', 'all']).default('mine'),
});

const currency = () =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'Use a three-letter currency code.')
    .transform((v) => v.toLowerCase());
const amount = () => z.coerce.number({ error: MESSAGES.required }).int('Use whole cents.').min(0).max(10_000_000);
const trialDays = () => z.coerce.number({ error: MESSAGES.required }).int().min(0).max(730);
const features = () => z.array(requiredString(120)).max(20);
const roleId = () => z.union([id(), z.null()]);

export const createPlanBody = z
  .object({
    id: id(),
    name: requiredString(60),
    interval: z.enum(PLAN_INTERVALS),
    amount: amount(),
    currency: currency(),
    trialDays: trialDays().default(0),
    features: features().default([]),
    roleId: roleId(),
    kind: z.enum(PLAN_KINDS),
    order: z.coerce.number().int().min(0).max(1000).optional(),
  })
  .strict();
export type CreatePlanBody = z.infer<typeof createPlanBody>;

/** Interval and kind are fixed once a plan exists: subscriptions were sold on them. */
export const updatePlanBody = z
  .object({
    name: requiredString(60),
    amount: amount(),
    currency: currency(),
    trialDays: trialDays(),
    features: features(),
    roleId: roleId(),
    active: z.boolean(),
    order: z.coerce.number().int().min(0).max(1000),
    /** An existing Stripe price to sell this plan with (e.g. one made in the Dashboard). */
    stripePriceId: z
      .string()
      .trim()
      .regex(/^price_[A-Za-z0-9_]{1,120}$/, 'Invalid Stripe price id.'),
  })
  .partial()
  .strict();
export type UpdatePlanBody = z.infer<typeof updatePlanBody>;

/** Formats minor units for people: 900 usd → "$9.00". */
export function formatMoney(amountMinor: number, currencyCode: string, locale?: string): string {
  const code = currencyCode.toUpperCase();
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(amountMinor / 10 ** digits);
}
