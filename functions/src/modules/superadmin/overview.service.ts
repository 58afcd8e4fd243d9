import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { requireSuperadmin } from '../../platform/access';
import { OVERVIEW_WINDOW_DAYS, type SuperadminOverview } from '../../contract/superadmin';
import type { Query } from '../../platform/store/types';
import { collections } from '../../platform/store/collections';

const DAY_MS = 24 * 60 * 60_000;

const countOf = async (query: Query<unknown>) => (await query.count().get()).data().count;

/**
 * The product in five numbers. Each is one count aggregate, never a read of the documents:
 * whole collections, one equality (`status`) and one range (`createdAt`) on a single field,
 * which Firestore serves from its automatic single-field indexes.
 */
export async function overview(ctx: AppContext, caller: AuthUser): Promise<SuperadminOverview> {
  await requireSuperadmin(ctx, caller);
  const since = new Date(ctx.clock.now().getTime() - OVERVIEW_WINDOW_DAYS * DAY_MS).toISOString();
  const [users, companies, activeCards, totalCards, leadsThisWeek] = await Promise.all([
    countOf(collections(ctx).users),
    countOf(collections(ctx).companies),
    countOf(collections(ctx).cards.where('status', '==', 'active')),
    countOf(collections(ctx).cards),
    countOf(collections(ctx).contacts.where('createdAt', '>=', since)),
  ]);
  return { users, companies, cards: { active: activeCards, total: totalCards }, leadsThisWeek, since };
}
