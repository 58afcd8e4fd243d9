// A fourteenth card generator (session 17), written apart from render.mjs, photos/, fresh/ and
// fourth/ to thirteenth/ (it imports none of their modules: only the condition names and, here and
// in index.mjs, committed.mjs's writer and loader), for set 16 of the bench: cards nobody tuned
// the scanner on. Its own wording (wording.mjs with eurasia-pacific.mjs and africa-americas.mjs:
// Moldova, Kazakhstan, Nepal, Oman, Fiji, Honduras, Barbados, Cameroon, Ethiopia, Mozambique), its
// own designs (plain.mjs: the company sideways up the left edge, a huge faint initial, contacts in
// outlined pills, a timeline of dots, lines stepping in like stairs, corner brackets round the
// name, a tagline over a dot grid; banded.mjs: a pill of colour, a wavy coloured foot, two blocks
// of two colours) in fonts of Debian packages no other generator uses (type.mjs), and its own
// picture (held.mjs: the card held in a hand, the thumb over a margin; lens.mjs: turned in the air
// and read by a rolling shutter; light.mjs and camera.mjs: a room behind, vignetting, glare on a
// glossy card, fluorescent banding, a shadow, a dim room's noise and noise reduction, HDR tone
// mapping, sharpening, JPEG). All ten conditions the scorer reports, six cards each. The pictures
// are drawn once and committed with cards.json:
//   apt-get install -y fonts-georgewilliams fonts-eurofurence fonts-hosny-amiri fonts-agave \
//     fonts-dustin fonts-opendyslexic fonts-essays1743 fonts-monoid \
//     && node bench/scanner/fourteenth/draw.mjs   (in web/)
// `node bench/scanner/fourteenth/draw.mjs again` draws the same set into fourteenth/again
// (cards.json untouched), to check the pictures come out byte for byte the same.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { CONDITIONS } from '../conditions.mjs';
import { writeHeldOut } from '../committed.mjs';
import { BANDED } from './banded.mjs';
import { photograph } from './camera.mjs';
import { heldCard } from './held.mjs';
import { PLAIN } from './plain.mjs';
import { plain, seeded } from './random.mjs';
import { FACES, setter } from './type.mjs';
import { COUNTRY_ORDER, person } from './wording.mjs';

const ACCENTS = ['#1d3557', '#9d0208', '#2d6a4f', '#5a189a', '#b5651d', '#006d77', '#7b2d26', '#283618'];
const PAPERS = {
  'kraft or yellow paper': ['#c29a6b', '#f3e37c', '#e9d49b', '#d9b35a', '#b99872'],
  'dark paper': [
    ['#1f2421', '#f2f2ee', '#cfd2cc'],
    ['#102a43', '#eef4fb', '#c3d0e0'],
    ['#3d0c11', '#fbeff0', '#e2c4c7'],
    ['#1b3a2f', '#eff7f1', '#c3dccd'],
  ],
};
const TAGLINES = [
  'Quality you can trust',
  'Since 1998',
  'Moving your business forward',
  'Built on service',
  'Your partner in growth',
];

/** The card's colours for `condition`: { paper, ink, soft, accent, band, second, onBand }. */
function colours(r, condition) {
  const accent = r.pick(ACCENTS);
  const band = r.pick(ACCENTS);
  const second = r.pick(ACCENTS.filter((a) => a !== band));
  const onBand = r.pick(['#ffffff', '#fdf8ec', '#f0f6ff']);
  if (condition === 'kraft or yellow paper')
    return {
      paper: r.pick(PAPERS[condition]),
      ink: '#22180c',
      soft: '#3e2f1b',
      accent: '#3b2407',
      band,
      second,
      onBand,
    };
  if (condition === 'dark paper') {
    const [paper, ink, soft] = r.pick(PAPERS[condition]);
    return { paper, ink, soft, accent: soft, band, second, onBand };
  }
  return {
    paper: r.pick(['#ffffff', '#fcfaf4', '#f5f7f9']),
    ink: '#151515',
    soft: '#4a505c',
    accent,
    band,
    second,
    onBand,
  };
}

const PLAIN_NAMES = Object.keys(PLAIN);
const BANDED_NAMES = Object.keys(BANDED);

/** `each` cards for each of the ten conditions from `seed`: [{ card, bytes }]. */
export async function drawSet(seed, each) {
  const r = seeded(seed);
  const out = [];
  for (const [ci, condition] of CONDITIONS.entries()) {
    for (let n = 0; n < each; n += 1) {
      const banded = condition === 'colour band';
      const name = banded ? BANDED_NAMES[n % BANDED_NAMES.length] : PLAIN_NAMES[(ci * each + n) % PLAIN_NAMES.length];
      const layout = banded ? BANDED[name] : PLAIN[name];
      const p = { ...person(r, COUNTRY_ORDER[out.length % COUNTRY_ORDER.length]), tagline: r.pick(TAGLINES) };
      const face = r.pick(FACES);
      const k = colours(r, condition);
      const [W, H] = r.pick([
        [1050, 600],
        [1004, 650],
      ]);
      const held = heldCard(r, layout.draw(setter(face), p, k, W, H), k.paper, layout.grip, W, H);
      const pixels = await sharp(Buffer.from(held.svg)).ensureAlpha().raw().toBuffer();
      const bytes = await photograph(r, { pixels, sw: held.sheetW, sh: held.sheetH, at: held.card, W, H }, condition);
      out.push({
        card: {
          id: `v${seed}-${out.length + 1}-${plain(p.last)}`,
          condition,
          layout: name,
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
  writeHeldOut(new URL('.', import.meta.url), await drawSet(16616, 6));
}
