import { randomUUID } from 'node:crypto';
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
import { HubspotContacts, type ContactsCall } from './hubspot.contacts';
import {
  HUBSPOT_DEMO_OWNERS,
  HUBSPOT_DEMO_PORTAL,
  HUBSPOT_SCOPES,
  hubspotDemoProperties,
  hubspotOwner,
  type FakeHubspotOwner,
} from './hubspot.data';
import {
  authorize,
  RateWindow,
  sendFailure,
  sendRateLimited,
  type AccessGrant,
  type HubspotFailure,
} from './hubspot.wire';
import { createProperty } from './hubspot.properties';
import { control } from './hubspot.controls';

export { HUBSPOT_DEMO_PORTAL } from './hubspot.data';

/** HubSpot access tokens last 30 minutes. */
export const HUBSPOT_ACCESS_SECONDS = 1800;

/** A call the fake answers after the checks every API call goes through. */
interface ApiCall extends ContactsCall {
  /** The name tests plan faults and 429s for. */
  endpoint: string;
}

/**
 * HubSpot (app.hubspot.com and api.hubapi.com): the consent page, the OAuth token calls (v1, as
 * @hubspot/api-client 14 sends them, and v3), token metadata and refresh-token revocation, CRM v3
 * contacts (hubspot.contacts.ts, search in hubspot.search.ts), the contact properties (list and
 * create) and owners. Every API call carries the rate-limit headers and may be answered by a
 * planned fault. Endpoint names for `faults` and `failNext`: token, contacts, search,
 * properties, owners. The same switches over HTTP: hubspot.controls.ts.
 */
export class HubspotFake implements FakeProvider {
  readonly name = 'hubspot';
  readonly tokens = new TokenLedger('hubspot');
  readonly codes = new AuthorizationCodes();
  readonly faults = new Faults();
  readonly window = new RateWindow();
  readonly properties = hubspotDemoProperties();
  readonly owners: FakeHubspotOwner[] = HUBSPOT_DEMO_OWNERS.map((o) => ({
    ...o,
    teams: o.teams.map((t) => ({ ...t })),
  }));
  readonly contacts = new HubspotContacts(() => this.properties);
  private readonly grants = new Map<string, AccessGrant>();
  private readonly refreshScopes = new Map<string, string[]>();
  private readonly failures = new Map<string, HubspotFailure[]>();

  constructor(private readonly client = { id: 'hubspot-demo-client', secret: 'hubspot-demo-secret' }) {}

  /** The next call of `endpoint` is answered with this failure (a 429, a 500, broken JSON, a bare 502). */
  failNext(endpoint: string, failure: HubspotFailure): void {
    this.failures.set(endpoint, [...(this.failures.get(endpoint) ?? []), failure]);
  }

  /** Every token stops working, as when the app is uninstalled from the portal. */
  revokeAll(): void {
    for (const token of [...this.tokens.accessTokens, ...this.tokens.refreshTokens]) this.tokens.revoke(token);
    this.grants.clear();
    this.refreshScopes.clear();
  }

  /** Every access token is past its 30 minutes (refresh tokens still work). */
  expireAccessTokens(now = Date.now()): void {
    for (const grant of this.grants.values()) grant.expiresAt = now - 1;
  }

  /** A private app's token with every scope: tests and the demo create properties with it. */
  privateAppToken(scopes = HUBSPOT_SCOPES): string {
    const token = this.tokens.token('access');
    this.grants.set(token, { scopes, expiresAt: Number.MAX_SAFE_INTEGER });
    return token;
  }

  /** An app install as the consent page makes it: tokens for `scopes`. */
  grant(scopes: string[]): { accessToken: string; refreshToken: string } {
    const refreshToken = this.tokens.token('refresh');
    this.refreshScopes.set(refreshToken, scopes);
    return { accessToken: this.issueAccess(refreshToken, scopes), refreshToken };
  }

  /** A user joins the portal (a test's employee): a new owner, and an option of `hubspot_owner_id`. */
  addOwner(email: string, firstName: string, lastName: string): FakeHubspotOwner {
    const n = this.owners.length;
    const added = hubspotOwner(String(41629800 + n), 9100 + n, email, firstName, lastName);
    this.owners.push(added);
    const ownerProperty = this.properties.find((p) => p.name === 'hubspot_owner_id')!;
    ownerProperty.options.push({ label: `${firstName} ${lastName}`, value: added.id, displayOrder: n, hidden: false });
    return added;
  }

  contactByEmail(email: string) {
    return this.contacts.byEmail(email);
  }

