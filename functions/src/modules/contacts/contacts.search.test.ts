import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import { CONTACT_MESSAGES, type Contact } from '../../contract/contacts';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { contactCalls, names } from './contacts.test-support';
import { buildContact } from './contacts.model';
import { collections } from '../../platform/store/collections';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());
const { addContact, listAll } = contactCalls(() => t);

const PEOPLE = [
  { firstName: 'Søren', lastName: 'Kierkegaard', email: 'soren@kobenhavn.example.dk', company: 'Ærø Færger' },
  { firstName: 'Zofia', lastName: 'Łukasiewicz', email: 'zofia.lukasiewicz@example.org', company: 'Żabka Śródmieście' },
  { firstName: 'Jürgen', lastName: 'Müller', email: 'j.mueller@example.org', company: 'Großhandel Straße GmbH' },
  { firstName: 'Íñigo', lastName: 'Muñoz', email: 'inigo@pena.example.es', company: 'Señor Niño S.L.' },
  { firstName: 'İlkay', lastName: 'Işıkoğlu', email: 'ilkay@example.com.tr', company: 'Şişecam' },
  { firstName: 'Nguyễn', lastName: 'Đức Thưởng', email: 'duc@example.vn', company: 'Công ty Ơn' },
  { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@analytical.example', company: 'Analytical Engines' },
];

describe('search: names from every language, contains-search on email and company', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await createUser(t, { firstName: 'Searcher' });
    for (const person of PEOPLE) await addContact(user, person);
  });
  const search = async (q: string) => names(await listAll(user, { q, sort: 'name' }, 10));

  it('finds Danish, Polish, German, Spanish, Turkish and Vietnamese names typed in plain ASCII, and as written', async () => {
    expect(await search('soren')).toEqual(['Søren Kierkegaard']);
    expect(await search('Søren')).toEqual(['Søren Kierkegaard']);
    expect(await search('aero')).toEqual(['Søren Kierkegaard']);
    expect(await search('lukasiewicz')).toEqual(['Zofia Łukasiewicz']);
    expect(await search('zabka')).toEqual(['Zofia Łukasiewicz']);
    expect(await search('srodmiescie')).toEqual(['Zofia Łukasiewicz']);
    expect(await search('muller')).toEqual(['Jürgen Müller']);
    expect(await search('jurgen m')).toEqual(['Jürgen Müller']);
    expect(await search('strasse')).toEqual(['Jürgen Müller']);
    expect(await search('grosshandel')).toEqual(['Jürgen Müller']);
    expect(await search('munoz')).toEqual(['Íñigo Muñoz']);
    expect(await search('inigo')).toEqual(['Íñigo Muñoz']);
    expect(await search('senor nino')).toEqual(['Íñigo Muñoz']);
    expect(await search('ilkay')).toEqual(['İlkay Işıkoğlu']);
    expect(await search('isikoglu')).toEqual(['İlkay Işıkoğlu']);
    expect(await search('sisecam')).toEqual(['İlkay Işıkoğlu']);
    expect(await search('nguyen')).toEqual(['Nguyễn Đức Thưởng']);
    expect(await search('duc thuong')).toEqual(['Nguyễn Đức Thưởng']);
    expect(await search('thuong')).toEqual(['Nguyễn Đức Thưởng']);
    expect(await search('cong ty on')).toEqual(['Nguyễn Đức Thưởng']);
  });

  it('finds every contact at a domain, and a company by any of its words', async () => {
    expect(await search('example.org')).toEqual(['Jürgen Müller', 'Zofia Łukasiewicz']);
    expect(await search('mueller@example.org')).toEqual(['Jürgen Müller']);
    expect(await search('lukasiewicz@example')).toEqual(['Zofia Łukasiewicz']);
    expect(await search('zofia.lukasiewicz@example.org')).toEqual(['Zofia Łukasiewicz']);
    expect(await search('zofia.lukasiewicz@example.com')).toEqual([]);
    expect(await search('engines')).toEqual(['Ada Lovelace']);
    expect(await search('gmbh')).toEqual(['Jürgen Müller']);
    expect(await search('vn')).toEqual(['Nguyễn Đức Thưởng']);
    // Contains-search starts at a word: the middle of a word is not a match.
    expect(await search('ample.org')).toEqual([]);
  });

  it('counts what the filter matches, search included', async () => {
    const count = async (query: Record<string, string>) => {
      const res = await t.api.get('/v1/contacts/count').set(user.headers).query(query);
      expect(res.status).toBe(200);
      return res.body.data.count as number;
    };
    expect(await count({})).toBe(PEOPLE.length);
    expect(await count({ q: 'example.org' })).toBe(2);
    expect(await count({ q: 'zofia.lukasiewicz@example.org' })).toBe(1);
    expect(await count({ q: 'example', favorite: 'true' })).toBe(0);
    const bad = await t.api.get('/v1/contacts/count').set(user.headers).query({ from: '2024-03-05', to: '2024-03-01' });
    expect(bad.status).toBe(400);
  });
});

