/** The contacts module's door, beside its service and model files while they stay open (docs/architecture.md, "Module doors"). */
export { LEAD_MAIL_SUBJECT, notifyLeadOwner } from './lead-notification';
/** The day's lead budget of a profile, which tests of the plan table fill as the lead path does. */
export { takeLeadOfDay } from './contacts.caps';
export type { StoredImport } from './contacts.import-jobs';
export type { LeadErasureTicket } from './lead-erasure';
