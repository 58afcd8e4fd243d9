import { z } from 'zod';
import { checkoutBody, createPlanBody, listSubscriptionsQuery, updatePlanBody } from '../billing';
import { deletionStatusQuery, oauthCallbackBody, profileIntegrationsBody } from '../integrations';
import { data, json, page, type ApiRoute } from './define';
import {
  crmPushStateView,
  deletionReceiptView,
  deletionStatusView,
  integrationSummaryView,
  planView,
  profileIntegrationsView,
  shopProductView,
  storedPlanView,
  stripeWebhookView,
  subscriptionListItemView,
  subscriptionView,
} from './views-commerce';
import { urlView } from './views-profiles';

const B = 'Billing';
const I = 'Integrations';
const subscriptionParam = z.object({ subscriptionId: z.string().max(256) });

/** The connection routes every provider has (modules/integrations/integrations.routes.ts). */
const connection = (slug: string, name: string, crm = false): ApiRoute[] => [
  {
    method: 'get',
    path: `/${slug}`,
    tag: I,
    summary: `The ${name} connection`,
    auth: 'token',
    answer: data(integrationSummaryView),
  },
  {
    method: 'get',
    path: `/${slug}/oauth`,
    tag: I,
    summary: `Start connecting ${name}: the consent address`,
    auth: 'token',
    answer: data(urlView),
  },
  {
    method: 'post',
    path: `/${slug}/oauth`,
    tag: I,
    summary: `Finish connecting ${name} with the consent's code`,
    auth: 'token',
    body: oauthCallbackBody,
    answer: data(integrationSummaryView),
  },
  ...(crm
    ? [
        {
          method: 'get',
          path: `/${slug}/contacts/:contactId`,
          tag: I,
          summary: `How a contact's push to ${name} stands`,
          auth: 'token',
          answer: data(crmPushStateView.nullable()),
        } satisfies ApiRoute,
      ]
    : []),
];

const providerCall = (method: ApiRoute['method'], path: string, summary: string, extra: Partial<ApiRoute> = {}) =>
  ({ method, path, tag: I, summary, auth: 'token', answer: data(integrationSummaryView), ...extra }) satisfies ApiRoute;

/** Plans, checkout and subscriptions; third-party connections. */
export const COMMERCE_API: ApiRoute[] = [
  {
    method: 'get',
    path: '/plans',
    tag: B,
    summary: 'The plans on sale',
    auth: 'public',
    answer: data(z.array(planView)),
  },
  {
    method: 'get',
    path: '/plans/all',
    tag: B,
    summary: 'Every plan, archived too (superadmin)',
    auth: 'token',
    answer: data(z.array(storedPlanView)),
  },
  {
    method: 'post',
    path: '/plans',
    tag: B,
    summary: 'Create a plan (superadmin)',
    auth: 'token',
    body: createPlanBody,
    status: 201,
    answer: data(storedPlanView),
  },
  {
    method: 'put',
    path: '/plans/:planId',
    tag: B,
    summary: 'Update a plan (superadmin)',
    auth: 'token',
    body: updatePlanBody,
    answer: data(storedPlanView),
  },
  {
    method: 'post',
    path: '/stripe/checkout',
    tag: B,
    summary: 'Start a checkout (an `Idempotency-Key` header makes a retry the same attempt)',
    auth: 'token',
    body: checkoutBody,
    answer: data(urlView),
  },
  {
    method: 'post',
    path: '/stripe/trial/checkout',
    tag: B,
    summary: 'Start a trial checkout',
    auth: 'token',
    body: checkoutBody,
    answer: data(urlView),
  },
  {
    method: 'post',
    path: '/stripe/webhook',
    tag: B,
    summary: "Stripe's events, signed with the webhook secret (Stripe-Signature)",
    auth: 'public',
    body: z.looseObject({ id: z.string(), type: z.string() }),
    answer: json(stripeWebhookView),
  },
  {
    method: 'get',
    path: '/subscriptions',
    tag: B,
    summary: "The caller's subscriptions (scope=all: every one, superadmin, paged)",
    auth: 'token',
    query: listSubscriptionsQuery,
    answer: page(subscriptionListItemView),
  },
  ...(['cancel', 'resume', 'portal'] as const).map((step): ApiRoute => ({
    method: 'post',
    path: `/subscriptions/:subscriptionId/${step}`,
    tag: B,
    summary:
      step === 'portal'
        ? "Open Stripe's billing portal for a subscription"
        : `${step[0]!.toUpperCase()}${step.slice(1)} a subscription`,
    auth: 'token',
    params: subscriptionParam,
    answer: data(step === 'portal' ? urlView : subscriptionView),
  })),
  {
    method: 'get',
    path: '/woocommerces/products',
    tag: B,
    summary: 'The shop products (cards) to buy',
    auth: 'token',
    answer: data(z.array(shopProductView)),
  },
  ...connection('instagram', 'Instagram'),
  {
    method: 'post',
    path: '/instagram/deletion/initiate',
    tag: I,
    summary: "Meta's data-deletion callback (a signed_request form)",
    auth: 'public',
    answer: json(deletionReceiptView),
  },
  {
    method: 'get',
    path: '/instagram/deletion/status',
    tag: I,
    summary: "A data deletion's status (HTML to a browser)",
    auth: 'public',
    alsoHtml: true,
    query: deletionStatusQuery,
    answer: data(deletionStatusView),
  },
  providerCall('post', '/instagram/deletion/confirm', "Delete one's Instagram data", {
    answer: data(deletionReceiptView),
  }),
  ...connection('twitter', 'X'),
  providerCall('get', '/twitter/update-tweets', 'Fetch the latest posts'),
  providerCall('delete', '/twitter/:twitterUserId/revoke', 'Disconnect an X account', {
    params: z.object({ twitterUserId: z.string().min(1).max(64) }),
  }),
  ...connection('tiktok', 'TikTok'),
  providerCall('get', '/tiktok/renew-token', "Renew TikTok's token"),
  providerCall('put', '/tiktok/update-user-info', 'Refresh the TikTok profile'),
  providerCall('put', '/tiktok/update-latest-videos', 'Refresh the latest videos'),
  providerCall('delete', '/tiktok/revoke', 'Disconnect TikTok'),
  ...connection('calendly', 'Calendly'),
  providerCall('delete', '/calendly/revoke', 'Disconnect Calendly'),
  ...connection('gohighlevel', 'GoHighLevel', true),
  providerCall('delete', '/gohighlevel/oauth', 'Disconnect GoHighLevel'),
  providerCall('get', '/integrations', "The caller's connections", { answer: data(z.array(integrationSummaryView)) }),
  providerCall('get', '/integrations/profiles/:profileId', 'What a profile shows of each connection', {
    answer: data(profileIntegrationsView),
  }),
  providerCall('put', '/integrations/profiles/:profileId', 'Choose what a profile shows of each connection', {
    body: profileIntegrationsBody,
    answer: data(profileIntegrationsView),
  }),
];
