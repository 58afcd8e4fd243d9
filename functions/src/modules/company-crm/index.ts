/** The company CRM module's door: wiring's subscribers and topics, and the stored types for the collections map (docs/company-crm.md). */
export {
  companyCrmPushTopic,
  companyCrmTopic,
  forgetCompanyLeadPush,
  forgetDeletedContactPush,
  pushCompanyLead,
  pushEditedContact,
} from './company-crm.pushes';
export type {
  StoredCompanyCrm,
  StoredCompanyCrmPush,
  StoredCompanyCrmSecret,
  StoredCrmOwner,
} from './company-crm.model';
