import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Profile } from '@contract/profiles';
import type { Role } from '@contract/roles';
import { isPremiumRole } from '@contract/premium';
import { planTierOf, type PlanTier } from '@contract/caps';
import { useAuth, type AuthUser } from './auth';
import { isNotFound } from '../lib/api';
import { AbilityProvider, isSuperadminAbility, NO_ABILITY, useAbilityBuilder, type AppAbility } from '../lib/ability';
import { useMyRoles, useUserRecord, type UserRecord } from '../features/auth/api';
import { useMyProfiles } from '../features/profiles/queries';

/** Everything the signed-in screens share: the person, their roles, ability and profiles. */
export interface Session {
  user: AuthUser | null;
  record: UseQueryResult<UserRecord>;
  roles: UseQueryResult<Role[]>;
  profiles: UseQueryResult<Profile[]>;
  ability: AppAbility;
  /** The permission rules have loaded: until then `ability` allows nothing. */
  abilityReady: boolean;
  /** Spec §1: premium = the user has roles; product-wide ones only (`isPremiumRole`). */
  isPremium: boolean;
  /** The plan table's column the API holds this person to (contract/caps.ts). */
  planTier: PlanTier;
  isSuperadmin: boolean;
  /** The company the person belongs to (`users/{uid}.companyId`), if any. */
  companyId: string | null;
  /** The first default profile, else the first; or the one the person picked. */
  currentProfile: Profile | null;
  selectProfile: (profileId: string) => void;
  /** Spec §4: signed in, nothing loading, no profile: the user record must be created. */
  needsAccountSetup: boolean;
  /**
   * Signed in, and the record, roles, profiles and ability are in (answered or failed; offline,
   * the queries wait and this does not): what the signed-in shell waits for (guards.tsx).
   */
  ready: boolean;
}

const SessionContext = createContext<Session | null>(null);

/** A first answer (or failure) is in, or the query waits for the network (offline). */
const settled = (query: UseQueryResult<unknown>) => query.status !== 'pending' || query.fetchStatus !== 'fetching';

const choiceKey = (uid: string) => `everlink.currentProfile.${uid}`;

function readChoice(uid: string | undefined): string | null {
  if (!uid) return null;
  try {
    return localStorage.getItem(choiceKey(uid));
  } catch {
    return null;
  }
}

/** Spec §3: the chosen profile if it still exists, else the first default, else the first. */
export function pickCurrentProfile(profiles: readonly Profile[] | undefined, chosenId: string | null): Profile | null {
  if (!profiles?.length) return null;
  const usable = profiles.filter((p) => p.status !== 'deleted');
  const list = usable.length ? usable : profiles;
  return list.find((p) => p.id === chosenId) ?? list.find((p) => p.default) ?? list[0];
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const user = auth.status === 'signedIn' ? auth.user : null;
  const uid = user?.uid;
  const record = useUserRecord(uid);
  const roles = useMyRoles(uid);
  const profiles = useMyProfiles(!!uid);
  const [chosen, setChosen] = useState<{ uid?: string; id: string | null }>({ uid, id: readChoice(uid) });
  const chosenId = chosen.uid === uid ? chosen.id : readChoice(uid);

  const selectProfile = useCallback(
    (profileId: string) => {
      if (!uid) return;
      try {
        localStorage.setItem(choiceKey(uid), profileId);
      } catch {
        // Private mode without storage: the choice lasts for this visit.
      }
      setChosen({ uid, id: profileId });
    },
    [uid],
  );

  // The API adds the same base rules to the person's roles; the record names the person's company
  // (`users/{uid}.companyId`, docs/users-and-roles.md), which the contract's User leaves out.
  const companyId = (record.data as { companyId?: string | null } | undefined)?.companyId ?? undefined;
  const buildAbility = useAbilityBuilder(!!uid);
  const ability = useMemo(
    () =>
      buildAbility
        ? buildAbility(roles.data ?? [], uid ? { userId: uid, membership: { companyId } } : undefined)
        : NO_ABILITY,
    [buildAbility, roles.data, uid, companyId],
  );

  // Fetching, not just loading: a refetch after sign-up must not read as "no profile".
  const loading = record.isFetching || profiles.isFetching || roles.isFetching;
  const noProfile =
    (profiles.isSuccess && profiles.data.length === 0) ||
    // Until GET /v1/profiles exists on a server, a missing user record says the same.
    (profiles.isError && isNotFound(profiles.error) && record.isError && isNotFound(record.error));

  const value = useMemo<Session>(
    () => ({
      user,
      record,
      roles,
      profiles,
      ability,
      abilityReady: !!buildAbility,
      isPremium: (roles.data ?? []).some(isPremiumRole),
      planTier: planTierOf(roles.data ?? []),
      isSuperadmin: isSuperadminAbility(ability),
      companyId: companyId ?? null,
      currentProfile: pickCurrentProfile(profiles.data, chosenId),
      selectProfile,
      needsAccountSetup: !!user && !loading && noProfile,
      ready: !!user && !!buildAbility && settled(record) && settled(roles) && settled(profiles),
    }),
    [user, record, roles, profiles, ability, buildAbility, companyId, chosenId, selectProfile, loading, noProfile],
  );

  return (
    <SessionContext.Provider value={value}>
      <AbilityProvider value={ability}>{children}</AbilityProvider>
    </SessionContext.Provider>
  );
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}
