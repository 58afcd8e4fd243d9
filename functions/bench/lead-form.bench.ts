import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import { createTestContext, createUser } from '../test/harness.test-support';
import { fixed, listen, table, type Bench } from './lib';
import type { Profile } from '../src/contract/profiles';

/** The budget (19, item 3): what the lead form needs to show, gzipped. */
const BUDGET_BYTES = 20 * 1024;

/** The images a browser fetches before the content is complete (lazy ones wait for scrolling). */
const eagerImages = (html: string): string[] =>
  [...html.matchAll(/<img\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/loading="lazy"/.test(tag))
    .map((tag) => tag.match(/src="([^"]+)"/)![1].replace(/&amp;/g, '&'));

export const leadFormBench: Bench = {
  name: 'lead-form',
  description:
    'GET /card/{key}/contact (the lead form in the card’s own page): bytes to show it against the 20 KB budget, and what loads after first paint',
  async run() {
    if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      throw new Error(
        'FIREBASE_AUTH_EMULATOR_HOST is not set: run `npm run bench` from the repository root (it starts the Auth emulator).',
      );
    }
    const t = await createTestContext();
    const owner = await createUser(t, { firstName: 'Jane', lastName: 'Doe' });
    const first = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0] as Profile;
    // A brand logo, as a company card shows beside the form.
    const logo = await sharp({ create: { width: 600, height: 200, channels: 3, background: '#1f6feb' } })
      .png()
      .toBuffer();
    await t.api.post(`/v1/profiles/${first.id}/logo/upload`).set(owner.headers).attach('file', logo, 'logo.png');
    await t.api
      .put(`/v1/profiles/${first.id}`)
      .set(owner.headers)
      .send({ slug: 'jane-doe-form', jobTitle: 'Head of Sales', company: 'Acme Industrial Supplies' })
      .expect(200);

    const server = await listen(t.app);
    try {
      const sizeOf = async (path: string) => {
        const res = await fetch(`${server.url}${path}`);
        if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
        const text = await res.text();
        return { text, bytes: Buffer.byteLength(text), gz: gzipSync(text).length };
      };
      const form = await sizeOf('/card/@jane-doe-form/contact');
      const images = await Promise.all(
        eagerImages(form.text).map(async (src) =>
          (await fetch(`${server.url}${src}`)).arrayBuffer().then((b) => b.byteLength),
        ),
      );
      const imageBytes = images.reduce((a, b) => a + b, 0);
      const worker = await sizeOf('/card/-/lead-form-worker.js');
      const card = await sizeOf('/card/@jane-doe-form');
      const toShow = form.gz + imageBytes;

      console.log(
        'What a browser downloads to show the lead form (CSS and the one script are inline), and what follows first paint:\n',
      );
      console.log(
        table(
          ['what', 'bytes', 'gzip', 'when'],
          [
            ['form page (HTML + CSS + script)', form.bytes, form.gz, 'to show'],
            [`eager images (${images.length}: the logo)`, imageBytes, imageBytes, 'to show'],
            ['proof-of-work worker', worker.bytes, worker.gz, 'after first paint'],
            ['the card page it comes from', card.bytes, card.gz, '(for comparison)'],
          ],
        ),
      );
      console.log(
        `\nto show: ${toShow} bytes gzipped (${fixed(toShow / 1024, 1)} KB) against the budget of ${BUDGET_BYTES / 1024} KB: ${fixed((toShow / BUDGET_BYTES) * 100, 0)} % of it; ` +
          `requests to show: ${1 + images.length}; no app bundle (/assets/) is requested.`,
      );
    } finally {
      await server.close();
      await t.close();
    }
  },
};
