export {
  DEFAULT_BACKOFF_MS,
  LEASE_MS,
  commitWithOutbox,
  deliver,
  dispatchWritten,
  enqueue,
  enqueueOnce,
  messagesAbout,
  outboxIdle,
  outboxRef,
  sweepOutbox,
  transactWithOutbox,
  type SweepReport,
} from './outbox';
export { MAIL_TOPIC, enqueueMail, eraseMailTo, mailTopic, queueMail } from './mail';
export { registerTopic } from './topics';
export type { AttemptOutcome, Delivery, DeliveryState, OutboxDocument, OutboxMessage, TopicHandler } from './types';
