import type { AppContext } from '../../platform/context';
import type { Transaction } from '../../platform/store/types';
import { aliasSlug, claimSlug, freeSlug, slugBase } from '../links';
import { normalizeProfile, type StoredProfile } from './profiles.model';
import { dropPublicView } from '../../platform/public-view';
import { collections } from '../../platform/store/collections';

/**
 * The slug migration (jobs/transliterate-names.ts): slugs made from a name before names were
 * transliterated lost the letters accent stripping cannot fold ("Søren Łukasiewicz" became
 * `s-ren-ukasiewicz`). Such a slug, the old base of the profile's name alone or with the random
 * suffix uniqueSlug() adds, moves to the transliterated base (`soren-lukasiewicz`, or with a
 * suffix when taken); the old slug stays an alias of the link (links/slugs.ts), so printed
 * cards and QR codes keep opening the page. Slugs people chose themselves are left alone.
 */

/** How slugBase() read a name before transliteration, to recognise the slugs it made. */
function legacySlugBase(...parts: string[]): string {
  return parts
    .filter(Boolean)
    .join(' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '');
}

const SUFFIX = /^-[a-km-np-z2-9]{5}$/;

/** The new base for a profile whose slug the old slugBase() made from its name, else undefined. */
function renamedBase(profile: StoredProfile): string | undefined {
  if (!profile.slug || !profile.linkId) return undefined;
  for (const parts of [[profile.firstName, profile.lastName], [profile.name]]) {
    const old = legacySlugBase(...parts);
    const fresh = slugBase(...parts);
    if (!old || old === fresh || fresh === 'profile') continue;
    if (profile.slug === old || (profile.slug.startsWith(old) && SUFFIX.test(profile.slug.slice(old.length))))
      return fresh;
  }
  return undefined;
}

/** One page of profiles after `after` (id order), each renamed in its own transaction; `save` records progress. */
export async function migrateProfileSlugsPage(
  ctx: AppContext,
  after: string | undefined,
  pageSize: number,
  save: (tx: Transaction, last: string | undefined) => void,
): Promise<{ read: number; changed: number; last?: string }> {
  let query = collections(ctx).profiles.orderBy('id');
  if (after) query = query.startAfter(after);
  const page = await query.limit(pageSize).get();
  let changed = 0;
  for (const doc of page.docs) {
    const moved = await ctx.store.runTransaction(async (tx) => {
      const raw = (await tx.get(collections(ctx).profiles.doc(doc.id))).data();
      const profile = raw ? normalizeProfile(doc.id, raw as never) : undefined;
      const base = profile && renamedBase(profile);
      if (!profile || !base || !profile.slug || !profile.linkId) return false;
      const link = (await tx.get(collections(ctx).links.doc(profile.linkId))).data();
      if (!link || link.slug !== profile.slug) return false;
      const { slug, held } = await freeSlug(ctx, tx, base, profile.userId);
      const now = ctx.clock.now().toISOString();
      claimSlug(
        ctx,
        tx,
        { slug, linkId: link.id, userId: link.userId, createdAt: now, profileId: link.profileId },
        held,
      );
      aliasSlug(ctx, tx, { slug: profile.slug, current: slug, linkId: link.id, ownerId: link.userId });
      tx.update(collections(ctx).links.doc(link.id), { slug, updatedAt: now });
      tx.update(collections(ctx).profiles.doc(profile.id), { slug, updatedAt: now });
      dropPublicView(ctx, tx, profile.id);
      return true;
    });
    if (moved) changed++;
  }
  const last = page.docs.at(-1)?.id;
  // Progress in a write of its own: each profile above committed already, and runs again as a no-op.
  await ctx.store.runTransaction(async (tx) => save(tx, last));
  return { read: page.size, changed, ...(last ? { last } : {}) };
}
