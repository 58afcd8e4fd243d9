export { FUNCTIONS_REGION, enqueueTask, runTask, tasksIdle, type EnqueueOutcome } from './tasks';
export type { TaskQueue, TaskRateLimits, TaskRetry } from './types';
