import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, type Profile } from '../../contract/profiles';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { collections } from '../../platform/store/collections';

/**
 * The card page's look and how search engines may see it (docs/profiles-and-cards.md): brand
 * marks for the socials, an initials avatar without a photo, noindex unless the owner allows
 * indexing, and a schema.org Person of only what the page shows.
 */

let t: TestContext;
let owner: TestUser;
let profile: Profile;

const meta = (html: string, key: string) => html.match(new RegExp(`<meta name="${key}" content="([^"]*)">`))?.[1];
const jsonLdOf = (html: string) => {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((m) => JSON.parse(m[1]) as Record<string, unknown>);
};
const update = (body: Record<string, unknown>) => t.api.put(`/v1/profiles/${profile.id}`).set(owner.headers).send(body);

beforeAll(async () => {
  t = await createTestContext();
  owner = await createUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
  const first = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0] as Profile;
  profile = first;
  const res = await update({
    slug: 'ada-looks',
    jobTitle: 'Analyst',
    company: 'Engines Ltd',
    headline: 'Notes on the engine',
    phoneNumbers: [{ label: 'mobile', number: '+44 20 7946 0018' }],
    email: 'ada@engines.example',
    socials: [
      { network: 'instagram', handle: 'ada' },
      { network: 'linkedin', handle: 'ada' },
      { network: 'github', handle: 'ada' },
    ],
    // Contact details stay private: the Person must not carry them.
    config: { sections: { contact: false } },
  });
  expect(res.status).toBe(200);
  profile = res.body.data;
});
afterAll(async () => t.close());

describe('the card page looks designed', () => {
  it('shows each social network as its icon: a brand mark, or a generic glyph where there is none, named for assistive technology', async () => {
    const html = (await t.api.get('/card/@ada-looks')).text;
    const socials = html.match(/<ul class="socials">([\s\S]*?)<\/ul>/)![1];
    const links = [...socials.matchAll(/<a [^>]*title="([^"]+)"[^>]*>(<svg[^>]*>)<path d="([^"]+)"/g)].map(
      ([, name, svg, path]) => ({ name, svg, path }),
    );
    expect(links.map((l) => l.name)).toEqual(['Instagram', 'LinkedIn', 'GitHub']);
    // Instagram's and GitHub's marks from simple-icons (M7.0301.084c-1.2768…, M12 .297c-6.63…),
    // filled, to two decimals; LinkedIn has none there.
    expect(links[0].svg).toBe('<svg viewBox="0 0 24 24" aria-hidden="true">');
    expect(links[0].path).toMatch(/^M7\.03\.08c-1\.28\.06-2\.15/);
    expect(links[2].path).toMatch(/^M12 \.3c-6\.63 0-12 5\.37/);
    expect(links[1].svg).toContain('class="g"');
    // No text pill: the name is the link's label, not its content.
    expect(socials).not.toMatch(/>Instagram</);
    // Only the marks this card shows travel with it.
    expect(html.match(/<svg /g)!.length).toBeLessThanOrEqual(5);
    expect(html).not.toContain('title="TikTok"');
  });

  it('gives a card without a photo an initials avatar in its colour, hidden from screen readers, the name being the heading', async () => {
    await update({ config: { theme: { primaryColor: '#ffd400' } } }).expect(200);
    const html = (await t.api.get('/card/@ada-looks')).text;
    expect(html).toContain('<span class="photo avatar" aria-hidden="true">AL</span>');
    expect(html).toContain('<h1>Ada Lovelace</h1>');
    // A yellow brand gets black letters, as the buttons do.
    expect(html).toContain('.avatar{display:inline-grid;place-items:center;background:#ffd400;color:#000;');
  });

  it('shows the photo instead of the avatar once there is one', async () => {
    const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    await t.api
      .post(`/v1/profiles/${profile.id}/photo/upload`)
      .set(owner.headers)
      .attach('file', photo, 'ada.jpg')
      .expect(201);
    const html = (await t.api.get('/card/@ada-looks')).text;
    expect(html).toMatch(/<img class="photo" src="[^"]+" alt="Photo of Ada Lovelace"/);
    expect(html).not.toContain('class="photo avatar"');
    expect(html).not.toContain('.avatar{');
  });
});

