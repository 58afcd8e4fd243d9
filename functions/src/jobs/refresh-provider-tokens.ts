import type { AppDeps } from '../platform/context';
import type { IntegrationProvider } from '../integrations/core/types';
import type { Query, QueryDocumentSnapshot } from '../platform/store/types';
import { requireCall } from '../integrations/core/settings';
import { postponeContent } from '../integrations/core/connections';
import { enqueueTask } from '../platform/tasks';
import type { JobReport } from './registry';
import { collections } from '../platform/store/collections';
import { refreshQueue, type RefreshTask } from './refresh-tasks';
import { seenOwners, UNSEEN_RECHECK_MS } from './seen-cards';

/**
 * The body of the refresh-<provider> jobs: a scheduler that reads only what is due and enqueues
 * one task per connection on the provider's queue (refresh-tasks.ts), which calls the provider at
 * the rate its quota allows. Two indexed queries, paged with cursors: tokens expiring within the
 * provider's window (`integrationSecrets.expiresAt`), and content past its due time
 * (`integrations.contentDueAt`). Content is fetched only for people whose cards were seen lately;
 * the others' due time moves a day on. A run stops after `maxPages` pages or `budgetMs`, whichever
 * comes first; what it left is still due and the next run takes it.
 */

export interface RunLimits {
  /** Documents a query page reads. */
  pageSize: number;
  maxPages: number;
  /** Wall time a run may spend enqueuing, well inside the function's 540 s. */
  budgetMs: number;
}

export const RUN_LIMITS: RunLimits = { pageSize: 500, maxPages: 200, budgetMs: 300_000 };

/** Enqueue calls in flight (each is an HTTP call to Cloud Tasks in production). */
const ENQUEUE_PARALLEL = 32;

interface RefreshReport extends JobReport {
  tokens: number;
  content: number;
  unseen: number;
  enqueued: number;
  duplicates: number;
  pages: number;
  /** 1 when the run stopped at its limits with due connections left. */
  more: number;
}

/** A task id Cloud Tasks accepts, the same for the same due time: a second run adds nothing twice. */
const taskId = (kind: RefreshTask['kind'], docId: string, dueAt: string) =>
  `${kind}-${docId}-${dueAt.replace(/\D/g, '')}`;

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let at = 0; at < items.length; at += limit) await Promise.all(items.slice(at, at + limit).map(work));
}

export async function refreshProviderTokens(
  deps: AppDeps,
  provider: IntegrationProvider,
  limits: RunLimits = RUN_LIMITS,
): Promise<RefreshReport> {
  const job = `refresh-${provider.slug}`;
  const now = deps.clock.now();
  const started = performance.now();
  const queue = refreshQueue(provider);
  const report: RefreshReport = {
    job,
    checked: 0,
    failed: 0,
    tokens: 0,
    content: 0,
    unseen: 0,
    enqueued: 0,
    duplicates: 0,
    pages: 0,
    more: 0,
  };
  const spent = () => report.pages >= limits.maxPages || performance.now() - started >= limits.budgetMs;

  const enqueue = (tasks: { task: RefreshTask; id: string }[]) =>
    inParallel(tasks, ENQUEUE_PARALLEL, async ({ task, id }) => {
      if ((await enqueueTask(deps, queue, task, { id })) === 'enqueued') report.enqueued++;
      else report.duplicates++;
    });

  /** Reads `query` page by page until it runs dry or the run's limits are reached. */
  async function pages<T>(query: Query<T>, each: (docs: QueryDocumentSnapshot<T>[]) => Promise<void>) {
    let last: QueryDocumentSnapshot<T> | undefined;
    for (;;) {
      if (spent()) {
        report.more = 1;
        return;
      }
      const page = await (last ? query.startAfter(last) : query).limit(limits.pageSize).get();
      report.pages++;
      if (page.empty) return;
      report.checked += page.size;
      // A deployment without the provider's settings is not the users' fault: fail the run, enqueue nothing.
      requireCall(deps, provider);
      await each(page.docs);
      if (page.size < limits.pageSize) return;
      last = page.docs[page.size - 1];
    }
  }

  // Whose token task this run enqueued: that task also fetches the content if due, so two tasks never
  // renew one connection's rotating refresh token at the same time.
  const withTokenTask = new Set<string>();
  if (provider.refresh) {
    const horizon = new Date(now.getTime() + provider.refresh.withinMs).toISOString();
    const due = collections(deps)
      .integrationSecrets.where('provider', '==', provider.id)
      .where('status', '==', 'connected')
      .where('expiresAt', '<=', horizon)
      .orderBy('expiresAt');
    await pages(due, async (docs) => {
      report.tokens += docs.length;
      for (const d of docs) withTokenTask.add(d.data().userId);
      await enqueue(
        docs.map((d) => ({
          task: { kind: 'tokens', userId: d.data().userId },
          id: taskId('tokens', d.id, d.data().expiresAt),
        })),
      );
    });
  }

  if (provider.content) {
    const due = collections(deps)
      .integrations.where('provider', '==', provider.id)
      .where('status', '==', 'connected')
      .where('contentDueAt', '<=', now.toISOString())
      .orderBy('contentDueAt');
    await pages(due, async (page) => {
      const docs = page.filter((d) => !withTokenTask.has(d.data().userId));
      const seen = await seenOwners(
        deps,
        docs.map((d) => d.data().userId),
        now,
      );
      const [shown, unseen] = [
        docs.filter((d) => seen.has(d.data().userId)),
        docs.filter((d) => !seen.has(d.data().userId)),
      ];
      report.content += shown.length;
      report.unseen += unseen.length;
      await postponeContent(
        deps,
        provider,
        unseen.map((d) => d.data().userId),
        new Date(now.getTime() + UNSEEN_RECHECK_MS).toISOString(),
      );
      await enqueue(
        shown.map((d) => ({
          task: { kind: 'content', userId: d.data().userId },
          id: taskId('content', d.id, d.data().contentDueAt!),
        })),
      );
    });
  }
  return report;
}
