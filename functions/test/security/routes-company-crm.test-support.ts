import { v, type RouteRow } from './route-row.test-support';

const CRM = '/v1/companies/:companyId/crm';
const GHL = { crm: v('gohighlevel') };

/**
 * A company's CRM (docs/company-crm.md): its admins; an employee's own contacts' pushes. The
 * matrix runs without the fakes, so an allowed admin is told the CRM is not available (409) or
 * not connected (409).
 */
export const COMPANY_CRM_ROUTES: RouteRow[] = [
  { method: 'GET', path: CRM, access: 'companyAdmin' },
  { method: 'GET', path: `${CRM}/:crm/oauth`, access: 'companyAdmin', ids: GHL },
  {
    method: 'POST',
    path: `${CRM}/:crm/oauth`,
    access: 'companyAdmin',
    ids: GHL,
    body: { code: 'matrix-code', state: 'gohighlevel.matrix' },
  },
  {
    method: 'DELETE',
    path: `${CRM}/:crm`,
    access: 'companyAdmin',
    ids: GHL,
    expect: { companyAdmin: 404, superadmin: 404 },
    note: 'nothing is connected in the matrix world: an allowed admin is told so (404)',
  },
  { method: 'GET', path: `${CRM}/:crm/properties`, access: 'companyAdmin', ids: GHL },
  { method: 'PUT', path: `${CRM}/:crm/mapping`, access: 'companyAdmin', ids: GHL, body: { rows: [] } },
  { method: 'GET', path: `${CRM}/pushes`, access: 'companyAdmin' },
  {
    method: 'POST',
    path: `${CRM}/pushes/:contactId/retry`,
    access: 'companyAdmin',
    expect: { companyAdmin: 404, superadmin: 404 },
    note: "the contact (the owner's, outside the company) has no push of the company: 404 to an allowed admin",
  },
  { method: 'GET', path: '/v1/contacts/:contactId/company-crm', access: 'owner' },
  { method: 'PUT', path: '/v1/contacts/:contactId/company-crm', access: 'owner', body: { sync: true } },
];
