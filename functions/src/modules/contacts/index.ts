/** The contacts module's door: what other code may import of it (docs/architecture.md, "Module doors"). */
export { LEAD_MAIL_SUBJECT, notifyLeadOwner } from './lead-notification';
/** The day's lead budget of a profile, which tests of the plan table fill as the lead path does. */
export { takeLeadOfDay } from './contacts.caps';
export type { StoredImport } from './contacts.import-jobs';
export type { LeadErasureTicket } from './lead-erasure';
export type { DuplicateBook, DuplicateKeyCount } from './contacts.dup-keys';
/** Company leads change book when their holder leaves (company/offboarding.ts). */
export { moveContacts } from './contacts.dup-keys';
/** The kept contact count's migration (jobs/registry.ts). */
export { COUNT_CONTACTS, countContactBooks } from './contacts.count';
export type { ContactCount } from './contacts.count';
export { buildContact } from './contacts.model';
/** The company CRM reads the contacts it pushes (modules/company-crm). */
export { contactsByIds } from './contacts.store';
export type { ContactInput, StoredContact } from './contacts.model';
export {
  LEAD_ERASURE_LIMIT,
  LEAD_FORM_LIMIT,
  contactPhotoPathsOf,
  contactsFileOf,
  detachProfilesFromContacts,
  eraseContactsOf,
  eraseErasureTicketsOf,
  indexDuplicateKeysPage,
  refreshSearchKeysPage,
  requestLeadErasure,
  submitLead,
} from './contacts.service';
