import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { getFunctions } from 'firebase-admin/functions';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestContext, PROJECT_ID, type TestContext } from '../../test/harness.test-support';
import { startProviderFakes, type ProviderFakes } from '../../test/fakes';
import { startCloudTasksFake, type CloudTasksFake, type FakeQueue } from '../../test/fakes/cloud-tasks';
import { enqueueTask, FUNCTIONS_REGION } from '../platform/tasks';
import { connectionRef } from '../integrations/core/store';
import { functionNameOf, scheduledJobs, taskQueues } from './schedules';
import { refreshQueue } from './refresh-tasks';
import { PROVIDERS } from '../integrations/registry';
import { seedInstagramConnections } from './refresh.test-support';

/**
 * The production task path end to end, over HTTP at every step: Cloud Scheduler's POST to the
 * `jobs-refreshInstagram` function, the run enqueueing through firebase-admin's TaskQueue
 * (`config.tasks.runInProcess` false) on a fake Cloud Tasks (CLOUD_TASKS_EMULATOR_HOST), and the
 * fake's deliveries to the `tasks-refreshInstagram` function, both functions being the very
 * onSchedule/onTaskDispatched wrappers index.ts deploys, served by a local HTTP server. The fake's
 * queues are made from the functions' own `taskQueueTrigger`, what `firebase deploy` creates them from.
 */

const NOW = new Date('2030-01-10T12:00:00.000Z');
const HOUR = 3600_000;
const instagram = PROVIDERS.find((p) => p.id === 'instagram')!;
const QUEUE = `tasks-${refreshQueue(instagram).name}`;
const QUEUE_PATH = `projects/${PROJECT_ID}/locations/${FUNCTIONS_REGION}/queues/${QUEUE}`;

/** What firebase-admin puts in the OIDC token when it talks to an emulator and finds no service account. */
const EMULATED_SERVICE_ACCOUNT = 'emulated-service-acct@email.com';

type Deployed = Record<string, { __endpoint: { taskQueueTrigger?: Record<string, unknown> } }>;

let providers: ProviderFakes;
let functionsServer: Server;
let functionsUrl: string;
/** The functions the local server answers for, by deployed name; built again for each test's app. */
let hosted: Record<string, RequestHandler> = {};
let t: TestContext;
let cloudTasks: { fake: CloudTasksFake; host: string; close: () => Promise<void> };
/** The queue's clock: a test moves it on to reach a retry's backoff. */
let queueNow = 0;
let renewalsBefore = 0;
const renewals = () => new Set(providers.instagram.tokens.refreshCalls.slice(renewalsBefore)).size;

/** The exported groups' functions under their deployed names (`tasks` → `tasks-refreshInstagram`). */
const named = (group: string, functions: object) =>
  Object.fromEntries(Object.entries(functions).map(([name, fn]) => [`${group}-${name}`, fn]));

/** Each queue as `firebase deploy` makes it from its function's options, delivering to the local server. */
function deployedQueues(): Record<string, FakeQueue> {
  const tasks = named(
    'tasks',
    taskQueues(() => Promise.reject(new Error('not called')), []),
  ) as Deployed;
  return Object.fromEntries(
    Object.entries(tasks).map(([name, fn]) => [
      name,
      { url: `${functionsUrl}/${name}`, ...(fn.__endpoint.taskQueueTrigger as Omit<FakeQueue, 'url'>) },
    ]),
  );
}

/** What Cloud Scheduler does at the job's time: POST to the job's function; answers the status. */
async function schedulerRuns(job: string): Promise<number> {
  const res = await fetch(`${functionsUrl}/jobs-${functionNameOf(job)}`, {
    method: 'POST',
    headers: { 'X-CloudScheduler-JobName': `firebase-schedule-jobs-${job}-${FUNCTIONS_REGION}` },
  });
  return res.status;
}

