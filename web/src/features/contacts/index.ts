/** What other features may use of the contacts feature, beside its api.ts (the lint rule in eslint.config.js holds them to it). */
export { useRowSelection, type HeaderCheck } from './selection';
export { ImportFailure } from './components/ImportReport';
export { ContactForm } from './components/ContactForm';
export { contactBodyOf, type DraftCheck } from './components/contact-form-values';
