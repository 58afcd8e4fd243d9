import type { AppDeps } from '../context';
import { perStore } from '../store/per-store';
import type { Store } from '../store/types';
import type { TaskQueue } from './types';

/**
 * The task-queue port. In production `enqueueTask` hands the payload to Cloud Tasks (firebase-admin's
 * `getFunctions().taskQueue()`), which calls the queue's `onTaskDispatched` function at the queue's
 * rate and retries a throw with backoff. Locally and in tests the same handler runs in this process,
 * at most `maxConcurrentDispatches` at a time per queue, a throw retried (at once: no backoff wait)
 * until `maxAttempts`; `tasksIdle` waits for them.
 *
 * Not the outbox: an outbox message is a document written with the data it follows (3 writes a
 * delivery, no rate limit per destination); a task is written nowhere in Firestore and its queue
 * holds a provider's quota (docs/architecture.md, "Tasks or the outbox").
 */

/** The region every function deploys to (index.ts), so the task queues' functions are found there. */
export const FUNCTIONS_REGION = 'us-central1';

/** Cloud Tasks refuses a task id it holds or ran within about an hour; the local runner does the same. */
const ID_MEMORY_MS = 3600_000;

/** `duplicate`: a task with the same id is waiting, running or ran within the hour, so this one was dropped. */
export type EnqueueOutcome = 'enqueued' | 'duplicate';

interface Pending {
  id: string | undefined;
  payload: unknown;
  attempt: number;
}

interface Lane {
  queue: Pending[];
  workers: Set<Promise<void>>;
  /** Task id → until when a task with that id is refused. */
  ids: Map<string, number>;
}

const lanesOf = perStore(() => new Map<string, Lane>());

function laneOf(store: Store, name: string): Lane {
  const byName = lanesOf({ store });
  const lane = byName.get(name) ?? { queue: [], workers: new Set(), ids: new Map() };
  byName.set(name, lane);
  return lane;
}

/**
 * Adds one task to the queue. With an `id`, a second task of the same id within the hour is
 * dropped (`duplicate`), so a scheduler that runs again before its tasks ran adds nothing twice.
 */
export async function enqueueTask<P>(
  deps: AppDeps,
  queue: TaskQueue<P>,
  payload: P,
  options: { id?: string } = {},
): Promise<EnqueueOutcome> {
  if (!deps.config.tasks.runInProcess) return enqueueOnCloudTasks(queue, payload, options.id);
  const lane = laneOf(deps.store, queue.name);
  const now = deps.clock.now().getTime();
  if (options.id) {
    if ((lane.ids.get(options.id) ?? 0) > now) return 'duplicate';
    lane.ids.set(options.id, Number.POSITIVE_INFINITY);
  }
  lane.queue.push({ id: options.id, payload, attempt: 1 });
  startWorkers(deps, queue as TaskQueue<unknown>, lane);
  return 'enqueued';
}

async function enqueueOnCloudTasks<P>(
  queue: TaskQueue<P>,
  payload: P,
  id: string | undefined,
): Promise<EnqueueOutcome> {
  const { getFunctions } = await import('firebase-admin/functions');
  try {
    await getFunctions()
      .taskQueue<P & Record<string, unknown>>(`locations/${FUNCTIONS_REGION}/functions/tasks-${queue.name}`)
      .enqueue(payload as P & Record<string, unknown>, id ? { id } : {});
    return 'enqueued';
  } catch (error) {
    if ((error as { code?: string }).code === 'functions/task-already-exists') return 'duplicate';
    throw error;
  }
}

function startWorkers(deps: AppDeps, queue: TaskQueue<unknown>, lane: Lane): void {
  const wanted = Math.min(queue.rateLimits.maxConcurrentDispatches, lane.queue.length);
  while (lane.workers.size < wanted) {
    const worker: Promise<void> = (async () => {
      // After the enqueuing code's own work, as a queue dispatches later.
      await new Promise((resolve) => setImmediate(resolve));
      for (let task = lane.queue.shift(); task; task = lane.queue.shift()) await attempt(deps, queue, lane, task);
    })().finally(() => lane.workers.delete(worker));
    lane.workers.add(worker);
  }
}

/**
 * One delivery of a task, in production (the `onTaskDispatched` function) and in process alike: a
 * payload that is not the queue's shape is logged and dropped, since retrying it cannot cure it.
 */
export async function runTask<P>(deps: AppDeps, queue: TaskQueue<P>, data: unknown): Promise<void> {
  const parsed = queue.payload.safeParse(data);
  if (!parsed.success) {
    deps.logger?.error({ queue: queue.name, issues: parsed.error.issues }, 'task dropped: payload of the wrong shape');
    return;
  }
  await queue.handle(deps, parsed.data);
}

async function attempt(deps: AppDeps, queue: TaskQueue<unknown>, lane: Lane, task: Pending): Promise<void> {
  try {
    await runTask(deps, queue, task.payload);
  } catch (err) {
    const last = task.attempt >= queue.retry.maxAttempts;
    deps.logger?.[last ? 'error' : 'warn'](
      { err, queue: queue.name, taskId: task.id, attempt: task.attempt },
      last ? 'task failed on its last attempt' : 'task failed; the queue retries it',
    );
    if (!last) {
      lane.queue.push({ ...task, attempt: task.attempt + 1 });
      return;
    }
  }
  if (task.id) lane.ids.set(task.id, deps.clock.now().getTime() + ID_MEMORY_MS);
}

/** Resolves once every in-process task started on this store (retries included) has finished (tests, `npm run jobs`). */
export async function tasksIdle(store: Store): Promise<void> {
  const busy = () => [...lanesOf({ store }).values()].flatMap((lane) => [...lane.workers]);
  for (let workers = busy(); workers.length; workers = busy()) await Promise.allSettled(workers);
}
