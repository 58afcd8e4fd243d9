import type { AppDeps } from '../platform/context';
import type { DocumentReference, QueryDocumentSnapshot } from '../platform/store/types';
import type { JobReport } from './registry';
import type { IntegrationSecret, TokenProvider } from './integration-secrets';
import { assertProviderConfigured, tokenRefreshers, TokenRefreshError, type RefreshedToken } from './token-refreshers';

/** Tokens expiring within this window are refreshed; every job runs well inside it. */
export const REFRESH_HORIZON_MS = 24 * 3600_000;
/** Parallel provider calls: polite to the provider, and the job still ends well inside its timeout. */
const CONCURRENCY = 4;

/**
 * `superseded`: the document changed while the provider answered (the user reconnected, or
 * another run refreshed it), so the newer write stands and this answer is dropped.
 */
export type RefreshOutcome = { outcome: 'refreshed'; expiresAt: string } | { outcome: 'needs_reconnect'; reason: string } | { outcome: 'superseded' };

/**
 * Refreshes one connection's tokens through its provider and stores the answer. The provider
 * call happens outside the transaction (a retried transaction must not spend a single-use
 * refresh token twice); the transaction then writes only if the document still holds the
 * tokens that were sent. A refusal or an unreachable provider marks it `needs_reconnect`.
 * Integrations call this for an on-demand renewal too.
 */
export async function refreshIntegrationSecret(deps: AppDeps, ref: DocumentReference<IntegrationSecret>): Promise<RefreshOutcome> {
  const sent = (await ref.get()).data();
  if (!sent) return { outcome: 'superseded' };
  assertProviderConfigured(sent.provider, deps.config.providers[sent.provider]);

  let result: { ok: true; token: RefreshedToken } | { ok: false; reason: string };
  try {
    result = { ok: true, token: await tokenRefreshers[sent.provider](deps.config.providers[sent.provider], sent) };
  } catch (error) {
    if (!(error instanceof TokenRefreshError)) throw error;
    result = { ok: false, reason: error.reason };
  }

  return deps.store.runTransaction(async (tx): Promise<RefreshOutcome> => {
    const current = (await tx.get(ref)).data();
    if (!current || current.accessToken !== sent.accessToken || current.refreshToken !== sent.refreshToken) return { outcome: 'superseded' };
    const now = deps.clock.now();
    if (!result.ok) {
      tx.update(ref, { status: 'needs_reconnect', reason: result.reason, updatedAt: now.toISOString() });
      return { outcome: 'needs_reconnect', reason: result.reason };
    }
    const { token } = result;
    const expiresAt = new Date(now.getTime() + token.expiresInSeconds * 1000).toISOString();
    const update: Partial<IntegrationSecret> = { accessToken: token.accessToken, expiresAt, status: 'connected', updatedAt: now.toISOString() };
    if (token.refreshToken) update.refreshToken = token.refreshToken;
    if (token.refreshExpiresInSeconds) update.refreshExpiresAt = new Date(now.getTime() + token.refreshExpiresInSeconds * 1000).toISOString();
    if (token.scope !== undefined) update.scope = token.scope;
    tx.update(ref, update);
    return { outcome: 'refreshed', expiresAt };
  });
}

/**
 * The body of the refresh-<provider> jobs: every connected token of the provider that expires
 * within a day is refreshed; one failure marks that connection and the run goes on.
 */
export async function refreshProviderTokens(deps: AppDeps, provider: TokenProvider): Promise<JobReport> {
  const job = `refresh-${provider}`;
  const horizon = new Date(deps.clock.now().getTime() + REFRESH_HORIZON_MS).toISOString();
  const due = await deps.store
    .collection<IntegrationSecret>('integrationSecrets')
    .where('provider', '==', provider)
    .where('status', '==', 'connected')
    .where('expiresAt', '<=', horizon)
    .orderBy('expiresAt')
    .get();
  const report: JobReport = { job, checked: due.size, refreshed: 0, failed: 0 };
  if (due.empty) return report;
  // A deployment without the provider's settings is not the users' fault: fail the run, mark nobody.
  assertProviderConfigured(provider, deps.config.providers[provider]);

  const queue: QueryDocumentSnapshot<IntegrationSecret>[] = [...due.docs];
  const unexpected: unknown[] = [];
  const worker = async () => {
    for (let doc = queue.shift(); doc; doc = queue.shift()) {
      try {
        const result = await refreshIntegrationSecret(deps, doc.ref);
        if (result.outcome === 'refreshed') report.refreshed++;
        if (result.outcome === 'needs_reconnect') {
          report.failed++;
          deps.logger?.warn({ job, userId: doc.data().userId, reason: result.reason }, 'token refresh failed; connection needs reconnect');
        }
      } catch (error) {
        // Our own failure (the store), not the connection's: the others still get their turn.
        deps.logger?.error({ job, userId: doc.data().userId, err: error }, 'token refresh crashed');
        unexpected.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  // The scheduler logs the failed run and retries it; the tokens already stored stay stored.
  if (unexpected.length) throw new AggregateError(unexpected, `${job}: ${unexpected.length} of ${report.checked} refreshes crashed`);
  return report;
}
