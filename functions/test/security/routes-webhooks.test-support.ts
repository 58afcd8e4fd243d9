import { v, type RouteRow } from './route-row.test-support';

const HOOKS = '/v1/company/:companyId/webhooks';
/** A loopback port nothing listens on: an allowed caller gets past the access check to 400 (unreachable). */
const UNREACHABLE = { url: 'http://127.0.0.1:1/hook', events: ['lead.created'] };

/** A company's webhook endpoints and their delivery log: its admins (docs/webhooks.md). */
export const WEBHOOK_ROUTES: RouteRow[] = [
  { method: 'GET', path: HOOKS, access: 'companyAdmin' },
  { method: 'POST', path: HOOKS, access: 'companyAdmin', body: UNREACHABLE },
  { method: 'GET', path: `${HOOKS}/:endpointId`, access: 'companyAdmin' },
  { method: 'PATCH', path: `${HOOKS}/:endpointId`, access: 'companyAdmin', body: { description: 'Matrix' } },
  { method: 'DELETE', path: `${HOOKS}/:endpointId`, access: 'companyAdmin', fresh: true },
  { method: 'POST', path: `${HOOKS}/:endpointId/rotate`, access: 'companyAdmin' },
  { method: 'GET', path: `${HOOKS}/:endpointId/attempts`, access: 'companyAdmin' },
  { method: 'POST', path: `${HOOKS}/:endpointId/test`, access: 'companyAdmin' },
  {
    method: 'GET',
    path: `${HOOKS}/:endpointId/events/:eventId`,
    access: 'companyAdmin',
    ids: { eventId: v('evt_matrix_missing') },
    note: 'an event the endpoint never had: an allowed caller gets 410, no longer kept',
  },
  {
    method: 'POST',
    path: `${HOOKS}/:endpointId/events/:eventId/resend`,
    access: 'companyAdmin',
    ids: { eventId: v('evt_matrix_missing') },
    note: 'an event the endpoint never had: an allowed caller gets 410, no longer kept',
  },
];
