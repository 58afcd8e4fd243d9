import type { AppDeps } from '../../platform/context';
import type {
  IntegrationProvider,
  FetchedContent,
  HeldTokens,
  ProviderCall,
  ConnectionView,
  TokenGrant,
} from './types';
import { ProviderError, type ProviderFailure } from './http';
import { requireCall, tokenKeyOf } from './settings';
import {
  connectionRef,
  contentDueAfter,
  openTokens,
  secretRef,
  sealTokens,
  type IntegrationSecret,
  type StoredConnection,
} from './store';
import { copyImages, removeImages } from './media';
import { dropPublicViewsOf } from '../../platform/public-view';
import { StoreError } from '../../platform/store/types';

/**
 * A connection's tokens and content over time, for the routes and the jobs alike: renewing
 * tokens, using them, storing what the provider answered, and marking a connection that the
 * provider no longer honours.
 */

type Deps = Pick<AppDeps, 'store' | 'blobs' | 'clock' | 'config' | 'logger'>;

/**
 * `superseded`: the tokens changed while the provider answered (the person reconnected, or
 * another run renewed them), so the newer write stands and this answer is dropped.
 */
export type RefreshOutcome =
  | { outcome: 'refreshed'; expiresAt: string }
  | { outcome: 'needs_reconnect'; reason: string; failure: ProviderFailure }
  | { outcome: 'superseded' };

/** The connection cannot be used: there is none, or the provider stopped honouring it. */
export class ConnectionUnusable extends Error {
  constructor(readonly state: 'not_connected' | 'needs_reconnect') {
    super(state);
    this.name = 'ConnectionUnusable';
  }
}

/** Most providers answer a token they no longer honour with 401 (revoked, expired) or 403 (scope taken back). */
const rejectsTokens = (error: ProviderError) => error.status === 401 || error.status === 403;

/** Tokens expiring this soon are renewed before use. */
const RENEW_BEFORE_USE_MS = 2 * 60_000;

/**
 * Renews one connection's tokens and stores the answer. The provider call happens outside the
 * transaction (a retried transaction must not spend a single-use refresh token twice); the
 * transaction then writes only if the document still holds the tokens that were sent, and the
 * rotated refresh token lands in the same write that records the renewal. A refusal, a failure
 * or no answer marks the connection `needs_reconnect`: a rotated token may already be spent.
 * A caller that has just read the secret passes it as `read`, saving a read: the transaction's
 * check against the stored tokens holds either way.
 */
export async function renewTokens(
  deps: Deps,
  provider: IntegrationProvider,
  userId: string,
  read?: IntegrationSecret,
): Promise<RefreshOutcome> {
  if (!provider.refresh) return { outcome: 'superseded' };
  const ref = secretRef(deps.store, provider.id, userId);
  const sent = read ?? (await ref.get()).data();
  if (!sent) return { outcome: 'superseded' };
  const call = requireCall(deps, provider);

  let result: { ok: true; grant: TokenGrant } | { ok: false; reason: string; failure: ProviderFailure };
  try {
    result = { ok: true, grant: await provider.refresh.run(call, openTokens(tokenKeyOf(deps), sent)) };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    result = { ok: false, reason: error.detail, failure: error.kind };
  }

  const connRef = connectionRef(deps.store, provider.id, userId);
  // A card shows a connected feed only: it changes when the status does.
  let statusChanged = false;
  const outcome = await deps.store.runTransaction(async (tx): Promise<RefreshOutcome> => {
    const current = (await tx.get(ref)).data();
    const connection = (await tx.get(connRef)).data();
    if (!current || current.tokens !== sent.tokens) return { outcome: 'superseded' };
    statusChanged = !!connection && connection.status !== (result.ok ? 'connected' : 'needs_reconnect');
    const now = deps.clock.now();
    const iso = now.toISOString();
    if (!result.ok) {
      tx.update(ref, { status: 'needs_reconnect', reason: result.reason, updatedAt: iso });
      if (connection) tx.update(connRef, { status: 'needs_reconnect', reason: result.reason, updatedAt: iso });
      return { outcome: 'needs_reconnect', reason: result.reason, failure: result.failure };
    }
    const { grant } = result;
    const held = openTokens(tokenKeyOf(deps), current);
    const expiresAt = new Date(now.getTime() + grant.expiresInSeconds * 1000).toISOString();
    const update: Partial<IntegrationSecret> = {
      tokens: sealTokens(tokenKeyOf(deps), provider.id, userId, {
        accessToken: grant.accessToken,
        refreshToken: grant.refreshToken ?? held.refreshToken,
      }),
      expiresAt,
      status: 'connected',
      updatedAt: iso,
    };
    if (grant.refreshExpiresInSeconds)
      update.refreshExpiresAt = new Date(now.getTime() + grant.refreshExpiresInSeconds * 1000).toISOString();
    if (grant.scope !== undefined) update.scope = grant.scope;
    tx.update(ref, update);
    if (connection) tx.update(connRef, { status: 'connected', reason: null, lastRefreshAt: iso, updatedAt: iso });
    return { outcome: 'refreshed', expiresAt };
  });
  if (statusChanged) await dropPublicViewsOf(deps, userId);
  return outcome;
}

