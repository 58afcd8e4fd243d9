import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import type { Transaction } from '../../platform/store/types';
import { notFound } from '../../platform/errors';
import { authorize } from '../../platform/access';
import type { Link } from '../../contract/links';
import type { Profile } from '../../contract/profiles';
import type { Action } from '../../contract/roles';
import { loadProfile, normalizeProfile, type StoredProfile } from './profiles.model';
import { collections } from '../../platform/store/collections';

/** Reads and shapes shared by the profile service, profile creation and media, and the profile others may act on. */

/** The profile as its owner sees it: everything but the storage bookkeeping. */
export function ownerView(profile: StoredProfile): Profile {
  const { mediaPaths: _paths, ...rest } = profile;
  return rest;
}

export function shareLink(linkId: string, slug: string, userId: string, profileId: string, now: string): Link {
  return {
    id: linkId,
    slug,
    targetType: 'profile',
    profileId,
    url: null,
    userId,
    title: null,
    clicks: 0,
    createdAt: now,
    updatedAt: now,
  };
}

export const userProfilesQuery = (ctx: AppContext, userId: string) =>
  collections(ctx).profiles.where('userId', '==', userId);

/** The profile a member's company manages: their default one if it carries the company, else the oldest that does. */
export const companyProfileOf = (profiles: StoredProfile[]) =>
  profiles.find((p) => p.companyId && p.default) ?? profiles.find((p) => p.companyId);

export function liveProfiles(snaps: { id: string; data(): unknown }[]): StoredProfile[] {
  return snaps
    .map((s) => normalizeProfile(s.id, s.data() as never))
    .filter((p) => p.status !== 'deleted')
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** A profile the caller may act on (their own, or one their company role covers), not deleted; anything else is 404 so ids leak nothing. */
export async function ownedProfile(
  ctx: AppContext,
  caller: AuthUser,
  profileId: string,
  action: Action = 'update',
): Promise<StoredProfile> {
  const profile = await loadProfile(ctx, profileId);
  if (!profile || profile.status === 'deleted') throw notFound();
  await authorize(ctx, caller, action, 'Profile', profile);
  return profile;
}

/** Re-reads the caller's profile inside a transaction, with the same rule. */
export async function ownedProfileInTx(
  ctx: AppContext,
  tx: Transaction,
  caller: AuthUser,
  profileId: string,
): Promise<StoredProfile> {
  const snap = await tx.get(collections(ctx).profiles.doc(profileId));
  const raw = snap.data();
  const profile = raw ? normalizeProfile(snap.id, raw as never) : null;
  if (!profile || profile.status === 'deleted') throw notFound();
  await authorize(ctx, caller, 'update', 'Profile', profile);
  return profile;
}
