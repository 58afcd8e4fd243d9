/**
 * The inputs of the monthly cost model (bench/cost-model.ts): the scale review's traffic
 * assumptions and Firestore prices, and its per-request figures before and after its fixes.
 * Source: ../shared/scale-review-2026-11.md (the review, 25 Nov 2026, at commit c20b044);
 * each figure names its section. "(m)" measured by the review, "(d)" derived by it from the code.
 * Where the review gives no figure, the derivation is stated on the line.
 */

/** Billed Firestore operations: one request's, or a month's. */
export interface Ops {
  reads: number;
  writes: number;
  deletes: number;
}

/** Review §5 "Assumptions": the month at the target. */
export const TRAFFIC = {
  cardViews: 250e6,
  /** CDN hit rate today; after the language moved into the URL (fix 3) the review assumes 80 %. */
  cdnHitToday: 0.5,
  cdnHitAfter: 0.8,
  /** 1 view + 0.3 click beacons a view; after fix 1 the page sends one beacon a visit. */
  beaconsPerViewToday: 1.3,
  beaconsPerViewAfter: 1,
  employeeViewShare: 0.4,
  vcardSaveShare: 0.05,
  authenticatedCalls: 90e6,
  contactListCalls: 6e6,
  searchWithFilterShare: 0.05,
  duplicateScans: 50e3,
  employeeListPages: 200e3,
  leads: 1e6,
  importedRows: 1e6,
  teamSubscriptions: 5e3,
  joinsAndLeaves: 30e3,
  /** F5: the reconcile runs about three times a join or leave (seat sync, applySubscription, Stripe's event). */
  webhookRunsPerJoin: 3,
  /** 1,000,000 users over 20,000 companies (the review's target): 50 a company on average. */
  averageTeam: 50,
  /** 10 % of 1M users connect Instagram; its refresh runs every 6 hours (F6). */
  instagramConnections: 100e3,
  instagramRunsPerMonth: 4 * 30,
} as const;

/** Review §5 "Prices" (https://firebase.google.com/docs/firestore/pricing, location table): dollars. */
export const PRICES = {
  nam5: { read: 0.06 / 1e5, write: 0.18 / 1e5, delete: 0.02 / 1e5, gibMonth: 0.18 },
  regional: { read: 0.03 / 1e5, write: 0.09 / 1e5, delete: 0.01 / 1e5, gibMonth: 0.15 },
} as const;
export type PriceSet = (typeof PRICES)[keyof typeof PRICES];

/** Review §5 table: the month's operations and bill, today and after the fixes of §6. */
export const REVIEW_TOTALS = {
  today: { reads: 5.58e9, writes: 1.27e9, deletes: 2.36e9, storageGiB: 506, nam5: 6_200, regional: 3_100 },
  after: { reads: 0.77e9, writes: 0.18e9, deletes: 0.01e9, storageGiB: 320, nam5: 850, regional: 440 },
} as const;

const ops = (reads: number, writes = 0, deletes = 0): Ops => ({ reads, writes, deletes });

/**
 * Per-request figures of each line of the model, as the review states them (today: §2 and §5;
 * after: §6). The unit of each line is in bench/cost-model.ts (LINES).
 */
