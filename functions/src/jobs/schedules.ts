import { onSchedule } from 'firebase-functions/v2/scheduler';
import { logger } from 'firebase-functions';
import type { AppDeps } from '../platform/context';
import { jobs } from './registry';

/** The onSchedule wrappers. They never fire in the emulator; run the bodies with `npm run jobs`. */
export function scheduledJobs(buildDeps: () => Promise<AppDeps>) {
  const every = (name: string, schedule: string) =>
    onSchedule({ schedule, timeZone: 'Etc/UTC', retryCount: 1, memory: '512MiB', timeoutSeconds: 540 }, async () => {
      const report = await jobs[name](await buildDeps());
      logger.info('job finished', report);
    });
  return {
    refreshInstagram: every('refresh-instagram', 'every 6 hours'),
    refreshTwitter: every('refresh-twitter', 'every 1 hours'),
    refreshTiktok: every('refresh-tiktok', 'every 6 hours'),
  };
}