describe('search engines see a card only when its owner allows it', () => {
  it('keeps a profile out of search engines by default: the robots meta, X-Robots-Tag, no structured data', async () => {
    expect(profile.indexable).toBe(false);
    const res = await t.api.get('/card/@ada-looks');
    expect(res.status).toBe(200);
    expect(meta(res.text, 'robots')).toBe('noindex');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(jsonLdOf(res.text)).toEqual([]);
  });

  it('lets the owner allow indexing: no noindex, and a Person of only the published fields', async () => {
    const saved = await update({ indexable: true });
    expect([saved.status, saved.body.data.indexable]).toEqual([200, true]);
    const res = await t.api.get('/card/@ada-looks');
    expect(meta(res.text, 'robots')).toBeUndefined();
    expect(res.headers['x-robots-tag']).toBeUndefined();
    const [person, ...more] = jsonLdOf(res.text);
    expect(more).toEqual([]);
    const photoUrl = (await t.api.get(`/v1/profiles/${profile.id}`).set(owner.headers)).body.data.images.photo
      .fallbackUrl as string;
    expect(person).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Ada Lovelace',
      givenName: 'Ada',
      familyName: 'Lovelace',
      url: `${t.deps.config.publicUrl}/card/@ada-looks`,
      jobTitle: 'Analyst',
      worksFor: { '@type': 'Organization', name: 'Engines Ltd' },
      description: 'Notes on the engine',
      image: `${t.deps.config.publicUrl}${photoUrl}`,
      sameAs: ['https://www.instagram.com/ada', 'https://www.linkedin.com/in/ada', 'https://github.com/ada'],
    });
  });

  it('adds email and telephone once the owner shows their contact details', async () => {
    await update({ config: { sections: { contact: true } } }).expect(200);
    const [person] = jsonLdOf((await t.api.get('/card/@ada-looks')).text);
    expect(person.email).toEqual(['mailto:ada@engines.example']);
    expect(person.telephone).toEqual(['+44 20 7946 0018']);
  });

  it('leaves out a social the owner hid, and every social while the section is off', async () => {
    await update({
      socials: [
        { network: 'instagram', handle: 'ada' },
        { network: 'linkedin', handle: 'ada', visible: false },
        { network: 'github', handle: 'ada' },
      ],
    }).expect(200);
    const [person] = jsonLdOf((await t.api.get('/card/@ada-looks')).text);
    expect(person.sameAs).toEqual(['https://www.instagram.com/ada', 'https://github.com/ada']);
    await update({ config: { sections: { socials: false } } }).expect(200);
    const [without] = jsonLdOf((await t.api.get('/card/@ada-looks')).text);
    expect(without).not.toHaveProperty('sameAs');
    expect(without.name).toBe('Ada Lovelace');
    await update({ config: { sections: { socials: true } } }).expect(200);
  });

  it('keeps a name with </script> inert inside the structured data', async () => {
    await update({ firstName: 'Ada</script><script>alert(1)</script>', headline: '<!-- x' }).expect(200);
    const html = (await t.api.get('/card/@ada-looks')).text;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<!-- x');
    const [person] = jsonLdOf(html);
    expect(person.givenName).toBe('Ada</script><script>alert(1)</script>');
    expect(person.description).toBe('<!-- x');
    expect(html).toContain('Ada\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });

  it("keeps a card's own address out whatever the setting (it duplicates the profile's page)", async () => {
    const admin = await createUser(t, { superadmin: true });
    const [cardId] = (await t.api.post('/v1/cards').set(admin.headers).send({ count: 1 })).body.data
      .cardIds as string[];
    await t.api.post('/v1/cards/activate').set(owner.headers).send({ cardId, profileId: profile.id }).expect(200);
    const res = await t.api.get(`/card/${cardId}`);
    expect([meta(res.text, 'robots'), res.headers['x-robots-tag']]).toEqual(['noindex', 'noindex']);
    expect(jsonLdOf(res.text)).toEqual([]);
  });

  it('refuses a setting that is not yes or no, and changes nothing', async () => {
    for (const indexable of ['yes', 1, null]) {
      const res = await update({ indexable });
      expect([res.status, res.body.fields]).toEqual([400, { indexable: PROFILE_MESSAGES.indexableInvalid }]);
    }
    expect((await t.api.get(`/v1/profiles/${profile.id}`).set(owner.headers)).body.data.indexable).toBe(true);
  });

  it('keeps a profile stored before the setting out of search engines', async () => {
    const ref = collections(t).profiles.doc(profile.id);
    const { indexable: _was, ...before } = (await ref.get()).data()!;
    await ref.set(before);
    // As the profile stood before there were views to drop.
    await collections(t).publicViews.doc(profile.id).delete();
    expect((await t.api.get(`/v1/profiles/${profile.id}`).set(owner.headers)).body.data.indexable).toBe(false);
    const res = await t.api.get('/card/@ada-looks');
    expect([meta(res.text, 'robots'), res.headers['x-robots-tag'], jsonLdOf(res.text)]).toEqual([
      'noindex',
      'noindex',
      [],
    ]);
  });

  it('starts a new profile out of search engines', async () => {
    const created = await t.api.post('/v1/profiles').set(owner.headers).send({ name: 'Events' });
    expect([created.status, created.body.data.indexable]).toEqual([201, false]);
  });
});
