/** What other modules may use of the integrations module: the CRM push after a lead, and the card's feeds. */
export { pushToCrm } from './crm';
export { cardFeedsOf, connectedFeedsOf } from './card-feeds';
export { feedParts, type FeedTexts } from './feed-html';
