import { ROUTE_BUDGETS, type Cost, type RouteBudget, type RouteName } from '../test/budgets/route-budgets';
import { measureRoute } from '../test/budgets/route-scenarios.test-support';
import { fixed, table, type Bench } from './lib';

/** Firestore answers a call in ~5–20 ms; each store call of the measured request waits this long here. */
const LATENCY_MS = 10;

const cell = (value: number, allowed: number) => (allowed ? `${value}/${allowed}` : `${value}`);

/**
 * Billed Firestore operations per request beside the budgets of test/budgets/route-budgets.ts
 * (the test fails over them; this prints them), and each request's depth with every store call
 * taking LATENCY_MS: on SQLite a round trip is almost free, on Firestore it is not.
 */
export const budgetsBench: Bench = {
  name: 'budgets',
  description: `billed reads/writes/deletes and round trips per route beside their budgets; ${LATENCY_MS} ms a store call`,
  async run() {
    const rows: (string | number)[][] = [];
    for (const name of Object.keys(ROUTE_BUDGETS) as RouteName[]) {
      const budget: RouteBudget = ROUTE_BUDGETS[name];
      for (const n of budget.sizes) {
        const cost = await measureRoute(name, n, LATENCY_MS);
        const allowed: Cost = budget.budget(n);
        const worst = Math.max(
          ...(['reads', 'writes', 'deletes', 'roundTrips'] as const).map((k) =>
            allowed[k] ? cost[k] / allowed[k] : cost[k] ? Infinity : 0,
          ),
        );
        rows.push([
          `${name} (${budget.grows ? 'grows' : 'flat'})`,
          n,
          cell(cost.reads, allowed.reads),
          cell(cost.writes, allowed.writes),
          cell(cost.deletes, allowed.deletes),
          cell(cost.roundTrips, allowed.roundTrips),
          cost.calls,
          fixed(cost.ms, 0),
          fixed(cost.ms / LATENCY_MS, 1),
          fixed(worst, 2),
        ]);
      }
    }
    console.log(
      table(
        [
          'route',
          'n',
          'R/budget',
          'W/budget',
          'D/budget',
          'trips/budget',
          'calls',
          `ms @${LATENCY_MS}ms/call`,
          `ms / ${LATENCY_MS}`,
          'worst ratio',
        ],
        rows,
      ),
    );
    console.log(
      `\nn: the route's data size (test/budgets/route-budgets.ts says which). trips: sequential store round trips` +
        ` (the depth); calls: all store calls. "ms / ${LATENCY_MS}" ≈ the depth as time shows it; worst ratio:` +
        ` the largest cost / budget (over 1 fails route-budgets.test.ts). Targets:\n`,
    );
    for (const budget of Object.values(ROUTE_BUDGETS) as RouteBudget[])
      console.log(`- ${budget.route}: ${budget.target}`);
  },
};
