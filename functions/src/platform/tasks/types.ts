import type { z } from 'zod';
import type { AppDeps } from '../context';

/** How fast the queue hands out tasks: Cloud Tasks' `rateLimits`, sized to what the called service allows. */
export interface TaskRateLimits {
  maxDispatchesPerSecond: number;
  maxConcurrentDispatches: number;
}

/** Cloud Tasks' `retryConfig`: a task whose handler throws runs again, up to `maxAttempts` in all. */
export interface TaskRetry {
  maxAttempts: number;
  minBackoffSeconds: number;
  maxBackoffSeconds: number;
}

/**
 * One task queue: in production a Cloud Tasks queue in front of an `onTaskDispatched` function of
 * the same name (built in jobs/schedules.ts, exported by index.ts), locally the same `handle` run in
 * this process. A task is small JSON; the handler reads what it needs and must be idempotent, since
 * Cloud Tasks delivers at least once.
 */
export interface TaskQueue<P> {
  /** The function's name inside the `tasks` group (`refreshInstagram` deploys as `tasks-refreshInstagram`). */
  name: string;
  rateLimits: TaskRateLimits;
  retry: TaskRetry;
  /**
   * The payload's shape: what arrives is checked against it before `handle` runs (Cloud Tasks hands
   * the function whatever body the task carries, and a task can outlive a deploy that changed it).
   */
  payload: z.ZodType<P>;
  /** One attempt; a throw is a failed attempt that the queue retries after its backoff. */
  handle(deps: AppDeps, payload: P): Promise<void>;
}
