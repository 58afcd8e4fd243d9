import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHALLENGE_MESSAGES, type ChallengeTicket } from '../../src/contract/challenge';
import { PLAN_TABLE, CAP_MESSAGES } from '../../src/contract/caps';
import { leadConsentText, type Contact } from '../../src/contract/contacts';
import { createContext } from '../../src/platform/context';
import { takeLeadOfDay } from '../../src/modules/contacts';
import { createTestContext, createUser, type TestContext, type TestUser } from '../harness.test-support';
import { solveChallenge, withChallenge } from '../lead-challenge.test-support';
import { collections } from '../../src/platform/store/collections';

/** The public lead form wants a solved, unused ticket for its own profile, and takes so many leads a day. */

const DAY = 86_400_000;
let t: TestContext;
let owner: TestUser;
let profileId: string;

beforeAll(async () => {
  t = await createTestContext();
  t.clock.set('2025-07-01T08:00:00Z');
  owner = await createUser(t);
  profileId = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0].id;
});
afterAll(async () => t.close());

let visitor = 0;
/** A visitor's lead: their own address, so the per-address limit stays out of the way. */
const lead = (extra: Record<string, unknown> = {}) => ({
  profileId,
  firstName: `Visitor${++visitor}`,
  email: `visitor${visitor}@x.test`,
  consent: true,
  consentText: leadConsentText('Test User'),
  ...extra,
});
const post = (body: object) =>
  t.api
    .post('/v1/contacts')
    .set('X-Forwarded-For', `198.18.${Math.floor(visitor / 250)}.${visitor % 250}`)
    .send(body);
const ticket = async (id = profileId) =>
  (await t.api.get('/v1/public/lead-challenge').query({ profileId: id })).body.data as ChallengeTicket;
/** The day's count of the profile's leads, as rate-limit.ts keys it (0 when none was taken). */
const leadsCounted = async (id = profileId) => {
  const day = Math.floor(t.clock.now().getTime() / DAY) * DAY;
  const digest = createHash('sha256').update(id).digest('base64url').slice(0, 22);
  return ((await collections(t).rateLimits.doc(`${digest}_leads-per-profile_${day}`).get()).data()?.count ??
    0) as number;
};
const leadsNamed = async (firstName: string) =>
  ((await t.api.get('/v1/contacts').set(owner.headers).query({ q: firstName })).body.data as Contact[]).filter(
    (c) => c.firstName === firstName,
  );

describe('the lead form’s proof of work', () => {
  it('a lead without a solved ticket is refused and nothing is stored', async () => {
    const bare = lead();
    const res = await post(bare);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ challenge: CHALLENGE_MESSAGES.required, solution: CHALLENGE_MESSAGES.required });
    const wrong = await ticket();
    const unsolved = await post({
      ...lead(),
      challenge: wrong.challenge,
      solution: String(Number(solveChallenge(wrong)) + 1),
    });
    expect(unsolved.status).toBe(400);
    const forged = await post({
      ...lead(),
      challenge: `${wrong.challenge.split('.')[0]}.forged-signature`,
      solution: solveChallenge(wrong),
    });
    expect(forged.body.fields).toEqual({ challenge: CHALLENGE_MESSAGES.required });
    expect(await leadsNamed(bare.firstName)).toEqual([]);
  });

  it('a solved ticket is taken once, for its own profile, until it expires', async () => {
    const first = lead();
    const answered = await withChallenge(t.api, first);
    expect((await post(answered)).status).toBe(201);
    expect(await leadsNamed(first.firstName)).toHaveLength(1);
    const replay = await post({ ...lead(), challenge: answered.challenge, solution: answered.solution });
    expect(replay.body).toMatchObject({ fields: { challenge: CHALLENGE_MESSAGES.used } });

    const otherOwner = await createUser(t);
    const otherProfile = (await t.api.get('/v1/profiles').set(otherOwner.headers)).body.data[0].id;
    const elsewhere = await ticket(otherProfile);
    expect(
      (await post({ ...lead(), challenge: elsewhere.challenge, solution: solveChallenge(elsewhere) })).status,
    ).toBe(400);

    const old = await ticket();
    expect(old.difficulty).toBeGreaterThanOrEqual(16);
    t.clock.advance(DAY + 1000);
    const late = await post({ ...lead(), challenge: old.challenge, solution: solveChallenge(old) });
    expect(late.body).toMatchObject({ fields: { challenge: CHALLENGE_MESSAGES.expired } });
  });
});

