/** The integrations module's door: the CRM push ("sync", its wiring and retry job), the card's feeds, a person's export and erasure (docs/architecture.md, "Module doors"). */
export {
  crmProviders,
  crmPushTopic,
  crmTopic,
  forgetLeadPushes,
  pushLeadToCrm,
  pushToCrm,
  retryCrmPushes,
} from './crm';
export { cardFeedsOf, connectedFeedsOf } from './card-feeds';
export { feedParts, type FeedTexts } from './feed-html';
export { eraseIntegrationsOf, integrationsOf } from './integrations.privacy';
