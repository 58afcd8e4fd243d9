// A third card generator, written apart from render.mjs and photos/draw.mjs: cards made up by a
// seeded draw (people.mjs), other fonts (Lato, Open Sans, Roboto, EB Garamond, Cantarell, Carlito
// from Debian's fonts-lato, fonts-open-sans, fonts-roboto-unhinted, fonts-ebgaramond,
// fonts-cantarell, fonts-crosextra-carlito), four other layouts, and the card photographed on a
// textured table by a camera that is not square over it: a slant (the card a trapezoid), a card
// small in a busy frame, a tilt up to 10°, a lamp from a corner, kraft and yellow paper, dark
// paper, light text on a colour band, ~600 px pictures, heavy JPEG and blur. The fonts are not
// on a fresh machine, so the pictures are drawn once and committed with cards.json (their truth):
//   node bench/scanner/fresh/draw.mjs   (after apt-get install the font packages above)
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { person, random } from './people.mjs';
import { CONDITIONS } from '../conditions.mjs';

const W = 1050;
const H = 600;
const FONTS = [
  { head: 'Lato', body: 'Open Sans' },
  { head: 'EB Garamond', body: 'Lato' },
  { head: 'Roboto', body: 'Roboto' },
  { head: 'Cantarell', body: 'Carlito' },
  { head: 'Open Sans', body: 'EB Garamond' },
  { head: 'Carlito', body: 'Roboto Condensed' },
];
const ACCENTS = ['#0b6e4f', '#7b2cbf', '#c1121f', '#1d4e89', '#e76f51', '#2a9d8f', '#6a4c93'];
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const text = (x, y, s, size, font, fill, { weight = 'normal', anchor = 'start', caps = false, track = 0 } = {}) =>
  `<text x="${x}" y="${y}" font-family="${font}" font-size="${size}" font-weight="${weight}" letter-spacing="${track}" text-anchor="${anchor}" fill="${fill}">${esc(caps ? s.toUpperCase() : s)}</text>`;

const LAYOUTS = {
  /** Everything left-aligned under a short accent rule; the contacts labelled, the address last. */
  stack: (c, p) => [
    text(70, 90, c.company, 26, c.f.head, c.accent, { weight: 'bold', caps: true, track: 3 }),
    `<rect x="70" y="110" width="80" height="5" fill="${c.accent}"/>`,
    text(70, 190, c.name, 42, c.f.head, p.ink, { weight: 'bold' }),
    ...c.title.map((l, i) => text(70, 228 + i * 29, l, 23, c.f.body, p.soft)),
    ...[...c.contacts, ...c.address].map((l, i) => text(70, 340 + i * 33, l, 21, c.f.body, p.ink)),
  ],
  /** Name and title on the left, a thin divider, contacts and address on the right. */
  split: (c, p) => [
    text(60, 230, c.name, 38, c.f.head, p.ink, { weight: 'bold' }),
    ...c.title.map((l, i) => text(60, 268 + i * 28, l, 22, c.f.body, p.soft)),
    text(60, 520, c.company, 28, c.f.head, c.accent, { weight: 'bold' }),
    `<rect x="520" y="70" width="3" height="460" fill="${c.accent}"/>`,
    ...[...c.contacts, ...c.address].map((l, i) => text(560, 200 + i * 34, l, 21, c.f.body, p.ink)),
  ],
  /** A top band in the accent with the company and name in white; details on the paper below. */
  band: (c, p) => [
    `<rect x="0" y="0" width="${W}" height="230" fill="${c.accent}"/>`,
    text(W - 60, 70, c.company, 26, c.f.head, '#ffffff', { anchor: 'end', weight: 'bold' }),
    text(60, 160, c.name, 44, c.f.head, '#ffffff', { weight: 'bold' }),
    ...c.title.map((l, i) => text(60, 198 + i * 24, l, 20, c.f.body, '#f1f1f1')),
    ...[...c.contacts, ...c.address].map((l, i) => text(60, 300 + i * 33, l, 21, c.f.body, p.ink)),
  ],
  /** A logo of shapes top-left beside the company, the name low on the left, contacts in a right column. */
  corner: (c, p) => [
    `<rect x="60" y="50" width="56" height="56" rx="8" fill="${c.accent}"/><polygon points="70,96 88,62 106,96" fill="${p.paper}"/>`,
    text(134, 90, c.company, 30, c.f.head, p.ink, { weight: 'bold' }),
    text(60, 420, c.name, 40, c.f.head, p.ink, { weight: 'bold' }),
    ...c.title.map((l, i) => text(60, 456 + i * 27, l, 21, c.f.body, p.soft)),
    ...[...c.contacts, ...c.address].map((l, i, all) =>
      text(W - 60, 330 - (all.length - 1 - i) * 32, l, 20, c.f.body, p.ink, { anchor: 'end' }),
    ),
  ],
};

