import type { AppContext } from '../../platform/context';
import type { Link } from '../../contract/links';
import type { Profile } from '../../contract/profiles';
import { normalizeProfile, type StoredProfile } from './profiles.model';
import { collections } from '../../platform/store/collections';

/** Reads and shapes shared by the profile service and profile creation. */

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
