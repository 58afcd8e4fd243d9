import { createUser } from '../test/harness.test-support';
import { createCountingContext } from '../test/counting-store.test-support';
import { defaultProfile } from '../test/world.test-support';
import {
  measurePrepared,
  measureRoute,
  viralMinute,
  type Scenario,
} from '../test/budgets/route-scenarios.test-support';
import { contactsPage, vcard } from './cost-scenarios';
import type { RouteName } from '../test/budgets/route-budgets';
import {
  PRICES,
  REVIEW_PER_REQUEST,
  REVIEW_ROUTES,
  REVIEW_TOTALS,
  STORAGE_GIB,
  TRAFFIC,
  type Ops,
} from './cost-inputs';
import { LINES, monthlyCost, type CostCase, type LineId } from './cost-model';
import { CONNECTIONS, measureRefreshRun } from './refresh-run.bench';
import { fixed, table, type Bench } from './lib';

/** Views of the viral card in its minute on one instance. */
const VIRAL_VIEWS = 1_000;

interface Row {
  key: keyof typeof REVIEW_ROUTES;
  label: string;
  n: number;
  cost: Ops;
}

const ops = (o: Ops): Ops => ({ reads: o.reads, writes: o.writes, deletes: o.deletes });
const per = (o: Ops, by: number): Ops => ({ reads: o.reads / by, writes: o.writes / by, deletes: o.deletes / by });
const plus = (a: Ops, b: Ops): Ops => ({
  reads: a.reads + b.reads,
  writes: a.writes + b.writes,
  deletes: a.deletes + b.deletes,
});
const rwd = (o: Ops | null) => (o ? `${fmt(o.reads)} / ${fmt(o.writes)} / ${fmt(o.deletes)}` : '-');
const fmt = (x: number) => (Number.isInteger(x) ? x.toLocaleString('en') : x.toFixed(3));
const money = (x: number) => `$${Math.round(x).toLocaleString('en')}`;
const billions = (x: number) => `${(x / 1e9).toFixed(2)}B`;

async function route(key: Row['key'], name: RouteName, label: string, n: number): Promise<Row> {
  return { key, label, n, cost: ops(await measureRoute(name, n)) };
}

async function other(key: Row['key'], scenario: Scenario, label: string, n: number): Promise<Row> {
  return { key, label, n, cost: ops(await measurePrepared(`${key} at ${n}`, await scenario(n))) };
}

/** 1,000 beacons for one card in a minute on one instance, and the flush: per beacon. */
async function viralBeacon(): Promise<Row> {
  const t = await createCountingContext({ EVERLINK_LOCAL: '1', ANALYTICS_FLUSH_MS: '60000' });
  try {
    const owner = await createUser(t);
    const profileId = (await defaultProfile(t, owner)).id;
    const cost = await viralMinute(t, profileId, VIRAL_VIEWS, Date.parse('2026-03-02T10:00:00Z'));
    return {
      key: 'beaconViral',
      label: `beacon, one card ${VIRAL_VIEWS.toLocaleString('en')} views a minute (per beacon, over its flush)`,
      n: VIRAL_VIEWS + 1,
      cost: per(ops(cost), VIRAL_VIEWS + 1),
    };
  } finally {
    await t.close();
  }
}

async function refreshRun(): Promise<Row> {
  const { run, tasks } = await measureRefreshRun();
  // measureRefreshRun counts deletes with the writes; the refresh deletes nothing.
  return {
    key: 'refresh',
    label: 'refresh-instagram run and its tasks (every feed due)',
    n: CONNECTIONS,
    cost: { reads: run.reads + tasks.reads, writes: run.writes + tasks.writes, deletes: 0 },
  };
}

