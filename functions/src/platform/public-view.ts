import type { AppContext } from './context';
import type { Transaction, WriteBatch } from './store/types';
import { collections } from './store/collections';

/**
 * The public view's copies (`publicViews/{profileId}`, `publicCompanies/{companyId}`; the public
 * module builds them, docs/profiles-and-cards.md "The public view at scale"): every writer of a
 * fact a card shows drops the copy that holds it, in its own transaction or batch where it has
 * one. Only references here, so the writers (profiles, company, links, integrations) drop a copy
 * without importing the public module, which reads them.
 */

/** In the transaction or batch that changes a profile: its card is built again from the new facts. */
export function dropPublicView(
  ctx: Pick<AppContext, 'store'>,
  writes: Transaction | WriteBatch,
  profileId: string,
): void {
  writes.delete(collections(ctx).publicViews.doc(profileId));
}

/** In the transaction or batch that changes a company's brand or links. */
export function dropPublicCompany(
  ctx: Pick<AppContext, 'store'>,
  writes: Transaction | WriteBatch,
  companyId: string,
): void {
  writes.delete(collections(ctx).publicCompanies.doc(companyId));
}

/** After a change to what every card of a person shows (a feed, a connected calendar): each of their profiles'. */
export async function dropPublicViewsOf(ctx: Pick<AppContext, 'store'>, userId: string): Promise<void> {
  const profiles = await collections(ctx as AppContext)
    .profiles.where('userId', '==', userId)
    .get();
  if (profiles.empty) return;
  const batch = ctx.store.batch();
  for (const doc of profiles.docs) dropPublicView(ctx, batch, doc.id);
  await batch.commit();
}
