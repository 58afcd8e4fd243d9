// A twelfth card generator (session 15), written apart from render.mjs, photos/, fresh/, fourth/
// and fifth/ to eleventh/ (it imports none of their modules: only the condition names and, in
// index.mjs and here, committed.mjs's loader and writer), for set 14 of the bench: cards nobody
// tuned the scanner on. Its own wording (countries.mjs, wording.mjs: Serbia, Jamaica, Qatar,
// Bulgaria, Sri Lanka, Panama, the Dominican Republic, Uganda, Pakistan, Senegal), its own designs
// (designs.mjs: two columns split by a rule, the name in spaced capitals, a QR code beside the
// text, icon-led contact lines, a photo-like background, a large logo mark; bands.mjs: a band
// across the foot, down the left, or across the top with a slanted edge) in fonts of Debian
// packages no other generator uses, and its own photograph (camera.mjs: a phone — a homography
// from the card's corners, barrel distortion, vignette, noise, tone curve and sharpening). All ten
// conditions the scorer reports, six cards each, the countries in turn. The pictures are drawn
// once and committed with cards.json:
//   apt-get install fonts-lmodern fonts-gfs-didot fonts-karmilla fonts-arapey fonts-arkpandora \
//     fonts-roadgeek fonts-dancingscript fonts-morisawa-bizud-gothic \
//     fonts-okolaks fonts-gfs-neohellenic fonts-linex fonts-osifont \
//     && node bench/scanner/twelfth/draw.mjs   (in web/)
// `node bench/scanner/twelfth/draw.mjs again` draws the same set into twelfth/again (cards.json
// untouched), to check the pictures come out byte for byte the same.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { photograph } from './camera.mjs';
import { BAND_LAYOUTS, FACES, PLAIN_LAYOUTS, cardSvg } from './designs.mjs';
import { COUNTRY_CODES, person, plain, stream } from './wording.mjs';
import { CONDITIONS } from '../conditions.mjs';
import { writeHeldOut } from '../committed.mjs';

const INKS = ['#1d3557', '#6a040f', '#2d6a4f', '#5a189a', '#9c6644', '#005f73', '#c1121f'];
const PAPERS = {
  'kraft or yellow paper': [
    ['brown kraft', '#b88b57'],
    ['canary', '#f6e27a'],
    ['buff', '#e8cf9a'],
    ['saffron', '#f2c14e'],
    ['recycled kraft', '#a98a63'],
  ],
  'dark paper': [
    ['black', '#151515', '#f0f0f0', '#bdbdbd'],
    ['forest', '#1b3a2b', '#eef5e9', '#bcd3c2'],
    ['plum', '#3b1f3a', '#f7ecf5', '#d8c2d5'],
    ['slate', '#2f3e4e', '#f1f4f8', '#c3ccd6'],
    ['oxblood', '#4b1113', '#fbeee0', '#e0c1b8'],
  ],
};

/** The card's colours for a condition: { name, paper, ink, soft, accent, band, onBand }. */
function colours(r, condition) {
  const accent = r.one(INKS);
  const band = r.one(INKS);
  const onBand = r.one(['#ffffff', '#fdf6e3', '#f0f7ff']);
  if (condition === 'kraft or yellow paper') {
    const [name, paper] = r.one(PAPERS[condition]);
    return { name, paper, ink: '#1f1408', soft: '#3a2a16', accent: '#402405', band, onBand };
  }
  if (condition === 'dark paper') {
    const [name, paper, ink, soft] = r.one(PAPERS[condition]);
    return { name, paper, ink, soft, accent: soft, band, onBand };
  }
  const [name, paper] = r.one([
    ['bright white', '#ffffff'],
    ['natural', '#f8f5ec'],
    ['pearl', '#f1f0ee'],
  ]);
  return { name, paper, ink: '#1a1a1a', soft: '#505766', accent, band, onBand };
}

/** `each` cards for each of the ten conditions from `seed`: [{ card, bytes }]. */
export async function drawSet(seed, each) {
  const r = stream(seed);
  const out = [];
  for (const [ci, condition] of CONDITIONS.entries()) {
    for (let n = 0; n < each; n += 1) {
      const layout =
        condition === 'colour band'
          ? BAND_LAYOUTS[n % BAND_LAYOUTS.length]
          : PLAIN_LAYOUTS[(ci + n) % PLAIN_LAYOUTS.length];
      const who = person(r, COUNTRY_CODES[out.length % COUNTRY_CODES.length]);
      const p = { ...who, face: r.one(FACES) };
      const k = colours(r, condition);
      const [W, H] = r.coin() ? [1050, 600] : [1004, 650];
      const raster = await sharp(Buffer.from(cardSvg(r, layout, p, k, W, H)))
        .flatten()
        .removeAlpha()
        .raw()
        .toBuffer();
      const bytes = await photograph(r, raster, W, H, condition);
      out.push({
        card: {
          id: `t${seed}-${out.length + 1}-${plain(who.last)}`,
          condition,
          layout,
          country: who.code,
          fonts: `${p.face.head} / ${p.face.body}`,
          paper: k.name,
          truth: who.truth,
        },
        bytes,
      });
    }
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeHeldOut(new URL('.', import.meta.url), await drawSet(14414, 6));
}
