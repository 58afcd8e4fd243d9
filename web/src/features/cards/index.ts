/** What other features may use of the cards feature, beside its api.ts (the lint rule in eslint.config.js holds them to it). */
export { ActivateCardForm } from './components/ActivateCardForm';
export { ProfileSelect } from './components/ProfileSelect';
