// The twentieth independent generator (set 22, session 23): 60 held-out cards, 6 per picture
// condition, seed 22222. Written apart from every earlier generator: it imports only
// ../conditions.mjs (the condition names) and ../committed.mjs (writes the set where the bench reads it).
//
// Fonts (Debian packages no earlier set used; install them to redraw, the bench needs none):
//   apt-get install -y fonts-smc-manjari fonts-sil-harmattan fonts-tlwg-purisa-ttf \
//     fonts-tlwg-waree-ttf fonts-adf-mekanus fonts-nanum fonts-national-park
// Faces: Manjari, Harmattan, Purisa, Waree, Mekanus ADF Std, NanumGothic, National Park (Heavy, heads).
//
// `node bench/scanner/twentieth/draw.mjs` in web/ writes held-out/*.jpg and cards.json;
// `node bench/scanner/twentieth/draw.mjs again` draws the pictures alone into again/, to compare.
import { CONDITIONS } from '../conditions.mjs';
import { writeHeldOut } from '../committed.mjs';
import { photograph } from './camera.mjs';
import { BANDED, cardSvg, H, PLAIN, W } from './designs.mjs';
import { develop } from './develop.mjs';
import { BURUNDI, GABON, GAMBIA, LIBERIA, SIERRA_LEONE } from './west-africa.mjs';
import { CUBA, DOMINICA, GIBRALTAR, GREENLAND, SOLOMON_ISLANDS } from './islands.mjs';
import { stream } from './random.mjs';
import { stockFor } from './stock.mjs';
import { covers, FACES } from './type.mjs';
import { SCENES } from './surfaces.mjs';
import { drawPerson, printedText } from './wording.mjs';

const SEED = 22222;
const PER_CONDITION = 6;
const COUNTRIES = [
  SIERRA_LEONE,
  LIBERIA,
  GAMBIA,
  GABON,
  BURUNDI,
  CUBA,
  GREENLAND,
  DOMINICA,
  SOLOMON_ISLANDS,
  GIBRALTAR,
];

const r = stream(SEED);
const total = CONDITIONS.length * PER_CONDITION;
const countries = r.shuffle(Array.from({ length: total }, (_, i) => COUNTRIES[i % COUNTRIES.length]));
const scenes = r.shuffle(Array.from({ length: total }, (_, i) => Object.keys(SCENES)[i % Object.keys(SCENES).length]));
const turned = new Set(r.shuffle([...Array(total).keys()]).slice(0, 7));

const slug = (s) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-');

const cards = [];
for (let n = 0; n < total; n++) {
  const condition = CONDITIONS[Math.floor(n / PER_CONDITION)];
  const country = countries[n];
  const { card, truth } = drawPerson(r, country);
  const printed = printedText(card);
  const heads = FACES.filter((f) => covers(f, printed));
  const head = r.pick(heads);
  const body = r.pick(heads.filter((f) => !f.headOnly));
  const design = r.pick(condition === 'colour band' ? BANDED : PLAIN);
  const stock = { ...stockFor(condition, r), head, body };
  const svg = cardSvg(card, design, stock, r);
  const sceneName = scenes[n];
  const turn = turned.has(n) ? r.pick([90, 180, 270]) : 0;
  const shot = await photograph(r, { svg, aspect: W / H, condition, sceneName });
  const { bytes, notes } = await develop(r, shot, { condition, turn });
  const surface = [sceneName, SCENES[sceneName].camera, shot.halo ? `halo ${shot.halo.toFixed(0)} px` : '', ...notes];
  cards.push({
    card: {
      id: `t${SEED}-${n + 1}-${slug(truth.lastName.split(' ')[0])}`,
      condition,
      layout: `${design}${stock.dark ? ', dark mode' : ''}${stock.kraft ? ', kraft' : ''}`,
      scene: surface.filter(Boolean).join(', '),
      country: country.code,
      fonts: `${head.family} / ${body.family}`,
      truth,
    },
    bytes,
  });
  process.stdout.write('.');
}
process.stdout.write('\n');
writeHeldOut(new URL('.', import.meta.url), cards);
