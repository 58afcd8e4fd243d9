// A thirteenth card generator (session 16), written apart from render.mjs, photos/, fresh/, fourth/
// and fifth/ to twelfth/ (it imports none of their modules: only the condition names and, in
// index.mjs and here, committed.mjs's loader and writer), for set 15 of the bench: cards nobody
// tuned the scanner on. Its own wording (countries.mjs, wording.mjs: Ukraine, Georgia, Armenia,
// Guatemala, Venezuela, Trinidad and Tobago, Mauritius, Bangladesh, Jordan, Zambia), its own designs
// (designs.mjs: a vertical card, contacts on one line split by bars, rounded corners with a thin
// border, all text flush right on the right half, the name over a highlighter stroke, a letterhead;
// banded.mjs: the upper half coloured, a vertical card with a coloured top, a quarter disc of
// colour in a corner) in fonts of Debian packages no other generator uses (type.mjs), and its own
// photograph (camera.mjs: a bowed card as a mesh through a phone's lens over a table, a hand's
// shadow; sensor.mjs: shake and focus blur, auto-exposure, luma and chroma noise, chromatic
// aberration, sharpening, JPEG at phone qualities). All ten conditions the scorer reports, six
// cards each, the countries in turn. The pictures are drawn once and committed with cards.json:
//   apt-get install -y fonts-liberation2 fonts-gfs-artemisia fonts-lobstertwo fonts-kaushanscript \
//     fonts-sil-gentium fonts-league-mono fonts-klaudia-berenika \
//     fonts-morisawa-bizud-mincho fonts-mph-2b-damase \
//     && node bench/scanner/thirteenth/draw.mjs   (in web/)
// `node bench/scanner/thirteenth/draw.mjs again` draws the same set into thirteenth/again
// (cards.json untouched), to check the pictures come out byte for byte the same.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { photograph } from './camera.mjs';
import { BAND_LAYOUTS, PLAIN_LAYOUTS, cardSize, cardSvg } from './designs.mjs';
import { FACES } from './type.mjs';
import { COUNTRY_CODES, ascii, person, stream } from './wording.mjs';
import { CONDITIONS } from '../conditions.mjs';
import { writeHeldOut } from '../committed.mjs';

const ACCENTS = ['#0b3c5d', '#8c1c13', '#1e5631', '#4a2c6f', '#a0522d', '#00677f', '#b5179e', '#3d405b'];
const PAPERS = {
  'kraft or yellow paper': [
    ['kraft', '#bf9566'],
    ['lemon', '#f7eb8a'],
    ['manila', '#ecd9a6'],
    ['mustard', '#e4b845'],
    ['oatmeal kraft', '#c4a87e'],
  ],
  'dark paper': [
    ['charcoal', '#222326', '#f4f4f2', '#c9cacc'],
    ['navy', '#14213d', '#f1f4fb', '#c3cce0'],
    ['bottle green', '#173f2f', '#f1f7ef', '#c0d6c5'],
    ['aubergine', '#35183a', '#f8eef8', '#dac6dc'],
    ['chocolate', '#3b2418', '#fbf1e6', '#e0cbb8'],
  ],
};

/** The card's colours for a condition: { name, paper, ink, soft, accent, band, onBand }. */
function colours(r, condition) {
  const accent = r.one(ACCENTS);
  const band = r.one(ACCENTS);
  const onBand = r.one(['#ffffff', '#fbf7ee', '#eef6ff']);
  if (condition === 'kraft or yellow paper') {
    const [name, paper] = r.one(PAPERS[condition]);
    return { name, paper, ink: '#21170b', soft: '#3b2c18', accent: '#3d2508', band, onBand };
  }
  if (condition === 'dark paper') {
    const [name, paper, ink, soft] = r.one(PAPERS[condition]);
    return { name, paper, ink, soft, accent: soft, band, onBand };
  }
  const [name, paper] = r.one([
    ['white', '#ffffff'],
    ['ivory', '#fbf8ef'],
    ['cool white', '#f4f6f8'],
  ]);
  return { name, paper, ink: '#161616', soft: '#4d5360', accent, band, onBand };
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
      const [W, H] = cardSize(r, layout);
      const raster = await sharp(Buffer.from(cardSvg(layout, p, k, W, H)))
        .ensureAlpha()
        .raw()
        .toBuffer();
      const bytes = await photograph(r, raster, W, H, condition);
      out.push({
        card: {
          id: `u${seed}-${out.length + 1}-${ascii(who.last)}`,
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
  writeHeldOut(new URL('.', import.meta.url), await drawSet(15515, 6));
}
