import type { AppContext } from '../../platform/context';
import { publish } from '../../platform/events';
import type { Transaction, WriteBatch } from '../../platform/store/types';
import { webhookContact } from '../../contract/webhooks';
import type { StoredContact } from './contacts.model';

/**
 * A company's contact changed or deleted in `writer` (committed with transactWithOutbox or
 * commitWithOutbox): the company's webhooks hear of it exactly when the change is written
 * (docs/webhooks.md). A personal contact (no `companyId`) tells nobody.
 */
export async function contactUpdated(
  ctx: AppContext,
  writer: WriteBatch | Transaction,
  contact: StoredContact,
): Promise<void> {
  if (!contact.companyId) return;
  await publish(ctx, 'company.activity', {
    companyId: contact.companyId,
    type: 'contact.updated',
    data: { contact: webhookContact(contact) },
    writer,
    about: [contact.id],
  });
}

export async function contactDeleted(
  ctx: AppContext,
  writer: WriteBatch | Transaction,
  contact: StoredContact,
): Promise<void> {
  if (!contact.companyId) return;
  await publish(ctx, 'company.activity', {
    companyId: contact.companyId,
    type: 'contact.deleted',
    data: { contact: { id: contact.id, ownerId: contact.userId } },
    writer,
  });
}
