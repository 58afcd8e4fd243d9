import sharp from 'sharp';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { EXPORT_FILES } from '../../contract/privacy';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { startProviderFakes, type ProviderFakes } from '../../../test/fakes';
import { connectThroughApi } from '../../../test/fakes/oauth-dance.test-support';

const BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';

let fakes: ProviderFakes;
let t: TestContext;
let owner: TestUser;
let other: TestUser;
let superadmin: TestUser;
let profileId: string;
let photo: Buffer;

/** The archive's files by name. */
function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (err, stream) => {
          if (err || !stream) return reject(err);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const download = (who: TestUser, userId = who.uid) =>
  t.api
    .get(`/v1/users/${userId}/export`)
    .set(who.headers)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });

beforeAll(async () => {
  fakes = await startProviderFakes();
  t = await createTestContext({ EVERLINK_FAKES_URL: fakes.url, PROVIDER_TIMEOUT_MS: '1000' });
  [owner, other, superadmin] = await Promise.all([
    createUser(t, { firstName: 'Ada', lastName: 'Lovelace', pro: true }),
    createUser(t),
    createUser(t, { superadmin: true }),
  ]);
  profileId = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0].id;
  photo = await sharp({ create: { width: 80, height: 80, channels: 3, background: '#aa3355' } })
    .png()
    .toBuffer();
  await t.api
    .post(`/v1/profiles/${profileId}/photo/upload`)
    .set(owner.headers)
    .attach('file', photo, 'ada.png')
    .expect(201);
  await t.api.post('/v1/profiles').set(owner.headers).send({ name: 'Events' }).expect(201);
  await t.api
    .post('/v1/links')
    .set(owner.headers)
    .send({ targetType: 'url', url: 'https://example.com/notes' })
    .expect(201);
  const hostile = (
    await t.api
      .post('/v1/contacts')
      .set(owner.headers)
      .send({
        firstName: '=HYPERLINK("https://evil.example","Click")',
        lastName: 'Babbage',
        email: 'charles@engine.test',
      })
      .expect(201)
  ).body.data;
  await t.api
    .post(`/v1/contacts/${hostile.id}/display/upload`)
    .set(owner.headers)
    .attach('file', photo, 'c.png')
    .expect(200);
  await t.api.post('/v1/public/events').set('user-agent', BROWSER).send({ type: 'view', profileId }).expect(202);
  await t.api.post('/v1/tools/occupations').set(owner.headers).send({ title: 'Analyst of engines' }).expect(201);
  expect((await connectThroughApi(t, owner, 'twitter')).status).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fakes.close();
});

describe('GET /v1/users/{id}/export', () => {
  it('streams a zip of everything the person owns', async () => {
    const res = await download(owner);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="everlink-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    // Written while it is sent: no length known in advance.
    expect(res.headers['transfer-encoding']).toBe('chunked');
    const files = await unzip(res.body as Buffer);
    const text = (name: string) => files.get(name)?.toString('utf8') ?? '';
    const data = (name: string) => JSON.parse(text(name));

    expect(text(EXPORT_FILES.readme)).toContain(EXPORT_FILES.contactsCsv);
    expect(data(EXPORT_FILES.account)).toMatchObject({
      user: { userId: owner.uid, firstName: 'Ada', email: owner.email, roles: ['pro'] },
      identity: { uid: owner.uid, email: owner.email },
    });
    expect(
      data(EXPORT_FILES.profiles)
        .map((p: { name: string }) => p.name)
        .sort(),
    ).toEqual(['Events', 'My profile']);
    expect(data(EXPORT_FILES.profiles)[0]).not.toHaveProperty('mediaPaths');
    expect(data(EXPORT_FILES.links).map((l: { url: string | null }) => l.url)).toContain('https://example.com/notes');
    expect(data(EXPORT_FILES.cards)).toEqual([]);
    expect(data(EXPORT_FILES.occupations)).toEqual([{ title: 'Analyst of engines', createdAt: expect.any(String) }]);
    expect(data(EXPORT_FILES.company)).toBeNull();
    expect(data(EXPORT_FILES.subscriptions)).toEqual([]);

    // Contacts: a spreadsheet does not run the hostile name as a formula; the vCard has them too.
    expect(text(EXPORT_FILES.contactsCsv)).toContain(`"'=HYPERLINK(""https://evil.example"",""Click"")"`);
    expect(text(EXPORT_FILES.contactsVcf)).toMatch(/^BEGIN:VCARD/);
    expect(text(EXPORT_FILES.contactsVcf)).toContain('charles@engine.test');

    const analytics = text(EXPORT_FILES.analytics)
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(analytics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ profileId, day: 'all', counts: expect.objectContaining({ views: 1 }) }),
      ]),
    );

    // The connection's state, never its tokens.
    const integrations = data(EXPORT_FILES.integrations);
    expect(integrations).toEqual([expect.objectContaining({ id: 'x', status: 'connected' })]);
    for (const token of [...fakes.x.tokens.accessTokens, ...fakes.x.tokens.refreshTokens])
      expect(text(EXPORT_FILES.integrations)).not.toContain(token);

    // The uploads, as stored: the profile photo's renditions and the contact's photo.
    const uploads = [...files.keys()].filter((name) => name.startsWith(EXPORT_FILES.uploads));
    expect(uploads.some((name) => name.startsWith(`${EXPORT_FILES.uploads}profiles/${profileId}/photo/`))).toBe(true);
    const contactPhoto = uploads.find((name) => name.startsWith(`${EXPORT_FILES.uploads}contacts/${owner.uid}/`));
    expect(contactPhoto).toBeDefined();
    expect(files.get(contactPhoto!)!.subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  });

  it('is the owner’s: another user gets 404, no token 401; a superadmin may export anyone', async () => {
    expect((await t.api.get(`/v1/users/${owner.uid}/export`)).status).toBe(401);
    expect((await download(other, owner.uid)).status).toBe(404);
    expect((await download(other, 'no-such-user')).status).toBe(404);
    expect((await t.api.get('/v1/users/a%2Fb/export').set(other.headers)).status).toBe(400);
    const files = await unzip((await download(superadmin, owner.uid)).body as Buffer);
    expect(JSON.parse(files.get(EXPORT_FILES.account)!.toString()).user.userId).toBe(owner.uid);
  });

  it('asks Firebase Auth on every call: a disabled account cannot export', async () => {
    const disabled = await createUser(t);
    await t.deps.auth.updateUser(disabled.uid, { disabled: true });
    const res = await download(disabled);
    expect(res.status).toBe(403);
    expect(JSON.parse((res.body as Buffer).toString()).message).toBe(MESSAGES.userDisabled);
  });
});
