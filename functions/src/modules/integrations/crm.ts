import { hasFeature } from '../../platform/caps';
import { createContext, type AppContext, type AppDeps } from '../../platform/context';
import type { DomainEvents } from '../../platform/events';
import { deliver, enqueue, sweepOutbox, type TopicHandler } from '../../platform/outbox';
import type { WriteBatch } from '../../platform/store/types';
import type { Caller } from '../../platform/access';
import { authorize } from '../../platform/access';
import type { CrmPushState } from '../../contract/integrations';
import type { CrmContact, IntegrationProvider } from '../../integrations/core/types';
import { ProviderError } from '../../integrations/core/http';
import { PROVIDERS } from '../../integrations/registry';
import { settingsOf } from '../../integrations/core/settings';
import { connectionRef } from '../../integrations/core/store';
import type { JobReport } from '../../jobs/registry';
import { ConnectionUnusable, useTokens } from '../../integrations/core/connections';
import { crmPushRef, pushStateOf, type StoredCrmPush } from '../../integrations/core/crm-counts';

/**
 * Contacts into the owner's CRM, through the outbox (platform/outbox): a new lead's push is written
 * in the lead's own batch and delivered after the answer; a push that fails waits and is tried again
 * (the outbox's default backoff: 1 min, 5 min, 30 min, 2 h, 6 h), then gives up — shown on the
 * contact, which "sync" can push again. The outbox holds the retry state; `crmPushes/{provider}_{contactId}` shows it to the
 * owner, written in the same transaction as each attempt's outcome. Nothing here fails the lead.
 */

/** What the contacts feature hands over: the contact as stored. */
export interface ContactForCrm {
  id: string;
  userId: string;
  companyId?: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  company: string;
}

export const crmProviders = () => PROVIDERS.filter((p) => p.pushContact);

/** The outbox topic of a CRM's pushes, and the one message a contact has in it. */
export const crmTopic = (provider: IntegrationProvider) => `crm:${provider.id}`;
const messageId = (provider: IntegrationProvider, contactId: string) => `crm_${provider.id}_${contactId}`;

const payloadOf = (contact: ContactForCrm): CrmContact => ({
  firstName: contact.firstName,
  lastName: contact.lastName,
  email: contact.email,
  phone: contact.phoneNumber,
  companyName: contact.company,
});

function reasonOf(provider: IntegrationProvider, error: unknown): string {
  if (error instanceof ConnectionUnusable)
    return error.state === 'not_connected'
      ? `${provider.name} is not connected.`
      : `The ${provider.name} connection needs a reconnect.`;
  if (error instanceof ProviderError) return error.detail;
  throw error;
}

interface CrmMessage {
  contactId: string;
}

/** How the outbox delivers a CRM's pushes: one attempt, and the contact's push state after each. */
export function crmPushTopic(provider: IntegrationProvider): TopicHandler<CrmMessage, string | null> {
  return {
    async deliver(ctx, { contactId }) {
      const push = (await crmPushRef(ctx.store, provider.id, contactId).get()).data();
      const pushContact = provider.pushContact;
      if (!push || push.status !== 'pending' || !push.payload || !pushContact) return null;
      const payload = push.payload;
      try {
        const { remoteId } = await useTokens(ctx, provider, push.userId, (call, tokens, connection) =>
          pushContact(call, tokens, connection, payload),
        );
        return remoteId;
      } catch (error) {
        throw new Error(reasonOf(provider, error), { cause: error });
      }
    },
    async settled(ctx, tx, { contactId }, { delivery, result }) {
      const ref = crmPushRef(ctx.store, provider.id, contactId);
      const current = (await tx.get(ref)).data();
      if (!current || current.status !== 'pending') return;
      const now = ctx.clock.now().toISOString();
      const next: StoredCrmPush =
        delivery.state === 'SUCCESS'
          ? {
              ...current,
              status: 'synced',
              attempts: delivery.attempts,
              lastError: null,
              nextAttemptAt: null,
              syncedAt: now,
              remoteId: result ?? null,
              payload: null,
              updatedAt: now,
            }
          : delivery.state === 'ERROR'
            ? {
                ...current,
                status: 'failed',
                attempts: delivery.attempts,
                lastError: delivery.error,
                nextAttemptAt: null,
                payload: null,
                updatedAt: now,
              }
            : {
                ...current,
                attempts: delivery.attempts,
                lastError: delivery.error,
                nextAttemptAt: delivery.nextAttemptTime,
                updatedAt: now,
              };
      tx.set(ref, next);
    },
  };
}

