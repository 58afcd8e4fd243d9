import type { BookingOption, IntegrationAccount } from '../../contract/integrations';
import type { HeldTokens, IntegrationProvider, ProviderCall, TokenGrant } from '../core/types';
import { bearer, callProvider } from '../core/http';
import { eventTypesAnswer, revokeAnswer, tokenAnswer, userAnswer } from './calendly.schemas';
import { calendlyRoutes } from './calendly.routes';

/**
 * Calendly API v2 with OAuth (providers.md §4), as a confidential client. Access tokens live
 * two hours and refresh tokens are single-use, so both are stored together after each renewal.
 * The owner's active, public event types become the "Book a meeting" choices of their profiles.
 */

const EVENT_TYPES_LISTED = 50;

async function tokenCall(
  call: ProviderCall,
  form: Record<string, string | undefined>,
): Promise<TokenGrant & { owner: string; organization?: string }> {
  const { settings } = call;
  const answer = await callProvider({
    url: `${settings.tokenBase}/oauth/token`,
    form: { ...form, client_id: settings.clientId, client_secret: settings.clientSecret },
    schema: tokenAnswer,
    timeoutMs: call.timeoutMs,
  });
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresInSeconds: answer.expires_in,
    scope: answer.scope,
    owner: answer.owner,
    organization: answer.organization,
  };
}

async function currentUser(call: ProviderCall, tokens: HeldTokens): Promise<IntegrationAccount> {
  const { resource } = await callProvider({
    url: `${call.settings.apiBase}/users/me`,
    headers: bearer(tokens.accessToken),
    schema: userAnswer,
    timeoutMs: call.timeoutMs,
  });
  return {
    id: resource.uri,
    username: resource.slug,
    name: resource.name,
    avatarUrl: resource.avatar_url ?? null,
    url: resource.scheduling_url,
  };
}

async function eventTypes(call: ProviderCall, tokens: HeldTokens, userUri: string): Promise<BookingOption[]> {
  const query = new URLSearchParams({
    user: userUri,
    active: 'true',
    count: String(EVENT_TYPES_LISTED),
    sort: 'name:asc',
  });
  const answer = await callProvider({
    url: `${call.settings.apiBase}/event_types?${query}`,
    headers: bearer(tokens.accessToken),
    schema: eventTypesAnswer,
    timeoutMs: call.timeoutMs,
  });
  return answer.collection
    .filter((e) => e.active && !e.secret)
    .map((e) => ({ uri: e.uri, name: e.name, duration: e.duration ?? null, schedulingUrl: e.scheduling_url }));
}

export const calendly: IntegrationProvider = {
  id: 'calendly',
  slug: 'calendly',
  name: 'Calendly',
  description: 'Let visitors book a meeting with you from your page.',
  kind: 'booking',
  hosts: { auth: 'https://auth.calendly.com', token: 'https://auth.calendly.com', api: 'https://api.calendly.com' },
  pkce: false,

  authorizeUrl(settings, { state }) {
    const query = new URLSearchParams({
      client_id: settings.clientId,
      response_type: 'code',
      redirect_uri: settings.redirectUri,
      state,
    });
    return `${settings.authBase}/oauth/authorize?${query}`;
  },

  async exchangeCode(call, { code }) {
    const { owner, organization, ...tokens } = await tokenCall(call, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: call.settings.redirectUri,
    });
    const account = await currentUser(call, tokens);
    const extra: Record<string, string> = organization ? { ownerUri: owner, organization } : { ownerUri: owner };
    return { tokens, account, extra };
  },

  // Calendly publishes no firm figure: 5 a second is polite.
  quota: { maxDispatchesPerSecond: 5, maxConcurrentDispatches: 5 },

  refresh: {
    schedule: 'every 6 hours',
    // Two-hour tokens: every run renews the connection, which also tells us early when it was revoked.
    withinMs: 7 * 3600_000,
    async run(call, tokens) {
      const {
        owner: _owner,
        organization: _organization,
        ...grant
      } = await tokenCall(call, { grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
      return grant;
    },
  },

  async revoke(call, tokens) {
    const { settings } = call;
    for (const token of [tokens.refreshToken, tokens.accessToken]) {
      if (!token) continue;
      await callProvider({
        url: `${settings.tokenBase}/oauth/revoke`,
        form: { client_id: settings.clientId, client_secret: settings.clientSecret, token },
        schema: revokeAnswer,
        timeoutMs: call.timeoutMs,
      });
    }
  },

  content: {
    maxAgeMs: 6 * 3600_000,
    fetch: async (call, tokens, { account, extra }) => {
      const [current, bookingOptions] = await Promise.all([
        currentUser(call, tokens),
        eventTypes(call, tokens, extra.ownerUri ?? account.id),
      ]);
      return { account: current, bookingOptions };
    },
  },

  disconnectCall: () => ({ method: 'DELETE', path: '/v1/calendly/revoke' }),
  routes: calendlyRoutes,
};
