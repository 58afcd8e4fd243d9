import type { AppContext } from '../../platform/context';
import type { Caller } from '../../platform/access';
import { authorize } from '../../platform/access';
import type { Action } from '../../contract/roles';
import { ApiError, badRequest, conflict, notFound } from '../../platform/errors';
import { assertFeature } from '../../platform/caps';
import {
  INTEGRATION_MESSAGES,
  type IntegrationSummary,
  type OAuthCallbackBody,
  type OAuthStart,
} from '../../contract/integrations';
import type {
  FetchedContent,
  HeldTokens,
  IntegrationProvider,
  NewConnection,
  ProviderCall,
  ConnectionView,
} from './types';
import { ProviderError } from './http';
import { settingsOf, tokenKeyOf } from './settings';
import { beginAuthorization, consumeAuthorization } from './oauth-state';
import { connectionRef, contentDueAfter, openTokens, secretRef, sealTokens, type StoredConnection } from './store';
import { copyImages, removeImages } from './media';
import { ConnectionUnusable, renewTokens, saveContent, useTokens } from './connections';
import { summaryOf } from './summary';
import { dropPublicViewsOf } from '../../platform/public-view';

/**
 * The calls every provider shares: start and finish the OAuth dance, read the connection,
 * disconnect, renew and fetch now. The common routes (modules/integrations) and each provider's
 * own routes call these with the provider object; nothing here knows a provider by name.
 */

const providerFailed = () => new ApiError(502, INTEGRATION_MESSAGES.providerFailed, 'provider-failed');

/**
 * The caller's own connection: every call goes through the one permission check, and connecting
 * or refreshing needs a plan with integrations (403 'not-in-plan'); reading and disconnecting do not.
 */
async function authorizeOwn(ctx: AppContext, caller: Caller, action: Action): Promise<void> {
  await authorize(ctx, caller, action, 'Integration', { userId: caller.uid });
  if (action === 'create' || action === 'update') await assertFeature(ctx, caller, 'integrations');
}

/** The provider's call context, or 409 when the deployment has no settings for it. */
function availableCall(ctx: AppContext, provider: IntegrationProvider): ProviderCall {
  const settings = settingsOf(ctx, provider);
  if (!settings) throw conflict(INTEGRATION_MESSAGES.notAvailable, 'not-available');
  return { settings, timeoutMs: ctx.config.integrations.timeoutMs };
}

/** What a failure means for the person: the connection's state, or the provider let us down (logged for us). */
function asApiError(ctx: AppContext, provider: IntegrationProvider, operation: string, error: unknown): never {
  if (error instanceof ConnectionUnusable) {
    throw error.state === 'not_connected'
      ? conflict(INTEGRATION_MESSAGES.notConnected, 'not-connected')
      : conflict(INTEGRATION_MESSAGES.needsReconnect, 'needs-reconnect');
  }
  if (error instanceof ProviderError) {
    ctx.logger.warn(
      { provider: provider.id, operation, failure: error.kind, detail: error.detail },
      'provider call failed',
    );
    throw providerFailed();
  }
  throw error;
}

export async function connectionSummary(
  ctx: AppContext,
  caller: Caller,
  provider: IntegrationProvider,
): Promise<IntegrationSummary> {
  await authorizeOwn(ctx, caller, 'read');
  return summaryOf(ctx, provider, caller.uid);
}

/** GET /v1/{provider}/oauth: the provider's consent page, with a fresh single-use state. */
export async function startConnection(
  ctx: AppContext,
  caller: Caller,
  provider: IntegrationProvider,
): Promise<OAuthStart> {
  await authorizeOwn(ctx, caller, 'create');
  const { settings } = availableCall(ctx, provider);
  const started = await beginAuthorization(ctx.store, tokenKeyOf(ctx), {
    providerId: provider.id,
    userId: caller.uid,
    pkce: provider.pkce,
    now: ctx.clock.now(),
  });
  return { url: provider.authorizeUrl(settings, started) };
}

/**
 * Writes a new connection (tokens sealed, account, first content) in one transaction, keeping
 * where the person chose to show it. Pictures are copied before and removed again if the write fails.
 */
