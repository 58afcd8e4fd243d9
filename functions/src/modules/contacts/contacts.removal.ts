import type { AppContext } from '../../platform/context';
import type { StoredContact } from './contacts.model';
import { BATCH_LIMIT, removePhotos } from './contacts.store';
import { collections } from '../../platform/store/collections';
import { keepDuplicateKeys, packChanges } from './contacts.dup-keys';
import { addContactsToCounts } from './contacts.count';
import { contactDeleted } from './contacts.activity';
import { commitWithOutbox } from '../../platform/outbox';

/**
 * Deletes contacts the caller was already allowed to delete, in batches, then their photos. With
 * their keys' counters a batch may hold fewer than all of them (contacts.dup-keys.ts), and a
 * quarter of a commit leaves room for the webhook events of a company's contacts (~3 writes each).
 */
export async function removeContacts(ctx: AppContext, contacts: readonly StoredContact[]): Promise<void> {
  for (const part of packChanges(
    contacts.map((before) => ({ before })),
    BATCH_LIMIT / 4,
  )) {
    const batch = ctx.store.batch();
    keepDuplicateKeys(ctx, batch, part);
    for (const { before } of part) {
      batch.delete(collections(ctx).contacts.doc(before.id));
      await contactDeleted(ctx, batch, before);
    }
    addContactsToCounts(
      ctx,
      batch,
      part.map(({ before }) => before),
      -1,
    );
    await commitWithOutbox(ctx, batch);
  }
  await removePhotos(
    ctx,
    contacts.map((c) => c.photoPath),
  );
}
