import type { AppContext } from './context';
import { ApiError } from './errors';
import { principalOfCaller, type Caller } from './access';
import type { Query } from './store/types';
import { CAP_MESSAGES, PLAN_TABLE, planTierOf, type CapName, type FeatureName, type PlanTier } from '../contract/caps';

/**
 * The one place the API enforces the plan table (contract/caps.ts, docs/billing.md): every route
 * that holds a limit or a plan feature calls these, before it writes anything.
 */

/** The person's plan: Teams or Pro through a product-wide role (`planTierOf`, ARCHITECTURE.md §3), else Free. */
export async function planTier(ctx: AppContext, who: Caller): Promise<PlanTier> {
  return planTierOf((await principalOfCaller(ctx, who)).roles);
}

/** Premium = the person has a product-wide role (a plan, staff). */
export async function isPremium(ctx: AppContext, who: Caller): Promise<boolean> {
  return (await planTier(ctx, who)) !== 'free';
}

/** The person's cap of this kind, from their plan's column. */
export async function capOf(ctx: AppContext, who: Caller, name: CapName): Promise<number> {
  return PLAN_TABLE[name][await planTier(ctx, who)];
}

type CountedCap = 'profilesPerUser' | 'linksPerUser' | 'contactsPerUser';

export const capReached = (name: CountedCap, tier: PlanTier) =>
  new ApiError(409, CAP_MESSAGES[name](tier), 'limit-reached');
export const notInPlan = (message: string) => new ApiError(403, message, 'not-in-plan');

/**
 * 409 'limit-reached' when what `held` counts plus `adding` would pass the person's cap. Checked
 * before the write, outside its transaction: two writes at the same moment may pass the cap by
 * one each, which a cap against filling the store allows for.
 */
export async function assertUnderCap(
  ctx: AppContext,
  who: Caller,
  name: CountedCap,
  held: Query<unknown>,
  adding = 1,
): Promise<void> {
  const [tier, count] = await Promise.all([planTier(ctx, who), held.count().get()]);
  assertCountUnderCap(name, tier, count.data().count, adding);
}

/** The same check over a count the caller already holds (read inside its own transaction). */
export function assertCountUnderCap(name: CountedCap, tier: PlanTier, held: number, adding = 1): void {
  if (held + adding > PLAN_TABLE[name][tier]) throw capReached(name, tier);
}

/** Whether the person's plan includes the feature (for what runs without them: their card, their leads). */
export async function hasFeature(ctx: AppContext, who: Caller, name: FeatureName): Promise<boolean> {
  return PLAN_TABLE[name][await planTier(ctx, who)];
}

/** 403 'not-in-plan' when the person's plan does not include the feature. */
export async function assertFeature(
  ctx: AppContext,
  who: Caller,
  name: Extract<FeatureName, keyof typeof CAP_MESSAGES>,
): Promise<void> {
  if (!PLAN_TABLE[name][await planTier(ctx, who)]) throw notInPlan(CAP_MESSAGES[name]());
}

/** 403 'not-in-plan' when a history reaching back `days` days (today included) is older than the plan keeps. */
export async function assertHistoryInPlan(ctx: AppContext, who: Caller, days: number): Promise<void> {
  const tier = await planTier(ctx, who);
  if (days > PLAN_TABLE.analyticsHistoryDays[tier]) throw notInPlan(CAP_MESSAGES.analyticsHistoryDays(tier));
}
