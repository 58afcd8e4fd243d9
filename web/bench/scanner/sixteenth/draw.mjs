// A sixteenth card generator (session 19), written apart from render.mjs, photos/, fresh/ and
// fourth/ to fifteenth/ (it imports none of their modules: only the condition names and, here and
// in index.mjs, committed.mjs's writer and loader), for set 18 of the bench: cards nobody tuned
// the scanner on. Its own wording (wording.mjs with asia-gulf-pacific.mjs and
// africa-americas-alps.mjs: Uzbekistan, Laos, Kuwait, Bhutan, Samoa, Madagascar, Zimbabwe, Belize,
// Suriname, Liechtenstein), its own designs (layouts.mjs: hairline rows, a quotation, a postcard,
// two columns, a crest, a barcode strip, index tabs; banded.mjs: a pennant, a strip of tape, a
// luggage tag) in fonts of Debian packages no other generator uses (type.mjs), and
// its own picture: a card photographed at night with the phone's flash on a restaurant table, a car
// seat or a bar counter (places.mjs), curled, creased or dog-eared (surface.mjs), the flash's
// hotspot and fall-off, a glossy card's flare and the warm room light (flash.mjs), high-ISO noise
// under the phone's noise reduction, and some pictures forwarded through a chat app (chat.mjs).
// All ten conditions the scorer reports, six cards each. The pictures are drawn once and committed
// with cards.json:
//   apt-get install -y fonts-sawarabi-mincho fonts-sawarabi-gothic fonts-gemunu-libre \
//     fonts-yusei-magic fonts-smiley-sans fonts-lxgw-wenkai fonts-summersby \
//     && node bench/scanner/sixteenth/draw.mjs   (in web/)
// `node bench/scanner/sixteenth/draw.mjs again` draws the same set into sixteenth/again
// (cards.json untouched), to check the pictures come out byte for byte the same.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CONDITIONS } from '../conditions.mjs';
import { writeHeldOut } from '../committed.mjs';
import { BANDED } from './banded.mjs';
import { photograph, rawPixels } from './camera.mjs';
import { LAYOUTS } from './layouts.mjs';
import { PLACES } from './places.mjs';
import { plainLetters, stream } from './random.mjs';
import { FACES, writer } from './type.mjs';
import { ORDER, person } from './wording.mjs';

const ACCENTS = ['#14532d', '#7f1d1d', '#1e3a8a', '#713f12', '#581c87', '#134e4a', '#9a3412', '#334155'];
const KRAFT = ['#c9a57c', '#efe08e', '#e3c98a', '#d2a865'];
const DARK = [
  ['#1b1b1f', '#f4f4ef', '#cfd0ca'],
  ['#102a43', '#f0f6fc', '#bcd0e4'],
  ['#3a1c1c', '#fbf1ec', '#e4c8bd'],
  ['#1f3324', '#eef7ef', '#c2dac8'],
];

/** The card's colours for `condition`: { paper, ink, soft, accent, band, onBand }. */
function colours(r, condition) {
  const accent = r.pick(ACCENTS);
  const band = r.pick(ACCENTS);
  const onBand = r.pick(['#ffffff', '#fffbea', '#f0f7ff']);
  if (condition === 'kraft or yellow paper')
    return { paper: r.pick(KRAFT), ink: '#1f150a', soft: '#3b2b18', accent: '#3a2309', band, onBand };
  if (condition === 'dark paper') {
    const [paper, ink, soft] = r.pick(DARK);
    return { paper, ink, soft, accent: soft, band, onBand };
  }
  return { paper: r.pick(['#ffffff', '#fcfaf5', '#f5f7f9']), ink: '#151515', soft: '#454b57', accent, band, onBand };
}

const PLAIN_NAMES = Object.keys(LAYOUTS);
const BANDED_NAMES = Object.keys(BANDED);
const PLACE_NAMES = Object.keys(PLACES);

/** `each` cards for each of the ten conditions from `seed`: [{ card, bytes }]. */
export async function drawSet(seed, each) {
  const r = stream(seed);
  const out = [];
  for (const [ci, condition] of CONDITIONS.entries()) {
    for (let n = 0; n < each; n += 1) {
      const banded = condition === 'colour band';
      const layout = banded ? BANDED_NAMES[n % BANDED_NAMES.length] : PLAIN_NAMES[(ci * each + n) % PLAIN_NAMES.length];
      const design = banded ? BANDED[layout] : LAYOUTS[layout];
      const p = person(r, ORDER[out.length % ORDER.length]);
      const face = r.pick(FACES);
      const k = colours(r, condition);
      const [W, H] = r.pick([
        [1050, 600],
        [1040, 620],
      ]);
      const place = r.pick(PLACE_NAMES);
      const glossy = r.coin(0.5);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${k.paper}"/>${design(writer(face), p, k, W, H)}</svg>`;
      const card = await rawPixels(sharp(Buffer.from(svg)).removeAlpha(), 3, W, H);
      const bytes = await photograph(r, { card, W, H, place, glossy }, condition);
      out.push({
        card: {
          id: `n${seed}-${out.length + 1}-${plainLetters(p.last)}`,
          condition,
          layout,
          scene: `${place}${glossy ? ', glossy' : ''}`,
          country: p.code,
          fonts: `${face.head} / ${face.body}`,
          truth: p.truth,
        },
        bytes,
      });
    }
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeHeldOut(new URL('.', import.meta.url), await drawSet(18818, 6));
}
