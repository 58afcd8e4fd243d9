import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { DEFAULT_PROFILE_CONFIG, PROFILE_MESSAGES, type Profile } from '../../contract/profiles';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { profileCalls } from './profiles.test-support';
import { collections } from '../../platform/store/collections';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());
const { profilesOf, create } = profileCalls(() => t);

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
    expect((await collections(t).slugs.doc(profile.slug!).get()).data()).toMatchObject({
      linkId: profile.linkId,
      userId: user.uid,
    });
    expect((await collections(t).links.doc(profile.linkId!).get()).data()).toMatchObject({
      targetType: 'profile',
      profileId: profile.id,
      slug: profile.slug,
    });
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
    expect(profile.everlinks).toEqual([
      expect.objectContaining({
        type: 'url',
        title: 'Notes',
        url: 'https://notes.example/ada',
        visible: true,
        id: expect.any(String),
      }),
    ]);
    const list = await profilesOf(owner);
    expect(list.map((p) => p.id)).toEqual([first.id, profile.id]);
  });

  it('refuses bad input with the specification texts', async () => {
    const res = await t.api
      .post('/v1/profiles')
      .set(owner.headers)
      .send({ name: '', websites: [{ url: 'not a url' }], phoneNumbers: [{ number: '12' }] });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      name: MESSAGES.required,
      'websites.0.url': MESSAGES.invalidUrl,
      'phoneNumbers.0.number': MESSAGES.invalidPhone,
    });
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
    expect(
      (await t.api.put(`/v1/profiles/${first.id}`).set(stranger.headers).send({ jobTitle: 'Hacker' })).status,
    ).toBe(404);
    for (const path of ['link', 'services', 'config', 'background-video']) {
      expect((await t.api.get(`/v1/profiles/${first.id}/${path}`).set(stranger.headers)).status).toBe(404);
    }
  });

  it('everlinks: replaced as a list, in order, keeping ids; unknown ids refused', async () => {
    const before = (await t.api.get(`/v1/profiles/${first.id}/everlinks`).set(owner.headers)).body.data as {
      id: string;
      title: string;
    }[];
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
    expect(put.body.data.map((s: { url: string }) => s.url)).toEqual([
      'https://www.instagram.com/ada.l',
      'https://wa.me/14155550101',
      'https://x.com/ada',
    ]);
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
      .send({
        theme: { primaryColor: '#AA0000' },
        sections: { qrCode: false },
        leadCapture: { enabled: false },
        layout: 'centered',
      });
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
    expect(res.body.data).toMatchObject({
      linkId: first.linkId,
      slug: first.slug,
      url: `${t.deps.config.publicUrl}/card/@${first.slug}`,
      clicks: 0,
    });
    expect(res.body.data.qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  });

  it('services: what a visitor can act on, with click counts', async () => {
    await t.api
      .put(`/v1/profiles/${first.id}`)
      .set(owner.headers)
      .send({ bookingUrl: 'https://calendly.com/ada', email: 'ada@example.com' })
      .expect(200);
    const res = await t.api.get(`/v1/profiles/${first.id}/services`).set(owner.headers);
    expect(res.status).toBe(200);
    const ids = res.body.data.map((s: { id: string }) => s.id);
    expect(ids[0]).toBe('booking');
    expect(ids).toEqual(
      expect.arrayContaining(['social:instagram', 'social:x', 'save-contact', 'exchange-contact', 'email']),
    );
    expect(ids.filter((id: string) => id.startsWith('link:'))).toHaveLength(3);
    expect(res.body.data.every((s: { clicks: number }) => s.clicks === 0)).toBe(true);
    expect(res.body.data.find((s: { id: string }) => s.id === 'social:x')).toMatchObject({
      visible: false,
      label: 'X',
    });
  });
});
