import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Response } from 'supertest';
import { expectedOutcome, routeKey, ROUTES, type Params, type RouteRow } from './route-table.test-support';
import { call, describeAnswer, inParallel, resolveParams } from './probe.test-support';
import { MASS_ASSIGNED, probesFor, type Probe } from './bad-input.test-support';
import { changes, snapshot } from './store-snapshot.test-support';
import { createWorld, type Actor, type World } from './matrix-world.test-support';

/**
 * The bad-input sweep (docs/security.md): every route of route-table.test-support.ts, called by an actor it
 * lets through, with every probe of bad-input.test-support.ts. No answer may be a 5xx, a refused call (4xx)
 * must leave every document and blob as it was, a hostile id (which names nothing) is never
 * answered 2xx, and no field a route does not take may reach the store.
 *
 * Routes go one at a time, each group of their probes side by side; when a group changed the
 * store, its refused probes run again one by one, so a write is pinned on the call that made it.
 */

let w: World;
beforeAll(async () => {
  w = await createWorld();
}, 120_000);
afterAll(async () => w?.close());

/** Who calls: someone the row lets through, so the probes reach the parsing and the service behind it. */
const CALLER_PREFERENCE: Actor[] = ['owner', 'superadmin', 'companyAdmin', 'employee', 'anonymous'];
const callerOf = (row: RouteRow) =>
  CALLER_PREFERENCE.find((actor) => expectedOutcome(row, actor) === 'allowed') ?? 'anonymous';

const PROBES_AT_ONCE = 8;

/** Until Stripe's fake has delivered the webhooks of the calls so far, whose writes are theirs, not a later probe's. */
const webhooksDelivered = () => w.billing.fakes.stripe.ledger.settled();

async function sweepRow(row: RouteRow, failures: string[]): Promise<number> {
  const actor = callerOf(row);
  // A row that destroys its object gets new ones for its probes; the shared ones stay intact.
  const params = await resolveParams(row, w, !!row.fresh);
  const groups = probesFor(row, params, w);
  for (const probes of groups) await sweepGroup(row, actor, params, probes, failures);
  return groups.flat().length;
}

async function sweepGroup(
  row: RouteRow,
  actor: Actor,
  params: Params,
  probes: Probe[],
  failures: string[],
): Promise<void> {
  const where = (probe: Probe) => `${routeKey(row)} as ${actor}, ${probe.label}`;
  const send = (probe: Probe) => call(w, row, actor, { ...probe.options, params: probe.options.params ?? params });
  const check = (probe: Probe, res: Response) => {
    if (res.status >= 500) failures.push(`${where(probe)}: ${describeAnswer(res)}`);
    if (probe.hostileId && res.status < 300 && !row.unknownIdsAnswered)
      failures.push(`${where(probe)}: ${res.status} for an id that names nothing`);
    if (({} as Record<string, unknown>).polluted !== undefined)
      failures.push(`${where(probe)}: Object.prototype was polluted`);
  };

  const before = snapshot(w.t);
  const refused: Probe[] = [];
  await inParallel(probes, PROBES_AT_ONCE, async (probe) => {
    const res = await send(probe);
    check(probe, res);
    if (res.status >= 400) refused.push(probe);
  });
  await webhooksDelivered();
  if (!changes(before, snapshot(w.t)).length) return;

  // Something was written: find which refused call did, one at a time.
  for (const probe of refused) {
    const start = snapshot(w.t);
    const res = await send(probe);
    await webhooksDelivered();
    const written = changes(start, snapshot(w.t));
    if (res.status >= 400 && written.length)
      failures.push(`${where(probe)}: ${res.status} but wrote ${written.slice(0, 5).join(', ')}`);
  }
}

describe('the bad-input sweep', () => {
  it('sees a write when there is one (its check is not blind)', async () => {
    const before = snapshot(w.t);
    const res = await w.t.api
      .put(`/v1/contacts/${w.ids.contact}`)
      .set(w.users.owner.headers)
      .send({ note: 'Seen by the sweep' });
    expect(res.status).toBe(200);
    expect(changes(before, snapshot(w.t))).toContain(`changed contacts/${w.ids.contact}`);
  });

  it('no route answers junk with a 5xx, a refused call writes nothing, unknown fields are never stored', async () => {
    const failures: string[] = [];
    let probes = 0;
    for (const row of ROUTES) probes += await sweepRow(row, failures);
    const leaked = w.t.store.db
      .prepare(`SELECT path FROM docs WHERE data LIKE ? OR data LIKE '%"isAdmin"%' OR data LIKE '%"polluted"%'`)
      .all(`%${MASS_ASSIGNED}%`);
    expect(probes).toBeGreaterThan(ROUTES.length * 10);
    expect({ failures, leaked }).toEqual({ failures: [], leaked: [] });
  }, 240_000);
});
