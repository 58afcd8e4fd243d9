import { createContext, type AppDeps } from '../platform/context';
import type { Transaction } from '../platform/store/types';
import { refreshSearchKeysPage } from '../modules/contacts';
import { migrateProfileSlugsPage } from '../modules/profiles';
import type { JobReport } from './registry';
import { collections } from '../platform/store/collections';

/**
 * `npm run jobs -- transliterate-names`: brings what was stored before names were transliterated
 * (platform/fold.ts) up to date: every contact's search keys, then every slug the old slugBase()
 * made from a name (the old slug stays an alias). It pages through each collection by id and
 * keeps its place in `jobRuns/transliterate-names`, written with each page, so a run that is
 * stopped (or given `maxPages`) goes on from there next time; a finished run starts over, and
 * then finds nothing to change.
 */

export const TRANSLITERATE_NAMES = 'transliterate-names';

type Phase = 'contacts' | 'slugs';
export interface Progress {
  phase: Phase;
  after?: string;
}

export interface MigrationOptions {
  pageSize?: number;
  /** Stop after this many pages (the rest waits for the next run). */
  maxPages?: number;
}

const PAGES: Record<Phase, typeof refreshSearchKeysPage> = {
  contacts: refreshSearchKeysPage,
  slugs: migrateProfileSlugsPage,
};

export async function transliterateNames(deps: AppDeps, options: MigrationOptions = {}): Promise<JobReport> {
  const ctx = createContext(deps);
  const pageSize = options.pageSize ?? 400;
  const progressRef = collections(ctx).jobRuns.doc(TRANSLITERATE_NAMES);
  let progress: Progress = { phase: 'contacts', ...(await progressRef.get()).data() };
  const report = {
    job: TRANSLITERATE_NAMES,
    checked: 0,
    failed: 0,
    contactsChanged: 0,
    slugsChanged: 0,
    pages: 0,
    done: 'no',
  };
  for (;;) {
    if (options.maxPages !== undefined && report.pages >= options.maxPages) return report;
    const phase = progress.phase;
    const step = await PAGES[phase](ctx, progress.after, pageSize, (tx: Transaction, last) => {
      // A short page is the phase's last: the next page starts the next phase (or the next run afresh).
      progress = last ? { phase, after: last } : { phase };
      tx.set(progressRef, progress);
    });
    report.pages++;
    report.checked += step.read;
    if (phase === 'contacts') report.contactsChanged += step.changed;
    else report.slugsChanged += step.changed;
    if (step.read < pageSize) {
      const next: Progress = { phase: phase === 'contacts' ? 'slugs' : 'contacts' };
      await progressRef.set(next);
      progress = next;
      if (phase === 'slugs') return { ...report, done: 'yes' };
    }
  }
}
