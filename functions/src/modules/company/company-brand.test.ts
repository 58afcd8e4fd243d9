import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, MESSAGES } from '../../contract/messages';
import { COMPANY_BRAND_MESSAGES, type CompanyEverlink } from '../../contract/company-brand';
import type { Company } from '../../contract/company';
import type { Profile } from '../../contract/profiles';
import { createTestContext, type TestContext } from '../../../test/harness.test-support';
import { createCompanyWorld, defaultProfile, type CompanyWorld } from '../../../test/world.test-support';

let t: TestContext;
let w: CompanyWorld;
let base: string;

beforeAll(async () => {
  t = await createTestContext();
  w = await createCompanyWorld(t);
  base = `/v1/company/${w.acme.id}`;
});
afterAll(async () => t.close());

const png = (width = 64, height = 32, background = '#1f6feb') =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();
const linkTitles = (res: { body: { data: CompanyEverlink[] } }) => res.body.data.map((e) => e.title);
describe('company links', () => {
  let welcome: CompanyEverlink;

  it('admins create a link with a server id (`new`), in order; Invalid URL and a missing URL are 400, nothing written', async () => {
    const created = await t.api
      .post(`${base}/everlinks/new`)
      .set(w.admin.headers)
      .send({ title: 'Welcome pack', url: 'acme.example.com/welcome' });
    expect(created.status).toBe(201);
    welcome = created.body.data;
    expect(welcome).toMatchObject({
      companyId: w.acme.id,
      type: 'url',
      title: 'Welcome pack',
      url: 'https://acme.example.com/welcome',
      file: null,
      divisionIds: [],
      order: 0,
    });
    const second = await t.api
      .post(`${base}/everlinks/new`)
      .set(w.admin.headers)
      .send({ title: 'Engineering wiki', url: 'https://wiki.acme.example.com', divisionIds: [w.engineering.id] });
    expect(second.body.data.order).toBe(1);

    const invalid = await t.api
      .post(`${base}/everlinks/new`)
      .set(w.admin.headers)
      .send({ title: 'Bad', url: 'not a url' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.fields).toEqual({ url: MESSAGES.invalidUrl });
    const missing = await t.api.post(`${base}/everlinks/new`).set(w.admin.headers).send({ title: 'No URL' });
    expect(missing.body.fields).toEqual({ url: MESSAGES.required });
    const noTitle = await t.api
      .post(`${base}/everlinks/new`)
      .set(w.admin.headers)
      .send({ url: 'https://acme.example.com' });
    expect(noTitle.body.fields).toEqual({ title: MESSAGES.required });
    const unknownDivision = await t.api
      .post(`${base}/everlinks/new`)
      .set(w.admin.headers)
      .send({ title: 'X', url: 'https://x.example.com', divisionIds: ['nope'] });
    expect(unknownDivision.status).toBe(400);
    expect(linkTitles(await t.api.get(`${base}/everlinks`).set(w.admin.headers))).toEqual([
      'Welcome pack',
      'Engineering wiki',
    ]);
  });

  it('members read; another company, a plain user and anonymous callers cannot', async () => {
    for (const member of [w.rep, w.manager, w.engineer, w.admin, w.superadmin]) {
      const res = await t.api.get(`${base}/everlinks`).set(member.headers);
      expect(res.status).toBe(200);
      expect(linkTitles(res)).toEqual(['Welcome pack', 'Engineering wiki']);
    }
    expect((await t.api.get(`${base}/everlinks`).set(w.globexAdmin.headers)).status).toBe(404);
    expect((await t.api.get(`${base}/everlinks`).set(w.plain.headers)).status).toBe(404);
    expect((await t.api.get(`${base}/everlinks`)).status).toBe(401);
  });

  it('only admins write: employees and managers 403, outsiders 404, a superadmin may; nothing changes on refusal', async () => {
    const body = { title: 'Hijacked', url: 'https://evil.example.com' };
    for (const [who, status] of [
      [w.rep, 403],
      [w.manager, 403],
      [w.globexAdmin, 404],
      [w.plain, 404],
    ] as const) {
      expect((await t.api.post(`${base}/everlinks/new`).set(who.headers).send(body)).status).toBe(status);
      expect((await t.api.post(`${base}/everlinks/${welcome.id}`).set(who.headers).send(body)).status).toBe(status);
      expect((await t.api.delete(`${base}/everlinks/${welcome.id}`).set(who.headers)).status).toBe(status);
    }
    expect((await t.api.post(`${base}/everlinks/new`).send(body)).status).toBe(401);
    expect(linkTitles(await t.api.get(`${base}/everlinks`).set(w.admin.headers))).toEqual([
      'Welcome pack',
      'Engineering wiki',
    ]);
    const bySuper = await t.api
      .post(`${base}/everlinks/${welcome.id}`)
      .set(w.superadmin.headers)
      .send({ title: 'Welcome pack', url: welcome.url, order: 5 });
    expect(bySuper.status).toBe(200);
    expect(bySuper.body.data.order).toBe(5);
    expect(linkTitles(await t.api.get(`${base}/everlinks`).set(w.admin.headers))).toEqual([
      'Engineering wiki',
      'Welcome pack',
    ]);
    await t.api
      .post(`${base}/everlinks/${welcome.id}`)
      .set(w.admin.headers)
      .send({ title: 'Welcome pack', url: welcome.url, order: 0 })
      .expect(200);
  });

  it('an unknown link id is 404; another company cannot reach Acme links through its own id', async () => {
    const missing = await t.api
      .post(`${base}/everlinks/nope`)
      .set(w.admin.headers)
      .send({ title: 'X', url: 'https://x.example.com' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(COMPANY_BRAND_MESSAGES.everlinkNotFound);
    expect(
      (await t.api.delete(`/v1/company/${w.globex.id}/everlinks/${welcome.id}`).set(w.globexAdmin.headers)).status,
    ).toBe(404);
  });

  it('upload: a PDF becomes a file link; a URL replaces the file, which is deleted; junk 415, over 5 MB 413, nothing stored', async () => {
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const up = await t.api
      .post(`${base}/everlinks/upload`)
      .set(w.admin.headers)
      .field('title', 'Price list')
      .attach('file', pdf, 'prices-2025.pdf');
    expect(up.status).toBe(201);
    const link: CompanyEverlink = up.body.data;
    expect(link).toMatchObject({
      type: 'file',
      title: 'Price list',
      file: { name: 'prices-2025.pdf', contentType: 'application/pdf' },
      order: 2,
    });
    const file = await t.api.get(link.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');

    const again = await t.api
      .post(`${base}/everlinks/upload`)
      .query({ everlinkId: link.id })
      .set(w.admin.headers)
      .attach('file', await png(), 'prices.png');
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      id: link.id,
      type: 'file',
      title: 'Price list',
      file: { contentType: 'image/png' },
    });
    expect((await t.api.get(link.url)).status).toBe(404);

    const toUrl = await t.api
      .post(`${base}/everlinks/${link.id}`)
      .set(w.admin.headers)
      .send({ title: 'Price list', url: 'https://acme.example.com/prices' });
    expect(toUrl.body.data).toMatchObject({ type: 'url', url: 'https://acme.example.com/prices', file: null });
    expect((await t.api.get(again.body.data.url)).status).toBe(404);

    const folder = join(t.dir, 'blobs', 'companies', w.acme.id, 'everlinks');
    const before = existsSync(folder);
    const junk = await t.api
      .post(`${base}/everlinks/upload`)
      .set(w.admin.headers)
      .attach('file', Buffer.from('MZ not a document'), 'virus.pdf');
    expect(junk.status).toBe(415);
    const big = Buffer.concat([pdf, Buffer.alloc(MAX_FILE_BYTES + 1 - pdf.length)]);
    const tooLarge = await t.api.post(`${base}/everlinks/upload`).set(w.admin.headers).attach('file', big, 'big.pdf');
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.message).toBe(MESSAGES.fileTooLarge);
    expect((await t.api.post(`${base}/everlinks/upload`).set(w.rep.headers).attach('file', pdf, 'x.pdf')).status).toBe(
      403,
    );
    expect(existsSync(folder)).toBe(before);
    expect((await t.api.get(`${base}/everlinks`).set(w.admin.headers)).body.data).toHaveLength(3);

    expect((await t.api.delete(`${base}/everlinks/${link.id}`).set(w.admin.headers)).status).toBe(200);
    expect(linkTitles(await t.api.get(`${base}/everlinks`).set(w.admin.headers))).toEqual([
      'Welcome pack',
      'Engineering wiki',
    ]);
  });
});

describe('branding', () => {
  it('admins upload the logo and background (resized WebP); replacing deletes the old file', async () => {
    const logo = await t.api
      .post(`${base}/company-logo/upload`)
      .set(w.admin.headers)
      .attach('file', await png(1200, 600), 'logo.png');
    expect(logo.status).toBe(201);
    const company: Company = logo.body.data;
    expect(company.logo?.url).toBeTruthy();
    const stored = await t.api.get(company.logo!.url);
    expect(stored.headers['content-type']).toBe('image/webp');
    expect((await sharp(stored.body as Buffer).metadata()).width).toBe(400);

    const again = await t.api
      .post(`${base}/company-logo/upload`)
      .set(w.admin.headers)
      .attach('file', await png(200, 200, '#ff0000'), 'logo2.png');
    expect(again.status).toBe(201);
    expect((await t.api.get(company.logo!.url)).status).toBe(404);

    const background = await t.api
      .post(`${base}/background/upload`)
      .set(w.admin.headers)
      .attach('file', await png(2400, 1600), 'bg.png');
    expect(background.status).toBe(201);
    expect(background.body.data.background.url).toBeTruthy();
    expect(background.body.data.logo.url).toBe(again.body.data.logo.url);
    await t.api
      .put(base)
      .set(w.admin.headers)
      .send({ brand: { primaryColor: '#AA0000', accentColor: '#00AA00' } })
      .expect(200);
  });

  it('refuses non-images (415) and files over 5 MB (413) with nothing stored; only admins upload', async () => {
    const before = (await t.api.get(base).set(w.admin.headers)).body.data as Company;
    const text = await t.api
      .post(`${base}/background/upload`)
      .set(w.admin.headers)
      .attach('file', Buffer.from('just text'), 'bg.png');
    expect(text.status).toBe(415);
    const pdf = await t.api
      .post(`${base}/company-logo/upload`)
      .set(w.admin.headers)
      .attach('file', Buffer.from('%PDF-1.4\n%%EOF\n'), 'logo.pdf');
    expect(pdf.status).toBe(415);
    const image = await png();
    const big = await t.api
      .post(`${base}/company-logo/upload`)
      .set(w.admin.headers)
      .attach('file', Buffer.concat([image, Buffer.alloc(MAX_FILE_BYTES + 1 - image.length)]), 'big.png');
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(MESSAGES.fileTooLarge);
    expect(
      (await t.api.post(`${base}/company-logo/upload`).set(w.rep.headers).attach('file', image, 'l.png')).status,
    ).toBe(403);
    expect(
      (await t.api.post(`${base}/company-logo/upload`).set(w.manager.headers).attach('file', image, 'l.png')).status,
    ).toBe(403);
    expect(
      (await t.api.post(`${base}/company-logo/upload`).set(w.globexAdmin.headers).attach('file', image, 'l.png'))
        .status,
    ).toBe(404);
    expect(
      (await t.api.post(`${base}/company-logo/upload`).set(w.plain.headers).attach('file', image, 'l.png')).status,
    ).toBe(404);
    expect((await t.api.post(`${base}/company-logo/upload`).attach('file', image, 'l.png')).status).toBe(401);
    expect(
      (await t.api.post(`${base}/company-logo/upload`).set(w.superadmin.headers).attach('file', image, 'l.png')).status,
    ).toBe(201);
    const after = (await t.api.get(base).set(w.admin.headers)).body.data as Company;
    expect(after.background).toEqual(before.background);
  });
});

describe("an employee's public card", () => {
  let cardId: string;
  let repProfile: Profile;

  beforeAll(async () => {
    repProfile = await defaultProfile(t, w.rep);
    await t.api
      .put(`/v1/profiles/${repProfile.id}`)
      .set(w.rep.headers)
      .send({ everlinks: [{ title: 'My portfolio', url: 'https://rey.example.com' }] })
      .expect(200);
    cardId = (await t.api.post('/v1/cards').set(w.superadmin.headers).send({ count: 1, companyId: w.acme.id })).body
      .data.cardIds[0];
    await t.api.put(`${base}/cards/${cardId}`).set(w.admin.headers).send({ userId: w.rep.uid }).expect(200);
  });

  it('carries the company on their profiles while they are a member', async () => {
    expect(repProfile.companyId).toBe(w.acme.id);
    expect((await defaultProfile(t, w.plain)).companyId).toBeNull();
  });

  it('shows the logo, colours, background and the company links for their divisions above their own (HTML)', async () => {
    const company = (await t.api.get(base).set(w.admin.headers)).body.data as Company;
    const page = await t.api.get(`/card/${cardId}`);
    expect(page.status).toBe(200);
    const html = page.text;
    expect(html).toContain(`class="logo" src="${company.logo!.url.replace(/&/g, '&amp;')}" alt="Acme"`);
    expect(html).toContain(`class="cbg" src="${company.background!.url.replace(/&/g, '&amp;')}"`);
    expect(html).toContain('.btn.primary{background:#a00;');
    expect(html).toContain('.company-links a{border-left:4px solid #00aa00}');
    expect(html).toContain('Welcome pack');
    expect(html).not.toContain('Engineering wiki');
    expect(html.indexOf('Welcome pack')).toBeLessThan(html.indexOf('My portfolio'));

    const engineerPage = await t.api.get(`/card/@${(await defaultProfile(t, w.engineer)).slug}`);
    expect(engineerPage.text).toContain('Engineering wiki');
  });

  it('answers the same in the JSON projection; employees cannot remove the company links', async () => {
    const res = await t.api.get(`/v1/public/cards/${cardId}`);
    expect(res.status).toBe(200);
    const { companyBrand, everlinks, config } = res.body.data.profile;
    expect(companyBrand).toMatchObject({
      id: w.acme.id,
      name: 'Acme',
      brand: { primaryColor: '#aa0000', accentColor: '#00aa00' },
    });
    expect(companyBrand.everlinks.map((e: { title: string }) => e.title)).toEqual(['Welcome pack']);
    expect(everlinks.map((e: { title: string }) => e.title)).toEqual(['My portfolio']);
    expect(config.theme.primaryColor).toBe('#aa0000');
    expect(config.notifications).toBeUndefined();

    // The employee's own list is theirs to change; the company's links are not in it.
    await t.api.put(`/v1/profiles/${repProfile.id}`).set(w.rep.headers).send({ everlinks: [] }).expect(200);
    const after = (await t.api.get(`/v1/public/cards/${cardId}`)).body.data.profile;
    expect(after.companyBrand.everlinks.map((e: { title: string }) => e.title)).toEqual(['Welcome pack']);
    expect(
      (await t.api.delete(`${base}/everlinks/${after.companyBrand.everlinks[0].id}`).set(w.rep.headers)).status,
    ).toBe(403);
  });

  it("a plain user's card shows no company", async () => {
    const page = await t.api.get(`/card/@${(await defaultProfile(t, w.plain)).slug}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('company-links');
    expect(page.text).not.toContain('class="cbg"');
  });
});