  async handle(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    if (req.path.startsWith('/_fake/')) return control(this, req, res);
    if (req.path === '/oauth/authorize') return this.authorizePage(req, res);
    if (req.method === 'POST' && (req.path === '/oauth/v1/token' || req.path === '/oauth/v3/token'))
      return this.token(req, res);
    const accessInfo = /^\/oauth\/v1\/access-tokens\/([^/]+)$/.exec(req.path);
    if (req.method === 'GET' && accessInfo) return this.accessTokenInfo(decodeURIComponent(accessInfo[1]), res);
    const refreshInfo = /^\/oauth\/v1\/refresh-tokens\/([^/]+)$/.exec(req.path);
    if (refreshInfo) return this.refreshToken(req, decodeURIComponent(refreshInfo[1]), res);
    const call = this.apiCall(req);
    if (!call) return false;
    const failure = this.failures.get(call.endpoint)?.shift();
    if (failure) {
      sendFailure(res, failure);
      return true;
    }
    if (await this.faults.apply(call.endpoint, req, res)) return true;
    if (!this.window.take(res)) {
      sendRateLimited(res, 'TEN_SECONDLY_ROLLING');
      return true;
    }
    const grant = this.tokens.accessTokens.has(bearerOf(req)) ? this.grants.get(bearerOf(req)) : undefined;
    if (authorize(grant, call.scope, res)) call.run(res);
    return true;
  }

  private apiCall(req: FakeRequest): ApiCall | undefined {
    if (req.path.startsWith('/crm/v3/objects/contacts')) {
      const call = this.contacts.route(req);
      return call && { ...call, endpoint: req.path.endsWith('/search') ? 'search' : 'contacts' };
    }
    if (req.path === '/crm/v3/properties/contacts') {
      if (req.method === 'GET')
        return {
          endpoint: 'properties',
          scope: 'crm.schemas.contacts.read',
          run: (res) => this.listProperties(req, res),
        };
      if (req.method === 'POST')
        return {
          endpoint: 'properties',
          scope: 'crm.schemas.contacts.write',
          run: (res) => createProperty(this.properties, req, res),
        };
    }
    if (req.method === 'GET' && (req.path === '/crm/v3/owners' || req.path === '/crm/v3/owners/'))
      return { endpoint: 'owners', scope: 'crm.objects.owners.read', run: (res) => this.listOwners(req, res) };
    return undefined;
  }

  private issueAccess(refreshToken: string, scopes: string[]): string {
    const accessToken = this.tokens.token('access');
    this.grants.set(accessToken, { scopes, refreshToken, expiresAt: Date.now() + HUBSPOT_ACCESS_SECONDS * 1000 });
    return accessToken;
  }

  private authorizePage(req: FakeRequest, res: ServerResponse): boolean {
    const q = req.query;
    const redirectUri = q.get('redirect_uri') ?? '';
    const scopes = (q.get('scope') ?? '').split(' ').filter(Boolean);
    const optional = (q.get('optional_scope') ?? '').split(' ').filter(Boolean);
    if (q.get('client_id') !== this.client.id || !redirectUri) {
      sendAuthorizeError(res, "Couldn't complete the connection: the app's client id or redirect URL is not valid.");
      return true;
    }
    const unknown = [...scopes, ...optional].find((s) => !HUBSPOT_SCOPES.includes(s));
    if (!scopes.length || unknown) {
      sendAuthorizeError(res, `The app asked for a scope it does not have: ${unknown ?? '(none)'}.`);
      return true;
    }
    const decision = decisionOf(req);
    if (!decision) {
      sendConsentPage(res, {
        provider: 'HubSpot',
        account: `${HUBSPOT_DEMO_PORTAL.user.email} (${HUBSPOT_DEMO_PORTAL.hubDomain}, hub ${HUBSPOT_DEMO_PORTAL.hubId})`,
        scopes: [...scopes, ...optional],
      });
      return true;
    }
    const state = q.get('state') ?? '';
    if (!decision.allow) {
      redirect(res, withQuery(redirectUri, { error: 'access_denied', state }));
      return true;
    }
    const code = this.codes.issue({ clientId: this.client.id, redirectUri, scope: [...scopes, ...optional].join(' ') });
    redirect(res, withQuery(redirectUri, { code, state }));
    return true;
  }

  private tokenRefusal(res: ServerResponse, status: string, message: string): true {
    sendJson(res, 400, { status, message, correlationId: randomUUID() });
    return true;
  }

