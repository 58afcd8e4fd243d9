import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../harness.test-support';
import { createCountingContext, peakWrites, type CountingContext } from '../counting-store.test-support';
import { visitorLead } from '../lead-challenge.test-support';

/**
 * A conference booth (issue #23, item 7): 50 leads a minute from one address (the hall's Wi-Fi,
 * every request from the same client) to one profile, for 10 minutes of the simulated clock, on
 * the counting store with the production analytics flush. Every lead is accepted, and no document
 * (the address's ticket and lead counters, the profile's day counter, the analytics shards, the
 * contacts and their erasure tickets) takes more than 10 writes in any 10 simulated seconds: about
 * one a second on average, Firestore's sustained rate for one document (docs/operations.md,
 * "Hot documents").
 */

const START = Date.parse('2026-03-10T09:00:00Z');
const PER_MINUTE = 50;
const MINUTES = 10;
const WINDOW_MS = 10_000;

let t: CountingContext;
let profileId: string;

beforeAll(async () => {
  // A one-bit proof of work: 500 leads, each solved here.
  t = await createCountingContext({ EVERLINK_LEAD_CHALLENGE_DIFFICULTY: '1', ANALYTICS_FLUSH_MS: '60000' });
  t.clock.set(new Date(START));
  const owner = await createUser(t, { firstName: 'Bea', lastName: 'Booth' });
  profileId = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0].id;
  // Event mode: the free plan's 100 leads a day would be gone in two minutes.
  await t.api.put(`/v1/contacts/lead-day/${profileId}`).set(owner.headers).send({ lifted: true }).expect(200);
});
afterAll(async () => t.close());

describe('a conference booth', () => {
  it('50 leads a minute from one address to one profile for 10 minutes: all accepted, no document over 1 write/s', async () => {
    t.ops.reset();
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE * MINUTES; i++) {
      t.clock.set(new Date(START + (i * 60_000) / PER_MINUTE));
      statuses.push((await t.api.post('/v1/contacts').send(await visitorLead(t.api, profileId, i))).status);
    }
    const cost = t.ops.snapshot();
    expect(statuses.filter((s) => s !== 201)).toEqual([]);

    const [hottest, ...rest] = peakWrites(cost, WINDOW_MS);
    const perSecond = peakWrites(cost, 1000)[0];
    console.log(
      `conference booth: ${statuses.length} leads, ${cost.reads} R / ${cost.writes} W / ${cost.deletes} D;`,
      `hottest ${hottest.path}: ${hottest.writes} in ${WINDOW_MS / 1000} s (${perSecond.writes} in one second),`,
      `next ${rest
        .slice(0, 3)
        .map((p) => `${p.path} ${p.writes}`)
        .join(', ')}`,
    );
    expect(hottest.writes).toBeLessThanOrEqual(WINDOW_MS / 1000);
    expect(cost.violations).toEqual([]);
  }, 600_000);

  it('a hall: three booths behind the same address, 50 leads a minute each for 4 minutes, all accepted, no document over 1 write/s', async () => {
    const booths = [profileId];
    for (const name of ['Cai', 'Dee']) {
      const owner = await createUser(t, { firstName: name, lastName: 'Booth' });
      const id = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0].id as string;
      await t.api.put(`/v1/contacts/lead-day/${id}`).set(owner.headers).send({ lifted: true }).expect(200);
      booths.push(id);
    }
    // The next hour: the first test's tickets are in the last one's counters.
    const hour = START + 60 * 60_000;
    t.ops.reset();
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE * booths.length * 4; i++) {
      t.clock.set(new Date(hour + (i * 60_000) / (PER_MINUTE * booths.length)));
      const lead = await visitorLead(t.api, booths[i % booths.length], 1_000 + i);
      statuses.push((await t.api.post('/v1/contacts').send(lead)).status);
    }
    const cost = t.ops.snapshot();
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    const [hottest] = peakWrites(cost, WINDOW_MS);
    console.log(
      `conference hall: ${statuses.length} leads; hottest ${hottest.path}: ${hottest.writes} in ${WINDOW_MS / 1000} s`,
    );
    expect(hottest.writes).toBeLessThanOrEqual(WINDOW_MS / 1000);
  }, 600_000);
});
