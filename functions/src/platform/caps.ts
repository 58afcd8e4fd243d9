import type { AppContext } from './context';
import { ApiError } from './errors';
import { principalOfCaller, type Caller } from './access';
import type { Query } from './store/types';
import { CAPS, CAP_MESSAGES, type CapName } from '../contract/caps';
import { isPremiumRole } from '../contract/premium';

/** Premium = the person has a product-wide role (a plan, staff): `isPremiumRole`, ARCHITECTURE.md §3. */
export async function isPremium(ctx: AppContext, who: Caller): Promise<boolean> {
  return (await principalOfCaller(ctx, who)).roles.some(isPremiumRole);
}

/** The person's cap of this kind: the free one, or the premium one. */
export async function capOf(ctx: AppContext, who: Caller, name: CapName): Promise<number> {
  return CAPS[name][(await isPremium(ctx, who)) ? 'premium' : 'free'];
}

export const capReached = (message: string) => new ApiError(409, message, 'limit-reached');

/**
 * 409 'limit-reached' when what `held` counts plus `adding` would pass the person's cap. Checked
 * before the write, outside its transaction: two writes at the same moment may pass the cap by
 * one each, which a cap against filling the store allows for.
 */
export async function assertUnderCap(ctx: AppContext, who: Caller, name: Exclude<CapName, 'leadsPerProfilePerDay'>, held: Query<unknown>, adding = 1): Promise<void> {
  const [cap, count] = await Promise.all([capOf(ctx, who, name), held.count().get()]);
  if (count.data().count + adding > cap) throw capReached(CAP_MESSAGES[name](cap));
}
