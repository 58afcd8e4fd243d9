import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_SIZE, SHARE_KIT_MESSAGES, SIGNATURE_DESIGNS, type ShareKit } from '../../contract/share-kit';
import type { TestUser } from '../../../test/harness.test-support';
import { binary, createShareKitWorld, type ShareKitWorld } from './share-kit.test-support';
import { collections } from '../../platform/store/collections';

let w: ShareKitWorld;
beforeAll(async () => {
  w = await createShareKitWorld();
});
afterAll(async () => w?.close());

const get = (path: string, user?: TestUser) => (user ? w.t.api.get(path).set(user.headers) : w.t.api.get(path));
const kitPath = (profileId: string) => `/v1/profiles/${profileId}/share-kit`;
const signaturePath = (profileId: string, design?: string) =>
  `/v1/profiles/${profileId}/signature${design ? `?design=${design}` : ''}`;
const companyKitPath = () => `/v1/company/${w.acme.id}/share-kit`;

describe('GET /v1/profiles/{id}/share-kit', () => {
  it('tells the owner the card URL, the public QR image, the wallets and the designs to preselect', async () => {
    const res = await get(kitPath(w.ownerProfile.id), w.owner);
    expect(res.status).toBe(200);
    const kit = res.body.data as ShareKit;
    const { publicUrl } = w.t.deps.config;
    expect(kit).toEqual({
      profileId: w.ownerProfile.id,
      cardUrl: `${publicUrl}/card/@${w.ownerProfile.slug}`,
      qrUrl: `${publicUrl}/v1/profiles/${w.ownerProfile.id}/qr.png`,
      wallet: { apple: true, google: true },
      signature: { design: 'classic', locked: false },
      background: { design: 'gradient', locked: false },
      company: null,
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("names an employee's company, and whether the viewer may choose its designs", async () => {
    expect((await get(kitPath(w.repProfile.id), w.rep)).body.data.company).toEqual({
      id: w.acme.id,
      name: 'Acme',
      canChoose: false,
    });
    expect((await get(kitPath(w.repProfile.id), w.admin)).body.data.company).toEqual({
      id: w.acme.id,
      name: 'Acme',
      canChoose: true,
    });
  });

  it('anonymous 401; someone else, another company or a manager of another division 404; bad ids 400', async () => {
    expect((await get(kitPath(w.ownerProfile.id))).status).toBe(401);
    expect((await get(kitPath(w.ownerProfile.id), w.rep)).status).toBe(404);
    expect((await get(kitPath(w.repProfile.id), w.globexAdmin)).status).toBe(404);
    expect((await get(kitPath(w.engineerProfile.id), w.manager)).status).toBe(404);
    expect((await get(kitPath(w.repProfile.id), w.manager)).status).toBe(200);
    expect((await get(kitPath('nope'), w.owner)).status).toBe(404);
    expect((await get('/v1/profiles/a%2F..%2Fb/share-kit', w.owner)).status).toBe(400);
  });
});

describe('GET /v1/profiles/{id}/signature', () => {
  it('is table HTML with inline styles only, absolute image URLs, no classes or scripts, and the details escaped', async () => {
    const res = await get(signaturePath(w.ownerProfile.id), w.owner);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = res.text;
    expect(html.startsWith('<table')).toBe(true);
    expect(html).not.toMatch(/<script|<style|class=|<link|javascript:|<div/i);
    expect(html).toContain('O&#39;Plain &lt;b&gt;');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Designer &amp; Maker');
    expect(html).toContain('Plain Studio');
    expect(html).toContain('href="mailto:pat@plain.example"');
    expect(html).toContain('href="tel:+14155550100"');
    const { publicUrl } = w.t.deps.config;
    expect(html).toContain(`href="${publicUrl}/card/@${w.ownerProfile.slug}"`);
    const images = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&'));
    expect(images).toHaveLength(2);
    for (const src of images) expect(src).toMatch(/^https?:\/\//);
    expect(images).toContain(`${publicUrl}/v1/profiles/${w.ownerProfile.id}/qr.png`);
    // The photo is the JPEG rendition (Outlook shows no WebP), and it loads.
    const photo = images.find((src) => src.includes('/photo/'))!;
    expect(photo).toMatch(/\.jpg\?token=/);
    const loaded = await w.t.api.get(photo.slice(publicUrl.length)).buffer(true).parse(binary);
    expect([loaded.status, loaded.headers['content-type']]).toEqual([200, 'image/jpeg']);
    // Every cell carries its own inline style (no style sheet to inherit from).
    expect(
      html
        .match(/<(td|a|img|table|span|strong)\b[^>]*>/g)!
        .every((tag) => !tag.startsWith('<td') || tag.includes('style=')),
    ).toBe(true);
  });

  it('comes in three designs, each different, all with the QR code and the card link', async () => {
    const pages = await Promise.all(
      SIGNATURE_DESIGNS.map((design) => get(signaturePath(w.ownerProfile.id, design), w.owner)),
    );
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.text).toContain(`/v1/profiles/${w.ownerProfile.id}/qr.png`);
      expect(page.text).toContain(`/card/@${w.ownerProfile.slug}`);
    }
    expect(new Set(pages.map((p) => p.text)).size).toBe(3);
    expect(pages[0].text).toBe((await get(signaturePath(w.ownerProfile.id), w.owner)).text);
  });

  it('shows only what the public card shows: hidden contact details stay out', async () => {
    const put = await w.t.api
      .put(`/v1/profiles/${w.engineerProfile.id}`)
      .set(w.engineer.headers)
      .send({ email: 'eng@acme.example', jobTitle: 'Engineer' });
    expect(put.status).toBe(200);
    const html = (await get(signaturePath(w.engineerProfile.id), w.engineer)).text;
    expect(html).toContain('Engineer');
    expect(html).not.toContain('eng@acme.example');
  });

  it('an unknown design is 400; other people 404; anonymous 401; the company admin may for an employee', async () => {
    const unknown = await get(signaturePath(w.ownerProfile.id, 'fancy'), w.owner);
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      message: SHARE_KIT_MESSAGES.unknownDesign,
      fields: { design: SHARE_KIT_MESSAGES.unknownDesign },
    });
    expect((await get(signaturePath(w.ownerProfile.id), w.rep)).status).toBe(404);
    expect((await get(signaturePath(w.repProfile.id), w.globexAdmin)).status).toBe(404);
    expect((await get(signaturePath(w.ownerProfile.id))).status).toBe(401);
    const admin = await get(signaturePath(w.repProfile.id), w.admin);
    expect(admin.status).toBe(200);
    expect(admin.text).toContain('Account Executive &middot; Acme');
  });
});

describe('GET /v1/profiles/{id}/qr.png (public)', () => {
  it('is a PNG of the card URL for anyone, cacheable, at the size asked for', async () => {
    const res = await w.t.api.get(`/v1/profiles/${w.ownerProfile.id}/qr.png`).buffer(true).parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toMatch(/^public/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({
      format: 'png',
      width: QR_SIZE.default,
      height: QR_SIZE.default,
    });
    const small = await w.t.api.get(`/v1/profiles/${w.ownerProfile.id}/qr.png?size=96`).buffer(true).parse(binary);
    expect((await sharp(small.body as Buffer).metadata()).width).toBe(96);
  });

  it('400 for sizes out of range or not numbers; 404 for unknown and deactivated profiles', async () => {
    for (const size of ['10', '5000', 'big', '1.5'])
      expect((await w.t.api.get(`/v1/profiles/${w.ownerProfile.id}/qr.png?size=${size}`)).status).toBe(400);
    expect((await w.t.api.get('/v1/profiles/nope/qr.png')).status).toBe(404);
    const off = await w.t.api.put(`/v1/profiles/${w.engineerProfile.id}/deactivate`).set(w.engineer.headers).send({});
    expect(off.status).toBe(200);
    expect((await w.t.api.get(`/v1/profiles/${w.engineerProfile.id}/qr.png`)).status).toBe(404);
    expect(
      (
        await w.t.api
          .put(`/v1/profiles/${w.engineerProfile.id}/deactivate`)
          .set(w.engineer.headers)
          .send({ deactivated: false })
      ).status,
    ).toBe(200);
  });
});

describe('designs a company hands to every employee', () => {
  it('members read the choice (none yet); outsiders 404; anonymous 401', async () => {
    const res = await get(companyKitPath(), w.rep);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      companyId: w.acme.id,
      signatureDesign: null,
      backgroundDesign: null,
      updatedAt: null,
      updatedBy: null,
    });
    expect((await get(companyKitPath(), w.globexAdmin)).status).toBe(404);
    expect((await get(companyKitPath(), w.owner)).status).toBe(404);
    expect((await get(companyKitPath())).status).toBe(401);
  });

  it('only whoever may update the company sets it (members 403, outsiders 404), with nothing written on refusal', async () => {
    const body = { signatureDesign: 'modern', backgroundDesign: 'bold' };
    expect((await w.t.api.put(companyKitPath()).set(w.rep.headers).send(body)).status).toBe(403);
    expect((await w.t.api.put(companyKitPath()).set(w.manager.headers).send(body)).status).toBe(403);
    expect((await w.t.api.put(companyKitPath()).set(w.globexAdmin.headers).send(body)).status).toBe(404);
    expect((await w.t.api.put(companyKitPath()).send(body)).status).toBe(401);
    expect((await collections(w.t).companySettings(w.acme.id).doc('shareKit').get()).exists).toBe(false);
  });

  it('refuses unknown designs, unknown fields and an empty choice (400)', async () => {
    const unknown = await w.t.api.put(companyKitPath()).set(w.admin.headers).send({ signatureDesign: 'fancy' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ signatureDesign: SHARE_KIT_MESSAGES.unknownDesign });
    expect(
      (await w.t.api.put(companyKitPath()).set(w.admin.headers).send({ signatureDesign: 'modern', extra: 1 })).status,
    ).toBe(400);
    const empty = await w.t.api.put(companyKitPath()).set(w.admin.headers).send({});
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(SHARE_KIT_MESSAGES.chooseSomething);
    expect((await w.t.api.put(companyKitPath()).set(w.admin.headers).send('junk').type('text')).status).toBe(400);
  });

  it("an admin's choice is preselected and locked on employees' share tabs, and other designs are 403 for them", async () => {
    const set = await w.t.api
      .put(companyKitPath())
      .set(w.admin.headers)
      .send({ signatureDesign: 'modern', backgroundDesign: 'bold' });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({
      signatureDesign: 'modern',
      backgroundDesign: 'bold',
      updatedBy: w.admin.uid,
      updatedAt: expect.any(String),
    });

    const kit = (await get(kitPath(w.repProfile.id), w.rep)).body.data as ShareKit;
    expect([kit.signature, kit.background]).toEqual([
      { design: 'modern', locked: true },
      { design: 'bold', locked: true },
    ]);
    const locked = await get(signaturePath(w.repProfile.id, 'classic'), w.rep);
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(SHARE_KIT_MESSAGES.designLocked('Modern'));
    const chosen = await get(signaturePath(w.repProfile.id), w.rep);
    expect(chosen.text).toBe((await get(signaturePath(w.repProfile.id, 'modern'), w.rep)).text);
    const background = await get(`/v1/profiles/${w.repProfile.id}/backgrounds/gradient.png`, w.rep);
    expect(background.status).toBe(403);
    expect(background.body.message).toBe(SHARE_KIT_MESSAGES.designLocked('Bold'));

    // The admin previews every design (also for the employee); people outside the company are not bound.
    expect((await get(kitPath(w.repProfile.id), w.admin)).body.data.signature).toEqual({
      design: 'modern',
      locked: false,
    });
    expect((await get(signaturePath(w.repProfile.id, 'classic'), w.admin)).status).toBe(200);
    expect((await get(kitPath(w.ownerProfile.id), w.owner)).body.data.signature).toEqual({
      design: 'classic',
      locked: false,
    });
  });

  it('null hands the choice back to each person', async () => {
    const res = await w.t.api.put(companyKitPath()).set(w.admin.headers).send({ signatureDesign: null });
    expect(res.body.data).toMatchObject({ signatureDesign: null, backgroundDesign: 'bold' });
    expect((await get(kitPath(w.repProfile.id), w.rep)).body.data.signature).toEqual({
      design: 'classic',
      locked: false,
    });
    expect((await get(signaturePath(w.repProfile.id, 'compact'), w.rep)).status).toBe(200);
  });
});
