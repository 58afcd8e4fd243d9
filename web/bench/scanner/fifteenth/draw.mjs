// A fifteenth card generator (session 18), written apart from render.mjs, photos/, fresh/ and
// fourth/ to fourteenth/ (it imports none of their modules: only the condition names and, here and
// in index.mjs, committed.mjs's writer and loader), for set 17 of the bench: cards nobody tuned
// the scanner on. Its own wording (wording.mjs with levant-asia-africa.mjs and
// south-americas-pacific.mjs: Lebanon, Mongolia, Cambodia, Rwanda, Côte d'Ivoire, Botswana,
// Nicaragua, the Bahamas, Andorra, Papua New Guinea), its own designs (plain.mjs: a ticket with a
// perforated stub, a speech bubble, dotted leaders, a rubber stamp, an arc, a honeycomb, outlined
// letters; banded.mjs: an arrow-shaped band, a disc off the edge, a folder's tab) in fonts of
// Debian packages no other generator uses (type.mjs), and its own picture (scene.mjs: the card in
// a clear badge holder on a lanyard or lying on a booth's printed counter beside a second card
// face down; lens.mjs: turned in front of a phone held low; camera.mjs: the hall behind, the
// stage light's colour cast, a spot's fall-off, a phone's shadow, noise, blur, JPEG). All ten
// conditions the scorer reports, six cards each. The pictures are drawn once and committed with
// cards.json:
//   apt-get install -y fonts-tlwg-kinnari-ttf fonts-tlwg-garuda-ttf fonts-tlwg-norasi-ttf \
//     fonts-tlwg-sawasdee-ttf fonts-tlwg-loma-ttf fonts-tlwg-typist-ttf fonts-tlwg-umpush-ttf \
//     fonts-lemonada fonts-cegui \
//     && node bench/scanner/fifteenth/draw.mjs   (in web/)
// `node bench/scanner/fifteenth/draw.mjs again` draws the same set into fifteenth/again
// (cards.json untouched), to check the pictures come out byte for byte the same.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CONDITIONS } from '../conditions.mjs';
import { writeHeldOut } from '../committed.mjs';
import { BANDED } from './banded.mjs';
import { photograph } from './camera.mjs';
import { PLAIN } from './plain.mjs';
import { ascii, stream } from './random.mjs';
import { badge, counter } from './scene.mjs';
import { FACES, setter } from './type.mjs';
import { ORDER, person } from './wording.mjs';

const ACCENTS = ['#1c4e80', '#a4161a', '#386641', '#6a4c93', '#bc6c25', '#0b7285', '#5f0f40', '#3d405b'];
const KRAFT = ['#c8a27a', '#f2e394', '#e6cf8f', '#d4a95e', '#bf9f7b'];
const DARK = [
  ['#202124', '#f5f5f0', '#d0d2cc'],
  ['#0d2b45', '#eef5fc', '#bfd3e6'],
  ['#3b1f2b', '#fbf0f3', '#e3c5cf'],
  ['#263d2c', '#f0f7f1', '#c5dccb'],
];

/** The card's colours for `condition`: { paper, ink, soft, accent, band, onBand }. */
function colours(r, condition) {
  const accent = r.pick(ACCENTS);
  const band = r.pick(ACCENTS);
  const onBand = r.pick(['#ffffff', '#fff9ec', '#eef6ff']);
  if (condition === 'kraft or yellow paper')
    return { paper: r.pick(KRAFT), ink: '#21170b', soft: '#3f2e19', accent: '#3a2208', band, onBand };
  if (condition === 'dark paper') {
    const [paper, ink, soft] = r.pick(DARK);
    return { paper, ink, soft, accent: soft, band, onBand };
  }
  return { paper: r.pick(['#ffffff', '#fbf9f3', '#f4f6f8']), ink: '#161616', soft: '#474d59', accent, band, onBand };
}

const PLAIN_NAMES = Object.keys(PLAIN);
const BANDED_NAMES = Object.keys(BANDED);

/** `each` cards for each of the ten conditions from `seed`: [{ card, bytes }]. */
export async function drawSet(seed, each) {
  const r = stream(seed);
  const out = [];
  for (const [ci, condition] of CONDITIONS.entries()) {
    for (let n = 0; n < each; n += 1) {
      const banded = condition === 'colour band';
      const name = banded ? BANDED_NAMES[n % BANDED_NAMES.length] : PLAIN_NAMES[(ci * each + n) % PLAIN_NAMES.length];
      const design = banded ? BANDED[name] : PLAIN[name];
      const p = person(r, ORDER[out.length % ORDER.length]);
      const face = r.pick(FACES);
      const k = colours(r, condition);
      const [W, H] = r.pick([
        [1050, 600],
        [1020, 620],
      ]);
      const place = r.coin(0.55) ? badge : counter;
      const scene = place(r, design(setter(face), p, k, W, H), k.paper, W, H);
      const pixels = await sharp(Buffer.from(scene.svg)).ensureAlpha().raw().toBuffer();
      const bytes = await photograph(
        r,
        { pixels, sw: scene.sheetW, sh: scene.sheetH, at: scene.card, W, H },
        condition,
      );
      out.push({
        card: {
          id: `v${seed}-${out.length + 1}-${ascii(p.last)}`,
          condition,
          layout: name,
          scene: place.name,
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
  writeHeldOut(new URL('.', import.meta.url), await drawSet(17717, 6));
}
