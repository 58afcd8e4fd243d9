/** What other features may use of the company feature, beside its api.ts (the lint rule in eslint.config.js holds them to it). */
export { MyInvitations } from './components/MyInvitations';
