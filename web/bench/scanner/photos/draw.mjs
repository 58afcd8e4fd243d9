// A second card generator, written apart from render.mjs so the bench is not only scored on cards
// drawn the way the scanner was tuned: other fonts (Noto, FreeFont and URW from Debian's font
// packages), other layouts (a foot band, a logo mark beside the company, two-line titles, contacts
// in a right column) and the picture conditions a phone gives (a tilt up to 10° on a table, a lamp
// from one side, yellow and dark paper, light text on a coloured band, ~600 px pictures, heavy
// JPEG). The fonts are not on a fresh machine, so the pictures are drawn once and committed:
//   node bench/scanner/photos/draw.mjs   (after apt-get install fonts-noto-core fonts-freefont-ttf fonts-urw-base35)
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { HELD_OUT_PHOTOS } from './held-out.mjs';
import { TUNING_PHOTOS } from './tuning.mjs';

const W = 1000;
const H = 580;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const t = (
  x,
  y,
  s,
  size,
  font,
  { fill, weight = 'normal', anchor = 'start', italic = false, caps = false, track = 0 } = {},
) =>
  `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}"${italic ? ' font-style="italic"' : ''} letter-spacing="${track}" text-anchor="${anchor}" fill="${fill}">${esc(caps ? s.toUpperCase() : s)}</text>`;

/** Paper and ink by condition: mustard and yellow paper with dark ink, dark paper with light ink. */
function palette(card) {
  if (card.paper === 'yellow') return { paper: '#f2cf3a', ink: '#2a2416', soft: '#4a3f22' };
  if (card.paper === 'mustard') return { paper: '#d9a62e', ink: '#1f1a10', soft: '#3b2f14' };
  if (card.paper === 'dark') return { paper: '#23262b', ink: '#eeeeee', soft: '#bdbdbd' };
  if (card.paper === 'navy') return { paper: '#14284b', ink: '#f4f1e8', soft: '#c8cfdc' };
  return { paper: '#ffffff', ink: '#222222', soft: '#5b5b5b' };
}

const LAYOUTS = {
  /** Company with a logo mark on top, name and two-line title, contacts in a right column. */
  mark(c, p) {
    const { f } = c;
    const details = [...c.contacts, ...c.address];
    return [
      `<circle cx="90" cy="88" r="34" fill="${c.accent}"/>`,
      t(90, 101, c.mark ?? c.company[0], 36, f.head, { fill: p.paper, weight: 'bold', anchor: 'middle' }),
      t(140, 102, c.company, 30, f.head, { fill: p.ink, weight: 'bold', caps: true, track: 2 }),
      t(60, 250, c.name, 44, f.head, { fill: p.ink, weight: 'bold' }),
      ...c.title.map((line, i) => t(60, 292 + i * 32, line, 24, f.body, { fill: p.soft })),
      ...details.map((line, i) =>
        t(W - 50, 390 + i * 34 - (details.length - 4) * 34, line, 22, f.body, { fill: p.ink, anchor: 'end' }),
      ),
    ].join('');
  },
  /** Name and title over a coloured band at the foot with the contacts in light text. */
  foot(c, p) {
    const { f } = c;
    const bandTop = H - 170;
    return [
      t(W - 60, 80, c.company, 28, f.head, { fill: c.accent, weight: 'bold', anchor: 'end' }),
      t(60, 190, c.name, 48, f.head, { fill: p.ink, weight: 'bold' }),
      ...c.title.map((line, i) => t(60, 234 + i * 30, line, 25, f.body, { fill: p.soft, italic: true })),
      ...c.address.map((line, i) =>
        t(60, bandTop - 30 - (c.address.length - 1 - i) * 30, line, 21, f.body, { fill: p.soft }),
      ),
      `<rect x="0" y="${bandTop}" width="${W}" height="170" fill="${c.band ?? c.accent}"/>`,
      ...c.contacts.map((line, i) => t(60, bandTop + 48 + i * 40, line, 24, f.body, { fill: '#ffffff' })),
    ].join('');
  },
  /** Everything centred, the name in capitals with tracking, serif body. */
  centre(c, p) {
    const { f } = c;
    const details = [...c.contacts, ...c.address];
    return [
      t(W / 2, 70, c.company, 26, f.body, { fill: c.accent, anchor: 'middle', caps: true, track: 4 }),
      t(W / 2, 170, c.name, 46, f.head, { fill: p.ink, anchor: 'middle', weight: 'bold' }),
      ...c.title.map((line, i) => t(W / 2, 212 + i * 30, line, 24, f.body, { fill: p.soft, anchor: 'middle' })),
      `<line x1="${W / 2 - 180}" y1="290" x2="${W / 2 + 180}" y2="290" stroke="${c.accent}" stroke-width="2"/>`,
      ...details.map((line, i) => t(W / 2, 340 + i * 34, line, 22, f.body, { fill: p.ink, anchor: 'middle' })),
    ].join('');
  },
  /** A coloured band down the left with the company in light text, details on the right half. */
  side(c, p) {
    const { f } = c;
    const details = [...c.contacts, ...c.address];
    return [
      `<rect x="0" y="0" width="330" height="${H}" fill="${c.band ?? c.accent}"/>`,
      t(40, 120, c.company, 30, f.head, { fill: '#ffffff', weight: 'bold' }),
      t(380, 120, c.name, 42, f.head, { fill: p.ink, weight: 'bold' }),
      ...c.title.map((line, i) => t(380, 160 + i * 30, line, 23, f.body, { fill: p.soft })),
      ...details.map((line, i) => t(380, 300 + i * 36, line, 22, f.body, { fill: p.ink })),
    ].join('');
  },
};

function svg(card) {
  const p = palette(card);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="${p.paper}"/>${LAYOUTS[card.layout](card, p)}</svg>`;
}

/** A lamp from one side: the light falls from 100 % to `dim` across the picture, with a soft vignette. */
async function lamp(png, dim) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = info;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const dx = x / width;
      const dy = (y - height / 2) / height;
      const light = Math.max(0.05, 1 - (1 - dim) * dx ** 1.3 - 0.25 * dy * dy);
      const i = (y * width + x) * channels;
      for (let k = 0; k < 3; k += 1) data[i + k] = Math.round(data[i + k] * light);
    }
  }
  return sharp(data, { raw: { width, height, channels } }).png().toBuffer();
}

/** The card photographed on a table: margin, tilt, light, size and compression by its conditions. */
export async function photograph(card) {
  const cond = card.conditions;
  let png = await sharp(Buffer.from(svg(card)))
    .png()
    .toBuffer();
  const table = card.table ?? '#6f6a64';
  png = await sharp(png).extend({ top: 60, bottom: 60, left: 70, right: 70, background: table }).png().toBuffer();
  if (cond.tilt) png = await sharp(png).rotate(cond.tilt, { background: table }).png().toBuffer();
  if (cond.lamp) png = await lamp(png, cond.lamp);
  let image = sharp(png);
  if (cond.blur) image = image.blur(cond.blur);
  image = image.resize({ width: cond.width ?? 1100 });
  return image.jpeg({ quality: cond.quality ?? 82, mozjpeg: true }).toBuffer();
}

const here = fileURLToPath(new URL('.', import.meta.url));
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const [folder, cards] of [
    ['held-out', HELD_OUT_PHOTOS],
    ['tuning', TUNING_PHOTOS],
  ]) {
    mkdirSync(`${here}${folder}`, { recursive: true });
    for (const card of cards) writeFileSync(`${here}${folder}/${card.id}.jpg`, await photograph(card));
    console.log(`${folder}: ${cards.length} pictures`);
  }
}
