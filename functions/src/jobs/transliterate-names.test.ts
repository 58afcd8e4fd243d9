import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../test/harness.test-support';
import { contactCalls, names } from '../modules/contacts/contacts.test-support';
import { jobs } from './registry';
import { TRANSLITERATE_NAMES, transliterateNames } from './transliterate-names';
import { collections } from '../platform/store/collections';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());
const { addContact, listAll, profileIdOf } = contactCalls(() => t);

/** The search keys contacts had before transliteration: accent-stripped prefixes of four fields. */
const legacyFold = (v: string) => v.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Puts a profile back the way it was before slugs were transliterated: its link and claim on `legacy`. */
async function giveLegacySlug(profileId: string, legacy: string): Promise<void> {
  const profile = (await collections(t).profiles.doc(profileId).get()).data() as {
    slug: string;
    linkId: string;
    userId: string;
  };
  const batch = t.store.batch();
  batch.delete(collections(t).slugs.doc(profile.slug));
  batch.set(collections(t).slugs.doc(legacy), {
    slug: legacy,
    linkId: profile.linkId,
    userId: profile.userId,
    createdAt: t.clock.now().toISOString(),
  });
  batch.update(collections(t).links.doc(profile.linkId), { slug: legacy });
  batch.update(collections(t).profiles.doc(profileId), { slug: legacy });
  await batch.commit();
}

describe('slugs transliterate names', () => {
  it('makes soren-lukasiewicz of Søren Łukasiewicz, and jurgen-grossmann of Jürgen Großmann', async () => {
    const user = await createUser(t, { firstName: 'Søren', lastName: 'Łukasiewicz' });
    const [initial] = (await t.api.get('/v1/profiles').set(user.headers)).body.data;
    expect(initial.slug).toMatch(/^soren-lukasiewicz-[a-z2-9]{5}$/);
    const created = await t.api
      .post('/v1/profiles')
      .set(user.headers)
      .send({ name: 'Work', firstName: 'Jürgen', lastName: 'Großmann' });
    expect(created.status).toBe(201);
    expect(created.body.data.slug).toBe('jurgen-grossmann');
  });
});

