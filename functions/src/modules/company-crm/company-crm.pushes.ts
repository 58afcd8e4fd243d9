import type { AppContext } from '../../platform/context';
import type { DomainEvents } from '../../platform/events';
import { commitWithOutbox, enqueue, type TopicHandler } from '../../platform/outbox';
import type { Transaction, WriteBatch } from '../../platform/store/types';
import { collections } from '../../platform/store/collections';
import { COMPANY_CRM_MESSAGES, type CompanyCrmId } from '../../contract/company-crm';
import type { Contact } from '../../contract/contacts';
import type { CompanyCrmProvider } from '../../integrations/core/company-crm.types';
import { ProviderError } from '../../integrations/core/http';
import { contactsByIds } from '../contacts';
import { crmRef, pushRef, type StoredCompanyCrm, type StoredCompanyCrmPush } from './company-crm.model';
import { CrmUnusable, useCrm } from './company-crm.tokens';
import { recordOf } from './company-crm.record';

/**
 * Contacts into the company's CRM through the outbox (docs/company-crm.md): a lead on an
 * employee's card, a contact they mark, and every later edit of one, each a message of the CRM's
 * topic (`company-crm:<id>`, one a contact) written with the change. A CRM that no longer honours
 * the connection leaves the push waiting, its attempts untouched, until an admin reconnects; a
 * CRM that does not answer (429, 5xx, no answer) is tried again with the outbox's backoff; any
 * other refusal, or an answer of the wrong shape, fails the push with the CRM's words.
 */

export const companyCrmTopic = (crm: string) => `company-crm:${crm}`;
const messageId = (contactId: string) => `company-crm_${contactId}`;

type CompanyContact = Contact & { companyId?: string | null };
type Writer = WriteBatch | Transaction;
interface PushMessage {
  contactId: string;
}
type Outcome =
  | { kind: 'synced'; remoteId: string; ownerId: string | null }
  | { kind: 'waiting' | 'failed'; reason: string }
  | { kind: 'gone' | 'skip' };

/** The push made pending again (its CRM id kept while the CRM is the same), with its outbox message. */
export function queuePush(
  ctx: AppContext,
  writer: Writer,
  before: StoredCompanyCrmPush | undefined,
  push: Pick<StoredCompanyCrmPush, 'contactId' | 'companyId' | 'crm' | 'userId' | 'marked'>,
): StoredCompanyCrmPush {
  const now = ctx.clock.now().toISOString();
  const same = before?.crm === push.crm;
  const next: StoredCompanyCrmPush = {
    ...push,
    status: 'pending',
    attempts: same ? before.attempts : 0,
    lastError: null,
    remoteId: same ? before.remoteId : null,
    ownerId: same ? before.ownerId : null,
    syncedAt: same ? before.syncedAt : null,
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  };
  writer.set(pushRef(ctx, push.contactId), next);
  enqueue(ctx, writer, {
    topic: companyCrmTopic(push.crm),
    payload: { contactId: push.contactId },
    id: messageId(push.contactId),
    // A visitor's erasure of the lead takes the waiting message too (`messagesAbout`).
    about: [push.contactId],
  });
  return next;
}

export const pushMessageId = messageId;

/** `lead.captured` (wiring.ts): a lead on a company employee's card goes to the company's CRM, in the lead's batch. */
export async function pushCompanyLead(ctx: AppContext, { lead, batch }: DomainEvents['lead.captured']): Promise<void> {
  const companyId = (lead as CompanyContact).companyId;
  if (!companyId) return;
  const connected = (await crmRef(ctx, companyId).get()).data();
  if (!connected) return;
  queuePush(ctx, batch, undefined, {
    contactId: lead.id,
    companyId,
    crm: connected.crm,
    userId: lead.userId,
    marked: true,
  });
}

/** `contact.updated` (wiring.ts): the edit of a pushed, still marked contact goes out in the edit's transaction. */
export async function pushEditedContact(
  ctx: AppContext,
  { contact, writer }: DomainEvents['contact.updated'],
): Promise<void> {
  // Plain reads: the transaction has written already, and neither document is the edit's to guard.
  const before = (await pushRef(ctx, contact.id).get()).data();
  if (!before?.marked) return;
  const connected = (await crmRef(ctx, before.companyId).get()).data();
  if (!connected) return;
  queuePush(ctx, writer, before, { ...before, crm: connected.crm });
}

