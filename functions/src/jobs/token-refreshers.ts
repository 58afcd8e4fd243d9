import { z } from 'zod';
import type { ProviderConfig } from '../platform/config';
import type { TokenProvider } from './integration-secrets';

/** A provider's answer to a refresh, in our terms. */
export interface RefreshedToken {
  accessToken: string;
  /** Absent when the provider keeps the current one (Instagram). */
  refreshToken?: string;
  expiresInSeconds: number;
  refreshExpiresInSeconds?: number;
  scope?: string;
}

/** The provider refused or could not be reached: the connection needs the user again. */
export class TokenRefreshError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'TokenRefreshError';
  }
}

/** The deployment lacks the provider's settings: nobody's connection is at fault. */
export class ProviderNotConfiguredError extends Error {
  constructor(provider: TokenProvider, missing: string) {
    super(`${provider} is not configured: set ${provider.toUpperCase()}_${missing}.`);
    this.name = 'ProviderNotConfiguredError';
  }
}

const REQUEST_TIMEOUT_MS = 15_000;
const MAX_REASON_LENGTH = 300;

/** The two error shapes in use: OAuth's `{error, error_description}` and the Graph API's `{error: {message, type, code}}`. */
function errorOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('error' in body)) return undefined;
  const { error, error_description: description } = body as { error: unknown; error_description?: unknown };
  if (typeof error === 'string') return typeof description === 'string' && description ? `${error}: ${description}` : error;
  if (error && typeof error === 'object') {
    const graph = error as { message?: unknown; type?: unknown; code?: unknown };
    // TikTok's v2 APIs send `error: { code: 'ok' }` along with a success.
    if (graph.code === 'ok') return undefined;
    return [graph.type, graph.code, graph.message].filter((part) => part !== undefined && part !== '').join(' ');
  }
  return undefined;
}

async function callTokenEndpoint(url: string, init: RequestInit): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    throw new TokenRefreshError(`network: ${cause ?? (error as Error).message}`);
  }
  const text = await res.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  // TikTok can answer 200 with an error body, so the body is checked whatever the status.
  const error = errorOf(body);
  if (!res.ok || error) throw new TokenRefreshError(`HTTP ${res.status}${error ? ` ${error}` : ''}`.slice(0, MAX_REASON_LENGTH));
  return body;
}

function parseAnswer<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new TokenRefreshError('unexpected token response');
  return parsed.data;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
  body: new URLSearchParams(fields).toString(),
});

type Setting = 'apiBase' | 'clientId' | 'clientSecret';
const SETTING_ENV: Record<Setting, string> = { apiBase: 'API_BASE', clientId: 'CLIENT_ID', clientSecret: 'CLIENT_SECRET' };
const REQUIRED_SETTINGS: Record<TokenProvider, Setting[]> = {
  instagram: ['apiBase'],
  twitter: ['apiBase', 'clientId', 'clientSecret'],
  tiktok: ['apiBase', 'clientId', 'clientSecret'],
};

function required(provider: TokenProvider, config: ProviderConfig | undefined) {
  for (const key of REQUIRED_SETTINGS[provider]) if (!config?.[key]) throw new ProviderNotConfiguredError(provider, SETTING_ENV[key]);
  return config as Required<Pick<ProviderConfig, Setting>>;
}

/** Fails with ProviderNotConfiguredError when a setting the provider's refresh needs is missing. */
export function assertProviderConfigured(provider: TokenProvider, config: ProviderConfig | undefined): void {
  required(provider, config);
}

const base = (apiBase: string) => apiBase.replace(/\/$/, '');

/** Instagram API with Instagram Login: a long-lived token (60 days) refreshes itself. */
async function refreshInstagram(config: ProviderConfig | undefined, token: { accessToken: string }): Promise<RefreshedToken> {
  const { apiBase } = required('instagram', config);
  const query = new URLSearchParams({ grant_type: 'ig_refresh_token', access_token: token.accessToken });
  const body = await callTokenEndpoint(`${base(apiBase)}/refresh_access_token?${query}`, { headers: { accept: 'application/json' } });
  const answer = parseAnswer(z.object({ access_token: z.string().min(1), expires_in: z.number().positive() }), body);
  return { accessToken: answer.access_token, expiresInSeconds: answer.expires_in };
}

/** X OAuth 2.0 (confidential client): the refresh token is single-use and comes back rotated. */
async function refreshTwitter(config: ProviderConfig | undefined, token: { refreshToken?: string }): Promise<RefreshedToken> {
  const { apiBase, clientId, clientSecret } = required('twitter', config);
  if (!token.refreshToken) throw new TokenRefreshError('no refresh token stored');
  const init = form({ grant_type: 'refresh_token', refresh_token: token.refreshToken, client_id: clientId });
  const basic = Buffer.from(`${clientId}:${clientSecret}`).toString('base64');
  const body = await callTokenEndpoint(`${base(apiBase)}/2/oauth2/token`, { ...init, headers: { ...init.headers, authorization: `Basic ${basic}` } });
  const answer = parseAnswer(
    z.object({ access_token: z.string().min(1), refresh_token: z.string().min(1).optional(), expires_in: z.number().positive(), scope: z.string().optional() }),
    body,
  );
  return { accessToken: answer.access_token, refreshToken: answer.refresh_token, expiresInSeconds: answer.expires_in, scope: answer.scope };
}

/** TikTok Login Kit v2: access tokens live a day, refresh tokens a year. */
async function refreshTiktok(config: ProviderConfig | undefined, token: { refreshToken?: string }): Promise<RefreshedToken> {
  const { apiBase, clientId, clientSecret } = required('tiktok', config);
  if (!token.refreshToken) throw new TokenRefreshError('no refresh token stored');
  const init = form({ client_key: clientId, client_secret: clientSecret, grant_type: 'refresh_token', refresh_token: token.refreshToken });
  const body = await callTokenEndpoint(`${base(apiBase)}/v2/oauth/token/`, { ...init, headers: { ...init.headers, 'cache-control': 'no-cache' } });
  const answer = parseAnswer(
    z.object({
      access_token: z.string().min(1),
      refresh_token: z.string().min(1).optional(),
      expires_in: z.number().positive(),
      refresh_expires_in: z.number().positive().optional(),
      scope: z.string().optional(),
    }),
    body,
  );
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresInSeconds: answer.expires_in,
    refreshExpiresInSeconds: answer.refresh_expires_in,
    scope: answer.scope,
  };
}

export type TokenRefresher = (config: ProviderConfig | undefined, token: { accessToken: string; refreshToken?: string }) => Promise<RefreshedToken>;

export const tokenRefreshers: Record<TokenProvider, TokenRefresher> = {
  instagram: refreshInstagram,
  twitter: refreshTwitter,
  tiktok: refreshTiktok,
};
