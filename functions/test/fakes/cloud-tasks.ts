import type { ServerResponse } from 'node:http';
import { sendJson, startFakeServer, type FakeProvider, type FakeRequest } from '../../src/integrations/core/fake/http';

/**
 * A fake of the Cloud Tasks v2 REST API, as much of it as firebase-admin's TaskQueue uses
 * (`enqueue`: POST …/queues/{queue}/tasks; `delete`: DELETE …/tasks/{id}), and of the dispatch
 * that follows: it POSTs each task to its queue's function with Cloud Tasks' headers and retries
 * a non-2xx answer after the queue's backoff until `maxAttempts`. firebase-admin reaches it
 * through CLOUD_TASKS_EMULATOR_HOST (the `host` startCloudTasksFake answers); it then sends the
 * token `owner` and no function URL, so the fake takes each queue's URL from its own
 * configuration, as the Firebase emulator does.
 *
 * Not checked (docs/operations.md, "The production task path, tested"): IAM (any bearer token may
 * enqueue), the OIDC token it sends to the function (unsigned; Cloud Run verifies it in
 * production), `maxDispatchesPerSecond`, and the dispatch deadline. Dispatch runs only when a
 * test calls `dispatchDue` or `drain`, so a test decides when time passes.
 */

/** A queue as `firebase deploy` creates it from the function's `taskQueueTrigger`. */
export interface FakeQueue {
  /** The queue's function, where a task that names no URL goes (firebase-admin names none for an emulator). */
  url: string;
  retryConfig: { maxAttempts: number; minBackoffSeconds: number; maxBackoffSeconds: number };
  rateLimits: { maxConcurrentDispatches: number };
}

export interface FakeTask {
  /** projects/{p}/locations/{l}/queues/{queue}/tasks/{id} */
  name: string;
  id: string;
  queue: string;
  /** Where it is delivered: the task's own URL if it has one, else its queue's function. */
  url: string;
  /** When it is (next) due, in ms. */
  scheduleTime: number;
  createTime: number;
  /** The HTTP request Cloud Tasks makes: the body decoded from base64. */
  body: string;
  headers: Record<string, string>;
  serviceAccountEmail: string | undefined;
  /** Deliveries made so far. */
  dispatchCount: number;
}

export interface Delivery {
  queue: string;
  id: string;
  attempt: number;
  /** The function's answer; 0 when it could not be reached. */
  status: number;
  at: number;
}

/** Cloud Tasks refuses a task name it holds or ran within about an hour. */
const NAME_MEMORY_MS = 3600_000;
const TASK_ID = /^[A-Za-z0-9_-]{1,500}$/;
const PATH = /^\/([^/]+)\/locations\/([^/]+)\/queues\/([^/]+)\/tasks(?:\/([^/]+))?$/;

/** Google APIs' error shape, which firebase-admin maps to its error codes. */
function sendError(res: ServerResponse, code: number, status: string, message: string): void {
  sendJson(res, code, { error: { code, status, message } });
}

