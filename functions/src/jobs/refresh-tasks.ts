import type { AppDeps } from '../platform/context';
import type { TaskQueue } from '../platform/tasks';
import type { IntegrationProvider } from '../integrations/core/types';
import { ProviderError } from '../integrations/core/http';
import { ConnectionUnusable, refreshContent, renewTokens } from '../integrations/core/connections';
import { secretRef } from '../integrations/core/store';
import { functionNameOf } from './names';

/**
 * One connection's share of a refresh run, as a task on its provider's queue: the scheduler
 * (refresh-provider-tokens.ts) only finds what is due and enqueues; the queue calls the provider
 * at the rate its quota allows and retries what the provider could not answer.
 */
export interface RefreshTask {
  kind: 'tokens' | 'content';
  userId: string;
}

/**
 * Cloud Tasks' retries: a provider that answers 429 or 5xx, or not at all, is asked again after
 * 1, 2, 4, 8 minutes. A connection still failing after that stays due, and a later run enqueues
 * it again once Cloud Tasks forgets the task's id (about an hour).
 */
const RETRY = { maxAttempts: 5, minBackoffSeconds: 60, maxBackoffSeconds: 600 };

const queues = new Map<string, TaskQueue<RefreshTask>>();

/** The provider's queue: deployed as `tasks-refresh<Provider>` (jobs/schedules.ts), sized by `provider.quota`. */
export function refreshQueue(provider: IntegrationProvider): TaskQueue<RefreshTask> {
  const known = queues.get(provider.id);
  if (known) return known;
  const queue: TaskQueue<RefreshTask> = {
    name: functionNameOf(`refresh-${provider.slug}`),
    rateLimits: provider.quota,
    retry: RETRY,
    handle: (deps, task) => refreshConnection(deps, provider, task),
  };
  queues.set(provider.id, queue);
  return queue;
}

/**
 * Does the task's work: renews tokens still inside the provider's window (a renewal spends a
 * rotating refresh token, so a task that comes twice, or after the person reconnected, checks
 * first), or fetches the content. Throws what a retry may cure (the provider unavailable); a
 * refusal marks the connection and ends.
 */
export async function refreshConnection(deps: AppDeps, provider: IntegrationProvider, task: RefreshTask) {
  const now = deps.clock.now();
  if (task.kind === 'tokens') {
    const secret = (await secretRef(deps.store, provider.id, task.userId).get()).data();
    if (!provider.refresh || secret?.status !== 'connected') return;
    if (Date.parse(secret.expiresAt) > now.getTime() + provider.refresh.withinMs) return;
    const result = await renewTokens(deps, provider, task.userId);
    if (result.outcome === 'needs_reconnect')
      deps.logger?.warn(
        { provider: provider.id, userId: task.userId, reason: result.reason },
        'token refresh failed; connection needs reconnect',
      );
    return;
  }
  // No due check of its own (a read a task): the task's name keeps a run from enqueuing it twice, and
  // a fetch that comes twice only stores the same feed again.
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
