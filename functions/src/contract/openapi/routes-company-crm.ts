import { z } from 'zod';
import {
  COMPANY_CRMS,
  COMPANY_CRM_STATUSES,
  CRM_PUSH_STATUSES,
  CRM_SOURCE_FIELDS,
  companyCrmParams,
  crmMappingBody,
  crmMarkBody,
  crmPushesQuery,
  type CompanyCrmPush,
  type CompanyCrmPushItem,
  type CompanyCrmSummary,
  type CrmProperty,
} from '../company-crm';
import { oauthCallbackBody } from '../integrations';
import { data, empty, page, type ApiRoute } from './define';

/** The company CRM's routes (docs/company-crm.md): its admins connect and map it; employees mark their contacts. */

const nullableString = z.string().nullable();
const mappingRow = z.object({ source: z.enum(CRM_SOURCE_FIELDS), property: z.string() });

const summaryView = z.object({
  id: z.enum(COMPANY_CRMS),
  name: z.string(),
  status: z.enum(COMPANY_CRM_STATUSES),
  account: z.object({ id: z.string(), name: z.string() }).nullable(),
  connectedAt: nullableString,
  connectedBy: nullableString,
  reason: nullableString,
  object: z.string(),
  mapping: z.array(mappingRow),
  counts: z.object({ pending: z.number(), waiting: z.number(), synced: z.number(), failed: z.number() }),
}) satisfies z.ZodType<CompanyCrmSummary>;

const propertyView = z.object({
  name: z.string(),
  label: z.string(),
  type: z.string(),
  custom: z.boolean(),
  required: z.boolean(),
}) satisfies z.ZodType<CrmProperty>;

const pushFields = {
  contactId: z.string(),
  crm: z.enum(COMPANY_CRMS),
  status: z.enum(CRM_PUSH_STATUSES),
  remoteId: nullableString,
  ownerId: nullableString,
  attempts: z.number(),
  lastError: nullableString,
  syncedAt: nullableString,
  updatedAt: z.string(),
};
const pushView = z.object(pushFields) satisfies z.ZodType<CompanyCrmPush>;
const pushItemView = z.object({
  ...pushFields,
  name: z.string(),
  email: z.string(),
  userId: z.string(),
}) satisfies z.ZodType<CompanyCrmPushItem>;

const BASE = '/companies/:companyId/crm';
const tag = 'Company CRM';
const params = companyCrmParams;

export const COMPANY_CRM_API: ApiRoute[] = [
  {
    method: 'get',
    path: BASE,
    tag,
    summary: "The company's CRMs, one entry each: state, account, mapping and push counts",
    auth: 'token',
    answer: data(z.array(summaryView)),
  },
  {
    method: 'get',
    path: `${BASE}/:crm/oauth`,
    tag,
    summary: "The CRM's consent page, for a company admin",
    auth: 'token',
    params,
    answer: data(z.object({ url: z.string() })),
  },
  {
    method: 'post',
    path: `${BASE}/:crm/oauth`,
    tag,
    summary: 'Connect (or reconnect) the CRM with the code it sent back; waiting pushes go out again',
    auth: 'token',
    params,
    body: oauthCallbackBody,
    answer: data(summaryView),
  },
  {
    method: 'delete',
    path: `${BASE}/:crm`,
    tag,
    summary: 'Disconnect the CRM; pushes wait for the next connection',
    auth: 'token',
    params,
    answer: empty,
  },
  {
    method: 'get',
    path: `${BASE}/:crm/properties`,
    tag,
    summary: "The CRM's writable properties of the object leads go to, live",
    auth: 'token',
    params,
    answer: data(z.object({ properties: z.array(propertyView) })),
  },
  {
    method: 'put',
    path: `${BASE}/:crm/mapping`,
    tag,
    summary: 'Save the field mapping; a property the CRM lacks is refused with the list in `details`',
    auth: 'token',
    params,
    body: crmMappingBody,
    answer: data(summaryView),
  },
  {
    method: 'get',
    path: `${BASE}/pushes`,
    tag,
    summary: "The company's pushes, newest change first, by state",
    auth: 'token',
    query: crmPushesQuery,
    answer: page(pushItemView),
  },
  {
    method: 'post',
    path: `${BASE}/pushes/:contactId/retry`,
    tag,
    summary: 'Push a contact again now',
    auth: 'token',
    answer: data(pushView),
  },
  {
    method: 'get',
    path: '/contacts/:contactId/company-crm',
    tag,
    summary: "The contact's push to the company CRM, or null",
    auth: 'token',
    answer: data(pushView.nullable()),
  },
  {
    method: 'put',
    path: '/contacts/:contactId/company-crm',
    tag,
    summary: 'Mark (or unmark) one of your contacts for the company CRM; marked, it is pushed now and on each edit',
    auth: 'token',
    body: crmMarkBody,
    answer: data(pushView.nullable()),
  },
];
