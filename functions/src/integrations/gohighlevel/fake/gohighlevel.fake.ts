import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { formOf, sendJson, type FakeProvider, type FakeRequest } from '../../core/fake/http';
import { bearerOf, TokenLedger } from '../../core/fake/oauth-tokens';
import {
  AuthorizationCodes,
  decisionOf,
  redirect,
  sendAuthorizeError,
  sendConsentPage,
  withQuery,
} from '../../core/fake/consent';
import { Faults } from '../../core/fake/faults';

export const GHL_ACCESS_SECONDS = 86399;
export const GHL_API_VERSION = '2021-07-28';

export const GHL_DEMO_LOCATIONS = [
  { id: 'loc-demo-main-0001', name: 'Everlink Demo Agency' },
  { id: 'loc-demo-east-0002', name: 'Everlink Demo East' },
];

/** The sub-account's users (who may own a contact) and custom contact fields, as a new fake starts. */
export const GHL_DEMO_USERS = [
  { id: 'ghl-user-anna-0001', name: 'Anna Admin', email: 'anna@everlink-demo.test' },
  { id: 'ghl-user-ben-0002', name: 'Ben Seller', email: 'ben@everlink-demo.test' },
];
export const GHL_DEMO_CUSTOM_FIELDS = [
  { id: 'cf-job-title-0001', name: 'Job title', fieldKey: 'contact.job_title', dataType: 'TEXT', model: 'contact' },
  { id: 'cf-met-at-0002', name: 'Met at', fieldKey: 'contact.met_at', dataType: 'TEXT', model: 'contact' },
  {
    id: 'cf-opp-size-0003',
    name: 'Deal size',
    fieldKey: 'opportunity.deal_size',
    dataType: 'NUMERICAL',
    model: 'opportunity',
  },
];

export interface FakeGhlContact {
  id: string;
  locationId: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string;
  companyName?: string;
  source?: string;
  website?: string;
  /** The location user who owns the contact. */
  assignedTo?: string;
  customFields?: { id: string; value: string }[];
}

type ContactBody = Partial<Omit<FakeGhlContact, 'customFields'>> & {
  customFields?: { id?: string; key?: string; field_value?: unknown }[];
};

const STANDARD_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'companyName',
  'source',
  'website',
  'assignedTo',
] as const;

const ghlError = (res: ServerResponse, statusCode: number, message: string | string[]) =>
  sendJson(res, statusCode, { statusCode, message, ...(statusCode === 422 ? { error: 'Unprocessable Entity' } : {}) });
const id = () => randomBytes(10).toString('hex');

/**
 * GoHighLevel (marketplace.gohighlevel.com and services.leadconnectorhq.com): the location
 * picker, the token and refresh calls (Location tokens, rotating refresh tokens), a location and
 * the contacts upsert, which insists on the `Version` header. `down` makes every API call fail
 * as an outage would. The company CRM's calls too: custom fields, users (owners) and the update
 * of a known contact by id. Endpoint names for faults: token, location, upsert, customFields,
 * users, update.
 */
export class GohighlevelFake implements FakeProvider {
  readonly name = 'gohighlevel';
  readonly tokens = new TokenLedger('ghl');
  readonly codes = new AuthorizationCodes();
  readonly faults = new Faults();
  /** Every contact by location, as the CRM holds them. */
  readonly contacts: FakeGhlContact[] = [];
  /** The location's users and custom fields; tests add or take some. */
  readonly users = GHL_DEMO_USERS.map((u) => ({ ...u }));
  readonly customFields = GHL_DEMO_CUSTOM_FIELDS.map((f) => ({ ...f }));
  /** While true, the API answers 503 to everything: the outage of the retry tests. */
  down = false;
  private readonly locationOf = new Map<string, string>();

  constructor(private readonly client = { id: 'gohighlevel-demo-client', secret: 'gohighlevel-demo-secret' }) {}

  grant(locationId = GHL_DEMO_LOCATIONS[0].id): { accessToken: string; refreshToken: string; expiresIn: number } {
    const grant = this.tokens.pair(GHL_ACCESS_SECONDS);
    this.locationOf.set(grant.accessToken, locationId);
    this.locationOf.set(grant.refreshToken, locationId);
    return grant;
  }