describe(`npm run jobs -- ${TRANSLITERATE_NAMES}`, () => {
  let owner: TestUser;
  let stranger: TestUser;
  let soren: TestUser;
  let sorenProfile: string;
  let jurgenProfile: string;
  let chosenProfile: string;
  const PEOPLE = [
    { firstName: 'Søren', lastName: 'Kierkegaard', company: 'Ærø' },
    { firstName: 'Zofia', lastName: 'Łukasiewicz', email: 'zofia@example.org' },
    { firstName: 'Jürgen', lastName: 'Müller', company: 'Straße AG' },
    { firstName: 'İlkay', lastName: 'Işık' },
    { firstName: 'Thưởng', lastName: 'Đức' },
  ];

  beforeAll(async () => {
    owner = await createUser(t, { firstName: 'Book', lastName: 'Owner' });
    stranger = await createUser(t, { firstName: 'Some', lastName: 'Stranger' });
    for (const person of PEOPLE) {
      const contact = await addContact(owner, person);
      const name = legacyFold(`${person.firstName} ${person.lastName}`);
      await collections(t)
        .contacts.doc(contact.id)
        .update({
          search: {
            name,
            lastName: legacyFold(`${person.lastName} ${person.firstName}`),
            ...(person.company ? { company: legacyFold(person.company) } : {}),
          },
        });
    }
    soren = await createUser(t, { firstName: 'Søren', lastName: 'Łukasiewicz' });
    sorenProfile = await profileIdOf(soren);
    await giveLegacySlug(sorenProfile, 's-ren-ukasiewicz-k7m2p');
    const jurgen = await createUser(t, { firstName: 'Jürgen', lastName: 'Straße' });
    jurgenProfile = await profileIdOf(jurgen);
    await giveLegacySlug(jurgenProfile, 'jurgen-stra-e');
    const chooser = await createUser(t, { firstName: 'Åse', lastName: 'Ødegård' });
    chosenProfile = await profileIdOf(chooser);
    await giveLegacySlug(chosenProfile, 'ase-at-work');
  });

  const search = async (q: string) => names(await listAll(owner, { q, sort: 'name' }, 10));
  const slugOf = async (profileId: string) =>
    ((await collections(t).profiles.doc(profileId).get()).data() as { slug: string }).slug;

  it('is listed with the other jobs', () => {
    expect(Object.keys(jobs)).toContain(TRANSLITERATE_NAMES);
  });

  it('before it runs, old keys miss ASCII searches', async () => {
    expect(await search('soren')).toEqual([]);
    expect(await search('lukasiewicz')).toEqual([]);
  });

  it('stopped after a page, goes on where it stopped; the result is complete, and a second run changes nothing', async () => {
    const first = await transliterateNames(t.deps, { pageSize: 2, maxPages: 1 });
    expect(first).toMatchObject({ pages: 1, done: 'no' });
    const partly = (await Promise.all(['soren', 'lukasiewicz', 'muller', 'isik', 'duc'].map(search))).filter(
      (found) => found.length,
    ).length;
    expect(partly).toBeLessThan(PEOPLE.length);

    const rest = await transliterateNames(t.deps, { pageSize: 2 });
    expect(rest.done).toBe('yes');
    expect(Number(first.contactsChanged) + Number(rest.contactsChanged)).toBe(PEOPLE.length);
    expect(rest.slugsChanged).toBe(2);
    expect(await search('soren')).toEqual(['Søren Kierkegaard']);
    expect(await search('aero')).toEqual(['Søren Kierkegaard']);
    expect(await search('lukasiewicz')).toEqual(['Zofia Łukasiewicz']);
    expect(await search('example.org')).toEqual(['Zofia Łukasiewicz']);
    expect(await search('strasse')).toEqual(['Jürgen Müller']);
    expect(await search('isik')).toEqual(['İlkay Işık']);
    expect(await search('thuong')).toEqual(['Thưởng Đức']);

    expect(await slugOf(sorenProfile)).toBe('soren-lukasiewicz');
    expect(await slugOf(jurgenProfile)).toBe('jurgen-strasse');
    expect(await slugOf(chosenProfile)).toBe('ase-at-work');

    const again = await jobs[TRANSLITERATE_NAMES](t.deps);
    expect(again).toMatchObject({ done: 'yes', contactsChanged: 0, slugsChanged: 0 });
  });

  it('keeps the old slug answering: the API resolves it, the card page redirects to the new one', async () => {
    const resolved = await t.api.get('/v1/links/slug/s-ren-ukasiewicz-k7m2p');
    expect(resolved.status).toBe(200);
    expect(resolved.body.data).toMatchObject({ slug: 'soren-lukasiewicz', targetType: 'profile' });
    expect(resolved.body.data.profile.id).toBe(sorenProfile);
    const page = await t.api.get('/card/@jurgen-stra-e');
    expect(page.status).toBe(301);
    expect(page.headers.location).toBe(`${t.deps.config.publicUrl}/card/@jurgen-strasse`);
    // Within the cards' CDN bound: the owner may claim the old slug back.
    expect(page.headers['cache-control']).toBe('public, max-age=30, s-maxage=30');
    expect((await t.api.get('/card/@jurgen-strasse')).status).toBe(200);
    const profile = await t.api.get(`/v1/profiles/${sorenProfile}/link`).set(soren.headers);
    expect(profile.body.data.slug).toBe('soren-lukasiewicz');
  });

  it('holds the old slug like a released one: nobody else may take it for 90 days', async () => {
    const link = { targetType: 'url', url: 'https://example.com/', slug: 's-ren-ukasiewicz-k7m2p' };
    expect((await t.api.post('/v1/links').set(stranger.headers).send(link)).status).toBe(409);
    t.clock.advance(91 * 86_400_000);
    expect((await t.api.post('/v1/links').set(stranger.headers).send(link)).status).toBe(201);
    expect((await t.api.get('/v1/links/slug/s-ren-ukasiewicz-k7m2p')).body.data).toMatchObject({
      targetType: 'url',
      url: 'https://example.com/',
    });
    // Until someone took it, it answered; the owner's new slug is untouched.
    expect((await t.api.get('/card/@soren-lukasiewicz')).status).toBe(200);
  });
});
