/**
 * Every route's budget of billed Firestore operations per request (issue #23, item 7), in one
 * place. route-budgets.test.ts runs each route through HTTP on the counting store at the two
 * data sizes below and fails when a request costs more than its budget at that size, or, where
 * `grows` is false, when the larger size costs more than the smaller. `npm run bench` prints the
 * same figures beside these budgets (bench/budgets.bench.ts).
 *
 * The budgets are what the code costs today (measured on the counting store), so they fail on
 * a regression; `target` is where the issue wants each route, to tighten to once its fix lands.
 * A budget that `grows` states how today's cost grows with the data; the target says it must not.
 */

export interface Cost {
  reads: number;
  writes: number;
  deletes: number;
  /** Sequential store round trips: the request's depth, each ~5–20 ms on Firestore. */
  roundTrips: number;
}

export interface RouteBudget {
  /** What is requested, as the table prints it. */
  route: string;
  /** The data that grows between the two runs. */
  size: string;
  sizes: [small: number, large: number];
  /** The most one request may cost at data size n. */
  budget(n: number): Cost;
  /** False: the cost must not grow with the data (checked between the two sizes). */
  grows: boolean;
  /** The target for the route. */
  target: string;
  /** Today's exception to the counting store's transaction-shape limits, until the route's fix lands. */
  shape?: { maxTransactionReads?: number; maxTransactionWrites?: number };
}

/** A cost that must not grow with the data. */
const flat = (reads: number, writes: number, roundTrips: number) => (): Cost => ({
  reads,
  writes,
  deletes: 0,
  roundTrips,
});

