import type { z } from 'zod';
import type { Connection, OAuth2 } from 'jsforce';
import { ProviderError } from '../core/http';
import type { CrmCall } from '../core/company-crm.types';
import type { ProviderCall, ResolvedSettings } from '../core/types';

/**
 * jsforce 3 (the official client) for the adapter: its OAuth2 for the token calls and its
 * Connection for the REST calls, with three things set here rather than left to jsforce:
 * - the API version, always 62.0 (jsforce's default is 50.0);
 * - no automatic session refresh: a Connection gets no client id, so a 401 INVALID_SESSION_ID
 *   comes out as ProviderError 401 and the core renews the tokens (`refresh`) and stores them
 *   before it retries; jsforce's own refresh would use a new token the core never stores;
 * - the provider time limit and no retries inside jsforce (it retries GETs on 429/5xx five times,
 *   over 15 s): the outbox retries the whole push.
 * jsforce takes ~0.7 s to load, so it is imported on the first Salesforce call, not at start-up.
 */

export const SALESFORCE_API_VERSION = '62.0';

let loaded: Promise<typeof import('jsforce')> | undefined;
const jsforce = () => (loaded ??= import('jsforce'));

const MAX_DETAIL_LENGTH = 300;
const clip = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, MAX_DETAIL_LENGTH);

/** OAuth errors are lower-case words (`invalid_grant`); REST errors upper-case codes. */
const OAUTH_ERROR = /^[a-z_]+$/;
/** The org refuses the API itself (an edition or a permission without it): the connection is unusable. */
const UNUSABLE = new Set(['API_DISABLED_FOR_ORG', 'API_CURRENTLY_DISABLED']);
const UNAVAILABLE: Record<string, number> = {
  REQUEST_LIMIT_EXCEEDED: 403,
  UNKNOWN_EXCEPTION: 500,
  SERVER_UNAVAILABLE: 503,
};

/**
 * A jsforce failure as ProviderError. jsforce's HttpApiError names the error by Salesforce's
 * `errorCode` (several: MULTIPLE_API_ERRORS) and drops the HTTP status, so the status comes from
 * the code: INVALID_SESSION_ID is 401 (the core renews the session once), API_DISABLED_FOR_ORG 403
 * (the pushes wait for a reconnect); REQUEST_LIMIT_EXCEEDED (403, the org's daily API calls) and
 * 5xx are `unavailable`, retried; a body that is not Salesforce's is `ERROR_HTTP_<status>`.
 */
export function providerErrorOf(error: unknown, timeoutMs: number): ProviderError {
  if (error instanceof ProviderError) return error;
  const e = error as { name?: string; message?: string; code?: string; data?: unknown };
  const name = e.name ?? 'Error';
  if (name === 'AbortError') return new ProviderError('unavailable', `no answer within ${timeoutMs} ms`);
  if (name === 'FetchError') return new ProviderError('unavailable', `network: ${e.code ?? e.message ?? 'failed'}`);
  const messages = Array.isArray(e.data)
    ? e.data.map((d: { errorCode?: string; message?: string }) => `${d.errorCode}: ${d.message}`).join('; ')
    : (e.message ?? '').split('\n')[0];
  const http = /^ERROR_HTTP_(\d{3})$/.exec(name);
  const status = http ? Number(http[1]) : UNAVAILABLE[name];
  const detail = clip(`${status ? `HTTP ${status} ` : ''}${name}: ${messages}`);
  if (status && (status >= 500 || status === 429 || name in UNAVAILABLE))
    return new ProviderError('unavailable', detail, status);
  if (status) return new ProviderError('refused', detail, status);
  if (name === 'INVALID_SESSION_ID') return new ProviderError('refused', clip(`HTTP 401 ${name}: ${messages}`), 401);
  if (UNUSABLE.has(name)) return new ProviderError('refused', clip(`HTTP 403 ${name}: ${messages}`), 403);
  if (name === 'NOT_FOUND' || name === 'ENTITY_IS_DELETED') return new ProviderError('refused', detail, 404);
  if (OAUTH_ERROR.test(name) || /^[A-Z_]+$/.test(name)) return new ProviderError('refused', detail, 400);
  return new ProviderError('unavailable', clip(`${name}: ${e.message ?? 'failed'}`));
}