/** `lead.erased` (wiring.ts): the push record goes with the lead; its message names the lead, so the erasure takes it. */
export function forgetCompanyLeadPush(ctx: AppContext, { contactId, batch }: DomainEvents['lead.erased']): void {
  batch.delete(pushRef(ctx, contactId));
}

/**
 * `company.activity` (wiring.ts): a company contact deleted takes its push record in the same
 * write; the CRM keeps its record (Everlink → CRM only).
 */
export function forgetDeletedContactPush(ctx: AppContext, event: DomainEvents['company.activity']): void {
  if (event.type !== 'contact.deleted') return;
  const contact = event.data.contact as { id?: unknown } | undefined;
  if (typeof contact?.id === 'string') event.writer.delete(pushRef(ctx, contact.id));
}

/** After a (re)connection: every push that waited for it goes out again, a batch of pushes at a time. */
export async function requeueWaiting(ctx: AppContext, companyId: string, crm: CompanyCrmId): Promise<number> {
  let requeued = 0;
  for (;;) {
    const page = await collections(ctx)
      .companyCrmPushes.where('companyId', '==', companyId)
      .where('status', '==', 'waiting_for_reconnect')
      .limit(150)
      .get();
    if (page.empty) return requeued;
    const batch = ctx.store.batch();
    for (const doc of page.docs) queuePush(ctx, batch, doc.data(), { ...doc.data(), crm });
    await commitWithOutbox(ctx, batch);
    requeued += page.size;
  }
}

async function attempt(
  ctx: AppContext,
  provider: CompanyCrmProvider,
  push: StoredCompanyCrmPush,
  connected: StoredCompanyCrm,
): Promise<Outcome> {
  const [contact] = await contactsByIds(ctx, [push.contactId]);
  if (!contact) return { kind: 'gone' };
  try {
    const record = await recordOf(ctx, provider, connected, push, contact);
    const { remoteId } = await useCrm(ctx, provider, connected, (call) => provider.upsert(call, record));
    return { kind: 'synced', remoteId, ownerId: record.ownerId };
  } catch (error) {
    if (error instanceof CrmUnusable) return { kind: 'waiting', reason: error.reason };
    // No answer, a 429 or a 5xx: thrown, so the outbox tries again after its backoff.
    if (error instanceof ProviderError && error.kind !== 'unavailable') return { kind: 'failed', reason: error.detail };
    throw error;
  }
}

/** How the outbox delivers one CRM's pushes, and the push's state after each attempt (in the outcome's transaction). */
export function companyCrmPushTopic(provider: CompanyCrmProvider): TopicHandler<PushMessage, Outcome> {
  return {
    async deliver(ctx, { contactId }) {
      const push = (await pushRef(ctx, contactId).get()).data();
      if (!push || push.status !== 'pending' || push.crm !== provider.id) return { kind: 'skip' };
      const connected = (await crmRef(ctx, push.companyId).get()).data();
      if (!connected || connected.crm !== provider.id)
        return { kind: 'waiting', reason: COMPANY_CRM_MESSAGES.notConnected };
      return attempt(ctx, provider, push, connected);
    },
    async settled(ctx, tx, { contactId }, { delivery, result }) {
      const ref = pushRef(ctx, contactId);
      const push = (await tx.get(ref)).data();
      if (!push || push.status !== 'pending' || result?.kind === 'skip') return;
      const updatedAt = ctx.clock.now().toISOString();
      const tried = { attempts: push.attempts + 1, updatedAt };
      if (result?.kind === 'gone') tx.delete(ref);
      else if (result?.kind === 'synced')
        tx.set(ref, {
          ...push,
          ...tried,
          status: 'synced',
          lastError: null,
          remoteId: result.remoteId,
          ownerId: result.ownerId,
          syncedAt: updatedAt,
        });
      // Nothing was spent: the push waits for the reconnect, its attempts as they were.
      else if (result?.kind === 'waiting')
        tx.set(ref, { ...push, status: 'waiting_for_reconnect', lastError: result.reason, updatedAt });
      else if (result?.kind === 'failed')
        tx.set(ref, { ...push, ...tried, status: 'failed', lastError: result.reason });
      else
        tx.set(ref, {
          ...push,
          ...tried,
          status: delivery.state === 'ERROR' ? 'failed' : 'pending',
          lastError: delivery.error,
        });
    },
  };
}
