import type { Auth } from 'firebase-admin/auth';
import type { Config } from '../../platform/config';
import type { Store } from '../../platform/store/types';
import { adminProviderConfigs } from './admin-provider-configs';
import { storedProviderConfigs } from './stored-provider-configs';
import type { ProviderConfigs } from './provider-configs';

export {
  ProviderConfigError,
  providerConfigErrorCode,
  type ProviderConfig,
  type ProviderConfigs,
  type UpdateAuthProviderRequest,
} from './provider-configs';
export type { StoredProviderConfig } from './stored-provider-configs';

/**
 * The provider configs of this run, chosen by config like the other ports: Identity Platform
 * through firebase-admin, or the store while the Auth emulator (501 to provider configs) is used.
 */
export function providerConfigsOf(ctx: { auth: Auth; store: Store; config: Config }): ProviderConfigs {
  return ctx.config.sso.emulatedProviders
    ? storedProviderConfigs(ctx, ctx.config.projectId)
    : adminProviderConfigs(ctx.auth);
}
