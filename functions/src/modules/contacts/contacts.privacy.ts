import type { AppContext } from '../../platform/context';
import type { ContactFileType } from '../../contract/contacts';
import { exportFile, type ExportFile } from './contacts.export';
import { planFor, walk } from './contacts.query';
import type { StoredContact } from './contacts.model';
import { collections } from '../../platform/store/collections';
import { keepDuplicateKeys } from './contacts.dup-keys';

/**
 * A person's contact book for their data export and for account deletion (modules/privacy).
 * Both go by the owner's id, not by a caller: a superadmin may act for someone else.
 */

/** Every contact the person owns, oldest first, a page at a time. */
export async function* contactsOf(ctx: AppContext, userId: string): AsyncGenerator<StoredContact> {
  for await (const { contact } of walk(planFor(ctx, userId, { sort: 'createdAt', order: 'asc' }), undefined, 500))
    yield contact;
}

/** The book as the contacts export writes it (CSV with formula cells escaped, or vCards). */
export function contactsFileOf(ctx: AppContext, userId: string, type: ContactFileType): ExportFile {
  return exportFile(type, contactsOf(ctx, userId), { publicUrl: ctx.config.publicUrl, date: ctx.clock.now() });
}

/** Blob paths of the contacts' photos, for the export's uploads folder. */
export async function* contactPhotoPathsOf(ctx: AppContext, userId: string): AsyncGenerator<string> {
  for await (const contact of contactsOf(ctx, userId)) if (contact.photoPath) yield contact.photoPath;
}

/** Deletes one contact and its photo (a lead's erasure request); true when there was one. */
export async function eraseContact(ctx: AppContext, contactId: string): Promise<StoredContact | null> {
  const ref = collections(ctx).contacts.doc(contactId);
  const removed = await ctx.store.runTransaction(async (tx) => {
    const contact = (await tx.get(ref)).data();
    if (contact) {
      keepDuplicateKeys(ctx, tx, [{ before: contact }]);
      tx.delete(ref);
    }
    return contact ?? null;
  });
  if (removed?.photoPath)
    await ctx.blobs
      .delete(removed.photoPath)
      .catch((err: unknown) => ctx.logger.warn({ err, contactId }, 'lead photo not removed'));
  return removed;
}

/**
 * Account deletion: every contact of the person and every photo under their folder. In batches
 * of 400 (Firestore takes 500 writes a commit); each batch re-reads what is left, so a run that
 * stops is simply run again.
 */
export async function eraseContactsOf(ctx: AppContext, userId: string): Promise<number> {
  let removed = 0;
  for (;;) {
    const page = await collections(ctx).contacts.where('userId', '==', userId).limit(400).get();
    if (page.empty) break;
    const photos = page.docs.map((d) => d.data().photoPath).filter((p): p is string => !!p);
    const batch = ctx.store.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    await Promise.all(photos.map((p) => ctx.blobs.delete(p)));
    removed += page.size;
  }
  // The book's duplicate-key counters (hashed, but the person's all the same) and its mark.
  for (;;) {
    const page = await collections(ctx).duplicateKeys.where('userId', '==', userId).limit(400).get();
    if (page.empty) break;
    const batch = ctx.store.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
  }
  await collections(ctx).duplicateBooks.doc(userId).delete();
  // Photos are stored under contacts/{userId}/: whatever an interrupted run left goes too.
  await ctx.blobs.deletePrefix(`contacts/${userId}`);
  return removed;
}

/**
 * Account deletion: other people's contacts that point at the person's profiles (a company's
 * leads collected on them, someone's saved copy of their card) keep their details but stop
 * pointing at profiles that are going away.
 */
export async function detachProfilesFromContacts(ctx: AppContext, profileIds: readonly string[]): Promise<number> {
  let changed = 0;
  for (const profileId of profileIds) {
    for (const field of ['profileId', 'linkedProfileId'] as const) {
      for (;;) {
        const page = await collections(ctx).contacts.where(field, '==', profileId).limit(400).get();
        if (page.empty) break;
        const batch = ctx.store.batch();
        for (const doc of page.docs) batch.update(doc.ref, { [field]: null, updatedAt: ctx.clock.now().toISOString() });
        await batch.commit();
        changed += page.size;
      }
    }
  }
  return changed;
}
