import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../platform/context';
import { parseVCards } from '../../platform/vcard';
import { seedProfilesAndCards } from '../../../scripts/seed/profiles-cards';
import type { Profile } from '../../contract/profiles';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

let t: TestContext;
let owner: TestUser;
let admin: TestUser;
let profile: Profile;
let cards: string[];

beforeAll(async () => {
  t = await createTestContext();
  [owner, admin] = await Promise.all([
    createUser(t, { firstName: 'Jane', lastName: 'Doe' }),
    createUser(t, { superadmin: true }),
  ]);
  const first = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0] as Profile;
  const photo = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#884422' } })
    .jpeg()
    .toBuffer();
  await t.api
    .post(`/v1/profiles/${first.id}/photo/upload`)
    .set(owner.headers)
    .attach('file', photo, 'jane.jpg')
    .expect(201);
  const res = await t.api
    .put(`/v1/profiles/${first.id}`)
    .set(owner.headers)
    .send({
      slug: 'jane-doe',
      jobTitle: 'Head of Sales',
      company: 'Acme & Sons',
      department: 'Sales',
      headline: 'Helping teams buy better',
      bio: 'Twenty years in sales. <script>alert(1)</script>',
      phoneNumbers: [{ label: 'mobile', number: '+1 415 555 0101' }],
      emails: [{ label: 'work', email: 'jane@acme.example' }],
      websites: [{ label: 'work', url: 'https://acme.example' }],
      addresses: [
        {
          label: 'office',
          street: '1 Market St',
          city: 'San Francisco',
          region: 'CA',
          postalCode: '94105',
          country: 'USA',
        },
      ],
      everlinks: [{ title: 'Price list', url: 'https://acme.example/prices' }],
      socials: [
        { network: 'linkedin', handle: 'janedoe' },
        { network: 'x', handle: 'jane' },
      ],
      bookingUrl: 'https://calendly.com/jane',
      // New profiles publish no contact details until their owner chooses to (docs/privacy.md).
      email: owner.email,
      config: { sections: { contact: true } },
    });
  expect(res.status).toBe(200);
  profile = res.body.data;
  cards = (await t.api.post('/v1/cards').set(admin.headers).send({ count: 5 })).body.data.cardIds;
  await t.api
    .post('/v1/cards/activate')
    .set(owner.headers)
    .send({ cardId: cards[0], profileId: profile.id })
    .expect(200);
});
afterAll(async () => t.close());

