// A sixth card generator (2026-11-29, session 8), written apart from render.mjs, photos/, fresh/,
// fourth/ and fifth/, for set 8 of the bench: cards nobody tuned the scanner on. Its own wording
// (wording.mjs: Australia, New Zealand, the Netherlands, Portugal, Denmark, Sweden, Norway, Poland
// and Mexico), its own designs (designs.mjs) in fonts no other generator uses — Sora, PT Sans,
// PT Serif, PT Mono, Old Standard TT, Clear Sans, Comfortaa, Go, Gentium Plus, Play, Quattrocento,
// Courier Prime from Debian's fonts-sora, fonts-paratype, fonts-oldstandard, fonts-clear-sans,
// fonts-comfortaa, fonts-go, fonts-sil-gentiumplus, fonts-play, fonts-quattrocento,
// fonts-courier-prime — and its own photograph (camera.mjs: a homography, a lamp at a height,
// noise, computed pixel by pixel). All ten conditions the scorer reports, six cards each.
// The fonts are not on a fresh machine, so the pictures are drawn once and committed with
// cards.json (their truth); the bench reads those:
//   apt-get install <the font packages above> && node bench/scanner/sixth/draw.mjs   (in web/)
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { photograph } from './camera.mjs';
import { BANDED, FACES, PLAIN, cardSvg } from './designs.mjs';
import { makeCard, seeded, slug } from './wording.mjs';
import { CONDITIONS } from '../conditions.mjs';
import { writeHeldOut } from '../committed.mjs';

const ACCENTS = ['#c0392b', '#16697a', '#4f6d30', '#7d3c98', '#b9770e', '#1f618d', '#922b21'];
const BANDS = ['#16697a', '#c0392b', '#1f618d', '#6c3483', '#d35400', '#117a65', '#2e4053', '#a04000'];

/** Paper and inks for a condition. */
function palette(r, condition) {
  const accent = r.pick(ACCENTS);
  const base = {
    accent,
    accentInk: accent,
    band: r.pick(BANDS),
    onBand: r.pick(['#ffffff', '#fdf2d0', '#e3f2fd', '#f5f5f5']),
  };
  if (condition === 'kraft or yellow paper') {
    const [name, paper] = r.pick([
      ['kraft', '#b8926a'],
      ['canary', '#f7e26b'],
      ['manila', '#e9d8a6'],
      ['saffron', '#f2b134'],
    ]);
    return { ...base, name, paper, ink: '#1e1a14', soft: '#463a2a', accentInk: '#4a2511' };
  }
  if (condition === 'dark paper') {
    const [name, paper, ink, soft] = r.pick([
      ['forest', '#1e3b2f', '#f7f7f2', '#cfd8cf'],
      ['charcoal', '#333333', '#f5d76e', '#e0c878'],
      ['midnight', '#101935', '#c9ccd5', '#a9afbf'],
      ['plum', '#4b1d3f', '#f3c6d9', '#e2b4c8'],
      ['black', '#121212', '#ffffff', '#bdbdbd'],
    ]);
    return { ...base, name, paper, ink, soft, accent: soft, accentInk: ink };
  }
  const [name, paper] = r.pick([
    ['white', '#ffffff'],
    ['cream', '#f8f3e6'],
    ['cool grey', '#eef0f2'],
  ]);
  return { ...base, name, paper, ink: '#1b1b1b', soft: '#55595e' };
}

/** `perCondition` cards for each of the ten conditions from `seed`: [{ card, bytes }]. */
export async function drawSet(seed, perCondition) {
  const r = seeded(seed);
  const out = [];
  for (const condition of CONDITIONS) {
    const start = r.int(0, PLAIN.length - 1);
    for (let n = 0; n < perCondition; n += 1) {
      const layout = condition === 'colour band' ? BANDED[n % BANDED.length] : PLAIN[(start + n) % PLAIN.length];
      const c = { ...makeCard(r), face: r.pick(FACES) };
      const p = palette(r, condition);
      const [W, H] =
        c.country === 'AU' || c.country === 'NZ' ? [1080, 660] : c.country === 'MX' ? [1080, 600] : [1020, 660];
      const raster = await sharp(Buffer.from(cardSvg(layout, c, p, W, H)))
        .flatten()
        .removeAlpha()
        .raw()
        .toBuffer();
      const bytes = await photograph(r, raster, W, H, condition);
      out.push({
        card: {
          id: `s${seed}-${out.length + 1}-${slug(c.last)}`,
          condition,
          layout,
          fonts: `${c.face.head} / ${c.face.body}`,
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
  writeHeldOut(new URL('.', import.meta.url), await drawSet(8353, 6));
}
