import type { AppDeps } from '../../platform/context';
import type { IntegrationSummary } from '../../contract/integrations';
import type { IntegrationProvider } from './types';
import { settingsOf } from './settings';
import { connectionRef, type StoredConnection } from './store';
import { crmCounts } from './crm-counts';

/** How the owner sees one provider: its state, account and content. Never a token. */

export function summaryFrom(
  provider: IntegrationProvider,
  available: boolean,
  connection: StoredConnection | undefined,
  crm: IntegrationSummary['crm'] = null,
): IntegrationSummary {
  const status = !connection ? (available ? 'not_connected' : 'not_available') : connection.status;
  const base = `/v1/${provider.slug}`;
  return {
    id: provider.id,
    name: provider.name,
    description: provider.description,
    kind: provider.kind,
    status,
    account: connection?.account ?? null,
    connectedAt: connection?.connectedAt ?? null,
    lastRefreshAt: connection?.lastRefreshAt ?? null,
    reason: connection?.status === 'needs_reconnect' ? connection.reason : null,
    content: (connection?.items ?? []).map(({ imagePath: _path, ...item }) => item),
    contentUpdatedAt: connection?.contentUpdatedAt ?? null,
    bookingOptions: connection?.bookingOptions ?? [],
    hiddenOnProfileIds: connection?.hiddenOnProfileIds ?? [],
    bookingByProfile: connection?.bookingByProfile ?? {},
    crm,
    calls: {
      state: { method: 'GET', path: base },
      connect: { method: 'GET', path: `${base}/oauth` },
      complete: { method: 'POST', path: `${base}/oauth` },
      disconnect: connection ? provider.disconnectCall(connection.account) : null,
      refresh: connection && provider.refreshCall ? provider.refreshCall : null,
    },
  };
}

/** One provider's summary for its owner, read fresh from the store. */
export async function summaryOf(
  deps: Pick<AppDeps, 'store' | 'config'>,
  provider: IntegrationProvider,
  userId: string,
): Promise<IntegrationSummary> {
  const connection = (await connectionRef(deps.store, provider.id, userId).get()).data();
  const crm = connection && provider.pushContact ? await crmCounts(deps, provider, userId) : null;
  return summaryFrom(provider, !!settingsOf(deps, provider), connection, crm);
}
