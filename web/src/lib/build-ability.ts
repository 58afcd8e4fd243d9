import { createMongoAbility, type RawRuleOf } from '@casl/ability';
import { baseRules, type Membership } from '@contract/base-rules';
import type { AppAbility } from './ability';

/** Who the rules are for: the signed-in person and their company membership. */
export interface AbilityHolder {
  userId: string;
  membership?: Membership;
}

/**
 * One ability from all the caller's roles, global and company, plus the rules everyone holds
 * without a role (`baseRules`: their own objects, reading their company while a member), exactly
 * as the API checks them.
 */
export function buildAbility(
  roles: readonly { permissions: readonly unknown[] }[],
  holder?: AbilityHolder,
): AppAbility {
  const base = holder ? baseRules(holder.userId, holder.membership) : [];
  return createMongoAbility([...base, ...roles.flatMap((role) => role.permissions)] as RawRuleOf<AppAbility>[]);
}
