import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, MAX_FILE_BYTES } from '../../contract/messages';
import { DEFAULT_PROFILE_CONFIG, PROFILE_MESSAGES, type Profile } from '../../contract/profiles';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());

async function profilesOf(user: TestUser): Promise<Profile[]> {
  const res = await t.api.get('/v1/profiles').set(user.headers);
  expect(res.status).toBe(200);
  return res.body.data;
}

async function create(user: TestUser, body: Record<string, unknown>): Promise<Profile> {
  const res = await t.api.post('/v1/profiles').set(user.headers).send(body);
  if (res.status !== 201) throw new Error(`POST /v1/profiles answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}

const image = (width: number, height: number, color = '#3366cc') => sharp({ create: { width, height, channels: 3, background: color } });
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), Buffer.alloc(64)]);

describe('the initial profile (POST /v1/users)', () => {
  it('is complete: default, active, a unique slug from the name, a share link, the default config', async () => {
    const user = await createUser(t, { firstName: 'Zoë', lastName: 'Núñez' });
    const [profile] = await profilesOf(user);
    expect(profile).toMatchObject({
      userId: user.uid,
      default: true,
      status: 'active',
      firstName: 'Zoë',
      lastName: 'Núñez',
      email: '',
      phoneNumbers: [],
      config: DEFAULT_PROFILE_CONFIG,
    });
    expect(profile.slug).toMatch(/^zoe-nunez-[a-z0-9]{5}$/);
    expect(profile.config.leadCapture.enabled).toBe(true);
    expect((await t.store.doc(`slugs/${profile.slug}`).get()).data()).toMatchObject({ linkId: profile.linkId, userId: user.uid });
    expect((await t.store.doc(`links/${profile.linkId}`).get()).data()).toMatchObject({ targetType: 'profile', profileId: profile.id, slug: profile.slug });
    expect(profile).not.toHaveProperty('mediaPaths');
  });

  it('publishes nothing the owner did not choose: no sign-in email or phone, contact details hidden', async () => {
    const user = await createUser(t);
    const [profile] = await profilesOf(user);
    expect(profile.config.sections.contact).toBe(false);
    const seen = (await t.api.get(`/v1/profiles/${profile.id}`)).body.data;
    expect(seen).toMatchObject({ email: null, phoneNumbers: [], emails: [] });
    expect(JSON.stringify(seen)).not.toContain(user.email);
    // A profile made later does not take the sign-in email either.
    const created = await t.api.post('/v1/profiles').set(user.headers).send({ name: 'Events' });
    expect(created.body.data).toMatchObject({ email: '', config: { sections: { contact: false } } });
  });
});

describe('profiles: list, create, read, update', () => {
  let owner: TestUser;
  let stranger: TestUser;
  let first: Profile;
  beforeAll(async () => {
    owner = await createUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
    stranger = await createUser(t);
    [first] = await profilesOf(owner);
    // The test clock stands still; profiles created later must be later for the list order.
    t.clock.advance(1000);
  });

  it('creates a full business-card profile, normalising phone numbers, with a slug from the name', async () => {
    const profile = await create(owner, {
      name: 'Work',
      firstName: 'Ada',
      lastName: 'Lovelace',
      jobTitle: 'Analyst',
      company: 'Analytical Engines',
      department: 'R&D',
      pronouns: 'she/her',
      headline: 'First programmer',
      bio: 'Notes on the engine.',
      phoneNumbers: [{ label: 'mobile', number: '+1 (415) 555-0101' }],
      emails: [{ label: 'work', email: 'ADA@Engines.example' }],
      websites: [{ label: 'site', url: 'engines.example' }],
      addresses: [{ label: 'office', street: '1 Engine Way', city: 'London', country: 'UK' }],
      everlinks: [{ title: 'Notes', url: 'https://notes.example/ada' }],
      socials: [
        { network: 'linkedin', handle: '@ada' },
        { network: 'github', url: 'https://github.com/ada' },
      ],
    });
    expect(profile).toMatchObject({
      default: false,
      status: 'active',
      phoneNumbers: [{ label: 'mobile', number: '+1 415 555 0101' }],
      emails: [{ label: 'work', email: 'ada@engines.example' }],
      websites: [{ label: 'site', url: 'https://engines.example' }],
      socials: [
        { network: 'linkedin', url: 'https://www.linkedin.com/in/ada', handle: 'ada', order: 0, visible: true },
        { network: 'github', url: 'https://github.com/ada', order: 1 },
      ],
    });
    expect(profile.slug).toMatch(/^ada-lovelace/);
    expect(profile.everlinks).toEqual([expect.objectContaining({ type: 'url', title: 'Notes', url: 'https://notes.example/ada', visible: true, id: expect.any(String) })]);
    const list = await profilesOf(owner);
    expect(list.map((p) => p.id)).toEqual([first.id, profile.id]);
  });

  it('refuses bad input with the specification texts', async () => {
    const res = await t.api
      .post('/v1/profiles')
      .set(owner.headers)
      .send({ name: '', websites: [{ url: 'not a url' }], phoneNumbers: [{ number: '12' }] });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ name: MESSAGES.required, 'websites.0.url': MESSAGES.invalidUrl, 'phoneNumbers.0.number': MESSAGES.invalidPhone });
    const nameless = await t.api.post('/v1/profiles').set(owner.headers).send({});
    expect([nameless.status, nameless.body.fields]).toEqual([400, { name: MESSAGES.required }]);
    const unknown = await t.api
      .post('/v1/profiles')
      .set(owner.headers)
      .send({ name: 'X', socials: [{ network: 'myspace-classic', handle: 'x' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ 'socials.0.network': PROFILE_MESSAGES.unknownNetwork });
    const badSocialUrl = await t.api
      .post('/v1/profiles')
      .set(owner.headers)
      .send({ name: 'X', socials: [{ network: 'website', url: 'javascript:alert(1)' }] });
    expect(badSocialUrl.body.fields).toEqual({ 'socials.0.url': MESSAGES.invalidUrl });
    expect((await t.api.post('/v1/profiles').send({ name: 'X' })).status).toBe(401);
  });

  it('making a profile default unsets the others in the same write; the default cannot simply be unset', async () => {
    const second = await create(owner, { name: 'Events' });
    const res = await t.api.put(`/v1/profiles/${second.id}`).set(owner.headers).send({ default: true });
    expect(res.status).toBe(200);
    const list = await profilesOf(owner);
    expect(list.filter((p) => p.default).map((p) => p.id)).toEqual([second.id]);
    const unset = await t.api.put(`/v1/profiles/${second.id}`).set(owner.headers).send({ default: false });
    expect(unset.status).toBe(400);
    expect(unset.body.fields).toEqual({ default: PROFILE_MESSAGES.defaultRequired });
    await t.api.put(`/v1/profiles/${first.id}`).set(owner.headers).send({ default: true }).expect(200);
  });

  it('shows the owner everything, others the public projection, and 404 for missing ids', async () => {
    await t.api
      .put(`/v1/profiles/${first.id}`)
      .set(owner.headers)
      .send({
        jobTitle: 'Countess',
        everlinks: [
          { title: 'Shown', url: 'https://a.example' },
          { title: 'Hidden', url: 'https://b.example', visible: false },
        ],
      })
      .expect(200);
    const mine = await t.api.get(`/v1/profiles/${first.id}`).set(owner.headers);
    expect(mine.body.data).toMatchObject({ userId: owner.uid, jobTitle: 'Countess' });
    expect(mine.body.data.everlinks).toHaveLength(2);

    for (const headers of [stranger.headers, {}]) {
      const theirs = await t.api.get(`/v1/profiles/${first.id}`).set(headers);
      expect(theirs.status).toBe(200);
      expect(theirs.body.data).toMatchObject({ id: first.id, displayName: 'Ada Lovelace', jobTitle: 'Countess' });
      expect(theirs.body.data).not.toHaveProperty('userId');
      expect(theirs.body.data.everlinks.map((e: { title: string }) => e.title)).toEqual(['Shown']);
      const everlinks = await t.api.get(`/v1/profiles/${first.id}/everlinks`).set(headers);
      expect(everlinks.body.data.map((e: { title: string }) => e.title)).toEqual(['Shown']);
    }
    expect((await t.api.get('/v1/profiles/does-not-exist').set(owner.headers)).status).toBe(404);
    expect((await t.api.put(`/v1/profiles/${first.id}`).set(stranger.headers).send({ jobTitle: 'Hacker' })).status).toBe(404);
    for (const path of ['link', 'services', 'config', 'background-video']) {
      expect((await t.api.get(`/v1/profiles/${first.id}/${path}`).set(stranger.headers)).status).toBe(404);
    }
  });

  it('everlinks: replaced as a list, in order, keeping ids; unknown ids refused', async () => {
    const before = (await t.api.get(`/v1/profiles/${first.id}/everlinks`).set(owner.headers)).body.data as { id: string; title: string }[];
    const [shown, hidden] = before;
    const res = await t.api
      .put(`/v1/profiles/${first.id}`)
      .set(owner.headers)
      .send({
        everlinks: [
          { id: hidden.id, title: 'Now first', url: 'https://b.example', visible: true },
          { id: shown.id, title: shown.title, url: 'https://a.example', icon: 'star' },
          { title: 'New', url: 'new.example' },
        ],
      });
    expect(res.status).toBe(200);
    expect(res.body.data.everlinks.map((e: { id: string; title: string }) => [e.id === hidden.id, e.title])).toEqual([
      [true, 'Now first'],
      [false, shown.title],
      [false, 'New'],
    ]);
    expect(res.body.data.everlinks[1]).toMatchObject({ id: shown.id, icon: 'star' });
    const unknown = await t.api
      .put(`/v1/profiles/${first.id}`)
      .set(owner.headers)
      .send({ everlinks: [{ id: 'nope', title: 'X', url: 'https://x.example' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ 'everlinks.0.id': PROFILE_MESSAGES.everlinkNotFound });
    const fileWithoutUpload = await t.api
      .put(`/v1/profiles/${first.id}`)
      .set(owner.headers)
      .send({ everlinks: [{ type: 'file', title: 'X' }] });
    expect(fileWithoutUpload.status).toBe(400);
  });

  it('socials: GET and PUT the list; handles become links; each network once', async () => {
    const put = await t.api
      .put(`/v1/profiles/${first.id}/socials`)
      .set(owner.headers)
      .send({
        socials: [
          { network: 'instagram', handle: 'ada.l' },
          { network: 'whatsapp', handle: '+1 415 555 0101' },
          { network: 'x', handle: 'ada', visible: false },
        ],
      });
    expect(put.status).toBe(200);
    expect(put.body.data.map((s: { url: string }) => s.url)).toEqual(['https://www.instagram.com/ada.l', 'https://wa.me/14155550101', 'https://x.com/ada']);
    const publicSocials = await t.api.get(`/v1/profiles/${first.id}/socials`);
    expect(publicSocials.body.data.map((s: { network: string; name: string }) => [s.network, s.name])).toEqual([
      ['instagram', 'Instagram'],
      ['whatsapp', 'WhatsApp'],
    ]);
    const twice = await t.api
      .put(`/v1/profiles/${first.id}/socials`)
      .set(owner.headers)
      .send([
        { network: 'x', handle: 'a' },
        { network: 'x', handle: 'b' },
      ]);
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ 'socials.1.network': PROFILE_MESSAGES.duplicateNetwork });
    const noLink = await t.api
      .put(`/v1/profiles/${first.id}/socials`)
      .set(owner.headers)
      .send({ socials: [{ network: 'website' }] });
    expect(noLink.body.fields).toEqual({ 'socials.0.url': PROFILE_MESSAGES.socialNeedsUrl });
  });

  it('config: defaults, partial updates, colours validated; lead capture on by default', async () => {
    const got = await t.api.get(`/v1/profiles/${first.id}/config`).set(owner.headers);
    expect(got.body.data).toEqual(DEFAULT_PROFILE_CONFIG);
    const put = await t.api
      .put(`/v1/profiles/${first.id}/config`)
      .set(owner.headers)
      .send({ theme: { primaryColor: '#AA0000' }, sections: { qrCode: false }, leadCapture: { enabled: false }, layout: 'centered' });
    expect(put.status).toBe(200);
    expect(put.body.data).toEqual({
      ...DEFAULT_PROFILE_CONFIG,
      theme: { ...DEFAULT_PROFILE_CONFIG.theme, primaryColor: '#aa0000' },
      sections: { ...DEFAULT_PROFILE_CONFIG.sections, qrCode: false },
      leadCapture: { enabled: false },
      layout: 'centered',
    });
    const bad = await t.api
      .put(`/v1/profiles/${first.id}/config`)
      .set(owner.headers)
      .send({ theme: { primaryColor: 'red' } });
    expect(bad.body.fields).toEqual({ 'theme.primaryColor': PROFILE_MESSAGES.invalidColor });
    await t.api
      .put(`/v1/profiles/${first.id}/config`)
      .set(owner.headers)
      .send({ leadCapture: { enabled: true } })
      .expect(200);
  });

  it('link: the profile page under /card/@slug, with clicks and a QR code', async () => {
    const res = await t.api.get(`/v1/profiles/${first.id}/link`).set(owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ linkId: first.linkId, slug: first.slug, url: `${t.deps.config.publicUrl}/card/@${first.slug}`, clicks: 0 });
    expect(res.body.data.qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('services: what a visitor can act on, with click counts', async () => {
    await t.api.put(`/v1/profiles/${first.id}`).set(owner.headers).send({ bookingUrl: 'https://calendly.com/ada', email: 'ada@example.com' }).expect(200);
    const res = await t.api.get(`/v1/profiles/${first.id}/services`).set(owner.headers);
    expect(res.status).toBe(200);
    const ids = res.body.data.map((s: { id: string }) => s.id);
    expect(ids[0]).toBe('booking');
    expect(ids).toEqual(expect.arrayContaining(['social:instagram', 'social:x', 'save-contact', 'exchange-contact', 'email']));
    expect(ids.filter((id: string) => id.startsWith('link:'))).toHaveLength(3);
    expect(res.body.data.every((s: { clicks: number }) => s.clicks === 0)).toBe(true);
    expect(res.body.data.find((s: { id: string }) => s.id === 'social:x')).toMatchObject({ visible: false, label: 'X' });
  });
});

describe('slugs', () => {
  let owner: TestUser;
  let other: TestUser;
  let profile: Profile;
  beforeAll(async () => {
    owner = await createUser(t, { firstName: 'Grace', lastName: 'Hopper' });
    other = await createUser(t);
    [profile] = await profilesOf(owner);
  });

  it('GET /v1/profiles/slug tells whether a slug is free, with suggestions when not', async () => {
    const free = await t.api.get('/v1/profiles/slug').set(owner.headers).query({ slug: 'Grace-Hopper-Navy' });
    expect(free.body.data).toEqual({ slug: 'grace-hopper-navy', valid: true, available: true, message: null, suggestions: [] });
    const own = await t.api.get('/v1/profiles/slug').set(owner.headers).query({ slug: profile.slug, profileId: profile.id });
    expect(own.body.data.available).toBe(true);
    const taken = await t.api.get('/v1/profiles/slug').set(other.headers).query({ slug: profile.slug });
    expect(taken.body.data).toMatchObject({ valid: true, available: false, message: PROFILE_MESSAGES.slugTaken });
    expect(taken.body.data.suggestions.length).toBeGreaterThan(0);
    for (const s of taken.body.data.suggestions) expect(s).toMatch(/^[a-z0-9-]+$/);
    const reserved = await t.api.get('/v1/profiles/slug').set(owner.headers).query({ slug: 'admin' });
    expect(reserved.body.data).toMatchObject({ valid: false, available: false, message: PROFILE_MESSAGES.slugReserved });
    const invalid = await t.api.get('/v1/profiles/slug').set(owner.headers).query({ slug: '-x' });
    expect(invalid.body.data).toMatchObject({ valid: false, message: PROFILE_MESSAGES.slugInvalid });
    expect((await t.api.get('/v1/profiles/slug').query({ slug: 'x' })).status).toBe(401);
  });

  it('changing the slug claims the new one, frees the old one, and moves the share link', async () => {
    const res = await t.api.put(`/v1/profiles/${profile.id}`).set(owner.headers).send({ slug: 'amazing-grace' });
    expect(res.status).toBe(200);
    expect(res.body.data.slug).toBe('amazing-grace');
    // The old slug is held for its owner (links/slugs.ts): printed codes do not change hands.
    expect((await t.store.doc(`slugs/${profile.slug}`).get()).data()).toMatchObject({ linkId: null, userId: owner.uid });
    expect((await t.store.doc(`links/${profile.linkId}`).get()).data()).toMatchObject({ slug: 'amazing-grace' });
    const [otherProfile] = await profilesOf(other);
    const clash = await t.api.put(`/v1/profiles/${otherProfile.id}`).set(other.headers).send({ slug: 'amazing-grace' });
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ message: PROFILE_MESSAGES.slugTaken, code: 'slug-taken' });
    // The released slug stays with its owner for 90 days (test/security/slugs.test.ts).
    const reuse = await t.api.put(`/v1/profiles/${otherProfile.id}`).set(other.headers).send({ slug: profile.slug });
    expect(reuse.status).toBe(409);
  });

  it('20 profiles claiming one slug at once: exactly one wins, 19 get 409', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => createUser(t)));
    const profiles = (
      await Promise.all(users.map(async (u) => (await Promise.all(Array.from({ length: 5 }, (_, i) => create(u, { name: `P${i}` })))).map((p) => ({ p, u }))))
    ).flat();
    const results = await Promise.all(profiles.map(({ p, u }) => t.api.put(`/v1/profiles/${p.id}`).set(u.headers).send({ slug: 'the-one-and-only' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(19).fill(409)]);
    const winner = results.find((r) => r.status === 200)!.body.data as Profile;
    expect((await t.store.doc('slugs/the-one-and-only').get()).data()).toMatchObject({ linkId: winner.linkId });
  });
});

describe('deactivate and delete', () => {
  let owner: TestUser;
  let stranger: TestUser;
  let main: Profile;
  let side: Profile;
  beforeAll(async () => {
    owner = await createUser(t, { firstName: 'Alan', lastName: 'Turing' });
    stranger = await createUser(t);
    [main] = await profilesOf(owner);
    side = await create(owner, { name: 'Side', firstName: 'Alan' });
  });

  it('deactivation is reversible and hides the profile from everyone else', async () => {
    const off = await t.api.put(`/v1/profiles/${side.id}/deactivate`).set(owner.headers).send({});
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ status: 'deactivated', deactivatedAt: expect.any(String) });
    expect((await t.api.get(`/v1/profiles/${side.id}`)).status).toBe(404);
    expect((await t.api.get(`/v1/profiles/${side.id}`).set(owner.headers)).body.data.status).toBe('deactivated');
    expect((await t.api.put(`/v1/profiles/${side.id}/deactivate`).set(stranger.headers).send({})).status).toBe(404);
    const on = await t.api.put(`/v1/profiles/${side.id}/deactivate`).set(owner.headers).send({ deactivated: false });
    expect(on.body.data).toMatchObject({ status: 'active', deactivatedAt: null });
  });

  it('deleting the default promotes another, releases the slug, detaches cards, removes media; the last profile stays', async () => {
    const photo = await image(600, 600).jpeg().toBuffer();
    const uploaded = await t.api.post(`/v1/profiles/${main.id}/photo/upload`).set(owner.headers).attach('file', photo, 'me.jpg').expect(201);
    const photoUrl = uploaded.body.data.photoUrl as string;
    expect((await t.api.get(photoUrl)).status).toBe(200);
    const cardId = 'DELETE234567';
    await t.store.doc(`cards/${cardId}`).set({
      id: cardId,
      status: 'active',
      userId: owner.uid,
      profileId: main.id,
      label: '',
      batchId: null,
      activatedAt: t.clock.now().toISOString(),
      deactivatedAt: null,
      createdAt: '',
      updatedAt: '',
    });

    expect((await t.api.put(`/v1/profiles/${main.id}/delete`).set(stranger.headers)).status).toBe(404);
    const res = await t.api.put(`/v1/profiles/${main.id}/delete`).set(owner.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: main.id, status: 'deleted', newDefaultId: side.id });
    const list = await profilesOf(owner);
    expect(list.map((p) => [p.id, p.default])).toEqual([[side.id, true]]);
    expect((await t.store.doc(`slugs/${main.slug}`).get()).data()).toMatchObject({ linkId: null, userId: owner.uid });
    expect((await t.store.doc(`links/${main.linkId}`).get()).exists).toBe(false);
    expect((await t.store.doc(`cards/${cardId}`).get()).data()).toMatchObject({ status: 'active', userId: owner.uid, profileId: null });
    expect((await t.api.get(photoUrl)).status).toBe(404);
    expect((await t.api.get(`/v1/profiles/${main.id}`).set(owner.headers)).status).toBe(404);

    const last = await t.api.put(`/v1/profiles/${side.id}/delete`).set(owner.headers);
    expect(last.status).toBe(409);
    expect(last.body).toMatchObject({ message: PROFILE_MESSAGES.lastProfile, code: 'last-profile' });
  });
});

describe('uploads', () => {
  let owner: TestUser;
  let stranger: TestUser;
  let profile: Profile;
  beforeAll(async () => {
    owner = await createUser(t, { firstName: 'Media', lastName: 'Person' });
    stranger = await createUser(t);
    [profile] = await profilesOf(owner);
  });

  const fetchBlob = async (url: string) => {
    const res = await t.api
      .get(url)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(res.status).toBe(200);
    return res.body as Buffer;
  };

  it('photo: a 400 px square WebP and a JPEG fallback; replacing deletes the old files', async () => {
    const res = await t.api
      .post(`/v1/profiles/${profile.id}/photo/upload`)
      .set(owner.headers)
      .attach('file', await image(900, 600).png().toBuffer(), 'me.png');
    expect(res.status).toBe(201);
    const { photo } = res.body.data.images;
    expect(photo).toMatchObject({ width: 400, height: 400 });
    expect(res.body.data.photoUrl).toBe(photo.url);
    const webp = await sharp(await fetchBlob(photo.url)).metadata();
    expect([webp.format, webp.width, webp.height]).toEqual(['webp', 400, 400]);
    expect((await sharp(await fetchBlob(photo.fallbackUrl)).metadata()).format).toBe('jpeg');

    const again = await t.api
      .post(`/v1/profiles/${profile.id}/photo/upload`)
      .set(owner.headers)
      .attach('file', await image(500, 500, '#ff0000').jpeg().toBuffer(), 'new.jpg');
    expect(again.status).toBe(201);
    expect((await t.api.get(photo.url)).status).toBe(404);
  });

  it('cover up to 1200 px wide, logo kept within 400 px with a PNG fallback', async () => {
    const cover = await t.api
      .post(`/v1/profiles/${profile.id}/cover/upload`)
      .set(owner.headers)
      .attach('file', await image(2400, 800).jpeg().toBuffer(), 'cover.jpg');
    expect(cover.status).toBe(201);
    expect(cover.body.data.images.cover).toMatchObject({ width: 1200, height: 400 });
    expect(cover.body.data.coverUrl).toBe(cover.body.data.images.cover.url);
    const logo = await t.api
      .post(`/v1/profiles/${profile.id}/logo/upload`)
      .set(owner.headers)
      .attach('file', await image(200, 100).png().toBuffer(), 'logo.png');
    expect(logo.body.data.images.logo).toMatchObject({ width: 200, height: 100 });
    expect((await sharp(await fetchBlob(logo.body.data.images.logo.fallbackUrl)).metadata()).format).toBe('png');
  });

  it('refuses files over 5 MB (413), non-images (415), unknown types of upload (404) and other owners (404)', async () => {
    const png = await image(2, 2).png().toBuffer();
    const big = Buffer.concat([png, Buffer.alloc(MAX_FILE_BYTES + 1 - png.length)]);
    const tooLarge = await t.api.post(`/v1/profiles/${profile.id}/photo/upload`).set(owner.headers).attach('file', big, 'big.png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(MESSAGES.fileTooLarge);
    const text = await t.api.post(`/v1/profiles/${profile.id}/cover/upload`).set(owner.headers).attach('file', Buffer.from('not an image'), 'x.png');
    expect(text.status).toBe(415);
    expect((await t.api.post(`/v1/profiles/${profile.id}/banner/upload`).set(owner.headers).attach('file', png, 'x.png')).status).toBe(404);
    expect((await t.api.post(`/v1/profiles/${profile.id}/photo/upload`).set(stranger.headers).attach('file', png, 'x.png')).status).toBe(404);
    const video = await t.api
      .post(`/v1/profiles/${profile.id}/background-video/upload`)
      .set(owner.headers)
      .attach('file', Buffer.concat([mp4, Buffer.alloc(MAX_FILE_BYTES)]), 'v.mp4');
    expect(video.status).toBe(413);
    const notVideo = await t.api.post(`/v1/profiles/${profile.id}/background-video/upload`).set(owner.headers).attach('file', png, 'v.mp4');
    expect(notVideo.status).toBe(415);
  });

  it('everlinks/upload: a PDF becomes a file block; a thumbnail goes on a block; PUT keeps the file', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const res = await t.api.post(`/v1/profiles/${profile.id}/everlinks/upload`).set(owner.headers).field('title', 'Brochure').attach('file', pdf, 'brochure.pdf');
    expect(res.status).toBe(201);
    const block = res.body.data;
    expect(block).toMatchObject({ type: 'file', title: 'Brochure', visible: true, file: { name: 'brochure.pdf', contentType: 'application/pdf', size: pdf.length } });
    expect((await t.api.get(block.url)).status).toBe(200);

    const thumb = await t.api
      .post(`/v1/profiles/${profile.id}/everlinks/upload`)
      .query({ target: 'thumbnail', everlinkId: block.id })
      .set(owner.headers)
      .attach('file', await image(300, 300).png().toBuffer(), 't.png');
    expect(thumb.status).toBe(200);
    expect(thumb.body.data.thumbnailUrl).toMatch(/thumb\.webp/);
    expect(
      (await t.api.post(`/v1/profiles/${profile.id}/everlinks/upload`).query({ target: 'thumbnail', everlinkId: block.id }).set(owner.headers).attach('file', pdf, 'x.pdf')).status,
    ).toBe(415);

    const put = await t.api
      .put(`/v1/profiles/${profile.id}`)
      .set(owner.headers)
      .send({ everlinks: [{ id: block.id, type: 'file', title: 'Renamed brochure' }] });
    expect(put.status).toBe(200);
    expect(put.body.data.everlinks[0]).toMatchObject({ id: block.id, type: 'file', title: 'Renamed brochure', url: block.url, thumbnailUrl: thumb.body.data.thumbnailUrl });

    const removed = await t.api.put(`/v1/profiles/${profile.id}`).set(owner.headers).send({ everlinks: [] });
    expect(removed.status).toBe(200);
    expect((await t.api.get(block.url)).status).toBe(404);
  });

  it('socials/{name}/upload-media: a picture for a social the profile has', async () => {
    await t.api
      .put(`/v1/profiles/${profile.id}/socials`)
      .set(owner.headers)
      .send([{ network: 'youtube', handle: 'media' }])
      .expect(200);
    const res = await t.api
      .post(`/v1/profiles/${profile.id}/socials/youtube/upload-media`)
      .set(owner.headers)
      .attach('file', await image(800, 800).png().toBuffer(), 'yt.png');
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ network: 'youtube', mediaUrl: expect.stringContaining('.webp') });
    const missing = await t.api
      .post(`/v1/profiles/${profile.id}/socials/tiktok/upload-media`)
      .set(owner.headers)
      .attach('file', await image(8, 8).png().toBuffer(), 'x.png');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(PROFILE_MESSAGES.socialNotOnProfile);
  });

  it('background video: upload, read, hide, replace by a link, remove', async () => {
    expect((await t.api.get(`/v1/profiles/${profile.id}/background-video`).set(owner.headers)).body.data).toBeNull();
    const noVideo = await t.api.post(`/v1/profiles/${profile.id}/background-video`).set(owner.headers).send({ enabled: true });
    expect(noVideo.status).toBe(400);
    const up = await t.api.post(`/v1/profiles/${profile.id}/background-video/upload`).set(owner.headers).attach('file', mp4, 'bg.mp4');
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({ contentType: 'video/mp4', size: mp4.length, enabled: true, uploaded: true });
    const got = await t.api.get(`/v1/profiles/${profile.id}/background-video`).set(owner.headers);
    expect(got.body.data.url).toBe(up.body.data.url);
    const hidden = await t.api.post(`/v1/profiles/${profile.id}/background-video`).set(owner.headers).send({ enabled: false });
    expect(hidden.body.data).toMatchObject({ enabled: false, url: up.body.data.url });
    const linked = await t.api.post(`/v1/profiles/${profile.id}/background-video`).set(owner.headers).send({ url: 'https://videos.example/bg.mp4' });
    expect(linked.body.data).toMatchObject({ url: 'https://videos.example/bg.mp4', uploaded: false, enabled: true });
    expect((await t.api.get(up.body.data.url)).status).toBe(404);
    const removed = await t.api.post(`/v1/profiles/${profile.id}/background-video`).set(owner.headers).send({ url: null });
    expect(removed.body.data).toBeNull();
  });
});
