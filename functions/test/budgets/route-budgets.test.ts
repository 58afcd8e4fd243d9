import { describe, expect, it } from 'vitest';
import { ROUTE_BUDGETS, type RouteBudget, type RouteName } from './route-budgets';
import { measureRoute } from './route-scenarios.test-support';

/**
 * Every route of route-budgets.ts, through HTTP on the counting store, at its two data sizes:
 * within its budget at each, and, where the budget says the cost must not grow, no dearer at
 * the larger size. A transaction or batch over the counting store's shape limits fails the
 * route too (measure() throws).
 */

const KINDS = ['reads', 'writes', 'deletes', 'roundTrips'] as const;
/** Each store call of the measured request waits this long, so round trips count its depth. */
const LATENCY_MS = 2;

describe.each(Object.keys(ROUTE_BUDGETS) as RouteName[])('%s', (name) => {
  const budget: RouteBudget = ROUTE_BUDGETS[name];
  it(`${budget.route}: within budget at ${budget.sizes.join(' and ')} (${budget.size})`, async () => {
    const [small, large] = budget.sizes;
    const costs = [await measureRoute(name, small, LATENCY_MS), await measureRoute(name, large, LATENCY_MS)];
    console.log(
      `${name}: ` +
        costs
          .map((c, i) => `n=${budget.sizes[i]} ${c.reads} R / ${c.writes} W / ${c.deletes} D, ${c.roundTrips} trips`)
          .join('; '),
    );
    costs.forEach((cost, i) => {
      const allowed = budget.budget(budget.sizes[i]);
      for (const kind of KINDS)
        expect(
          cost[kind],
          `${kind} at ${budget.sizes[i]} ${budget.size} (budget ${allowed[kind]})`,
        ).toBeLessThanOrEqual(allowed[kind]);
    });
    if (!budget.grows)
      for (const kind of KINDS)
        expect(costs[1][kind], `${kind} grew from ${small} to ${large} ${budget.size}`).toBeLessThanOrEqual(
          costs[0][kind],
        );
  }, 180_000);
});
