import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { baseRules, type Membership } from '@contract/base-rules';

/** Subjects the rules name (see docs/users-and-roles.md); 'all' matches every subject. */
export type AppAbility = MongoAbility;

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
export function buildAbility(roles: readonly { permissions: readonly unknown[] }[], holder?: AbilityHolder): AppAbility {
  const base = holder ? baseRules(holder.userId, holder.membership) : [];
  return createMongoAbility([...base, ...roles.flatMap((role) => role.permissions)] as RawRuleOf<AppAbility>[]);
}

export function isSuperadminAbility(ability: AppAbility): boolean {
  return ability.can('manage', 'all');
}

/** `<Can I="update" a="Company">…</Can>` and `useAbility()` read the ability SessionProvider puts in context. */
export { AbilityProvider, Can, useAbility } from '@casl/react';
