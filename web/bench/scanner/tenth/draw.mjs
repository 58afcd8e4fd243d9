// A tenth card generator (session 12), written apart from render.mjs, photos/, fresh/, fourth/,
// fifth/, sixth/, seventh/, eighth/ and ninth/ (it imports none of their modules: only the condition
// names and, in index.mjs, the committed-set loader), for set 12 of the bench: cards nobody tuned
// the scanner on. Its own wording (wording.mjs: Iceland, Slovakia, Slovenia, Latvia, Uruguay,
// Ecuador, Indonesia, Tanzania, Malta), its own designs (designs.mjs: a frame, a bar down the left,
// quarters, icons before the contacts, a pale monogram, the contacts on top; a band down the left,
// a corner wedge or a coloured contact panel) in fonts of Debian packages no other generator uses,
// and its own photograph (camera.mjs). All ten conditions the scorer reports, six cards each, the
// countries in turn. The pictures are drawn once and committed with cards.json (their truth):
//   apt-get install fonts-hermit fonts-fantasque-sans fonts-sil-doulos fonts-cardo \
//     fonts-adf-ikarius fonts-adf-irianis fonts-adf-switzera fonts-adf-oldania fonts-junction \
//     && node bench/scanner/tenth/draw.mjs   (in web/)
// `node bench/scanner/tenth/draw.mjs again` draws the same set into tenth/again (cards.json
// untouched), to check the pictures come out byte for byte the same.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { shoot } from './camera.mjs';
import { BANDED, PLAIN, TYPE_PAIRS, drawCard } from './designs.mjs';
import { PLACE_CODES, bare, personOf, seeded } from './wording.mjs';
import { CONDITIONS } from '../conditions.mjs';
import { writeHeldOut } from '../committed.mjs';

const ACCENTS = ['#1d3557', '#6a040f', '#386641', '#3c096c', '#9c6644', '#005f73', '#bc4749'];

/** Blends two #rrggbb colours, `k` of the first. */
const blend = (a, b, k) =>
  `#${[1, 3, 5]
    .map((i) => Math.round(parseInt(a.slice(i, i + 2), 16) * k + parseInt(b.slice(i, i + 2), 16) * (1 - k)))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;

/** The card's colours for a condition: { name, paper, ink, soft, accent, pale, band, onBand }. */
function colours(r, condition) {
  const accent = r.pick(ACCENTS);
  const band = r.pick(ACCENTS);
  const onBand = r.pick(['#ffffff', '#fdf6e3', '#e8f0ff']);
  let k;
  if (condition === 'kraft or yellow paper') {
    const [name, paper] = r.pick([
      ['sand', '#d8b07a'],
      ['canary', '#ffeb5c'],
      ['saffron', '#f1b82d'],
      ['butter', '#f7e3a1'],
      ['amber kraft', '#b8875a'],
    ]);
    k = { name, paper, ink: '#1e1408', soft: '#3b2a16', accent: '#4a2c10' };
  } else if (condition === 'dark paper') {
    const [name, paper, ink, soft] = r.pick([
      ['midnight', '#14213d', '#fefae0', '#d6d3c4'],
      ['charcoal', '#2b2d2f', '#f1f1f1', '#c9c9c9'],
      ['plum', '#3d1a3a', '#fbe7f0', '#dcc3d0'],
      ['forest', '#1b3a2b', '#eef6e8', '#c3d8c0'],
      ['matt black', '#111111', '#e9c46a', '#d0d0d0'],
    ]);
    k = { name, paper, ink, soft, accent: soft };
  } else {
    const [name, paper] = r.pick([
      ['white', '#ffffff'],
      ['cream', '#fcf7ea'],
      ['pale grey', '#f1f2f4'],
    ]);
    k = { name, paper, ink: '#1a1a1a', soft: '#505560', accent };
  }
  return { ...k, pale: blend(k.accent, k.paper, 0.1), band, onBand };
}

/** `each` cards for each of the ten conditions from `seed`: [{ card, bytes }]. */
export async function drawSet(seed, each) {
  const r = seeded(seed);
  const out = [];
  for (const [ci, condition] of CONDITIONS.entries()) {
    for (let n = 0; n < each; n += 1) {
      const layout = condition === 'colour band' ? BANDED[n % BANDED.length] : PLAIN[(ci + n) % PLAIN.length];
      const who = personOf(r, PLACE_CODES[out.length % PLACE_CODES.length]);
      const c = { ...who, pair: r.pick(TYPE_PAIRS) };
      const k = colours(r, condition);
      const [W, H] = r.chance(0.5) ? [1040, 600] : [1000, 640];
      const raster = await sharp(Buffer.from(drawCard(layout, c, k, W, H)))
        .flatten()
        .removeAlpha()
        .raw()
        .toBuffer();
      const bytes = await shoot(r, raster, W, H, condition);
      out.push({
        card: {
          id: `t${seed}-${out.length + 1}-${bare(who.last)}`,
          condition,
          layout,
          country: who.code,
          fonts: `${c.pair.head} / ${c.pair.body}`,
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
  writeHeldOut(new URL('.', import.meta.url), await drawSet(12211, 6));
}
