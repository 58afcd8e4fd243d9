import type { ExpireAt } from '../../platform/store/types';
import type { WebhookAttempt, WebhookEndpoint, WebhookEvent } from '../../contract/webhooks';

/** A signing secret; a rotated-out one keeps signing until `expiresAt`. */
export interface WebhookSecret {
  secret: string;
  createdAt: string;
  expiresAt: string | null;
}

/**
 * `companies/{companyId}/webhookEndpoints/{id}`. The secrets are kept as they are (HMAC needs
 * them), never answered after creation or rotation; the newest signs first.
 */
export interface StoredWebhookEndpoint extends Omit<WebhookEndpoint, 'previousSecretExpiresAt'> {
  secrets: WebhookSecret[];
  createdBy: string;
}

/** `webhookEvents/{evt_…}`: what was sent, so a resend sends the same event; gone after 30 days. */
export interface StoredWebhookEvent extends WebhookEvent {
  about: string[];
  expireAt: ExpireAt;
}

/** `companies/{companyId}/webhookAttempts/{id}`: the delivery log; gone after 30 days. */
export interface StoredWebhookAttempt extends WebhookAttempt {
  companyId: string;
  expireAt: ExpireAt;
}

/** An outbox message of the `webhook` topic: one delivery of one event to one endpoint. */
export interface WebhookDelivery {
  companyId: string;
  endpointId: string;
  eventId: string;
}
