import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_MESSAGES, type Card } from '../../contract/cards';
import { COMPANY_BRAND_MESSAGES, type CompanyCard } from '../../contract/company-brand';
import type { Contact } from '../../contract/contacts';
import type { Profile } from '../../contract/profiles';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { createCompanyWorld, defaultProfile, join, type CompanyWorld } from '../../../test/world.test-support';
import { inbox } from '../../../test/mail.test-support';
import { LEAD_MAIL_SUBJECT } from '../contacts';
import { jobs } from '../../jobs/registry';
import { withChallenge } from '../../../test/lead-challenge.test-support';
import { collections } from '../../platform/store/collections';

let t: TestContext;
let w: CompanyWorld;
let base: string;
let cardIds: string[];

beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
  base = `/v1/company/${w.acme.id}`;
  const minted = await t.api
    .post('/v1/cards')
    .set(w.superadmin.headers)
    .send({ count: 3, companyId: w.acme.id, note: 'Acme welcome kits' });
  expect(minted.status).toBe(201);
  cardIds = [...minted.body.data.cardIds].sort();
});
afterAll(async () => t.close());

const cardsOf = async (user: TestUser, query: Record<string, string | number> = {}) =>
  t.api.get(`${base}/cards`).set(user.headers).query(query);
const card = async (id: string) => (await collections(t).cards.doc(id).get()).data()!;
const leave = async (body: Record<string, unknown>) =>
  t.api.post('/v1/contacts').send(
    await withChallenge(t.api, {
      profileId: body.profileId,
      firstName: 'Vera',
      lastName: 'Visitor',
      email: `vera-${Math.random()}@visitor.test`,
      consent: true,
      consentText: 'I agree to share my details with the owner.',
      ...body,
    }),
  );

describe('minting company cards', () => {
  it('a superadmin mints a batch for a company; an unknown company is 400; nobody else mints', async () => {
    expect((await card(cardIds[0])).companyId).toBe(w.acme.id);
    const unknown = await t.api.post('/v1/cards').set(w.superadmin.headers).send({ count: 1, companyId: 'nope' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ companyId: COMPANY_BRAND_MESSAGES.unknownCompany });
    expect((await t.api.post('/v1/cards').set(w.admin.headers).send({ count: 1, companyId: w.acme.id })).status).toBe(
      403,
    );
  });
});

