import type { AppDeps } from '../platform/context';
import type { IntegrationProvider } from '../integrations/core/types';
import { ProviderError } from '../integrations/core/http';
import { requireCall } from '../integrations/core/settings';
import { ConnectionUnusable, refreshContent, renewTokens } from '../integrations/core/connections';
type JobReport = Record<string, string | number>;
import { collections } from '../platform/store/collections';

/** Parallel provider calls: polite to the provider, and the job still ends well inside its timeout. */
const CONCURRENCY = 4;

/** Runs `work` over the items, CONCURRENCY at a time; our own crashes are collected, not thrown mid-run. */
async function eachInPool<T>(items: T[], work: (item: T) => Promise<void>, unexpected: unknown[]): Promise<void> {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
      try {
        await work(item);
      } catch (error) {
        unexpected.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
}

/**
 * The body of the refresh-<provider> jobs. First every connected token of the provider that
 * expires within the provider's window is renewed; then every connected account whose content
 * is older than the provider allows gets its latest content (pictures copied). A refusal marks
 * that connection `needs_reconnect` and the run goes on with the others.
 */
export async function refreshProviderTokens(deps: AppDeps, provider: IntegrationProvider): Promise<JobReport> {
  const job = `refresh-${provider.slug}`;
  const now = deps.clock.now();
  const report = { job, checked: 0, refreshed: 0, failed: 0, content: 0 };
  const unexpected: unknown[] = [];

  if (provider.refresh) {
    const horizon = new Date(now.getTime() + provider.refresh.withinMs).toISOString();
    const due = await collections(deps)
      .integrationSecrets.where('provider', '==', provider.id)
      .where('status', '==', 'connected')
      .where('expiresAt', '<=', horizon)
      .orderBy('expiresAt')
      .get();
    report.checked = due.size;
    // A deployment without the provider's settings is not the users' fault: fail the run, mark nobody.
    if (!due.empty) requireCall(deps, provider);
    await eachInPool(
      due.docs.map((d) => d.data().userId),
      async (userId) => {
        const result = await renewTokens(deps, provider, userId);
        if (result.outcome === 'refreshed') report.refreshed++;
        if (result.outcome === 'needs_reconnect') {
          report.failed++;
          deps.logger?.warn({ job, userId, reason: result.reason }, 'token refresh failed; connection needs reconnect');
        }
      },
      unexpected,
    );
  }

  if (provider.content) {
    const staleBefore = new Date(now.getTime() - provider.content.maxAgeMs).toISOString();
    const connected = await collections(deps)
      .integrations.where('provider', '==', provider.id)
      .where('status', '==', 'connected')
      .get();
    const stale = connected.docs
      .map((d) => d.data())
      .filter((c) => !c.contentUpdatedAt || c.contentUpdatedAt <= staleBefore);
    if (stale.length) requireCall(deps, provider);
    await eachInPool(
      stale.map((c) => c.userId),
      async (userId) => {
        try {
          if (await refreshContent(deps, provider, userId)) report.content++;
        } catch (error) {
          if (error instanceof ConnectionUnusable) {
            if (error.state === 'needs_reconnect') report.failed++;
          } else if (error instanceof ProviderError) {
            // The provider is down or odd today: the stored content stays, the next run tries again.
            deps.logger?.warn({ job, userId, failure: error.kind, detail: error.detail }, 'content not refreshed');
          } else throw error;
        }
      },
      unexpected,
    );
  }

  for (const error of unexpected) deps.logger?.error({ job, err: error }, 'refresh crashed');
  // The scheduler logs the failed run and retries it; what was stored stays stored.
  if (unexpected.length) throw new AggregateError(unexpected, `${job}: ${unexpected.length} items crashed`);
  return report;
}
