import QRCode from 'qrcode';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../contract/profiles';
import { createTestContext, createUser, type TestContext } from '../../../test/harness.test-support';

/**
 * The card page's QR code is a PNG of one pixel a module (card-qr.ts): read back pixel by pixel,
 * it is the QR code of the profile's own page, with a module of white around it, and the page
 * draws it sharp at any size.
 */

let t: TestContext;
let cardId: string;
let slug: string;

beforeAll(async () => {
  t = await createTestContext();
  const [owner, admin] = await Promise.all([
    createUser(t, { firstName: 'Quinn', lastName: 'Rhodes' }),
    createUser(t, { superadmin: true }),
  ]);
  const profile = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0] as Profile;
  slug = profile.slug!;
  [cardId] = (await t.api.post('/v1/cards').set(admin.headers).send({ count: 1 })).body.data.cardIds;
  await t.api.post('/v1/cards/activate').set(owner.headers).send({ cardId, profileId: profile.id }).expect(200);
});
afterAll(async () => t.close());

/** The image's pixels as rows of dark (true) and light modules. */
async function pixelsOf(src: string): Promise<boolean[][]> {
  const { data, info } = await sharp(Buffer.from(src.replace(/^data:image\/png;base64,/, ''), 'base64'))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Array.from({ length: info.height }, (_, y) =>
    Array.from({ length: info.width }, (_, x) => data[y * info.width + x] < 128),
  );
}

describe('the card page’s QR code', () => {
  it('is the QR code of the profile’s page, one pixel a module with a white module around, drawn without smoothing', async () => {
    const html = (await t.api.get(`/card/${cardId}`)).text;
    const [, src, width, height] = html.match(
      /<img src="(data:image\/png;base64,[^"]+)" alt="[^"]+" width="(\d+)" height="(\d+)">/,
    )!;
    const { modules } = QRCode.create(`${t.deps.config.publicUrl}/card/@${slug}`, { errorCorrectionLevel: 'M' });
    const expected = Array.from({ length: modules.size + 2 }, (_, y) =>
      Array.from(
        { length: modules.size + 2 },
        (_, x) => x > 0 && y > 0 && x <= modules.size && y <= modules.size && !!modules.get(y - 1, x - 1),
      ),
    );
    expect(await pixelsOf(src)).toEqual(expected);
    expect([Number(width), Number(height)]).toEqual([modules.size + 2, modules.size + 2]);
    expect(html).toContain('.qr img{display:block;width:100%;height:auto;image-rendering:pixelated}');
    // One bit a pixel: a few hundred bytes, in the page.
    expect(Buffer.from(src.split(',')[1], 'base64').length).toBeLessThan(400);
  });

  it('is allowed by the page’s policy: images from data: URLs', async () => {
    const res = await t.api.get(`/card/${cardId}`);
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: https:");
  });
});
