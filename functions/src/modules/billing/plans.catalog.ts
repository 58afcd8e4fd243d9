import type { Plan } from '../../contract/billing';
import type { Role } from '../../contract/roles';
import { planLines } from '../../contract/caps';

/**
 * The plans every deployment starts with (seeded locally and in tests; in production the
 * superadmin sets the Stripe price ids on /superadmin/plans). The local Stripe fake knows
 * these products and prices by the same ids.
 */
export interface CatalogPlan extends Plan {
  stripeProductId: string | null;
  stripePriceId: string | null;
  order: number;
}

/** The global roles paid plans grant (spec §1: holding a role makes a person premium). */
export const BILLING_ROLES: Role[] = [
  {
    id: 'pro',
    name: 'Pro',
    scope: 'global',
    permissions: [{ action: 'manage', subject: ['Integration', 'Analytics'], conditions: { userId: '${user.id}' } }],
  },
  {
    id: 'teams',
    name: 'Teams',
    scope: 'global',
    permissions: [{ action: 'manage', subject: ['Integration', 'Analytics'], conditions: { userId: '${user.id}' } }],
  },
];

// The plan table's columns (contract/caps.ts), so the plans sold say what the API holds.
const PRO_FEATURES = planLines('pro');
const TEAMS_FEATURES = planLines('teams');

export const DEFAULT_PLANS: CatalogPlan[] = [
  {
    id: 'free',
    name: 'Free',
    interval: 'month',
    amount: 0,
    currency: 'usd',
    trialDays: 0,
    features: planLines('free'),
    roleId: null,
    kind: 'individual',
    stripeProductId: null,
    stripePriceId: null,
    order: 0,
  },
  {
    id: 'pro-monthly',
    name: 'Pro',
    interval: 'month',
    amount: 900,
    currency: 'usd',
    trialDays: 14,
    features: PRO_FEATURES,
    roleId: 'pro',
    kind: 'individual',
    stripeProductId: 'prod_EverlinkPro',
    stripePriceId: 'price_EverlinkProMonthly',
    order: 10,
  },
  {
    id: 'pro-yearly',
    name: 'Pro',
    interval: 'year',
    amount: 9000,
    currency: 'usd',
    trialDays: 14,
    features: PRO_FEATURES,
    roleId: 'pro',
    kind: 'individual',
    stripeProductId: 'prod_EverlinkPro',
    stripePriceId: 'price_EverlinkProYearly',
    order: 11,
  },
  {
    id: 'teams-monthly',
    name: 'Teams',
    interval: 'month',
    amount: 1200,
    currency: 'usd',
    trialDays: 14,
    features: TEAMS_FEATURES,
    roleId: 'teams',
    kind: 'team',
    stripeProductId: 'prod_EverlinkTeams',
    stripePriceId: 'price_EverlinkTeamsMonthly',
    order: 20,
  },
  {
    id: 'teams-yearly',
    name: 'Teams',
    interval: 'year',
    amount: 12000,
    currency: 'usd',
    trialDays: 14,
    features: TEAMS_FEATURES,
    roleId: 'teams',
    kind: 'team',
    stripeProductId: 'prod_EverlinkTeams',
    stripePriceId: 'price_EverlinkTeamsYearly',
    order: 21,
  },
];
