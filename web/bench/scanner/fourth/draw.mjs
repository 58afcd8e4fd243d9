// A fourth card generator (2026-11-28), written apart from render.mjs, photos/draw.mjs and
// fresh/draw.mjs, for set 6 of the bench: cards nobody tuned the scanner on. Its own wording
// (wording.mjs: six countries' names with particles and prefixes, titles in English, German,
// French, Spanish and Dutch, long mail addresses, sites without www, numbers in the country's
// print, addresses with postcodes), its own designs (layouts.mjs: portrait, two columns,
// right-aligned, a large logo, a card's back, a dense card with office/mobile/fax, a QR code, colour
// bands) in fonts none of the other generators use — Inter, Roboto Slab, League Spartan, Linux
// Libertine O, Caladea, Cabin, Quicksand, Fira Code from Debian's fonts-inter, fonts-roboto-slab,
// fonts-league-spartan, fonts-linuxlibertine, fonts-crosextra-caladea, fonts-cabin,
// fonts-quicksand, fonts-firacode — and its own camera (camera.mjs: a card turned in space and
// projected, a table with the card's shadow, lamp, glare, the phone's shadow, sensor noise).
// The conditions carry the names the scorer's per-condition table uses for the other sets.
// The fonts are not on a fresh machine, so the pictures are drawn once and committed with
// cards.json (their truth); the bench reads those:
//   apt-get install <the font packages above> && node bench/scanner/fourth/draw.mjs   (in web/)
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { photograph, pose } from './camera.mjs';
import { LAYOUTS, PORTRAIT, TYPEFACES, styleOf } from './layouts.mjs';
import { card, seeded } from './wording.mjs';
import { CONDITIONS } from '../conditions.mjs';
import { writeHeldOut } from '../committed.mjs';

const DESIGNS = ['twoColumn', 'rightAligned', 'vertical', 'logoHeavy', 'back', 'dense', 'qr'];
const MARKS = ['monogram', 'chevrons', 'hexagon', 'bars'];
const ACCENTS = ['#0f4c5c', '#9a031e', '#3a0ca3', '#2d6a4f', '#b5651d', '#5f0f40', '#1b6ca8'];
const BANDS = ['#0f4c5c', '#9a031e', '#3a0ca3', '#2d6a4f', '#e36414', '#5f0f40', '#1b6ca8', '#6c757d'];
const ON_BAND = ['#ffffff', '#f8edd6', '#d8eef5', '#ffe8a3'];

/** Paper and inks for a condition. */
function palette(r, condition) {
  const band = { band: r.one(BANDS), onBand: r.one(ON_BAND) };
  if (condition === 'kraft or yellow paper') {
    const paper = r.one(['#b8925f', '#d8a31a', '#f3dd4a']);
    return {
      name: { '#b8925f': 'kraft', '#d8a31a': 'mustard', '#f3dd4a': 'yellow' }[paper],
      paper,
      ink: '#1d150b',
      soft: '#3b2f1f',
      accent: r.one(['#5a1e0e', '#1b3a4b', '#3c1642']),
      ...band,
    };
  }
  if (condition === 'dark paper') {
    const [name, paper, ink] = r.one([
      ['navy', '#14213d', '#f5f5f5'],
      ['charcoal', '#2b2b2b', '#f0e6d2'],
      ['black', '#0d0d0d', '#e8e8e8'],
      ['forest', '#16352b', '#e0c36a'],
    ]);
    return { name, paper, ink, soft: '#c9ccd2', accent: r.one(['#e0c36a', '#8ecae6', '#f4a261', '#b7e4c7']), ...band };
  }
  const [name, paper] = r.one([
    ['white', '#fdfdfb'],
    ['cream', '#f7f3ea'],
    ['cool white', '#f2f4f7'],
  ]);
  return { name, paper, ink: '#1a1a1a', soft: '#55595e', accent: r.one(ACCENTS), ...band };
}

