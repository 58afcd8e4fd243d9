import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../../platform/context';
import type { Caller } from '../../platform/access';
import { authorize } from '../../platform/access';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { INTEGRATION_MESSAGES, type DeletionReceipt, type DeletionStatus } from '../../contract/integrations';
import type { IntegrationProvider } from '../core/types';
import { settingsOf } from '../core/settings';
import { connectionRef, secretRef } from '../core/store';
import { forgetConnection } from '../core/lifecycle';
import { verifySignedRequest } from './signed-request';
import { collections } from '../../platform/store/collections';

/**
 * Deleting a person's Instagram data: asked by Meta (the data-deletion callback, when someone
 * removes the app in Instagram) or by the owner in the app. Either way the tokens, the
 * connection and the copied pictures go at once, and a record with a confirmation code says so
 * on a status page. The record keeps no Instagram id, only a hash of it.
 */

export const DELETION_MESSAGES = {
  invalidSignedRequest: 'The signed request is not valid.',
  staleSignedRequest: 'The signed request has expired.',
  completed:
    'Everlink has deleted the Instagram data it held for this account: the access token, the account name and the copies of its posts.',
  nothingHeld: 'Everlink held no Instagram data for this account, so there was nothing to delete.',
} as const;

export interface DeletionRecord {
  code: string;
  status: DeletionStatus['status'];
  source: 'meta' | 'owner';
  /** SHA-256 of the Instagram account id, where known: enough to match a repeated request, nothing to identify anyone by. */
  accountHash: string | null;
  requestedAt: string;
  completedAt: string | null;
}

/** A signed request is taken for a day after Meta issued it, with a few minutes of clock skew either way. */
const SIGNED_REQUEST_MAX_AGE_S = 24 * 3600;
const SIGNED_REQUEST_SKEW_S = 5 * 60;

const isFresh = (issuedAt: number | undefined, nowMs: number): issuedAt is number =>
  issuedAt !== undefined &&
  issuedAt * 1000 >= nowMs - (SIGNED_REQUEST_MAX_AGE_S + SIGNED_REQUEST_SKEW_S) * 1000 &&
  issuedAt * 1000 <= nowMs + SIGNED_REQUEST_SKEW_S * 1000;

const hashOf = (accountId: string) => createHash('sha256').update(`instagram:${accountId}`).digest('hex');

const statusUrlOf = (ctx: AppContext, code: string) =>
  `${ctx.config.publicUrl}/v1/instagram/deletion/status?code=${encodeURIComponent(code)}`;

async function record(
  ctx: AppContext,
  source: DeletionRecord['source'],
  accountId: string | null,
  deleted: boolean,
): Promise<DeletionReceipt> {
  const code = randomBytes(12).toString('base64url');
  const now = ctx.clock.now().toISOString();
  await collections(ctx)
    .instagramDeletions.doc(code)
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
export async function deletionFromMeta(
  ctx: AppContext,
  provider: IntegrationProvider,
  signedRequest: unknown,
): Promise<DeletionReceipt> {
  const settings = settingsOf(ctx, provider);
  if (!settings) throw conflict(INTEGRATION_MESSAGES.notAvailable, 'not-available');
  if (typeof signedRequest !== 'string' || !signedRequest)
    throw badRequest(DELETION_MESSAGES.invalidSignedRequest, {
      signed_request: DELETION_MESSAGES.invalidSignedRequest,
    });
  const payload = verifySignedRequest(signedRequest, settings.clientSecret);
  if (!payload) {
    ctx.logger.warn({ provider: provider.id }, 'data-deletion request with a signed_request that does not verify');
    throw badRequest(DELETION_MESSAGES.invalidSignedRequest, {
      signed_request: DELETION_MESSAGES.invalidSignedRequest,
    });
  }
  const nowMs = ctx.clock.now().getTime();
  if (!isFresh(payload.issued_at, nowMs)) {
    ctx.logger.warn(
      { provider: provider.id, issuedAt: payload.issued_at },
      'data-deletion request with a signed_request too old or from the future',
    );
    throw badRequest(DELETION_MESSAGES.staleSignedRequest, { signed_request: DELETION_MESSAGES.staleSignedRequest });
  }
  // The same signed request again (a retry, or a leaked one replayed): the first answer, and no
  // second disconnect of an account reconnected since (review S21).
  const seenRef = collections(ctx).metaSignedRequests.doc(createHash('sha256').update(signedRequest).digest('hex'));
  const seen = (await seenRef.get()).data();
  if (seen) return seen.receipt;
  const holders = await collections(ctx)
    .integrations.where('provider', '==', provider.id)
    .where('accountId', '==', payload.user_id)
    .get();
  let deleted = false;
  for (const doc of holders.docs) deleted = (await forgetConnection(ctx, provider, doc.data().userId)) || deleted;
  ctx.logger.info({ provider: provider.id, people: holders.size }, 'Instagram data deleted at Meta’s request');
  const receipt = await record(ctx, 'meta', payload.user_id, deleted);
  // Kept while the request could still pass the freshness check (which refuses it after, so a
  // record the TTL policy has not deleted yet is never read), then deleted by the TTL policy.
  const expireAt = new Date((payload.issued_at + SIGNED_REQUEST_MAX_AGE_S + SIGNED_REQUEST_SKEW_S) * 1000);
  await seenRef.set({ receipt, expireAt });
  return receipt;
}

/** POST /v1/instagram/deletion/confirm: the owner confirms deleting their Instagram data (and so disconnects). */
export async function deletionByOwner(
  ctx: AppContext,
  caller: Caller,
  provider: IntegrationProvider,
): Promise<DeletionReceipt> {
  await authorize(ctx, caller, 'delete', 'Integration', { userId: caller.uid });
  const [connection, secret] = await Promise.all([
    connectionRef(ctx.store, provider.id, caller.uid).get(),
    secretRef(ctx.store, provider.id, caller.uid).get(),
  ]);
  if (!connection.exists && !secret.exists) throw notFound(INTEGRATION_MESSAGES.notConnected);
  const accountId = connection.data()?.accountId ?? null;
  await forgetConnection(ctx, provider, caller.uid);
  ctx.logger.info({ provider: provider.id, userId: caller.uid }, 'Instagram data deleted by its owner');
  return record(ctx, 'owner', accountId, true);
}

/** GET /v1/instagram/deletion/status?code=: where a deletion stands, in words. */
export async function deletionStatus(ctx: AppContext, code: string): Promise<DeletionStatus> {
  const found = (await collections(ctx).instagramDeletions.doc(code).get()).data();
  if (!found) throw notFound(INTEGRATION_MESSAGES.deletionUnknown);
  return {
    code: found.code,
    status: found.status,
    requestedAt: found.requestedAt,
    completedAt: found.completedAt,
    message: found.status === 'completed' ? DELETION_MESSAGES.completed : DELETION_MESSAGES.nothingHeld,
  };
}
