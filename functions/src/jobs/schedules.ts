import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { logger } from 'firebase-functions';
import type { SecretParam } from 'firebase-functions/params';
import type { AppDeps } from '../platform/context';
import { PROVIDERS } from '../integrations/registry';
import { SCHEDULED_JOBS } from './registry';
import { functionNameOf } from './names';
import { refreshQueue, type RefreshTask } from './refresh-tasks';
import { startOnce } from '../platform/start-once';
import { runTask } from '../platform/tasks';

export { functionNameOf } from './names';

/**
 * Sizing (docs/operations.md, "Functions and their sizing"). A scheduled run reads pages of due
 * documents and enqueues, so it stays small; one instance is all a schedule ever needs. A task
 * calls one provider for one connection and copies its pictures (sharp): the memory is for that.
 */
const SCHEDULE_OPTIONS = {
  timeZone: 'Etc/UTC',
  retryCount: 1,
  memory: '512MiB',
  timeoutSeconds: 540,
  maxInstances: 1,
} as const;
const TASK_OPTIONS = { memory: '512MiB', timeoutSeconds: 120, concurrency: 20 } as const;

/**
 * The onSchedule wrappers of every job in the registry, by function name. index.ts exports them
 * as one group, so a provider's new job is deployed without touching it. They never fire in the
 * emulator; run the bodies with `npm run jobs`.
 */
export function scheduledJobs(buildDeps: () => Promise<AppDeps>, secrets: SecretParam[]) {
  return Object.fromEntries(
    Object.entries(SCHEDULED_JOBS).map(([name, job]) => [
      functionNameOf(name),
      onSchedule({ ...SCHEDULE_OPTIONS, schedule: job.schedule, secrets }, async () => {
        const report = await job.run(await buildDeps());
        logger.info('job finished', report);
      }),
    ]),
  );
}

/**
 * The task queue of every provider with a refresh job, by the queue's name: index.ts exports them
 * as the `tasks` group (`tasks-refreshInstagram`, …), where platform/tasks enqueues. Each queue's
 * rate is its provider's quota; enough instances to hold its concurrent dispatches.
 */
export function taskQueues(buildDeps: () => Promise<AppDeps>, secrets: SecretParam[]) {
  // One set of dependencies an instance, shared by the tasks it runs at once.
  const deps = startOnce(buildDeps);
  return Object.fromEntries(
    PROVIDERS.filter((provider) => provider.refresh).map((provider) => {
      const queue = refreshQueue(provider);
      return [
        queue.name,
        onTaskDispatched<RefreshTask>(
          {
            ...TASK_OPTIONS,
            maxInstances: Math.max(1, Math.ceil(queue.rateLimits.maxConcurrentDispatches / TASK_OPTIONS.concurrency)),
            rateLimits: queue.rateLimits,
            retryConfig: queue.retry,
            secrets,
          },
          async (request) => {
            await runTask(await deps(), queue, request.data);
          },
        ),
      ];
    }),
  );
}