/** How the card lies before the camera and how it is lit, by condition. */
function scene(r, condition) {
  const either = () => (r.odds(0.5) ? 1 : -1);
  const turn = (lo, hi) => r.between(lo, hi) * either();
  const look = {
    roll: turn(0, 3),
    pitch: turn(0, 6),
    yaw: turn(0, 6),
    cover: r.between(0.74, 0.86),
    distance: r.between(2.6, 3.6),
  };
  if (condition === 'clean') Object.assign(look, { roll: turn(0, 1.5), pitch: turn(0, 3), yaw: turn(0, 3) });
  if (condition === 'tilt') Object.assign(look, { roll: turn(4, 10), cover: r.between(0.68, 0.78) });
  if (condition === 'slant') {
    const steep = turn(24, 38);
    Object.assign(look, r.odds(0.5) ? { pitch: steep } : { yaw: steep }, {
      distance: r.between(1.6, 2.2),
      cover: r.between(0.68, 0.8),
    });
  }
  if (condition === 'small in frame')
    Object.assign(look, { roll: turn(0, 8), pitch: turn(0, 10), yaw: turn(0, 10), cover: r.between(0.42, 0.52) });
  const uneven = condition === 'uneven light';
  const light = uneven
    ? {
        side: r.between(0, 360),
        floor: r.between(0.3, 0.45),
        warm: r.odds(0.5),
        glare: r.odds(0.4),
        shade: r.odds(0.4),
      }
    : { side: null, warm: r.odds(0.2) };
  return {
    look: { ...look, shift: [r.between(-0.04, 0.04), r.between(-0.04, 0.04)] },
    light,
    table: r.one(['wood', 'mat', 'linen', 'concrete']),
    busy: condition === 'small in frame',
  };
}

/** One card: its SVG drawn, photographed under the condition, as the JPEG a phone would send. */
async function picture(r, c, condition) {
  const [long, short] = [1050, c.country === 'US' ? 600 : 680];
  const [cw, ch] = PORTRAIT.has(c.layout) ? [short, long] : [long, short];
  const p = palette(r, condition);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${cw}" height="${ch}"><rect width="100%" height="100%" fill="${p.paper}"/>${LAYOUTS[c.layout](c, p, cw, ch).join('')}</svg>`;
  const raw = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
  const [w, h] = [1600, 1200];
  const { look, light, table, busy } = scene(r, condition);
  let quad = pose(cw, ch, w, h, look);
  // A card turned or slanted past the frame's edge is shot from a little further away.
  while (quad.some(([x, y]) => x < w * 0.02 || y < h * 0.02 || x > w * 0.98 || y > h * 0.98)) {
    look.cover *= 0.95;
    quad = pose(cw, ch, w, h, look);
  }
  let image = sharp(photograph(r, raw, cw, ch, { w, h, quad, table, busy, light }), {
    raw: { width: w, height: h, channels: 3 },
  });
  if (condition === 'jpeg and blur') {
    // Half of them shaken (a short line kernel), half out of focus.
    const length = r.whole(5, 7);
    const shaken = r.odds(0.5);
    const across = r.odds(0.5);
    const kernel = Array.from({ length: length * length }, (_, i) => {
      const [row, col] = [Math.floor(i / length), i % length];
      return (across ? row === length >> 1 : row === col) ? 1 : 0;
    });
    image = sharp(
      await (shaken ? image.convolve({ width: length, height: length, kernel }) : image.blur(r.between(1.1, 1.7)))
        .png()
        .toBuffer(),
    );
  }
  const width = condition === 'low resolution' ? r.whole(560, 640) : r.whole(1150, 1350);
  const quality = condition === 'jpeg and blur' ? r.whole(20, 32) : r.whole(70, 84);
  const bytes = await image.resize({ width }).jpeg({ quality, mozjpeg: true }).toBuffer();
  return { bytes, paper: p.name };
}

/** `perCondition` cards for each condition from `seed`: [{ card, bytes }]. */
export async function drawSet(seed, perCondition) {
  const r = seeded(seed);
  const out = [];
  for (const condition of CONDITIONS) {
    const offset = r.whole(0, DESIGNS.length - 1);
    for (let n = 0; n < perCondition; n += 1) {
      const layout =
        condition === 'colour band' ? r.one(['footBand', 'sideBand']) : DESIGNS[(offset + n) % DESIGNS.length];
      const c = { ...card(r, styleOf(layout)), layout, type: r.one(TYPEFACES), mark: r.one(MARKS) };
      const who = c.truth.lastName || c.company.split(' ')[0];
      const id = `g${seed}-${out.length + 1}-${who
        .split(' ')
        .at(-1)
        .normalize('NFD')
        .toLowerCase()
        .replace(/[^a-z]/g, '')}`;
      const { bytes, paper } = await picture(r, c, condition);
      out.push({
        card: { id, condition, layout, fonts: `${c.type.head} / ${c.type.body}`, paper, truth: c.truth },
        bytes,
      });
    }
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeHeldOut(new URL('.', import.meta.url), await drawSet(6203, 6));
}
