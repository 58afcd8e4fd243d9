// An eleventh card generator (session 14), written apart from render.mjs, photos/, fresh/, fourth/
// and fifth/ to tenth/ (it imports none of their modules: only the condition names and, in
// index.mjs and here, committed.mjs's loader and writer), for set 13 of the bench: cards nobody
// tuned the scanner on. Its own wording (wording.mjs: Luxembourg, Morocco, Tunisia, Bolivia,
// Paraguay, Costa Rica, Cyprus, Namibia, Albania), its own designs (designs.mjs: centred with
// dotted runs, a label column, the name at the foot, flush right, between two rules, a boxed name
// over a grid; a strip across the top, a block down the right or a stripe across the middle) in
// fonts of Debian packages no other generator uses, and its own photograph (camera.mjs: a ray
// cast from a pinhole camera onto the card's plane). All ten conditions the scorer reports, six
// cards each, the countries in turn. The pictures are drawn once and committed with cards.json:
//   apt-get install fonts-cmu fonts-opendin fonts-century-catalogue fonts-allerta \
//     fonts-routed-gothic fonts-monofur fonts-lindenhill fonts-tiresias fonts-elstob \
//     && node bench/scanner/eleventh/draw.mjs   (in web/)
// `node bench/scanner/eleventh/draw.mjs again` draws the same set into eleventh/again (cards.json
// untouched), to check the pictures come out byte for byte the same.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { photograph } from './camera.mjs';
import { BAND_LAYOUTS, FACES, PLAIN_LAYOUTS, cardSvg } from './designs.mjs';
import { COUNTRY_CODES, person, plain, stream } from './wording.mjs';
import { CONDITIONS } from '../conditions.mjs';
import { writeHeldOut } from '../committed.mjs';

const ACCENTS = ['#0b3954', '#7f1d1d', '#14532d', '#4a1d7a', '#8a4b08', '#0e7490', '#9d174d'];
const PAPERS = {
  'kraft or yellow paper': [
    ['lemon', '#fbe46b'],
    ['ochre kraft', '#c79a5b'],
    ['mustard', '#e0b13a'],
    ['straw', '#efd98c'],
    ['manila', '#e9d3a0'],
  ],
  'dark paper': [
    ['navy', '#13294b', '#f4f1de', '#cfd6e2'],
    ['graphite', '#333333', '#f5f5f5', '#c4c4c4'],
    ['burgundy', '#4a0f1c', '#fdeee6', '#e0bfc4'],
    ['teal', '#0f3d3e', '#e8f6f3', '#b8d8d2'],
    ['espresso', '#2a1a12', '#f2d9a6', '#d6c4b0'],
  ],
};

/** The card's colours for a condition: { name, paper, ink, soft, accent, band, onBand }. */
function colours(r, condition) {
  const accent = r.one(ACCENTS);
  const band = r.one(ACCENTS);
  const onBand = r.one(['#ffffff', '#fff8e7', '#eaf4ff']);
  if (condition === 'kraft or yellow paper') {
    const [name, paper] = r.one(PAPERS[condition]);
    return { name, paper, ink: '#23190c', soft: '#3f301c', accent: '#3b2408', band, onBand };
  }
  if (condition === 'dark paper') {
    const [name, paper, ink, soft] = r.one(PAPERS[condition]);
    return { name, paper, ink, soft, accent: soft, band, onBand };
  }
  const [name, paper] = r.one([
    ['white', '#ffffff'],
    ['ivory', '#fbf8ef'],
    ['cool grey', '#eef1f4'],
  ]);
  return { name, paper, ink: '#161616', soft: '#4d5361', accent, band, onBand };
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
      const [W, H] = r.coin() ? [1050, 600] : [1008, 640];
      const raster = await sharp(Buffer.from(cardSvg(layout, p, k, W, H)))
        .flatten()
        .removeAlpha()
        .raw()
        .toBuffer();
      const bytes = await photograph(r, raster, W, H, condition);
      out.push({
        card: {
          id: `e${seed}-${out.length + 1}-${plain(who.last)}`,
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
  writeHeldOut(new URL('.', import.meta.url), await drawSet(13313, 6));
}