const meta = (html: string, attr: 'property' | 'name', key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`))?.[1];
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('GET /card/{cardId}', () => {
  it('renders the profile in one HTML response: content, actions, QR code, preview tags, cache and CSP', async () => {
    const res = await t.api.get(`/card/${cards[0]}`).set('User-Agent', BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=30, s-maxage=30');
    const html = res.text;
    expect(html).toContain('<h1>Jane Doe</h1>');
    expect(html).toContain('Head of Sales at Acme &amp; Sons');
    expect(html).toContain('Twenty years in sales. &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(`href="/v1/public/profiles/${profile.id}/vcard" download>Save contact</a>`);
    expect(html).toContain(`href="/card/${cards[0]}/contact">Exchange contact</a>`);
    expect(html).toContain('href="https://calendly.com/jane"');
    expect(html).toContain('href="tel:+14155550101"');
    expect(html).toContain('href="mailto:jane@acme.example"');
    expect(html).toContain(`href="${profile.everlinks[0].url}" target="_blank"`);
    expect(html).toContain('href="https://www.linkedin.com/in/janedoe"');
    // The QR code: a PNG of one pixel a module, the page's own address in it (card-qr.test.ts reads it).
    expect(html).toMatch(
      /<figure class="qr"><img src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="QR code for this card" width="\d+" height="\d+">/,
    );
    expect(html).toContain(`src="${profile.images.photo!.url.replace(/&/g, '&amp;')}"`);
    expect(html).toContain(`navigator.sendBeacon("/v1/public/events?p=${profile.id}&v=card:${cards[0]}"`);

    const publicUrl = t.deps.config.publicUrl;
    expect(meta(html, 'property', 'og:title')).toBe('Jane Doe – Head of Sales at Acme &amp; Sons');
    expect(meta(html, 'property', 'og:description')).toBe(
      'Head of Sales at Acme &amp; Sons — Helping teams buy better',
    );
    expect(meta(html, 'property', 'og:url')).toBe(`${publicUrl}/card/@jane-doe`);
    expect(meta(html, 'property', 'og:type')).toBe('profile');
    expect(meta(html, 'property', 'og:image')).toMatch(
      new RegExp(`^${publicUrl}/v1/files/profiles/${profile.id}/photo/.*-fallback\\.jpg\\?token=`),
    );
    expect(meta(html, 'name', 'twitter:card')).toBe('summary');
    expect(meta(html, 'name', 'robots')).toBe('noindex');
    expect(html).toContain(`<link rel="canonical" href="${publicUrl}/card/@jane-doe">`);

    // The CSP allows exactly the inline style and script of this page, and no other script.
    const csp = res.headers['content-security-policy'];
    const style = html.match(/<style>([\s\S]*?)<\/style>/)![1];
    const script = html.match(/<script>([\s\S]*?)<\/script>/)![1];
    expect(csp).toContain(`style-src ${hashOf(style)}`);
    expect(csp).toContain(`script-src ${hashOf(script)}`);
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(html.match(/<script/g)).toHaveLength(1);
    // The photo image is served to the page.
    expect((await t.api.get(profile.images.photo!.url)).status).toBe(200);
  });

  it('takes the card code in any case', async () => {
    expect((await t.api.get(`/card/${cards[0].toLowerCase()}`)).status).toBe(200);
  });

  it('an unassigned card leads to activation, never cached', async () => {
    const res = await t.api.get(`/card/${cards[1]}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toContain(
      `<a class="btn primary" href="/auth/sign-in?redirect=%2Fcard%2F${cards[1]}">Activate this card</a>`,
    );
    expect(meta(res.text, 'name', 'robots')).toBe('noindex');
  });

  it('unknown cards are 404, deactivated cards 410, friendly pages both', async () => {
    const unknown = await t.api.get('/card/ZZZZZZZZZZZZ');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect(unknown.text).toContain('Card not found');
    expect((await t.api.get('/card/not-a-card')).status).toBe(404);
    expect((await t.api.get('/card')).status).toBe(404);
    expect((await t.api.get('/card/a/b')).status).toBe(404);
    // An address that cannot be decoded is the visitor's mistake: a page that says so, not a failure.
    const malformed = await t.api.get('/card/%E0%A4%A');
    expect([malformed.status, malformed.headers['content-type']]).toEqual([400, 'text/html; charset=utf-8']);
    expect(malformed.text).toContain('Page not found');

    await t.api
      .post('/v1/cards/activate')
      .set(owner.headers)
      .send({ cardId: cards[2], profileId: profile.id })
      .expect(200);
    await t.api.delete(`/v1/cards/${cards[2]}`).set(owner.headers).expect(200);
    const gone = await t.api.get(`/card/${cards[2]}`);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('Card no longer active');
  });

  it('a deactivated profile is 410 on its cards and its page; a deleted one leaves its cards unlinked (404)', async () => {
    const side = (
      await t.api.post('/v1/profiles').set(owner.headers).send({ name: 'Side', firstName: 'Jane', slug: 'jane-side' })
    ).body.data as Profile;
    await t.api
      .post('/v1/cards/activate')
      .set(owner.headers)
      .send({ cardId: cards[3], profileId: side.id })
      .expect(200);
    await t.api.put(`/v1/profiles/${side.id}/deactivate`).set(owner.headers).send({}).expect(200);
    const paused = await t.api.get(`/card/${cards[3]}`);
    expect(paused.status).toBe(410);
    expect(paused.text).toContain('Profile unavailable');
    expect((await t.api.get('/card/@jane-side')).status).toBe(410);

    await t.api.put(`/v1/profiles/${side.id}/delete`).set(owner.headers).expect(200);
    const unlinked = await t.api.get(`/card/${cards[3]}`);
    expect(unlinked.status).toBe(404);
    expect(unlinked.text).toContain(`href="/auth/sign-in?redirect=%2Fcards%2F${cards[3]}"`);
    expect((await t.api.get('/card/@jane-side')).status).toBe(404);
  });
});

