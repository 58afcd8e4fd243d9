import type { HeldTokens, IntegrationProvider, ProviderCall, FetchedItem } from '../core/types';
import type { IntegrationAccount } from '../../contract/integrations';
import { callProvider } from '../core/http';
import { codeAnswer, longLivedAnswer, meAnswer, mediaAnswer } from './instagram.schemas';
import { instagramRoutes } from './instagram.routes';

/**
 * Instagram API with Instagram Login (providers.md §1): Business and Creator accounts, scope
 * `instagram_business_basic`. The code becomes a one-hour token, swapped at once for a 60-day
 * one that refreshes itself (there is no refresh token). Media links expire, so the pictures are
 * copied. Instagram has no revoke call: disconnecting forgets the tokens and the copies.
 */

const POSTS_KEPT = 9;
const DAY_MS = 24 * 3600_000;

const query = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function accountOf(
  call: ProviderCall,
  accessToken: string,
): Promise<{ account: IntegrationAccount; professionalId?: string }> {
  const me = await callProvider({
    url: `${call.settings.apiBase}/me?${query({ fields: 'id,user_id,username,name,account_type,profile_picture_url', access_token: accessToken })}`,
    schema: meAnswer,
    timeoutMs: call.timeoutMs,
  });
  return {
    // /me's id is the account: the code exchange's user_id can differ from it.
    account: {
      id: me.id,
      username: me.username,
      name: me.name ?? me.username,
      avatarUrl: me.profile_picture_url ?? null,
      url: `https://www.instagram.com/${encodeURIComponent(me.username)}/`,
    },
    professionalId: me.user_id !== undefined ? String(me.user_id) : undefined,
  };
}

async function latestMedia(call: ProviderCall, tokens: HeldTokens): Promise<FetchedItem[]> {
  const answer = await callProvider({
    url: `${call.settings.apiBase}/me/media?${query({ fields: 'id,caption,media_type,media_url,permalink,thumbnail_url,timestamp', limit: String(POSTS_KEPT), access_token: tokens.accessToken })}`,
    schema: mediaAnswer,
    timeoutMs: call.timeoutMs,
  });
  return answer.data.slice(0, POSTS_KEPT).map((m) => ({
    id: m.id,
    text: m.caption ?? '',
    url: m.permalink,
    kind:
      m.media_type === 'VIDEO'
        ? ('video' as const)
        : m.media_type === 'CAROUSEL_ALBUM'
          ? ('album' as const)
          : ('image' as const),
    publishedAt: m.timestamp ? new Date(m.timestamp.replace(/([+-]\d{2})(\d{2})$/, '$1:$2')).toISOString() : null,
    // A video's picture is its thumbnail; an album's media_url is its first picture.
    remoteImageUrl: (m.media_type === 'VIDEO' ? m.thumbnail_url : m.media_url) ?? null,
  }));
}

export const instagram: IntegrationProvider = {
  id: 'instagram',
  slug: 'instagram',
  name: 'Instagram',
  description: 'Show your latest posts on your profile page.',
  kind: 'posts',
  hosts: { auth: 'https://www.instagram.com', token: 'https://api.instagram.com', api: 'https://graph.instagram.com' },
  pkce: false,

  authorizeUrl(settings, { state }) {
    return `${settings.authBase}/oauth/authorize?${query({ client_id: settings.clientId, redirect_uri: settings.redirectUri, response_type: 'code', scope: 'instagram_business_basic', state })}`;
  },

  async exchangeCode(call, { code }) {
    const { settings } = call;
    const answer = await callProvider({
      url: `${settings.tokenBase}/oauth/access_token`,
      // Instagram ends its redirect with '#_', which can end up in the code.
      form: {
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        grant_type: 'authorization_code',
        redirect_uri: settings.redirectUri,
        code: code.replace(/#_$/, ''),
      },
      schema: codeAnswer,
      timeoutMs: call.timeoutMs,
    });
    const short = 'data' in answer ? answer.data[0] : answer;
    const long = await callProvider({
      url: `${settings.apiBase}/access_token?${query({ grant_type: 'ig_exchange_token', client_secret: settings.clientSecret, access_token: short.access_token })}`,
      schema: longLivedAnswer,
      timeoutMs: call.timeoutMs,
    });
    const { account, professionalId } = await accountOf(call, long.access_token);
    const extra: Record<string, string> = professionalId ? { professionalId } : {};
    return { tokens: { accessToken: long.access_token, expiresInSeconds: long.expires_in }, account, extra };
  },

  // Instagram's limit grows with the users (about 200 calls an hour each): 20 a second is our sizing.
  quota: { maxDispatchesPerSecond: 20, maxConcurrentDispatches: 20 },

  refresh: {
    schedule: 'every 6 hours',
    // 60-day tokens: renewed in their last week, well after the 24 hours Instagram wants them to be old.
    withinMs: 7 * DAY_MS,
    async run(call, tokens) {
      const answer = await callProvider({
        url: `${call.settings.apiBase}/refresh_access_token?${query({ grant_type: 'ig_refresh_token', access_token: tokens.accessToken })}`,
        schema: longLivedAnswer,
        timeoutMs: call.timeoutMs,
      });
      return { accessToken: answer.access_token, expiresInSeconds: answer.expires_in };
    },
  },

  content: {
    maxAgeMs: 6 * 3600_000,
    fetch: async (call, tokens) => {
      const [{ account }, items] = await Promise.all([accountOf(call, tokens.accessToken), latestMedia(call, tokens)]);
      return { account, items };
    },
  },

  // The Graph API answers an invalid or expired token with 400 and error code 190.
  rejectsTokens: (error) => error.status === 401 || error.status === 403 || / 190 /.test(error.detail),
  disconnectCall: () => ({ method: 'POST', path: '/v1/instagram/deletion/confirm' }),
  routes: instagramRoutes,
};
