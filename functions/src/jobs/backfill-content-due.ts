import type { AppDeps } from '../platform/context';
import type { QueryDocumentSnapshot } from '../platform/store/types';
import type { StoredConnection } from '../integrations/core/store';
import { contentDueAfter } from '../integrations/core/store';
import { PROVIDERS } from '../integrations/registry';
import { collections } from '../platform/store/collections';
import type { JobReport } from './registry';

/**
 * `npm run jobs -- backfill-content-due`: gives every connection stored before the refresh jobs
 * queried by due time its `contentDueAt` (its content's age plus the provider's maximum; now when
 * it never had content), so the indexed query finds it. Pages through the connections in the order
 * they were made; run once after the release, again harmlessly.
 */

export const BACKFILL_CONTENT_DUE = 'backfill-content-due';

const PAGE = 400;

export async function backfillContentDue(deps: AppDeps): Promise<JobReport> {
  const report = { job: BACKFILL_CONTENT_DUE, checked: 0, failed: 0, updated: 0 };
  const now = deps.clock.now().toISOString();
  let last: QueryDocumentSnapshot<StoredConnection> | undefined;
  for (;;) {
    const query = collections(deps).integrations.orderBy('connectedAt');
    const page = await (last ? query.startAfter(last) : query).limit(PAGE).get();
    report.checked += page.size;
    const batch = deps.store.batch();
    let writes = 0;
    for (const doc of page.docs) {
      const connection = doc.data();
      const provider = PROVIDERS.find((p) => p.id === connection.provider);
      if (connection.contentDueAt !== undefined || !provider) continue;
      batch.update(doc.ref, {
        contentDueAt: connection.contentUpdatedAt
          ? contentDueAfter(provider, connection.contentUpdatedAt)
          : provider.content
            ? now
            : null,
      });
      writes++;
    }
    if (writes) await batch.commit();
    report.updated += writes;
    if (page.size < PAGE) return report;
    last = page.docs[page.size - 1];
  }
}