describe('select all: delete, tag and export every contact matching a filter', () => {
  let owner: TestUser;
  let other: TestUser;
  const TOTAL = 2_150;
  beforeAll(async () => {
    owner = await createUser(t, { firstName: 'Owner' });
    other = await createUser(t, { firstName: 'Other' });
    // Written through the store, as an import would: the selection calls are what is under test.
    const now = t.clock.now().getTime();
    const rows = Array.from({ length: TOTAL }, (_, i) => ({
      firstName: `Person${String(i).padStart(4, '0')}`,
      lastName: i % 2 ? 'Fair' : 'Office',
      email: `p${i}@${i % 2 ? 'fair.example' : 'office.example'}`,
    }));
    await t.api
      .post('/v1/contacts')
      .set(other.headers)
      .send({ firstName: 'Not', lastName: 'Theirs', email: 'x@fair.example' });
    for (let start = 0; start < rows.length; start += 500) {
      const batch = t.store.batch();
      rows.slice(start, start + 500).forEach((row, j) => {
        const ref = collections(t).contacts.doc();
        const createdAt = new Date(now - (start + j) * 1000).toISOString();
        batch.set(ref, buildContact(row, { id: ref.id, userId: owner.uid, source: 'import', now: createdAt }));
      });
      await batch.commit();
    }
  });

  /** Repeats a selection call until it answers no cursor, as the web client does. */
  async function untilDone(
    path: string,
    body: Record<string, unknown>,
  ): Promise<{ count: number; skipped: number; steps: number }> {
    let cursor: string | undefined;
    const total = { count: 0, skipped: 0, steps: 0 };
    do {
      const res = await t.api
        .post(path)
        .set(owner.headers)
        .send({ ...body, ...(cursor ? { cursor } : {}) });
      expect(res.status).toBe(200);
      total.count += res.body.data.count;
      total.skipped += res.body.data.skipped;
      total.steps++;
      cursor = res.body.data.nextCursor;
    } while (cursor);
    return total;
  }
  const countOf = async (user: TestUser, query: Record<string, string>) =>
    (await t.api.get('/v1/contacts/count').set(user.headers).query(query)).body.data.count as number;

  it('tags every match in bounded steps, more than one step’s worth, and only the caller’s', async () => {
    const fair = Math.floor(TOTAL / 2);
    expect(await countOf(owner, { q: 'fair.example' })).toBe(fair);
    const tagged = await untilDone('/v1/contacts/selection/tag', { filter: { q: 'fair.example' }, tag: 'fair-2026' });
    expect(tagged.count).toBe(fair);
    const page = await listAll(owner, { q: 'fair.example' }, 100);
    expect(page.every((c: Contact) => c.tags.includes('fair-2026'))).toBe(true);
    const office = await t.api.get('/v1/contacts').set(owner.headers).query({ q: 'office.example', limit: 5 });
    expect(office.body.data.every((c: Contact) => c.tags.length === 0)).toBe(true);
    const theirs = await t.api.get('/v1/contacts').set(other.headers);
    expect(theirs.body.data[0].tags).toEqual([]);
    // Again: nothing changes, every match counts as tagged.
    expect(
      (await untilDone('/v1/contacts/selection/tag', { filter: { q: 'fair.example' }, tag: 'fair-2026' })).count,
    ).toBe(fair);
    // The whole book (no filter but the owner) is more than one call examines: it takes steps.
    const all = await untilDone('/v1/contacts/selection/tag', { filter: { sort: 'name' }, tag: 'book' });
    expect(all).toEqual({ count: TOTAL, skipped: 0, steps: 2 });
    expect(await countOf(owner, {})).toBe(TOTAL);
  });

  it('exports every match with the same filter', async () => {
    const res = await t.api.post('/v1/contacts/csv/export').set(owner.headers).send({ q: 'fair.example' }).buffer(true);
    expect(res.status).toBe(200);
    const rows = parseCsv(res.text.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(Math.floor(TOTAL / 2));
    expect(rows.every((r) => r.Email.endsWith('@fair.example'))).toBe(true);
  });

  it('deletes every match, and nothing else', async () => {
    const deleted = await untilDone('/v1/contacts/selection/delete', { filter: { q: 'fair.example' } });
    expect(deleted.count).toBe(Math.floor(TOTAL / 2));
    expect(await countOf(owner, {})).toBe(Math.ceil(TOTAL / 2));
    expect(await countOf(owner, { q: 'fair.example' })).toBe(0);
    expect(await countOf(other, {})).toBe(1);
  });

  it('takes ids instead of a filter, and refuses neither or both', async () => {
    const [first] = (await t.api.get('/v1/contacts').set(owner.headers).query({ limit: 1 })).body.data as Contact[];
    const theirs = (await t.api.get('/v1/contacts').set(other.headers)).body.data[0] as Contact;
    const res = await t.api
      .post('/v1/contacts/selection/delete')
      .set(owner.headers)
      .send({ ids: [first.id, theirs.id] });
    expect(res.body.data).toEqual({ count: 1, skipped: 0 });
    expect((await t.api.get(`/v1/contacts/${theirs.id}`).set(other.headers)).status).toBe(200);
    for (const body of [{}, { ids: [first.id], filter: {} }]) {
      const refused = await t.api.post('/v1/contacts/selection/delete').set(owner.headers).send(body);
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ filter: CONTACT_MESSAGES.selectionNeeded });
    }
  });
});
