import type { AppDeps } from '../platform/context';
import type { CollectionReference, QueryDocumentSnapshot } from '../platform/store/types';
import { COLLECTIONS, collections } from '../platform/store/collections';
import type { JobReport } from './registry';

/**
 * `npm run jobs -- backfill-expire-at`: gives every document of a TTL collection (the collections
 * map's `ttl` mark) that lacks `expireAt` one, so Firestore's TTL policy deletes it: documents
 * written before the policies carried only an ISO `expiresAt`, which no policy reads. The new
 * `expireAt` is that `expiresAt`; without one (or an unreadable one), now plus the longest the
 * collection keeps a document. Pages through each collection by document id (no field of these
 * collections is indexed, so no query can pick the documents that lack it); a stopped run is run
 * again, and a second run changes nothing.
 */

export const BACKFILL_EXPIRE_AT = 'backfill-expire-at';

const DAY_MS = 86_400_000;

/** The longest each TTL collection keeps a document today; the job refuses to run while one is missing. */
const KEPT_MS: Partial<Record<keyof typeof COLLECTIONS, number>> = {
  // The longest rate-limit window: a profile's leads of a UTC day (contacts.caps.ts).
  rateLimits: DAY_MS,
  // A ticket's life (contract/challenge.ts, LEAD_CHALLENGE.ttlMs).
  challengesUsed: DAY_MS,
  // billing.model.ts, PROCESSED_EVENT_KEPT_MS.
  stripeEvents: 35 * DAY_MS,
  // A signed request's maximum age plus the clock skew allowed (instagram.deletion.ts).
  metaSignedRequests: DAY_MS + 5 * 60_000,
  // contacts.import-jobs.ts, KEEP_MS.
  contactImports: 7 * DAY_MS,
  // analytics.counts.ts, REDIRECT_FLUSH_KEPT_MS (written with `expireAt` from the start).
  linkClickFlushes: 7 * DAY_MS,
  // API key audit pages, 90 days (docs/api-keys.md; written with `expireAt` from the start).
  apiKeyAudit: 90 * DAY_MS,
};

/**
 * TTL collections that never held a document without `expireAt`, so there is nothing to backfill
 * (webhooks' events and the delivery log, the latter under each company; the company CRMs'
 * owner lookups; single sign-on's OIDC states and break-glass marks).
 */
const BORN_WITH_EXPIRE_AT: ReadonlySet<keyof typeof COLLECTIONS> = new Set([
  'webhookEvents',
  'webhookAttempts',
  'companyCrmOwners',
  'ssoOidcStates',
  'ssoBreakGlass',
]);

const PAGE = 400;

type Expiring = { expireAt?: unknown; expiresAt?: unknown };

export async function backfillExpireAt(deps: AppDeps, pageSize = PAGE): Promise<JobReport> {
  const report: JobReport = { job: BACKFILL_EXPIRE_AT, checked: 0, failed: 0, updated: 0 };
  const now = deps.clock.now().getTime();
  const refs = collections(deps) as unknown as Record<string, CollectionReference<Expiring>>;
  const names = Object.entries(COLLECTIONS)
    .filter(([, entry]) => 'ttl' in entry && entry.ttl)
    .map(([name]) => name as keyof typeof COLLECTIONS)
    .filter((name) => !BORN_WITH_EXPIRE_AT.has(name));
  const unknown = names.filter((name) => KEPT_MS[name] === undefined);
  if (unknown.length) throw new Error(`${BACKFILL_EXPIRE_AT}: no keep time for ${unknown.join(', ')}`);
  for (const name of names) {
    const keptMs = KEPT_MS[name] as number;
    let updated = 0;
    const all = refs[name];
    let last: QueryDocumentSnapshot<Expiring> | undefined;
    for (;;) {
      const page = await (last ? all.startAfter(last) : all).limit(pageSize).get();
      report.checked += page.size;
      const batch = deps.store.batch();
      let writes = 0;
      for (const doc of page.docs) {
        const { expireAt, expiresAt } = doc.data();
        if (expireAt !== undefined) continue;
        const old = typeof expiresAt === 'string' ? Date.parse(expiresAt) : NaN;
        batch.update(doc.ref, { expireAt: new Date(Number.isNaN(old) ? now + keptMs : old) });
        writes++;
      }
      if (writes) await batch.commit();
      updated += writes;
      if (page.size < pageSize) break;
      last = page.docs[page.size - 1];
    }
    report[name] = updated;
    (report.updated as number) += updated;
  }
  return report;
}
