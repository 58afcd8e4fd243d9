import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import type { Caller } from '../../platform/access';
import { authorize } from '../../platform/access';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { INTEGRATION_MESSAGES, type DeletionReceipt, type DeletionStatus } from '../../contract/integrations';
import type { IntegrationProvider } from '../types';
import { settingsOf } from '../settings';
import { CONNECTIONS, connectionRef, secretRef, type StoredConnection } from '../store';
import { forgetConnection } from '../../modules/integrations/integrations.service';
import { verifySignedRequest } from './signed-request';

/**
 * Deleting a person's Instagram data: asked by Meta (the data-deletion callback, when someone
 * removes the app in Instagram) or by the owner in the app. Either way the tokens, the
 * connection and the copied pictures go at once, and a record with a confirmation code says so
 * on a status page. The record keeps no Instagram id, only a hash of it.
 */

export const DELETION_MESSAGES = {
  invalidSignedRequest: 'The signed request is not valid.',
  completed: 'Everlink has deleted the Instagram data it held for this account: the access token, the account name and the copies of its posts.',
  nothingHeld: 'Everlink held no Instagram data for this account, so there was nothing to delete.',
} as const;

interface DeletionRecord {
  code: string;
  status: DeletionStatus['status'];
  source: 'meta' | 'owner';
  /** SHA-256 of the Instagram account id, where known: enough to match a repeated request, nothing to identify anyone by. */
  accountHash: string | null;
  requestedAt: string;
  completedAt: string | null;
}

const deletionsRef = (ctx: AppContext) => ctx.store.collection<DeletionRecord>('instagramDeletions');
const hashOf = (accountId: string) => createHash('sha256').update(`instagram:${accountId}`).digest('hex');

export const statusUrlOf = (ctx: AppContext, code: string) => `${ctx.config.publicUrl}/v1/instagram/deletion/status?code=${encodeURIComponent(code)}`;

async function record(ctx: AppContext, source: DeletionRecord['source'], accountId: string | null, deleted: boolean): Promise<DeletionReceipt> {
  const code = randomBytes(12).toString('base64url');
  const now = ctx.clock.now().toISOString();
  await deletionsRef(ctx)
    .doc(code)
    .create({
      code,
      status: deleted ? 'completed' : 'nothing_held',
      source,
      accountHash: accountId ? hashOf(accountId) : null,
      requestedAt: now,
      completedAt: deleted ? now : null,
    });
  return { url: statusUrlOf(ctx, code), confirmation_code: code };
}

/** POST /v1/instagram/deletion/initiate: Meta's callback, verified with the Instagram app secret. */
export async function deletionFromMeta(ctx: AppContext, provider: IntegrationProvider, signedRequest: unknown): Promise<DeletionReceipt> {
  const settings = settingsOf(ctx, provider);
  if (!settings) throw conflict(INTEGRATION_MESSAGES.notAvailable, 'not-available');
  if (typeof signedRequest !== 'string' || !signedRequest) throw badRequest(DELETION_MESSAGES.invalidSignedRequest, { signed_request: DELETION_MESSAGES.invalidSignedRequest });
  const payload = verifySignedRequest(signedRequest, settings.clientSecret);
  if (!payload) {
    ctx.logger.warn({ provider: provider.id }, 'data-deletion request with a signed_request that does not verify');
    throw badRequest(DELETION_MESSAGES.invalidSignedRequest, { signed_request: DELETION_MESSAGES.invalidSignedRequest });
  }
  const holders = await ctx.store.collection<StoredConnection>(CONNECTIONS).where('provider', '==', provider.id).where('accountId', '==', payload.user_id).get();
  let deleted = false;
  for (const doc of holders.docs) deleted = (await forgetConnection(ctx, provider, doc.data().userId)) || deleted;
  ctx.logger.info({ provider: provider.id, people: holders.size }, 'Instagram data deleted at Meta’s request');
  return record(ctx, 'meta', payload.user_id, deleted);
}

/** POST /v1/instagram/deletion/confirm: the owner confirms deleting their Instagram data (and so disconnects). */
export async function deletionByOwner(ctx: AppContext, caller: Caller, provider: IntegrationProvider): Promise<DeletionReceipt> {
  await authorize(ctx, caller, 'delete', 'Integration', { userId: caller.uid });
  const [connection, secret] = await Promise.all([connectionRef(ctx.store, provider.id, caller.uid).get(), secretRef(ctx.store, provider.id, caller.uid).get()]);
  if (!connection.exists && !secret.exists) throw notFound(INTEGRATION_MESSAGES.notConnected);
  const accountId = connection.data()?.accountId ?? null;
  await forgetConnection(ctx, provider, caller.uid);
  ctx.logger.info({ provider: provider.id, userId: caller.uid }, 'Instagram data deleted by its owner');
  return record(ctx, 'owner', accountId, true);
}

/** GET /v1/instagram/deletion/status?code=: where a deletion stands, in words. */
export async function deletionStatus(ctx: AppContext, code: string): Promise<DeletionStatus> {
  const found = (await deletionsRef(ctx).doc(code).get()).data();
  if (!found) throw notFound(INTEGRATION_MESSAGES.deletionUnknown);
  return {
    code: found.code,
    status: found.status,
    requestedAt: found.requestedAt,
    completedAt: found.completedAt,
    message: found.status === 'completed' ? DELETION_MESSAGES.completed : DELETION_MESSAGES.nothingHeld,
  };
}
