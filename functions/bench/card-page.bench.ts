import { gzipSync } from 'node:zlib';
import express from 'express';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { createTestContext, createUser } from '../test/harness.test-support';
import { fixed, listen, load, STANDARD_LOAD, table, type Bench, type LoadOptions, type LoadResult } from './lib';
import type { Profile } from '../src/contract/profiles';
import { socialIconSvg } from '../src/modules/public';
import { printBreakdown } from './card-page-bytes';

/** Issue 19's figures before the card read a materialized view, and its targets. */
const GZIP_BEFORE = 1.74;
const GZIP_TARGET = 1.3;
const RATE_BEFORE = 21;
const RATE_TARGET = 50;
const ROUNDS = 3;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const medianBy = <T>(items: T[], by: (item: T) => number): T =>
  [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)];

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const CONTENT = {
  jobTitle: 'Head of Sales',
  company: 'Acme Industrial Supplies',
  headline: 'Helping procurement teams buy better, faster',
  bio: 'Twenty years in B2B sales across Europe and North America. Ask me about volume pricing, framework agreements and how we cut lead times for our customers.',
  phone: '+1 415 555 0101',
  email: 'jane.doe@acme.example',
  website: 'https://acme.example',
  address: { street: '1 Market St', city: 'San Francisco', region: 'CA', postalCode: '94105', country: 'USA' },
  links: [
    ['Price list 2025', 'https://acme.example/prices'],
    ['Case studies', 'https://acme.example/cases'],
    ['Product catalogue', 'https://acme.example/catalogue'],
  ],
  socials: [
    ['LinkedIn', 'https://www.linkedin.com/in/janedoe', 'linkedin'],
    ['X', 'https://x.com/janedoe', 'x'],
    ['Instagram', 'https://www.instagram.com/janedoe', 'instagram'],
  ],
  booking: 'https://calendly.com/janedoe',
};

/**
 * The baseline: what a careful person would write by hand for the same card — the same text,
 * links, photo, QR code, social icons (the same inline marks) and link-preview tags, a few
 * lines of CSS, no script.
 */
function handWritten(photoUrl: string, previewUrl: string, pageUrl: string, qrSvg: string, profileId: string): string {
  const c = CONTENT;
  const title = 'Jane Doe – Head of Sales at Acme Industrial Supplies';
  const description = `${c.jobTitle} at ${c.company} — ${c.headline}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><meta name="description" content="${description}"><link rel="canonical" href="${pageUrl}">
<meta property="og:title" content="${title}"><meta property="og:description" content="${description}"><meta property="og:url" content="${pageUrl}">
<meta property="og:image" content="${previewUrl}"><meta name="twitter:card" content="summary">
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:30rem;margin:0 auto;padding:1rem}img{border-radius:50%}a.b{display:block;padding:.7rem;margin:.4rem 0;border:2px solid #1f6feb;border-radius:.5rem;text-align:center}ul{list-style:none;padding:0}</style>
</head><body>
<img src="${photoUrl}" alt="Photo of Jane Doe" width="112" height="112">
<h1>Jane Doe</h1><p><b>${c.jobTitle} at ${c.company}</b></p><p>${c.headline}</p>
<a class="b" href="/v1/public/profiles/${profileId}/vcard" download>Save contact</a>
<a class="b" href="/contacts/new/${profileId}">Exchange contact</a>
<a class="b" href="${c.booking}">Book a meeting</a>
<h2>About</h2><p>${c.bio}</p>
<h2>Contact</h2><ul><li><a href="tel:+14155550101">${c.phone}</a></li><li><a href="mailto:${c.email}">${c.email}</a></li><li><a href="${c.website}">acme.example</a></li>
<li>${c.address.street}, ${c.address.city}, ${c.address.region}, ${c.address.postalCode}, ${c.address.country}</li></ul>
<h2>Links</h2><ul>${c.links.map(([t, u]) => `<li><a class="b" href="${u}">${t}</a></li>`).join('')}</ul>
<h2>Social</h2><ul>${c.socials.map(([t, u, network]) => `<li><a href="${u}" aria-label="${t}">${socialIconSvg(network)}</a></li>`).join('')}</ul>
${qrSvg}
</body></html>`;
}

