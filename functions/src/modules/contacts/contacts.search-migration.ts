import type { AppContext } from '../../platform/context';
import type { Transaction } from '../../platform/store/types';
import { searchKeysOf, type StoredContact } from './contacts.model';
import { collections } from '../../platform/store/collections';

/**
 * One page of the search-key migration (jobs/transliterate-names.ts): the contacts after `after`
 * in id order get the keys today's searchKeysOf() makes. Read and written in one transaction, with
 * the job's progress (`save`), so a run that dies loses at most the page it was on, and a contact
 * edited meanwhile is read again. Keys already current are not written: a second run changes nothing.
 */
export async function refreshSearchKeysPage(
  ctx: AppContext,
  after: string | undefined,
  pageSize: number,
  save: (tx: Transaction, last: string | undefined) => void,
): Promise<{ read: number; changed: number; last?: string }> {
  return ctx.store.runTransaction(async (tx) => {
    let query = collections(ctx).contacts.orderBy('id');
    if (after) query = query.startAfter(after);
    const page = await tx.get(query.limit(pageSize));
    let changed = 0;
    for (const doc of page.docs) {
      const contact: StoredContact = doc.data();
      const keys = searchKeysOf(contact);
      if (JSON.stringify(keys) === JSON.stringify(contact.search)) continue;
      tx.update(collections(ctx).contacts.doc(contact.id), { search: keys });
      changed++;
    }
    const last = page.docs.at(-1)?.id;
    save(tx, last);
    return { read: page.size, changed, ...(last ? { last } : {}) };
  });
}
