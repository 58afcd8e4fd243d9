import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import { API_SCOPES, SCOPE_RULES, type ApiScope } from '../../contract/api-keys';
import type { Action, Subject } from '../../contract/roles';
import type { Caller } from './check';

// One ability a set of scopes; keys hold a handful of sets.
const byScopes = new Map<string, MongoAbility>();

function scopeAbility(scopes: readonly ApiScope[]): MongoAbility {
  const key = [...scopes].sort().join(' ');
  let ability = byScopes.get(key);
  if (!ability) {
    const rules = scopes.flatMap((s) => SCOPE_RULES[s]) as unknown as RawRuleOf<MongoAbility>[];
    ability = createMongoAbility(rules);
    byScopes.set(key, ability);
  }
  return ability;
}

/**
 * Whether the caller's key (if the call came with one) lets it take `action` on `type`: a key's
 * rights are its creator's rights cut down to its scopes, so every check asks both. A caller
 * without a key is not cut down.
 */
export function keyAllows(caller: Caller, action: Action, type: Subject): boolean {
  const grant = 'apiKey' in caller ? caller.apiKey : undefined;
  if (!grant) return true;
  return scopeAbility(grant.scopes).can(action, type);
}

/** Whether the call came with an API key (its caller is the key's creator, cut to the key's scopes). */
export const viaKey = (caller: Caller): boolean => 'apiKey' in caller && !!caller.apiKey;

/** The scopes whose rules allow `action` on `type`: what a route taking keys asks of one (docs/api-keys.md). */
export function scopesAllowing(action: Action, type: Subject): ApiScope[] {
  return API_SCOPES.filter((scope) => scopeAbility([scope]).can(action, type));
}
