import type { AppContext } from '../../platform/context';
import type { Link } from '../../contract/links';
import { releaseSlug } from './slugs';
import { collections } from '../../platform/store/collections';

/**
 * A person's short links for their data export and account deletion (modules/privacy).
 *
 * On deletion every slug of theirs is held back for the usual 90 days (slugs.ts), so the QR
 * codes and cards they printed do not open someone else's page; the hold names no owner
 * (HELD_FOR_NOBODY), so nothing of the person stays and nobody can take the slug early.
 */

/** The owner of a hold that belongs to no account: no uid is empty, so no caller matches it. */
export const HELD_FOR_NOBODY = '';

export async function linksOf(ctx: AppContext, userId: string): Promise<Link[]> {
  const snap = await collections(ctx).links.where('userId', '==', userId).get();
  return snap.docs
    .map((d) => d.data())
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

/**
 * Account deletion: each link goes and its slug is held for nobody; slugs already held for the
 * person (from earlier changes) are held for nobody too, until their hold ends. In transactions
 * of 100 links, each re-reading what is left, so a run that stops is run again.
 */
export async function eraseLinksOf(ctx: AppContext, userId: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const count = await ctx.store.runTransaction(async (tx) => {
      const page = await tx.get(collections(ctx).links.where('userId', '==', userId).limit(100));
      for (const doc of page.docs) {
        releaseSlug(ctx, tx, doc.data().slug, HELD_FOR_NOBODY);
        tx.delete(doc.ref);
      }
      return page.size;
    });
    if (!count) break;
    removed += count;
  }
  for (;;) {
    const held = await collections(ctx).slugs.where('userId', '==', userId).limit(400).get();
    if (held.empty) break;
    const batch = ctx.store.batch();
    for (const doc of held.docs)
      batch.set(collections(ctx).slugs.doc(doc.data().slug), { ...doc.data(), userId: HELD_FOR_NOBODY });
    await batch.commit();
  }
  return removed;
}
