import { hasFeature } from '../../platform/caps';
import type { AppContext, AppDeps } from '../../platform/context';
import type { Caller } from '../../platform/access';
import { authorize } from '../../platform/access';
import type { CrmPushState } from '../../contract/integrations';
import type { CrmContact, IntegrationProvider } from '../../integrations/types';
import { ProviderError } from '../../integrations/http';
import { PROVIDERS } from '../../integrations/registry';
import { settingsOf } from '../../integrations/settings';
import { connectionRef } from '../../integrations/store';
import type { JobReport } from '../../jobs/registry';
import { ConnectionUnusable, useTokens } from './connections';
import { crmPushRef, pushStateOf, type StoredCrmPush } from './crm-counts';
import { collections } from '../../platform/store/collections';

/**
 * Contacts into the owner's CRM. A new lead is pushed as soon as it is saved; a push that fails
 * waits and is tried again (1 min, 5 min, 30 min, 2 h, 6 h), then gives up — shown on the
 * contact, which "sync" can push again. Nothing here ever fails the lead itself.
 */

const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 6 * 3600_000];
const RETRIES_PER_RUN = 200;
const CONCURRENCY = 4;

type Deps = Pick<AppDeps, 'store' | 'blobs' | 'clock' | 'config' | 'logger'>;

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

const crmProviders = () => PROVIDERS.filter((p) => p.pushContact);

const payloadOf = (contact: ContactForCrm): CrmContact => ({
  firstName: contact.firstName,
  lastName: contact.lastName,
  email: contact.email,
  phone: contact.phoneNumber,
  companyName: contact.company,
});

function reasonOf(provider: IntegrationProvider, error: unknown): string {
  if (error instanceof ConnectionUnusable) return error.state === 'not_connected' ? `${provider.name} is not connected.` : `The ${provider.name} connection needs a reconnect.`;
  if (error instanceof ProviderError) return error.detail;
  throw error;
}

/** One attempt of a pending push; answers the push as it then stands. */
async function attempt(deps: Deps, provider: IntegrationProvider, contactId: string): Promise<StoredCrmPush | undefined> {
  const ref = crmPushRef(deps.store, provider.id, contactId);
  const push = (await ref.get()).data();
  const pushContact = provider.pushContact;
  if (!push || push.status !== 'pending' || !push.payload || !pushContact) return push;
  const payload = push.payload;

  let result: { ok: true; remoteId: string } | { ok: false; reason: string };
  try {
    const { remoteId } = await useTokens(deps, provider, push.userId, (call, tokens, connection) => pushContact(call, tokens, connection, payload));
    result = { ok: true, remoteId };
  } catch (error) {
    result = { ok: false, reason: reasonOf(provider, error) };
  }

  return deps.store.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    // Another attempt (the job, or a push again) came first: its result stands.
    if (!current || current.attempts !== push.attempts || current.status !== 'pending') return current;
    const now = deps.clock.now();
    const attempts = push.attempts + 1;
    const next: StoredCrmPush = result.ok
      ? {
          ...current,
          status: 'synced',
          attempts,
          lastError: null,
          nextAttemptAt: null,
          syncedAt: now.toISOString(),
          remoteId: result.remoteId,
          payload: null,
          updatedAt: now.toISOString(),
        }
      : attempts > BACKOFF_MS.length
        ? { ...current, status: 'failed', attempts, lastError: result.reason, nextAttemptAt: null, payload: null, updatedAt: now.toISOString() }
        : { ...current, attempts, lastError: result.reason, nextAttemptAt: new Date(now.getTime() + BACKOFF_MS[attempts - 1]).toISOString(), updatedAt: now.toISOString() };
    tx.set(ref, next);
    if (!result.ok) deps.logger?.warn({ provider: provider.id, userId: push.userId, contactId, attempts, reason: result.reason }, 'contact not pushed to the CRM');
    return next;
  });
}

/**
 * Pushes the contact to its owner's connected CRM now (a new lead, or "sync" on a contact), and
 * leaves it for the retries when that fails. Answers the push's state, or null when the owner
 * has no CRM connected. Never throws: the caller's own work is already saved.
 */
export async function pushToCrm(ctx: AppContext, contact: ContactForCrm): Promise<CrmPushState | null> {
  try {
    for (const provider of crmProviders()) {
      if (!settingsOf(ctx, provider)) continue;
      if (!(await connectionRef(ctx.store, provider.id, contact.userId).get()).exists) continue;
      // A connection left from an ended plan syncs nothing new.
      if (!(await hasFeature(ctx, { uid: contact.userId }, 'integrations'))) return null;
      const ref = crmPushRef(ctx.store, provider.id, contact.id);
      const now = ctx.clock.now().toISOString();
      const before = (await ref.get()).data();
      await ref.set({
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
      const after = await attempt(ctx, provider, contact.id);
      return after ? pushStateOf(after) : null;
    }
    return null;
  } catch (error) {
    ctx.logger.error({ err: error, contactId: contact.id }, 'CRM push crashed; the contact is saved');
    return null;
  }
}

/** GET /v1/{crm}/contacts/{contactId}: how the contact's push stands, or null when it was never sent. */
export async function crmPushState(ctx: AppContext, caller: Caller, provider: IntegrationProvider, contactId: string): Promise<CrmPushState | null> {
  const push = (await crmPushRef(ctx.store, provider.id, contactId).get()).data();
  if (!push) return null;
  await authorize(ctx, caller, 'read', 'Contact', { userId: push.userId, ...(push.companyId ? { companyId: push.companyId } : {}) });
  return pushStateOf(push);
}

/** The body of `retry-<crm>-pushes`: every pending push whose time has come gets its next attempt. */
export async function retryCrmPushes(deps: Deps, provider: IntegrationProvider): Promise<JobReport> {
  const job = `retry-${provider.slug}-pushes`;
  const due = await collections(deps)
    .crmPushes.where('provider', '==', provider.id)
    .where('status', '==', 'pending')
    .where('nextAttemptAt', '<=', deps.clock.now().toISOString())
    .orderBy('nextAttemptAt')
    .limit(RETRIES_PER_RUN)
    .get();
  const report = { job, checked: due.size, pushed: 0, waiting: 0, failed: 0 };
  const queue = due.docs.map((d) => d.data().contactId);
  const worker = async () => {
    for (let contactId = queue.shift(); contactId; contactId = queue.shift()) {
      const after = await attempt(deps, provider, contactId);
      if (after?.status === 'synced') report.pushed++;
      else if (after?.status === 'failed') report.failed++;
      else report.waiting++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  return report;
}
