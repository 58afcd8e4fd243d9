import type { AppContext } from '../../platform/context';
import { publish } from '../../platform/events';
import type { Transaction, WriteBatch } from '../../platform/store/types';
import { webhookContact } from '../../contract/webhooks';
import type { StoredContact } from './contacts.model';

/**
 * A contact changed or deleted in `writer` (committed with transactWithOutbox or commitWithOutbox):
 * the company CRM pushes the edit of a contact it holds (docs/company-crm.md), and the company's
 * webhooks hear of it (docs/webhooks.md), exactly when the change is written. A personal contact
 * (no `companyId`) tells no webhook.
 */
export async function contactUpdated(
  ctx: AppContext,
  writer: WriteBatch | Transaction,
  contact: StoredContact,
): Promise<void> {
  await publish(ctx, 'contact.updated', { contact, writer });
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
