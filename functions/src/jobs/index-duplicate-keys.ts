import { createContext, type AppDeps } from '../platform/context';
import { indexDuplicateKeysPage } from '../modules/contacts';
import type { JobReport } from './registry';
import { collections } from '../platform/store/collections';

/**
 * `npm run jobs -- index-duplicate-keys`: counts the duplicate keys of contacts stored before
 * they were kept (docs/contacts.md, "Duplicates") and marks each book done, so no book's first
 * GET /v1/contacts/merge has to read it whole. Pages through every contact by (userId, id) and
 * keeps its place in `jobRuns/index-duplicate-keys`, so a stopped run (or one given `maxPages`)
 * goes on from there; a finished run starts over next time and then writes only the marks.
 */

export const INDEX_DUPLICATE_KEYS = 'index-duplicate-keys';

export interface Progress {
  /** The last contact done: its book and id. */
  dupKeysAfter?: { userId: string; id: string };
}

export async function indexDuplicateKeys(
  deps: AppDeps,
  options: { pageSize?: number; maxPages?: number } = {},
): Promise<JobReport> {
  const ctx = createContext(deps);
  const pageSize = options.pageSize ?? 400;
  const progressRef = collections(ctx).jobRuns.doc(INDEX_DUPLICATE_KEYS);
  let after = (await progressRef.get()).data()?.dupKeysAfter;
  const report = { job: INDEX_DUPLICATE_KEYS, checked: 0, failed: 0, changed: 0, books: 0, pages: 0, done: 'no' };
  for (;;) {
    if (options.maxPages !== undefined && report.pages >= options.maxPages) return report;
    const step = await indexDuplicateKeysPage(ctx, after, pageSize);
    report.pages++;
    report.checked += step.read;
    report.changed += step.changed;
    report.books += step.books;
    if (step.read < pageSize) {
      await progressRef.set({});
      return { ...report, done: 'yes' };
    }
    after = step.last;
    await progressRef.set({ dupKeysAfter: after });
  }
}
