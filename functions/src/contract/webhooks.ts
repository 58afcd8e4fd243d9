import { z } from 'zod';
import { id, pageQuery } from './common';

/**
 * Signed outgoing webhooks (docs/webhooks.md): a company's endpoints, the events they subscribe
 * to, and the log of every delivery attempt. Shared by the API and the web app (zod only).
 */

export const WEBHOOK_EVENTS = [
  'lead.created',
  'contact.updated',
  'contact.deleted',
  'card.activated',
  'employee.joined',
  'employee.left',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];

/** What "Send test event" sends one endpoint: no activity causes it and no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** The type of an event as it is delivered: one of the subscribable events, or the test event. */
export type WebhookDeliveredType = WebhookEventType | typeof WEBHOOK_TEST_EVENT;

export const WEBHOOK_LIMITS = {
  urlLength: 2048,
  /** Endpoints one company may keep. */
  endpointsPerCompany: 20,
  descriptionLength: 200,
  /** How long a rotated-out secret still signs, beside the new one. */
  rotationOverlapMs: 24 * 3600_000,
  /** How long a delivery attempt and an event stay readable. */
  keepMs: 30 * 24 * 3600_000,
  /** One attempt's whole time, connection included. */
  timeoutMs: 10_000,
  /** The start of a receiver's answer kept in the log, for an admin mending an endpoint. */
  responseExcerptLength: 500,
  /**
   * Addresses a company may have checked an hour (each check opens a connection to it), and
   * resends an endpoint takes an hour (each may be retried for 3 days): enough for a person
   * setting up or mending an endpoint, too few to make Everlink scan ports or flood a host.
   */
  addressChecksPerHour: 30,
  resendsPerHour: 60,
} as const;

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter an https:// address.',
  urlBlocked: 'This address cannot receive webhooks: it points to a private or local network.',
  eventsRequired: 'Choose at least one event.',
  eventUnknown: 'Unknown event.',
  tooManyEndpoints: `A company can have at most ${WEBHOOK_LIMITS.endpointsPerCompany} webhook endpoints.`,
  eventGone: 'This event is no longer kept, so it cannot be sent again.',
  eventNotKept: 'This event is no longer kept.',
  testDisabled: 'Turn the endpoint on to send it a test event.',
} as const;

const webhookUrl = () =>
  z
    .string()
    .trim()
    .max(WEBHOOK_LIMITS.urlLength, WEBHOOK_MESSAGES.urlInvalid)
    .refine((value) => URL.canParse(value), WEBHOOK_MESSAGES.urlInvalid);

const events = () =>
  z
    .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.eventUnknown }))
    .min(1, WEBHOOK_MESSAGES.eventsRequired)
    .max(WEBHOOK_EVENTS.length)
    .transform((list) => [...new Set(list)]);

export const createWebhookBody = z.object({
  url: webhookUrl(),
  events: events(),
  description: z.string().trim().max(WEBHOOK_LIMITS.descriptionLength).default(''),
  enabled: z.boolean().default(true),
});
export type CreateWebhookBody = z.infer<typeof createWebhookBody>;

export const updateWebhookBody = z
  .object({
    url: webhookUrl(),
    events: events(),
    description: z.string().trim().max(WEBHOOK_LIMITS.descriptionLength),
    enabled: z.boolean(),
  })
  .partial();
export type UpdateWebhookBody = z.infer<typeof updateWebhookBody>;

export const webhookParams = z.object({ companyId: id(), endpointId: id() });
export const webhookAttemptParams = webhookParams.extend({ attemptId: id() });
export const webhookAttemptsQuery = pageQuery;

/** An endpoint as its admins see it: never its secrets. */
export interface WebhookEndpoint {
  id: string;
  companyId: string;
  url: string;
  events: WebhookEventType[];
  description: string;
  enabled: boolean;
  /** Until when the previous secret still signs, after a rotation. */
  previousSecretExpiresAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Answered once, at creation and at rotation: the secret is never shown again. */
export interface WebhookEndpointWithSecret extends WebhookEndpoint {
  secret: string;
}

/** The body of every delivery. */
export interface WebhookEvent {
  id: string;
  type: WebhookDeliveredType;
  /** Unix seconds. */
  created: number;
  companyId: string;
  data: Record<string, unknown>;
}

/** One attempt to deliver one event to one endpoint. */
export interface WebhookAttempt {
  id: string;
  endpointId: string;
  eventId: string;
  type: WebhookDeliveredType;
  /** 1 for the first attempt of a delivery; a resend starts again at 1. */
  attempt: number;
  at: string;
  /** The receiver's HTTP status, or null when no answer came. */
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The start of the receiver's answer body (WEBHOOK_LIMITS.responseExcerptLength characters), or null. */
  responseExcerpt: string | null;
  /** SUCCESS, PENDING (another attempt at `nextRetryAt`) or ERROR (given up). */
  state: 'SUCCESS' | 'PENDING' | 'ERROR';
  nextRetryAt: string | null;
}

/** A contact as webhook events carry it: its details, never its internal search or sync fields. */
export function webhookContact(c: {
  id: string;
  userId: string;
  profileId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  company: string;
  jobTitle: string;
  note: string;
  source: string;
  consentAt: string | null;
  createdAt: string;
  updatedAt: string;
}) {
  const { id, userId, profileId, firstName, lastName, email, phoneNumber, company, jobTitle, note, source } = c;
  return {
    id,
    ownerId: userId,
    profileId,
    firstName,
    lastName,
    email,
    phoneNumber,
    company,
    jobTitle,
    note,
    source,
    consentAt: c.consentAt,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}