async function measureAll(): Promise<Row[]> {
  return [
    await route('cardPersonal', 'cardPersonal', 'GET /card/{id}, personal (CDN miss)', 100),
    await route('cardEmployee', 'cardEmployee', 'GET /card/{id}, employee (CDN miss)', 100),
    await route('beaconFlush', 'beacon', 'beacon, a card seen once in its flush (per beacon)', 10),
    await viralBeacon(),
    await other('vcard', vcard, 'GET /v1/public/profiles/{id}/vcard', 1),
    await route('lead', 'lead', 'POST /v1/contacts, lead (book of n)', 1_000),
    await route('lead', 'lead', 'POST /v1/contacts, lead (book of n)', 10_000),
    await route('contactsSearch', 'contactsSearch', 'GET /v1/contacts, search + 2 filters (book of n)', 10_000),
    await other('contactsPage', contactsPage, 'GET /v1/contacts, a page of 25 (book of n)', 1_000),
    await route('duplicates', 'duplicates', 'GET /v1/contacts/merge (book of n, 3 people twice)', 5_000),
    await route('employeeList', 'employeeList', 'GET /v1/company/{id}/employees (n employees)', 300),
    await route('import', 'import', 'CSV import of n rows', 10_000),
    await route('webhook', 'webhook', 'Stripe webhook, team plan (n employees)', 10),
    await route('webhook', 'webhook', 'Stripe webhook, team plan (n employees)', 300),
    await refreshRun(),
  ];
}

/** The measured case: measured lines replace the review's; the lines the bench does not measure keep today's. */
export function measuredCase(rows: Row[], beacon: 'beaconFlush' | 'beaconViral'): CostCase {
  const find = (key: Row['key'], n?: number) => rows.find((r) => r.key === key && (n === undefined || r.n === n))!.cost;
  const today = REVIEW_PER_REQUEST.today;
  const [small, large] = [find('webhook', 10), find('webhook', 300)];
  const at = (n: number, a: number, b: number) => a + ((b - a) * (n - 10)) / 290;
  return {
    perRequest: {
      ...today,
      cardPersonal: find('cardPersonal'),
      cardEmployee: find('cardEmployee'),
      beacon: find(beacon),
      vcard: find('vcard'),
      contactsList: find('contactsPage'),
      duplicates: find('duplicates'),
      // The ticket fetch is not measured: the review's 2 R, 1 W.
      lead: plus(find('lead', 1_000), { reads: 2, writes: 1, deletes: 0 }),
      contactsSearch: find('contactsSearch'),
      employeeList: find('employeeList'),
      import: find('import'),
      // Interpolated to the average team between the two measured sizes.
      teamWebhook: {
        reads: at(TRAFFIC.averageTeam, small.reads, large.reads),
        writes: at(TRAFFIC.averageTeam, small.writes, large.writes),
        deletes: at(TRAFFIC.averageTeam, small.deletes, large.deletes),
      },
      refresh: per(find('refresh'), CONNECTIONS),
    },
    // The language is in the URL (pages.routes.ts), the review's condition for its 80 %.
    cdnHitRate: TRAFFIC.cdnHitAfter,
    // The page still sends a beacon per event (web/src/features/public-card/api.ts).
    beaconsPerView: TRAFFIC.beaconsPerViewToday,
    // Not measured: the review's after figure, as its causes are in (index exemptions, the visitor sketch).
    storageGiB: STORAGE_GIB.after,
  };
}

const NOT_MEASURED: LineId[] = ['otherApi'];

function printRoutes(rows: Row[]): void {
  console.log(
    table(
      ['route', 'n', 'before R / W / D (review)', 'measured R / W / D', 'review figure'],
      rows.map((r) => [r.label, r.n, rwd(REVIEW_ROUTES[r.key].before(r.n)), rwd(r.cost), REVIEW_ROUTES[r.key].cite]),
    ),
  );
}

