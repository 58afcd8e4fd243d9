import type { CompanyCrmPushItem, CompanyCrmSummary, CrmProperty } from '@contract/company-crm';

/** The company CRM screens' test data: a company that syncs to HubSpot, and the three CRMs as the API lists them. */
export const COMPANY = 'acme';
export const BASE = `/v1/companies/${COMPANY}/crm`;
const at = '2026-01-01T10:00:00Z';

export const hubspot: CompanyCrmSummary = {
  id: 'hubspot',
  name: 'HubSpot',
  status: 'connected',
  account: { id: '4711', name: 'acme.hubspot.com' },
  connectedAt: at,
  connectedBy: 'Ada Admin',
  reason: null,
  object: 'contacts',
  mapping: [
    { source: 'email', property: 'email' },
    { source: 'jobTitle', property: 'jobtitle' },
  ],
  counts: { pending: 1, waiting: 0, synced: 12, failed: 2 },
};

const idle = (id: 'salesforce' | 'gohighlevel', name: string, status: CompanyCrmSummary['status']) => ({
  ...hubspot,
  id,
  name,
  status,
  account: null,
  connectedAt: null,
  connectedBy: null,
  mapping: [],
  object: id === 'salesforce' ? 'Lead' : 'contacts',
  counts: { pending: 0, waiting: 0, synced: 0, failed: 0 },
});
export const salesforce: CompanyCrmSummary = idle('salesforce', 'Salesforce', 'not_connected');
export const gohighlevel: CompanyCrmSummary = idle('gohighlevel', 'GoHighLevel', 'not_available');

export const PROPERTIES: CrmProperty[] = [
  { name: 'email', label: 'Email', type: 'string', custom: false, required: true },
  { name: 'jobtitle', label: 'Job Title', type: 'string', custom: false, required: false },
  { name: 'firstname', label: 'First Name', type: 'string', custom: false, required: false },
  { name: 'badge_title', label: 'Badge title', type: 'string', custom: true, required: false },
];

export const push = (over: Partial<CompanyCrmPushItem> = {}): CompanyCrmPushItem => ({
  contactId: 'c1',
  crm: 'hubspot',
  status: 'synced',
  remoteId: '901',
  ownerId: null,
  marked: true,
  attempts: 1,
  lastError: null,
  syncedAt: at,
  updatedAt: at,
  name: 'Vera Visitor',
  email: 'vera@example.com',
  userId: 'u-employee',
  ...over,
});
