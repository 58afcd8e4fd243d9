import { describe, expect, it } from 'vitest';
import { PROVIDERS } from '../integrations/registry';
import { refreshQueue } from './refresh-tasks';
import { taskQueues } from './schedules';

/** What `firebase deploy` reads of a function: its endpoint, with the task queue's settings. */
interface Deployed {
  __endpoint: {
    maxInstances?: number;
    taskQueueTrigger: {
      rateLimits?: Record<string, unknown>;
      retryConfig?: Record<string, unknown>;
      invoker?: unknown;
    };
  };
}

describe('the refresh task queues as deployed', () => {
  const deployed = taskQueues(() => Promise.reject(new Error('no task runs here')), []) as unknown as Record<
    string,
    Deployed
  >;

  it('has one queue a provider with a refresh job, its rate the provider quota', () => {
    const withRefresh = PROVIDERS.filter((provider) => provider.refresh);
    expect(Object.keys(deployed).sort()).toEqual(withRefresh.map((p) => refreshQueue(p).name).sort());
    for (const provider of withRefresh) {
      const { __endpoint: endpoint } = deployed[refreshQueue(provider).name];
      expect(endpoint.taskQueueTrigger.rateLimits).toEqual(provider.quota);
      expect(endpoint.taskQueueTrigger.retryConfig).toMatchObject({ maxAttempts: 5, minBackoffSeconds: 60 });
      // Instances enough for the queue's concurrent dispatches at 20 tasks an instance.
      expect(endpoint.maxInstances! * 20).toBeGreaterThanOrEqual(provider.quota.maxConcurrentDispatches);
    }
  });

  it('keeps the default invoker: only service accounts with the Cloud Tasks roles can enqueue or call', () => {
    for (const fn of Object.values(deployed)) expect(fn.__endpoint.taskQueueTrigger.invoker).toBeUndefined();
  });
});
