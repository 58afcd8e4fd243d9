import { z } from 'zod';
import { id } from './common';

/**
 * Company CRM sync (docs/company-crm.md): a company admin connects the company's HubSpot,
 * Salesforce or GoHighLevel once; every employee's leads (and the contacts they mark) are pushed
 * there, Everlink → CRM, matched on email, with the admin's field mapping. Shared by the API and
 * the web app (zod only). No answer ever carries a token.
 */

export const COMPANY_CRMS = ['hubspot', 'salesforce', 'gohighlevel'] as const;
export type CompanyCrmId = (typeof COMPANY_CRMS)[number];

/** The Everlink side of a mapping: the contact's fields, plus facts of the lead. */
export const CRM_SOURCE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'company',
  'jobTitle',
  'note',
  'tags',
  'source',
  'website',
  'capturedAt',
  'cardOwnerName',
  'cardOwnerEmail',
  'division',
] as const;
export type CrmSourceField = (typeof CRM_SOURCE_FIELDS)[number];

export const COMPANY_CRM_STATUSES = ['not_available', 'not_connected', 'connected', 'needs_reconnect'] as const;
export type CompanyCrmStatus = (typeof COMPANY_CRM_STATUSES)[number];

/** A CRM property a mapping may write: the CRM's writable fields of the object leads go to. */
export interface CrmProperty {
  /** The CRM's API name (`jobtitle`, `Title`, `contact.custom_field_id`). */
  name: string;
  label: string;
  /** The CRM's type, in its words (`string`, `enumeration`, `phone`, `textarea`…). */
  type: string;
  /** Added by the company (HubSpot: not `hubspotDefined`; Salesforce: `__c`; GoHighLevel: custom fields). */
  custom: boolean;
  /** The CRM refuses a new record without it (Salesforce Lead: LastName, Company). */
  required: boolean;
}

/** One line of the mapping: an Everlink field written into a CRM property. */
export interface CrmMappingRow {
  source: CrmSourceField;
  property: string;
}

/** GET /v1/companies/{companyId}/crm: the company's CRMs, one entry each. */
export interface CompanyCrmSummary {
  id: CompanyCrmId;
  name: string;
  status: CompanyCrmStatus;
  /** The CRM's account (HubSpot portal, Salesforce org, GoHighLevel location). */
  account: { id: string; name: string } | null;
  connectedAt: string | null;
  connectedBy: string | null;
  /** The provider's words when it stopped honouring the connection. */
  reason: string | null;
  /** The object leads are written to (`contacts`, `Lead`). */
  object: string;
  mapping: CrmMappingRow[];
  /** Pushes by state, over the company's contacts. */
  counts: { pending: number; waiting: number; synced: number; failed: number };
}

/** A contact's push to the company CRM, shown to the admin and to the employee who owns it. */
export const CRM_PUSH_STATUSES = ['pending', 'waiting_for_reconnect', 'synced', 'failed'] as const;
export type CrmPushStatus = (typeof CRM_PUSH_STATUSES)[number];

export interface CompanyCrmPush {
  contactId: string;
  crm: CompanyCrmId;
  status: CrmPushStatus;
  /** The CRM's id of the record this contact writes to: edits update the same record. */
  remoteId: string | null;
  /** The CRM owner the record was assigned to (the employee's CRM user, by email), or null. */
  ownerId: string | null;
  /** Pushed again on each edit while true: a lead starts marked, its owner may unmark it ("Sync to company CRM"). */
  marked: boolean;
  attempts: number;
  lastError: string | null;
  syncedAt: string | null;
  updatedAt: string;
}

/**
 * Pushes sent at once (an employee marking a contact, an admin's retry) a contact may take an hour:
 * each calls the company's CRM inside the request, against the company's API quota there.
 */
export const CRM_PUSHES_NOW_PER_HOUR = 10;

export const COMPANY_CRM_MESSAGES = {
  unknownProperty: 'This CRM has no writable property with this name.',
  duplicateProperty: 'Each CRM property can be written by one field only.',
  requiredMissing: 'Map a field to every property the CRM requires.',
  notConnected: 'Connect the CRM first.',
  needsReconnect: 'The CRM connection has expired. Reconnect it; waiting pushes go out then.',
  alreadyConnected: 'The company already syncs to another CRM. Disconnect it first.',
  notAvailable: 'This CRM is not available right now.',
} as const;

export const companyCrmParams = z.object({
  companyId: id(),
  crm: z.enum(COMPANY_CRMS, { error: () => 'Unknown CRM.' }),
});

/** PUT /v1/companies/{companyId}/crm/{crm}/mapping */
export const crmMappingBody = z
  .object({
    rows: z
      .array(
        z
          .object({
            source: z.enum(CRM_SOURCE_FIELDS, { error: () => 'Unknown Everlink field.' }),
            property: z.string().trim().min(1).max(200),
          })
          .strict(),
      )
      .max(60),
  })
  .strict();
export type CrmMappingBody = z.infer<typeof crmMappingBody>;

/** PUT /v1/contacts/{contactId}/company-crm: an employee marks (or unmarks) a contact for the company CRM. */
export const crmMarkBody = z.object({ sync: z.boolean() }).strict();

/** GET /v1/companies/{companyId}/crm/pushes: the company's pushes, newest change first, by state. */
export const crmPushesQuery = z
  .object({
    status: z.enum(CRM_PUSH_STATUSES, { error: () => 'Unknown push status.' }).optional(),
    cursor: z.string().trim().min(1).max(200).optional(),
  })
  .strict();
export type CrmPushesQuery = z.infer<typeof crmPushesQuery>;

/** A line of the admin's list: the push and whose contact it is. */
export interface CompanyCrmPushItem extends CompanyCrmPush {
  name: string;
  email: string;
  /** The employee who holds the contact. */
  userId: string;
}
