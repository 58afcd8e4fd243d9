/**
 * The demo HubSpot portal the fake serves: one account (the seeded Acme company's), its contact
 * properties as `GET /crm/v3/properties/contacts` lists them (standard ones, read-only and
 * calculated ones the mapping screen must not offer, and two the company added), and its users
 * (owners), whose emails are the seeded Acme people's so owner mapping finds them.
 */

export const HUBSPOT_DEMO_PORTAL = {
  hubId: 62515,
  hubDomain: 'acme.demo.everlink.test',
  appId: 456789,
  /** The HubSpot user who clicks "Allow" on the consent page: Acme's admin. */
  user: { id: 9001, email: 'admin@demo.everlink.test' },
};

/** Every scope the app may ask for; a private-app token (tests, the demo) holds them all. */
export const HUBSPOT_SCOPES = [
  'crm.objects.contacts.read',
  'crm.objects.contacts.write',
  'crm.schemas.contacts.read',
  'crm.schemas.contacts.write',
  'crm.objects.owners.read',
  'oauth',
];

export interface FakeHubspotOption {
  label: string;
  value: string;
  displayOrder: number;
  hidden: boolean;
}

/** A property as HubSpot's properties API answers it (Property in @hubspot/api-client). */
export interface FakeHubspotProperty {
  name: string;
  label: string;
  type: string;
  fieldType: string;
  groupName: string;
  description: string;
  options: FakeHubspotOption[];
  displayOrder: number;
  hidden: boolean;
  hubspotDefined: boolean;
  calculated: boolean;
  hasUniqueValue: boolean;
  formField: boolean;
  externalOptions: boolean;
  modificationMetadata: { archivable: boolean; readOnlyDefinition: boolean; readOnlyValue: boolean };
  createdAt: string;
  updatedAt: string;
  archived: boolean;
}

export interface FakeHubspotOwner {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  userId: number;
  userIdIncludingInactive: number;
  type: 'PERSON';
  archived: boolean;
  createdAt: string;
  updatedAt: string;
  teams: { id: string; name: string; primary: boolean }[];
}

const STAMP = '2024-03-01T09:00:00.000Z';
const SALES_TEAM = { id: '4411', name: 'Sales', primary: true };

export const hubspotOwner = (
  id: string,
  userId: number,
  email: string,
  firstName: string,
  lastName: string,
): FakeHubspotOwner => ({
  id,
  email,
  firstName,
  lastName,
  userId,
  userIdIncludingInactive: userId,
  type: 'PERSON',
  archived: false,
  createdAt: STAMP,
  updatedAt: STAMP,
  teams: [{ ...SALES_TEAM }],
});

/** Owner `id` and `userId` differ on purpose: `hubspot_owner_id` takes the owner id. */
export const HUBSPOT_DEMO_OWNERS: FakeHubspotOwner[] = [
  hubspotOwner('41629779', 9001, 'admin@demo.everlink.test', 'Avery', 'Chen'),
  hubspotOwner('41629780', 9002, 'priya@acme.demo.everlink.test', 'Priya', 'Shah'),
  hubspotOwner('41629781', 9003, 'marco@acme.demo.everlink.test', 'Marco', 'Rossi'),
  hubspotOwner('41629782', 9004, 'lena@acme.demo.everlink.test', 'Lena', 'Vogel'),
];

const options = (values: [string, string][]): FakeHubspotOption[] =>
  values.map(([value, label], displayOrder) => ({ label, value, displayOrder, hidden: false }));

interface PropertySpec {
  name: string;
  label: string;
  type?: string;
  fieldType?: string;
  groupName?: string;
  options?: FakeHubspotOption[];
  hidden?: boolean;
  custom?: boolean;
  calculated?: boolean;
  readOnly?: boolean;
}

