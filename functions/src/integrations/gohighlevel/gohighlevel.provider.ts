import type { IntegrationProvider, ProviderCall, ResolvedSettings, TokenGrant } from '../core/types';
import { bearer, callProvider } from '../core/http';
import { locationAnswer, tokenAnswer, upsertAnswer } from './gohighlevel.schemas';
import { gohighlevelRoutes } from './gohighlevel.routes';

/**
 * GoHighLevel Marketplace OAuth 2.0 (providers.md §5): the person installs the app into one
 * sub-account (Location) and every new lead is upserted there as a contact. The API wants its
 * `Version` header on every call; the SDK's default is not the one the contacts API documents,
 * so it is always set here. There is no public revoke call: disconnecting forgets the tokens.
 */

export const API_VERSION = '2021-07-28';
const SCOPES = 'contacts.readonly contacts.write locations.readonly';

export const versioned = (accessToken: string) => ({ ...bearer(accessToken), Version: API_VERSION });

export async function tokenCall(
  call: ProviderCall,
  form: Record<string, string | undefined>,
): Promise<TokenGrant & { locationId: string; companyId?: string }> {
  const { settings } = call;
  const answer = await callProvider({
    url: `${settings.tokenBase}/oauth/token`,
    form: { client_id: settings.clientId, client_secret: settings.clientSecret, user_type: 'Location', ...form },
    schema: tokenAnswer,
    timeoutMs: call.timeoutMs,
  });
  return {
    accessToken: answer.access_token,
    refreshToken: answer.refresh_token,
    expiresInSeconds: answer.expires_in,
    scope: answer.scope,
    locationId: answer.locationId,
    companyId: answer.companyId,
  };
}

/** Strings the CRM should not receive empty: left out instead. */
export const present = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim() !== ''));

/** The location picker: the person installs the app into one sub-account (Location). */
export function chooseLocationUrl(settings: ResolvedSettings, state: string, scope = SCOPES): string {
  const query = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: settings.redirectUri,
    scope,
    state,
  });
  return `${settings.authBase}/oauth/chooselocation?${query}`;
}

/** The code for tokens, and the location they were granted for (personal and company connections alike). */
export async function exchangeForLocation(call: ProviderCall, code: string) {
  const { locationId, companyId, ...tokens } = await tokenCall(call, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: call.settings.redirectUri,
  });
  const { location } = await callProvider({
    url: `${call.settings.apiBase}/locations/${encodeURIComponent(locationId)}`,
    headers: versioned(tokens.accessToken),
    schema: locationAnswer,
    timeoutMs: call.timeoutMs,
  });
  const extra: Record<string, string> = companyId ? { locationId, companyId } : { locationId };
  return { tokens, location, extra };
}

export const gohighlevel: IntegrationProvider = {
  id: 'gohighlevel',
  slug: 'gohighlevel',
  name: 'GoHighLevel',
  description: 'Send the contacts you collect straight to your CRM.',
  kind: 'crm',
  hosts: {
    auth: 'https://marketplace.gohighlevel.com',
    token: 'https://services.leadconnectorhq.com',
    api: 'https://services.leadconnectorhq.com',
  },
  pkce: false,

  authorizeUrl: (settings, { state }) => chooseLocationUrl(settings, state),

  async exchangeCode(call, { code }) {
    const { tokens, location, extra } = await exchangeForLocation(call, code);
    return {
      tokens,
      account: { id: location.id, username: location.name, name: location.name, avatarUrl: null, url: null },
      extra,
    };
  },

  // GoHighLevel allows about 100 requests per 10 seconds per app and location.
  quota: { maxDispatchesPerSecond: 10, maxConcurrentDispatches: 10 },

  refresh: {
    schedule: 'every 6 hours',
    // Day-long tokens, renewed in their last twelve hours; every lead push renews an expired one first.
    withinMs: 12 * 3600_000,
    async run(call, tokens) {
      const {
        locationId: _location,
        companyId: _company,
        ...grant
      } = await tokenCall(call, { grant_type: 'refresh_token', refresh_token: tokens.refreshToken });
      return grant;
    },
  },

  async pushContact(call, tokens, { extra }, contact) {
    const answer = await callProvider({
      url: `${call.settings.apiBase}/contacts/upsert`,
      method: 'POST',
      headers: versioned(tokens.accessToken),
      // No `tags`: upsert replaces every tag the contact has in the CRM.
      json: {
        locationId: extra.locationId,
        ...present({
          firstName: contact.firstName,
          lastName: contact.lastName,
          email: contact.email,
          phone: contact.phone,
          companyName: contact.companyName,
        }),
        source: 'Everlink',
      },
      schema: upsertAnswer,
      timeoutMs: call.timeoutMs,
    });
    return { remoteId: answer.contact.id };
  },

  disconnectCall: () => ({ method: 'DELETE', path: '/v1/gohighlevel/oauth' }),
  routes: gohighlevelRoutes,
};
