/** The webhooks module's door: wiring's subscriber and topic, and the stored types for the collections map (docs/webhooks.md). */
export { WEBHOOK_TOPIC, webhookTopic } from './webhook-delivery';
export { forgetLeadEvents, queueWebhookEvent } from './webhook-events';
export type {
  StoredWebhookAttempt,
  StoredWebhookEndpoint,
  StoredWebhookEvent,
  WebhookDelivery,
} from './webhooks.model';
