/** What other modules may use of the integrations module beside its service: the CRM push ("sync", and its wiring), and the card's feeds. */
export { crmProviders, crmPushTopic, crmTopic, pushLeadToCrm, pushToCrm } from './crm';
export { cardFeedsOf, connectedFeedsOf } from './card-feeds';
export { feedParts, type FeedTexts } from './feed-html';