  private async token(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    const form = formOf(req);
    if (await this.faults.apply('token', req, res)) return true;
    if (form.get('client_id') !== this.client.id)
      return this.tokenRefusal(res, 'BAD_CLIENT_ID', 'missing or unknown client id');
    if (form.get('client_secret') !== this.client.secret)
      return this.tokenRefusal(res, 'BAD_CLIENT_SECRET', 'missing or invalid client secret');
    const grantType = form.get('grant_type');
    let refreshToken: string;
    let scopes: string[];
    if (grantType === 'authorization_code') {
      const grant = this.codes.take(form.get('code') ?? '');
      if (!grant) return this.tokenRefusal(res, 'BAD_AUTH_CODE', 'missing or unknown auth code');
      if (grant.redirectUri !== form.get('redirect_uri'))
        return this.tokenRefusal(res, 'BAD_REDIRECT_URI', 'redirect_uri does not match the one used to authorize');
      scopes = grant.scope.split(' ');
      refreshToken = this.tokens.token('refresh');
      this.refreshScopes.set(refreshToken, scopes);
    } else if (grantType === 'refresh_token') {
      refreshToken = form.get('refresh_token') ?? '';
      const failure = this.tokens.interceptFailure(refreshToken, res, req);
      if (failure === 'answered') return true;
      const held = this.refreshScopes.get(refreshToken);
      if (failure === 'invalid_grant' || !held || !this.tokens.refreshTokens.has(refreshToken))
        return this.tokenRefusal(res, 'BAD_REFRESH_TOKEN', 'missing or unknown refresh token');
      scopes = held;
    } else {
      return this.tokenRefusal(res, 'BAD_GRANT_TYPE', 'grant_type must be authorization_code or refresh_token');
    }
    // HubSpot keeps the refresh token: a refresh answers the same one with a new access token.
    sendJson(res, 200, {
      token_type: 'bearer',
      refresh_token: refreshToken,
      access_token: this.issueAccess(refreshToken, scopes),
      expires_in: HUBSPOT_ACCESS_SECONDS,
      hub_id: HUBSPOT_DEMO_PORTAL.hubId,
      user_id: HUBSPOT_DEMO_PORTAL.user.id,
      scopes,
    });
    return true;
  }

  private accessTokenInfo(token: string, res: ServerResponse): boolean {
    const grant = this.tokens.accessTokens.has(token) ? this.grants.get(token) : undefined;
    const expiresIn = grant ? Math.floor((grant.expiresAt - Date.now()) / 1000) : 0;
    if (!grant || expiresIn <= 0) {
      sendJson(res, 404, { status: 'error', message: 'Token not found or expired', correlationId: randomUUID() });
      return true;
    }
    sendJson(res, 200, {
      token,
      user: HUBSPOT_DEMO_PORTAL.user.email,
      hub_domain: HUBSPOT_DEMO_PORTAL.hubDomain,
      scopes: grant.scopes,
      hub_id: HUBSPOT_DEMO_PORTAL.hubId,
      app_id: HUBSPOT_DEMO_PORTAL.appId,
      expires_in: Math.min(expiresIn, HUBSPOT_ACCESS_SECONDS),
      user_id: HUBSPOT_DEMO_PORTAL.user.id,
      token_type: 'access',
    });
    return true;
  }

  /** GET: the refresh token's metadata; DELETE: revokes it and the access tokens it issued. */
  private refreshToken(req: FakeRequest, token: string, res: ServerResponse): boolean {
    const scopes = this.tokens.refreshTokens.has(token) ? this.refreshScopes.get(token) : undefined;
    if (!scopes || (req.method !== 'GET' && req.method !== 'DELETE')) {
      sendJson(res, 404, { status: 'error', message: 'Refresh token not found', correlationId: randomUUID() });
      return true;
    }
    if (req.method === 'GET') {
      sendJson(res, 200, {
        token,
        user: HUBSPOT_DEMO_PORTAL.user.email,
        hub_domain: HUBSPOT_DEMO_PORTAL.hubDomain,
        scopes,
        hub_id: HUBSPOT_DEMO_PORTAL.hubId,
        client_id: this.client.id,
        user_id: HUBSPOT_DEMO_PORTAL.user.id,
        token_type: 'refresh',
      });
      return true;
    }
    this.tokens.revoke(token);
    this.refreshScopes.delete(token);
    for (const [access, grant] of this.grants)
      if (grant.refreshToken === token) {
        this.tokens.revoke(access);
        this.grants.delete(access);
      }
    res.writeHead(204);
    res.end();
    return true;
  }

  private listProperties(req: FakeRequest, res: ServerResponse): void {
    const archived = req.query.get('archived') === 'true';
    sendJson(res, 200, { results: this.properties.filter((p) => p.archived === archived) });
  }

  private listOwners(req: FakeRequest, res: ServerResponse): void {
    const email = req.query.get('email')?.toLowerCase();
    const archived = req.query.get('archived') === 'true';
    const limit = Math.min(Number(req.query.get('limit') ?? 100) || 100, 500);
    const after = Number(req.query.get('after') ?? 0) || 0;
    const hits = this.owners.filter((o) => o.archived === archived && (!email || o.email.toLowerCase() === email));
    sendJson(res, 200, {
      results: hits.slice(after, after + limit),
      ...(after + limit < hits.length ? { paging: { next: { after: String(after + limit) } } } : {}),
    });
  }
}
