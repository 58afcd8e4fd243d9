// A ninth card generator (session 11), written apart from render.mjs, photos/, fresh/, fourth/,
// fifth/, sixth/, seventh/ and eighth/ (it imports none of their modules: only the condition names
// and, in index.mjs, the committed-set loader), for set 11 of the bench: cards nobody tuned the
// scanner on. Its own wording (wording.mjs: Greece, Israel, Ghana, Peru, Vietnam, Thailand,
// Croatia, Estonia, Lithuania), its own designs (designs.mjs: a split card, the logo on the right,
// the name at the foot, two columns, all set right, contacts on one line; bands at the foot, the
// side or the head) in fonts of Debian packages no other generator uses, and its own photograph
// (camera.mjs). All ten conditions the scorer reports, six cards each, the countries in turn. The
// pictures are drawn once and committed with cards.json (their truth); the bench reads those:
//   apt-get install fonts-texgyre fonts-adf-romande fonts-adf-libris fonts-prociono \
//     fonts-goudybookletter fonts-tuffy fonts-bebas-neue fonts-anonymous-pro fonts-yrsa-rasa \
//     fonts-comic-neue fonts-oxygen && node bench/scanner/ninth/draw.mjs   (in web/)
// `node bench/scanner/ninth/draw.mjs again` draws the same set into ninth/again (cards.json untouched),
// to check the pictures come out byte for byte the same.
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { photograph } from './camera.mjs';
import { BAND_LAYOUTS, FONT_PAIRS, PLAIN_LAYOUTS, cardSvg } from './designs.mjs';
import { COUNTRY_CODES, person, plain, randomSource } from './wording.mjs';
import { CONDITIONS } from '../conditions.mjs';
import { writeHeldOut } from '../committed.mjs';

const INKS = ['#14213d', '#7b2d26', '#2d6a4f', '#5a189a', '#b5651d', '#0b525b', '#8d0801'];

/** Mixes two #rrggbb colours: `k` of the first. */
const mix = (a, b, k) =>
  `#${[1, 3, 5]
    .map((i) => Math.round(parseInt(a.slice(i, i + 2), 16) * k + parseInt(b.slice(i, i + 2), 16) * (1 - k)))
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;

/** Paper and inks for a condition: { name, paper, ink, soft, accent, accentInk, tint, band, onBand }. */
function palette(r, condition) {
  const accent = r.pick(INKS);
  const band = r.pick(INKS);
  const onBand = r.pick(['#ffffff', '#f8f4e3', '#e0f2f1']);
  let p;
  if (condition === 'kraft or yellow paper') {
    const [name, paper] = r.pick([
      ['kraft', '#c19a6b'],
      ['lemon', '#fff176'],
      ['ochre', '#e1ad01'],
      ['manila', '#f3d9a4'],
      ['mustard', '#d4a017'],
    ]);
    p = { name, paper, ink: '#20160c', soft: '#3d2c1a', accent: '#3d2c1a', accentInk: '#20160c' };
  } else if (condition === 'dark paper') {
    const [name, paper, ink, soft] = r.pick([
      ['navy', '#1b2a4a', '#f4f1de', '#cbd5e1'],
      ['graphite', '#333533', '#e9ecef', '#c0c4c8'],
      ['burgundy', '#4a0e1c', '#f7e1d7', '#dcbfb3'],
      ['bottle green', '#0f3d2e', '#e8f1e4', '#bcd4c0'],
      ['ink black', '#0d0d0d', '#f0c75e', '#cfcfcf'],
    ]);
    p = { name, paper, ink, soft, accent: soft, accentInk: ink };
  } else {
    const [name, paper] = r.pick([
      ['white', '#ffffff'],
      ['ivory', '#fbf8ef'],
      ['pale blue', '#eef4fa'],
    ]);
    p = { name, paper, ink: '#161616', soft: '#4a4e57', accent, accentInk: accent };
  }
  return { ...p, tint: mix(p.accent, p.paper, 0.12), band, onBand };
}

/** `each` cards for each of the ten conditions from `seed`: [{ card, bytes }]. */
export async function drawSet(seed, each) {
  const r = randomSource(seed);
  const out = [];
  for (const condition of CONDITIONS) {
    for (let n = 0; n < each; n += 1) {
      const layout =
        condition === 'colour band'
          ? BAND_LAYOUTS[n % BAND_LAYOUTS.length]
          : PLAIN_LAYOUTS[(Math.floor(out.length / each) + n) % PLAIN_LAYOUTS.length];
      const who = person(r, COUNTRY_CODES[out.length % COUNTRY_CODES.length]);
      const c = { ...who, fonts: r.pick(FONT_PAIRS), mark: r.int(0, 3) };
      const p = palette(r, condition);
      const [W, H] = r.chance(0.5) ? [1050, 600] : [1020, 660];
      const raster = await sharp(Buffer.from(cardSvg(layout, c, p, W, H)))
        .flatten()
        .removeAlpha()
        .raw()
        .toBuffer();
      const bytes = await photograph(r, raster, W, H, condition);
      out.push({
        card: {
          id: `n${seed}-${out.length + 1}-${plain(who.last).replace(/[^a-z]/g, '')}`,
          condition,
          layout,
          country: who.code,
          fonts: `${c.fonts.head} / ${c.fonts.body}`,
          paper: p.name,
          truth: who.truth,
        },
        bytes,
      });
    }
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeHeldOut(new URL('.', import.meta.url), await drawSet(11083, 6));
}
