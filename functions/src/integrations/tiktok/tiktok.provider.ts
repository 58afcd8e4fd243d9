import type { IntegrationProvider, ProviderCall, TokenGrant } from '../core/types';
import { callProvider } from '../core/http';
import { revokeAnswer, tokenAnswer } from './tiktok.schemas';
import { tiktokUser, tiktokVideos } from './tiktok.api';
import { tiktokRoutes } from './tiktok.routes';

/**
 * TikTok Login Kit for Web (OAuth v2) and the Display API (providers.md §3), as a confidential
 * client without PKCE. Note `client_key`, comma-separated scopes and the trailing slashes.
 * Access tokens live a day, refresh tokens a year; video covers are signed for six hours, so
 * they are copied.
 */

const SCOPES = 'user.info.basic,user.info.profile,video.list';

async function tokenCall(
  call: ProviderCall,
  form: Record<string, string | undefined>,
): Promise<TokenGrant & { openId: string }> {
  const { settings } = call;
  const answer = await callProvider({
    url: `${settings.tokenBase}/v2/oauth/token/`,
    form: { client_key: settings.clientId, client_secret: settings.clientSecret, ...form },
    headers: { 'cache-control': 'no-cache' },
    schema: tokenAnswer,
    timeoutMs: call.timeoutMs,
    errorsInBody: true,
  });
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresInSeconds: answer.expires_in,
    refreshExpiresInSeconds: answer.refresh_expires_in,
    scope: answer.scope,
    openId: answer.open_id,
  };
}

export const tiktok: IntegrationProvider = {
  id: 'tiktok',
  slug: 'tiktok',
  name: 'TikTok',
  description: 'Show your latest videos on your profile page.',
  kind: 'videos',
  hosts: { auth: 'https://www.tiktok.com', token: 'https://open.tiktokapis.com', api: 'https://open.tiktokapis.com' },
  pkce: false,

  authorizeUrl(settings, { state }) {
    const query = new URLSearchParams({
      client_key: settings.clientId,
      response_type: 'code',
      scope: SCOPES,
      redirect_uri: settings.redirectUri,
      state,
    });
    return `${settings.authBase}/v2/auth/authorize/?${query}`;
  },

  async exchangeCode(call, { code }) {
    // TikTok asks for the code URL-decoded; a client that forwarded it as it came in is met halfway.
    let clean = code;
    if (/%[0-9A-Fa-f]{2}/.test(code)) {
      try {
        clean = decodeURIComponent(code);
      } catch {
        clean = code;
      }
    }
    const { openId, ...tokens } = await tokenCall(call, {
      code: clean,
      grant_type: 'authorization_code',
      redirect_uri: call.settings.redirectUri,
    });
    const account = await tiktokUser(call, tokens);
    return { tokens, account, extra: { openId } };
  },

  // TikTok's display API allows about 600 requests a minute per endpoint.
  quota: { maxDispatchesPerSecond: 10, maxConcurrentDispatches: 10 },

  refresh: {
    schedule: 'every 6 hours',
    // One-day tokens and a run every six hours: renew those that would lapse before the run after next.
    withinMs: 12 * 3600_000,
    async run(call, tokens) {
      const { openId: _openId, ...grant } = await tokenCall(call, {
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken,
      });
      return grant;
    },
  },

  async revoke(call, tokens) {
    const { settings } = call;
    await callProvider({
      url: `${settings.tokenBase}/v2/oauth/revoke/`,
      form: { client_key: settings.clientId, client_secret: settings.clientSecret, token: tokens.accessToken },
      schema: revokeAnswer,
      timeoutMs: call.timeoutMs,
      errorsInBody: true,
    });
  },

  content: {
    maxAgeMs: 6 * 3600_000,
    fetch: async (call, tokens) => {
      const [account, items] = await Promise.all([tiktokUser(call, tokens), tiktokVideos(call, tokens)]);
      return { account, items };
    },
  },

  disconnectCall: () => ({ method: 'DELETE', path: '/v1/tiktok/revoke' }),
  refreshCall: { method: 'PUT', path: '/v1/tiktok/update-latest-videos' },
  routes: tiktokRoutes,
};