/** Checks an answer against its schema: anything else is a misfit, the push failed with the reason. */
export function checked<S extends z.ZodType>(schema: S, answer: unknown, what: string): z.infer<S> {
  const result = schema.safeParse(answer);
  if (result.success) return result.data;
  const where = result.error.issues[0]?.path.join('.') || 'answer';
  throw new ProviderError('misfit', clip(`${what}: unexpected ${where}`));
}

/** jsforce's token calls take no time limit: the call is given up (unavailable) after the provider's. */
async function inTime<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ProviderError('unavailable', `no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    return await Promise.race([promise, late]);
  } catch (error) {
    throw providerErrorOf(error, timeoutMs);
  } finally {
    clearTimeout(timer);
  }
}

async function oauth2Of(settings: ResolvedSettings): Promise<OAuth2> {
  const { OAuth2 } = await jsforce();
  return new OAuth2({
    authzServiceUrl: `${settings.authBase}/services/oauth2/authorize`,
    tokenServiceUrl: `${settings.tokenBase}/services/oauth2/token`,
    revokeServiceUrl: `${settings.tokenBase}/services/oauth2/revoke`,
    clientId: settings.clientId,
    clientSecret: settings.clientSecret,
    redirectUri: settings.redirectUri,
  });
}

/** The web-server flow's code exchange; the PKCE verifier is the one the core kept with the state. */
export async function requestToken(call: ProviderCall, code: string, codeVerifier?: string): Promise<unknown> {
  const oauth2 = await oauth2Of(call.settings);
  oauth2.codeVerifier = codeVerifier;
  return inTime(oauth2.requestToken(code), call.timeoutMs);
}

export async function refreshToken(call: ProviderCall, token: string): Promise<unknown> {
  const oauth2 = await oauth2Of(call.settings);
  return inTime(oauth2.refreshToken(token), call.timeoutMs);
}

export async function revokeToken(call: ProviderCall, token: string): Promise<void> {
  const oauth2 = await oauth2Of(call.settings);
  await inTime(oauth2.revokeToken(token), call.timeoutMs);
}

/** A REST session on the org's instance: the held access token, no refresh delegate. */
async function connectionOf(call: CrmCall, instanceUrl = call.extra.instanceUrl): Promise<Connection> {
  if (!instanceUrl) throw new ProviderError('misfit', 'no instance_url kept for this connection');
  const { Connection } = await jsforce();
  return new Connection({ instanceUrl, accessToken: call.tokens.accessToken, version: SALESFORCE_API_VERSION });
}

export interface RestRequest {
  method: 'GET' | 'POST' | 'PATCH';
  /** Below `/services/data/v62.0`, e.g. `/sobjects/Lead`. */
  path: string;
  json?: unknown;
}

/** One REST call through jsforce's Connection; answers the parsed body (undefined for 204). */
export async function rest(call: CrmCall, request: RestRequest, instanceUrl?: string): Promise<unknown> {
  const conn = await connectionOf(call, instanceUrl);
  try {
    return await conn.request(
      {
        method: request.method,
        url: request.path,
        ...(request.json !== undefined
          ? { body: JSON.stringify(request.json), headers: { 'content-type': 'application/json' } }
          : {}),
      },
      { timeout: call.timeoutMs, retry: { maxRetries: 0 } },
    );
  } catch (error) {
    throw providerErrorOf(error, call.timeoutMs);
  }
}

/** A SOQL string literal: `\` then `'` escaped, as Salesforce's SOQL reference says. */
export const soqlString = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
