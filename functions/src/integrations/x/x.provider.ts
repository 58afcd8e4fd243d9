import type { FetchedItem, HeldTokens, IntegrationProvider, ProviderCall, TokenGrant } from '../core/types';
import { basicAuth, bearer, callProvider } from '../core/http';
import { tokenAnswer, tweetsAnswer, userAnswer, revokeAnswer } from './x.schemas';
import { xRoutes } from './x.routes';

/**
 * X API v2 with OAuth 2.0 Authorization Code and PKCE, as a confidential client (providers.md
 * §2). Access tokens live two hours; refresh tokens are single-use and come back rotated.
 * Reads are billed per post, so tweets are fetched on connect, on request (at most every
 * 15 minutes) and by the job twice a day — never polled.
 */

const SCOPES = 'tweet.read users.read offline.access';
const TWEETS_SHOWN = 5;

const grantOf = (answer: {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  scope?: string;
}): TokenGrant => ({
  accessToken: answer.access_token,
  refreshToken: answer.refresh_token,
  expiresInSeconds: answer.expires_in,
  scope: answer.scope,
});

async function tokenCall(call: ProviderCall, form: Record<string, string | undefined>) {
  const { settings } = call;
  const answer = await callProvider({
    url: `${settings.tokenBase}/2/oauth2/token`,
    form: { ...form, client_id: settings.clientId },
    headers: basicAuth(settings.clientId, settings.clientSecret),
    schema: tokenAnswer,
    timeoutMs: call.timeoutMs,
  });
  return grantOf(answer);
}

async function latestTweets(
  call: ProviderCall,
  tokens: HeldTokens,
  account: { id: string; username: string },
): Promise<FetchedItem[]> {
  const query = new URLSearchParams({
    max_results: String(TWEETS_SHOWN),
    exclude: 'replies,retweets',
    'tweet.fields': 'created_at',
  });
  const answer = await callProvider({
    url: `${call.settings.apiBase}/2/users/${encodeURIComponent(account.id)}/tweets?${query}`,
    headers: bearer(tokens.accessToken),
    schema: tweetsAnswer,
    timeoutMs: call.timeoutMs,
  });
  return (answer.data ?? []).slice(0, TWEETS_SHOWN).map((tweet) => ({
    id: tweet.id,
    text: tweet.text,
    url: `https://x.com/${encodeURIComponent(account.username)}/status/${encodeURIComponent(tweet.id)}`,
    kind: 'text' as const,
    publishedAt: tweet.created_at ?? null,
    remoteImageUrl: null,
  }));
}

export const x: IntegrationProvider = {
  id: 'x',
  slug: 'twitter',
  name: 'X',
  description: 'Show your latest posts on your profile page.',
  kind: 'tweets',
  hosts: { auth: 'https://x.com', token: 'https://api.x.com', api: 'https://api.x.com' },
  pkce: true,

  authorizeUrl(settings, { state, codeChallenge }) {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: settings.clientId,
      redirect_uri: settings.redirectUri,
      scope: SCOPES,
      state,
      code_challenge: codeChallenge ?? '',
      code_challenge_method: 'S256',
    });
    return `${settings.authBase}/i/oauth2/authorize?${query}`;
  },

  async exchangeCode(call, { code, codeVerifier }) {
    const tokens = await tokenCall(call, {
      code,
      grant_type: 'authorization_code',
      redirect_uri: call.settings.redirectUri,
      code_verifier: codeVerifier,
    });
    const me = await callProvider({
      url: `${call.settings.apiBase}/2/users/me?${new URLSearchParams({ 'user.fields': 'id,name,username,profile_image_url' })}`,
      headers: bearer(tokens.accessToken),
      schema: userAnswer,
      timeoutMs: call.timeoutMs,
    });
    const user = me.data;
    return {
      tokens,
      account: {
        id: user.id,
        username: user.username,
        name: user.name,
        avatarUrl: user.profile_image_url ?? null,
        url: `https://x.com/${encodeURIComponent(user.username)}`,
      },
      extra: {},
    };
  },

  // X limits each v2 endpoint per 15-minute window and per tier: 10 a second, to check against the app's tier.
  quota: { maxDispatchesPerSecond: 10, maxConcurrentDispatches: 10 },

  refresh: {
    schedule: 'every 1 hours',
    // Tokens live two hours and the job runs hourly: every run renews every connected token.
    withinMs: 3 * 3600_000,
    run: (call, tokens) => tokenCall(call, { grant_type: 'refresh_token', refresh_token: tokens.refreshToken }),
  },

  async revoke(call, tokens) {
    const { settings } = call;
    const revokeOne = (token: string, hint: string) =>
      callProvider({
        url: `${settings.tokenBase}/2/oauth2/revoke`,
        form: { token, token_type_hint: hint, client_id: settings.clientId },
        headers: basicAuth(settings.clientId, settings.clientSecret),
        schema: revokeAnswer,
        timeoutMs: call.timeoutMs,
      });
    if (tokens.refreshToken) await revokeOne(tokens.refreshToken, 'refresh_token');
    await revokeOne(tokens.accessToken, 'access_token');
  },

  content: {
    maxAgeMs: 12 * 3600_000,
    fetch: async (call, tokens, { account }) => ({ items: await latestTweets(call, tokens, account) }),
  },

  disconnectCall: (account) => ({ method: 'DELETE', path: `/v1/twitter/${encodeURIComponent(account.id)}/revoke` }),
  refreshCall: { method: 'GET', path: '/v1/twitter/update-tweets' },
  routes: xRoutes,
};
