// An eighteenth card generator (session 21), written apart from render.mjs, photos/, fresh/ and
// fourth/ to seventeenth/ (it imports none of their modules: only the condition names and, here
// and in index.mjs, committed.mjs's writer and loader), for set 20 of the bench: cards nobody tuned
// the scanner on. Its own wording (wording.mjs with europe-asia-pacific.mjs and
// africa-caribbean.mjs: Bosnia and Herzegovina, Benin, Taiwan, Haiti, Tonga, San Marino, Angola,
// the Maldives, Saint Lucia, Tajikistan), its own designs (layouts.mjs: an envelope's flap, a
// bookmark ribbon, a box with an offset shadow, a signature flourish, graph paper, a pinked edge,
// two tall cards; banded.mjs: an arched band on a tall card, a ribbon with notched ends, a band
// with a pointer) in fonts of Debian packages no other generator uses (type.mjs), and its own
// picture: a card on an office desk, on a pile of other cards or papers or held by its edges
// (desk.mjs), taken close with a wide-angle phone lens under a warm desk lamp mixed with a cold
// tube or window, glossy sheen on some, high-ISO grain smeared by noise reduction (camera.mjs,
// optics.mjs); some pictures turned a quarter or upside down. All ten conditions the scorer
// reports, six cards each. The pictures are drawn once and committed with cards.json:
//   apt-get install -y fonts-3270 fonts-seto fonts-triod-postnaja fonts-le-murmure \
//     fonts-tlwg-laksaman-ttf && node bench/scanner/eighteenth/draw.mjs   (in web/)
// `node bench/scanner/eighteenth/draw.mjs again` draws the same set into eighteenth/again
// (cards.json untouched), to check the pictures come out byte for byte the same.
import { fileURLToPath } from 'node:url';
import { CONDITIONS } from '../conditions.mjs';
import { writeHeldOut } from '../committed.mjs';
import { BANDED } from './banded.mjs';
import { photograph } from './camera.mjs';
import { LAYOUTS } from './layouts.mjs';
import { fromRgb, readRaw } from './pixels.mjs';
import { draws, plainLetters } from './random.mjs';
import { FACES, penFor } from './type.mjs';
import { person, TURNS } from './wording.mjs';

const ACCENTS = ['#1b4965', '#9b2226', '#3a5a40', '#5a189a', '#7f5539', '#c1121f', '#003049', '#2b2d42'];
const KRAFT = ['#c9a57a', '#efe08f', '#d8bd84', '#e9d27a'];
const DARK = [
  ['#1a1d23', '#f4f2ec', '#c8ccd2'],
  ['#10263d', '#eef4fa', '#b9cde2'],
  ['#2e1a12', '#fbf0e6', '#dcc3ae'],
  ['#1f2b1c', '#eff6ea', '#c2d4b8'],
];

/** The card's colours for `condition`: { paper, ink, soft, accent, band, onBand }. */
function colours(r, condition) {
  const accent = r.pick(ACCENTS);
  const band = r.pick(ACCENTS);
  const onBand = r.pick(['#ffffff', '#fdf6e3', '#f0f7ff']);
  if (condition === 'kraft or yellow paper')
    return { paper: r.pick(KRAFT), ink: '#1d1408', soft: '#3b2b16', accent: '#44260a', band, onBand };
  if (condition === 'dark paper') {
    const [paper, ink, soft] = r.pick(DARK);
    return { paper, ink, soft, accent: soft, band, onBand };
  }
  return { paper: r.pick(['#ffffff', '#fcfbf7', '#f5f7f9']), ink: '#151515', soft: '#45495a', accent, band, onBand };
}

/** The finished file: low resolution and JPEG and blur as their conditions ask, turned, encoded. */
async function finish(r, shot, condition, turn) {
  let { data, width, height } = shot;
  if (condition === 'low resolution') {
    const f = r.real(480, 700) / (1050 * shot.scale);
    const [w, h] = [Math.round(width * f), Math.round(height * f)];
    data = await readRaw(fromRgb(data, width, height).resize(w, h, { kernel: 'lanczos3' }), 3, w, h);
    [width, height] = [w, h];
  }
  let quality = r.int(84, 93);
  if (condition === 'jpeg and blur') {
    quality = r.int(50, 68);
    if (r.coin()) data = await readRaw(fromRgb(data, width, height).blur(r.real(1.0, 1.5)), 3, width, height);
    else {
      const n = r.int(4, 7);
      const kernel = Array.from({ length: n * n }, (_, i) => (Math.floor(i / n) === Math.floor(n / 2) ? 1 / n : 0));
      data = await readRaw(fromRgb(data, width, height).convolve({ width: n, height: n, kernel }), 3, width, height);
    }
  }
  let picture = fromRgb(data, width, height);
  if (turn) picture = picture.rotate(turn);
  return picture.jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();
}

const PLAIN = Object.keys(LAYOUTS);
const BANDS = Object.keys(BANDED);
const SCENES = ['pile', 'pile', 'papers', 'papers', 'held', 'desk'];

/** `each` cards for each of the ten conditions from `seed`: [{ card, bytes }]. */
export async function drawSet(seed, each) {
  const r = draws(seed);
  const out = [];
  for (const [ci, condition] of CONDITIONS.entries()) {
    for (let n = 0; n < each; n += 1) {
      const banded = condition === 'colour band';
      const layout = banded ? BANDS[n % BANDS.length] : PLAIN[(ci * each + n) % PLAIN.length];
      const design = banded ? BANDED[layout] : LAYOUTS[layout];
      const p = person(r, TURNS[out.length % TURNS.length]);
      const face = r.pick(FACES);
      const pen = penFor(face);
      const k = colours(r, condition);
      const [W, H] = design.tall ? [600, 1050] : [1050, 600];
      const scene = r.pick(SCENES);
      const glossy = r.coin(0.3);
      const turn = r.pick([...Array(16).fill(0), 90, 270, 180]);
      const card = `<rect width="${W}" height="${H}" fill="${k.paper}"/>${design.draw(pen, p, k, W, H)}`;
      const shot = await photograph(r, pen, { card, W, H, scene, glossy }, condition);
      const bytes = await finish(r, shot, condition, turn);
      const how = [scene, glossy ? 'glossy' : '', turn ? `turned ${turn}` : ''].filter(Boolean).join(', ');
      out.push({
        card: {
          id: `s${seed}-${out.length + 1}-${plainLetters(p.last)}`,
          condition,
          layout,
          scene: how,
          country: p.code,
          fonts: `${face.head} / ${face.body}`,
          truth: p.truth,
        },
        bytes,
      });
      console.log(out.length, out[out.length - 1].card.id, condition, layout, how);
    }
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeHeldOut(new URL('.', import.meta.url), await drawSet(20020, 6));
}
