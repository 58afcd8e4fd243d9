/** What other features may use of the public card, beside its api.ts (the lint rule in eslint.config.js holds them to it). */
export { PublicProfileView } from './components/PublicProfileView';
export { CardLanguageSetting } from './components/CardLanguageSetting';
export { CardIndexingSetting } from './components/CardIndexingSetting';
