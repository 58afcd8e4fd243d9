import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { CONTACT_MESSAGES, type Contact } from '../../contract/contacts';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness';
import { withChallenge } from '../../../test/lead-challenge';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

/** The user's first profile, made with their user record. */
async function profileIdOf(user: TestUser): Promise<string> {
  const res = await t.api.get('/v1/profiles').set(user.headers);
  return res.body.data[0].id;
}

async function addContact(user: TestUser, body: Record<string, unknown>): Promise<Contact> {
  const res = await t.api.post('/v1/contacts').set(user.headers).send(body);
  if (res.status !== 201) throw new Error(`POST /v1/contacts answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data as Contact;
}

async function listAll(user: TestUser, query: Record<string, string | number | boolean> = {}, limit = 2): Promise<Contact[]> {
  const all: Contact[] = [];
  let cursor: string | undefined;
  do {
    const res = await t.api
      .get('/v1/contacts')
      .set(user.headers)
      .query({ ...query, limit, ...(cursor ? { cursor } : {}) });
    expect(res.status).toBe(200);
    all.push(...res.body.data);
    cursor = res.body.nextCursor;
  } while (cursor);
  return all;
}

const names = (contacts: Contact[]) => contacts.map((c) => `${c.firstName} ${c.lastName}`.trim());

describe('lead capture: POST /v1/contacts without a token', () => {
  let owner: TestUser;
  let profileId: string;
  beforeAll(async () => {
    owner = await createUser(t, { firstName: 'Olivia', lastName: 'Owner' });
    profileId = await profileIdOf(owner);
  });

  const lead = (body: Record<string, unknown> = {}) => ({
    profileId,
    firstName: 'Vera',
    lastName: 'Visitor',
    email: 'vera@visitor.test',
    consent: true,
    consentText: 'I agree to share my details with the owner.',
    ...body,
  });

  it("creates a lead for the profile's owner, marked as from the form, shown first among recent contacts", async () => {
    await addContact(owner, { firstName: 'Earlier', lastName: 'Contact' });
    t.clock.advance(1000);
    const res = await t.api
      .post('/v1/contacts')
      .send(await withChallenge(t.api, lead({ company: 'Visiting Co', jobTitle: 'Buyer', note: 'Call me', phoneNumber: '+1 415 555 0100' })));
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      profileId,
      owner: { firstName: 'Olivia', lastName: 'Owner', displayName: 'Olivia Owner', photoUrl: null, company: null, jobTitle: null },
      vcardUrl: `/v1/public/profiles/${profileId}/vcard`,
      erasure: { contactId: expect.any(String), token: expect.any(String) },
    });
    const card = await t.api.get(res.body.data.vcardUrl);
    expect(card.status).toBe(200);
    expect(card.text).toContain('FN:Olivia Owner');

    const recent = await t.api.get('/v1/contacts').set(owner.headers).query({ sort: 'createdAt', order: 'desc' });
    expect(recent.status).toBe(200);
    expect(recent.body.data[0]).toMatchObject({
      firstName: 'Vera',
      lastName: 'Visitor',
      email: 'vera@visitor.test',
      phoneNumber: '+1 415 555 0100',
      company: 'Visiting Co',
      jobTitle: 'Buyer',
      note: 'Call me',
      source: 'form',
      profileId,
      userId: owner.uid,
      favorite: false,
    });
    expect(recent.body.data[0].consentAt).toBe(t.clock.now().toISOString());
    const fromForm = await t.api.get('/v1/contacts').set(owner.headers).query({ source: 'form' });
    expect(names(fromForm.body.data)).toEqual(['Vera Visitor']);
    const stats = await t.api.get(`/v1/analytics/dashboard/${profileId}`).set(owner.headers);
    expect(stats.body.data.totals.leads).toBe(1);
  });

  it('checks the fields with the specification messages', async () => {
    const missing = await t.api.post('/v1/contacts').send(await withChallenge(t.api, { profileId }));
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ firstName: MESSAGES.required, consent: MESSAGES.required });

    const bad = await t.api.post('/v1/contacts').send(await withChallenge(t.api, lead({ email: 'not-an-email', phoneNumber: 'call me' })));
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ email: MESSAGES.invalidEmail, phoneNumber: MESSAGES.invalidPhone });

    const unreachable = await t.api.post('/v1/contacts').send(await withChallenge(t.api, lead({ email: undefined })));
    expect(unreachable.status).toBe(400);
    expect(unreachable.body.fields).toEqual({ email: MESSAGES.required, phoneNumber: MESSAGES.required });

    const noConsent = await t.api.post('/v1/contacts').send(await withChallenge(t.api, lead({ consent: false })));
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.fields).toEqual({ consent: MESSAGES.required });

    const phoneOnly = await t.api.post('/v1/contacts').send(await withChallenge(t.api, lead({ email: undefined, phoneNumber: '+44 20 7946 0000', firstName: 'Phone' })));
    expect(phoneOnly.status).toBe(201);
  });

  it('answers a filled honeypot as accepted and stores nothing', async () => {
    const before = (await listAll(owner, {}, 100)).length;
    const res = await t.api.post('/v1/contacts').send(await withChallenge(t.api, lead({ firstName: 'Bot', website: 'https://spam.example' })));
    expect(res.status).toBe(201);
    expect(res.body.data.owner.displayName).toBe('Olivia Owner');
    const after = await listAll(owner, {}, 100);
    expect(after.length).toBe(before);
    expect(names(after)).not.toContain('Bot Visitor');
  });

  it('takes a signed-in visitor’s submission as a lead for the owner, not as the visitor’s contact', async () => {
    const visitor = await createUser(t, { firstName: 'Signed', lastName: 'Visitor' });
    const res = await t.api
      .post('/v1/contacts')
      .set(visitor.headers)
      .send(await withChallenge(t.api, lead({ firstName: 'Signed', email: 'signed@visitor.test' })));
    expect(res.status).toBe(201);
    expect(names(await listAll(owner, { source: 'form' }, 100))).toContain('Signed Visitor');
    expect(await listAll(visitor)).toEqual([]);
  });

  it('refuses leads while capture is off or the profile is not active', async () => {
    // The public form reads the profile's public page for the owner and the switch.
    const page = await t.api.get(`/v1/profiles/${profileId}`);
    expect(page.status).toBe(200);
    expect(page.body.data).toMatchObject({ displayName: 'Olivia Owner', config: { leadCapture: { enabled: true } } });

    expect(
      (
        await t.api
          .put(`/v1/profiles/${profileId}/config`)
          .set(owner.headers)
          .send({ leadCapture: { enabled: false } })
      ).status,
    ).toBe(200);
    expect((await t.api.get(`/v1/profiles/${profileId}`)).body.data.config.leadCapture.enabled).toBe(false);
    const refused = await t.api.post('/v1/contacts').send(await withChallenge(t.api, lead({ firstName: 'Late' })));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(CONTACT_MESSAGES.leadCaptureOff);
    await t.api
      .put(`/v1/profiles/${profileId}/config`)
      .set(owner.headers)
      .send({ leadCapture: { enabled: true } });

    const other = await createUser(t);
    const otherProfile = await profileIdOf(other);
    expect((await t.api.put(`/v1/profiles/${otherProfile}/deactivate`).set(other.headers).send({ deactivated: true })).status).toBe(200);
    const inactive = await t.api.post('/v1/contacts').send(await withChallenge(t.api, lead({ profileId: otherProfile })));
    expect(inactive.status).toBe(404);
    expect(inactive.body.message).toBe(CONTACT_MESSAGES.profileUnavailable);
    expect((await t.api.post('/v1/contacts').send(await withChallenge(t.api, lead({ profileId: 'no-such-profile' })))).status).toBe(404);
    expect(names(await listAll(owner, {}, 100))).not.toContain('Late Visitor');
  });

  it('limits submissions per address', { timeout: 120_000 }, async () => {
    const own = await createTestContext();
    try {
      const user = await createUser(own);
      const pid = (await own.api.get('/v1/profiles').set(user.headers)).body.data[0].id;
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        statuses.push(
          (
            await own.api.post('/v1/contacts').send(
              await withChallenge(own.api, {
                profileId: pid,
                firstName: `V${i}`,
                email: `v${i}@x.test`,
                consent: true,
                consentText: 'I agree to share my details with the owner.',
              }),
            )
          ).status,
        );
      }
      expect(statuses.slice(0, 60).every((s) => s === 201)).toBe(true);
      expect(statuses[60]).toBe(429);
      // The signed-in contact book is not limited.
      expect((await own.api.post('/v1/contacts').set(user.headers).send({ firstName: 'Mine' })).status).toBe(201);
    } finally {
      await own.close();
    }
  });
});

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
    expect(created).toMatchObject({ userId: alice.uid, email: 'grace@navy.example', source: 'scan', profileId, favorite: false, tags: ['pioneer'], photoUrl: null });
    expect(created).not.toHaveProperty('search');

    const read = await t.api.get(`/v1/contacts/${created.id}`).set(alice.headers);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(created);

    t.clock.advance(1000);
    const changed = await t.api.put(`/v1/contacts/${created.id}`).set(alice.headers).send({ company: 'Remington Rand', favorite: true });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ company: 'Remington Rand', favorite: true, firstName: 'Grace', createdAt: created.createdAt });
    expect(changed.body.data.updatedAt > created.updatedAt).toBe(true);
    const found = await t.api.get('/v1/contacts').set(alice.headers).query({ q: 'reming' });
    expect(names(found.body.data)).toEqual(['Grace Hopper']);

    const nameless = await t.api.put(`/v1/contacts/${created.id}`).set(alice.headers).send({ firstName: '', lastName: '' });
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
    const bad = await t.api.post('/v1/contacts').set(alice.headers).send({ firstName: 'A', email: 'nope', phoneNumber: 'x' });
    expect(bad.body.fields).toEqual({ email: MESSAGES.invalidEmail, phoneNumber: MESSAGES.invalidPhone });
    const form = await t.api.post('/v1/contacts').set(alice.headers).send({ firstName: 'A', source: 'form' });
    expect(form.status).toBe(400);
  });

  it("answers 404 for another user's contact and profile, and 401 without a token", async () => {
    const mine = await addContact(alice, { firstName: 'Private', lastName: 'Person' });
    expect((await t.api.get(`/v1/contacts/${mine.id}`).set(bob.headers)).status).toBe(404);
    expect((await t.api.put(`/v1/contacts/${mine.id}`).set(bob.headers).send({ firstName: 'Hacked' })).status).toBe(404);
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
    const foreign = await t.api.post('/v1/contacts').set(alice.headers).send({ firstName: 'X', profileId: bobsProfile });
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
    { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.example', company: 'Analytical Engines', favorite: true },
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
    expect(names(az)).toEqual(['Ada Lovelace', 'Alan Turing', 'Barbara Liskov', 'Dorothy Vaughan', 'José Núñez', 'Katherine Johnson', 'Linus Torvalds']);
    const za = await listAll(user, { sort: 'name', order: 'desc' }, 4);
    expect(names(za)).toEqual([...names(az)].reverse());
  });

  it('finds by the start of a first name, last name, full name, email or company', async () => {
    const search = async (q: string, limit = 10) => names(await listAll(user, { q }, limit));
    expect(await search('al')).toEqual(['Alan Turing']);
    expect(await search('lo')).toEqual(['Ada Lovelace']);
    expect(await search('ada lov')).toEqual(['Ada Lovelace']);
    expect(await search('nunez')).toEqual(['José Núñez']);
    expect(await search('JOSE')).toEqual(['José Núñez']);
    expect(await search('kj@')).toEqual(['Katherine Johnson']);
    expect((await search('nasa')).sort()).toEqual(['Dorothy Vaughan', 'Katherine Johnson']);
    // Alphabetical by what matched, each person once, however small the pages.
    expect(await search('l', 1)).toEqual(['Linus Torvalds', 'Barbara Liskov', 'Ada Lovelace']);
    expect(await search('zzz')).toEqual([]);
  });

  it('filters by favorite, profile, source and dates, also with a search', async () => {
    expect(names(await listAll(user, { favorite: true }))).toEqual(['Barbara Liskov', 'Katherine Johnson', 'Ada Lovelace']);
    const favorites = await t.api.get('/v1/contacts/favorite').set(user.headers).query({ sort: 'name' });
    expect(names(favorites.body.data)).toEqual(['Ada Lovelace', 'Barbara Liskov', 'Katherine Johnson']);
    expect(names(await listAll(user, { profileId: secondProfile }))).toEqual(['Linus Torvalds', 'Katherine Johnson', 'Alan Turing']);
    expect(names(await listAll(user, { source: 'manual', favorite: false, profileId }))).toEqual(['Dorothy Vaughan', 'José Núñez']);
    expect(names(await listAll(user, { from: '2024-03-02', to: '2024-03-04' }))).toEqual(['Katherine Johnson', 'José Núñez', 'Alan Turing']);
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
    const wrong = await t.api.get('/v1/contacts').set(user.headers).query({ sort: 'name', cursor: page.body.nextCursor });
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
    const res = await t.api.post(`/v1/contacts/${contact.id}/display/upload`).set(user.headers).attach('file', png, { filename: 'me.png', contentType: 'image/png' });
    expect(res.status).toBe(200);
    expect(res.body.data.photoUrl).toMatch(/^\/v1\/files\/contacts\//);
    const image = await t.api.get(res.body.data.photoUrl);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#f80' } })
      .jpeg()
      .toBuffer();
    const again = await t.api.post(`/v1/contacts/${contact.id}/display/upload`).set(user.headers).attach('file', jpeg, { filename: 'me.jpg', contentType: 'image/jpeg' });
    expect(again.status).toBe(200);
    expect((await t.api.get(res.body.data.photoUrl)).status).toBe(404);
    expect((await t.api.get(again.body.data.photoUrl)).status).toBe(200);

    const text = await t.api
      .post(`/v1/contacts/${contact.id}/display/upload`)
      .set(user.headers)
      .attach('file', Buffer.from('hello'), { filename: 'a.png', contentType: 'image/png' });
    expect(text.status).toBe(415);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await t.api.post(`/v1/contacts/${contact.id}/display/upload`).set(user.headers).attach('file', big, { filename: 'big.png', contentType: 'image/png' });
    expect(large.status).toBe(413);
    expect(large.body.message).toBe(MESSAGES.fileTooLarge);
    const foreign = await t.api.post(`/v1/contacts/${contact.id}/display/upload`).set(other.headers).attach('file', png, { filename: 'x.png', contentType: 'image/png' });
    expect(foreign.status).toBe(404);
    expect((await t.api.get(`/v1/contacts/${contact.id}`).set(user.headers)).body.data.photoUrl).toBe(again.body.data.photoUrl);

    await t.api.delete(`/v1/contacts/${contact.id}`).set(user.headers);
    expect((await t.api.get(again.body.data.photoUrl)).status).toBe(404);
  });
});

describe('duplicates: GET and POST /v1/contacts/merge', () => {
  it('groups likely duplicates by email, phone and name, and merges a group without losing anything', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    t.clock.set('2024-05-01T09:00:00.000Z');
    const oldest = await addContact(user, {
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@old.example',
      phoneNumber: '+1 415 555 0199',
      jobTitle: 'Engineer',
      note: 'Met at PyCon',
      tags: ['python'],
    });
    t.clock.set('2024-06-01T09:00:00.000Z');
    const byPhone = await addContact(user, {
      firstName: 'Samuel',
      lastName: 'Lee',
      phoneNumber: '+14155550199',
      company: 'Globex',
      email: 'samuel@globex.example',
      favorite: true,
      tags: ['customer'],
    });
    t.clock.set('2024-07-01T09:00:00.000Z');
    const primary = await addContact(user, {
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'SAM@new.example',
      company: 'Initech',
      jobTitle: 'CTO',
      note: 'Now at Initech',
      otherEmails: ['sam@old.example'],
    });
    const byName = await addContact(user, { firstName: 'Riley', lastName: 'Stone', email: 'riley@a.example' });
    await addContact(user, { firstName: 'riley', lastName: 'stone', phoneNumber: '020 7946 0000' });
    await addContact(user, { firstName: 'Unique', lastName: 'Person', email: 'unique@x.example' });
    await addContact(other, { firstName: 'Sam', lastName: 'Lee', email: 'sam@old.example' });
    t.clock.set(new Date());

    const groups = await t.api.get('/v1/contacts/merge').set(user.headers);
    expect(groups.status).toBe(200);
    expect(groups.body.data).toHaveLength(2);
    const sam = groups.body.data.find((g: { contacts: Contact[] }) => g.contacts.some((c) => c.id === primary.id));
    expect(sam.contacts.map((c: Contact) => c.id)).toEqual([oldest.id, byPhone.id, primary.id]);
    expect(sam.reasons).toEqual(['email', 'phone', 'name']);
    const riley = groups.body.data.find((g: { contacts: Contact[] }) => g.contacts.some((c) => c.id === byName.id));
    expect(riley.reasons).toEqual(['name']);
    expect(riley.contacts).toHaveLength(2);

    const merged = await t.api
      .post('/v1/contacts/merge')
      .set(user.headers)
      .send({ primaryId: primary.id, ids: [oldest.id, byPhone.id] });
    expect(merged.status).toBe(200);
    const c = merged.body.data as Contact;
    expect(c).toMatchObject({
      id: primary.id,
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@new.example',
      company: 'Initech',
      jobTitle: 'CTO',
      phoneNumber: '+1 415 555 0199',
      favorite: true,
      createdAt: oldest.createdAt,
      source: 'manual',
    });
    expect(c.otherEmails.sort()).toEqual(['sam@old.example', 'samuel@globex.example']);
    expect(c.otherPhoneNumbers).toEqual([]);
    expect(c.tags.sort()).toEqual(['customer', 'python']);
    expect(c.note).toContain('Now at Initech');
    expect(c.note).toContain('Met at PyCon');
    expect(c.note).toContain('Name: Samuel Lee');
    expect(c.note).toContain('Company: Globex');
    expect(c.note).toContain('Job title: Engineer');
    expect((await t.api.get(`/v1/contacts/${oldest.id}`).set(user.headers)).status).toBe(404);
    expect((await t.api.get(`/v1/contacts/${byPhone.id}`).set(user.headers)).status).toBe(404);
    const after = await t.api.get('/v1/contacts/merge').set(user.headers);
    expect(after.body.data).toHaveLength(1);

    const mixed = await t.api
      .post('/v1/contacts/merge')
      .set(other.headers)
      .send({ primaryId: primary.id, ids: [byName.id] });
    expect(mixed.status).toBe(404);
    const one = await t.api
      .post('/v1/contacts/merge')
      .set(user.headers)
      .send({ primaryId: primary.id, ids: [primary.id] });
    expect(one.status).toBe(400);
    expect(one.body.fields).toEqual({ ids: CONTACT_MESSAGES.mergeNeedsTwo });
    expect((await t.api.get(`/v1/contacts/${byName.id}`).set(user.headers)).status).toBe(200);
  });
});

describe('POST /v1/contacts/sync/profile/{contactId}', () => {
  it('refreshes a contact from the Everlink profile it is linked to, and says why it cannot otherwise', async () => {
    const user = await createUser(t);
    const friend = await createUser(t, { firstName: 'Frida', lastName: 'Friend' });
    const friendProfile = await profileIdOf(friend);
    // The friend chose to show their email (new profiles publish none: docs/privacy.md).
    await t.api
      .put(`/v1/profiles/${friendProfile}`)
      .set(friend.headers)
      .send({ email: friend.email, config: { sections: { contact: true } } })
      .expect(200);
    const saved = await addContact(user, { linkedProfileId: friendProfile, source: 'exchange' });
    expect(saved).toMatchObject({ firstName: 'Frida', lastName: 'Friend', email: friend.email, linkedProfileId: friendProfile, source: 'exchange' });

    const edited = await t.api.put(`/v1/profiles/${friendProfile}`).set(friend.headers).send({ firstName: 'Frederika', jobTitle: 'Director', email: 'frederika@new.example' });
    expect(edited.status).toBe(200);
    const synced = await t.api.post(`/v1/contacts/sync/profile/${saved.id}`).set(user.headers);
    expect(synced.status).toBe(200);
    expect(synced.body.data).toMatchObject({
      firstName: 'Frederika',
      lastName: 'Friend',
      jobTitle: 'Director',
      email: 'frederika@new.example',
      otherEmails: [friend.email],
      id: saved.id,
      createdAt: saved.createdAt,
    });

    const plain = await addContact(user, { firstName: 'Not', lastName: 'Linked' });
    const unlinked = await t.api.post(`/v1/contacts/sync/profile/${plain.id}`).set(user.headers);
    expect(unlinked.status).toBe(400);
    expect(unlinked.body.message).toBe(CONTACT_MESSAGES.notLinked);

    expect((await t.api.post(`/v1/contacts/sync/profile/${saved.id}`).set(friend.headers)).status).toBe(404);

    await t.api.put(`/v1/profiles/${friendProfile}/deactivate`).set(friend.headers).send({ deactivated: true });
    const gone = await t.api.post(`/v1/contacts/sync/profile/${saved.id}`).set(user.headers);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(CONTACT_MESSAGES.linkedProfileGone);
  });
});