/**
 * The images a browser fetches before the content is complete (lazy ones wait for scrolling; a
 * data: URL is no request, its bytes are the HTML's).
 */
function eagerImages(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/loading="lazy"/.test(tag))
    .map((tag) => tag.match(/src="([^"]+)"/)![1].replace(/&amp;/g, '&'))
    .filter((src) => !src.startsWith('data:'));
}

export const cardPageBench: Bench = {
  name: 'card-page',
  description:
    'GET /card/{cardId}: bytes and requests to show the content against a hand-written static page, and server time',
  async run() {
    if (!process.env.FIREBASE_AUTH_EMULATOR_HOST) {
      throw new Error(
        'FIREBASE_AUTH_EMULATOR_HOST is not set: run `npm run bench` from the repository root (it starts the Auth emulator).',
      );
    }
    const t = await createTestContext();
    const owner = await createUser(t, { firstName: 'Jane', lastName: 'Doe' });
    const admin = await createUser(t, { superadmin: true });
    const first = (await t.api.get('/v1/profiles').set(owner.headers)).body.data[0] as Profile;
    // A photo-like picture: noise, blurred, so it compresses like a real portrait rather than a flat colour.
    const portrait = await sharp({
      create: {
        width: 1200,
        height: 1200,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .blur(3)
      .jpeg({ quality: 85 })
      .toBuffer();
    await t.api
      .post(`/v1/profiles/${first.id}/photo/upload`)
      .set(owner.headers)
      .attach('file', portrait, 'jane.jpg')
      .expect(201);
    const c = CONTENT;
    await t.api
      .put(`/v1/profiles/${first.id}`)
      .set(owner.headers)
      .send({
        slug: 'jane-doe-bench',
        email: c.email,
        jobTitle: c.jobTitle,
        company: c.company,
        headline: c.headline,
        bio: c.bio,
        phoneNumbers: [{ label: 'mobile', number: c.phone }],
        websites: [{ label: 'work', url: c.website }],
        addresses: [{ label: 'office', ...c.address }],
        everlinks: c.links.map(([title, url]) => ({ title, url })),
        socials: [
          { network: 'linkedin', handle: 'janedoe' },
          { network: 'x', handle: 'janedoe' },
          { network: 'instagram', handle: 'janedoe' },
        ],
        bookingUrl: c.booking,
        // Shown, as on the hand-written page (a new profile hides its contact section).
        config: { sections: { contact: true } },
      })
      .expect(200);
    const [cardId] = (await t.api.post('/v1/cards').set(admin.headers).send({ count: 1 })).body.data
      .cardIds as string[];
    await t.api.post('/v1/cards/activate').set(owner.headers).send({ cardId, profileId: first.id }).expect(200);
    const profile = (await t.api.get(`/v1/profiles/${first.id}`).set(owner.headers)).body.data as Profile;

    const server = await listen(t.app);
    try {
      const page = await fetch(`${server.url}/card/${cardId}`, { headers: { 'user-agent': BROWSER } });
      if (page.status !== 200) throw new Error(`/card/${cardId} answered ${page.status}`);
      const html = await page.text();
      const images = eagerImages(html);
      const imageBytes = await Promise.all(
        images.map(async (src) => (await fetch(`${server.url}${src}`)).arrayBuffer().then((b) => b.byteLength)),
      );

      const qr = await QRCode.toString(`${t.deps.config.publicUrl}/card/@jane-doe-bench`, {
        type: 'svg',
        margin: 1,
        errorCorrectionLevel: 'M',
      });
      const pageUrl = `${t.deps.config.publicUrl}/card/@jane-doe-bench`;
      const baseline = handWritten(
        profile.images.photo!.url,
        `${t.deps.config.publicUrl}${profile.images.photo!.fallbackUrl}`,
        pageUrl,
        qr,
        profile.id,
      );
      const baselineImages = eagerImages(baseline);
      const baselineImageBytes = await Promise.all(
        baselineImages.map(async (src) => (await fetch(`${server.url}${src}`)).arrayBuffer().then((b) => b.byteLength)),
      );

      const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
      const ours = {
        html: html.length,
        gz: gzipSync(html).length,
        images: sum(imageBytes),
        requests: 1 + images.length,
      };
      const base = {
        html: baseline.length,
        gz: gzipSync(baseline).length,
        images: sum(baselineImageBytes),
        requests: 1 + baselineImages.length,
      };
      console.log(
        'What a browser downloads before the card is complete (the analytics beacon goes after load and shows nothing):\n',
      );
      console.log(
        table(
          ['page', 'HTML bytes', 'HTML gzip', 'images', 'total (gzip)', 'requests'],
          [
            ['/card/{id} (server-rendered)', ours.html, ours.gz, ours.images, ours.gz + ours.images, ours.requests],
            ['hand-written static page', base.html, base.gz, base.images, base.gz + base.images, base.requests],
          ],
        ),
      );
      // The socials' brand marks (inline SVG, only the networks shown): what the icons cost the page.
      const socialsHtml = html.match(/<ul class="socials">[\s\S]*?<\/ul>/)?.[0] ?? '';
      const icons = [...socialsHtml.matchAll(/<svg[\s\S]*?<\/svg>/g)].map((m) => m[0]).join('');
      console.log(
        `\nsocial icons inline: ${icons.length} bytes (${gzipSync(icons).length} gzip alone) for ${(socialsHtml.match(/<li>/g) ?? []).length} networks`,
      );
      printBreakdown(html, baseline);
      console.log(
        `\nratio ours / hand-written: HTML gzip ${fixed(ours.gz / base.gz, 2)}× (target ≤ ${GZIP_TARGET}×, ${GZIP_BEFORE}× when issue 19 was filed), total ${fixed((ours.gz + ours.images) / (base.gz + base.images), 2)}×, requests ${ours.requests} vs ${base.requests} (aim ≤ 1.5×)`,
      );

      const staticApp = express();
      staticApp.get('/static', (_req, res) => {
        res.type('html').send(baseline);
      });
      const staticServer = await listen(staticApp);
      const targets: [string, string, LoadOptions][] = [
        ['static page (bare Express)', `${staticServer.url}/static`, STANDARD_LOAD],
        [
          'GET /card/{cardId} (createApp, SQLite)',
          `${server.url}/card/${cardId}`,
          { ...STANDARD_LOAD, headers: { 'user-agent': BROWSER } },
        ],
        [
          'GET /card/@{slug} (createApp, SQLite)',
          `${server.url}/card/@jane-doe-bench`,
          { ...STANDARD_LOAD, headers: { 'user-agent': BROWSER } },
        ],
      ];
      // The machine is shared: the targets take turns, round after round, so a busy moment weighs on
      // each alike, and each figure is the median of its rounds.
      const rounds: LoadResult[][] = [];
      try {
        for (let round = 0; round < ROUNDS; round++) {
          const results: LoadResult[] = [];
          for (const [label, url, options] of targets) results.push(await load(label, url, options));
          rounds.push(results);
        }
      } finally {
        await staticServer.close();
      }
      const rows = targets.map((_, i) =>
        medianBy(
          rounds.map((r) => r[i]),
          (r) => r.requestsPerSecond,
        ),
      );
      console.log(
        `\nServer time, ${STANDARD_LOAD.connections} connections on 127.0.0.1, ${STANDARD_LOAD.durationSeconds} s each after a ${STANDARD_LOAD.warmupSeconds} s warm-up, ${ROUNDS} rounds taking turns (the median round of each):\n`,
      );
      console.log(
        table(
          ['target', 'req/s', 'of static', 'mean ms', 'p50 ms', 'p99 ms', 'requests', 'failures'],
          rows.map((r, i) => [
            r.label,
            fixed(r.requestsPerSecond, 0),
            i
              ? `${fixed(median(rounds.map((round) => round[i].requestsPerSecond / round[0].requestsPerSecond)) * 100, 0)} %`
              : '',
            fixed(r.meanMs, 2),
            fixed(r.p50Ms, 0),
            fixed(r.p99Ms, 0),
            r.requests,
            r.failures,
          ]),
        ),
      );
      console.log(
        `\nCard req/s as a share of the static page's: target ≥ ${RATE_TARGET} %, ${RATE_BEFORE} % when issue 19 was filed (before the materialized view).`,
      );
    } finally {
      await server.close();
      await t.close();
    }
  },
};
