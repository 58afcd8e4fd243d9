import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAP_MESSAGES, PLAN_TABLE } from '../../contract/caps';
import { leadConsentText, type LeadReceipt } from '../../contract/contacts';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { withChallenge } from '../../../test/lead-challenge.test-support';
import { addEmployee, createCompany, defaultProfile } from '../../../test/world.test-support';
import { jobs } from '../../jobs/registry';
import { collections } from '../../platform/store/collections';
import { contactCalls } from './contacts.test-support';

/**
 * The kept contact count (contactCounts/{uid}, docs/contacts.md): every route that adds or removes
 * contacts moves it with the contacts, and the book's cap holds on it, exactly at the edge.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());
const { profileIdOf, addContact } = contactCalls(() => t);

const kept = async (uid: string) => (await collections(t).contactCounts.doc(uid).get()).data();
const exact = async (uid: string) =>
  (await collections(t).contacts.where('userId', '==', uid).count().get()).data().count;

/** The kept count is the book's count, and says so (`countedAt`). */
async function expectKept(uid: string, count: number): Promise<void> {
  expect(await exact(uid)).toBe(count);
  expect(await kept(uid)).toMatchObject({ count, countedAt: expect.any(String) });
}

let visitor = 0;
async function leaveLead(profileId: string, firstName = 'Vera'): Promise<LeadReceipt> {
  visitor++;
  const body = {
    profileId,
    firstName,
    email: `visitor${visitor}@count.test`,
    consent: true,
    consentText: leadConsentText('Test User'),
  };
  const res = await t.api
    .post('/v1/contacts')
    .set('X-Forwarded-For', `198.18.${Math.floor(visitor / 250)}.${visitor % 250}`)
    .send(await withChallenge(t.api, body));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** n contacts straight into the store, as a book from before the count existed. */
async function seedBook(uid: string, n: number): Promise<void> {
  const now = t.clock.now().toISOString();
  for (let from = 0; from < n; from += 500) {
    const batch = t.store.batch();
    for (let i = from; i < Math.min(from + 500, n); i++) {
      const ref = collections(t).contacts.doc();
      batch.create<unknown>(ref, {
        id: ref.id,
        userId: uid,
        firstName: `Held${i}`,
        lastName: '',
        source: 'manual',
        createdAt: now,
        updatedAt: now,
      });
    }
    await batch.commit();
  }
}

const csv = (rows: string[]) => Buffer.from(['First Name,Email', ...rows].join('\n'));

describe('the kept count follows every write that adds or removes contacts', () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await createUser(t);
  });

  it('manual, scanned and offline-queued contacts add one each; a retried upload adds none', async () => {
    await addContact(user, { firstName: 'Ann', lastName: 'Manual' });
    await addContact(user, { firstName: 'Sid', lastName: 'Scan', source: 'scan' });
    const queued = { firstName: 'Ola', lastName: 'Offline', clientId: randomUUID() };
    await addContact(user, queued);
    expect((await t.api.post('/v1/contacts').set(user.headers).send(queued)).status).toBe(200);
    await expectKept(user.uid, 3);
  });

  it('a lead and an import add theirs; a refused import adds nothing', async () => {
    const profileId = await profileIdOf(user);
    const receipt = await leaveLead(profileId);
    await expectKept(user.uid, 4);
    const imported = await t.api
      .post(`/v1/contacts/${profileId}/csv/import`)
      .set(user.headers)
      .attach('file', csv(['Im,im@count.test', 'Ip,ip@count.test', 'Iq,iq@count.test']), {
        filename: 'c.csv',
        contentType: 'text/csv',
      });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    await expectKept(user.uid, 7);
    const refused = await t.api
      .post(`/v1/contacts/${profileId}/csv/import`)
      .set(user.headers)
      .attach('file', csv(['Ok,ok@count.test', 'Bad,not-an-email']), { filename: 'c.csv', contentType: 'text/csv' });
    expect(refused.status).toBe(400);
    await expectKept(user.uid, 7);
    // The visitor's erasure takes their lead off; the link used twice takes nothing more.
    const erasure = () =>
      t.api.post(`/v1/public/leads/${receipt.erasure.contactId}/erasure`).send({ token: receipt.erasure.token });
    expect((await erasure()).status).toBe(200);
    await expectKept(user.uid, 6);
    expect((await erasure()).status).toBe(404);
    await expectKept(user.uid, 6);
  });

  it('a delete, a bulk delete and a selection delete take theirs off, each contact once', async () => {
    const [a, b, c, d] = await Promise.all(
      ['A', 'B', 'C', 'D'].map((name) => addContact(user, { firstName: name, lastName: 'Gone' })),
    );
    await expectKept(user.uid, 10);
    expect((await t.api.delete(`/v1/contacts/${a.id}`).set(user.headers)).status).toBe(200);
    expect((await t.api.delete(`/v1/contacts/${a.id}`).set(user.headers)).status).toBe(404);
    await expectKept(user.uid, 9);
    const other = await createUser(t);
    const theirs = await addContact(other, { firstName: 'Not', lastName: 'Yours' });
    const bulk = await t.api
      .delete('/v1/contacts')
      .set(user.headers)
      .send({ ids: [b.id, c.id, a.id, theirs.id] });
    expect(bulk.body.data.deleted.sort()).toEqual([b.id, c.id].sort());
    await expectKept(user.uid, 7);
    await expectKept(other.uid, 1);
    const selected = await t.api
      .post('/v1/contacts/selection/delete')
      .set(user.headers)
      .send({ ids: [d.id, theirs.id] });
    expect(selected.body.data).toMatchObject({ count: 1 });
    await expectKept(user.uid, 6);
    await expectKept(other.uid, 1);
  });

  it('a merge takes the merged-in contacts off', async () => {
    const [primary, x, y] = await Promise.all(
      ['1', '2', '3'].map((n) => addContact(user, { firstName: 'Sam', lastName: 'Lee', email: `sam${n}@count.test` })),
    );
    await expectKept(user.uid, 9);
    const res = await t.api
      .post('/v1/contacts/merge')
      .set(user.headers)
      .send({ primaryId: primary.id, ids: [x.id, y.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectKept(user.uid, 7);
  });

  it('a leaver’s company leads move to the admin’s book, and both counts move with them', async () => {
    const admin = await createUser(t);
    const company = await createCompany(t, admin, `Count${Date.now()}`);
    const leaver = await addEmployee(t, admin, company.id);
    const profileId = (await defaultProfile(t, leaver)).id;
    await leaveLead(profileId, 'Company lead');
    await leaveLead(profileId, 'Company lead');
    await addContact(leaver, { firstName: 'Own', lastName: 'Contact' });
    await addContact(admin, { firstName: 'Admin', lastName: 'Own' });
    await expectKept(leaver.uid, 3);
    await t.api.delete(`/v1/company/${company.id}/employees/${leaver.uid}`).set(admin.headers).expect(200);
    await expectKept(leaver.uid, 1);
    await expectKept(admin.uid, 3);
  });

  it('account deletion takes the count with the book', async () => {
    const leaving = await createUser(t);
    await addContact(leaving, { firstName: 'Last', lastName: 'One' });
    await expectKept(leaving.uid, 1);
    expect((await t.api.delete(`/v1/users/${leaving.uid}`).set(leaving.headers)).status).toBe(200);
    expect(await exact(leaving.uid)).toBe(0);
    expect(await kept(leaving.uid)).toBeUndefined();
  });
});

describe('the cap on the kept count', () => {
  const cap = PLAN_TABLE.contactsPerUser.free;
  const full = { message: CAP_MESSAGES.contactsPerUser('free'), code: 'limit-reached' };
  const add = (user: TestUser, firstName: string) =>
    t.api.post('/v1/contacts').set(user.headers).send({ firstName, lastName: 'Edge' });

  it(`a book never counted is counted once; one under the cap (${cap - 1}) takes one, then 409`, async () => {
    const user = await createUser(t);
    await seedBook(user.uid, cap - 1);
    expect(await kept(user.uid)).toBeUndefined();
    expect((await add(user, 'Last')).status).toBe(201);
    await expectKept(user.uid, cap);
    const refused = await add(user, 'Over');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(full);
    await expectKept(user.uid, cap);
  });

  it('a count drifted low does not let the book pass the cap, nor one drifted high refuse it', async () => {
    const user = await createUser(t);
    await seedBook(user.uid, cap - 2);
    const ref = collections(t).contactCounts.doc(user.uid);
    // Low by 300: near the cap, so the book is counted and takes exactly its last two.
    await ref.set({ count: cap - 302, countedAt: t.clock.now().toISOString() });
    expect((await add(user, 'One')).status).toBe(201);
    expect((await add(user, 'Two')).status).toBe(201);
    expect(await exact(user.uid)).toBe(cap);
    const refused = await add(user, 'Three');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual(full);
    // High: the kept count says full, the book has room for one.
    const one = (await collections(t).contacts.where('userId', '==', user.uid).limit(1).get()).docs[0];
    expect((await t.api.delete(`/v1/contacts/${one.id}`).set(user.headers)).status).toBe(200);
    await ref.set({ count: cap + 40, countedAt: t.clock.now().toISOString() });
    expect((await add(user, 'Back')).status).toBe(201);
    expect(await exact(user.uid)).toBe(cap);
  });

  it('a lead into a full book is refused as a form that is off', async () => {
    const user = await createUser(t);
    await seedBook(user.uid, cap);
    const profileId = await profileIdOf(user);
    const body = await withChallenge(t.api, {
      profileId,
      firstName: 'Late',
      email: 'late@count.test',
      consent: true,
      consentText: leadConsentText('Test User'),
    });
    const res = await t.api.post('/v1/contacts').set('X-Forwarded-For', '198.18.99.1').send(body);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: CAP_MESSAGES.leadBookFull(), code: 'lead-capture-off' });
    await expectKept(user.uid, cap);
  });
});

describe('npm run jobs -- count-contacts', () => {
  it('counts every book, mends a drifted count, and a second run writes nothing', async () => {
    const [a, b] = await Promise.all([createUser(t), createUser(t)]);
    await seedBook(a.uid, 700);
    await seedBook(b.uid, 3);
    await collections(t).contactCounts.doc(b.uid).set({ count: 9, countedAt: t.clock.now().toISOString() });
    const first = await jobs['count-contacts'](t.deps);
    expect(first).toMatchObject({ job: 'count-contacts', failed: 0 });
    expect(first.changed).toBeGreaterThanOrEqual(2);
    await expectKept(a.uid, 700);
    await expectKept(b.uid, 3);
    const second = await jobs['count-contacts'](t.deps);
    expect(second).toMatchObject({ job: 'count-contacts', checked: first.checked, failed: 0, changed: 0 });
  });
});