/** The CRM the contact's owner has connected (on a plan with integrations), or null. */
async function connectedCrm(ctx: AppContext, contact: ContactForCrm): Promise<IntegrationProvider | null> {
  for (const provider of crmProviders()) {
    if (!settingsOf(ctx, provider)) continue;
    if (!(await connectionRef(ctx.store, provider.id, contact.userId).get()).exists) continue;
    // A connection left from an ended plan syncs nothing new.
    return (await hasFeature(ctx, { uid: contact.userId }, 'integrations')) ? provider : null;
  }
  return null;
}

/** Writes the push, pending, and its outbox message into the caller's batch; answers the message's id. */
async function queuePush(
  ctx: AppContext,
  batch: WriteBatch,
  provider: IntegrationProvider,
  contact: ContactForCrm,
): Promise<string> {
  const ref = crmPushRef(ctx.store, provider.id, contact.id);
  const now = ctx.clock.now().toISOString();
  const before = (await ref.get()).data();
  batch.set(ref, {
    provider: provider.id,
    userId: contact.userId,
    companyId: contact.companyId ?? null,
    contactId: contact.id,
    status: 'pending',
    attempts: 0,
    lastError: null,
    nextAttemptAt: now,
    syncedAt: before?.syncedAt ?? null,
    remoteId: before?.remoteId ?? null,
    payload: payloadOf(contact),
    createdAt: before?.createdAt ?? now,
    updatedAt: now,
  });
  return enqueue(ctx, batch, {
    topic: crmTopic(provider),
    payload: { contactId: contact.id },
    id: messageId(provider, contact.id),
    // A visitor's erasure of the lead takes the waiting push too (`messagesAbout`).
    about: [contact.id],
  });
}

/** `lead.captured` (wired in wiring.ts): the lead's push goes into the lead's own batch. */
export async function pushLeadToCrm(ctx: AppContext, event: DomainEvents['lead.captured']): Promise<void> {
  const provider = await connectedCrm(ctx, event.lead);
  if (provider) await queuePush(ctx, event.batch, provider, event.lead);
}

/**
 * `lead.erased` (wired in wiring.ts): the lead's push in every CRM, with the visitor's details, goes
 * in the erasure's batch; its outbox message names the lead (`about`), so the erasure takes it too
 * and no retry sends the details after it.
 */
export function forgetLeadPushes(ctx: AppContext, { contactId, batch }: DomainEvents['lead.erased']): void {
  for (const provider of crmProviders()) batch.delete(crmPushRef(ctx.store, provider.id, contactId));
}

/**
 * "sync" on a contact: pushes it to its owner's connected CRM now, through the outbox, and leaves
 * it for the retries when that fails. Answers the push's state, or null when the owner has no CRM
 * connected. Never throws: the caller's own work is already saved.
 */
export async function pushToCrm(ctx: AppContext, contact: ContactForCrm): Promise<CrmPushState | null> {
  try {
    const provider = await connectedCrm(ctx, contact);
    if (!provider) return null;
    const batch = ctx.store.batch();
    const id = await queuePush(ctx, batch, provider, contact);
    await batch.commit();
    await deliver(ctx, id);
    const after = (await crmPushRef(ctx.store, provider.id, contact.id).get()).data();
    return after ? pushStateOf(after) : null;
  } catch (error) {
    ctx.logger.error({ err: error, contactId: contact.id }, 'CRM push crashed; the contact is saved');
    return null;
  }
}

/** GET /v1/{crm}/contacts/{contactId}: how the contact's push stands, or null when it was never sent. */
export async function crmPushState(
  ctx: AppContext,
  caller: Caller,
  provider: IntegrationProvider,
  contactId: string,
): Promise<CrmPushState | null> {
  const push = (await crmPushRef(ctx.store, provider.id, contactId).get()).data();
  if (!push) return null;
  await authorize(ctx, caller, 'read', 'Contact', {
    userId: push.userId,
    ...(push.companyId ? { companyId: push.companyId } : {}),
  });
  return pushStateOf(push);
}

/** The body of `retry-<crm>-pushes`: the outbox's sweep of this CRM's pushes whose time has come. */
export async function retryCrmPushes(deps: AppDeps, provider: IntegrationProvider): Promise<JobReport> {
  const { checked, delivered, waiting, failed } = await sweepOutbox(createContext(deps), crmTopic(provider));
  return { job: `retry-${provider.slug}-pushes`, checked, pushed: delivered, waiting, failed };
}
