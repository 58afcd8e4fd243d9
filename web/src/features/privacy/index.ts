/** What other features use of privacy: the dashboard's first-run question and account data panel. */
export { ContactChoice } from './components/LazyContactChoice';
export { needsContactChoice } from './contact-choice';
export { AccountDataPanel } from './components/AccountDataPanel';
