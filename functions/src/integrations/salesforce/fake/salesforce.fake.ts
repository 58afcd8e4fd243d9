import { createHash, createHmac } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { formOf, sendJson, type FakeProvider, type FakeRequest } from '../../core/fake/http';
import { TokenLedger } from '../../core/fake/oauth-tokens';
import {
  AuthorizationCodes,
  decisionOf,
  redirect,
  sendAuthorizeError,
  sendConsentPage,
  withQuery,
} from '../../core/fake/consent';
import { Faults, type Fault } from '../../core/fake/faults';
import { baseOf } from '../../core/fake/images';
import {
  LEAD_FIELDS,
  LeadTable,
  parseSoql,
  SALESFORCE_ADMIN,
  SALESFORCE_DEMO_ORG,
  SalesforceFailure,
  type SalesforceApiError,
} from './salesforce.org';

export { SALESFORCE_ADMIN, SALESFORCE_DEMO_ORG, SALESFORCE_DEMO_USERS } from './salesforce.org';

/** The only REST version the fake answers: the adapter must always name it (jsforce's default is 50.0). */
export const SALESFORCE_API_VERSION = '62.0';
export const SALESFORCE_DAILY_LIMIT = 15000;

/** Salesforce's own failures, beside the generic ones of core/fake/faults. */
export type SalesforceFault = 'request_limit' | 'unknown_exception' | 'api_disabled';

const SCOPE_WORDS: Record<string, string> = {
  api: 'Manage user data via APIs (api)',
  refresh_token: 'Perform requests at any time (refresh_token, offline_access)',
  id: 'Access the identity URL service (id, profile, email, address, phone)',
};

/** Answers an OAuth error; true, for the handler's answer. */
function oauthError(res: ServerResponse, status: number, error: string, description: string): true {
  sendJson(res, status, { error, error_description: description });
  return true;
}
const apiErrors = (res: ServerResponse, status: number, errors: SalesforceApiError[]) => sendJson(res, status, errors);

/**
 * Salesforce (login.salesforce.com and the org's instance): the web-server flow with PKCE as
 * jsforce 3 speaks it (`code_challenge` without a method, S256 implied, a 171-character verifier),
 * tokens without `expires_in` (refresh keeps the refresh token), revoke, the identity URL, and the
 * REST API v62.0 on Lead: create, read, update, describe, the SOQL dedupe query and the User
 * query for owners, the Organization's name. `instance_url` is the fake's own origin and prefix.
 * Endpoint names for faults: token, refresh, describe, query, create, update, read, organization.
 */
export class SalesforceFake implements FakeProvider {
  readonly name = 'salesforce';
  readonly tokens = new TokenLedger('sf');
  readonly codes = new AuthorizationCodes();
  readonly faults = new Faults();
  readonly leads = new LeadTable();
  /** API calls counted for Sforce-Limit-Info. */
  apiCalls = 0;
  /** The refresh token each access token came from: revoking a refresh token ends its sessions. */
  private readonly sessionsOf = new Map<string, string>();
  /** The instance the org lives on, after the origin and prefix (`moveInstance`). */
  private instancePath = '';
  private readonly salesforceFaults = new Map<string, SalesforceFault[]>();

  constructor(private readonly client = { id: 'salesforce-demo-client', secret: 'salesforce-demo-secret' }) {}

  /** The next call of `endpoint` fails this way (a Salesforce error, or one of core/fake's faults). */
  failNext(endpoint: string, fault: SalesforceFault | Fault): void {
    if (fault === 'request_limit' || fault === 'unknown_exception' || fault === 'api_disabled')
      this.salesforceFaults.set(endpoint, [...(this.salesforceFaults.get(endpoint) ?? []), fault]);
    else this.faults.next(endpoint, fault);
  }

  /** Tokens as a finished connection holds them, for tests that start connected. */
  grant(): { accessToken: string; refreshToken: string } {
    const { accessToken, refreshToken } = this.tokens.pair(0);
    this.sessionsOf.set(accessToken, refreshToken);
    return { accessToken, refreshToken };
  }

