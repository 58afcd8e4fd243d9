import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { CAP_MESSAGES, PLAN_TABLE } from '../../contract/caps';
import type { ChallengeTicket } from '../../contract/challenge';
import type { LeadDay } from '../../contract/contacts';
import { solveChallenge } from '../../../test/lead-challenge.test-support';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { createContext } from '../../platform/context';
import { contactCalls } from './contacts.test-support';
import { takeLeadOfDay } from './contacts.caps';

/**
 * Lead budgets sized for a conference (issue 23 item 2, docs/event-mode.md): a booth on one
 * Wi-Fi address sends 50 leads a minute to one profile; the owner lifts the day's budget in event
 * mode; a flood past the address's hourly budget is still refused; a bot's honeypot spends nothing.
 */

let t: TestContext;
let api: ReturnType<typeof supertest>;
beforeAll(async () => {
  // Hundreds of leads: a one-bit proof of work (the 16-bit one is lead-form.test.ts's), and no
  // waiting for each owner's mail.
  t = await createTestContext({ EVERLINK_LEAD_CHALLENGE_DIFFICULTY: '1' });
  api = supertest(t.app);
  t.clock.set('2026-03-10T09:00:00Z');
});
afterAll(async () => t.close());
const { profileIdOf } = contactCalls(() => t);

/** Behind Hosting (two trusted hops): the conference's one public address. */
const HALL = '203.0.113.7';
const from = (address: string) => `${address}, 35.191.0.1`;

let n = 0;
async function lead(profileId: string, address = HALL, extra: Record<string, unknown> = {}) {
  const ticket = await api.get('/v1/public/lead-challenge').query({ profileId }).set('X-Forwarded-For', from(address));
  if (ticket.status !== 200) return ticket;
  const data = ticket.body.data as ChallengeTicket;
  n++;
  return api
    .post('/v1/contacts')
    .set('X-Forwarded-For', from(address))
    .send({
      profileId,
      firstName: `Visitor${n}`,
      lastName: 'Booth',
      email: `visitor${n}@hall.test`,
      consent: true,
      consentText: 'I agree to share my details with the owner.',
      challenge: data.challenge,
      solution: solveChallenge(data),
      ...extra,
    });
}

const leadDay = async (user: TestUser, profileId: string) =>
  (await t.api.get(`/v1/contacts/lead-day/${profileId}`).set(user.headers)).body.data as LeadDay;

