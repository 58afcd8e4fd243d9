import { LRUCache } from 'lru-cache';
import type { AppContext } from '../context';
import { perStore } from '../store/per-store';
import { collections } from '../store/collections';
import { companyAccessRef, versionOf } from './access-version';
import { principalOf, type Principal, type PrincipalUser } from './principal';

/**
 * The caller's principal, kept per instance for `config.access.principalCacheMs` (docs/users-and-roles.md,
 * "The principal cache"). Each use reads the user record (global roles, company, disabled: always
 * fresh) and, for a company member, the company's access version, in one round trip; a cached
 * principal is used only while both still match what it was made from. So nothing is staler than
 * those two reads: a write that changes someone's rights bumps one of them (access-version.ts).
 */

/**
 * Principals kept per instance, and the characters of JSON they may take together: a member with
 * a role or two is under 1 KB, so the count binds first; people with many long custom roles are
 * held to the size (docs/operations.md, "Instance memory").
 */
export const PRINCIPAL_CACHE_SIZE = 10_000;
const PRINCIPAL_CACHE_CHARS = 16 * 1024 * 1024;

interface Cached {
  /** The user record's fields the principal was made from. */
  user: string;
  /** The company's access version, read before the principal's other documents. */
  companyVersion: number;
  principal: Principal;
}

type StoredUser = PrincipalUser & { accessVersion?: number };

const cacheOf = perStore((ctx: AppContext): LRUCache<string, Cached> | null => {
  const ttl = ctx.config.access.principalCacheMs;
  return ttl
    ? new LRUCache<string, Cached>({
        max: PRINCIPAL_CACHE_SIZE,
        maxSize: PRINCIPAL_CACHE_CHARS,
        sizeCalculation: (entry) => JSON.stringify(entry).length,
        ttl,
      })
    : null;
});

const fingerprint = (user: StoredUser) =>
  JSON.stringify([user.companyId ?? null, [...(user.roleIds ?? [])].sort(), user.accessVersion ?? 0]);

/** The principal with the user record's own flag, which is never cached. */
const withDisabled = (principal: Principal, user: StoredUser): Principal => {
  const { disabled: _cached, ...rest } = principal;
  return user.disabled ? { ...rest, disabled: true } : rest;
};

/** Who the person is to the permission check: from the cache while it matches their versions, else read. */
export async function currentPrincipal(ctx: AppContext, userId: string): Promise<Principal> {
  const cache = cacheOf(ctx);
  const known = cache?.get(userId);
  const knownCompany = known?.principal.membership.companyId;
  const [userSnap, knownVersion] = await Promise.all([
    collections(ctx).users.doc(userId).get(),
    knownCompany ? companyAccessRef(ctx, knownCompany).get() : undefined,
  ]);
  const user = userSnap.data();
  if (!user) {
    cache?.delete(userId);
    return { userId, membership: {}, roles: [] };
  }
  const stamp = fingerprint(user);
  if (known && known.user === stamp && (!knownVersion || versionOf(knownVersion) === known.companyVersion))
    return withDisabled(known.principal, user);
  // The version is read before the documents it guards: a change landing in between leaves the
  // entry older than its data, never newer, so the next call reads again.
  let companyVersion = 0;
  if (user.companyId)
    companyVersion = versionOf(
      knownVersion && user.companyId === knownCompany
        ? knownVersion
        : await companyAccessRef(ctx, user.companyId).get(),
    );
  const principal = await principalOf(ctx, userId, user);
  cache?.set(userId, { user: stamp, companyVersion, principal });
  return withDisabled(principal, user);
}
