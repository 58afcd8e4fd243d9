import type { AppDeps } from '../../platform/context';
import type { IntegrationProvider, ProviderCall, ResolvedSettings } from './types';

/** What the settings read of a provider: its id (the config keys' prefix) and its real hosts. */
type Configured = Pick<IntegrationProvider, 'id' | 'hosts'>;

/**
 * Where the provider sends the browser back: a person's connection to the app's /integrations
 * screen, a company's CRM to the back office's CRM section (docs/company-crm.md).
 */
export type RedirectScreen = '/integrations' | '/company/crm';

/** The deployment cannot talk to this provider: a setting is missing. Nobody's connection is at fault. */
export class ProviderNotConfiguredError extends Error {
  constructor(provider: Pick<IntegrationProvider, 'id'>, missing: string) {
    super(`${provider.id} is not configured: set ${missing}.`);
    this.name = 'ProviderNotConfiguredError';
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The provider's settings, or why it cannot be used: no client id or secret (`<ID>_CLIENT_ID`,
 * `<ID>_CLIENT_SECRET`), or no key to seal tokens with. Hosts default to the provider's real ones.
 */
function settingsOrMissing(
  deps: Pick<AppDeps, 'config'>,
  provider: Configured,
  screen: RedirectScreen,
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
    redirectUri: `${trimSlash(deps.config.publicUrl)}${screen}`,
  };
}

export function settingsOf(
  deps: Pick<AppDeps, 'config'>,
  provider: Configured,
  screen: RedirectScreen = '/integrations',
): ResolvedSettings | null {
  const settings = settingsOrMissing(deps, provider, screen);
  return 'missing' in settings ? null : settings;
}

/** For jobs: the provider's call context, or a ProviderNotConfiguredError. */
export function requireCall(
  deps: Pick<AppDeps, 'config'>,
  provider: Configured,
  screen: RedirectScreen = '/integrations',
): ProviderCall {
  const settings = settingsOrMissing(deps, provider, screen);
  if ('missing' in settings) throw new ProviderNotConfiguredError(provider, settings.missing);
  return { settings, timeoutMs: deps.config.integrations.timeoutMs };
}

/** The token key; only called where settingsOf has already said the provider is usable. */
export function tokenKeyOf(deps: Pick<AppDeps, 'config'>): Buffer {
  const key = deps.config.integrations.tokenKey;
  if (!key) throw new Error('INTEGRATIONS_TOKEN_KEY is not set.');
  return key;
}
