/** What other features use of privacy: the dashboard's first-run question and account data panel. */
export { ContactChoice, needsContactChoice } from './components/ContactChoice';
export { AccountDataPanel } from './components/AccountDataPanel';
