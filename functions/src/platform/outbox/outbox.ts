import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context';
import { perStore } from '../store/per-store';
import type { CollectionReference, DocumentReference, Store, Transaction, WriteBatch } from '../store/types';
import { collections } from '../store/collections';
import { sweepExpired } from '../expiring';
import { topicHandler } from './topics';
import type { Delivery, DeliveryState, OutboxDocument, OutboxMessage } from './types';

/**
 * The outbox: a request writes its side effects (mail, CRM pushes, later webhooks) as documents in
 * the same batch or transaction as its data, and answers; a dispatcher delivers them. In production
 * the `outboxDelivery` function (onDocumentCreated) delivers each new document and the
 * `retry-outbox` job sweeps what is due again; locally `dispatch` delivers them in this process
 * once the write committed, and `npm run jobs -- retry-outbox` sweeps.
 */

/** Waits between attempts unless a topic sets its own: 1 min, 5 min, 30 min, 2 h, 6 h, then ERROR. */
const DEFAULT_BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 6 * 3600_000] as const;

/** Longer than any one attempt may take (SMTP's timeouts add to 20 s, a provider call's to 10 s). */
const LEASE_MS = 2 * 60_000;

const SWEEP_LIMIT = 200;
/** Pages of settled messages one sweep may drop: 10,000 a run, well inside the job's timeout. */
const EXPIRED_PAGES = 50;
/** How long a settled message stays (its payload holds addresses and a lead's details). */
const KEEP_SETTLED_MS = 30 * 24 * 3600_000;
const CONCURRENCY = 4;

const later = (from: Date, ms: number) => new Date(from.getTime() + ms).toISOString();

const outboxRef = (store: Store, id: string): DocumentReference<OutboxDocument> =>
  collections({ store }).outbox.doc(id);

/** What each batch or transaction enqueued, delivered in this process once it committed (`dispatchWritten`). */
const enqueued = new WeakMap<WriteBatch | Transaction, { id: string; delayMs: number }[]>();

/** Adds the message to the caller's batch or transaction; answers its id. */
export function enqueue<P>(ctx: AppContext, writer: WriteBatch | Transaction, message: OutboxMessage<P>): string {
  const ref = message.id ? outboxRef(ctx.store, message.id) : collections(ctx).outbox.doc();
  const at = ctx.clock.now();
  const now = at.toISOString();
  const delayMs = message.delayMs ?? 0;
  const delivery: Delivery = {
    state: 'PENDING',
    attempts: 0,
    error: null,
    startTime: null,
    endTime: null,
    leaseExpireTime: null,
    leaseId: null,
    nextAttemptTime: later(at, delayMs),
  };
  const doc: OutboxDocument<P> = {
    topic: message.topic,
    payload: message.payload,
    createdAt: now,
    delivery,
    ...(message.about ? { about: message.about } : {}),
  };
  (writer as WriteBatch).set(ref, doc);
  enqueued.set(writer, [...(enqueued.get(writer) ?? []), { id: ref.id, delayMs }]);
  return ref.id;
}

/**
 * Enqueues the message (which names its `id`) unless that message is already waiting for its
 * first or next attempt: with a `delayMs`, every change of that time shares one delivery. A
 * message being delivered right now is replaced, so a change made during it is handled again.
 * Answers whether it enqueued.
 */
export async function enqueueOnce<P>(ctx: AppContext, message: OutboxMessage<P> & { id: string }): Promise<boolean> {
  return transactWithOutbox(ctx, async (tx) => {
    const waiting = (await tx.get(outboxRef(ctx.store, message.id))).data();
    if (waiting?.delivery.state === 'PENDING') return false;
    enqueue(ctx, tx, message);
    return true;
  });
}

/**
 * After the batch or transaction committed: its messages are delivered now in this process, where
 * the config asks for it. (A transaction's retried callback may have enqueued ids its commit
 * dropped; delivering those finds nothing.)
 */
