import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKGROUND_DESIGNS, BACKGROUND_SIZE, SHARE_KIT_MESSAGES } from '../../contract/share-kit';
import type { TestUser } from '../../../test/harness.test-support';
import { ACME_BRAND, binary, createShareKitWorld, type ShareKitWorld } from './share-kit.test-support';

let w: ShareKitWorld;
beforeAll(async () => {
  w = await createShareKitWorld();
});
afterAll(async () => w?.close());

const path = (profileId: string, design: string) => `/v1/profiles/${profileId}/backgrounds/${design}.png`;
const download = (profileId: string, design: string, user?: TestUser) => {
  const req = w.t.api.get(path(profileId, design));
  return (user ? req.set(user.headers) : req).buffer(true).parse(binary);
};

/** The colour of one pixel, as #rrggbb. */
async function pixel(png: Buffer, left: number, top: number): Promise<string> {
  const raw = await sharp(png).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
  return `#${[...raw].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

describe('GET /v1/profiles/{id}/backgrounds/{design}.png', () => {
  it('is a 1920×1080 PNG download in each of three designs', async () => {
    const files = await Promise.all(BACKGROUND_DESIGNS.map((design) => download(w.ownerProfile.id, design, w.owner)));
    for (const [i, res] of files.entries()) {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename=".* background ${BACKGROUND_DESIGNS[i]}\\.png"`),
      );
      expect(await sharp(res.body as Buffer).metadata()).toMatchObject({
        format: 'png',
        width: BACKGROUND_SIZE.width,
        height: BACKGROUND_SIZE.height,
      });
    }
    expect(new Set(files.map((f) => (f.body as Buffer).toString('base64'))).size).toBe(3);
  });

  it('puts the QR code on white in the bottom-right corner, away from where the person sits', async () => {
    const png = (await download(w.ownerProfile.id, 'bold', w.owner)).body as Buffer;
    // The quiet zone around the code is white, and the code has dark modules.
    expect(await pixel(png, 1540, 660)).toBe('#ffffff');
    const qr = await sharp(png).extract({ left: 1540, top: 660, width: 240, height: 240 }).greyscale().raw().toBuffer();
    const dark = [...qr].filter((v) => v < 64).length / qr.length;
    expect(dark).toBeGreaterThan(0.25);
    expect(dark).toBeLessThan(0.75);
  });

  it("an employee's background wears the company's colours, and its logo on white top-right", async () => {
    const gradient = (await download(w.repProfile.id, 'gradient', w.rep)).body as Buffer;
    expect(await pixel(gradient, 2, 2)).toBe(ACME_BRAND.primaryColor);
    const minimal = (await download(w.repProfile.id, 'minimal', w.rep)).body as Buffer;
    expect(await pixel(minimal, 4, 540)).toBe(ACME_BRAND.primaryColor);
    expect(await pixel(minimal, 22, 540)).not.toBe('#f8fafc');
    // The logo (white, 600×200, fitted into 320×120 → 320×107) sits at the top right.
    expect(await pixel(gradient, 1920 - 120 - 160, 120 + 50)).toBe('#ffffff');
    const owner = (await download(w.ownerProfile.id, 'gradient', w.owner)).body as Buffer;
    expect(await pixel(owner, 2, 2)).toBe(w.ownerProfile.config.theme.primaryColor);
    expect(await pixel(owner, 1920 - 120 - 160, 120 + 50)).not.toBe('#ffffff');
  });

  it('draws names XML cannot carry (control characters, a lone surrogate, emoji) instead of failing, and so does the pass icon', async () => {
    const put = await w.t.api
      .put(`/v1/profiles/${w.engineerProfile.id}`)
      .set(w.engineer.headers)
      .send({ firstName: '😀\u0001Zoë', lastName: 'Ng\ud83d', jobTitle: 'R&D <lead>\u0007' });
    expect(put.status).toBe(200);
    for (const design of BACKGROUND_DESIGNS) {
      const res = await download(w.engineerProfile.id, design, w.engineer);
      expect(res.status).toBe(200);
      expect((await sharp(res.body as Buffer).metadata()).width).toBe(BACKGROUND_SIZE.width);
    }
    expect(
      (await w.t.api.get(`/v1/profiles/${w.engineerProfile.id}/wallet/apple`).set(w.engineer.headers)).status,
    ).toBe(200);
  });

  it('an unknown design is 400; anonymous 401; others 404; the company admin may for an employee', async () => {
    const unknown = await w.t.api.get(path(w.ownerProfile.id, 'plaid')).set(w.owner.headers);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe(SHARE_KIT_MESSAGES.unknownDesign);
    expect(
      (await w.t.api.get(`/v1/profiles/${w.ownerProfile.id}/backgrounds/gradient.jpg`).set(w.owner.headers)).status,
    ).toBe(404);
    expect((await download(w.ownerProfile.id, 'gradient')).status).toBe(401);
    expect((await download(w.ownerProfile.id, 'gradient', w.rep)).status).toBe(404);
    expect((await download(w.repProfile.id, 'gradient', w.globexAdmin)).status).toBe(404);
    expect((await download(w.engineerProfile.id, 'gradient', w.manager)).status).toBe(404);
    expect((await download(w.repProfile.id, 'gradient', w.admin)).status).toBe(200);
    expect((await download(w.repProfile.id, 'minimal', w.manager)).status).toBe(200);
  });
});
