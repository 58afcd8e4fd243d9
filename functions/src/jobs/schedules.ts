import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import type { SecretParam } from 'firebase-functions/params';
import type { AppDeps } from '../platform/context';
import { SCHEDULED_JOBS } from './registry';

/** `refresh-twitter` → `refreshTwitter`: the function's name. */
export const functionNameOf = (job: string) => job.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * The onSchedule wrappers of every job in the registry, by function name. index.ts exports them
 * as one group, so a provider's new job is deployed without touching it. They never fire in the
 * emulator; run the bodies with `npm run jobs`.
 */
export function scheduledJobs(buildDeps: () => Promise<AppDeps>, secrets: SecretParam[]) {
  return Object.fromEntries(
    Object.entries(SCHEDULED_JOBS).map(([name, job]) => [
      functionNameOf(name),
      onSchedule(
        { schedule: job.schedule, timeZone: 'Etc/UTC', retryCount: 1, memory: '512MiB', timeoutSeconds: 540, secrets },
        async () => {
          const report = await job.run(await buildDeps());
          logger.info('job finished', report);
        },
      ),
    ]),
  );
}