const seed = (options: { count: number; tokensDue: number; contentDue: number; seen: number }) =>
  seedInstagramConnections(
    { store: t.store, config: t.deps.config },
    { ...options, now: NOW, token: () => providers.instagram.grant().accessToken },
  );

const payloads = () => cloudTasks.fake.created.map((task) => JSON.parse(task.body) as { data: unknown });

beforeAll(async () => {
  // As the Functions emulator sets it: no Google metadata server here, so firebase-admin falls
  // back at once to the emulated service account it names in the task's OIDC token.
  process.env.METADATA_SERVER_DETECTION = 'none';
  providers = await startProviderFakes();
  const app = express();
  app.use(express.json());
  app.post('/:name', (req, res, next) => {
    const fn = hosted[req.params.name];
    if (fn) return fn(req, res, next);
    res.status(404).end();
  });
  functionsServer = createServer(app);
  await new Promise<void>((resolve) => functionsServer.listen(0, '127.0.0.1', resolve));
  functionsUrl = `http://127.0.0.1:${(functionsServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  delete process.env.METADATA_SERVER_DETECTION;
  functionsServer.closeAllConnections();
  await new Promise((resolve) => functionsServer.close(resolve));
  await providers.close();
});
beforeEach(async () => {
  queueNow = NOW.getTime();
  cloudTasks = await startCloudTasksFake({
    project: PROJECT_ID,
    location: FUNCTIONS_REGION,
    queues: deployedQueues(),
    now: () => queueNow,
  });
  // Read by firebase-admin at each call; this file's process only.
  process.env.CLOUD_TASKS_EMULATOR_HOST = cloudTasks.host;
  t = await createTestContext({
    EVERLINK_FAKES_URL: providers.url,
    EVERLINK_CLOUD_TASKS: '1',
    CLOUD_TASKS_EMULATOR_HOST: cloudTasks.host,
  });
  t.clock.set(NOW);
  const deps = async () => t.deps;
  hosted = { ...named('jobs', scheduledJobs(deps, [])), ...named('tasks', taskQueues(deps, [])) } as Record<
    string,
    RequestHandler
  >;
  renewalsBefore = providers.instagram.tokens.refreshCalls.length;
});
afterEach(async () => {
  delete process.env.CLOUD_TASKS_EMULATOR_HOST;
  await cloudTasks.close();
  await t.close();
});

describe('the refresh job on Cloud Tasks (the production path, against a fake Cloud Tasks)', () => {
  it('enqueues one named task per due connection on the provider queue, which the queue delivers to its function', async () => {
    expect(t.deps.config.tasks.runInProcess).toBe(false);
    const seeded = await seed({ count: 40, tokensDue: 20, contentDue: 5, seen: 5 });

    expect(await schedulerRuns('refresh-instagram')).toBe(200);

    // Enqueued, not run: nothing in this process renewed a token.
    expect(renewals()).toBe(0);
    const created = cloudTasks.fake.created;
    expect(created).toHaveLength(25);
    for (const task of created) {
      expect(task.queue).toBe(QUEUE);
      expect(task.name).toMatch(new RegExp(`^${QUEUE_PATH}/tasks/(tokens|content)-[A-Za-z0-9_]+-\\d{17}$`));
      // Due at once, as no schedule was asked for; delivered as onTaskDispatched expects it.
      expect(task.scheduleTime).toBe(queueNow);
      expect(task.headers['Content-Type']).toBe('application/json');
      expect(task.serviceAccountEmail).toBe(EMULATED_SERVICE_ACCOUNT);
    }
    expect(payloads()).toEqual(
      expect.arrayContaining([
        ...seeded.tokensDue.map((userId) => ({ data: { kind: 'tokens', userId } })),
        ...seeded.contentSeen.map((userId) => ({ data: { kind: 'content', userId } })),
      ]),
    );

    await cloudTasks.fake.dispatchDue();

    expect(cloudTasks.fake.deliveries.map((d) => d.status)).toEqual(Array(25).fill(204));
    expect(cloudTasks.fake.pending()).toEqual([]);
    expect(renewals()).toBe(20);
    for (const userId of seeded.contentSeen)
      expect((await connectionRef(t.store, 'instagram', userId).get()).data()).toMatchObject({
        contentUpdatedAt: NOW.toISOString(),
      });
  });

  it("answers 'duplicate' for a task id Cloud Tasks holds or ran within the hour (409 ALREADY_EXISTS)", async () => {
    await seed({ count: 20, tokensDue: 10, contentDue: 0, seen: 0 });

    expect(await schedulerRuns('refresh-instagram')).toBe(200);
    // The scheduler runs again before the tasks ran: the same names, all refused.
    expect(await schedulerRuns('refresh-instagram')).toBe(200);
    expect(cloudTasks.fake.created).toHaveLength(10);
    expect(cloudTasks.fake.conflicts).toBe(10);

    await cloudTasks.fake.dispatchDue();
    expect(renewals()).toBe(10);

    // Ran, and still remembered: the same id is a duplicate, a new one is enqueued.
    const [first] = cloudTasks.fake.created;
    const task = JSON.parse(first.body).data;
    const queue = refreshQueue(instagram);
    expect(await enqueueTask(t.deps, queue, task, { id: first.id })).toBe('duplicate');
    expect(await enqueueTask(t.deps, queue, task, { id: `${first.id}-again` })).toBe('enqueued');
    expect(await enqueueTask(t.deps, queue, task)).toBe('enqueued');
    expect(cloudTasks.fake.created).toHaveLength(12);

    // firebase-admin's delete: the waiting task is gone, its name still refused; a gone one is ignored (404).
    const taskQueue = getFunctions().taskQueue(`locations/${FUNCTIONS_REGION}/functions/${QUEUE}`);
    await taskQueue.delete(`${first.id}-again`);
    await taskQueue.delete(`${first.id}-again`);
    expect(cloudTasks.fake.deleted).toEqual([`${QUEUE_PATH}/tasks/${first.id}-again`]);
    expect(cloudTasks.fake.pending()).toHaveLength(1);
    expect(await enqueueTask(t.deps, queue, task, { id: `${first.id}-again` })).toBe('duplicate');
  });

  it("retries a failed task after the queue's backoff, and drops it after maxAttempts", async () => {
    const { contentSeen } = await seed({ count: 2, tokensDue: 0, contentDue: 1, seen: 1 });
    const [userId] = contentSeen;
    const connection = async () => (await connectionRef(t.store, 'instagram', userId).get()).data()!;
    // Instagram over quota twice: the task throws, the function answers 500, Cloud Tasks retries.
    providers.instagram.faults.next('media', 'rate_limited');
    providers.instagram.faults.next('media', 'rate_limited');
    expect(await schedulerRuns('refresh-instagram')).toBe(200);
    const start = queueNow;

    expect(await cloudTasks.fake.dispatchDue()).toBe(1);
    expect(cloudTasks.fake.pending()[0].scheduleTime).toBe(start + 60_000);
    expect(await cloudTasks.fake.dispatchDue()).toBe(0);
    queueNow = start + 60_000;
    expect(await cloudTasks.fake.dispatchDue()).toBe(1);
    expect(cloudTasks.fake.pending()[0].scheduleTime).toBe(start + 180_000);
    queueNow = start + 180_000;
    expect(await cloudTasks.fake.dispatchDue()).toBe(1);

    expect(cloudTasks.fake.deliveries.map(({ attempt, status }) => [attempt, status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 204],
    ]);
    expect(await connection()).toMatchObject({ contentUpdatedAt: NOW.toISOString() });

    // Over quota on every attempt: 5 attempts (the queue's maxAttempts), then the task is dropped
    // and the connection stays due for a later run.
    t.clock.set(new Date(NOW.getTime() + 7 * HOUR));
    for (let i = 0; i < 5; i++) providers.instagram.faults.next('media', 'rate_limited');
    expect(await schedulerRuns('refresh-instagram')).toBe(200);
    await cloudTasks.fake.drain();
    expect(cloudTasks.fake.deliveries.slice(3).map((d) => d.status)).toEqual(Array(5).fill(500));
    expect(cloudTasks.fake.exhausted).toHaveLength(1);
    expect(await connection()).toMatchObject({ contentUpdatedAt: NOW.toISOString() });
    expect((await connection()).contentDueAt! <= new Date(NOW.getTime() + 7 * HOUR).toISOString()).toBe(true);
  });

  it("drops a task whose payload is not the queue's shape (answered, not retried), and runs the good ones", async () => {
    const seeded = await seed({ count: 2, tokensDue: 2, contentDue: 0, seen: 0 });
    const queue = refreshQueue(instagram);
    // As a task queued by an older deploy, or sent by anything that is not our scheduler.
    for (const bad of [{ kind: 'everything', userId: seeded.tokensDue[0] }, { userId: 42 }, 'tokens'])
      expect(await enqueueTask(t.deps, queue, bad as never)).toBe('enqueued');
    expect(await enqueueTask(t.deps, queue, { kind: 'tokens', userId: seeded.tokensDue[1] })).toBe('enqueued');

    await cloudTasks.fake.dispatchDue();

    expect(cloudTasks.fake.deliveries.map((d) => d.status)).toEqual([204, 204, 204, 204]);
    expect(cloudTasks.fake.pending()).toEqual([]);
    expect(renewals()).toBe(1);
    // The wrong kind did no work of any kind for the person it named.
    const named = (await connectionRef(t.store, 'instagram', seeded.tokensDue[0]).get()).data();
    expect(named?.contentUpdatedAt).not.toBe(NOW.toISOString());
  });

  it('has firebase-admin retry a 503 from Cloud Tasks: every task enqueued once', async () => {
    await seed({ count: 12, tokensDue: 10, contentDue: 0, seen: 0 });

    cloudTasks.fake.refuseNext(503, 'UNAVAILABLE');
    expect(await schedulerRuns('refresh-instagram')).toBe(200);
    expect(cloudTasks.fake.createCalls).toBe(11);
    expect(cloudTasks.fake.created).toHaveLength(10);
    await cloudTasks.fake.dispatchDue();
    expect(renewals()).toBe(10);
  });

  it('fails the run on a refusal (Cloud Scheduler retries it), and the next run enqueues what is left, nothing twice', async () => {
    await seed({ count: 12, tokensDue: 10, contentDue: 0, seen: 0 });

    cloudTasks.fake.refuseNext(403, 'PERMISSION_DENIED');
    expect(await schedulerRuns('refresh-instagram')).toBe(500);
    // The run's other enqueue calls were already on their way.
    await vi.waitFor(() => expect(cloudTasks.fake.createCalls).toBe(10));
    const before = cloudTasks.fake.created.length;
    expect(before).toBeLessThan(10);

    expect(await schedulerRuns('refresh-instagram')).toBe(200);
    expect(cloudTasks.fake.created).toHaveLength(10);
    expect(new Set(cloudTasks.fake.created.map((task) => task.name)).size).toBe(10);
    expect(cloudTasks.fake.conflicts).toBe(before);
    await cloudTasks.fake.dispatchDue();
    expect(renewals()).toBe(10);
  });

  it('finds no queue that is not deployed (404 NOT_FOUND), as Cloud Tasks would', async () => {
    const unknown = { ...refreshQueue(instagram), name: 'refreshNowhere' };
    await expect(enqueueTask(t.deps, unknown, { kind: 'tokens', userId: 'u1' })).rejects.toMatchObject({
      code: 'functions/not-found',
    });
  });
});
