import type { AppContext } from '../../platform/context';
import type { Card } from '../../contract/cards';
import { collections } from '../../platform/store/collections';

/**
 * A person's cards for their data export and account deletion (modules/privacy).
 *
 * On deletion a personal card is deactivated and forgets its holder: deactivation is final, so
 * whoever finds the printed card cannot take it over, and its page says it is no longer active.
 * A company card still held (the company step normally releases it first) goes back to the
 * company, unassigned, for someone else to hold.
 */

export async function cardsOf(ctx: AppContext, userId: string): Promise<Card[]> {
  const snap = await collections(ctx).cards.where('userId', '==', userId).get();
  return snap.docs
    .map((d) => d.data())
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

export async function eraseCardsOf(ctx: AppContext, userId: string): Promise<number> {
  const snap = await collections(ctx).cards.where('userId', '==', userId).get();
  const now = ctx.clock.now().toISOString();
  for (let i = 0; i < snap.docs.length; i += 400) {
    const batch = ctx.store.batch();
    for (const doc of snap.docs.slice(i, i + 400)) {
      const card = doc.data();
      batch.update(
        doc.ref,
        card.companyId
          ? { status: 'unassigned', userId: null, profileId: null, updatedAt: now }
          : {
              status: 'deactivated',
              userId: null,
              profileId: null,
              deactivatedAt: card.deactivatedAt ?? now,
              updatedAt: now,
            },
      );
    }
    await batch.commit();
  }
  return snap.size;
}