  async handle(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    if (req.path === '/oauth/chooselocation') return this.chooseLocation(req, res);
    if (this.down && req.path !== '/oauth/chooselocation') {
      res.writeHead(503, { 'content-type': 'text/html' });
      res.end('<html><body>503 Service Temporarily Unavailable</body></html>');
      return true;
    }
    if (req.method === 'POST' && req.path === '/oauth/token') return this.token(req, res);
    const location = /^\/locations\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && location) {
      if (await this.faults.apply('location', req, res)) return true;
      const tokenLocation = this.authorized(req, res);
      if (!tokenLocation) return true;
      const found = GHL_DEMO_LOCATIONS.find((l) => l.id === decodeURIComponent(location[1]));
      if (!found || found.id !== tokenLocation) ghlError(res, 403, 'The token does not have access to this location');
      else sendJson(res, 200, { location: { ...found, companyId: 'company-demo', timezone: 'Europe/Berlin' } });
      return true;
    }
    if (req.method === 'POST' && req.path === '/contacts/upsert') return this.upsert(req, res);
    const fields = /^\/locations\/([^/]+)\/customFields$/.exec(req.path);
    if (req.method === 'GET' && fields) return this.listCustomFields(req, res, decodeURIComponent(fields[1]));
    if (req.method === 'GET' && (req.path === '/users/' || req.path === '/users')) return this.listUsers(req, res);
    const contact = /^\/contacts\/([^/]+)$/.exec(req.path);
    if (req.method === 'PUT' && contact) return this.update(req, res, decodeURIComponent(contact[1]));
    return false;
  }

  /** The location of a valid bearer with the Version header, or an answer already sent. */
  private authorized(req: FakeRequest, res: ServerResponse): string | undefined {
    if (req.headers.version !== GHL_API_VERSION) {
      ghlError(res, 400, 'Version header was not found');
      return undefined;
    }
    const token = bearerOf(req);
    if (!this.tokens.accessTokens.has(token)) {
      ghlError(res, 401, 'Invalid JWT');
      return undefined;
    }
    return this.locationOf.get(token);
  }

  private chooseLocation(req: FakeRequest, res: ServerResponse): boolean {
    const q = req.query;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== this.client.id || !redirectUri || q.get('response_type') !== 'code') {
      sendAuthorizeError(res, 'Invalid client: the app is not installed for this marketplace.');
      return true;
    }
    const decision = decisionOf(req);
    if (!decision) {
      const options = GHL_DEMO_LOCATIONS.map((l) => `<option value="${l.id}">${l.name}</option>`).join('');
      sendConsentPage(res, {
        provider: 'GoHighLevel',
        account: 'agency owner',
        scopes: (q.get('scope') ?? '').split(' ').filter(Boolean),
        fieldsHtml: `<p><label for="location">Sub-account</label> <select id="location" name="location">${options}</select></p>`,
      });
      return true;
    }
    const state = q.get('state') ?? '';
    if (!decision.allow) {
      redirect(res, withQuery(redirectUri, { error: 'access_denied', state }));
      return true;
    }
    const locationId = GHL_DEMO_LOCATIONS.some((l) => l.id === decision.form.get('location'))
      ? decision.form.get('location')!
      : GHL_DEMO_LOCATIONS[0].id;
    redirect(
      res,
      withQuery(redirectUri, {
        code: this.codes.issue({
          clientId: this.client.id,
          redirectUri,
          scope: q.get('scope') ?? '',
          extra: { locationId },
        }),
        state,
      }),
    );
    return true;
  }

  private async token(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    const form = formOf(req);
    if (form.get('client_id') !== this.client.id || form.get('client_secret') !== this.client.secret) {
      ghlError(res, 401, 'Invalid client credentials');
      return true;
    }
    if (form.get('user_type') !== 'Location') {
      ghlError(res, 422, ['user_type must be one of the following values: Company, Location']);
      return true;
    }
    if (form.get('grant_type') === 'authorization_code') {
      if (await this.faults.apply('token', req, res)) return true;
      const grant = this.codes.take(form.get('code') ?? '');
      if (!grant || grant.redirectUri !== form.get('redirect_uri')) {
        sendJson(res, 400, {
          error: 'invalid_grant',
          error_description: 'Invalid grant: authorization code is invalid',
        });
        return true;
      }
      this.issue(res, grant.extra!.locationId);
      return true;
    }
    const refreshToken = form.get('refresh_token') ?? '';
    const failure = this.tokens.interceptFailure(refreshToken, res, req);
    if (failure === 'answered') return true;
    const locationId = this.locationOf.get(refreshToken);
    if (
      form.get('grant_type') !== 'refresh_token' ||
      failure === 'invalid_grant' ||
      !locationId ||
      !this.tokens.refreshTokens.delete(refreshToken)
    ) {
      sendJson(res, 400, { error: 'invalid_grant', error_description: 'Invalid grant: refresh token is invalid' });
      return true;
    }
    this.issue(res, locationId);
    return true;
  }

  private issue(res: ServerResponse, locationId: string): void {
    const { accessToken, refreshToken } = this.grant(locationId);
    sendJson(res, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: GHL_ACCESS_SECONDS,
      refresh_token: refreshToken,
      scope: 'contacts.readonly contacts.write locations.readonly',
      userType: 'Location',
      locationId,
      companyId: 'company-demo',
      userId: 'ghl-user-demo',
      isBulkInstallation: false,
    });
  }

  private async upsert(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    if (await this.faults.apply('upsert', req, res)) return true;
    const tokenLocation = this.authorized(req, res);
    if (!tokenLocation) return true;
    const body = this.bodyOf(req, res);
    if (!body) return true;
    if (!body.locationId) {
      ghlError(res, 422, ['locationId should not be empty']);
      return true;
    }
    if (body.locationId !== tokenLocation) {
      ghlError(res, 403, 'The token does not have access to this location');
      return true;
    }
    // Matching by email, then phone, within the location (the "Allow Duplicate Contact" default).
    const existing = this.contacts.find(
      (c) =>
        c.locationId === body.locationId &&
        ((body.email && c.email === body.email) || (body.phone && c.phone === body.phone)),
    );
    const contact = existing ?? { id: id(), locationId: body.locationId };
    this.write(contact, body);
    if (!existing) this.contacts.push(contact);
    sendJson(res, existing ? 200 : 201, { new: !existing, contact, traceId: id() });
    return true;
  }

  /** `PUT /contacts/{id}`: the contact of the token's location with this id, or 400 as GoHighLevel words it. */
  private async update(req: FakeRequest, res: ServerResponse, contactId: string): Promise<boolean> {
    if (await this.faults.apply('update', req, res)) return true;
    const tokenLocation = this.authorized(req, res);
    if (!tokenLocation) return true;
    const body = this.bodyOf(req, res);
    if (!body) return true;
    if ('locationId' in body) {
      ghlError(res, 422, ['property locationId should not exist']);
      return true;
    }
    const contact = this.contacts.find((c) => c.id === contactId && c.locationId === tokenLocation);
    if (!contact) {
      ghlError(res, 404, 'Contact not found');
      return true;
    }
    this.write(contact, body);
    sendJson(res, 200, { succeded: true, contact, traceId: id() });
    return true;
  }

  private async listCustomFields(req: FakeRequest, res: ServerResponse, locationId: string): Promise<boolean> {
    if (await this.faults.apply('customFields', req, res)) return true;
    const tokenLocation = this.authorized(req, res);
    if (!tokenLocation) return true;
    if (locationId !== tokenLocation) ghlError(res, 403, 'The token does not have access to this location');
    else
      sendJson(res, 200, {
        customFields: this.customFields.map((f, position) => ({ ...f, locationId, position, placeholder: '' })),
      });
    return true;
  }

  private async listUsers(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    if (await this.faults.apply('users', req, res)) return true;
    const tokenLocation = this.authorized(req, res);
    if (!tokenLocation) return true;
    if (req.query.get('locationId') !== tokenLocation)
      ghlError(res, 403, 'The token does not have access to this location');
    else
      sendJson(res, 200, {
        users: this.users.map((u) => ({
          ...u,
          firstName: u.name.split(' ')[0],
          lastName: u.name.split(' ').slice(1).join(' '),
          roles: { type: 'account', role: 'user', locationIds: [tokenLocation] },
        })),
      });
    return true;
  }

  private bodyOf(req: FakeRequest, res: ServerResponse): ContactBody | undefined {
    try {
      return JSON.parse(req.body) as ContactBody;
    } catch {
      ghlError(res, 400, 'Unexpected token in JSON');
      return undefined;
    }
  }

  /** The fields sent, over what the contact held; custom fields by id (an unknown id is ignored, as GoHighLevel does). */
  private write(contact: FakeGhlContact, body: ContactBody): void {
    for (const field of STANDARD_FIELDS) if (body[field] !== undefined) contact[field] = body[field];
    for (const sent of body.customFields ?? []) {
      const known = this.customFields.find((f) => f.id === sent.id || f.fieldKey === `contact.${sent.key}`);
      if (!known) continue;
      const value = String(sent.field_value ?? '');
      contact.customFields = [
        ...(contact.customFields ?? []).filter((c) => c.id !== known.id),
        { id: known.id, value },
      ];
    }
  }
}
