export {
  commitWithOutbox,
  deliver,
  enqueue,
  messagesAbout,
  outboxIdle,
  sweepOutbox,
  transactWithOutbox,
} from './outbox';
export { MAIL_TOPIC, enqueueMail, eraseMailTo, mailTopic, queueMail } from './mail';
export { registerTopic } from './topics';
export type { AttemptOutcome, Delivery, DeliveryState, OutboxDocument, OutboxMessage, TopicHandler } from './types';
