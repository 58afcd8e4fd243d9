import { useEffect, useState } from 'react';
import type { MongoAbility } from '@casl/ability';
import type { buildAbility } from './build-ability';

/** Subjects the rules name (see docs/users-and-roles.md); 'all' matches every subject. */
export type AppAbility = MongoAbility;

/**
 * The ability before the rules engine has loaded: nothing is allowed. It has what CASL's
 * `useAbility` and `<Can>` read (`rules`, `on`), so a screen shows its signed-out-safe state for
 * the moment the engine takes to arrive.
 */
export const NO_ABILITY = {
  rules: [],
  can: () => false,
  cannot: () => true,
  relevantRuleFor: () => null,
  on: () => () => undefined,
} as unknown as AppAbility;

/**
 * CASL (≈ 7 KB gzipped) loads once someone signs in, not with the landing page: the signed-out
 * pages check no permission.
 */
export function useAbilityBuilder(wanted: boolean): typeof buildAbility | null {
  const [builder, setBuilder] = useState<typeof buildAbility | null>(null);
  useEffect(() => {
    if (!wanted || builder) return;
    let live = true;
    void import('./build-ability').then((module) => {
      if (live) setBuilder(() => module.buildAbility);
    });
    return () => {
      live = false;
    };
  }, [wanted, builder]);
  return builder;
}

export function isSuperadminAbility(ability: AppAbility): boolean {
  return ability.can('manage', 'all');
}

/** `<Can I="update" a="Company">…</Can>` and `useAbility()` read the ability SessionProvider puts in context. */
export { AbilityProvider, Can, useAbility } from '@casl/react';
