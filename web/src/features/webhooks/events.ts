import { WEBHOOK_TEST_EVENT, type WebhookDeliveredType, type WebhookEventType } from '@contract/webhooks';
import type { WebhooksT } from './i18n';

/** Each event's words: keys under `event` (i18next reads a dot in a key as nesting). */
const KEYS = {
  'lead.created': ['event.leadCreated', 'event.leadCreatedHint'],
  'contact.updated': ['event.contactUpdated', 'event.contactUpdatedHint'],
  'contact.deleted': ['event.contactDeleted', 'event.contactDeletedHint'],
  'card.activated': ['event.cardActivated', 'event.cardActivatedHint'],
  'employee.joined': ['event.employeeJoined', 'event.employeeJoinedHint'],
  'employee.left': ['event.employeeLeft', 'event.employeeLeftHint'],
} as const satisfies Record<WebhookEventType, readonly [string, string]>;

export const eventLabel = (type: WebhookDeliveredType, t: WebhooksT) =>
  type === WEBHOOK_TEST_EVENT ? t('event.webhookTest') : t(KEYS[type][0]);
export const eventHint = (type: WebhookEventType, t: WebhooksT) => t(KEYS[type][1]);
