/** What other features may use of the company CRM feature: the back office's section and a contact's push state. */
export { CompanyCrmPanel } from './components/CompanyCrmPanel';
export { ContactCompanyCrm } from './components/ContactCompanyCrm';
