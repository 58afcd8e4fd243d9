import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { CONTACT_MESSAGES, type Contact } from '../../contract/contacts';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { contactCalls, names } from './contacts.test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());
const { profileIdOf, addContact, listAll } = contactCalls(() => t);

describe('the contact book: POST, GET, PUT, DELETE', () => {
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    alice = await createUser(t, { firstName: 'Alice' });
    bob = await createUser(t, { firstName: 'Bob' });
  });

  it('creates, reads, changes and deletes the caller’s own contact', async () => {
    const profileId = await profileIdOf(alice);
    const created = await addContact(alice, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'Grace@Navy.example',
      phoneNumber: '+1 202 555 0101',
      company: 'US Navy',
      jobTitle: 'Rear Admiral',
      tags: ['pioneer'],
      profileId,
      source: 'scan',
    });
    expect(created).toMatchObject({
      userId: alice.uid,
      email: 'grace@navy.example',
      source: 'scan',
      profileId,
      favorite: false,
      tags: ['pioneer'],
      photoUrl: null,
    });
    expect(created).not.toHaveProperty('search');

    const read = await t.api.get(`/v1/contacts/${created.id}`).set(alice.headers);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(created);

    t.clock.advance(1000);
    const changed = await t.api
      .put(`/v1/contacts/${created.id}`)
      .set(alice.headers)
      .send({ company: 'Remington Rand', favorite: true });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      company: 'Remington Rand',
      favorite: true,
      firstName: 'Grace',
      createdAt: created.createdAt,
    });
    expect(changed.body.data.updatedAt > created.updatedAt).toBe(true);
    const found = await t.api.get('/v1/contacts').set(alice.headers).query({ q: 'reming' });
    expect(names(found.body.data)).toEqual(['Grace Hopper']);

    const nameless = await t.api
      .put(`/v1/contacts/${created.id}`)
      .set(alice.headers)
      .send({ firstName: '', lastName: '' });
    expect(nameless.status).toBe(400);
    expect(nameless.body.fields).toEqual({ firstName: MESSAGES.required });

    const removed = await t.api.delete(`/v1/contacts/${created.id}`).set(alice.headers);
    expect(removed.status).toBe(200);
    expect((await t.api.get(`/v1/contacts/${created.id}`).set(alice.headers)).status).toBe(404);
  });

  it('needs a name and valid values', async () => {
    const res = await t.api.post('/v1/contacts').set(alice.headers).send({ email: 'x@y.test' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ firstName: MESSAGES.required });
    const bad = await t.api
      .post('/v1/contacts')
      .set(alice.headers)
      .send({ firstName: 'A', email: 'nope', phoneNumber: 'x' });
    expect(bad.body.fields).toEqual({ email: MESSAGES.invalidEmail, phoneNumber: MESSAGES.invalidPhone });
    const form = await t.api.post('/v1/contacts').set(alice.headers).send({ firstName: 'A', source: 'form' });
    expect(form.status).toBe(400);
  });

  it("answers 404 for another user's contact and profile, and 401 without a token", async () => {
    const mine = await addContact(alice, { firstName: 'Private', lastName: 'Person' });
    expect((await t.api.get(`/v1/contacts/${mine.id}`).set(bob.headers)).status).toBe(404);
    expect((await t.api.put(`/v1/contacts/${mine.id}`).set(bob.headers).send({ firstName: 'Hacked' })).status).toBe(
      404,
    );
    expect((await t.api.delete(`/v1/contacts/${mine.id}`).set(bob.headers)).status).toBe(404);
    expect(
      (
        await t.api
          .post(`/v1/contacts/merge`)
          .set(bob.headers)
          .send({ primaryId: mine.id, ids: [mine.id, 'x'] })
      ).status,
    ).toBe(404);
    expect((await t.api.get(`/v1/contacts/${mine.id}`).set(alice.headers)).body.data.firstName).toBe('Private');
    expect(names(await listAll(bob))).not.toContain('Private Person');

    const bobsProfile = await profileIdOf(bob);
    const foreign = await t.api
      .post('/v1/contacts')
      .set(alice.headers)
      .send({ firstName: 'X', profileId: bobsProfile });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fields).toEqual({ profileId: CONTACT_MESSAGES.profileNotFound });

    expect((await t.api.get('/v1/contacts')).status).toBe(401);
    expect((await t.api.get(`/v1/contacts/${mine.id}`)).status).toBe(401);
    expect((await t.api.delete('/v1/contacts').send({ ids: [mine.id] })).status).toBe(401);
  });
});