async function saveConnection(
  ctx: AppContext,
  provider: IntegrationProvider,
  userId: string,
  connection: NewConnection,
  fetched: FetchedContent,
): Promise<void> {
  const connRef = connectionRef(ctx.store, provider.id, userId);
  const before = (await connRef.get()).data();
  const copied = await copyImages(ctx, {
    providerId: provider.id,
    userId,
    items: fetched.items ?? [],
    previous: before?.items ?? [],
  });
  const now = ctx.clock.now();
  const iso = now.toISOString();
  const { tokens } = connection;
  const account = fetched.account ?? connection.account;
  let replaced: (string | null)[] = [];
  try {
    await ctx.store.runTransaction(async (tx) => {
      const current = (await tx.get(connRef)).data();
      const kept = new Set(copied.items.map((item) => item.imagePath));
      replaced = (current?.items ?? []).map((item) => item.imagePath).filter((path) => path && !kept.has(path));
      tx.set(secretRef(ctx.store, provider.id, userId), {
        provider: provider.id,
        userId,
        tokens: sealTokens(tokenKeyOf(ctx), provider.id, userId, tokens),
        expiresAt: new Date(now.getTime() + tokens.expiresInSeconds * 1000).toISOString(),
        ...(tokens.refreshExpiresInSeconds
          ? { refreshExpiresAt: new Date(now.getTime() + tokens.refreshExpiresInSeconds * 1000).toISOString() }
          : {}),
        ...(tokens.scope !== undefined ? { scope: tokens.scope } : {}),
        status: 'connected',
        updatedAt: iso,
      });
      const stored: StoredConnection = {
        provider: provider.id,
        userId,
        status: 'connected',
        reason: null,
        account,
        accountId: account.id,
        extra: connection.extra,
        connectedAt: iso,
        lastRefreshAt: iso,
        items: copied.items,
        contentUpdatedAt: provider.content ? iso : null,
        contentDueAt: contentDueAfter(provider, iso),
        bookingOptions: fetched.bookingOptions ?? [],
        hiddenOnProfileIds: current?.hiddenOnProfileIds ?? [],
        bookingByProfile: current?.bookingByProfile ?? {},
        updatedAt: iso,
      };
      tx.set(connRef, stored);
    });
    await dropPublicViewsOf(ctx, userId);
  } catch (error) {
    await removeImages(ctx, copied.created);
    throw error;
  }
  await removeImages(ctx, replaced);
}

/**
 * POST /v1/{provider}/oauth: the code the provider sent back, for the caller's own pending
 * state only. The state is spent whatever follows (a code is single-use too). Every provider
 * call happens before anything is written, so a failure saves nothing.
 */
export async function completeConnection(
  ctx: AppContext,
  caller: Caller,
  provider: IntegrationProvider,
  body: OAuthCallbackBody,
): Promise<IntegrationSummary> {
  await authorizeOwn(ctx, caller, 'create');
  const call = availableCall(ctx, provider);
  const check = await consumeAuthorization(ctx.store, tokenKeyOf(ctx), {
    providerId: provider.id,
    userId: caller.uid,
    state: body.state,
    now: ctx.clock.now(),
  });
  if (!check.ok) throw badRequest(INTEGRATION_MESSAGES.badState, { state: INTEGRATION_MESSAGES.badState });

  let connection: NewConnection;
  try {
    connection = await provider.exchangeCode(call, { code: body.code, codeVerifier: check.codeVerifier });
  } catch (error) {
    if (error instanceof ProviderError && error.kind === 'refused') {
      ctx.logger.info({ provider: provider.id, detail: error.detail }, 'provider refused the authorization code');
      throw badRequest(INTEGRATION_MESSAGES.codeRefused, { code: INTEGRATION_MESSAGES.codeRefused });
    }
    asApiError(ctx, provider, 'exchange code', error);
  }
  let fetched: FetchedContent = {};
  try {
    if (provider.content)
      fetched = await provider.content.fetch(call, connection.tokens, {
        account: connection.account,
        extra: connection.extra,
      });
  } catch (error) {
    asApiError(ctx, provider, 'first content', error);
  }
  await saveConnection(ctx, provider, caller.uid, connection, fetched);
  ctx.logger.info({ provider: provider.id, userId: caller.uid }, 'integration connected');
  return summaryOf(ctx, provider, caller.uid);
}

/**
 * Disconnects: the provider is told to drop the grant (where it has such a call), then the
 * tokens, the connection and its pictures are forgotten. A provider that says the grant is
 * already gone is no obstacle; one that does not answer is (502, nothing forgotten), so a
 * grant is never left alive at the provider without us knowing.
 */
