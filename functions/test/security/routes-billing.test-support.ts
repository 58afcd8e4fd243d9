import { X_DEMO_USER } from '../../src/integrations/x/fake/x.fake';
import { INTEGRATIONS } from './matrix-world.test-support';
import { OWN_CONNECTION, PLAN_WITH_INTEGRATIONS, v, type RouteRow } from './route-row.test-support';

/** Billing, the integrations (each provider's common three, then its own calls) and the tools. */
export const BILLING_ROUTES: RouteRow[] = [
  // billing
  { method: 'GET', path: '/v1/plans', access: 'public' },
  { method: 'GET', path: '/v1/plans/all', access: 'superadmin' },
  {
    method: 'POST',
    path: '/v1/plans',
    access: 'superadmin',
    body: () => ({
      id: `plan-${Math.random().toString(36).slice(2, 8)}`,
      name: 'Plan',
      interval: 'month',
      amount: 500,
      currency: 'usd',
      roleId: null,
      kind: 'individual',
    }),
  },
  { method: 'PUT', path: '/v1/plans/:planId', access: 'superadmin', body: { order: 1 } },
  { method: 'POST', path: '/v1/stripe/checkout', access: 'signedIn', body: {} },
  { method: 'POST', path: '/v1/stripe/trial/checkout', access: 'signedIn', body: {} },
  {
    method: 'POST',
    path: '/v1/stripe/webhook',
    access: 'signature',
    body: { id: 'evt_unsigned', type: 'customer.subscription.deleted' },
  },
  { method: 'GET', path: '/v1/subscriptions', access: 'signedIn' },
  { method: 'POST', path: '/v1/subscriptions/:subscriptionId/cancel', access: 'owner' },
  { method: 'POST', path: '/v1/subscriptions/:subscriptionId/resume', access: 'owner' },
  { method: 'POST', path: '/v1/subscriptions/:subscriptionId/portal', access: 'owner' },
  { method: 'GET', path: '/v1/woocommerces/products', access: 'signedIn' },

  // integrations: each provider's common three, then its own calls
  ...INTEGRATIONS.flatMap((provider): RouteRow[] => [
    { method: 'GET', path: `/v1/${provider}`, access: 'signedIn' },
    { method: 'GET', path: `/v1/${provider}/oauth`, access: 'signedIn', expect: PLAN_WITH_INTEGRATIONS },
    {
      method: 'POST',
      path: `/v1/${provider}/oauth`,
      access: 'signedIn',
      body: { code: 'not-a-code', state: 'not-a-state' },
      expect: PLAN_WITH_INTEGRATIONS,
    },
  ]),
  { method: 'POST', path: '/v1/instagram/deletion/initiate', access: 'signature' },
  {
    method: 'GET',
    path: '/v1/instagram/deletion/status',
    access: 'public',
    query: (_p, w) => ({ code: w.deletionCode }),
  },
  { method: 'POST', path: '/v1/instagram/deletion/confirm', access: 'owner', expect: OWN_CONNECTION },
  { method: 'GET', path: '/v1/twitter/update-tweets', access: 'signedIn', expect: PLAN_WITH_INTEGRATIONS },
  {
    method: 'DELETE',
    path: '/v1/twitter/:twitterUserId/revoke',
    access: 'owner',
    expect: OWN_CONNECTION,
    ids: { twitterUserId: v(X_DEMO_USER.id) },
  },
  { method: 'GET', path: '/v1/tiktok/renew-token', access: 'signedIn', expect: PLAN_WITH_INTEGRATIONS },
  { method: 'PUT', path: '/v1/tiktok/update-user-info', access: 'signedIn', expect: PLAN_WITH_INTEGRATIONS },
  { method: 'PUT', path: '/v1/tiktok/update-latest-videos', access: 'signedIn', expect: PLAN_WITH_INTEGRATIONS },
  { method: 'DELETE', path: '/v1/tiktok/revoke', access: 'owner', expect: OWN_CONNECTION },
  { method: 'DELETE', path: '/v1/calendly/revoke', access: 'owner', expect: OWN_CONNECTION },
  {
    method: 'GET',
    path: '/v1/gohighlevel/contacts/:contactId',
    access: 'owner',
    note: "the owner's contacts are pushed: GoHighLevel is connected",
    unknownIdsAnswered: 'a contact never pushed (or none) answers null: the push record is looked up, not the contact',
  },
  { method: 'DELETE', path: '/v1/gohighlevel/oauth', access: 'owner', expect: OWN_CONNECTION },
  { method: 'GET', path: '/v1/integrations', access: 'signedIn' },
  { method: 'GET', path: '/v1/integrations/profiles/:profileId', access: 'owner' },
  { method: 'PUT', path: '/v1/integrations/profiles/:profileId', access: 'owner', body: { feeds: {} } },

  // tools
  {
    method: 'GET',
    path: '/v1/tools/meta',
    access: 'signedIn',
    query: { url: 'http://127.0.0.1/' },
    note: 'a loopback address: refused with 400, no fetch',
  },
  { method: 'GET', path: '/v1/tools/occupations', access: 'signedIn', query: { q: 'engineer' } },
  { method: 'POST', path: '/v1/tools/occupations', access: 'signedIn', body: { title: 'Chief Matrix Officer' } },
];
