// A seventeenth card generator (session 20), written apart from render.mjs, photos/, fresh/ and
// fourth/ to sixteenth/ (it imports none of their modules: only the condition names and, here and
// in index.mjs, committed.mjs's writer and loader), for set 19 of the bench: cards nobody tuned
// the scanner on. Its own wording (wording.mjs with asia-balkans-gulf.mjs and
// africa-islands-americas.mjs: Kyrgyzstan, Brunei, North Macedonia, Bahrain, Malawi, Seychelles,
// Guyana, Monaco, Cabo Verde, Togo), its own designs (layouts.mjs: a ticket's stub, a notebook page,
// a curly brace, dot-grid paper, crop marks, a swoosh, a rubber stamp; banded.mjs: a speech
// bubble, chips, a stepped band) in fonts of Debian packages no other generator uses (type.mjs),
// and its own picture: a card lying outdoors in daylight on a car's bonnet, a park bench, a café
// table, a notebook or a clipboard (scenes.mjs), in hard sun cut by the shadows of leaves, a fence,
// a grille or the phone and hand, the sky's blue in the shade, blown highlights and the phone's HDR
// haloes (sunlight.mjs, camera.mjs); some pictures shown on another screen and photographed again,
// some scanned by a document-scanner app (rephoto.mjs). All ten conditions the scorer reports, six
// cards each. The pictures are drawn once and committed with cards.json:
//   apt-get install -y fonts-ipaexfont fonts-klee fonts-rocknroll fonts-reggae fonts-unfonts-core \
//     && node bench/scanner/seventeenth/draw.mjs   (in web/)
// `node bench/scanner/seventeenth/draw.mjs again` draws the same set into seventeenth/again
// (cards.json untouched), to check the pictures come out byte for byte the same.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CONDITIONS } from '../conditions.mjs';
import { writeHeldOut } from '../committed.mjs';
import { BANDED } from './banded.mjs';
import { photograph } from './camera.mjs';
import { LAYOUTS } from './layouts.mjs';
import { rawOf } from './pixels.mjs';
import { asciiLetters, stream } from './random.mjs';
import { SCENES } from './scenes.mjs';
import { FACES, pen } from './type.mjs';
import { ORDER, person } from './wording.mjs';

const ACCENTS = ['#0f4c5c', '#8a1538', '#2d3a8c', '#6a4c00', '#3f6212', '#7c2d12', '#4a044e', '#1f2937'];
const KRAFT = ['#c4a074', '#f0e39a', '#dcc28a', '#cfa25f'];
const DARK = [
  ['#151a1e', '#f3f1ea', '#c9cdc4'],
  ['#0e2a47', '#eef5fb', '#b6cbe0'],
  ['#2d1616', '#fbefe9', '#e0c3b6'],
  ['#14321f', '#ecf6ee', '#bcd6c4'],
];

/** The card's colours for `condition`: { paper, ink, soft, accent, band, onBand }. */
function colours(r, condition) {
  const accent = r.pick(ACCENTS);
  const band = r.pick(ACCENTS);
  const onBand = r.pick(['#ffffff', '#fff8e6', '#eef6ff']);
  if (condition === 'kraft or yellow paper')
    return { paper: r.pick(KRAFT), ink: '#1c1208', soft: '#3a2a16', accent: '#3b2208', band, onBand };
  if (condition === 'dark paper') {
    const [paper, ink, soft] = r.pick(DARK);
    return { paper, ink, soft, accent: soft, band, onBand };
  }
  return { paper: r.pick(['#ffffff', '#fbfaf6', '#f4f6f8']), ink: '#141414', soft: '#434a55', accent, band, onBand };
}

/** How the picture reaches the scanner: mostly a photo; some from another screen or a scanner app. */
function finishFor(r, condition) {
  if (['clean', 'small in frame', 'uneven light'].includes(condition) || !r.coin(0.35)) return 'photo';
  if (['slant', 'tilt'].includes(condition)) return 'screen';
  return r.pick(['screen', 'scanner']);
}

const PLAIN_NAMES = Object.keys(LAYOUTS);
const BANDED_NAMES = Object.keys(BANDED);
const SCENE_NAMES = Object.keys(SCENES);

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
        [1060, 610],
      ]);
      const scene = r.pick(SCENE_NAMES);
      const finish = finishFor(r, condition);
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="${W}" height="${H}" fill="${k.paper}"/>${design(pen(face), p, k, W, H)}</svg>`;
      const card = await rawOf(sharp(Buffer.from(svg)).removeAlpha(), 3, W, H);
      const bytes = await photograph(r, { card, W, H, scene, finish }, condition);
      out.push({
        card: {
          id: `s${seed}-${out.length + 1}-${asciiLetters(p.last)}`,
          condition,
          layout,
          scene: finish === 'photo' ? scene : `${finish}${finish === 'screen' ? ` (${scene})` : ''}`,
          country: p.code,
          fonts: `${face.head} / ${face.body}`,
          truth: p.truth,
        },
        bytes,
      });
      console.log(out.length, out[out.length - 1].card.id, condition, layout, out[out.length - 1].card.scene);
    }
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeHeldOut(new URL('.', import.meta.url), await drawSet(19919, 6));
}