export const ROUTE_BUDGETS = {
  cardPersonal: {
    route: 'GET /card/{id}, personal profile',
    size: 'contacts in the owner’s book',
    sizes: [10, 100],
    budget: flat(2, 0, 2),
    grows: false,
    target: '≤ 3 R, 0 W (issue #23 §3: the materialized public view)',
  },
  cardEmployee: {
    route: 'GET /card/{id}, company employee',
    size: 'employees in the company',
    sizes: [10, 100],
    // The membership too (4 R) only when the company has links for some divisions alone.
    budget: flat(3, 0, 3),
    grows: false,
    target: '≤ 3 R, 0 W: public profile + public company document',
  },
  beacon: {
    route: 'POST /v1/public/events (view, new visitor)',
    size: 'views of the card earlier that day',
    sizes: [10, 100],
    // Tests flush every beacon (ANALYTICS_FLUSH_MS 0): the profile and the shard read, the day and
    // all-time shards written. With the production minute, viral-card.test.ts: ~0.006 R, 0.005 W.
    budget: flat(2, 2, 5),
    grows: false,
    target: '≤ 0.5 R, ≤ 1 W amortized over a flush, 0 D; no document over ~1 W/s (§1)',
  },
  beaconCompanyLink: {
    route: 'POST /v1/public/events (click on a company link, employee)',
    size: 'clicks on the card earlier that day',
    sizes: [10, 100],
    // The profile and the shard as for a view, plus what the flush reads to check a click on
    // something beside the profile's services (the public module's cardShowsBeside, as the card
    // page reads it): the card's copy and the company's. The membership too when the company has
    // links for some divisions alone, the owner's plan (once a minute an instance) when the card
    // has feeds or a connected booking page. Once a flush, not a click, with the production minute.
    budget: flat(4, 2, 5),
    grows: false,
    target: '≤ 0.5 R, ≤ 1 W amortized over a flush, 0 D; no document over ~1 W/s (§1)',
  },
  lead: {
    route: 'POST /v1/contacts (public lead form)',
    size: 'contacts in the owner’s book',
    sizes: [1_000, 10_000],
    // The book's kept count (1 read) where count() read 1 per 1,000 contacts (9 + ⌈n/1000⌉: 10 R at
    // 1,000, 19 at 10,000). 12 writes: 9 by the request (the count's increment and the counter of
    // the lead's duplicate key, its email, among them), 3 by the in-process delivery of the owner's mail.
    budget: flat(10, 12, 15),
    grows: false,
    target:
      '≤ 10 R, ≤ 7 W, 0 D whatever the book’s size (done for reads: the contact count kept with increment, 10 R at any size)',
  },
  contactsSearch: {
    route: 'GET /v1/contacts?q=…&favorite=true&source=… (25 a page)',
    size: 'contacts in the book',
    sizes: [1_000, 10_000],
    budget: flat(28, 0, 3),
    grows: false,
    target: '≤ limit + 5 reads, with search and filters',
  },
  duplicates: {
    route: 'GET /v1/contacts/merge (three groups of two)',
    size: 'contacts in the book',
    sizes: [1_000, 10_000],
    // The principal, the book's mark, the 3 shared keys and their 6 contacts. It read the whole
    // book (1,011 R at 1,000, 10,011 R at 10,000) before the keys were kept (contacts.dup-keys.ts).
    budget: flat(12, 0, 5),
    grows: false,
    target: 'reads proportional to the duplicates, not the book (done: duplicate keys counted as contacts are written)',
  },
  employeeList: {
    route: 'GET /v1/company/{id}/employees (25 a page)',
    size: 'employees in the company',
    sizes: [30, 300],
    // 30 R / 4 trips while the principal was read on every call (user record, then the employee and
    // billing records, then the Admin role); 28 R / 2 trips with it cached per instance: the user
    // record and the company's access version, together (platform/access/principal-cache.ts). A
    // call after a change in the company reads it again: 1 R more than before, 3 trips for it.
    budget: flat(28, 0, 2),
    grows: false,
    target: '≤ limit + 5 reads',
  },
  import: {
    route: 'POST /v1/contacts/{profileId}/csv/import',
    size: 'rows in the CSV (into a book of 1,000)',
    sizes: [100, 1_000],
    // One `in` query per 30 emails and per 30 phones, 4 of each kind at a time; a count, the job's records.
    // Each row writes its contact and the counters of its three duplicate keys (email, phone, name;
    // contacts.dup-keys.ts), and each commit the kept contact count, so ~125 rows a commit of 500.
    budget: (n) => ({
      reads: 2 * Math.ceil(n / 30) + 7,
      writes: 4 * n + 2 + Math.ceil(n / 124),
      deletes: 0,
      roundTrips: Math.ceil(n / 30 / 4) + 12,
    }),
    grows: true,
    target:
      '≤ ⌈n/30⌉ × 2 queries, n writes, dedupe queries ≥ 4 at a time (done: 47 round trips at 1,000 rows before, 14 after)',
  },
  webhook: {
    route: 'POST /v1/stripe/webhook (team plan, subscription ends)',
    size: 'active employees of the company',
    sizes: [10, 300],
    // Subscription, customer record (the company's plan) and event: members' premium is derived
    // (docs/billing.md). It was one transaction of 5n + 11 reads and n + 3 writes (61 R / 13 W at
    // 10, 1,511 R / 303 W at 300); then 11 R / 3 W, 12 trips at both; 10 R, 11 trips since
    // processed events expire by TTL (no sweep query after each delivery). The budget is that cost, not
    // the target's 15 R / 5 W, so a read or write that creeps back fails here. 4 W since a plan
    // change bumps the company's access version (members' cached principals, platform/access).
    budget: flat(10, 4, 11),
    grows: false,
    target: '≤ 15 R, ≤ 5 W at any company size (done: the plan on the company)',
  },
  refreshJob: {
    route: 'job refresh-instagram (content fresh, no token due)',
    size: 'connected Instagram accounts',
    sizes: [20, 200],
    // Nothing is due: the two indexed due-time queries each read one empty page (jobs/refresh-provider-tokens.ts).
    budget: flat(2, 0, 2),
    grows: false,
    target: 'reads proportional to the due work: an indexed due time, pages, tasks per connection',
  },
} satisfies Record<string, RouteBudget>;

export type RouteName = keyof typeof ROUTE_BUDGETS;
