/** What other features may use of the webhooks feature: the company back office shows the panel. */
export { WebhooksPanel } from './components/WebhooksPanel';
