/** What other features may use of the API keys feature: the company back office shows the panel. */
export { ApiKeysPanel } from './components/ApiKeysPanel';