describe('GET /card/@{slug}', () => {
  it('shows the profile at its own address, canonical to itself, indexable once the owner allows it', async () => {
    expect(meta((await t.api.get('/card/@jane-doe')).text, 'name', 'robots')).toBe('noindex');
    await t.api.put(`/v1/profiles/${profile.id}`).set(owner.headers).send({ indexable: true }).expect(200);
    const res = await t.api.get('/card/@jane-doe');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Jane Doe</h1>');
    expect(meta(res.text, 'name', 'robots')).toBeUndefined();
    expect(res.text).toContain('&v=link:jane-doe"');
    expect((await t.api.get('/card/%40jane-doe')).status).toBe(200);
  });

  it('a URL link redirects, counting people but not bots', async () => {
    const link = (
      await t.api
        .post('/v1/links')
        .set(owner.headers)
        .send({ targetType: 'url', url: 'https://acme.example/spring', slug: 'spring' })
    ).body.data;
    const res = await t.api.get('/card/@spring').set('User-Agent', BROWSER).redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('https://acme.example/spring');
    expect(res.headers['cache-control']).toBe('private, no-store');
    await t.api.get('/card/@spring').set('User-Agent', 'Twitterbot/1.0').redirects(0).expect(302);
    expect((await t.api.get(`/v1/links/${link.id}`).set(owner.headers)).body.data.clicks).toBe(1);
  });

  it('unknown slugs are 404', async () => {
    expect((await t.api.get('/card/@nobody-at-all')).status).toBe(404);
  });
});

