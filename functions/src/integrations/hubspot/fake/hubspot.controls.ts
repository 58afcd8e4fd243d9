import type { ServerResponse } from 'node:http';
import { sendJson, type FakeRequest } from '../../core/fake/http';
import type { Fault } from '../../core/fake/faults';
import type { FakeHubspotContact, HubspotContacts } from './hubspot.contacts';
import type { FakeHubspotOwner } from './hubspot.data';
import type { HubspotFailure } from './hubspot.wire';

/**
 * The fake's test controls over HTTP, under `/_fake/` (no such path exists at HubSpot), for what
 * runs in another process than the fakes (the browser journeys against `npm start`'s or the e2e
 * stack's fakes):
 * - `GET /_fake/contacts[?email=]`: the portal's contacts (or the one with that email, else 404);
 * - `POST /_fake/owners {email, firstName, lastName}`: a portal user, so an employee has an owner;
 * - `POST /_fake/faults {endpoint, fault}`: the next call of `endpoint` fails with a core fault
 *   (`server_error`, `misfit`, `slow`, `network`), a 429 (`TEN_SECONDLY_ROLLING`, `DAILY`,
 *   `SECONDLY`) or another failure of hubspot.wire.ts (`INTERNAL_ERROR`, `MALFORMED_JSON`, `BAD_GATEWAY`);
 * - `POST /_fake/revoke`: every token stops working (the app uninstalled);
 * - `POST /_fake/tokens`: a private app's token with every scope, to call the API as the sales team.
 */

export interface ControlledFake {
  readonly contacts: HubspotContacts;
  readonly faults: { next(endpoint: string, fault: Fault): void };
  failNext(endpoint: string, failure: HubspotFailure): void;
  revokeAll(): void;
  privateAppToken(): string;
  addOwner(email: string, firstName: string, lastName: string): FakeHubspotOwner;
}

const FAILURES: HubspotFailure[] = [
  'TEN_SECONDLY_ROLLING',
  'DAILY',
  'SECONDLY',
  'INTERNAL_ERROR',
  'MALFORMED_JSON',
  'BAD_GATEWAY',
];
const FAULTS: Fault[] = ['server_error', 'misfit', 'slow', 'network'];

function bodyOf(req: FakeRequest): Record<string, unknown> {
  try {
    const body = JSON.parse(req.body || '{}') as unknown;
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const view = (fake: ControlledFake, contact: FakeHubspotContact) => fake.contacts.view(contact);

export function control(fake: ControlledFake, req: FakeRequest, res: ServerResponse): boolean {
  const action = req.path.slice('/_fake/'.length);
  if (req.method === 'GET' && action === 'contacts') {
    const email = req.query.get('email');
    if (!email) {
      const live = [...fake.contacts.byId.values()].filter((c) => !c.archived);
      sendJson(res, 200, { results: live.map((c) => view(fake, c)) });
      return true;
    }
    const found = fake.contacts.byEmail(email);
    sendJson(res, found ? 200 : 404, found ? view(fake, found) : { message: `No contact with email ${email}` });
    return true;
  }
  if (req.method !== 'POST') return false;
  const body = bodyOf(req);
  if (action === 'owners') {
    const { email, firstName, lastName } = body;
    if (typeof email !== 'string' || !email) {
      sendJson(res, 400, { message: 'email is required' });
      return true;
    }
    sendJson(res, 201, fake.addOwner(email, String(firstName ?? ''), String(lastName ?? '')));
    return true;
  }
  if (action === 'faults') {
    const endpoint = String(body.endpoint ?? '');
    const fault = String(body.fault ?? '');
    if (FAILURES.includes(fault as HubspotFailure)) fake.failNext(endpoint, fault as HubspotFailure);
    else if (FAULTS.includes(fault as Fault)) fake.faults.next(endpoint, fault as Fault);
    else {
      sendJson(res, 400, { message: `fault is one of ${[...FAULTS, ...FAILURES].join(', ')}` });
      return true;
    }
    res.writeHead(204);
    res.end();
    return true;
  }
  if (action === 'revoke') {
    fake.revokeAll();
    res.writeHead(204);
    res.end();
    return true;
  }
  if (action === 'tokens') {
    sendJson(res, 201, { token: fake.privateAppToken() });
    return true;
  }
  return false;
}