/** Marks the connection for the person to connect again, unless its tokens changed meanwhile. */
async function markNeedsReconnect(
  deps: Deps,
  provider: IntegrationProvider,
  userId: string,
  usedTokens: string,
  reason: string,
): Promise<void> {
  const ref = secretRef(deps.store, provider.id, userId);
  const connRef = connectionRef(deps.store, provider.id, userId);
  await deps.store.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    const connection = (await tx.get(connRef)).data();
    if (!current || current.tokens !== usedTokens) return;
    const iso = deps.clock.now().toISOString();
    tx.update(ref, { status: 'needs_reconnect', reason, updatedAt: iso });
    if (connection) tx.update(connRef, { status: 'needs_reconnect', reason, updatedAt: iso });
  });
  await dropPublicViewsOf(deps, userId);
  deps.logger?.warn({ provider: provider.id, userId, reason }, 'provider refused the connection; it needs a reconnect');
}

/**
 * Runs `use` with the connection's tokens, renewed first when about to expire. When the
 * provider says it no longer honours them, the connection is marked and the caller gets
 * ConnectionUnusable('needs_reconnect'). Other provider failures pass through as they are.
 */
export async function useTokens<T>(
  deps: Deps,
  provider: IntegrationProvider,
  userId: string,
  use: (call: ProviderCall, tokens: HeldTokens, connection: ConnectionView) => Promise<T>,
): Promise<T> {
  const ref = secretRef(deps.store, provider.id, userId);
  const [secretSnap, connectionSnap] = await Promise.all([
    ref.get(),
    connectionRef(deps.store, provider.id, userId).get(),
  ]);
  let secret = secretSnap.data();
  const connection = connectionSnap.data();
  if (!secret || !connection) throw new ConnectionUnusable('not_connected');
  if (secret.status !== 'connected') throw new ConnectionUnusable('needs_reconnect');
  const call = requireCall(deps, provider);
  if (provider.refresh && Date.parse(secret.expiresAt) - deps.clock.now().getTime() < RENEW_BEFORE_USE_MS) {
    const renewed = await renewTokens(deps, provider, userId, secret);
    if (renewed.outcome === 'needs_reconnect') throw new ConnectionUnusable('needs_reconnect');
    secret = (await ref.get()).data();
    if (!secret || secret.status !== 'connected')
      throw new ConnectionUnusable(secret ? 'needs_reconnect' : 'not_connected');
  }
  try {
    return await use(call, openTokens(tokenKeyOf(deps), secret), {
      account: connection.account,
      extra: connection.extra,
    });
  } catch (error) {
    if (
      error instanceof ProviderError &&
      error.kind === 'refused' &&
      (provider.rejectsTokens ?? rejectsTokens)(error)
    ) {
      await markNeedsReconnect(deps, provider, userId, secret.tokens, error.detail);
      throw new ConnectionUnusable('needs_reconnect');
    }
    throw error;
  }
}

/**
 * Stores fetched content on the connection: pictures copied first, then one write; pictures of
 * items that left the feed are removed after it. Answers false when the connection went away
 * meanwhile (its new pictures are removed again).
 */
export async function saveContent(
  deps: Deps,
  provider: IntegrationProvider,
  userId: string,
  fetched: FetchedContent,
): Promise<boolean> {
  const ref = connectionRef(deps.store, provider.id, userId);
  const before = (await ref.get()).data();
  if (!before) return false;
  const copied = fetched.items
    ? await copyImages(deps, { providerId: provider.id, userId, items: fetched.items, previous: before.items })
    : null;
  let replaced: StoredConnection['items'] = [];
  try {
    const saved = await deps.store.runTransaction(async (tx) => {
      const current = (await tx.get(ref)).data();
      if (!current) return false;
      const iso = deps.clock.now().toISOString();
      const update: Partial<StoredConnection> = {
        contentUpdatedAt: iso,
        contentDueAt: contentDueAfter(provider, iso),
        lastRefreshAt: iso,
        updatedAt: iso,
      };
      if (copied) {
        update.items = copied.items;
        const kept = new Set(copied.items.map((item) => item.imagePath));
        replaced = current.items.filter((item) => item.imagePath && !kept.has(item.imagePath));
      }
      if (fetched.bookingOptions) update.bookingOptions = fetched.bookingOptions;
      if (fetched.account) update.account = fetched.account;
      tx.update(ref, update);
      return true;
    });
    if (!saved) await removeImages(deps, copied?.created ?? []);
    else {
      await dropPublicViewsOf(deps, userId);
      await removeImages(
        deps,
        replaced.map((item) => item.imagePath),
      );
    }
    return saved;
  } catch (error) {
    await removeImages(deps, copied?.created ?? []);
    throw error;
  }
}

/** Fetches the latest content through the provider and stores it. */
export async function refreshContent(deps: Deps, provider: IntegrationProvider, userId: string): Promise<boolean> {
  const content = provider.content;
  if (!content) return false;
  const fetched = await useTokens(deps, provider, userId, (call, tokens, connection) =>
    content.fetch(call, tokens, connection),
  );
  return saveContent(deps, provider, userId, fetched);
}

/**
 * Moves the content's due time of these connections to `until` without fetching (the refresh job,
 * for cards nobody looked at lately). One batch; a connection deleted meanwhile is skipped.
 */
export async function postponeContent(
  deps: Deps,
  provider: IntegrationProvider,
  userIds: string[],
  until: string,
): Promise<void> {
  if (!userIds.length) return;
  const update = { contentDueAt: until };
  const batch = deps.store.batch();
  for (const userId of userIds) batch.update(connectionRef(deps.store, provider.id, userId), update);
  try {
    await batch.commit();
  } catch (error) {
    if (!(error instanceof StoreError && error.code === 'not-found')) throw error;
    for (const userId of userIds) {
      await connectionRef(deps.store, provider.id, userId)
        .update(update)
        .catch((missing: unknown) => {
          if (!(missing instanceof StoreError && missing.code === 'not-found')) throw missing;
        });
    }
  }
}