describe('caps', () => {
  it(`a profile takes ${PLAN_TABLE.leadsPerProfilePerDay.free} leads a day (free), then 429 until the next day`, async () => {
    t.clock.set('2025-07-05T00:00:01Z');
    // The day's first leads, taken as the lead path takes each one (contacts.caps.ts).
    const ctx = createContext(t.deps);
    for (let i = 1; i < PLAN_TABLE.leadsPerProfilePerDay.free; i++)
      expect(await takeLeadOfDay(ctx, profileId, PLAN_TABLE.leadsPerProfilePerDay.free)).toBe(true);
    expect((await post(await withChallenge(t.api, lead()))).status).toBe(201);
    const refused = await post(await withChallenge(t.api, lead()));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(CAP_MESSAGES.leadsPerProfilePerDay());
    t.clock.advance(DAY);
    expect((await post(await withChallenge(t.api, lead()))).status).toBe(201);
  });

  it('honeypot leads spend nothing of the day (review 2026-11, S9): the count is unchanged and real leads go up to the cap', async () => {
    t.clock.set('2025-07-09T00:00:01Z');
    for (let i = 0; i < 3; i++) {
      const decoy = lead({ website: 'https://spam.example' });
      expect((await post(await withChallenge(t.api, decoy))).status).toBe(201);
      expect(await leadsNamed(decoy.firstName)).toEqual([]);
    }
    expect(await leadsCounted()).toBe(0);
    const ctx = createContext(t.deps);
    for (let i = 1; i < PLAN_TABLE.leadsPerProfilePerDay.free; i++)
      await takeLeadOfDay(ctx, profileId, PLAN_TABLE.leadsPerProfilePerDay.free);
    const last = lead();
    expect((await post(await withChallenge(t.api, last))).status).toBe(201);
    expect(await leadsNamed(last.firstName)).toHaveLength(1);
    expect(await leadsCounted()).toBe(PLAN_TABLE.leadsPerProfilePerDay.free);
    expect((await post(await withChallenge(t.api, lead()))).status).toBe(429);
  });

  it(`links: ${PLAN_TABLE.linksPerUser.free} a person (the profile's own link counts), more with roles`, async () => {
    const person = await createUser(t);
    const create = (i: number) =>
      t.api
        .post('/v1/links')
        .set(person.headers)
        .send({ targetType: 'url', url: `https://shop.example/${i}` });
    expect((await create(1)).status).toBe(201);
    // Up to the cap with the profile's link and the one above: the rest straight into the store.
    const batch = t.store.batch();
    for (let i = 2; i < PLAN_TABLE.linksPerUser.free; i++)
      batch.create<unknown>(collections(t).links.doc(), {
        userId: person.uid,
        slug: `held-${i}-${person.uid.toLowerCase()}`,
        targetType: 'url',
      });
    await batch.commit();
    const refused = await create(0);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: CAP_MESSAGES.linksPerUser('free'), code: 'limit-reached' });
    await collections(t)
      .users.doc(person.uid)
      .update({ roleIds: ['superadmin'] });
    expect((await create(0)).status).toBe(201);
  });

  it(`contacts: ${PLAN_TABLE.contactsPerUser.free.toLocaleString('en-US')} in a free book; manual, import and leads all stop there`, async () => {
    const person = await createUser(t);
    const personProfile = (await t.api.get('/v1/profiles').set(person.headers)).body.data[0].id;
    const now = t.clock.now().toISOString();
    for (let from = 0; from < PLAN_TABLE.contactsPerUser.free; from += 500) {
      const batch = t.store.batch();
      for (let n = from; n < from + 500; n++) {
        const ref = collections(t).contacts.doc();
        batch.create<unknown>(ref, {
          id: ref.id,
          userId: person.uid,
          firstName: `Held${n}`,
          lastName: '',
          source: 'manual',
          createdAt: now,
          updatedAt: now,
        });
      }
      await batch.commit();
    }
    const manual = await t.api
      .post('/v1/contacts')
      .set(person.headers)
      .send({ firstName: 'One', lastName: 'Too many' });
    expect(manual.status).toBe(409);
    expect(manual.body.message).toBe(CAP_MESSAGES.contactsPerUser('free'));
    const imported = await t.api
      .post(`/v1/contacts/${personProfile}/csv/import`)
      .set(person.headers)
      .attach('file', Buffer.from('First Name,Email\nIm,im@x.test\n'), { filename: 'c.csv', contentType: 'text/csv' });
    expect(imported.status).toBe(409);
    const visitorLead = await post(await withChallenge(t.api, lead({ profileId: personProfile })));
    expect(visitorLead.status).toBe(403);
    expect(visitorLead.body).toEqual({ message: CAP_MESSAGES.leadBookFull(), code: 'lead-capture-off' });
    // A refused lead spends nothing of the profile's day (S9).
    expect(await leadsCounted(personProfile)).toBe(0);
    expect((await collections(t).contacts.where('userId', '==', person.uid).count().get()).data().count).toBe(
      PLAN_TABLE.contactsPerUser.free,
    );
  });
});
