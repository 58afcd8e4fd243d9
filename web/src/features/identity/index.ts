/** What other features may use of the identity feature: the company back office shows the panel. */
export { IdentityPanel } from './components/IdentityPanel';
