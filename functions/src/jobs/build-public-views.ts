import { createContext, type AppDeps } from '../platform/context';
import { rebuildPublicView } from '../modules/public';
import type { JobReport } from './registry';
import { collections } from '../platform/store/collections';

/**
 * `npm run jobs -- build-public-views`: builds the materialized card of every profile
 * (docs/profiles-and-cards.md, "The public view at scale"), and removes the card of any profile
 * that is off the web. Run once after the release that introduced it; a card request builds a
 * missing one anyway, this only spares the first visitor the wait. It pages through the profiles
 * by id and keeps its place in `jobRuns/build-public-views` after each page, so a stopped run (or
 * one given `maxPages`) goes on from there; a finished run starts over next time.
 */

export const BUILD_PUBLIC_VIEWS = 'build-public-views';

export interface Progress {
  after?: string;
}

export interface BuildOptions {
  pageSize?: number;
  /** Stop after this many pages (the rest waits for the next run). */
  maxPages?: number;
}

export async function buildPublicViews(deps: AppDeps, options: BuildOptions = {}): Promise<JobReport> {
  const ctx = createContext(deps);
  const pageSize = options.pageSize ?? 200;
  const progressRef = collections(ctx).jobRuns.doc(BUILD_PUBLIC_VIEWS);
  let after = (await progressRef.get()).data()?.after;
  const report = { job: BUILD_PUBLIC_VIEWS, checked: 0, failed: 0, built: 0, removed: 0, pages: 0, done: 'no' };
  for (;;) {
    if (options.maxPages !== undefined && report.pages >= options.maxPages) return report;
    let query = collections(ctx).profiles.orderBy('id');
    if (after) query = query.startAfter(after);
    const page = await query.limit(pageSize).get();
    for (const doc of page.docs) {
      try {
        if (await rebuildPublicView(ctx, doc.id)) report.built++;
        else report.removed++;
      } catch (error) {
        ctx.logger.warn({ err: error, profileId: doc.id }, 'public view not built; the next card request builds it');
        report.failed++;
      }
    }
    report.checked += page.size;
    report.pages++;
    after = page.docs.at(-1)?.id;
    // A short page is the last: the next run starts over.
    const finished = page.size < pageSize;
    await progressRef.set(finished ? {} : { after });
    if (finished) return { ...report, done: 'yes' };
  }
}
