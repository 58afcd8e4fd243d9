/**
 * The local demo's Stripe side: customers and subscriptions the Stripe fake starts with, and the
 * seed records for the same ids (functions/scripts/seed/billing.ts), so the demo people can open
 * the portal, cancel and resume from the first start.
 */
export interface DemoSubscription {
  /** Who pays: the demo user, or the demo company (its id is only known once the seed made it). */
  payer: { kind: 'user'; userId: string } | { kind: 'company' };
  customerId: string;
  email: string;
  name: string;
  subscriptionId: string;
  /** The subscription item, whose quantity counts Acme's seats. */
  itemId: string;
  planId: string;
  quantity: number;
  trialDays: number;
}

export const DEMO_SUBSCRIPTIONS: DemoSubscription[] = [
  // user@demo.everlink.test (uid demo-user in the seed), trying Pro.
  {
    payer: { kind: 'user', userId: 'demo-user' },
    customerId: 'cus_DemoJordan',
    email: 'user@demo.everlink.test',
    name: 'Jordan Rivera',
    subscriptionId: 'sub_DemoJordanPro',
    itemId: 'si_DemoJordanPro',
    planId: 'pro-monthly',
    quantity: 1,
    trialDays: 14,
  },
  // Acme, paying Teams for its admin and three employees.
  {
    payer: { kind: 'company' },
    customerId: 'cus_DemoAcme',
    email: 'admin@demo.everlink.test',
    name: 'Acme',
    subscriptionId: 'sub_DemoAcmeTeams',
    itemId: 'si_DemoAcmeTeams',
    planId: 'teams-monthly',
    quantity: 4,
    trialDays: 0,
  },
];
