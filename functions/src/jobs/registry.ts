import type { AppDeps } from '../platform/context';
import { PROVIDERS } from '../integrations/registry';
import { refreshProviderTokens } from './refresh-provider-tokens';
import { finishOffboardingJob } from '../modules/company';
import { retryCrmPushes } from '../modules/integrations';
import { createContext } from '../platform/context';
import { sweepOutbox } from '../platform/outbox';
import { expireLocally } from '../platform/expiring';
import { finishAccountDeletionsJob } from '../modules/privacy';
import { DERIVE_TEAM_PLANS, deriveTeamPlans } from '../modules/billing';
import { COUNT_CONTACTS, countContactBooks } from '../modules/contacts';
import { TRANSLITERATE_NAMES, transliterateNames } from './transliterate-names';
import { BUILD_PUBLIC_VIEWS, buildPublicViews } from './build-public-views';
import { BACKFILL_CONTENT_DUE, backfillContentDue } from './backfill-content-due';
import { BACKFILL_EXPIRE_AT, backfillExpireAt } from './backfill-expire-at';
import { INDEX_DUPLICATE_KEYS, indexDuplicateKeys } from './index-duplicate-keys';

/** What a run did, printed by `npm run jobs` and logged by the scheduler: counts by what happened. */
export interface JobReport {
  job: string;
  /** Items the job looked at (for token refreshes: tokens due). */
  checked: number;
  /** Items the job gave up on (for token refreshes: connections marked `needs_reconnect`). */
  failed: number;
  [count: string]: string | number;
}

export type Job = (deps: AppDeps) => Promise<JobReport>;

export interface ScheduledJob {
  /** Cloud Scheduler's syntax, in UTC. */
  schedule: string;
  run: Job;
}

/**
 * Every scheduled job by name: `refresh-<slug>` for each provider of the registry whose tokens
 * expire, and `retry-outbox`, the sweep of side effects (mail, CRM pushes) whose next attempt has
 * come. The scheduler and `npm run jobs -- <name>` both run from here.
 */
export const SCHEDULED_JOBS: Record<string, ScheduledJob> = Object.fromEntries([
  ...PROVIDERS.flatMap((provider) =>
    provider.refresh
      ? [
          [
            `refresh-${provider.slug}`,
            { schedule: provider.refresh.schedule, run: (deps: AppDeps) => refreshProviderTokens(deps, provider) },
          ] as const,
        ]
      : [],
  ),
  [
    'retry-outbox',
    {
      schedule: 'every 5 minutes',
      run: async (deps: AppDeps) => ({ job: 'retry-outbox', ...(await sweepOutbox(createContext(deps))) }),
    },
  ] as const,
  // Company offboarding: lead transfers a removal could not finish (docs/company.md).
  ['finish-offboarding', { schedule: 'every 15 minutes', run: finishOffboardingJob }] as const,
  // Account deletions a provider or an instance interrupted (docs/privacy.md).
  ['finish-account-deletions', { schedule: 'every 15 minutes', run: finishAccountDeletionsJob }] as const,
]);

/** Jobs run once by hand after a release (`npm run jobs -- <name>`), never on a schedule. */
export const MIGRATIONS: Record<string, Job> = {
  // Search keys and slugs stored before names were transliterated (docs/contacts.md, docs/profiles-and-cards.md).
  [TRANSLITERATE_NAMES]: (deps) => transliterateNames(deps),
  // The materialized card of every profile (docs/profiles-and-cards.md).
  [BUILD_PUBLIC_VIEWS]: (deps) => buildPublicViews(deps),
  // Team plans onto the companies' records, and off their members' (docs/billing.md).
  [DERIVE_TEAM_PLANS]: (deps) => deriveTeamPlans(createContext(deps)),
  // Every person's kept contact count, counted once (docs/contacts.md, "The kept count").
  [COUNT_CONTACTS]: (deps) => countContactBooks(createContext(deps)),
  // The due time the refresh jobs query, on connections stored before it existed (docs/operations.md).
  [BACKFILL_CONTENT_DUE]: (deps) => backfillContentDue(deps),
  // `expireAt` on documents of TTL collections written before their TTL policies (docs/operations.md).
  [BACKFILL_EXPIRE_AT]: (deps) => backfillExpireAt(deps),
  // Duplicate keys of contacts stored before they were counted (docs/contacts.md, "Duplicates").
  [INDEX_DUPLICATE_KEYS]: (deps) => indexDuplicateKeys(deps),
};

/** By hand only: one CRM's share of `retry-outbox`, to retry its pushes at once (after a reconnect); the local TTL. */
export const BY_HAND: Record<string, Job> = {
  ...Object.fromEntries(
    PROVIDERS.flatMap((provider) =>
      provider.pushContact
        ? [[`retry-${provider.slug}-pushes`, (deps: AppDeps) => retryCrmPushes(deps, provider)] as const]
        : [],
    ),
  ),
  // Locally only, what Firestore's TTL policies do in production (docs/operations.md).
  'expire-local': async (deps) => {
    const { checked, deleted } = await expireLocally(deps);
    return { job: 'expire-local', checked, failed: 0, ...deleted };
  },
};

export const jobs: Record<string, Job> = {
  ...Object.fromEntries(Object.entries(SCHEDULED_JOBS).map(([name, job]) => [name, job.run])),
  ...MIGRATIONS,
  ...BY_HAND,
};