describe('GET /v1/public/cards/{cardId}', () => {
  it('answers the card and its public profile, for anyone', async () => {
    const res = await t.api.get(`/v1/public/cards/${cards[0].toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.headers.vary).toMatch(/Authorization/);
    expect(res.body.data).toMatchObject({
      card: { id: cards[0], status: 'active', url: `${t.deps.config.publicUrl}/card/${cards[0]}` },
      state: 'profile',
      profile: { id: profile.id, displayName: 'Jane Doe' },
    });
    expect(res.body.data.profile).not.toHaveProperty('userId');
    expect(res.body.data).not.toHaveProperty('viewer');
  });

  it('tells a signed-in caller whether they own it, uncached', async () => {
    const mine = await t.api.get(`/v1/public/cards/${cards[0]}`).set(owner.headers);
    expect(mine.body.data.viewer).toEqual({ isOwner: true });
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const unassigned = await t.api.get(`/v1/public/cards/${cards[4]}`).set(admin.headers);
    expect(unassigned.body.data).toMatchObject({ state: 'unassigned', profile: null, viewer: { isOwner: false } });
    expect((await t.api.get(`/v1/public/cards/${cards[2]}`)).body.data.state).toBe('deactivated');
    expect((await t.api.get('/v1/public/cards/ZZZZZZZZZZZZ')).status).toBe(404);
  });
});

describe('GET /v1/public/profiles/{profileId}/vcard', () => {
  it('downloads a vCard with name, organisation, title, phones, emails, URLs and the photo', async () => {
    const res = await t.api.get(`/v1/public/profiles/${profile.id}/vcard`).set('User-Agent', BROWSER);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="Jane Doe.vcf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.text).toMatch(/^BEGIN:VCARD\r\nVERSION:3.0\r\n/);
    expect(res.text).toMatch(/PHOTO;ENCODING=b;TYPE=JPEG:/);
    const [card] = parseVCards(res.text).cards;
    expect(card).toMatchObject({
      firstName: 'Jane',
      lastName: 'Doe',
      fullName: 'Jane Doe',
      organization: 'Acme & Sons',
      department: 'Sales',
      title: 'Head of Sales',
    });
    expect(card.phones).toEqual([{ value: '+1 415 555 0101', types: ['cell'] }]);
    expect(card.emails!.map((e) => e.value)).toEqual([owner.email, 'jane@acme.example']);
    expect(card.urls!.map((u) => u.value)).toEqual([
      `${t.deps.config.publicUrl}/card/@jane-doe`,
      'https://acme.example',
    ]);
    expect(card.addresses).toEqual([
      expect.objectContaining({ street: '1 Market St', city: 'San Francisco', postalCode: '94105' }),
    ]);
    expect(card.socialProfiles!.map((s) => s.value)).toEqual([
      'https://www.linkedin.com/in/janedoe',
      'https://x.com/jane',
    ]);
  });

  it('is 404 for unknown profiles and 410 for deactivated ones', async () => {
    expect((await t.api.get('/v1/public/profiles/unknown-profile/vcard')).status).toBe(404);
    const other = (await t.api.post('/v1/profiles').set(owner.headers).send({ name: 'Paused', firstName: 'P' })).body
      .data as Profile;
    await t.api.put(`/v1/profiles/${other.id}/deactivate`).set(owner.headers).send({}).expect(200);
    expect((await t.api.get(`/v1/public/profiles/${other.id}/vcard`)).status).toBe(410);
  });
});

describe('the demo seed (scripts/seed/profiles-cards.ts)', () => {
  it('gives the user two rich profiles, an active card that opens the default one, five cards to activate, and charts; twice is the same', async () => {
    const demo = await createUser(t, { firstName: 'Jordan', lastName: 'Rivera' });
    const ctx = createContext(t.deps);
    const first = await seedProfilesAndCards(ctx, { userId: demo.uid });
    const again = await seedProfilesAndCards(ctx, { userId: demo.uid });
    expect(again).toEqual(first);
    const profiles = (await t.api.get('/v1/profiles').set(demo.headers)).body.data as Profile[];
    expect(profiles.map((p) => [p.id, p.default, p.status])).toEqual([
      [first.defaultProfileId, true, 'active'],
      [first.profileIds[1], false, 'active'],
    ]);
    expect(profiles[0].everlinks.length).toBeGreaterThan(1);
    expect(profiles[0].socials.length).toBeGreaterThan(1);
    // The work card has a photo, and both show their email and phone; the personal one has none and shows initials.
    expect(profiles[0].images.photo?.url).toBeTruthy();
    expect(profiles[0].photoUrl).toBe(profiles[0].images.photo!.url);
    expect(profiles[1].photoUrl).toBeNull();
    const photoAgain = (await t.api.get('/v1/profiles').set(demo.headers)).body.data[0].images.photo.url;
    await seedProfilesAndCards(ctx, { userId: demo.uid });
    expect((await t.api.get('/v1/profiles').set(demo.headers)).body.data[0].images.photo.url).toBe(photoAgain);
    const personal = (await t.api.get(`/card/@${profiles[1].slug}`)).text;
    expect(personal).toContain('<span class="photo avatar" aria-hidden="true">JR</span>');
    expect(personal).toContain('href="mailto:jordan.rivera@mail.example"');

    const page = await t.api.get(`/card/${first.activeCardId}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<h1>Jordan Rivera</h1>');
    expect(page.text).toMatch(/<img class="photo" src="[^"]+" alt="Photo of Jordan Rivera"/);
    expect(page.text).toContain('href="tel:+14155550101"');
    expect(page.text).toContain('href="mailto:jordan@northwind.example"');
    const cardsOfDemo = (await t.api.get('/v1/cards').set(demo.headers)).body.data;
    expect(cardsOfDemo.map((c: { id: string; profileId: string }) => [c.id, c.profileId])).toEqual([
      [first.activeCardId, first.defaultProfileId],
    ]);
    for (const id of first.unassignedCardIds)
      expect((await t.api.get(`/v1/public/cards/${id}`)).body.data.state).toBe('unassigned');
    const activated = await t.api
      .post('/v1/cards/activate')
      .set(demo.headers)
      .send({ cardId: first.unassignedCardIds[0], profileId: first.profileIds[1] });
    expect(activated.status).toBe(200);

    const charts = await t.api.get(`/v1/analytics/dashboard/${first.defaultProfileId}`).set(demo.headers);
    expect(charts.body.data.totals.views).toBeGreaterThan(0);
  });
});
