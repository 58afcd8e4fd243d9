import type { AppDeps } from '../app';
import type { JobReport } from './registry';

/**
 * Placeholder-free wiring point for token refresh: finds the provider's connections whose
 * access token expires within a day. The provider refreshers arrive with the integrations.
 */
export async function refreshProviderTokens(deps: AppDeps, provider: string): Promise<JobReport> {
  const horizon = new Date(deps.clock.now().getTime() + 24 * 3600_000).toISOString();
  const due = await deps.store
    .collection('integrationSecrets')
    .where('provider', '==', provider)
    .where('expiresAt', '<=', horizon)
    .get();
  return { job: `refresh-${provider}`, checked: due.size, refreshed: 0, failed: 0 };
}
