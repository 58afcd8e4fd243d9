import { z } from 'zod';
import {
  API_SCOPES,
  IDENTITY_AUDIT_EVENTS,
  apiKeyAuditQuery,
  createApiKeyBody,
  type ApiKey,
  type AuditEntry,
  type CreatedApiKey,
} from '../api-keys';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_TEST_EVENT,
  createWebhookBody,
  updateWebhookBody,
  webhookAttemptsQuery,
  type WebhookAttempt,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEvent,
} from '../webhooks';
import { data, page, type ApiRoute } from './define';
import { idView } from './views';

/** The open platform's own routes (docs/api-keys.md, docs/webhooks.md): API keys and webhooks. */

const nullableString = z.string().nullable();

const apiKeyFields = {
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  displayPrefix: z.string(),
  rateLimit: z.number(),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: nullableString,
};
const apiKeyView = z.object(apiKeyFields) satisfies z.ZodType<ApiKey>;
const createdApiKeyView = z.object({ ...apiKeyFields, secret: z.string() }) satisfies z.ZodType<CreatedApiKey>;
// A key's entries carry the key and the call; a company's identity events (SSO, domains, SCIM) their target.
const auditEntryView = z.object({
  event: z.enum(['call', 'key.created', 'key.revoked', ...IDENTITY_AUDIT_EVENTS]),
  keyId: z.string().optional(),
  keyName: z.string().optional(),
  method: z.string().optional(),
  route: z.string().optional(),
  status: z.number().optional(),
  at: z.string(),
  by: z.string().optional(),
  byName: z.string().optional(),
  target: z.string().optional(),
}) satisfies z.ZodType<AuditEntry>;

const endpointFields = {
  id: z.string(),
  companyId: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  description: z.string(),
  enabled: z.boolean(),
  previousSecretExpiresAt: nullableString,
  createdAt: z.string(),
  updatedAt: z.string(),
};
const endpointView = z.object(endpointFields) satisfies z.ZodType<WebhookEndpoint>;
const endpointWithSecretView = z.object({
  ...endpointFields,
  secret: z.string(),
}) satisfies z.ZodType<WebhookEndpointWithSecret>;
const deliveredType = z.enum([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]);
const attemptView = z.object({
  id: z.string(),
  endpointId: z.string(),
  eventId: z.string(),
  type: deliveredType,
  attempt: z.number(),
  at: z.string(),
  statusCode: z.number().nullable(),
  durationMs: z.number(),
  error: nullableString,
  responseExcerpt: nullableString,
  state: z.enum(['SUCCESS', 'PENDING', 'ERROR']),
  nextRetryAt: nullableString,
}) satisfies z.ZodType<WebhookAttempt>;
const eventView = z.object({
  id: z.string(),
  type: deliveredType,
  created: z.number(),
  companyId: z.string(),
  data: z.record(z.string(), z.unknown()),
}) satisfies z.ZodType<WebhookEvent>;

/** The same four routes for a company's keys and a Pro user's own. */
function keyRoutes(path: string, whose: string): ApiRoute[] {
  const tag = 'API keys';
  return [
    { method: 'get', path, tag, summary: `${whose} API keys`, auth: 'token', answer: data(z.array(apiKeyView)) },
    {
      method: 'post',
      path,
      tag,
      summary: `Create one of ${whose} API keys: the secret is in this answer only`,
      auth: 'token',
      body: createApiKeyBody,
      status: 201,
      answer: data(createdApiKeyView),
    },
    {
      method: 'get',
      path: `${path}/audit`,
      tag,
      summary: `The audit of ${whose} keys: calls, creations and revocations, newest first`,
      auth: 'token',
      query: apiKeyAuditQuery,
      answer: page(auditEntryView),
    },
    {
      method: 'delete',
      path: `${path}/:keyId`,
      tag,
      summary: `Revoke one of ${whose} keys`,
      auth: 'token',
      answer: data(idView),
    },
  ];
}

const HOOKS = '/company/:companyId/webhooks';
const W = 'Webhooks';

export const PLATFORM_API: ApiRoute[] = [
  ...keyRoutes('/company/:companyId/api-keys', "the company's"),
  ...keyRoutes('/api-keys', "the caller's own"),
  {
    method: 'get',
    path: HOOKS,
    tag: W,
    summary: "The company's webhook endpoints",
    auth: 'token',
    answer: data(z.array(endpointView)),
  },
  {
    method: 'post',
    path: HOOKS,
    tag: W,
    summary: 'Subscribe an HTTPS endpoint to events: the signing secret is in this answer only',
    auth: 'token',
    body: createWebhookBody,
    status: 201,
    answer: data(endpointWithSecretView),
  },
  {
    method: 'get',
    path: `${HOOKS}/:endpointId`,
    tag: W,
    summary: 'One webhook endpoint',
    auth: 'token',
    answer: data(endpointView),
  },
  {
    method: 'patch',
    path: `${HOOKS}/:endpointId`,
    tag: W,
    summary: "Change an endpoint's address, events, description or whether it is on",
    auth: 'token',
    body: updateWebhookBody,
    answer: data(endpointView),
  },
  {
    method: 'delete',
    path: `${HOOKS}/:endpointId`,
    tag: W,
    summary: 'Delete a webhook endpoint',
    auth: 'token',
    answer: data(idView),
  },
  {
    method: 'post',
    path: `${HOOKS}/:endpointId/rotate`,
    tag: W,
    summary: 'A new signing secret; the previous one still signs for 24 hours',
    auth: 'token',
    answer: data(endpointWithSecretView),
  },
  {
    method: 'get',
    path: `${HOOKS}/:endpointId/attempts`,
    tag: W,
    summary: "The endpoint's delivery log, newest first",
    auth: 'token',
    query: webhookAttemptsQuery,
    answer: page(attemptView),
  },
  {
    method: 'get',
    path: `${HOOKS}/:endpointId/events/:eventId`,
    tag: W,
    summary: 'An event as its deliveries carry it, while it is kept (30 days)',
    auth: 'token',
    answer: data(eventView),
  },
  {
    method: 'post',
    path: `${HOOKS}/:endpointId/test`,
    tag: W,
    summary: 'Send the endpoint a signed webhook.test event (counts as a resend)',
    auth: 'token',
    status: 202,
    answer: data(z.object({ eventId: z.string() })),
  },
  {
    method: 'post',
    path: `${HOOKS}/:endpointId/events/:eventId/resend`,
    tag: W,
    summary: 'Send an event again, with the same id and body',
    auth: 'token',
    status: 202,
    answer: data(z.object({ eventId: z.string() })),
  },
];
