import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../src/contract/messages';
import type { Everlink } from '../../src/contract/profiles';
import { createTestContext, createUser, type TestContext, type TestUser } from '../harness.test-support';

/**
 * Uploaded images are stored without their metadata (EXIF GPS above all) and upright, on every
 * path that stores them, the document kind included; decompression bombs are refused.
 */

let t: TestContext;
let user: TestUser;
let profileId: string;
let photo: Buffer;

beforeAll(async () => {
  t = await createTestContext();
  user = await createUser(t);
  profileId = (await t.api.get('/v1/profiles').set(user.headers)).body.data[0].id;
  // A phone photo: taken turned (orientation 6), with where it was taken and whose it is.
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
    .withExif({
      IFD0: { Copyright: 'Ana Owner-Marker', Make: 'PhoneCo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
});
afterAll(async () => t.close());

async function stored(url: string): Promise<Buffer> {
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
}

async function expectClean(bytes: Buffer): Promise<void> {
  const meta = await sharp(bytes).metadata();
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect(bytes.includes('Owner-Marker')).toBe(false);
  // Turned upright: the 64×48 picture taken sideways is 48 wide and 64 high.
  expect([meta.width, meta.height]).toEqual([48, 64]);
}

describe('images lose their metadata wherever they are stored', () => {
  it('the test photo does carry GPS EXIF', async () => {
    const meta = await sharp(photo).metadata();
    expect(meta.exif?.length).toBeGreaterThan(0);
    expect(meta.orientation).toBe(6);
    expect(photo.includes('Owner-Marker')).toBe(true);
  });

  it('a contact photo (image kind)', async () => {
    const contact = (await t.api.post('/v1/contacts').set(user.headers).send({ firstName: 'Gps', lastName: 'Photo' }))
      .body.data;
    const res = await t.api
      .post(`/v1/contacts/${contact.id}/display/upload`)
      .set(user.headers)
      .attach('file', photo, { filename: 'me.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(200);
    await expectClean(await stored(res.body.data.photoUrl));
  });

  it('a file block of a profile (document kind), kept in its own format', async () => {
    const res = await t.api
      .post(`/v1/profiles/${profileId}/everlinks/upload`)
      .set(user.headers)
      .attach('file', photo, { filename: 'where.jpg', contentType: 'image/jpeg' });
    expect(res.status).toBe(201);
    const block = res.body.data as Everlink;
    expect(block.file?.contentType).toBe('image/jpeg');
    const bytes = await stored(block.url!);
    expect((await sharp(bytes).metadata()).format).toBe('jpeg');
    await expectClean(bytes);
  });

  it('an animated GIF keeps its frames', async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 8, height: 8, channels: 4, background: colour } })
        .png()
        .toBuffer();
    const animation = await sharp([await frame('#f00'), await frame('#0f0'), await frame('#00f')], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    expect((await sharp(animation).metadata()).pages).toBe(3);
    const contact = (await t.api.post('/v1/contacts').set(user.headers).send({ firstName: 'Gif', lastName: 'Frames' }))
      .body.data;
    const res = await t.api
      .post(`/v1/contacts/${contact.id}/display/upload`)
      .set(user.headers)
      .attach('file', animation, { filename: 'a.gif', contentType: 'image/gif' });
    expect(res.status).toBe(200);
    expect((await sharp(await stored(res.body.data.photoUrl)).metadata()).pages).toBe(3);
  });
});

/** A PNG whose header claims width × height pixels, with one tiny compressed row of data. */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('decompression bombs and the cost of uploads (review 2026-11, S13)', () => {
  it('an image claiming more than 24 megapixels is refused before decoding, on the document kind too', async () => {
    for (const [width, height] of [
      [40_000, 40_000],
      [7_000, 7_000],
      [4_000, 6_001],
    ]) {
      const bomb = claimedPng(width, height);
      expect(bomb.length).toBeLessThan(100);
      for (const path of [`/v1/profiles/${profileId}/everlinks/upload`, `/v1/profiles/${profileId}/photo/upload`]) {
        const res = await t.api
          .post(path)
          .set(user.headers)
          .attach('file', bomb, { filename: 'bomb.png', contentType: 'image/png' });
        expect([path, width, height, res.status, res.body.message]).toEqual([
          path,
          width,
          height,
          413,
          MESSAGES.imageTooManyPixels,
        ]);
      }
    }
    // 24 megapixels exactly passes the cap (and is then refused for its missing pixel data).
    const res = await t.api
      .post(`/v1/profiles/${profileId}/photo/upload`)
      .set(user.headers)
      .attach('file', claimedPng(4_000, 6_000), { filename: 'edge.png' });
    expect([res.status, res.body.message]).toEqual([415, MESSAGES.imageUnreadable]);
  });

  it('a person may upload 30 files in 10 minutes; the next is 429 and stores nothing, others and JSON bodies are not counted', async () => {
    const busy = await createUser(t);
    const busyProfile = (await t.api.get('/v1/profiles').set(busy.headers)).body.data[0].id as string;
    const small = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    const upload = (who: TestUser, profile: string) =>
      t.api.post(`/v1/profiles/${profile}/photo/upload`).set(who.headers).attach('file', small, { filename: 'p.png' });
    // JSON where a file belongs is refused 400 without spending the budget.
    for (let i = 0; i < 3; i++)
      expect(
        (await t.api.post(`/v1/profiles/${busyProfile}/photo/upload`).set(busy.headers).send({ file: 'x' })).status,
      ).toBe(400);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await upload(busy, busyProfile)).status);
    expect(statuses.every((s) => s === 201)).toBe(true);
    const before = (await t.api.get(`/v1/profiles/${busyProfile}`).set(busy.headers)).body.data.photoUrl;
    const refused = await upload(busy, busyProfile);
    expect([refused.status, refused.body]).toEqual([429, { message: MESSAGES.tooManyRequests, code: 'rate-limited' }]);
    expect((await t.api.get(`/v1/profiles/${busyProfile}`).set(busy.headers)).body.data.photoUrl).toBe(before);
    // Another person has a budget of their own; the window passes.
    expect((await upload(user, profileId)).status).toBe(201);
    t.clock.advance(10 * 60_000);
    expect((await upload(busy, busyProfile)).status).toBe(201);
  });
});