function dispatchWritten(ctx: AppContext, writer: WriteBatch | Transaction): void {
  const written = enqueued.get(writer) ?? [];
  enqueued.delete(writer);
  dispatch(
    ctx,
    written.filter((m) => !m.delayMs).map((m) => m.id),
  );
  // Locally no sweep runs on a schedule: a delayed message gets a timer of its own (it does not
  // keep the process alive, and finds nothing to do if the sweep was first).
  if (ctx.config.outbox.drainInProcess)
    for (const m of written.filter((w) => w.delayMs)) setTimeout(() => dispatch(ctx, [m.id]), m.delayMs).unref();
}

/** Commits the batch, then delivers what it enqueued. */
export async function commitWithOutbox(ctx: AppContext, batch: WriteBatch): Promise<void> {
  await batch.commit();
  dispatchWritten(ctx, batch);
}

/** Deliveries run in this process at once, per store: an import's thousand invitations queue here. */
const DISPATCH_CONCURRENCY = 8;
const laneOf = perStore(() => ({ queue: [] as string[], workers: new Set<Promise<void>>() }));

/**
 * Delivers committed messages in this process without holding the request that wrote them, where
 * the config asks for it (local runs and tests); in production the trigger does.
 */
function dispatch(ctx: AppContext, ids: readonly string[]): void {
  if (!ctx.config.outbox.drainInProcess || !ids.length) return;
  const lane = laneOf(ctx);
  lane.queue.push(...ids);
  const wanted = Math.min(DISPATCH_CONCURRENCY, lane.queue.length);
  while (lane.workers.size < wanted) {
    const worker: Promise<void> = (async () => {
      // After the current request's own work: the answer goes out first.
      await new Promise((resolve) => setImmediate(resolve));
      for (let id = lane.queue.shift(); id; id = lane.queue.shift()) {
        await deliver(ctx, id).catch((err: unknown) =>
          ctx.logger.error({ err, outboxId: id }, 'outbox delivery crashed'),
        );
      }
    })().finally(() => lane.workers.delete(worker));
    lane.workers.add(worker);
  }
}

/** Resolves once every in-process delivery started on this store has finished (tests, shutdown). */
export async function outboxIdle(store: Store): Promise<void> {
  const lane = laneOf({ store });
  while (lane.workers.size) await Promise.allSettled([...lane.workers]);
}

/** `runTransaction`, then the messages its committed attempt enqueued are delivered as after a batch. */
export async function transactWithOutbox<R>(ctx: AppContext, fn: (tx: Transaction) => Promise<R>): Promise<R> {
  let last: Transaction | undefined;
  const result = await ctx.store.runTransaction((tx) => {
    last = tx;
    return fn(tx);
  });
  if (last) dispatchWritten(ctx, last);
  return result;
}

function isDue(delivery: Delivery, now: string): boolean {
  if (delivery.state === 'PENDING') return !delivery.nextAttemptTime || delivery.nextAttemptTime <= now;
  return delivery.state === 'PROCESSING' && !!delivery.leaseExpireTime && delivery.leaseExpireTime <= now;
}

/**
 * One attempt at one message, if it is due: takes the lease in a transaction (so of two
 * dispatchers only one attempts it), runs the topic's handler, and writes the outcome while the
 * lease is still its own. Answers the state it left, or null when there was nothing to do.
 */
