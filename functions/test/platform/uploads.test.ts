import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import sharp from 'sharp';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, MESSAGES } from '../../src/contract/messages';
import { DiskBlobStore } from '../../src/platform/blobs/disk-blob-store';
import { errorHandler } from '../../src/platform/errors';
import { createLogger } from '../../src/platform/logging';
import { captureMultipartBody, MAX_MULTIPART_BYTES, readUpload, type UploadKind } from '../../src/platform/uploads';
import { createTestContext, type TestContext } from '../harness.test-support';

/**
 * The upload helper through HTTP: small Express apps around the real readUpload and the real
 * error handler, once as createApp runs on plain Node (captureMultipartBody reads the body)
 * and once as Cloud Functions run it (the platform has already read the body into rawBody).
 */

let dir: string;
let blobs: DiskBlobStore;

/** Stores the file only after readUpload answered, as every upload endpoint does. */
function uploadRoute(): express.RequestHandler {
  return async (req, res) => {
    const field = typeof req.query.field === 'string' ? req.query.field : undefined;
    const upload = await readUpload(req, { kind: req.params.kind as UploadKind, field });
    await blobs.put(`uploads/${req.params.kind}/${upload.filename}`, upload.bytes, { contentType: upload.contentType });
    res.status(201).json({
      data: { filename: upload.filename, contentType: upload.contentType, size: upload.size, fields: upload.fields },
    });
  };
}

function plainApp() {
  const app = express();
  app.use(captureMultipartBody());
  app.post('/upload/:kind', uploadRoute());
  app.use(errorHandler(createLogger('silent')));
  return app;
}

/** As the Functions framework hands requests over: stream read, body buffered in req.rawBody. */
function functionsLikeApp() {
  const app = express();
  app.use(
    express.raw({
      type: () => true,
      limit: '32mb',
      verify: (req, _res, buf) => {
        (req as express.Request).rawBody = buf;
      },
    }),
  );
  app.use(captureMultipartBody());
  app.post('/upload/:kind', uploadRoute());
  app.use(errorHandler(createLogger('silent')));
  return app;
}

const storedFiles = () => {
  try {
    return readdirSync(join(dir, 'uploads'), { recursive: true }).filter((f) => !String(f).endsWith('.meta.json'));
  } catch {
    return [];
  }
};

