import type { AppDeps } from '../platform/context';
import { refreshProviderTokens } from './refresh-provider-tokens';

export interface JobReport {
  job: string;
  /** Documents the job looked at. */
  checked: number;
  refreshed: number;
  /** Documents the job marked as failed (for token refreshes: `needs_reconnect`). */
  failed: number;
}

export type Job = (deps: AppDeps) => Promise<JobReport>;

/** Every scheduled job by name: the scheduler and `npm run jobs -- <name>` both run from here. */
export const jobs: Record<string, Job> = {
  'refresh-instagram': (deps) => refreshProviderTokens(deps, 'instagram'),
  'refresh-twitter': (deps) => refreshProviderTokens(deps, 'twitter'),
  'refresh-tiktok': (deps) => refreshProviderTokens(deps, 'tiktok'),
};
