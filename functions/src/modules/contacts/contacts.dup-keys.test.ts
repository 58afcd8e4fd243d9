import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contact, DuplicateGroup } from '../../contract/contacts';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { collections } from '../../platform/store/collections';
import { createContext } from '../../platform/context';
import { jobs } from '../../jobs/registry';
import { indexDuplicateKeys } from '../../jobs/index-duplicate-keys';
import { buildContact } from './contacts.model';
import { contactCalls } from './contacts.test-support';
import { eraseContactsOf } from './contacts.privacy';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());
const { profileIdOf, addContact } = contactCalls(() => t);

/** The groups as sorted lists of contact ids, with their reasons. */
async function groupsOf(user: TestUser): Promise<{ ids: string[]; reasons: string[] }[]> {
  const res = await t.api.get('/v1/contacts/merge').set(user.headers);
  expect(res.status).toBe(200);
  return (res.body.data as DuplicateGroup[])
    .map((g) => ({ ids: g.contacts.map((c: Contact) => c.id).sort(), reasons: g.reasons }))
    .sort((a, b) => a.ids[0].localeCompare(b.ids[0]));
}

/** A contact as stored before duplicate keys were kept: straight into the store, without `dupKeys`. */
async function storedBefore(userId: string, input: Parameters<typeof buildContact>[0]): Promise<string> {
  const ref = collections(t).contacts.doc();
  const now = t.clock.now().toISOString();
  await ref.create(buildContact(input, { id: ref.id, userId, source: 'manual', now }));
  return ref.id;
}

const counters = async (userId: string) =>
  (await collections(t).duplicateKeys.where('userId', '==', userId).get()).docs.map((d) => d.data().count).sort();

