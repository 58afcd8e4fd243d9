/** What other features may use of the profiles feature, beside its api.ts (the lint rule in eslint.config.js holds them to it). */
export { ProfilePreview } from './components/LazyProfilePreview';
export { SharePanel } from './components/SharePanel';
