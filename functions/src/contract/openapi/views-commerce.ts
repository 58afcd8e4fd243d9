import { z } from 'zod';
import {
  PLAN_INTERVALS,
  PLAN_KINDS,
  SUBSCRIPTION_STATUSES,
  type Plan,
  type ShopProduct,
  type StoredPlan,
  type Subscription,
} from '../billing';
import {
  INTEGRATION_KINDS,
  INTEGRATION_STATUSES,
  type BookingOption,
  type CrmPushState,
  type DeletionReceipt,
  type DeletionStatus,
  type IntegrationAccount,
  type IntegrationSummary,
  type ProfileIntegrations,
} from '../integrations';

/**
 * What the billing and integration routes answer (views.ts says how these are held to the
 * contract's types and to the API's real answers).
 */

const nullableString = z.string().nullable();

const planFields = {
  id: z.string(),
  name: z.string(),
  interval: z.enum(PLAN_INTERVALS),
  amount: z.number(),
  currency: z.string(),
  trialDays: z.number(),
  features: z.array(z.string()),
  roleId: nullableString,
  kind: z.enum(PLAN_KINDS),
};
export const planView = z.object(planFields).meta({ id: 'Plan' }) satisfies z.ZodType<Plan>;

export const storedPlanView = z
  .object({
    ...planFields,
    stripeProductId: nullableString,
    stripePriceId: nullableString,
    active: z.boolean(),
    order: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({
    id: 'StoredPlan',
    description: 'A plan as stored, as a superadmin sees it.',
  }) satisfies z.ZodType<StoredPlan>;

export const subscriptionView = z
  .object({
    id: z.string(),
    planId: z.string(),
    planName: z.string(),
    kind: z.enum(PLAN_KINDS),
    status: z.enum(SUBSCRIPTION_STATUSES),
    currentPeriodEnd: nullableString,
    cancelAtPeriodEnd: z.boolean(),
    trialEnd: nullableString,
    quantity: z.number(),
    userId: z.string().optional(),
    companyId: z.string().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Subscription' }) satisfies z.ZodType<Subscription>;

/** GET /v1/subscriptions: with scope=all (superadmins), each names who pays for it. */
export const subscriptionListItemView = subscriptionView
  .extend({ payerName: z.string().optional() })
  .meta({ id: 'SubscriptionListItem' }) satisfies z.ZodType<Subscription & { payerName?: string }>;

export const shopProductView = z.object({
  id: z.number(),
  name: z.string(),
  amount: z.number(),
  currency: z.string(),
  image: nullableString,
  permalink: z.string(),
}) satisfies z.ZodType<ShopProduct>;

/** POST /v1/stripe/webhook: the event was taken, and what its processing did (docs/billing.md). */
export const stripeWebhookView = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'stale', 'ignored', 'unprocessable', 'refused', 'duplicate']),
});

const accountView = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  avatarUrl: nullableString,
  url: nullableString,
}) satisfies z.ZodType<IntegrationAccount>;

const bookingOptionView = z.object({
  uri: z.string(),
  name: z.string(),
  duration: z.number().nullable(),
  schedulingUrl: z.string(),
}) satisfies z.ZodType<BookingOption>;

const httpCall = z.object({ method: z.enum(['GET', 'POST', 'PUT', 'DELETE']), path: z.string() });

export const integrationSummaryView = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    kind: z.enum(INTEGRATION_KINDS),
    status: z.enum(INTEGRATION_STATUSES),
    account: accountView.nullable(),
    connectedAt: nullableString,
    lastRefreshAt: nullableString,
    reason: nullableString,
    content: z.array(
      z.object({
        id: z.string(),
        text: z.string(),
        url: z.string(),
        imageUrl: nullableString,
        kind: z.enum(['image', 'video', 'album', 'text']),
        publishedAt: nullableString,
      }),
    ),
    contentUpdatedAt: nullableString,
    bookingOptions: z.array(bookingOptionView),
    hiddenOnProfileIds: z.array(z.string()),
    bookingByProfile: z.record(z.string(), z.string()),
    crm: z.object({ pending: z.number(), failed: z.number() }).nullable(),
    calls: z.object({
      state: httpCall,
      connect: httpCall,
      complete: httpCall,
      disconnect: httpCall.nullable(),
      refresh: httpCall.nullable(),
    }),
  })
  .meta({ id: 'IntegrationSummary' }) satisfies z.ZodType<IntegrationSummary>;

export const crmPushStateView = z.object({
  contactId: z.string(),
  provider: z.string(),
  status: z.enum(['pending', 'synced', 'failed']),
  attempts: z.number(),
  lastError: nullableString,
  nextAttemptAt: nullableString,
  syncedAt: nullableString,
  remoteId: nullableString,
}) satisfies z.ZodType<CrmPushState>;

export const profileIntegrationsView = z.object({
  profileId: z.string(),
  feeds: z.array(
    z.object({
      provider: z.string(),
      name: z.string(),
      kind: z.enum(INTEGRATION_KINDS),
      status: z.enum(INTEGRATION_STATUSES),
      account: accountView.nullable(),
      shown: z.boolean(),
    }),
  ),
  booking: z.object({
    status: z.enum(INTEGRATION_STATUSES),
    options: z.array(bookingOptionView),
    selected: nullableString,
  }),
}) satisfies z.ZodType<ProfileIntegrations>;

export const deletionStatusView = z.object({
  code: z.string(),
  status: z.enum(['completed', 'nothing_held']),
  requestedAt: z.string(),
  completedAt: nullableString,
  message: z.string(),
}) satisfies z.ZodType<DeletionStatus>;

export const deletionReceiptView = z.object({
  url: z.string(),
  confirmation_code: z.string(),
}) satisfies z.ZodType<DeletionReceipt>;
