/** What other features may use of the card scanner (the lint rule in eslint.config.js holds them to it). */
export { ScanCardPanel } from './components/ScanCardPanel';
export type { ContactDraft, ScannedContact } from './draft';
