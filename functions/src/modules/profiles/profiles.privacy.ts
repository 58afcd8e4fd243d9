import type { AppContext } from '../../platform/context';
import type { Profile } from '../../contract/profiles';
import { normalizeProfile, type StoredProfile } from './profiles.model';
import { dropPublicView } from '../../platform/public-view';
import { collections } from '../../platform/store/collections';

/**
 * A person's profiles for their data export and account deletion (modules/privacy), deleted
 * ones included: a soft-deleted profile still holds their name and details.
 */

async function storedProfilesOf(ctx: AppContext, userId: string): Promise<StoredProfile[]> {
  const snap = await collections(ctx).profiles.where('userId', '==', userId).get();
  return snap.docs
    .map((d) => normalizeProfile(d.id, d.data() as never))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/** Every profile as its owner sees it, and the blob paths of its media (photos, files, video). */
export async function profilesOf(
  ctx: AppContext,
  userId: string,
): Promise<{ profiles: Profile[]; mediaPaths: string[] }> {
  const stored = await storedProfilesOf(ctx, userId);
  return {
    profiles: stored.map(({ mediaPaths: _m, ...profile }) => profile),
    mediaPaths: stored.flatMap((p) => Object.values(p.mediaPaths).flat()),
  };
}

export async function profileIdsOf(ctx: AppContext, userId: string): Promise<string[]> {
  return (await storedProfilesOf(ctx, userId)).map((p) => p.id);
}

/**
 * Account deletion: each profile's media (everything under `profiles/{profileId}/`), then the
 * documents. Links, cards and analytics that point at them go in their own steps, before this one.
 */
export async function eraseProfilesOf(ctx: AppContext, userId: string): Promise<number> {
  const snap = await collections(ctx).profiles.where('userId', '==', userId).get();
  for (const doc of snap.docs) await ctx.blobs.deletePrefix(`profiles/${doc.id}`);
  for (let i = 0; i < snap.docs.length; i += 400) {
    const batch = ctx.store.batch();
    for (const doc of snap.docs.slice(i, i + 400)) {
      batch.delete(doc.ref);
      dropPublicView(ctx, batch, doc.id);
    }
    await batch.commit();
  }
  return snap.size;
}