export const REVIEW_PER_REQUEST = {
  today: {
    // §2 card view, CDN miss: 6 (m) personal, 9 (d) employee.
    cardPersonal: ops(6),
    cardEmployee: ops(9),
    // §5 "Where today's money goes", per view over 1.3 beacons: sweeps 9 R + 9 D (0.9 new counters × 10;
    // the other 0.5 of §5's 9.5 is the vCards'), rate limit 1.3 R + 1.3 W, loadProfile 1.3 R, counter
    // writes 3.45 W, short links +2 R on 20 % of views (§2 "view via short link").
    beacon: ops(12 / 1.3, 4.75 / 1.3, 9 / 1.3),
    // §5: a rate-limit transaction (1 R, 1 W) and a sweep of 10 R + 10 D per vCard.
    vcard: ops(11, 1, 10),
    // §2: 8 + ⌈book/1000⌉ R (a 1,000-contact book), 7 W; the ticket fetch 2 R, 1 W.
    lead: ops(9 + 2, 7 + 1),
    contactsSearch: ops(1_205),
    contactsList: ops(29),
    // §2: 10,006 R for a 10k book; §5 assumes 5,000-contact books.
    duplicates: ops(5_006),
    employeeList: ops(203),
    // §2: a 10,000-row import, 673 R and 10,000 W.
    import: ops(673, 10_000),
    // §2: 4N + 10 R, N + 3 W at the average team.
    teamWebhook: ops(4 * TRAFFIC.averageTeam + 10, TRAFFIC.averageTeam + 3),
    // §2 refresh job: C + 4 per stale feed + 3 per due token R, 1 per feed + 2 per due token W; every
    // feed stale and 2.5 % of tokens due (the refresh-run bench's seed), per connection and run.
    refresh: ops(1 + 4 + 3 * 0.025, 1 + 2 * 0.025),
    // The review does not itemize the other signed-in calls: what its §5 totals leave once every
    // line above is counted (so today's reads and writes are reproduced through this line), with
    // the per-request principal's ~2.5 R (§5: ≈ $0.13k over 90M calls) inside.
    otherApi: ops(7.6, 0.52),
  },
  after: {
    // §6 fix 3: pages read 2 documents, 3 for employees.
    cardPersonal: ops(2),
    cardEmployee: ops(3),
    // §6 fix 1: ≈ 0.4 R + 0.5 W a view, one beacon a visit.
    beacon: ops(0.4, 0.5),
    // §6 fix 2: the rate limit's transaction stays, no sweep; its counter deleted by TTL (§5: 0.01B D).
    vcard: ops(1, 1, 1),
    // §6 fix 8: lead ~10 R; 7 W; the ticket unchanged.
    lead: ops(10 + 2, 7 + 1),
    // §6 fix 8: ~110 R.
    contactsSearch: ops(110),
    // The principal's 3 R become ~0.5 (§6 fix 8).
    contactsList: ops(26.5),
    // §6 fix 8: proportional to the matches; the review gives no figure, a page of 25 groups assumed.
    duplicates: ops(30),
    employeeList: ops(29),
    // §7 suggested budget: ⌈n/30⌉ × 2 queries for n = 10,000, n writes.
    import: ops(667, 10_000),
    // §6 fix 4: ~12 R, 3 W at any company size.
    teamWebhook: ops(12, 3),
    // §6 fix 5 gives no figure ("reads proportional to the work"): today's kept.
    refresh: ops(1 + 4 + 3 * 0.025, 1 + 2 * 0.025),
    // The principal's ~2.5 R become ~0.5 (§6 fix 8).
    otherApi: ops(5.6, 0.52),
  },
} satisfies Record<'today' | 'after', Record<string, Ops>>;

/** Review §5: storage, GiB (after: index exemptions and no visitor documents). */
export const STORAGE_GIB = { today: 506, after: 320 } as const;

/**
 * The review's per-route figures (§2) for the rows issue #23's closing note lists, at the sizes
 * the cost bench measures: `n` is the row's data size.
 */
export const REVIEW_ROUTES: Record<string, { cite: string; before: (n: number) => Ops | null }> = {
  cardPersonal: { cite: '§2 card view, CDN miss, personal (m)', before: () => ops(6) },
  cardEmployee: { cite: '§2 card view, CDN miss, employee (d)', before: () => ops(9) },
  beaconFlush: {
    cite: '§2 beacon, view, new visitor (m); 22 R / 20 D while expired counters wait',
    before: () => ops(3, 4),
  },
  beaconViral: { cite: '§2 beacon, as above: no aggregation before', before: () => ops(3, 4) },
  vcard: {
    cite: '§5: rate limit 1 R + 1 W and its sweep 10 R + 10 D (the file’s own reads not given)',
    before: () => ops(11, 1, 10),
  },
  contactsPage: { cite: '§2 contacts list, plain (m)', before: () => ops(29) },
  duplicates: {
    cite: '§2 GET /v1/contacts/merge: the whole book + 6 (m: 10,006 at 10k)',
    before: (n) => ops(n + Math.ceil(n / 100) + 6),
  },
  lead: { cite: '§2 lead: 8 + ⌈book/1000⌉ R, 7 W (m)', before: (n) => ops(8 + Math.ceil(n / 1000), 7) },
  contactsSearch: { cite: '§2 contacts list, search and a filter (m)', before: () => ops(1_205) },
  employeeList: { cite: '§2 company employee list (m)', before: () => ops(203) },
  import: { cite: '§2 import of 10,000 CSV rows (m)', before: (n) => (n === 10_000 ? ops(673, 10_000) : null) },
  webhook: { cite: '§2 Stripe webhook, team plan: 4N+10 R, N+3 W (m)', before: (n) => ops(4 * n + 10, n + 3) },
  refresh: {
    cite: '§2 refresh job: C + 4 per stale feed + 3 per due token R; 1 per feed + 2 per due token W',
    before: (n) => ops(n + 4 * n + 3 * (n / 40), n + 2 * (n / 40)),
  },
};