function printModel(rows: Row[]): void {
  const cases = {
    today: {
      perRequest: REVIEW_PER_REQUEST.today,
      cdnHitRate: TRAFFIC.cdnHitToday,
      beaconsPerView: TRAFFIC.beaconsPerViewToday,
      storageGiB: STORAGE_GIB.today,
    },
    after: {
      perRequest: REVIEW_PER_REQUEST.after,
      cdnHitRate: TRAFFIC.cdnHitAfter,
      beaconsPerView: TRAFFIC.beaconsPerViewAfter,
      storageGiB: STORAGE_GIB.after,
    },
    measured: measuredCase(rows, 'beaconFlush'),
    viral: measuredCase(rows, 'beaconViral'),
  } satisfies Record<string, CostCase>;
  const nam5 = Object.fromEntries(Object.entries(cases).map(([k, c]) => [k, monthlyCost(c, PRICES.nam5)])) as Record<
    keyof typeof cases,
    ReturnType<typeof monthlyCost>
  >;
  const regional = Object.fromEntries(
    Object.entries(cases).map(([k, c]) => [k, monthlyCost(c, PRICES.regional)]),
  ) as typeof nam5;

  console.log(
    table(
      ['line (nam5, a month)', 'volume (measured case)', 'today (review)', 'after (review)', 'measured'],
      (Object.keys(LINES) as LineId[]).map((id, i) => [
        `${LINES[id].label}${NOT_MEASURED.includes(id) ? ' *' : ''}`,
        fmt(Math.round(nam5.measured.lines[i].volume)),
        money(nam5.today.lines[i].dollars),
        money(nam5.after.lines[i].dollars),
        money(nam5.measured.lines[i].dollars),
      ]),
    ),
  );
  console.log('\n* not measured by this bench: the measured column keeps the review’s today figure.\n');
  const totalRow = (label: string, pick: (m: (typeof nam5)['today']) => string) => [
    label,
    pick(nam5.today),
    pick(nam5.after),
    pick(nam5.measured),
    pick(nam5.viral),
  ];
  console.log(
    table(
      ['total', 'today', 'after', 'measured', 'measured, views as concentrated as a viral card'],
      [
        totalRow('reads', (m) => billions(m.reads)),
        totalRow('writes', (m) => billions(m.writes)),
        totalRow('deletes', (m) => billions(m.deletes)),
        totalRow('storage', (m) => `${m.storageGiB} GiB`),
        totalRow('Firestore nam5, model', (m) => money(m.dollars.total)),
        [
          'Firestore nam5, the review says (§5)',
          money(REVIEW_TOTALS.today.nam5),
          money(REVIEW_TOTALS.after.nam5),
          '',
          '',
        ],
        [
          'Firestore regional, model',
          money(regional.today.dollars.total),
          money(regional.after.dollars.total),
          money(regional.measured.dollars.total),
          money(regional.viral.dollars.total),
        ],
        [
          'Firestore regional, the review says (§5)',
          money(REVIEW_TOTALS.today.regional),
          money(REVIEW_TOTALS.after.regional),
          '',
          '',
        ],
      ],
    ),
  );
  console.log(
    `\nThe review's §5 totals: today ${billions(REVIEW_TOTALS.today.reads)} R, ${billions(REVIEW_TOTALS.today.writes)} W,` +
      ` ${billions(REVIEW_TOTALS.today.deletes)} D; after ${billions(REVIEW_TOTALS.after.reads)} R, ${billions(REVIEW_TOTALS.after.writes)} W,` +
      ` ${billions(REVIEW_TOTALS.after.deletes)} D. "measured" prices every beacon as the only view of its card in its` +
      ` instance's flush (the long tail: ${fixed(TRAFFIC.cardViews / 1e6 / 30, 1)}M views a day over 1M cards);` +
      ` the last column as if every view shared its flush like the viral card's.`,
  );
}

/**
 * Issue #23's closing note: the per-route table before (the review's §2) and now (measured on the
 * counting store through HTTP), and the review's §5 monthly Firestore cost recomputed from it.
 */
export const costBench: Bench = {
  name: 'cost',
  description: 'per-route billed operations against the scale review’s §2, and its §5 monthly cost recomputed',
  async run() {
    const started = performance.now();
    const rows = await measureAll();
    printRoutes(rows);
    console.log('');
    printModel(rows);
    console.log(`\n(${fixed((performance.now() - started) / 1000, 0)} s)`);
  },
};
