import type { AppContext } from '../context';
import type { Transaction } from '../store/types';

/**
 * The outbox's documents (`outbox/{id}`), shaped after Firebase's Trigger Email extension: what to
 * do (`topic`, `payload`) and how its delivery stands (`delivery`).
 *
 * - PENDING: waiting for its first attempt, or for the next one after a failure (`nextAttemptTime`).
 * - PROCESSING: a dispatcher holds the lease until `leaseExpireTime`; past it, another may take over.
 * - SUCCESS: delivered. ERROR: every attempt of the topic's backoff failed; `error` says why.
 */
export type DeliveryState = 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'ERROR';

export interface Delivery {
  state: DeliveryState;
  /** Attempts started so far, the one in progress included. */
  attempts: number;
  /** The last attempt's failure, until an attempt succeeds. */
  error: string | null;
  startTime: string | null;
  endTime: string | null;
  leaseExpireTime: string | null;
  /** The lease's holder: a dispatcher writes its outcome only while the lease is still its own. */
  leaseId: string | null;
  /**
   * When a dispatcher should next look at the document: the next attempt (PENDING) or the end of the
   * lease (PROCESSING); null once SUCCESS or ERROR. The sweep's one query orders by it.
   */
  nextAttemptTime: string | null;
}

export interface OutboxDocument<P = unknown> {
  topic: string;
  payload: P;
  createdAt: string;
  delivery: Delivery;
  /** Ids of what the message tells about (a lead), so erasing it can take the message too. */
  about?: string[];
  /** Set once SUCCESS or ERROR: kept this long for a look at what went out, then swept (`retry-outbox`). */
  expiresAt?: string;
}

/** What `enqueue` takes: the topic names the handler (wired in functions/src/wiring.ts). */
export interface OutboxMessage<P = unknown> {
  topic: string;
  payload: P;
  /** A fixed id makes a second enqueue replace the first (one push a contact); else a new id. */
  id?: string;
  /** Ids of what the message tells about (a lead's id): see `messagesAbout`. */
  about?: string[];
  /**
   * Not delivered before this long after it is written, so the changes of that time are handled
   * at once (`enqueueOnce`: a company's seats). The `retry-outbox` sweep delivers it once due.
   */
  delayMs?: number;
}

export interface AttemptOutcome<R> {
  delivery: Delivery;
  /** What the handler answered, when the attempt succeeded. */
  result?: R;
  /** What the handler threw, when it failed (a webhook's answer: its status code and duration). */
  failure?: unknown;
}

/** How a topic is delivered. */
export interface TopicHandler<P = never, R = unknown> {
  /** One attempt; a throw is a failed attempt, retried after the topic's backoff. */
  deliver(ctx: AppContext, payload: P, delivery: Delivery): Promise<R>;
  /** Waits before attempt 2, 3, …; when they are spent the document ends in ERROR. */
  backoffMs?: readonly number[];
  /**
   * Runs in the transaction that writes each attempt's outcome, for a topic whose owner shows the
   * delivery (a contact's CRM push): reads first, then writes, as transactions want.
   */
  settled?(ctx: AppContext, tx: Transaction, payload: P, outcome: AttemptOutcome<R>): Promise<void>;
}
