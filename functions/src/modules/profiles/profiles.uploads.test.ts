import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, MAX_FILE_BYTES } from '../../contract/messages';
import { PROFILE_MESSAGES, type Profile } from '../../contract/profiles';
import { createTestContext, createUser, type TestContext, type TestUser } from '../../../test/harness.test-support';
import { image, mp4, profileCalls } from './profiles.test-support';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => t.close());
const { profilesOf } = profileCalls(() => t);

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
    const tooLarge = await t.api
      .post(`/v1/profiles/${profile.id}/photo/upload`)
      .set(owner.headers)
      .attach('file', big, 'big.png');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(MESSAGES.fileTooLarge);
    const text = await t.api
      .post(`/v1/profiles/${profile.id}/cover/upload`)
      .set(owner.headers)
      .attach('file', Buffer.from('not an image'), 'x.png');
    expect(text.status).toBe(415);
    expect(
      (await t.api.post(`/v1/profiles/${profile.id}/banner/upload`).set(owner.headers).attach('file', png, 'x.png'))
        .status,
    ).toBe(404);
    expect(
      (await t.api.post(`/v1/profiles/${profile.id}/photo/upload`).set(stranger.headers).attach('file', png, 'x.png'))
        .status,
    ).toBe(404);
    const video = await t.api
      .post(`/v1/profiles/${profile.id}/background-video/upload`)
      .set(owner.headers)
      .attach('file', Buffer.concat([mp4, Buffer.alloc(MAX_FILE_BYTES)]), 'v.mp4');
    expect(video.status).toBe(413);
    const notVideo = await t.api
      .post(`/v1/profiles/${profile.id}/background-video/upload`)
      .set(owner.headers)
      .attach('file', png, 'v.mp4');
    expect(notVideo.status).toBe(415);
  });

  it('everlinks/upload: a PDF becomes a file block; a thumbnail goes on a block; PUT keeps the file', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const res = await t.api
      .post(`/v1/profiles/${profile.id}/everlinks/upload`)
      .set(owner.headers)
      .field('title', 'Brochure')
      .attach('file', pdf, 'brochure.pdf');
    expect(res.status).toBe(201);
    const block = res.body.data;
    expect(block).toMatchObject({
      type: 'file',
      title: 'Brochure',
      visible: true,
      file: { name: 'brochure.pdf', contentType: 'application/pdf', size: pdf.length },
    });
    expect((await t.api.get(block.url)).status).toBe(200);

    const thumb = await t.api
      .post(`/v1/profiles/${profile.id}/everlinks/upload`)
      .query({ target: 'thumbnail', everlinkId: block.id })
      .set(owner.headers)
      .attach('file', await image(300, 300).png().toBuffer(), 't.png');
    expect(thumb.status).toBe(200);
    expect(thumb.body.data.thumbnailUrl).toMatch(/thumb\.webp/);
    expect(
      (
        await t.api
          .post(`/v1/profiles/${profile.id}/everlinks/upload`)
          .query({ target: 'thumbnail', everlinkId: block.id })
          .set(owner.headers)
          .attach('file', pdf, 'x.pdf')
      ).status,
    ).toBe(415);

    const put = await t.api
      .put(`/v1/profiles/${profile.id}`)
      .set(owner.headers)
      .send({ everlinks: [{ id: block.id, type: 'file', title: 'Renamed brochure' }] });
    expect(put.status).toBe(200);
    expect(put.body.data.everlinks[0]).toMatchObject({
      id: block.id,
      type: 'file',
      title: 'Renamed brochure',
      url: block.url,
      thumbnailUrl: thumb.body.data.thumbnailUrl,
    });

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
    const noVideo = await t.api
      .post(`/v1/profiles/${profile.id}/background-video`)
      .set(owner.headers)
      .send({ enabled: true });
    expect(noVideo.status).toBe(400);
    const up = await t.api
      .post(`/v1/profiles/${profile.id}/background-video/upload`)
      .set(owner.headers)
      .attach('file', mp4, 'bg.mp4');
    expect(up.status).toBe(201);
    expect(up.body.data).toMatchObject({ contentType: 'video/mp4', size: mp4.length, enabled: true, uploaded: true });
    const got = await t.api.get(`/v1/profiles/${profile.id}/background-video`).set(owner.headers);
    expect(got.body.data.url).toBe(up.body.data.url);
    const hidden = await t.api
      .post(`/v1/profiles/${profile.id}/background-video`)
      .set(owner.headers)
      .send({ enabled: false });
    expect(hidden.body.data).toMatchObject({ enabled: false, url: up.body.data.url });
    const linked = await t.api
      .post(`/v1/profiles/${profile.id}/background-video`)
      .set(owner.headers)
      .send({ url: 'https://videos.example/bg.mp4' });
    expect(linked.body.data).toMatchObject({ url: 'https://videos.example/bg.mp4', uploaded: false, enabled: true });
    expect((await t.api.get(up.body.data.url)).status).toBe(404);
    const removed = await t.api
      .post(`/v1/profiles/${profile.id}/background-video`)
      .set(owner.headers)
      .send({ url: null });
    expect(removed.body.data).toBeNull();
  });
});
