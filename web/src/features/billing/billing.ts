import {
  formatMoney,
  GRANTING_STATUSES,
  type Plan,
  type PlanInterval,
  type Subscription,
  type SubscriptionStatus,
} from '@contract/billing';
import { billingT, type BillingT } from './i18n';
import { formatDate } from '../../i18n/format';

/** What the billing screens derive from plans and subscriptions; no React here, so it is tested plainly. */

const DAY_MS = 86_400_000;

/** A subscription status's badge colour; its words are `t('status.<status>')`. */
export const STATUS_BADGES: Record<SubscriptionStatus, string> = {
  trialing: 'badge-info',
  active: 'badge-success',
  past_due: 'badge-warning',
  incomplete: 'badge-warning',
  incomplete_expired: '',
  unpaid: 'badge-warning',
  paused: '',
  canceled: '',
};

export const isLive = (sub: Subscription) => GRANTING_STATUSES.includes(sub.status);

/** The subscription that currently counts for the person (or, with `team`, their company): the newest live one. */
export function currentSubscription(
  subs: readonly Subscription[] | undefined,
  kind: Plan['kind'],
): Subscription | undefined {
  return subs?.filter((s) => s.kind === kind && isLive(s)).sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
}

/**
 * Days until `iso`, from the two timestamps alone (no calendar day, so no time zone): the nearest
 * whole number, at least 1 while any time is left, 0 after. Rounding rather than rounding up keeps
 * a 14-day trial at 14 when this device's clock is a little behind Stripe's, whatever the hour.
 */
export function daysLeft(iso: string | null, now: Date = new Date()): number {
  if (!iso) return 0;
  const left = new Date(iso).getTime() - now.getTime();
  return left > 0 ? Math.max(1, Math.round(left / DAY_MS)) : 0;
}

/** "$9.00 / month", "$12.00 / seat / month", "Free". */
export function priceLabel(
  plan: Pick<Plan, 'amount' | 'currency' | 'interval' | 'kind'>,
  t: BillingT = billingT(),
): string {
  if (plan.amount === 0) return t('price.free');
  return t(`price.${plan.kind}.${plan.interval}`, { price: formatMoney(plan.amount, plan.currency) });
}

/** The plans to show side by side for one interval: one card per plan name, Free in every view. */
export function plansFor(plans: readonly Plan[], interval: PlanInterval): Plan[] {
  const byName = new Map<string, Plan>();
  for (const plan of plans) {
    const key = `${plan.kind}:${plan.name}`;
    const chosen = byName.get(key);
    // A plan sold only on the other interval (and Free) still shows.
    if (!chosen || (chosen.interval !== interval && plan.interval === interval)) byName.set(key, plan);
  }
  return [...byName.values()];
}

/** How much the yearly price saves over twelve months, in whole percent (0 when it does not). */
export function yearlySaving(plans: readonly Plan[], name: string): number {
  const monthly = plans.find((p) => p.name === name && p.interval === 'month');
  const yearly = plans.find((p) => p.name === name && p.interval === 'year');
  if (!monthly?.amount || !yearly || monthly.currency !== yearly.currency) return 0;
  return Math.max(0, Math.round((1 - yearly.amount / (monthly.amount * 12)) * 100));
}

/** A trial is once per person (or company): any subscription with a trial end means it was used. */
export const trialUsed = (subs: readonly Subscription[] | undefined, kind: Plan['kind']) =>
  !!subs?.some((s) => s.kind === kind && s.trialEnd);

/** The sentence under the current plan: when it renews, ends, or the trial converts. */
export function periodSentence(sub: Subscription, now: Date = new Date(), t: BillingT = billingT()): string {
  if (sub.cancelAtPeriodEnd) return t('period.cancelled', { date: formatDate(sub.currentPeriodEnd, 'long') });
  if (sub.status === 'trialing')
    return t('period.trial', { count: daysLeft(sub.trialEnd, now), date: formatDate(sub.trialEnd, 'long') });
  if (sub.status === 'past_due') return t('period.pastDue');
  return t('period.renews', { date: formatDate(sub.currentPeriodEnd, 'long') });
}
