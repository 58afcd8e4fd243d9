// A seventh card generator (session 9), written apart from render.mjs, photos/, fresh/, fourth/,
// fifth/ and sixth/ (it imports none of their modules), for set 9 of the bench: cards nobody tuned
// the scanner on. Its own wording (wording.mjs: South Africa, Singapore, India, Czechia, Finland,
// Hungary, Brazil, Argentina, Turkey), its own designs (designs.mjs) in fonts no other generator
// uses — Gillius ADF, Baskervald ADF, Universalis ADF, Accanthis ADF, Fanwood Text, Jura, Beteckna,
// Hack, Junicode, Inconsolata from Debian's fonts-adf-gillius, fonts-adf-baskervald,
// fonts-adf-universalis, fonts-adf-accanthis, fonts-fanwood, fonts-jura, fonts-beteckna, fonts-hack,
// fonts-junicode, fonts-inconsolata — and its own photograph (shoot.mjs). All ten conditions the
// scorer reports, six cards each. The fonts are not on a fresh machine, so the pictures are drawn
// once and committed with cards.json (their truth); the bench reads those:
//   apt-get install <the font packages above> && node bench/scanner/seventh/draw.mjs   (in web/)
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { BAND_DESIGNS, PLAIN_DESIGNS, TYPE, cardSvg } from './designs.mjs';
import { shoot } from './shoot.mjs';
import { personCard, plain, randomFrom } from './wording.mjs';
import { CONDITIONS } from '../conditions.mjs';
import { writeHeldOut } from '../committed.mjs';

const ACCENTS = ['#0b6e4f', '#b23a48', '#3d5a80', '#8f5e15', '#5f0f40', '#2a9d8f', '#d1495b'];
const BANDS = ['#0b6e4f', '#b23a48', '#3d5a80', '#e76f51', '#264653', '#7b2cbf', '#c1121f', '#2a9d8f'];

/** Paper and inks for a condition. */
function inks(r, condition) {
  const accent = r.one(ACCENTS);
  const base = {
    accent,
    accentInk: accent,
    band: r.one(BANDS),
    onBand: r.one(['#ffffff', '#f1faee', '#fff3b0', '#e0e0e0']),
  };
  if (condition === 'kraft or yellow paper') {
    const [name, paper] = r.one([
      ['mustard', '#d8a31a'],
      ['lemon', '#fff275'],
      ['kraft', '#c49a6c'],
      ['ochre', '#cc8b3c'],
    ]);
    return { ...base, name, paper, ink: '#201a12', soft: '#3f3222', accentInk: '#3a1f0b' };
  }
  if (condition === 'dark paper') {
    const [name, paper, ink, soft] = r.one([
      ['navy', '#14213d', '#e5e5e5', '#b8c0d0'],
      ['bottle green', '#123524', '#f0ead2', '#c9c3a8'],
      ['burgundy', '#4a0d1c', '#f6e7cb', '#d9c4a3'],
      ['graphite', '#262626', '#d4af37', '#bfbfbf'],
    ]);
    return { ...base, name, paper, ink, soft, accent: soft, accentInk: ink };
  }
  const [name, paper] = r.one([
    ['white', '#ffffff'],
    ['ivory', '#fbf8ef'],
    ['pale blue', '#eef4fa'],
  ]);
  return { ...base, name, paper, ink: '#151515', soft: '#4d4d55' };
}

/** `perCondition` cards for each of the ten conditions from `seed`: [{ card, bytes }]. */
export async function drawSet(seed, perCondition) {
  const r = randomFrom(seed);
  const out = [];
  for (const condition of CONDITIONS) {
    const offset = r.whole(0, PLAIN_DESIGNS.length - 1);
    for (let n = 0; n < perCondition; n += 1) {
      const design =
        condition === 'colour band'
          ? BAND_DESIGNS[n % BAND_DESIGNS.length]
          : PLAIN_DESIGNS[(offset + n) % PLAIN_DESIGNS.length];
      const c = { ...personCard(r), type: r.one(TYPE) };
      const k = inks(r, condition);
      const [W, H] = ['CZ', 'FI', 'HU', 'TR'].includes(c.key) ? [1020, 660] : [1080, 600];
      const raster = await sharp(Buffer.from(cardSvg(design, c, k, W, H)))
        .flatten()
        .removeAlpha()
        .raw()
        .toBuffer();
      const bytes = await shoot(r, raster, W, H, condition);
      out.push({
        card: {
          id: `g${seed}-${out.length + 1}-${plain(c.last)}`,
          condition,
          layout: design,
          fonts: `${c.type.head} / ${c.type.body}`,
          paper: k.name,
          truth: c.truth,
        },
        bytes,
      });
    }
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeHeldOut(new URL('.', import.meta.url), await drawSet(9173, 6));
}