/** An unsigned JWT of the shape Cloud Tasks' OIDC token has: firebase-functions decodes it without checking. */
function oidcToken(email: string, audience: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  const claims = { iss: 'https://accounts.google.com', aud: audience, sub: email, email, iat, exp: iat + 3600 };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

export class CloudTasksFake implements FakeProvider {
  /** Every request starts with /projects; the fake server routes by the first segment. */
  readonly name = 'projects';
  /** Every task accepted, in order, as created (dispatch does not change these copies). */
  readonly created: FakeTask[] = [];
  readonly deleted: string[] = [];
  /** Create calls answered, accepted or not. */
  createCalls = 0;
  /** Creates refused with 409 ALREADY_EXISTS. */
  conflicts = 0;
  readonly deliveries: Delivery[] = [];
  /** Tasks whose last attempt failed: Cloud Tasks drops them. */
  readonly exhausted: FakeTask[] = [];
  private readonly waiting = new Map<string, FakeTask>();
  /** Task name → until when it is refused. */
  private readonly names = new Map<string, number>();
  private readonly refusals: { code: number; status: string; message: string }[] = [];
  private sequence = 0;

  constructor(
    private readonly options: {
      project: string;
      location: string;
      queues: Record<string, FakeQueue>;
      /** The queue's clock, in ms; a test moves it to reach a retry's backoff. */
      now?: () => number;
    },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** The next `times` create calls answer this error instead (Cloud Tasks unavailable, quota, permission…). */
  refuseNext(code: number, status: string, times = 1): void {
    for (let i = 0; i < times; i++) this.refusals.push({ code, status, message: `fake refusal: ${status}` });
  }

  /** The tasks waiting for a delivery (a first one or a retry). */
  pending(): FakeTask[] {
    return [...this.waiting.values()];
  }

  handle(req: FakeRequest, res: ServerResponse): boolean {
    const match = PATH.exec(req.path);
    if (!match) return false;
    const [, project, location, queue, id] = match;
    if (!/^Bearer \S+$/.test(req.headers.authorization ?? '')) {
      sendError(res, 401, 'UNAUTHENTICATED', 'Request is missing required authentication credential.');
      return true;
    }
    const known =
      project === this.options.project && location === this.options.location && !!this.options.queues[queue];
    if (!known) {
      sendError(
        res,
        404,
        'NOT_FOUND',
        `Queue projects/${project}/locations/${location}/queues/${queue} does not exist.`,
      );
      return true;
    }
    if (req.method === 'POST' && id === undefined)
      this.create(req, res, `projects/${project}/locations/${location}/queues/${queue}`);
    else if (req.method === 'DELETE' && id !== undefined)
      this.remove(res, `projects/${project}/locations/${location}/queues/${queue}/tasks/${id}`);
    else return false;
    return true;
  }

  private create(req: FakeRequest, res: ServerResponse, queuePath: string): void {
    this.createCalls++;
    const refusal = this.refusals.shift();
    if (refusal) return sendError(res, refusal.code, refusal.status, refusal.message);
    let task: {
      name?: unknown;
      scheduleTime?: unknown;
      httpRequest?: { url?: unknown; body?: unknown; headers?: unknown; oidcToken?: { serviceAccountEmail?: unknown } };
    };
    try {
      ({ task } = JSON.parse(req.body) as { task: typeof task });
    } catch {
      return sendError(res, 400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.');
    }
    const http = task?.httpRequest;
    if (!http || typeof http.body !== 'string' || typeof http.url !== 'string')
      return sendError(res, 400, 'INVALID_ARGUMENT', 'Task.httpRequest with a url and a body is required.');
    const id = task.name === undefined ? `${Date.now()}${++this.sequence}` : String(task.name).split('/').pop()!;
    const name = `${queuePath}/tasks/${id}`;
    if ((task.name !== undefined && task.name !== name) || !TASK_ID.test(id))
      return sendError(res, 400, 'INVALID_ARGUMENT', `Task name ${String(task.name)} is not in queue ${queuePath}.`);
    const scheduleTime = task.scheduleTime === undefined ? this.now() : Date.parse(String(task.scheduleTime));
    if (Number.isNaN(scheduleTime)) return sendError(res, 400, 'INVALID_ARGUMENT', 'Invalid scheduleTime.');
    if ((this.names.get(name) ?? 0) > this.now()) {
      this.conflicts++;
      return sendError(res, 409, 'ALREADY_EXISTS', 'Requested entity already exists');
    }
    const queue = queuePath.split('/').pop()!;
    const created: FakeTask = {
      name,
      id,
      queue,
      url: http.url || this.options.queues[queue].url,
      scheduleTime,
      createTime: this.now(),
      body: Buffer.from(http.body, 'base64').toString('utf8'),
      headers: { ...(http.headers as Record<string, string>) },
      serviceAccountEmail: http.oidcToken?.serviceAccountEmail as string | undefined,
      dispatchCount: 0,
    };
    this.names.set(name, Number.POSITIVE_INFINITY);
    this.waiting.set(name, created);
    this.created.push({ ...created });
    sendJson(res, 200, {
      name,
      scheduleTime: new Date(scheduleTime).toISOString(),
      createTime: new Date(created.createTime).toISOString(),
      httpRequest: { url: created.url, httpMethod: 'POST', headers: created.headers },
      dispatchCount: 0,
      responseCount: 0,
      view: 'BASIC',
    });
  }

  private remove(res: ServerResponse, name: string): void {
    if (!this.waiting.delete(name)) return sendError(res, 404, 'NOT_FOUND', 'The task no longer exists.');
    this.deleted.push(name);
    this.names.set(name, this.now() + NAME_MEMORY_MS);
    sendJson(res, 200, {});
  }

  /** Delivers every task due by the queue's clock once, at most `maxConcurrentDispatches` at a time a queue; answers how many. */
  async dispatchDue(): Promise<number> {
    const due = this.pending().filter((task) => task.scheduleTime <= this.now());
    const byQueue = new Map<string, FakeTask[]>();
    for (const task of due) byQueue.set(task.queue, [...(byQueue.get(task.queue) ?? []), task]);
    await Promise.all(
      [...byQueue].map(async ([queue, tasks]) => {
        const { maxConcurrentDispatches } = this.options.queues[queue].rateLimits;
        for (let at = 0; at < tasks.length; at += maxConcurrentDispatches)
          await Promise.all(tasks.slice(at, at + maxConcurrentDispatches).map((task) => this.deliver(task)));
      }),
    );
    return due.length;
  }

  /** Delivers until nothing waits, a retry without waiting for its backoff (`dispatchDue` honours it). */
  async drain(): Promise<void> {
    while (this.waiting.size) {
      for (const task of this.waiting.values()) task.scheduleTime = Math.min(task.scheduleTime, this.now());
      await this.dispatchDue();
    }
  }

  private async deliver(task: FakeTask): Promise<void> {
    const queue = this.options.queues[task.queue];
    task.dispatchCount++;
    const headers: Record<string, string> = {
      ...task.headers,
      'X-CloudTasks-QueueName': task.queue,
      'X-CloudTasks-TaskName': task.id,
      'X-CloudTasks-TaskRetryCount': String(task.dispatchCount - 1),
      'X-CloudTasks-TaskExecutionCount': String(task.dispatchCount - 1),
      'X-CloudTasks-TaskETA': String(task.scheduleTime / 1000),
    };
    if (task.serviceAccountEmail) headers.Authorization = `Bearer ${oidcToken(task.serviceAccountEmail, task.url)}`;
    const status = await fetch(task.url, { method: 'POST', headers, body: task.body }).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status;
      },
      () => 0,
    );
    this.deliveries.push({ queue: task.queue, id: task.id, attempt: task.dispatchCount, status, at: this.now() });
    const { maxAttempts, minBackoffSeconds, maxBackoffSeconds } = queue.retryConfig;
    if (status < 200 || status > 299) {
      if (task.dispatchCount < maxAttempts) {
        const backoff = Math.min(minBackoffSeconds * 2 ** (task.dispatchCount - 1), maxBackoffSeconds);
        task.scheduleTime = this.now() + backoff * 1000;
        return;
      }
      this.exhausted.push({ ...task });
    }
    this.waiting.delete(task.name);
    this.names.set(task.name, this.now() + NAME_MEMORY_MS);
  }
}

/** The fake on its own local server; `host` is what CLOUD_TASKS_EMULATOR_HOST takes. */
export async function startCloudTasksFake(options: ConstructorParameters<typeof CloudTasksFake>[0], port = 0) {
  const fake = new CloudTasksFake(options);
  const server = await startFakeServer([fake], port);
  return { fake, host: new URL(server.url).host, close: server.close };
}