export async function deliver(ctx: AppContext, id: string): Promise<DeliveryState | null> {
  const ref = outboxRef(ctx.store, id);
  const leaseId = randomUUID();
  const claimed = await ctx.store.runTransaction(async (tx) => {
    const message = (await tx.get(ref)).data();
    const now = ctx.clock.now();
    if (!message || !isDue(message.delivery, now.toISOString())) return null;
    const lease = later(now, LEASE_MS);
    const delivery: Delivery = {
      ...message.delivery,
      state: 'PROCESSING',
      attempts: message.delivery.attempts + 1,
      startTime: now.toISOString(),
      endTime: null,
      leaseExpireTime: lease,
      leaseId,
      nextAttemptTime: lease,
    };
    tx.update(ref, { delivery });
    return { ...message, delivery };
  });
  if (!claimed) return null;

  const handler = topicHandler(claimed.topic);
  let outcome: { ok: true; result: unknown } | { ok: false; error: string; failure: unknown };
  try {
    if (!handler) throw new Error(`No handler for the outbox topic '${claimed.topic}'.`);
    outcome = { ok: true, result: await handler.deliver(ctx, claimed.payload as never, claimed.delivery) };
  } catch (err) {
    outcome = { ok: false, error: err instanceof Error ? err.message : String(err), failure: err };
  }

  return ctx.store.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    // Enqueued again meanwhile (a contact pushed again): the new message stands.
    if (!current || current.delivery.leaseId !== leaseId) return null;
    const now = ctx.clock.now();
    const base = { ...current.delivery, endTime: now.toISOString(), leaseExpireTime: null, leaseId: null };
    const backoff = handler?.backoffMs ?? DEFAULT_BACKOFF_MS;
    const delivery: Delivery = outcome.ok
      ? { ...base, state: 'SUCCESS', error: null, nextAttemptTime: null }
      : base.attempts > backoff.length
        ? { ...base, state: 'ERROR', error: outcome.error, nextAttemptTime: null }
        : { ...base, state: 'PENDING', error: outcome.error, nextAttemptTime: later(now, backoff[base.attempts - 1]) };
    await handler?.settled?.(ctx, tx, current.payload as never, {
      delivery,
      result: outcome.ok ? outcome.result : undefined,
      failure: outcome.ok ? undefined : outcome.failure,
    });
    tx.update(ref, delivery.nextAttemptTime ? { delivery } : { delivery, expiresAt: later(now, KEEP_SETTLED_MS) });
    if (!outcome.ok)
      ctx.logger.warn(
        {
          outboxId: id,
          topic: current.topic,
          attempts: delivery.attempts,
          state: delivery.state,
          error: outcome.error,
        },
        'outbox delivery failed',
      );
    return delivery.state;
  });
}

/** The messages that tell about `id` (sent or waiting), for the erasure of what they tell about. */
export async function messagesAbout(ctx: AppContext, id: string): Promise<DocumentReference<OutboxDocument>[]> {
  return (await collections(ctx).outbox.where('about', 'array-contains', id).get()).docs.map((d) => d.ref);
}

interface SweepReport {
  checked: number;
  delivered: number;
  waiting: number;
  failed: number;
}

/**
 * Every message (of one topic, when given) whose next attempt or lease end has come gets an
 * attempt; the whole sweep also drops settled messages past their `expiresAt`.
 */
export async function sweepOutbox(ctx: AppContext, topic?: string): Promise<SweepReport> {
  if (!topic) {
    const settled = collections(ctx).outbox as CollectionReference<OutboxDocument & { expiresAt: string }>;
    // Page after page while pages come back full: one page a run would cap what leaves at 200 every
    // 5 minutes, below what a busy day settles, and the outbox would grow without end.
    for (let page = 0; page < EXPIRED_PAGES; page++)
      if ((await sweepExpired(ctx.store, settled, ctx.clock.now(), SWEEP_LIMIT)) < SWEEP_LIMIT) break;
  }
  let query = collections(ctx).outbox.where('delivery.nextAttemptTime', '<=', ctx.clock.now().toISOString());
  if (topic) query = query.where('topic', '==', topic);
  const due = await query.orderBy('delivery.nextAttemptTime').limit(SWEEP_LIMIT).get();
  const report: SweepReport = { checked: due.size, delivered: 0, waiting: 0, failed: 0 };
  const queue = due.docs.map((d) => d.id);
  const worker = async () => {
    for (let id = queue.shift(); id; id = queue.shift()) {
      const state = await deliver(ctx, id);
      if (state === 'SUCCESS') report.delivered++;
      else if (state === 'ERROR') report.failed++;
      else report.waiting++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  return report;
}
