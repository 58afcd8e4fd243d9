import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initializeApp } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import { createApp } from '../../app';
import { MESSAGES } from '../../contract/messages';
import { StorageBlobStore } from '../../platform/blobs/storage-blob-store';
import { createTestContext, type TestContext } from '../../../test/harness.test-support';

const withToken = (url: string, token: string) => url.replace(/token=[^&]+/, `token=${encodeURIComponent(token)}`);

describe('GET /v1/files/<path>?token=… (disk blobs, local runs)', () => {
  let t: TestContext;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestContext();
    png = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
  });
  afterAll(() => t.close());

  it('serves an image inline with its type, nosniff and the default cache-control', async () => {
    const stored = await t.blobs.put('profiles/p1/avatar.png', png, { contentType: 'image/png' });
    expect(stored).toMatchObject({ path: 'profiles/p1/avatar.png', contentType: 'image/png', size: png.length });
    const res = await t.api.get(stored.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    expect(res.headers['content-disposition']).toBe('inline');
    expect(Buffer.compare(res.body as Buffer, png)).toBe(0);
  });

  it('serves video inline and anything else as an attachment, with the stored cache-control', async () => {
    const video = await t.blobs.put('profiles/p1/background.mp4', Buffer.from('not really a video'), {
      contentType: 'video/mp4',
    });
    expect((await t.api.get(video.url)).headers['content-disposition']).toBe('inline');
    const doc = await t.blobs.put('contacts/c1/card.vcf', Buffer.from('BEGIN:VCARD\r\nEND:VCARD\r\n'), {
      contentType: 'text/vcard',
      cacheControl: 'no-store',
    });
    const res = await t.api.get(doc.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/vcard');
    expect(res.headers['content-disposition']).toBe('attachment; filename=card.vcf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toBe('BEGIN:VCARD\r\nEND:VCARD\r\n');
  });

  it('answers HEAD with the headers and no body', async () => {
    const stored = await t.blobs.put('profiles/p2/logo.png', png, { contentType: 'image/png' });
    const res = await t.api.head(stored.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Number(res.headers['content-length'])).toBe(png.length);
    expect(res.body).toEqual({});
  });

  it('answers 404, alike, for a wrong, missing or repeated token and for a missing object', async () => {
    const stored = await t.blobs.put('profiles/p3/a.png', png, { contentType: 'image/png' });
    const path = stored.url.split('?')[0];
    const answers = await Promise.all([
      t.api.get(withToken(stored.url, randomUUID())),
      t.api.get(path),
      t.api.get(`${path}?token=`),
      t.api.get(`${stored.url}&token=${randomUUID()}`),
      t.api.get(`/v1/files/profiles/p3/missing.png?token=${randomUUID()}`),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: MESSAGES.notFound, code: 'not-found' });
    }
  });

  it('serves names with spaces and non-ASCII letters, encoded in the URL', async () => {
    const stored = await t.blobs.put('profiles/p4/Café menu 1.pdf', Buffer.from('%PDF-1.4\n'), {
      contentType: 'application/pdf',
    });
    expect(stored.url).toContain('/v1/files/profiles/p4/Caf%C3%A9%20menu%201.pdf?token=');
    const res = await t.api.get(stored.url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });

  it('never leaves the blob folder, and never serves metadata sidecars or folders', async () => {
    const stored = await t.blobs.put('profiles/p5/a.png', png, { contentType: 'image/png' });
    const token = new URL(stored.url, 'http://x').searchParams.get('token')!;
    const attempts = [
      `/v1/files/profiles/p5/a.png.meta.json?token=${token}`,
      `/v1/files/profiles/p5?token=${token}`,
      `/v1/files/?token=${token}`,
    ];
    for (const url of attempts) expect([url, (await t.api.get(url)).status]).toEqual([url, 404]);
    // Encoded slashes and dot segments never reach a route (platform/path-ids): 400 for any path.
    const escapes = [
      `/v1/files/profiles/p5/%2E%2E/p5/a.png?token=${token}`,
      `/v1/files/profiles%2Fp5%2Fa.png?token=${token}`,
      `/v1/files/..%2F..%2Feverlink.sqlite?token=${token}`,
    ];
    for (const url of escapes) expect([url, (await t.api.get(url)).status]).toEqual([url, 400]);
  });

  it('stops serving what was deleted, one object or a whole folder', async () => {
    const one = await t.blobs.put('profiles/p6/a.png', png, { contentType: 'image/png' });
    const two = await t.blobs.put('profiles/p6/media/b.png', png, { contentType: 'image/png' });
    const neighbour = await t.blobs.put('profiles/p60/c.png', png, { contentType: 'image/png' });
    await t.blobs.delete('profiles/p6/a.png');
    expect((await t.api.get(one.url)).status).toBe(404);
    expect((await t.api.get(two.url)).status).toBe(200);
    await t.blobs.deletePrefix('profiles/p6');
    expect((await t.api.get(two.url)).status).toBe(404);
    expect((await t.api.get(neighbour.url)).status).toBe(200);
  });

  it('hands out a new token when an object is replaced, so the old URL stops working', async () => {
    const first = await t.blobs.put('profiles/p7/a.png', png, { contentType: 'image/png' });
    const second = await t.blobs.put('profiles/p7/a.png', png, { contentType: 'image/png' });
    expect((await t.api.get(first.url)).status).toBe(404);
    expect((await t.api.get(second.url)).status).toBe(200);
  });
});

describe('the files route with Cloud Storage blobs', () => {
  it('is not mounted: Storage serves its own download URLs', async () => {
    const t = await createTestContext();
    try {
      const app = initializeApp(
        { projectId: 'demo-everlink', storageBucket: 'demo-everlink.appspot.com' },
        `files-${randomUUID()}`,
      );
      const blobs = new StorageBlobStore(getStorage(app).bucket());
      const api = supertest(createApp({ ...t.deps, blobs }));
      const res = await api.get(`/v1/files/profiles/p1/a.png?token=${randomUUID()}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: MESSAGES.routeNotFound, code: 'not-found' });
      expect(StorageBlobStore.urlOf('demo-everlink.appspot.com', 'profiles/p1/Café 1.png', 'tok')).toBe(
        'https://firebasestorage.googleapis.com/v0/b/demo-everlink.appspot.com/o/profiles%2Fp1%2FCaf%C3%A9%201.png?alt=media&token=tok',
      );
    } finally {
      await t.close();
    }
  });
});
