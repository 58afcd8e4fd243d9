import type { Auth } from 'firebase-admin/auth';
import { checkProviderConfig, type ProviderConfig, type ProviderConfigs } from './provider-configs';

/** Identity Platform through firebase-admin: production's provider configs. */
export function adminProviderConfigs(auth: Auth): ProviderConfigs {
  return {
    async create(config) {
      checkProviderConfig(config);
      return (await auth.createProviderConfig(config)) as ProviderConfig;
    },
    async get(providerId) {
      try {
        return (await auth.getProviderConfig(providerId)) as ProviderConfig;
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/configuration-not-found') return null;
        throw error;
      }
    },
    async update(providerId, patch) {
      return (await auth.updateProviderConfig(providerId, patch)) as ProviderConfig;
    },
    async delete(providerId) {
      try {
        await auth.deleteProviderConfig(providerId);
      } catch (error) {
        if ((error as { code?: string }).code !== 'auth/configuration-not-found') throw error;
      }
    },
  };
}