describe('duplicate keys kept as contacts are written', () => {
  it('follows creates, edits, imports, merges and deletes', async () => {
    const user = await createUser(t);
    const ada = await addContact(user, { firstName: 'Ada', lastName: 'King', email: 'ada@x.example' });
    const grace = await addContact(user, { firstName: 'Grace', lastName: 'Hopper', email: 'grace@x.example' });
    expect(await groupsOf(user)).toEqual([]);

    // An edit that gives Grace Ada's address makes them a group; one that takes it away, not.
    await t.api
      .put(`/v1/contacts/${grace.id}`)
      .set(user.headers)
      .send({ otherEmails: ['ADA@x.example'] });
    expect(await groupsOf(user)).toEqual([{ ids: [ada.id, grace.id].sort(), reasons: ['email'] }]);
    await t.api.put(`/v1/contacts/${grace.id}`).set(user.headers).send({ otherEmails: [] }).expect(200);
    expect(await groupsOf(user)).toEqual([]);

    // An imported row with Grace's full name (and an address of its own).
    const csv = Buffer.from('First Name,Last Name,E-mail\ngrace,HOPPER,g.hopper@y.example\n');
    const imported = await t.api
      .post(`/v1/contacts/${await profileIdOf(user)}/csv/import`)
      .set(user.headers)
      .attach('file', csv, 'rows.csv');
    expect(imported.status).toBe(201);
    const [group] = await groupsOf(user);
    expect(group.reasons).toEqual(['name']);
    expect(group.ids).toContain(grace.id);

    // Merged into one contact, nothing is left to merge; the counters say so too.
    const other = group.ids.find((id) => id !== grace.id)!;
    await t.api
      .post('/v1/contacts/merge')
      .set(user.headers)
      .send({ primaryId: grace.id, ids: [other] })
      .expect(200);
    expect(await groupsOf(user)).toEqual([]);
    expect((await counters(user.uid)).filter((n) => n > 1)).toEqual([]);

    // A third Ada, then two of the Adas deleted (one alone, one in bulk): the group comes and goes.
    const again = await addContact(user, { firstName: 'Ada', lastName: 'King', phoneNumber: '+1 415 555 0100' });
    expect(await groupsOf(user)).toEqual([{ ids: [ada.id, again.id].sort(), reasons: ['name'] }]);
    await t.api.delete(`/v1/contacts/${again.id}`).set(user.headers).expect(200);
    expect(await groupsOf(user)).toEqual([]);
    const third = await addContact(user, { firstName: 'Ada', lastName: 'King' });
    expect(await groupsOf(user)).toHaveLength(1);
    await t.api
      .delete('/v1/contacts')
      .set(user.headers)
      .send({ ids: [third.id] })
      .expect(200);
    expect(await groupsOf(user)).toEqual([]);
    expect((await counters(user.uid)).every((n) => n >= 0 && n <= 1)).toBe(true);
  });

  it('brings a book stored before the keys up to date on its first call, once', async () => {
    const user = await createUser(t);
    const a = await storedBefore(user.uid, { firstName: 'Linus', lastName: 'T', email: 'linus@x.example' });
    const b = await storedBefore(user.uid, { firstName: 'L', lastName: 'Torvalds', email: 'LINUS@x.example' });
    // A contact written since counts its own keys; the old ones' are counted by the first call.
    const { id: c } = await addContact(user, { firstName: 'Linus', lastName: 'T', phoneNumber: '+44 20 7946 0000' });
    expect(await groupsOf(user)).toEqual([{ ids: [a, b, c].sort(), reasons: ['email', 'name'] }]);
    expect((await collections(t).duplicateBooks.doc(user.uid).get()).exists).toBe(true);
    expect((await collections(t).contacts.doc(a).get()).data()?.dupKeys?.length).toBe(2);
    expect(await counters(user.uid)).toEqual([1, 1, 2, 2]);
    // Counted once: a second call (and the migration after it) changes nothing.
    expect(await groupsOf(user)).toEqual([{ ids: [a, b, c].sort(), reasons: ['email', 'name'] }]);
    await jobs['index-duplicate-keys'](t.deps);
    expect(await counters(user.uid)).toEqual([1, 1, 2, 2]);
  });

  it('the migration counts every book page by page, marks them, and changes nothing when run again', async () => {
    const one = await createUser(t);
    const two = await createUser(t);
    const ids = [
      await storedBefore(one.uid, { firstName: 'Ken', lastName: 'Thompson', phoneNumber: '+1 212 555 0101' }),
      await storedBefore(one.uid, { firstName: 'Kenneth', lastName: 'T', phoneNumber: '+12125550101' }),
      await storedBefore(two.uid, { firstName: 'Barbara', lastName: 'Liskov', email: 'b@x.example' }),
      await storedBefore(two.uid, { firstName: 'Barbara', lastName: 'Liskov' }),
    ];
    // One contact a page: each book is marked once a page reaches the next (or the end).
    const first = await indexDuplicateKeys(t.deps, { pageSize: 1 });
    expect(first).toMatchObject({ done: 'yes' });
    expect(first.changed).toBeGreaterThanOrEqual(4);
    for (const user of [one, two]) expect((await collections(t).duplicateBooks.doc(user.uid).get()).exists).toBe(true);
    expect(await groupsOf(one)).toEqual([{ ids: ids.slice(0, 2).sort(), reasons: ['phone'] }]);
    expect(await groupsOf(two)).toEqual([{ ids: ids.slice(2).sort(), reasons: ['name'] }]);
    const again = await jobs['index-duplicate-keys'](t.deps);
    expect(again).toMatchObject({ done: 'yes', changed: 0 });
    expect(await counters(two.uid)).toEqual([1, 2]);
  });

  it('removes the counters and the mark with the account’s contacts', async () => {
    const user = await createUser(t);
    await addContact(user, { firstName: 'Edsger', lastName: 'Dijkstra', email: 'ewd@x.example' });
    await groupsOf(user);
    await eraseContactsOf(createContext(t.deps), user.uid);
    expect(await counters(user.uid)).toEqual([]);
    expect((await collections(t).duplicateBooks.doc(user.uid).get()).exists).toBe(false);
  });
});
