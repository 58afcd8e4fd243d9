/** What other modules may use of the contacts module beside its service and model. */
export { LEAD_MAIL_SUBJECT } from './lead-notification';
/** The day's lead budget of a profile, which tests of the plan table fill as the lead path does. */
export { takeLeadOfDay } from './contacts.caps';
