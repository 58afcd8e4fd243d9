// A nineteenth card generator (session 22), written apart from render.mjs, photos/, fresh/ and
// fourth/ to eighteenth/ (it imports none of their modules: only the condition names and, here and
// in index.mjs, committed.mjs's writer and loader), for set 21 of the bench: cards nobody tuned the
// scanner on. Its own wording (wording.mjs with europe-africa.mjs and americas-asia-pacific.mjs:
// Kosovo, the Faroe Islands, Burkina Faso, Algeria, Lesotho, El Salvador, Grenada, Vanuatu,
// Timor-Leste, Myanmar); its own designs (layouts.mjs: a seal with initials, a ticket with a
// perforated stub, a tinted diagonal, a folder's tab, corner brackets, a halftone corner, two tall
// cards; banded.mjs: a wave along the foot, a chevron down the side, a slanted band on a tall
// card) in faces of Debian font packages no other generator uses (type.mjs); its own materials
// (materials.mjs: brushed metal, frosted plastic, gold or silver foil, letterpress, rounded or
// die-cut outlines); and its own picture: a card in a restaurant, hotel lobby or café in the
// evening, on a tablecloth, marble, terrazzo, carpet, a placemat or a menu, or in a binder's clear
// sleeve (surfaces.mjs), under warm dim light with LED flicker bands, lifted shadows and noise,
// a shallow depth of field, a hand's motion blur on a few (camera.mjs, lens.mjs); some pictures
// turned a quarter or upside down. All ten conditions the scorer reports, six cards each. The
// pictures are drawn once and committed with cards.json:
//   apt-get install -y fonts-gamaliel fonts-dotgothic16 fonts-leckerli-one fonts-staypuft \
//     fonts-breip fonts-aenigma && node bench/scanner/nineteenth/draw.mjs   (in web/)
// `node bench/scanner/nineteenth/draw.mjs again` draws the same set into nineteenth/again
// (cards.json untouched), to check the pictures come out byte for byte the same.
import { fileURLToPath } from 'node:url';
import { CONDITIONS } from '../conditions.mjs';
import { writeHeldOut } from '../committed.mjs';
import { BANDED } from './banded.mjs';
import { motionBlur, photograph } from './camera.mjs';
import { LAYOUTS } from './layouts.mjs';
import { make } from './materials.mjs';
import { rawPixels, rgbImage } from './pixels.mjs';
import { asciiLetters, source } from './random.mjs';
import { SURFACES } from './surfaces.mjs';
import { FACES, penFor } from './type.mjs';
import { person, ROTA } from './wording.mjs';

const WIDE = ['seal', 'ticket', 'diagonal', 'folderTab', 'brackets', 'halftone'];
const PLAIN = [...WIDE, 'tallSidebar', ...WIDE.slice(3), ...WIDE.slice(0, 3), 'tallMonogram'];
const BANDS = Object.keys(BANDED);

/** Low resolution, JPEG and blur as their conditions ask; a hand's streak on some; turned; encoded. */
async function develop(r, shot, condition, W, H, turn) {
  let { rgb, width, height } = shot;
  const streak = condition !== 'jpeg and blur' && r.chance(0.14) ? r.between(2, 6) : 0;
  if (streak) rgb = await motionBlur(rgb, width, height, streak, r.between(0, 180));
  if (condition === 'low resolution') {
    const f = r.between(480, 700) / (Math.max(W, H) * shot.scale);
    const [w, h] = [Math.round(width * f), Math.round(height * f)];
    rgb = await rawPixels(rgbImage(rgb, width, height).resize(w, h, { kernel: 'lanczos3' }), 3, w, h);
    [width, height] = [w, h];
  }
  let quality = r.whole(82, 92);
  let blur = '';
  if (condition === 'jpeg and blur') {
    quality = r.whole(48, 66);
    if (r.chance()) {
      const sigma = r.between(1.0, 1.5);
      rgb = await rawPixels(rgbImage(rgb, width, height).blur(sigma), 3, width, height);
      blur = `focus blur ${sigma.toFixed(1)}`;
    } else {
      const shake = r.between(4, 7);
      rgb = await motionBlur(rgb, width, height, shake, r.between(0, 180));
      blur = `shake ${shake.toFixed(1)} px`;
    }
  }
  let picture = rgbImage(rgb, width, height);
  if (turn) picture = picture.rotate(turn);
  const bytes = await picture.jpeg({ quality, chromaSubsampling: '4:2:0' }).toBuffer();
  return { bytes, streak: streak ? `hand streak ${streak.toFixed(1)} px` : blur };
}

/** `each` cards for each of the ten conditions from `seed`: [{ card, bytes }]. */
export async function drawSet(seed, each) {
  const r = source(seed);
  const out = [];
  for (const [ci, condition] of CONDITIONS.entries()) {
    for (let n = 0; n < each; n += 1) {
      const banded = condition === 'colour band';
      const layout = banded ? BANDS[n % BANDS.length] : PLAIN[(ci * each + n) % PLAIN.length];
      const design = banded ? BANDED[layout] : LAYOUTS[layout];
      const p = person(r, ROTA[out.length % ROTA.length]);
      const face = r.choose(FACES);
      const [W, H] = design.tall ? [600, 1050] : [1050, 600];
      const m = make(r, condition, W, H);
      const pen = penFor(face, m.finish);
      const card = `<g clip-path="url(#outline)">${m.base}${design.draw(pen, p, m.k, W, H)}</g>`;
      const surface = r.choose(SURFACES);
      const turn = r.choose([...Array(14).fill(0), 90, 180, 270]);
      const plainPen = penFor(r.choose(FACES), { kind: 'ink' });
      const shot = await photograph(r, { card, defs: m.defs, path: m.path, W, H, pen: plainPen }, surface, condition);
      const { bytes, streak } = await develop(r, shot, condition, W, H, turn);
      const scene = [surface, `${m.material}, ${m.shape}`, streak, turn ? `turned ${turn}` : '']
        .filter(Boolean)
        .join(', ');
      out.push({
        card: {
          id: `n${seed}-${out.length + 1}-${asciiLetters(p.family)}`,
          condition,
          layout,
          scene,
          country: p.code,
          fonts: `${face.head} / ${face.body}`,
          truth: p.truth,
        },
        bytes,
      });
      console.log(out.length, out.at(-1).card.id, condition, layout, scene);
    }
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeHeldOut(new URL('.', import.meta.url), await drawSet(21121, 6));
}
