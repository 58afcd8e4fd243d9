import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectedOutcome, routeKey, ROUTES, type Outcome, type RouteRow } from './route-table.test-support';
import { call, describeAnswer, inParallel, resolveParams, tableMismatches } from './probe.test-support';
import { ACTORS, createWorld, type Actor, type World } from './matrix-world.test-support';

/**
 * The authorization matrix (docs/security.md): every /v1 route × every actor, checked against
 * route-table.test-support.ts. Only the class of the answer is checked — who got through, who got 401/403/404 —
 * the modules' own tests check what the allowed answers hold.
 */

let w: World;
beforeAll(async () => {
  w = await createWorld();
}, 120_000);
afterAll(async () => w?.close());

function matches(status: number, outcome: Outcome): boolean {
  if (status >= 500) return false;
  // 429 is no proof either way: a rate limit answered before the route's own checks.
  if (outcome === 'allowed')
    return (status >= 200 && status < 300) || (status >= 400 && status < 500 && ![401, 403, 404, 429].includes(status));
  if (outcome === 'refused') return status >= 400 && status < 500;
  return status === outcome;
}

describe('the route table', () => {
  it('lists every /v1 route the app registers, once, and nothing else', () => {
    const { unlisted, stale, duplicated } = tableMismatches(w.t.app, ROUTES);
    expect(
      { unlisted, stale, duplicated },
      'add a row to test/security/route-table.test-support.ts for each unlisted route',
    ).toEqual({ unlisted: [], stale: [], duplicated: [] });
  });
});

describe('the authorization matrix', () => {
  it('answers every actor on every route as the table says', async () => {
    const failures: string[] = [];
    const check = async (row: RouteRow, actor: Actor, fresh: boolean, shared: Record<string, string>) => {
      const params = fresh ? await resolveParams(row, w, true) : shared;
      const res = await call(w, row, actor, { params });
      const outcome = expectedOutcome(row, actor);
      if (!matches(res.status, outcome))
        failures.push(`${routeKey(row)} as ${actor}: expected ${outcome}, got ${describeAnswer(res)}`);
    };
    await inParallel(ROUTES, 4, async (row) => {
      // Refused callers first and side by side: they must change nothing. A row that destroys
      // its object gives them an intact one of their own, so a wrongly allowed call shows.
      const shared = await resolveParams(row, w, !!row.fresh);
      const refused = ACTORS.filter((a) => expectedOutcome(row, a) !== 'allowed');
      await Promise.all(refused.map((actor) => check(row, actor, false, shared)));
      for (const actor of ACTORS.filter((a) => expectedOutcome(row, a) === 'allowed'))
        await check(row, actor, !!row.fresh, shared);
    });
    expect(failures).toEqual([]);
  }, 180_000);
});