export function hubspotProperty(spec: PropertySpec, displayOrder = -1): FakeHubspotProperty {
  return {
    name: spec.name,
    label: spec.label,
    type: spec.type ?? 'string',
    fieldType: spec.fieldType ?? 'text',
    groupName: spec.groupName ?? 'contactinformation',
    description: '',
    options: spec.options ?? [],
    displayOrder,
    hidden: spec.hidden ?? false,
    hubspotDefined: !spec.custom,
    calculated: spec.calculated ?? false,
    hasUniqueValue: false,
    formField: !spec.readOnly && !spec.calculated,
    externalOptions: spec.name === 'hubspot_owner_id',
    modificationMetadata: {
      archivable: Boolean(spec.custom),
      readOnlyDefinition: !spec.custom,
      readOnlyValue: Boolean(spec.readOnly || spec.calculated),
    },
    createdAt: STAMP,
    updatedAt: STAMP,
    archived: false,
  };
}

const LIFECYCLE = options([
  ['subscriber', 'Subscriber'],
  ['lead', 'Lead'],
  ['marketingqualifiedlead', 'Marketing Qualified Lead'],
  ['salesqualifiedlead', 'Sales Qualified Lead'],
  ['opportunity', 'Opportunity'],
  ['customer', 'Customer'],
]);

const SPECS: PropertySpec[] = [
  { name: 'email', label: 'Email' },
  { name: 'firstname', label: 'First Name' },
  { name: 'lastname', label: 'Last Name' },
  { name: 'phone', label: 'Phone Number', fieldType: 'phonenumber' },
  { name: 'mobilephone', label: 'Mobile Phone Number', fieldType: 'phonenumber' },
  { name: 'company', label: 'Company Name' },
  { name: 'jobtitle', label: 'Job Title' },
  { name: 'website', label: 'Website URL' },
  { name: 'city', label: 'City' },
  { name: 'country', label: 'Country/Region' },
  { name: 'message', label: 'Message', fieldType: 'textarea' },
  {
    name: 'hubspot_owner_id',
    label: 'Contact owner',
    type: 'enumeration',
    fieldType: 'select',
    groupName: 'sales_properties',
    options: HUBSPOT_DEMO_OWNERS.map((o, i) => ({
      label: `${o.firstName} ${o.lastName}`,
      value: o.id,
      displayOrder: i,
      hidden: false,
    })),
  },
  { name: 'lifecyclestage', label: 'Lifecycle Stage', type: 'enumeration', fieldType: 'radio', options: LIFECYCLE },
  {
    name: 'hs_lead_status',
    label: 'Lead Status',
    type: 'enumeration',
    fieldType: 'radio',
    groupName: 'sales_properties',
    options: options([
      ['NEW', 'New'],
      ['OPEN', 'Open'],
      ['IN_PROGRESS', 'In Progress'],
      ['CONNECTED', 'Connected'],
    ]),
  },
  { name: 'hs_object_id', label: 'Record ID', type: 'number', fieldType: 'number', readOnly: true },
  { name: 'createdate', label: 'Create Date', type: 'datetime', fieldType: 'date', readOnly: true },
  { name: 'lastmodifieddate', label: 'Last Modified Date', type: 'datetime', fieldType: 'date', readOnly: true },
  { name: 'hs_email_domain', label: 'Email Domain', calculated: true },
  { name: 'num_notes', label: 'Number of Sales Activities', type: 'number', fieldType: 'number', calculated: true },
  { name: 'hs_marketable_reason_id', label: 'Marketing contact status source name', hidden: true },
  // Added by the demo company: a job title of its own and the event a badge was scanned at.
  { name: 'everlink_job_title', label: 'Job title (Everlink)', groupName: 'everlink', custom: true },
  { name: 'badge_scan_event', label: 'Badge scan event', groupName: 'everlink', custom: true },
];

/** A fresh copy: each fake instance may add properties of its own. */
export const hubspotDemoProperties = (): FakeHubspotProperty[] => SPECS.map((spec, i) => hubspotProperty(spec, i));