describe('GET …/cards and PUT …/cards/{cardId}', () => {
  it('admins list the cards with their holder, in pages; outsiders 404, anonymous 401', async () => {
    const res = await cardsOf(w.admin);
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: CompanyCard) => c.id)).toEqual(cardIds);
    expect(res.body.data[0]).toMatchObject({
      companyId: w.acme.id,
      status: 'unassigned',
      holder: null,
      profileId: null,
      url: expect.stringContaining(`/card/${cardIds[0]}`),
    });
    const first = await cardsOf(w.admin, { limit: 2 });
    expect(first.body.data).toHaveLength(2);
    const second = await cardsOf(w.admin, { limit: 2, cursor: first.body.nextCursor });
    expect(second.body.data.map((c: CompanyCard) => c.id)).toEqual([cardIds[2]]);
    expect(second.body.nextCursor).toBeUndefined();
    expect((await cardsOf(w.admin, { cursor: 'bm9wZQ' })).status).toBe(400);
    expect((await cardsOf(w.superadmin)).status).toBe(200);
    expect((await cardsOf(w.globexAdmin)).status).toBe(404);
    expect((await cardsOf(w.plain)).status).toBe(404);
    expect((await t.api.get(`${base}/cards`)).status).toBe(401);
    expect((await cardsOf(w.rep)).status).toBe(403);
    expect((await t.api.get(`/v1/company/${w.globex.id}/cards`).set(w.globexAdmin.headers)).body.data).toEqual([]);
  });

  it("assigning opens the holder's default profile; reassigning moves it; taking it back leaves it the company's", async () => {
    const assigned = await t.api.put(`${base}/cards/${cardIds[0]}`).set(w.admin.headers).send({ userId: w.rep.uid });
    expect(assigned.status).toBe(200);
    const repProfile = await defaultProfile(t, w.rep);
    expect(assigned.body.data).toMatchObject({
      status: 'active',
      profileId: repProfile.id,
      holder: { userId: w.rep.uid, email: w.rep.email, firstName: 'Rey', lastName: 'Seller' },
    });
    expect((await t.api.get(`/v1/public/cards/${cardIds[0]}`)).body.data.profile.id).toBe(repProfile.id);
    // The holder sees it among their cards.
    expect((await t.api.get('/v1/cards').set(w.rep.headers)).body.data.map((c: Card) => c.id)).toContain(cardIds[0]);

    const moved = await t.api
      .put(`${base}/cards/${cardIds[0].toLowerCase()}`)
      .set(w.admin.headers)
      .send({ userId: w.engineer.uid });
    expect(moved.body.data).toMatchObject({
      holder: { userId: w.engineer.uid },
      profileId: (await defaultProfile(t, w.engineer)).id,
    });
    const back = await t.api.put(`${base}/cards/${cardIds[0]}`).set(w.admin.headers).send({ userId: null });
    expect(back.body.data).toMatchObject({ status: 'unassigned', holder: null, profileId: null, companyId: w.acme.id });
  });

  it('refuses a holder from outside, unknown cards and bad bodies, writing nothing', async () => {
    const outsider = await t.api
      .put(`${base}/cards/${cardIds[1]}`)
      .set(w.admin.headers)
      .send({ userId: w.globexAdmin.uid });
    expect(outsider.status).toBe(400);
    expect(outsider.body.fields).toEqual({ userId: COMPANY_BRAND_MESSAGES.holderNotEmployee });
    expect((await t.api.put(`${base}/cards/${cardIds[1]}`).set(w.admin.headers).send({})).status).toBe(400);
    expect((await t.api.put(`${base}/cards/${cardIds[1]}`).set(w.admin.headers).send({ userId: 42 })).status).toBe(400);
    const unknown = await t.api.put(`${base}/cards/ZZZZZZZZZZZZ`).set(w.admin.headers).send({ userId: null });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(CARD_MESSAGES.notFound);
    expect((await t.api.put(`${base}/cards/A%2FB%2FC`).set(w.admin.headers).send({ userId: null })).status).toBe(400);
    expect(
      (
        await t.api
          .put(`${base}/cards/${'Z'.repeat(41)}`)
          .set(w.admin.headers)
          .send({ userId: null })
      ).status,
    ).toBe(400);
    expect((await card(cardIds[1])).status).toBe('unassigned');
  });

  it('only those whose rules reach the card assign it: employees and managers 403, another company 404', async () => {
    for (const [who, status] of [
      [w.rep, 403],
      [w.manager, 403],
      [w.globexAdmin, 404],
      [w.plain, 404],
    ] as const) {
      expect((await t.api.put(`${base}/cards/${cardIds[1]}`).set(who.headers).send({ userId: w.rep.uid })).status).toBe(
        status,
      );
    }
    expect((await t.api.put(`${base}/cards/${cardIds[1]}`).send({ userId: null })).status).toBe(401);
    expect(
      (await t.api.put(`${base}/cards/${cardIds[1]}`).set(w.superadmin.headers).send({ userId: w.manager.uid })).status,
    ).toBe(200);
    await t.api.put(`${base}/cards/${cardIds[1]}`).set(w.admin.headers).send({ userId: null }).expect(200);
  });

  it('a division manager reads the cards held in their division, and no others', async () => {
    await t.api.put(`${base}/cards/${cardIds[1]}`).set(w.admin.headers).send({ userId: w.rep.uid }).expect(200);
    await t.api.put(`${base}/cards/${cardIds[2]}`).set(w.admin.headers).send({ userId: w.engineer.uid }).expect(200);
    const res = await cardsOf(w.manager);
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: CompanyCard) => c.id)).toEqual([cardIds[1]]);
  });

  it('members of the company may activate an unassigned company card themselves; anyone else is 409', async () => {
    const profile = await defaultProfile(t, w.plain);
    const refused = await t.api
      .post('/v1/cards/activate')
      .set(w.plain.headers)
      .send({ cardId: cardIds[0], profileId: profile.id });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(COMPANY_BRAND_MESSAGES.companyCardTaken);
    const own = await defaultProfile(t, w.manager);
    expect(
      (await t.api.post('/v1/cards/activate').set(w.manager.headers).send({ cardId: cardIds[0], profileId: own.id }))
        .status,
    ).toBe(200);
    expect(await card(cardIds[0])).toMatchObject({ userId: w.manager.uid, companyId: w.acme.id, status: 'active' });
  });
});