  /** Every session times out (the org's session timeout passed); refresh tokens still work. */
  expireSessions(): void {
    this.tokens.accessTokens.clear();
  }

  /**
   * The org moves to another instance (a Salesforce maintenance split): its sessions end, the API
   * answers only under the new instance, and a refresh names it in `instance_url`.
   */
  moveInstance(path = '/na2'): void {
    this.instancePath = path;
    this.expireSessions();
  }

  /** An admin revokes the connected app's access: the refresh token and its sessions end. */
  revokeGrant(refreshToken: string): void {
    this.tokens.revoke(refreshToken);
    for (const [access, refresh] of this.sessionsOf) if (refresh === refreshToken) this.tokens.revoke(access);
  }

  async handle(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    if (req.path === '/services/oauth2/authorize') return this.authorize(req, res);
    if (req.method === 'POST' && req.path === '/services/oauth2/token') return this.token(req, res);
    if (req.method === 'POST' && req.path === '/services/oauth2/revoke') return this.revoke(req, res);
    if (req.method === 'GET' && /^\/id\/[^/]+\/[^/]+$/.test(req.path)) return this.identity(req, res);
    const data = /^(\/na\d+)?\/services\/data\/v(\d+\.\d)(\/.*)$/.exec(req.path);
    if (!data) return false;
    if ((data[1] ?? '') !== this.instancePath) {
      apiErrors(res, 401, [{ errorCode: 'INVALID_SESSION_ID', message: 'Session expired or invalid' }]);
      return true;
    }
    data.splice(1, 1);
    if (data[1] !== SALESFORCE_API_VERSION) {
      apiErrors(res, 404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]);
      return true;
    }
    return this.rest(req, res, data[2]);
  }

  private authorize(req: FakeRequest, res: ServerResponse): boolean {
    const q = req.query;
    const redirectUri = q.get('redirect_uri') ?? '';
    if (q.get('client_id') !== this.client.id) {
      sendAuthorizeError(res, 'error=invalid_client_id: client identifier invalid');
      return true;
    }
    if (!redirectUri || q.get('response_type') !== 'code') {
      sendAuthorizeError(res, 'error=redirect_uri_mismatch: redirect_uri must match configuration');
      return true;
    }
    const scope = q.get('scope') ?? '';
    const decision = decisionOf(req);
    if (!decision) {
      sendConsentPage(res, {
        provider: 'Salesforce',
        account: SALESFORCE_ADMIN.Email,
        scopes: scope
          .split(' ')
          .filter(Boolean)
          .map((s) => SCOPE_WORDS[s] ?? s),
      });
      return true;
    }
    const state = q.get('state') ?? '';
    if (!decision.allow) {
      redirect(
        res,
        withQuery(redirectUri, { error: 'access_denied', error_description: 'end-user denied authorization', state }),
      );
      return true;
    }
    // Salesforce defines only `code_challenge`: SHA-256 is implied, whatever `code_challenge_method` says.
    const codeChallenge = q.get('code_challenge') ?? undefined;
    const code = this.codes.issue({ clientId: this.client.id, redirectUri, scope, codeChallenge }, 'aPrx');
    redirect(res, withQuery(redirectUri, { code, state }));
    return true;
  }

  private async token(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    const form = formOf(req);
    if (form.get('client_id') !== this.client.id) {
      return oauthError(res, 400, 'invalid_client_id', 'client identifier invalid');
    }
    if (form.get('client_secret') !== this.client.secret) {
      return oauthError(res, 400, 'invalid_client', 'invalid client credentials');
    }
    if (form.get('grant_type') === 'authorization_code') {
      if (await this.faults.apply('token', req, res)) return true;
      const grant = this.codes.take(form.get('code') ?? '');
      if (!grant) return oauthError(res, 400, 'invalid_grant', 'expired authorization code');
      if (grant.redirectUri !== form.get('redirect_uri'))
        return oauthError(res, 400, 'redirect_uri_mismatch', 'redirect_uri must match configuration');
      if (grant.codeChallenge) {
        const verifier = form.get('code_verifier');
        if (!verifier) return oauthError(res, 400, 'invalid_grant', 'invalid code verifier');
        if (createHash('sha256').update(verifier).digest('base64url') !== grant.codeChallenge)
          return oauthError(res, 400, 'invalid_request', 'invalid code verifier');
      }
      const refreshToken = grant.scope.split(' ').includes('refresh_token') ? this.tokens.token('refresh') : undefined;
      this.issue(req, res, grant.scope, refreshToken);
      return true;
    }
    if (form.get('grant_type') !== 'refresh_token')
      return oauthError(res, 400, 'unsupported_grant_type', 'grant type not supported');
    const refreshToken = form.get('refresh_token') ?? '';
    const failure = this.tokens.interceptFailure(refreshToken, res, req);
    if (failure === 'answered') return true;
    if (await this.faults.apply('refresh', req, res)) return true;
    if (failure === 'invalid_grant' || !this.tokens.refreshTokens.has(refreshToken))
      return oauthError(res, 400, 'invalid_grant', 'expired access/refresh token');
    this.issue(req, res, 'api refresh_token', undefined, refreshToken);
    return true;
  }

  /** A token answer: no `expires_in`, ever; a refresh answer carries no new refresh token. */
  private issue(req: FakeRequest, res: ServerResponse, scope: string, newRefresh?: string, usedRefresh?: string) {
    const accessToken = this.tokens.token('access');
    const refresh = newRefresh ?? usedRefresh;
    if (refresh) this.sessionsOf.set(accessToken, refresh);
    const base = baseOf(req, this.name);
    const id = `${base}/id/${SALESFORCE_DEMO_ORG.Id}/${SALESFORCE_ADMIN.Id}`;
    const issuedAt = String(Date.now());
    sendJson(res, 200, {
      access_token: accessToken,
      ...(newRefresh ? { refresh_token: newRefresh } : {}),
      signature: createHmac('sha256', this.client.secret)
        .update(id + issuedAt)
        .digest('base64'),
      scope,
      instance_url: `${base}${this.instancePath}`,
      id,
      token_type: 'Bearer',
      issued_at: issuedAt,
    });
  }

  private revoke(req: FakeRequest, res: ServerResponse): boolean {
    const token = formOf(req).get('token') ?? '';
    if (!this.tokens.accessTokens.has(token) && !this.tokens.refreshTokens.has(token))
      return oauthError(res, 400, 'unsupported_token_type', 'this token type is not supported');
    if (this.tokens.refreshTokens.has(token)) this.revokeGrant(token);
    else this.tokens.revoke(token);
    res.writeHead(200, { 'content-length': '0' });
    res.end();
    return true;
  }

  private identity(req: FakeRequest, res: ServerResponse): boolean {
    if (!this.tokens.honours(req)) {
      res.writeHead(403, { 'content-type': 'text/plain' });
      res.end('Bad_OAuth_Token');
      return true;
    }
    const base = baseOf(req, this.name);
    sendJson(res, 200, {
      id: `${base}/id/${SALESFORCE_DEMO_ORG.Id}/${SALESFORCE_ADMIN.Id}`,
      asserted_user: true,
      user_id: SALESFORCE_ADMIN.Id,
      organization_id: SALESFORCE_DEMO_ORG.Id,
      username: SALESFORCE_ADMIN.Email,
      display_name: SALESFORCE_ADMIN.Name,
      email: SALESFORCE_ADMIN.Email,
      active: true,
      user_type: 'STANDARD',
      urls: { rest: `${base}/services/data/v{version}/`, query: `${base}/services/data/v{version}/query/` },
    });
    return true;
  }

  private async rest(req: FakeRequest, res: ServerResponse, path: string): Promise<boolean> {
    const endpoint = this.endpointOf(req.method, path);
    if (!endpoint) return false;
    this.apiCalls += 1;
    res.setHeader('sforce-limit-info', `api-usage=${this.apiCalls}/${SALESFORCE_DAILY_LIMIT}`);
    if (!this.tokens.honours(req)) {
      apiErrors(res, 401, [{ message: 'Session expired or invalid', errorCode: 'INVALID_SESSION_ID' }]);
      return true;
    }
    const planned = this.salesforceFaults.get(endpoint)?.shift();
    if (planned === 'request_limit') {
      apiErrors(res, 403, [{ message: 'TotalRequests Limit exceeded.', errorCode: 'REQUEST_LIMIT_EXCEEDED' }]);
      return true;
    }
    if (planned === 'api_disabled') {
      const message = 'API is not enabled for this Organization or Partner';
      apiErrors(res, 403, [{ message, errorCode: 'API_DISABLED_FOR_ORG' }]);
      return true;
    }
    if (planned === 'unknown_exception') {
      const message = 'An unexpected error occurred. Please include this ErrorId if you contact support: 1-2-3 (-4)';
      apiErrors(res, 500, [{ message, errorCode: 'UNKNOWN_EXCEPTION' }]);
      return true;
    }
    if (await this.faults.apply(endpoint, req, res)) return true;
    try {
      this.answer(req, res, endpoint, path);
    } catch (error) {
      if (!(error instanceof SalesforceFailure)) throw error;
      apiErrors(res, error.status, error.errors);
    }
    return true;
  }

  private endpointOf(method: string, path: string): string | undefined {
    if (method === 'GET' && path === '/sobjects/Lead/describe') return 'describe';
    if (method === 'GET' && path === '/query') return 'query';
    if (method === 'POST' && path === '/sobjects/Lead') return 'create';
    if (/^\/sobjects\/Lead\/[^/]+$/.test(path))
      return method === 'PATCH' ? 'update' : method === 'GET' ? 'read' : undefined;
    if (method === 'GET' && /^\/sobjects\/Organization\/[^/]+$/.test(path)) return 'organization';
    return undefined;
  }

  private answer(req: FakeRequest, res: ServerResponse, endpoint: string, path: string): void {
    const now = new Date();
    const id = decodeURIComponent(path.split('/')[3] ?? '');
    if (endpoint === 'describe')
      return sendJson(res, 200, {
        name: 'Lead',
        label: 'Lead',
        labelPlural: 'Leads',
        keyPrefix: '00Q',
        createable: true,
        updateable: true,
        custom: false,
        fields: LEAD_FIELDS,
        urls: {
          sobject: '/services/data/v62.0/sobjects/Lead',
          describe: '/services/data/v62.0/sobjects/Lead/describe',
        },
      });
    if (endpoint === 'query') {
      const records = this.leads.query(parseSoql(req.query.get('q') ?? ''));
      return sendJson(res, 200, { totalSize: records.length, done: true, records });
    }
    if (endpoint === 'create') {
      const lead = this.leads.create(parseBody(req.body), now);
      return sendJson(res, 201, { id: lead.Id, success: true, errors: [] });
    }
    if (endpoint === 'update') {
      this.leads.update(id, parseBody(req.body), now);
      res.writeHead(204);
      return void res.end();
    }
    if (endpoint === 'read') {
      const lead = this.leads.get(id);
      return sendJson(res, 200, {
        attributes: { type: 'Lead', url: `/services/data/v62.0/sobjects/Lead/${id}` },
        ...lead,
      });
    }
    if (id !== SALESFORCE_DEMO_ORG.Id)
      throw new SalesforceFailure(404, [{ errorCode: 'NOT_FOUND', message: 'The requested resource does not exist' }]);
    sendJson(res, 200, { attributes: { type: 'Organization' }, ...SALESFORCE_DEMO_ORG });
  }
}

function parseBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new SalesforceFailure(400, [
      { errorCode: 'JSON_PARSER_ERROR', message: 'Unexpected character in JSON body' },
    ]);
  }
}
