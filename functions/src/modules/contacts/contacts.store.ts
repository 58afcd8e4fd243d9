import type { AppContext } from '../../platform/context';
import type { AuthUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { authorize } from '../../platform/access';
import type { Action } from '../../contract/roles';
import type { StoredContact } from './contacts.model';
import { collections } from '../../platform/store/collections';

/** Shared by the contacts service's files. */

/** Firestore commits at most 500 writes at once; every multi-document write here stays within it. */
export const BATCH_LIMIT = 500;

export const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** A contact the caller may act on, or 404 (also for another user's: ids leak nothing). */
export async function ownContact(
  ctx: AppContext,
  caller: AuthUser,
  contactId: string,
  action: Action = 'read',
): Promise<StoredContact> {
  const contact = (await collections(ctx).contacts.doc(contactId).get()).data();
  if (!contact) throw notFound();
  await authorize(ctx, caller, action, 'Contact', contact);
  return contact;
}

export async function removePhotos(ctx: AppContext, paths: (string | undefined)[]): Promise<void> {
  // The documents are gone already; a file left behind is only storage, so it must not fail the call.
  await Promise.all(
    paths
      .filter((p): p is string => !!p)
      .map((p) =>
        ctx.blobs.delete(p).catch((error) => ctx.logger.warn({ err: error, path: p }, 'contact photo not removed')),
      ),
  );
}

/** Contacts by id, as stored; ids that name none are left out. For features acting on contacts they hold no copy of (the company CRM's pushes). */
export async function contactsByIds(ctx: Pick<AppContext, 'store'>, ids: readonly string[]): Promise<StoredContact[]> {
  if (!ids.length) return [];
  const snaps = await ctx.store.getAll(...ids.map((id) => collections(ctx).contacts.doc(id)));
  return snaps.map((snap) => snap.data()).filter((c): c is StoredContact => !!c);
}
