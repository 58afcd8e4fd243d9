import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { PermissionRule } from '../contract/roles';

export type AppAbility = MongoAbility;

/**
 * Role rules may name the caller or their company in conditions as "${user.id}" and
 * "${company.id}"; they are filled in before the rules reach CASL or the browser.
 */
export function interpolateRules(rules: PermissionRule[], vars: { userId: string; companyId?: string }): PermissionRule[] {
  const text = JSON.stringify(rules)
    .replaceAll('${user.id}', vars.userId)
    .replaceAll('${company.id}', vars.companyId ?? '');
  return JSON.parse(text) as PermissionRule[];
}

export function abilityFor(rules: PermissionRule[]): AppAbility {
  return createMongoAbility(rules as RawRuleOf<AppAbility>[]);
}
