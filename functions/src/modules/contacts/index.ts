/** What other modules may use of the contacts module beside its service and model. */
export { contactsRef } from './contacts.store';
export { LEAD_MAIL_SUBJECT } from './lead-notification';