function palette(paper) {
  if (paper === 'kraft') return { paper: '#c8a97e', ink: '#2b1d0e', soft: '#4a3520' };
  if (paper === 'yellow') return { paper: '#f5d547', ink: '#1e1e1e', soft: '#3d3520' };
  if (paper === 'dark') return { paper: '#1f2a30', ink: '#f0f0f0', soft: '#c4cbd0' };
  return { paper: '#fbfaf6', ink: '#1c1c1c', soft: '#555555' };
}

/** The homography taking the unit square's corners to `q` (four [x, y], clockwise from top-left). */
function squareTo(q) {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q;
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const den = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / den;
  const h = (dx1 * sy - sx * dy1) / den;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h];
}
const invert = ([a, b, c, d, e, f, g, h]) => {
  const A = e - f * h;
  const B = c * h - b;
  const C = b * f - c * e;
  const D = f * g - d;
  const E = a - c * g;
  const F = c * d - a * f;
  const G = d * h - e * g;
  const Hh = b * g - a * h;
  const I = a * e - b * d;
  return [A / I, B / I, C / I, D / I, E / I, F / I, G / I, Hh / I];
};

/** The card's pixels laid on a table of frame w × h at the corners `quad`, a lamp falling from a corner. */
function photograph(card, raw, r, { w, h, quad, lamp, busy }) {
  const toUnit = invert(squareTo(quad));
  const out = Buffer.alloc(w * h * 3);
  const table = r.pick([
    [92, 70, 52],
    [120, 118, 112],
    [58, 62, 70],
    [150, 132, 108],
  ]);
  const grain = () => (r.next() - 0.5) * 26;
  const clutter = busy
    ? [
        { x: w * 0.04, y: h * 0.62, w: w * 0.16, h: h * 0.32, v: [20, 20, 24] },
        { x: w * 0.78, y: h * 0.05, w: w * 0.2, h: h * 0.22, v: [235, 235, 230] },
      ]
    : [];
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const [a, b, c, d, e, f, g, hh] = toUnit;
      const z = g * x + hh * y + 1;
      const u = (a * x + b * y + c) / z;
      const v = (d * x + e * y + f) / z;
      const o = (y * w + x) * 3;
      let px;
      if (u >= 0 && u < 1 && v >= 0 && v < 1) {
        const sx = Math.min(W - 1, Math.floor(u * W));
        const sy = Math.min(H - 1, Math.floor(v * H));
        const i = (sy * W + sx) * 4;
        px = [raw[i], raw[i + 1], raw[i + 2]];
      } else {
        const thing = clutter.find((k) => x >= k.x && x < k.x + k.w && y >= k.y && y < k.y + k.h);
        const n = grain() + 8 * Math.sin(y / 7 + Math.sin(x / 90));
        px = (thing ? thing.v : table).map((t) => t + n);
      }
      const dist = Math.hypot(x / w - lamp.from[0], y / h - lamp.from[1]) / Math.SQRT2;
      const light = 1 - (1 - lamp.dim) * Math.min(1, dist) ** 1.2;
      for (let k = 0; k < 3; k += 1) out[o + k] = Math.max(0, Math.min(255, Math.round(px[k] * light)));
    }
  }
  return sharp(out, { raw: { width: w, height: h, channels: 3 } });
}

