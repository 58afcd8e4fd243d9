import { z } from 'zod';
import type { AppDeps } from '../platform/context';
import type { TaskQueue } from '../platform/tasks';
import type { IntegrationProvider } from '../integrations/core/types';
import { ProviderError } from '../integrations/core/http';
import { ConnectionUnusable, postponeContent, refreshContent, renewTokens } from '../integrations/core/connections';
import { connectionRef, secretRef } from '../integrations/core/store';
import { seenOwners, UNSEEN_RECHECK_MS } from './seen-cards';
import { functionNameOf } from './names';

/**
 * One connection's share of a refresh run, as a task on its provider's queue: the scheduler
 * (refresh-provider-tokens.ts) only finds what is due and enqueues; the queue calls the provider
 * at the rate its quota allows and retries what the provider could not answer.
 */
const refreshTask = z.object({ kind: z.enum(['tokens', 'content']), userId: z.string().min(1).max(128) }).strict();
export type RefreshTask = z.infer<typeof refreshTask>;

/**
 * Cloud Tasks' retries: a provider that answers 429 or 5xx, or not at all, is asked again after
 * 1, 2, 4, 8 minutes. A connection still failing after that stays due, and a later run enqueues
 * it again once Cloud Tasks forgets the task's id (about an hour).
 */
const RETRY = { maxAttempts: 5, minBackoffSeconds: 60, maxBackoffSeconds: 600 };

/**
 * The provider's queue: deployed as `tasks-refresh<Provider>` (jobs/schedules.ts), sized by
 * `provider.quota`. The in-process runner finds a queue by its name, so a fresh object each call is the same queue.
 */
export const refreshQueue = (provider: IntegrationProvider): TaskQueue<RefreshTask> => ({
  name: functionNameOf(`refresh-${provider.slug}`),
  rateLimits: provider.quota,
  retry: RETRY,
  payload: refreshTask,
  handle: (deps, task) => refreshConnection(deps, provider, task),
});

/**
 * Does the task's work. A token task renews the tokens if they are still inside the provider's
 * window (a renewal spends a rotating refresh token, so a task that comes twice, or after the
 * person reconnected, checks first), then fetches the content too if it is due and the card was
 * seen (the run leaves such connections to it: one task at a time renews a connection). A content
 * task fetches the content. Throws what a retry may cure (the provider unavailable); a refusal
 * marks the connection and ends.
 */
export async function refreshConnection(deps: AppDeps, provider: IntegrationProvider, task: RefreshTask) {
  if (task.kind === 'tokens' && !(await renewThenContentDue(deps, provider, task.userId))) return;
  // A content task has no due check of its own (a read a task): the task's name keeps a run from
  // enqueuing it twice, and a fetch that comes twice only stores the same feed again.
  try {
    await refreshContent(deps, provider, task.userId);
  } catch (error) {
    if (error instanceof ConnectionUnusable) return;
    if (!(error instanceof ProviderError)) throw error;
    if (error.kind === 'unavailable') throw error;
    // A refusal or an odd answer today: the stored content stays, the next due time tries again.
    deps.logger?.warn(
      { provider: provider.id, userId: task.userId, failure: error.kind, detail: error.detail },
      'content not refreshed',
    );
  }
}

/** Renews the tokens if due; answers whether the content should be fetched now (due, and the card seen). */
async function renewThenContentDue(deps: AppDeps, provider: IntegrationProvider, userId: string): Promise<boolean> {
  const now = deps.clock.now();
  const secret = (await secretRef(deps.store, provider.id, userId).get()).data();
  if (secret?.status !== 'connected') return false;
  if (provider.refresh && Date.parse(secret.expiresAt) <= now.getTime() + provider.refresh.withinMs) {
    const result = await renewTokens(deps, provider, userId, secret);
    if (result.outcome === 'needs_reconnect') {
      deps.logger?.warn(
        { provider: provider.id, userId, reason: result.reason },
        'token refresh failed; connection needs reconnect',
      );
      return false;
    }
  }
  if (!provider.content) return false;
  const connection = (await connectionRef(deps.store, provider.id, userId).get()).data();
  if (connection?.status !== 'connected' || !connection.contentDueAt || connection.contentDueAt > now.toISOString())
    return false;
  if ((await seenOwners(deps, [userId], now)).has(userId)) return true;
  await postponeContent(deps, provider, [userId], new Date(now.getTime() + UNSEEN_RECHECK_MS).toISOString());
  return false;
}
