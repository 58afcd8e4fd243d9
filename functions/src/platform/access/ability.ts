import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { baseRules, type Membership, type PermissionRule } from '../../contract/roles';

export type AppAbility = MongoAbility;

export interface RuleVariables {
  userId: string;
  companyId?: string;
  divisionIds?: string[];
}

/**
 * Role rules may name the caller or their company in conditions as "${user.id}" and
 * "${company.id}", and the caller's divisions as "${user.divisionIds}" (a list, for `$in`);
 * they are filled in before the rules reach CASL or the browser.
 */
export function interpolateRules(rules: PermissionRule[], vars: RuleVariables): PermissionRule[] {
  const text = JSON.stringify(rules)
    .replaceAll('"${user.divisionIds}"', JSON.stringify(vars.divisionIds ?? []))
    .replaceAll('${user.id}', vars.userId)
    .replaceAll('${company.id}', vars.companyId ?? '');
  return JSON.parse(text) as PermissionRule[];
}

function abilityFor(rules: PermissionRule[]): AppAbility {
  return createMongoAbility(rules as RawRuleOf<AppAbility>[]);
}

/** Every rule the person holds: what they own, what membership gives, and their roles. */
export function abilityOfPrincipal(principal: {
  userId: string;
  membership: Membership;
  roles: readonly { permissions: PermissionRule[] }[];
}): AppAbility {
  return abilityFor([
    ...baseRules(principal.userId, principal.membership),
    ...principal.roles.flatMap((r): PermissionRule[] => r.permissions),
  ]);
}