describe('GET /v1/contacts: search, filters, sorting, pages', () => {
  let user: TestUser;
  let profileId: string;
  let secondProfile: string;
  const people = [
    {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@analytical.example',
      company: 'Analytical Engines',
      favorite: true,
    },
    { firstName: 'Alan', lastName: 'Turing', email: 'alan@bletchley.example', company: 'Bletchley Park' },
    { firstName: 'José', lastName: 'Núñez', email: 'jose@andes.example', company: 'Andes Mining' },
    { firstName: 'Katherine', lastName: 'Johnson', email: 'kj@nasa.example', company: 'NASA', favorite: true },
    { firstName: 'Dorothy', lastName: 'Vaughan', email: 'dorothy@nasa.example', company: 'NASA' },
    { firstName: 'Linus', lastName: 'Torvalds', email: 'linus@kernel.example', company: 'Linux Foundation' },
    { firstName: 'Barbara', lastName: 'Liskov', email: 'liskov@mit.example', company: 'MIT', favorite: true },
  ];
  const start = new Date('2024-03-01T10:00:00.000Z');

  beforeAll(async () => {
    user = await createUser(t);
    profileId = await profileIdOf(user);
    secondProfile = (await t.api.post('/v1/profiles').set(user.headers).send({ name: 'Events' })).body.data.id;
    for (const [i, person] of people.entries()) {
      t.clock.set(new Date(start.getTime() + i * 86_400_000));
      await addContact(user, { ...person, profileId: i % 2 ? secondProfile : profileId });
    }
    t.clock.set(new Date());
  });

  it('lists newest first by default, in pages that never repeat or skip', async () => {
    const all = await listAll(user, {}, 3);
    expect(names(all)).toEqual(names([...people].reverse() as Contact[]));
    const oldestFirst = await listAll(user, { order: 'asc' }, 2);
    expect(names(oldestFirst)).toEqual(names(people as Contact[]));
  });

  it('sorts by name both ways, without case or accents getting in the way', async () => {
    const az = await listAll(user, { sort: 'name' }, 3);
    expect(names(az)).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'Barbara Liskov',
      'Dorothy Vaughan',
      'José Núñez',
      'Katherine Johnson',
      'Linus Torvalds',
    ]);
    const za = await listAll(user, { sort: 'name', order: 'desc' }, 4);
    expect(names(za)).toEqual([...names(az)].reverse());
  });

  it('finds by the start of any word of the name, email or company', async () => {
    const search = async (q: string, limit = 10) => names(await listAll(user, { q, sort: 'name' }, limit));
    expect(await search('al')).toEqual(['Alan Turing']);
    expect(await search('lo')).toEqual(['Ada Lovelace']);
    expect(await search('ada lov')).toEqual(['Ada Lovelace']);
    expect(await search('nunez')).toEqual(['José Núñez']);
    expect(await search('JOSE')).toEqual(['José Núñez']);
    expect(await search('kj@')).toEqual(['Katherine Johnson']);
    expect((await search('nasa')).sort()).toEqual(['Dorothy Vaughan', 'Katherine Johnson']);
    // In the list's order (here by name), each person once, however small the pages.
    expect(await search('l', 1)).toEqual(['Ada Lovelace', 'Barbara Liskov', 'Linus Torvalds']);
    expect(await search('zzz')).toEqual([]);
  });

  it('filters by favorite, profile, source and dates, also with a search', async () => {
    expect(names(await listAll(user, { favorite: true }))).toEqual([
      'Barbara Liskov',
      'Katherine Johnson',
      'Ada Lovelace',
    ]);
    const favorites = await t.api.get('/v1/contacts/favorite').set(user.headers).query({ sort: 'name' });
    expect(names(favorites.body.data)).toEqual(['Ada Lovelace', 'Barbara Liskov', 'Katherine Johnson']);
    expect(names(await listAll(user, { profileId: secondProfile }))).toEqual([
      'Linus Torvalds',
      'Katherine Johnson',
      'Alan Turing',
    ]);
    expect(names(await listAll(user, { source: 'manual', favorite: false, profileId }))).toEqual([
      'Dorothy Vaughan',
      'José Núñez',
    ]);
    expect(names(await listAll(user, { from: '2024-03-02', to: '2024-03-04' }))).toEqual([
      'Katherine Johnson',
      'José Núñez',
      'Alan Turing',
    ]);
    expect(names(await listAll(user, { from: '2024-03-06T00:00:00Z' }))).toEqual(['Barbara Liskov', 'Linus Torvalds']);
    expect(names(await listAll(user, { q: 'nasa', favorite: true }))).toEqual(['Katherine Johnson']);
    expect(names(await listAll(user, { q: 'a', to: '2024-03-01' }))).toEqual(['Ada Lovelace']);
  });

  it('refuses contradictory dates, a name sort with dates, and a cursor of another list', async () => {
    const dates = await t.api.get('/v1/contacts').set(user.headers).query({ from: '2024-03-05', to: '2024-03-01' });
    expect(dates.status).toBe(400);
    expect(dates.body.fields).toEqual({ from: MESSAGES.startDateAfterEndDate });
    const sort = await t.api.get('/v1/contacts').set(user.headers).query({ from: '2024-03-01', sort: 'name' });
    expect(sort.body.fields).toEqual({ sort: CONTACT_MESSAGES.dateSortOnly });
    const page = await t.api.get('/v1/contacts').set(user.headers).query({ limit: 2 });
    const wrong = await t.api
      .get('/v1/contacts')
      .set(user.headers)
      .query({ sort: 'name', cursor: page.body.nextCursor });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe(CONTACT_MESSAGES.invalidCursor);
    expect((await t.api.get('/v1/contacts').set(user.headers).query({ cursor: 'garbage' })).status).toBe(400);
  });
});

