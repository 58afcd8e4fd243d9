import type { AppDeps } from '../../platform/context';
import type { IntegrationProvider, ProviderCall, ResolvedSettings } from './types';

/** The deployment cannot talk to this provider: a setting is missing. Nobody's connection is at fault. */
export class ProviderNotConfiguredError extends Error {
  constructor(provider: IntegrationProvider, missing: string) {
    super(`${provider.id} is not configured: set ${missing}.`);
    this.name = 'ProviderNotConfiguredError';
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The app screen providers send the browser back to; the same for every provider. */
const redirectUriOf = (publicUrl: string) => `${trimSlash(publicUrl)}/integrations`;

/**
 * The provider's settings, or why it cannot be used: no client id or secret (`<ID>_CLIENT_ID`,
 * `<ID>_CLIENT_SECRET`), or no key to seal tokens with. Hosts default to the provider's real ones.
 */
function settingsOrMissing(
  deps: Pick<AppDeps, 'config'>,
  provider: IntegrationProvider,
): ResolvedSettings | { missing: string } {
  const prefix = provider.id.toUpperCase();
  const raw = deps.config.integrations.settingsOf(provider.id);
  if (!raw.clientId) return { missing: `${prefix}_CLIENT_ID` };
  if (!raw.clientSecret) return { missing: `${prefix}_CLIENT_SECRET` };
  if (!deps.config.integrations.tokenKey) return { missing: 'INTEGRATIONS_TOKEN_KEY' };
  return {
    authBase: trimSlash(raw.authBase || provider.hosts.auth),
    tokenBase: trimSlash(raw.tokenBase || provider.hosts.token),
    apiBase: trimSlash(raw.apiBase || provider.hosts.api),
    clientId: raw.clientId,
    clientSecret: raw.clientSecret,
    redirectUri: redirectUriOf(deps.config.publicUrl),
  };
}

export function settingsOf(deps: Pick<AppDeps, 'config'>, provider: IntegrationProvider): ResolvedSettings | null {
  const settings = settingsOrMissing(deps, provider);
  return 'missing' in settings ? null : settings;
}

/** For jobs: the provider's call context, or a ProviderNotConfiguredError. */
export function requireCall(deps: Pick<AppDeps, 'config'>, provider: IntegrationProvider): ProviderCall {
  const settings = settingsOrMissing(deps, provider);
  if ('missing' in settings) throw new ProviderNotConfiguredError(provider, settings.missing);
  return { settings, timeoutMs: deps.config.integrations.timeoutMs };
}

/** The token key; only called where settingsOf has already said the provider is usable. */
export function tokenKeyOf(deps: Pick<AppDeps, 'config'>): Buffer {
  const key = deps.config.integrations.tokenKey;
  if (!key) throw new Error('INTEGRATIONS_TOKEN_KEY is not set.');
  return key;
}
