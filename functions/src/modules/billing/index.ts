/** The billing module's door: what other modules, the Stripe fake, the seed and index.ts use of it (docs/architecture.md, "Module doors"). */
export {
  type BillingCustomer,
  type BillingUserFields,
  companyPayer,
  type ProcessedEvent,
  type StoredSubscription,
  userPayer,
} from './billing.model';
export { eraseBilling, eraseCompanyBilling } from './billing.privacy';
export { DEMO_SUBSCRIPTIONS } from './demo-billing';
export { DEFAULT_PLANS } from './plans.catalog';
export { ensureBillingCatalog } from './plans.service';
export { DERIVE_TEAM_PLANS, deriveTeamPlans } from './entitlements';
export { seatsTopic, syncCompanySeats } from './seats';
export { applySubscription } from './subscription-sync';
export { listMySubscriptions } from './subscriptions.service';
export { stripeWebhookHandler } from './webhook';
