// An eighth card generator (session 10), written apart from render.mjs, photos/, fresh/, fourth/,
// fifth/, sixth/ and seventh/ (it imports none of their modules: only the condition names and,
// in index.mjs, the committed-set loader), for set 10 of the bench: cards nobody tuned the scanner
// on. Its own wording (wording.mjs: Kenya, Egypt, Chile, Colombia, the Philippines, Malaysia, the
// UAE, South Korea, Romania), its own designs (designs.mjs) in fonts no other generator uses —
// Arimo, Tinos, Cousine, Berenis ADF Pro, Tribun ADF, Verana Sans, mononoki, Averia Serif/Sans,
// Yanone Kaffeesatz, STIX, M PLUS 1 from Debian's fonts-croscore, fonts-adf-berenis,
// fonts-adf-tribun, fonts-adf-verana, fonts-mononoki, fonts-averia-serif-gwf, fonts-averia-sans-gwf,
// fonts-yanone-kaffeesatz, fonts-stix, fonts-mplus — and its own photograph (shoot.mjs). All ten
// conditions the scorer reports, six cards each. The pictures are drawn once and committed with
// cards.json (their truth); the bench reads those:
//   apt-get install <the font packages above> && node bench/scanner/eighth/draw.mjs   (in web/)
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { BAND_LAYOUTS, FONTS, PLAIN_LAYOUTS, cardSvg } from './designs.mjs';
import { shoot } from './shoot.mjs';
import { ascii, person, seeded } from './wording.mjs';
import { CONDITIONS } from '../conditions.mjs';
import { writeHeldOut } from '../committed.mjs';

const ACCENTS = ['#1d3557', '#9d0208', '#386641', '#6a4c93', '#bc6c25', '#005f73', '#c9184a'];
const BANDS = ['#1d3557', '#9d0208', '#386641', '#6a4c93', '#e85d04', '#005f73', '#3a0ca3'];

/** Paper and inks for a condition. */
function palette(r, condition) {
  const accent = r.pick(ACCENTS);
  const base = { accent, accentInk: accent, band: r.pick(BANDS), onBand: r.pick(['#ffffff', '#fefae0', '#e9ecef']) };
  if (condition === 'kraft or yellow paper') {
    const [name, paper] = r.pick([
      ['sand', '#e4c590'],
      ['butter', '#f7e07a'],
      ['straw', '#e9c46a'],
      ['brown kraft', '#b08a5a'],
      ['saffron', '#f4a300'],
    ]);
    return { ...base, name, paper, ink: '#1c1712', soft: '#3b2f22', accentInk: '#2b1a0a' };
  }
  if (condition === 'dark paper') {
    const [name, paper, ink, soft] = r.pick([
      ['charcoal', '#2b2d2f', '#f2f2f2', '#c8c8c8'],
      ['forest', '#1b3a2b', '#f1e9d2', '#cfc6a8'],
      ['plum', '#3d1f3a', '#f5e6f0', '#d6bfd0'],
      ['petrol', '#0f3a4a', '#e8d9a8', '#c9c09a'],
      ['black', '#111111', '#d9b44a', '#bdbdbd'],
    ]);
    return { ...base, name, paper, ink, soft, accent: soft, accentInk: ink };
  }
  const [name, paper] = r.pick([
    ['white', '#ffffff'],
    ['cream', '#fcf7ea'],
    ['light grey', '#f1f1ef'],
  ]);
  return { ...base, name, paper, ink: '#1a1a1a', soft: '#505058' };
}

/** `each` cards for each of the ten conditions from `seed`: [{ card, bytes }]. */
export async function drawSet(seed, each) {
  const r = seeded(seed);
  const out = [];
  for (const condition of CONDITIONS) {
    const start = r.int(0, PLAIN_LAYOUTS.length - 1);
    for (let n = 0; n < each; n += 1) {
      const layout =
        condition === 'colour band'
          ? BAND_LAYOUTS[n % BAND_LAYOUTS.length]
          : PLAIN_LAYOUTS[(start + n) % PLAIN_LAYOUTS.length];
      const c = { ...person(r), fonts: r.pick(FONTS) };
      const p = palette(r, condition);
      const [W, H] = r.chance(0.5) ? [1050, 600] : [1000, 640];
      const raster = await sharp(Buffer.from(cardSvg(layout, c, p, W, H)))
        .flatten()
        .removeAlpha()
        .raw()
        .toBuffer();
      const bytes = await shoot(r, raster, W, H, condition);
      out.push({
        card: {
          id: `e${seed}-${out.length + 1}-${ascii(c.last).replace(/[^a-z]/g, '')}`,
          condition,
          layout,
          fonts: `${c.fonts.head} / ${c.fonts.body}`,
          paper: p.name,
          truth: c.truth,
        },
        bytes,
      });
    }
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeHeldOut(new URL('.', import.meta.url), await drawSet(10427, 6));
}