let png: Buffer;
let jpeg: Buffer;
let webp: Buffer;
let gif: Buffer;
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
  Buffer.alloc(64),
]);
const mov = Buffer.concat([
  Buffer.from([0, 0, 0, 0x14]),
  Buffer.from('ftypqt  '),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('qt  '),
  Buffer.alloc(64),
]);
// The EBML header of a WebM file: DocType "webm".
const webm = Buffer.from([
  0x1a,
  0x45,
  0xdf,
  0xa3,
  0x9f,
  0x42,
  0x86,
  0x81,
  0x01,
  0x42,
  0xf7,
  0x81,
  0x01,
  0x42,
  0xf2,
  0x81,
  0x04,
  0x42,
  0xf3,
  0x81,
  0x08,
  0x42,
  0x82,
  0x84,
  ...Buffer.from('webm'),
  0x42,
  0x87,
  0x81,
  0x04,
  0x42,
  0x85,
  0x81,
  0x02,
]);
/** A real PNG padded after its end to exactly `size` bytes: still a PNG by its magic numbers. */
const pngOfSize = (size: number) => Buffer.concat([png, Buffer.alloc(size - png.length)]);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'everlink-uploads-'));
  blobs = new DiskBlobStore(dir);
  const image = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#c00' } });
  [png, jpeg, webp, gif] = await Promise.all([
    image().png().toBuffer(),
    image().jpeg().toBuffer(),
    image().webp().toBuffer(),
    image().gif().toBuffer(),
  ]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

for (const [name, makeApp] of [
  ['createApp on plain Node (captureMultipartBody)', plainApp],
  ['Cloud Functions (body already in rawBody)', functionsLikeApp],
] as const) {
  describe(`readUpload, ${name}`, () => {
    const api = supertest(makeApp());
    const upload = (kind: string, bytes: Buffer, filename: string) =>
      api.post(`/upload/${kind}`).attach('file', bytes, { filename, contentType: 'application/octet-stream' });

    it('takes a file of exactly 5 MB', async () => {
      const res = await upload('image', pngOfSize(MAX_FILE_BYTES), 'exact.png');
      expect(res.status).toBe(201);
      // What comes back is the image re-encoded without the padding after its data (cleanImage).
      expect(res.body.data).toMatchObject({ contentType: 'image/png', filename: 'exact.png' });
      expect(res.body.data.size).toBeLessThan(1000);
    });

    it('refuses 5 MB + 1 byte with 413 and the spec message, storing nothing', async () => {
      const before = storedFiles().length;
      const res = await upload('image', pngOfSize(MAX_FILE_BYTES + 1), 'too-big.png');
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: MESSAGES.fileTooLarge, code: 'too-large' });
      expect(storedFiles().length).toBe(before);
    });

    it('sniffs the type from the bytes: a PNG named .pdf is accepted as a document, as image/png', async () => {
      const res = await upload('document', png, 'scan.pdf');
      expect(res.status).toBe(201);
      expect(res.body.data.contentType).toBe('image/png');
    });

    it('refuses a text file posing as .png with 415', async () => {
      const res = await upload('image', Buffer.from('just some text, not an image'), 'photo.png');
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ message: MESSAGES.unsupportedFileType, code: 'unsupported-type' });
    });

    it('refuses a binary in a CSV upload with 415', async () => {
      expect((await upload('csv', png, 'contacts.csv')).status).toBe(415);
      expect((await upload('csv', Buffer.from('name,email\nJos\xe9,j@x.test\n', 'latin1'), 'latin1.csv')).status).toBe(
        415,
      );
    });

    it('answers 400 "This field is required." on field file for an empty form', async () => {
      const res = await api.post('/upload/image').field('note', 'no file here');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: MESSAGES.required,
        code: 'bad-request',
        fields: { file: MESSAGES.required },
      });
    });

    it('answers 400 for an empty file, a file under another field, and a body that is not a form', async () => {
      expect((await upload('image', Buffer.alloc(0), 'empty.png')).status).toBe(400);
      expect((await api.post('/upload/image').attach('other', png, 'a.png')).body.fields).toEqual({
        file: MESSAGES.required,
      });
      expect((await api.post('/upload/image').send({ file: 'x' })).status).toBe(400);
    });

    it('answers a form cut before its closing boundary, or a skipped part cut short, with 400, storing nothing, and serves the next request', async () => {
      const before = storedFiles().length;
      const head = (name: string) =>
        `--cut\r\nContent-Disposition: form-data; name="${name}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
      for (const body of [
        `${head('file')}PNGDATA`,
        `${head('other')}PNGDATA`,
        `--cut\r\nContent-Disposition: form-data; name="note"\r\n\r\nhalf a fie`,
      ]) {
        const res = await api
          .post('/upload/image')
          .set('content-type', 'multipart/form-data; boundary=cut')
          .send(Buffer.from(body));
        expect([res.status, res.body]).toEqual([
          400,
          { message: MESSAGES.uploadIncomplete, code: 'bad-request', fields: { file: MESSAGES.uploadIncomplete } },
        ]);
      }
      expect(storedFiles().length).toBe(before);
      expect((await upload('image', png, 'after.png')).status).toBe(201);
    });

    it('reads the file from the field asked for', async () => {
      const res = await api.post('/upload/image?field=avatar').attach('avatar', png, 'me.png');
      expect(res.status).toBe(201);
      expect((await api.post('/upload/image?field=avatar').attach('file', png, 'me.png')).body.fields).toEqual({
        avatar: MESSAGES.required,
      });
    });

    it('accepts each allowed type of each kind', async () => {
      const cases: [UploadKind, Buffer, string, string][] = [
        ['image', jpeg, 'a.jpg', 'image/jpeg'],
        ['image', png, 'a.png', 'image/png'],
        ['image', webp, 'a.webp', 'image/webp'],
        ['image', gif, 'a.gif', 'image/gif'],
        ['video', mp4, 'a.mp4', 'video/mp4'],
        ['video', webm, 'a.webm', 'video/webm'],
        ['video', mov, 'a.mov', 'video/quicktime'],
        ['document', pdf, 'a.pdf', 'application/pdf'],
        ['document', jpeg, 'b.jpg', 'image/jpeg'],
        ['csv', Buffer.from('name,email\nJosé,jose@example.test\n'), 'a.csv', 'text/csv'],
        ['vcf', Buffer.from('\uFEFFbegin:vcard\r\nVERSION:3.0\r\nFN:Ada\r\nEND:VCARD\r\n'), 'a.vcf', 'text/vcard'],
      ];
      for (const [kind, bytes, filename, contentType] of cases) {
        const res = await upload(kind, bytes, filename);
        expect([kind, filename, res.status, res.body.data?.contentType]).toEqual([kind, filename, 201, contentType]);
      }
    });

    it('refuses what a kind does not allow', async () => {
      const cases: [UploadKind, Buffer][] = [
        ['image', pdf],
        ['image', mp4],
        ['video', png],
        ['document', mp4],
        ['vcf', Buffer.from('FN:Ada\r\nBEGIN:VCARD\r\n')],
        ['vcf', png],
        ['csv', Buffer.from('a,b\n1,\u0000\n')],
      ];
      for (const [kind, bytes] of cases) expect([kind, (await upload(kind, bytes, 'x')).status]).toEqual([kind, 415]);
    });

    it("returns the form's other fields as strings, and the file name without folders", async () => {
      const res = await api
        .post('/upload/image')
        .field('title', 'Me, smiling')
        .field('order', '2')
        .attach('file', png, 'Café photo.png');
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({ filename: 'Café photo.png', fields: { title: 'Me, smiling', order: '2' } });
    });
  });
}

describe('captureMultipartBody in createApp', () => {
  let t: TestContext;
  let server: Server;
  beforeAll(async () => {
    t = await createTestContext();
    server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('answers 413 with the spec message for a multipart body past the cap, before any route', async () => {
    const res = await t.api.post('/v1/users').attach('file', Buffer.alloc(MAX_MULTIPART_BYTES + 1), 'big.bin');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: MESSAGES.fileTooLarge, code: 'too-large' });
  });

  it('stops buffering a chunked body at the cap and still answers 413 on a live connection', async () => {
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/v1/users',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      req.on('error', reject);
      const chunk = Buffer.alloc(256 * 1024, 'a');
      for (let sent = 0; sent <= MAX_MULTIPART_BYTES + chunk.length; sent += chunk.length) req.write(chunk);
      req.end();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ message: MESSAGES.fileTooLarge, code: 'too-large' });
  });

  it('lets multipart bodies under the cap through to the route', async () => {
    const res = await t.api.post('/v1/users').attach('file', png, 'a.png');
    expect(res.status).toBe(401);
  });
});