describe('DELETE /v1/contacts (bulk)', () => {
  it("deletes the caller's contacts among the ids and leaves everyone else's", async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const a1 = await addContact(alice, { firstName: 'One' });
    const a2 = await addContact(alice, { firstName: 'Two' });
    const a3 = await addContact(alice, { firstName: 'Three' });
    const b1 = await addContact(bob, { firstName: 'Bobs' });
    const res = await t.api
      .delete('/v1/contacts')
      .set(alice.headers)
      .send({ ids: [a1.id, a2.id, b1.id, 'missing'] });
    expect(res.status).toBe(200);
    expect(res.body.data.deleted.sort()).toEqual([a1.id, a2.id].sort());
    expect(names(await listAll(alice))).toEqual(['Three']);
    expect((await t.api.get(`/v1/contacts/${b1.id}`).set(bob.headers)).status).toBe(200);
    expect((await t.api.get(`/v1/contacts/${a3.id}`).set(alice.headers)).status).toBe(200);

    const tooMany = await t.api
      .delete('/v1/contacts')
      .set(alice.headers)
      .send({ ids: Array.from({ length: 501 }, (_, i) => `id${i}`) });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe(CONTACT_MESSAGES.tooManyIds);
    expect((await t.api.delete('/v1/contacts').set(alice.headers).send({ ids: [] })).status).toBe(400);
  });
});

describe('POST /v1/contacts/{contactId}/display/upload', () => {
  it('stores an image as the contact’s photo, replacing the old one, and refuses big or wrong files', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const contact = await addContact(user, { firstName: 'Pictured' });
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    const res = await t.api
      .post(`/v1/contacts/${contact.id}/display/upload`)
      .set(user.headers)
      .attach('file', png, { filename: 'me.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.data.photoUrl).toMatch(/^\/v1\/files\/contacts\//);
    const image = await t.api.get(res.body.data.photoUrl);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f80' } })
      .jpeg()
      .toBuffer();
    const again = await t.api
      .post(`/v1/contacts/${contact.id}/display/upload`)
      .set(user.headers)
      .attach('file', jpeg, { filename: 'me.jpg', contentType: 'image/jpeg' });
    expect(again.status).toBe(200);
    expect((await t.api.get(res.body.data.photoUrl)).status).toBe(404);
    expect((await t.api.get(again.body.data.photoUrl)).status).toBe(200);

    const text = await t.api
      .post(`/v1/contacts/${contact.id}/display/upload`)
      .set(user.headers)
      .attach('file', Buffer.from('hello'), { filename: 'a.png', contentType: 'image/png' });
    expect(text.status).toBe(415);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await t.api
      .post(`/v1/contacts/${contact.id}/display/upload`)
      .set(user.headers)
      .attach('file', big, { filename: 'big.png', contentType: 'image/png' });
    expect(large.status).toBe(413);
    expect(large.body.message).toBe(MESSAGES.fileTooLarge);
    const foreign = await t.api
      .post(`/v1/contacts/${contact.id}/display/upload`)
      .set(other.headers)
      .attach('file', png, { filename: 'x.png', contentType: 'image/png' });
    expect(foreign.status).toBe(404);
    expect((await t.api.get(`/v1/contacts/${contact.id}`).set(user.headers)).body.data.photoUrl).toBe(
      again.body.data.photoUrl,
    );

    await t.api.delete(`/v1/contacts/${contact.id}`).set(user.headers);
    expect((await t.api.get(again.body.data.photoUrl)).status).toBe(404);
  });
});
