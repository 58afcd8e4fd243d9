import type { Store } from '../../platform/store/types';
import { collections } from '../../platform/store/collections';
import {
  checkProviderConfig,
  isOidc,
  ProviderConfigError,
  type ProviderConfig,
  type ProviderConfigs,
} from './provider-configs';

/**
 * A stored provider config: firebase-admin's shape, plus the resource `name` Identity Platform's
 * v2 API answers with (`projects/{p}/oauthIdpConfigs/{id}` or `…/inboundSamlConfigs/{id}`).
 */
export type StoredProviderConfig = ProviderConfig & { name: string };

const notFound = (providerId: string) =>
  new ProviderConfigError('auth/configuration-not-found', `No provider config ${providerId}.`);

/**
 * The provider configs kept in the store (`identityProviderConfigs/{providerId}`), while the Auth
 * emulator is used: it answers 501 to provider configuration (docs/sso.md). Same ids, fields and
 * rules as Identity Platform, so the code above it runs unchanged; nothing here signs anyone in.
 */
export function storedProviderConfigs(ctx: { store: Store }, projectId: string): ProviderConfigs {
  const ref = (providerId: string) => collections(ctx).identityProviderConfigs.doc(providerId);
  const strip = ({ name: _name, ...config }: StoredProviderConfig): ProviderConfig => config as ProviderConfig;
  return {
    async create(config) {
      checkProviderConfig(config);
      const kind = isOidc(config) ? 'oauthIdpConfigs' : 'inboundSamlConfigs';
      const stored = {
        ...config,
        enabled: config.enabled ?? true,
        name: `projects/${projectId}/${kind}/${config.providerId}`,
      };
      await ref(config.providerId).create(stored as StoredProviderConfig);
      return strip(stored as StoredProviderConfig);
    },
    async get(providerId) {
      const stored = (await ref(providerId).get()).data();
      return stored ? strip(stored) : null;
    },
    async update(providerId, patch) {
      const stored = (await ref(providerId).get()).data();
      if (!stored) throw notFound(providerId);
      const next = { ...stored, ...patch } as StoredProviderConfig;
      checkProviderConfig(next);
      await ref(providerId).set(next);
      return strip(next);
    },
    async delete(providerId) {
      await ref(providerId).delete();
    },
  };
}
