import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';

/** Subjects the rules name (see docs/users-and-roles.md); 'all' matches every subject. */
export type AppAbility = MongoAbility;

/** One ability from all the caller's roles, global and company, exactly as the API checks them. */
export function buildAbility(roles: readonly { permissions: readonly unknown[] }[]): AppAbility {
  return createMongoAbility(roles.flatMap((role) => role.permissions) as RawRuleOf<AppAbility>[]);
}

export function isSuperadminAbility(ability: AppAbility): boolean {
  return ability.can('manage', 'all');
}

/** `<Can I="update" a="Company">…</Can>` and `useAbility()` read the ability SessionProvider puts in context. */
export { AbilityProvider, Can, useAbility } from '@casl/react';
