export { FUNCTIONS_REGION, enqueueTask, tasksIdle, type EnqueueOutcome } from './tasks';
export type { TaskQueue, TaskRateLimits, TaskRetry } from './types';