/** Where the card's corners land for a condition: level, turned, slanted or small in the frame. */
function corners(r, condition, w, h) {
  const scale = condition === 'small in frame' ? r.range(0.5, 0.58) : r.range(0.78, 0.86);
  const cw = w * scale;
  const ch = (cw * H) / W;
  const cx = w / 2 + r.range(-0.04, 0.04) * w;
  const cy = h / 2 + r.range(-0.04, 0.04) * h;
  let q = [
    [-cw / 2, -ch / 2],
    [cw / 2, -ch / 2],
    [cw / 2, ch / 2],
    [-cw / 2, ch / 2],
  ];
  if (condition === 'slant') {
    // The camera held lower on one side: that side's edge shorter, by 12–22 %.
    const k = r.range(0.12, 0.22) / 2;
    const side = r.int(0, 3);
    q = q.map(([x, y], i) => {
      if (side === 0 && (i === 0 || i === 1)) return [x * (1 - 2 * k), y];
      if (side === 1 && (i === 1 || i === 2)) return [x, y * (1 - 2 * k)];
      if (side === 2 && (i === 2 || i === 3)) return [x * (1 - 2 * k), y];
      if (side === 3 && (i === 0 || i === 3)) return [x, y * (1 - 2 * k)];
      return [x, y];
    });
  }
  const deg =
    condition === 'tilt'
      ? r.range(3, 10) * (r.chance(0.5) ? 1 : -1)
      : condition === 'slant' || condition === 'small in frame'
        ? r.range(-4, 4)
        : r.range(-1.5, 1.5);
  const a = (deg * Math.PI) / 180;
  return q.map(([x, y]) => [cx + x * Math.cos(a) - y * Math.sin(a), cy + x * Math.sin(a) + y * Math.cos(a)]);
}

/** `perCondition` cards for each condition from `seed`: [{ card, bytes }]. */
export async function drawSet(seed, perCondition) {
  const r = random(seed);
  const out = [];
  for (const condition of CONDITIONS) {
    for (let n = 0; n < perCondition; n += 1) {
      const who = person(r);
      const paper =
        condition === 'kraft or yellow paper'
          ? r.pick(['kraft', 'yellow'])
          : condition === 'dark paper'
            ? 'dark'
            : 'white';
      const layout =
        condition === 'colour band'
          ? 'band'
          : r.pick(paper === 'dark' ? ['stack', 'split', 'corner'] : ['stack', 'split', 'corner', 'band']);
      const card = {
        ...who,
        id: `f${seed}-${out.length + 1}-${who.truth.lastName
          .split(' ')
          .at(-1)
          .toLowerCase()
          .replace(/[^a-z]/g, '')}`,
        condition,
        paper,
        layout,
        f: r.pick(FONTS),
        accent: r.pick(ACCENTS),
      };
      const p = palette(paper);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="${p.paper}"/>${LAYOUTS[layout](card, p).join('')}</svg>`;
      const raw = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
      const w = 1400;
      const h = 1000;
      const lamp =
        condition === 'uneven light'
          ? { from: [r.pick([0, 1]), r.pick([0, 1])], dim: r.range(0.25, 0.4) }
          : { from: [0.5, 0.3], dim: r.range(0.85, 0.95) };
      let image = photograph(card, raw, r, {
        w,
        h,
        quad: corners(r, condition, w, h),
        lamp,
        busy: condition === 'small in frame',
      });
      if (condition === 'jpeg and blur') image = sharp(await image.blur(r.range(1, 1.4)).png().toBuffer());
      const width = condition === 'low resolution' ? r.int(560, 680) : r.int(1100, 1300);
      const quality = condition === 'jpeg and blur' ? r.int(25, 35) : r.int(70, 88);
      const bytes = await image.resize({ width }).jpeg({ quality, mozjpeg: true }).toBuffer();
      out.push({ card: { id: card.id, condition, layout, fonts: card.f.head, truth: card.truth }, bytes });
    }
  }
  return out;
}

const here = fileURLToPath(new URL('.', import.meta.url));
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const sets = { tuning: await drawSet(2811, 2), 'held-out': await drawSet(9547, 4) };
  const manifest = {};
  for (const [folder, cards] of Object.entries(sets)) {
    mkdirSync(`${here}${folder}`, { recursive: true });
    for (const { card, bytes } of cards) writeFileSync(`${here}${folder}/${card.id}.jpg`, bytes);
    manifest[folder] = cards.map(({ card }) => card);
    console.log(`${folder}: ${cards.length} pictures`);
  }
  writeFileSync(`${here}cards.json`, `${JSON.stringify(manifest, null, 2)}\n`);
}