describe('lead notifications', () => {
  it("a visitor's lead mails the owner 'You have a new contact', unless they turned it off", async () => {
    const owner = await createUser(t, { firstName: 'Olga', lastName: 'Owner' });
    const profile = await defaultProfile(t, owner);
    expect((await leave({ profileId: profile.id, note: 'Met at the fair' })).status).toBe(201);
    const [mail] = await inbox(owner.email);
    expect(mail.subject).toBe(LEAD_MAIL_SUBJECT);
    expect(mail.text).toContain('Vera Visitor left their details');
    expect(mail.text).toContain('Met at the fair');

    await t.api
      .put(`/v1/profiles/${profile.id}/config`)
      .set(owner.headers)
      .send({ notifications: { leads: false } })
      .expect(200);
    expect((await leave({ profileId: profile.id })).status).toBe(201);
    await leave({ profileId: profile.id, website: 'bot' });
    expect(await inbox(owner.email, { count: 2, timeoutMs: 1500 })).toHaveLength(1);
    expect((await t.api.get('/v1/contacts').set(owner.headers)).body.data).toHaveLength(2);
  });

  it('a mail server that is down never fails the lead', async () => {
    // Nothing listens on port 1: every send fails.
    const down = await createTestContext({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const owner = await createUser(down, { firstName: 'Down', lastName: 'Mail' });
      const profile = ((await down.api.get('/v1/profiles').set(owner.headers)).body.data as Profile[])[0];
      expect(
        (
          await down.api.post('/v1/contacts').send(
            await withChallenge(down.api, {
              profileId: profile.id,
              firstName: 'Vera',
              email: 'v@visitor.test',
              consent: true,
              consentText: 'I agree to share my details with the owner.',
            }),
          )
        ).status,
      ).toBe(201);
    } finally {
      await down.close();
    }
  });
});

describe('offboarding: DELETE …/employees/{employeeId}', () => {
  let leaver: TestUser;
  let profile: Profile;
  let leaverCard: string;

  beforeAll(async () => {
    leaver = await createUser(t, { firstName: 'Lee', lastName: 'Leaver' });
    await join(t, w.acme.id, w.admin, leaver, { divisionIds: [w.sales.id] });
    profile = await defaultProfile(t, leaver);
    leaverCard = (await t.api.post('/v1/cards').set(w.superadmin.headers).send({ count: 1, companyId: w.acme.id })).body
      .data.cardIds[0];
    await t.api.put(`${base}/cards/${leaverCard}`).set(w.admin.headers).send({ userId: leaver.uid }).expect(200);
    for (let i = 0; i < 3; i++)
      expect((await leave({ profileId: profile.id, firstName: `Lead ${i}` })).status).toBe(201);
    await t.api
      .post('/v1/contacts')
      .set(leaver.headers)
      .send({ firstName: 'My', lastName: 'Mum', email: 'mum@family.test', source: 'manual' })
      .expect(201);
  });

  it('releases their company cards and keeps their leads with the company (the remover takes them)', async () => {
    expect(profile.companyId).toBe(w.acme.id);
    const res = await t.api.delete(`${base}/employees/${leaver.uid}`).set(w.admin.headers);
    expect(res.status).toBe(200);

    expect(await card(leaverCard)).toMatchObject({
      status: 'unassigned',
      userId: null,
      profileId: null,
      companyId: w.acme.id,
    });
    const listed = (await cardsOf(w.admin)).body.data.find((c: CompanyCard) => c.id === leaverCard);
    expect(listed.holder).toBeNull();
    expect((await t.api.get('/v1/cards').set(leaver.headers)).body.data).toEqual([]);

    const adminLeads = (await t.api.get('/v1/contacts').set(w.admin.headers).query({ limit: 100 })).body
      .data as Contact[];
    expect(adminLeads.map((c) => c.firstName).sort()).toEqual(['Lead 0', 'Lead 1', 'Lead 2']);
    const kept = (await t.api.get('/v1/contacts').set(leaver.headers)).body.data as Contact[];
    expect(kept.map((c) => c.firstName)).toEqual(['My']);

    expect((await defaultProfile(t, leaver)).companyId).toBeNull();
    const page = await t.api.get(`/card/@${profile.slug}`);
    expect(page.text).not.toContain('company-links');
  });

  it('hands the leads to a chosen employee instead, when one is named', async () => {
    const second = await createUser(t, { firstName: 'Sam', lastName: 'Second' });
    await join(t, w.acme.id, w.admin, second);
    const own = await defaultProfile(t, second);
    await leave({ profileId: own.id, firstName: 'For Mona' });
    await t.api
      .delete(`${base}/employees/${second.uid}`)
      .set(w.admin.headers)
      .query({ transferLeadsTo: w.manager.uid })
      .expect(200);
    const managerLeads = (await t.api.get('/v1/contacts').set(w.manager.headers)).body.data as Contact[];
    expect(managerLeads.map((c) => c.firstName)).toContain('For Mona');
  });

  it('a transfer stopped halfway is finished by the job, moving only what is left', async () => {
    const third = await createUser(t, { firstName: 'Tia', lastName: 'Third' });
    await join(t, w.acme.id, w.admin, third);
    const own = await defaultProfile(t, third);
    await leave({ profileId: own.id, firstName: 'Late lead' });
    await t.api.delete(`${base}/employees/${third.uid}`).set(w.admin.headers).expect(200);
    // As if the process had died after the commit: the record pending, one lead still the leaver's.
    const id = `${w.acme.id}_${third.uid}`;
    await collections(t).leadTransfers.doc(id).update({ status: 'pending' });
    const lead = (await collections(t).contacts.where('firstName', '==', 'Late lead').get()).docs[0];
    await lead.ref.update({ userId: third.uid });
    const report = await jobs['finish-offboarding'](t.deps);
    expect(report).toMatchObject({ job: 'finish-offboarding', finished: 1, failed: 0 });
    expect((await lead.ref.get()).data()).toMatchObject({ userId: w.admin.uid, companyId: w.acme.id });
    expect((await collections(t).leadTransfers.doc(id).get()).data()).toMatchObject({
      status: 'done',
      toUserId: w.admin.uid,
    });
  });
});