export async function disconnect(
  ctx: AppContext,
  caller: Caller,
  provider: IntegrationProvider,
  options: { accountId?: string } = {},
): Promise<IntegrationSummary> {
  await authorizeOwn(ctx, caller, 'delete');
  const sRef = secretRef(ctx.store, provider.id, caller.uid);
  const cRef = connectionRef(ctx.store, provider.id, caller.uid);
  const [secretSnap, connectionSnap] = await Promise.all([sRef.get(), cRef.get()]);
  const secret = secretSnap.data();
  const connection = connectionSnap.data();
  if (!connection && !secret) throw notFound(INTEGRATION_MESSAGES.notConnected);
  if (options.accountId !== undefined && connection?.accountId !== options.accountId)
    throw notFound(INTEGRATION_MESSAGES.notConnected);

  const settings = settingsOf(ctx, provider);
  if (provider.revoke && secret && settings) {
    try {
      await provider.revoke(
        { settings, timeoutMs: ctx.config.integrations.timeoutMs },
        openTokens(tokenKeyOf(ctx), secret),
      );
    } catch (error) {
      if (!(error instanceof ProviderError && error.kind === 'refused')) asApiError(ctx, provider, 'revoke', error);
    }
  }
  await forgetConnection(ctx, provider, caller.uid);
  ctx.logger.info({ provider: provider.id, userId: caller.uid }, 'integration disconnected');
  return summaryOf(ctx, provider, caller.uid);
}

/** Deletes the tokens, the connection and its pictures. Answers whether there was anything. */
export async function forgetConnection(
  ctx: Pick<AppContext, 'store' | 'blobs' | 'logger'>,
  provider: IntegrationProvider,
  userId: string,
): Promise<boolean> {
  const cRef = connectionRef(ctx.store, provider.id, userId);
  const sRef = secretRef(ctx.store, provider.id, userId);
  const removed = await ctx.store.runTransaction(async (tx) => {
    const connection = (await tx.get(cRef)).data();
    const secret = (await tx.get(sRef)).data();
    if (connection) tx.delete(cRef);
    if (secret) tx.delete(sRef);
    return { any: !!(connection || secret), paths: connection?.items.map((item) => item.imagePath) ?? [] };
  });
  if (removed.any) await dropPublicViewsOf(ctx, userId);
  await removeImages(ctx, removed.paths);
  return removed.any;
}

/** Renews the tokens now (TikTok's renew-token). A refusal marks the connection and answers 409. */
export async function renewNow(
  ctx: AppContext,
  caller: Caller,
  provider: IntegrationProvider,
): Promise<IntegrationSummary> {
  await authorizeOwn(ctx, caller, 'update');
  availableCall(ctx, provider);
  const secret = (await secretRef(ctx.store, provider.id, caller.uid).get()).data();
  if (!secret) asApiError(ctx, provider, 'renew', new ConnectionUnusable('not_connected'));
  if (secret.status !== 'connected') asApiError(ctx, provider, 'renew', new ConnectionUnusable('needs_reconnect'));
  const outcome = await renewTokens(ctx, provider, caller.uid);
  if (outcome.outcome === 'needs_reconnect') {
    ctx.logger.warn(
      { provider: provider.id, userId: caller.uid, reason: outcome.reason },
      'token renewal failed; connection needs reconnect',
    );
    if (outcome.failure === 'refused') asApiError(ctx, provider, 'renew', new ConnectionUnusable('needs_reconnect'));
    throw providerFailed();
  }
  return summaryOf(ctx, provider, caller.uid);
}

export type Fetcher = (call: ProviderCall, tokens: HeldTokens, connection: ConnectionView) => Promise<FetchedContent>;

/**
 * Fetches from the provider now and stores what it answers: the latest content by default, or
 * what `fetcher` asks for. With `minAgeMs`, content fetched more recently is answered from the
 * store (X bills every read).
 */
export async function fetchLatest(
  ctx: AppContext,
  caller: Caller,
  provider: IntegrationProvider,
  options: { fetcher?: Fetcher; minAgeMs?: number } = {},
): Promise<IntegrationSummary> {
  await authorizeOwn(ctx, caller, 'update');
  availableCall(ctx, provider);
  const fetcher = options.fetcher ?? provider.content?.fetch;
  if (!fetcher) throw notFound();
  const connection = (await connectionRef(ctx.store, provider.id, caller.uid).get()).data();
  const fresh =
    connection?.contentUpdatedAt &&
    ctx.clock.now().getTime() - Date.parse(connection.contentUpdatedAt) < (options.minAgeMs ?? 0);
  if (fresh && connection.status === 'connected') return summaryOf(ctx, provider, caller.uid);
  try {
    const fetched = await useTokens(ctx, provider, caller.uid, fetcher);
    await saveContent(ctx, provider, caller.uid, fetched);
  } catch (error) {
    asApiError(ctx, provider, 'fetch content', error);
  }
  return summaryOf(ctx, provider, caller.uid);
}
