// A fifth card generator (2026-11-29), written apart from render.mjs, photos/, fresh/ and fourth/,
// for set 7 of the bench: cards nobody tuned the scanner on. Its own wording (wording.mjs: eleven
// countries, titles in six languages, national number prints, addresses in each country's
// format), its own designs (layouts.mjs) in fonts no other generator uses — Manrope, Vollkorn,
// Karla, Charis SIL, Dosis, Andika, B612, JetBrains Mono from Debian's fonts-manrope,
// fonts-vollkorn, fonts-karla, fonts-sil-charis, fonts-dosis, fonts-sil-andika, fonts-b612,
// fonts-jetbrains-mono — and its own photograph (photo.mjs: the card turned flat on a desk by
// sharp, its shadow, the light as an overlay multiplied in, sensor noise, a shared or re-sent
// JPEG). The conditions carry the names the scorer's per-condition table uses for the other sets;
// slant is left out (this camera only turns the card in its plane).
// The fonts are not on a fresh machine, so the pictures are drawn once and committed with
// cards.json (their truth); the bench reads those:
//   apt-get install <the font packages above> && node bench/scanner/fifth/draw.mjs   (in web/)
import { fileURLToPath } from 'node:url';
import { FACES, LAYOUTS } from './layouts.mjs';
import { photograph } from './photo.mjs';
import { draw, makeCard } from './wording.mjs';
import { CONDITIONS } from '../conditions.mjs';
import { writeHeldOut } from '../committed.mjs';

const PLAIN = ['centred', 'panel', 'labelled', 'minimal', 'framed'];
const MARKS = ['leaf', 'dots', 'steps'];
const ACCENTS = ['#7b2d26', '#1d4e89', '#33691e', '#6a1b9a', '#00695c', '#8d6e00', '#37474f'];
const BANDS = ['#1d4e89', '#7b2d26', '#00695c', '#4a148c', '#bf360c', '#263238', '#827717'];

/** Paper and inks for a condition. */
function colours(r, condition) {
  const accent = r.pick(ACCENTS);
  const base = {
    accent,
    accentInk: accent,
    onAccent: '#fdfaf2',
    band: r.pick(BANDS),
    onBand: r.pick(['#ffffff', '#fff3c4', '#d6f0ff', '#f1f1f1']),
  };
  if (condition === 'kraft or yellow paper') {
    const [name, paper] = r.pick([
      ['kraft', '#c49a6c'],
      ['mustard', '#e0b04a'],
      ['lemon', '#fbe77a'],
      ['ochre', '#d99a2b'],
    ]);
    return { ...base, name, paper, ink: '#231a10', soft: '#3d3122', accentInk: '#3a1c0c' };
  }
  if (condition === 'dark paper') {
    const [name, paper, ink] = r.pick([
      ['navy', '#1f2a44', '#f4f1ea'],
      ['aubergine', '#301934', '#efe6d8'],
      ['graphite', '#262626', '#e9e9e9'],
      ['oxblood', '#3b1f1f', '#e8c9a0'],
    ]);
    return { ...base, name, paper, ink, soft: '#c8c2b8', accent: '#d4a373', accentInk: '#d4a373', onAccent: '#1b1b1b' };
  }
  const [name, paper] = r.pick([
    ['white', '#fbfbf8'],
    ['ivory', '#f6f1e4'],
    ['pale grey', '#eceeef'],
  ]);
  return { ...base, name, paper, ink: '#202124', soft: '#5f6368' };
}

/** `perCondition` cards for each condition (slant left out) from `seed`: [{ card, bytes }]. */
export async function drawSet(seed, perCondition) {
  const r = draw(seed);
  const out = [];
  for (const condition of CONDITIONS.filter((c) => c !== 'slant')) {
    const start = r.int(0, PLAIN.length - 1);
    for (let n = 0; n < perCondition; n += 1) {
      const layout = condition === 'colour band' ? r.pick(['headBand', 'midBand']) : PLAIN[(start + n) % PLAIN.length];
      const c = { ...makeCard(r), face: r.pick(FACES), mark: r.pick(MARKS) };
      const p = colours(r, condition);
      const [W, H] = c.country === 'US' || c.country === 'CA' ? [1050, 600] : [1004, 650];
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="${p.paper}"/>${LAYOUTS[layout](c, p, W, H).join('')}</svg>`;
      const bytes = await photograph(r, svg, W, H, condition);
      const id = `h${seed}-${out.length + 1}-${c.last
        .normalize('NFD')
        .toLowerCase()
        .replace(/[^a-z]/g, '')}`;
      out.push({
        card: { id, condition, layout, fonts: `${c.face.head} / ${c.face.body}`, paper: p.name, truth: c.truth },
        bytes,
      });
    }
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeHeldOut(new URL('.', import.meta.url), await drawSet(7741, 6));
}