describe('a conference booth', () => {
  let owner: TestUser;
  let profileId: string;
  beforeAll(async () => {
    owner = await createUser(t, { firstName: 'Bea', lastName: 'Booth' });
    profileId = await profileIdOf(owner);
  });

  it("lets the owner (and no one else) lift today's lead budget, and put it back", async () => {
    const free = PLAN_TABLE.leadsPerProfilePerDay.free;
    expect(await leadDay(owner, profileId)).toEqual({
      profileId,
      used: 0,
      limit: free,
      lifted: false,
      planLimit: free,
      eventLimit: free * 10,
      endsAt: '2026-03-11T00:00:00.000Z',
    });
    const stranger = await createUser(t);
    const refused = await t.api.put(`/v1/contacts/lead-day/${profileId}`).set(stranger.headers).send({ lifted: true });
    expect(refused.status).toBe(404);
    expect((await t.api.put(`/v1/contacts/lead-day/${profileId}`).send({ lifted: true })).status).toBe(401);
    const junk = await t.api.put(`/v1/contacts/lead-day/${profileId}`).set(owner.headers).send({ lifted: 'yes' });
    expect(junk.status).toBe(400);
    expect((await leadDay(owner, profileId)).lifted).toBe(false);

    expect((await lead(profileId)).status).toBe(201);
    const lifted = await t.api.put(`/v1/contacts/lead-day/${profileId}`).set(owner.headers).send({ lifted: true });
    expect(lifted.status).toBe(200);
    expect(lifted.body.data).toMatchObject({ used: 1, limit: free * 10, lifted: true });
    const back = await t.api.put(`/v1/contacts/lead-day/${profileId}`).set(owner.headers).send({ lifted: false });
    expect(back.body.data).toMatchObject({ used: 1, limit: free, lifted: false });
    await t.api.put(`/v1/contacts/lead-day/${profileId}`).set(owner.headers).send({ lifted: true });
  });

  it('takes 50 leads a minute from one address to one profile for 10 minutes, every one', async () => {
    const statuses: number[] = [];
    for (let minute = 0; minute < 10; minute++) {
      for (let i = 0; i < 50; i++) {
        statuses.push((await lead(profileId)).status);
        t.clock.advance(1_200);
      }
    }
    expect(statuses.filter((s) => s !== 201)).toEqual([]);
    expect((await leadDay(owner, profileId)).used).toBe(501);
  }, 300_000);

  it("refuses a flood past the address's hour for that profile; other addresses, other profiles and a bot's honeypot are not held by it", async () => {
    let last = await lead(profileId);
    let sent = 1;
    while (last.status === 201 && sent < 200) {
      last = await lead(profileId);
      sent++;
    }
    expect(last.status).toBe(429);
    expect(last.body).toEqual({ message: MESSAGES.tooManyRequests, code: 'rate-limited' });
    // 600 an hour: the first test's lead came an hour before the window's end, the burst and this flood within it.
    expect((await leadDay(owner, profileId)).used).toBe(600);
    // The honeypot is checked before any budget: a bot's decoy is answered as a lead, and spends nothing.
    expect((await lead(profileId, HALL, { website: 'https://spam.example' })).status).toBe(201);
    expect((await lead(profileId, '198.51.100.9')).status).toBe(201);
    // The owner's own contact book is not a lead: no address budget.
    const added = await api
      .post('/v1/contacts')
      .set(owner.headers)
      .set('X-Forwarded-For', from(HALL))
      .send({ firstName: 'Met', lastName: 'Inperson' });
    expect(added.status).toBe(201);
    const other = await createUser(t);
    expect((await lead(await profileIdOf(other))).status).toBe(201);
    t.clock.set('2026-03-10T10:00:00Z');
    expect((await lead(profileId)).status).toBe(201);
  }, 120_000);

  it("keeps the plan's day budget without a lift: a free profile's 101st lead of the day is refused", async () => {
    const other = await createUser(t);
    const otherProfile = await profileIdOf(other);
    const statuses: number[] = [];
    for (let i = 0; i <= PLAN_TABLE.leadsPerProfilePerDay.free; i++)
      statuses.push((await lead(otherProfile, `198.51.100.${10 + (i % 3)}`)).status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(PLAN_TABLE.leadsPerProfilePerDay.free);
    const refused = await lead(otherProfile, '198.51.100.50');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(CAP_MESSAGES.leadsPerProfilePerDay());
  }, 120_000);
});

describe('a lifted day', () => {
  it("is bounded: the event budget is 10x the plan's, put back it counts what was taken, and it ends with the day", async () => {
    t.clock.set('2026-03-12T09:00:00Z');
    const owner = await createUser(t);
    const profileId = await profileIdOf(owner);
    const free = PLAN_TABLE.leadsPerProfilePerDay.free;
    const lift = (lifted: boolean) =>
      t.api.put(`/v1/contacts/lead-day/${profileId}`).set(owner.headers).send({ lifted }).expect(200);
    await lift(true);
    // The day's leads but one, taken as the lead path takes each (with the plan's budget): the lift holds.
    const ctx = createContext(t.deps);
    for (let i = 1; i < free * 10; i++) expect(await takeLeadOfDay(ctx, profileId, free)).toBe(true);
    expect((await lead(profileId, '198.51.100.70')).status).toBe(201);
    const refused = await lead(profileId, '198.51.100.71');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(CAP_MESSAGES.leadsPerProfilePerDay());
    expect(await leadDay(owner, profileId)).toMatchObject({ used: free * 10, limit: free * 10, lifted: true });
    // Lifting again gives nothing more; putting the plan's back keeps the day spent.
    expect((await lift(true)).body.data).toMatchObject({ used: free * 10, limit: free * 10 });
    expect((await lift(false)).body.data).toMatchObject({ used: free, limit: free, lifted: false });
    expect((await lead(profileId, '198.51.100.72')).status).toBe(429);
    t.clock.set('2026-03-13T00:00:01Z');
    expect(await leadDay(owner, profileId)).toMatchObject({ used: 0, limit: free, lifted: false });
    expect((await lead(profileId, '198.51.100.73')).status).toBe(201);
  }, 120_000);
});

describe('form tickets', () => {
  it('an address fetches 2,400 an hour for any profiles (a hall of booths), then 429 until the next hour', async () => {
    t.clock.set('2026-03-11T08:00:00Z');
    const owner = await createUser(t);
    const profileId = await profileIdOf(owner);
    const get = () =>
      api.get('/v1/public/lead-challenge').query({ profileId }).set('X-Forwarded-For', from('192.0.2.44'));
    let refusedAt = 0;
    for (let i = 1; i <= 2_401 && !refusedAt; i++) if ((await get()).status === 429) refusedAt = i;
    expect(refusedAt).toBe(2_401);
    t.clock.advance(60 * 60_000);
    expect((await get()).status).toBe(200);
  }, 120_000);
});
