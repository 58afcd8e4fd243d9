// `npm run bench -w web` (after the bundle sizes): the card scanner's accuracy, time and weight. Reads
// twenty-two sets with tesseract.js's Node build, the same English model and the same picture
// preparation as the browser, recognises the fields with the app's own recogniser, and prints
// field-level precision and recall (score.mjs). Figures only: nothing here passes or fails.
//  - the 32 rendered cards (scanner/cards.mjs, held-out-cards.mjs), drawn at bench time;
//  - 12 photographed tuning cards (scanner/photos/tuning.mjs), committed pictures;
//  - 40 photographed held-out cards (scanner/photos/held-out.mjs), committed before any change
//    they could have guided and never tuned on;
//  - a third generator's cards (scanner/fresh/draw.mjs, 2026-11-28): 20 tuning cards and 40
//    held-out ones, drawn and committed before the change that added card detection;
//  - a fourth generator's 60 held-out cards (scanner/fourth/draw.mjs, set 6, 2026-11-28), drawn
//    and committed before any scanner change of the round that added them; a tuning set from the
//    2026-11-29 round on (set 7 took its place);
//  - a fifth generator's 54 held-out cards (scanner/fifth/draw.mjs, set 7, 2026-11-29), drawn and
//    committed before any scanner change of the round that added them; a tuning set from session
//    8 on (set 8 took its place);
//  - a sixth generator's 60 held-out cards (scanner/sixth/draw.mjs, set 8, session 8), drawn and
//    committed before any scanner change of the round that added them; a tuning set from session
//    9 on (set 9 took its place);
//  - a seventh generator's 60 held-out cards (scanner/seventh/draw.mjs, set 9, session 9), drawn
//    and committed before any scanner change of the round that added them; a tuning set from session
//    10 on (set 10 took its place);
//  - an eighth generator's 60 held-out cards (scanner/eighth/draw.mjs, set 10, session 10), drawn
//    and committed before any scanner change of the round that added them; a tuning set from session
//    11 on (set 11 took its place);
//  - a ninth generator's 60 held-out cards (scanner/ninth/draw.mjs, set 11, session 11), drawn and
//    committed before any scanner change of the round that added them; a tuning set from session
//    12 on (set 12 took its place);
//  - a tenth generator's 60 held-out cards (scanner/tenth/draw.mjs, set 12, session 12), drawn and
//    committed before any scanner change of the round that added them; a tuning set from session
//    14 on (set 13 took its place);
//  - an eleventh generator's 60 held-out cards (scanner/eleventh/draw.mjs, set 13, session 14),
//    drawn and committed before any scanner change of the round that added them; a tuning set from
//    session 15 on (set 14 took its place);
//  - a twelfth generator's 60 held-out cards (scanner/twelfth/draw.mjs, set 14, session 15), drawn
//    and committed before any scanner change of the round that added them; a tuning set from
//    session 16 on (set 15 took its place);
//  - a thirteenth generator's 60 held-out cards (scanner/thirteenth/draw.mjs, set 15, session 16),
//    drawn and committed before any scanner change of the round that added them; a tuning set from
//    session 17 on (set 16 took its place);
//  - a fourteenth generator's 60 held-out cards (scanner/fourteenth/draw.mjs, set 16, session 17),
//    drawn and committed before any scanner change of the round that added them; a tuning set from
//    session 18 on (set 17 took its place);
//  - a fifteenth generator's 60 held-out cards (scanner/fifteenth/draw.mjs, set 17, session 18),
//    drawn and committed before any scanner change of the round that added them; a tuning set from
//    session 19 on (set 18 took its place);
//  - a sixteenth generator's 60 held-out cards (scanner/sixteenth/draw.mjs, set 18, session 19),
//    drawn apart, by someone who never read set 17's misses, and committed before any scanner change
//    learnt from set 17 reached main; a tuning set from session 20 on;
//  - a seventeenth generator's 60 held-out cards (scanner/seventeenth/draw.mjs, set 19, session 20),
//    drawn apart, by someone who never read set 18's misses, and committed before any scanner change
//    of session 20 learnt from set 18 reached it; a tuning set from session 21 on;
//  - an eighteenth generator's 60 held-out cards (scanner/eighteenth/draw.mjs, set 20, session 21),
//    drawn apart, by someone who never read set 19's misses, and committed before any scanner change
//    of session 21 learnt from set 19 reached it; a tuning set from session 22 on;
//  - a nineteenth generator's 60 held-out cards (scanner/nineteenth/draw.mjs, set 21, session 22),
//    drawn apart, by someone who never read set 20's misses, and committed before any scanner change
//    of session 22 learnt from set 20 reached it; a tuning set from session 23 on;
//  - a twentieth generator's 60 held-out cards (scanner/twentieth/draw.mjs, set 22, session 23),
//    drawn apart, by someone who never read set 21's misses, and committed before any scanner change
//    of session 23 learnt from set 21 reached it; never tuned on, its misses never listed.
// Then the bytes the browser loads for a scan (scanner-weight.mjs; the JavaScript from dist/).
//   --only <names>   reads some sets: rendered, tuning, held-out, fresh-tuning, fresh-held-out,
//                    fourth-held-out, fifth-held-out, sixth-held-out, seventh-held-out, eighth-held-out,
//                    ninth-held-out, tenth-held-out, eleventh-held-out, twelfth-held-out,
//                    thirteenth-held-out, fourteenth-held-out, fifteenth-held-out, sixteenth-held-out,
//                    seventeenth-held-out, eighteenth-held-out, nineteenth-held-out, twentieth-held-out
//   --conditions <names>   reads only the cards of those picture conditions (comma-separated)
//   --verbose   also lists every field a tuning card got wrong (--held-out-misses adds sets 3 and 5-21's, never set 22's)
//   --write-fixture <card id> <file>   writes that card's picture (the e2e journey's fixture)
//   --card-limit <seconds>   a card the engine has not read by then counts as read with nothing
//                            (the engines are stopped and started again); such cards are counted.
//                            By default the browser's own limit (READ_TIME_LIMIT_MS in ocr/reader.ts),
//                            where the scan screen stops a reading, so the bench reads as a person would
//   --turn 90|180|270   turns each picture by that many degrees (clockwise) before the scanner reads
//                       it, as a card photographed with the phone held the other way: a JPEG is written
//                       back at quality 95 (or at its own quality when that is SQUEEZED_JPEG or under, so
//                       the scanner still takes it for a squeezed file), a rendered PNG as PNG
//   --cache-lines <dir>   keeps each card's OCR lines in <dir> (scanner/lines-cache.mjs), so a later
//                         run re-scores a recogniser change in seconds; per-card times are then not read
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { CARDS } from './scanner/cards.mjs';
import { HELD_OUT } from './scanner/held-out-cards.mjs';
import { freshHeldOutPhotos, freshTuningPhotos } from './scanner/fresh/index.mjs';
import { fourthHeldOutPhotos } from './scanner/fourth/index.mjs';
import { fifthHeldOutPhotos } from './scanner/fifth/index.mjs';
import { sixthHeldOutPhotos } from './scanner/sixth/index.mjs';
import { seventhHeldOutPhotos } from './scanner/seventh/index.mjs';
import { eighthHeldOutPhotos } from './scanner/eighth/index.mjs';
import { ninthHeldOutPhotos } from './scanner/ninth/index.mjs';
import { tenthHeldOutPhotos } from './scanner/tenth/index.mjs';
import { eleventhHeldOutPhotos } from './scanner/eleventh/index.mjs';
import { twelfthHeldOutPhotos } from './scanner/twelfth/index.mjs';
import { thirteenthHeldOutPhotos } from './scanner/thirteenth/index.mjs';
import { fourteenthHeldOutPhotos } from './scanner/fourteenth/index.mjs';
import { fifteenthHeldOutPhotos } from './scanner/fifteenth/index.mjs';
import { seventeenthHeldOutPhotos } from './scanner/seventeenth/index.mjs';
import { eighteenthHeldOutPhotos } from './scanner/eighteenth/index.mjs';
import { nineteenthHeldOutPhotos } from './scanner/nineteenth/index.mjs';
import { twentiethHeldOutPhotos } from './scanner/twentieth/index.mjs';
import { sixteenthHeldOutPhotos } from './scanner/sixteenth/index.mjs';
import { heldOutPhotos, tuningPhotos } from './scanner/photos/index.mjs';
import { openLinesCache } from './scanner/lines-cache.mjs';
import { renderCard } from './scanner/render.mjs';
import { accuracyTable, conditionTable, scoreCard } from './scanner/score.mjs';
import { describeScannerWeight, scannerWeight } from './scanner-weight.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);

const RENDERED = [...CARDS, ...HELD_OUT];

if (args[0] === '--write-fixture') {
  const card = RENDERED.find((c) => c.id === args[1]);
  if (!card || !args[2]) throw new Error('Usage: --write-fixture <card id> <file.png>');
  writeFileSync(args[2], (await renderCard(card)).bytes);
  console.log(`Wrote ${card.id} to ${args[2]}`);
  process.exit(0);
}

/** The app's TypeScript modules, loaded through Vite's module runner (no build step). */
const load = async (path) =>
  (await runnerImport(`${root}${path}`, { root, configFile: false, logLevel: 'error' })).module;
const { recogniseCard } = await load('src/features/scanner/recognise/recognise.ts');
const { createNodeCardReader } = await load('src/features/scanner/ocr/node.ts');
const { READ_TIME_LIMIT_MS } = await load('src/features/scanner/ocr/reader.ts');
const { jpegQuality } = await load('src/features/scanner/ocr/jpeg-quality.ts');
const { SQUEEZED_JPEG } = await load('src/features/scanner/ocr/prepare.ts');

const rendered = await Promise.all(
  RENDERED.map(async (card) => ({ card: { ...card, condition: card.effect }, bytes: (await renderCard(card)).bytes })),
);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1].split(',') : null;
const conditions = args.includes('--conditions') ? args[args.indexOf('--conditions') + 1].split(',') : null;
const sets = [
  ['rendered', rendered],
  ['tuning', tuningPhotos()],
  ['held-out', heldOutPhotos()],
  ['fresh-tuning', freshTuningPhotos()],
  ['fresh-held-out', freshHeldOutPhotos()],
  ['fourth-held-out', fourthHeldOutPhotos()],
  ['fifth-held-out', fifthHeldOutPhotos()],
  ['sixth-held-out', sixthHeldOutPhotos()],
  ['seventh-held-out', seventhHeldOutPhotos()],
  ['eighth-held-out', eighthHeldOutPhotos()],
  ['ninth-held-out', ninthHeldOutPhotos()],
  ['tenth-held-out', tenthHeldOutPhotos()],
  ['eleventh-held-out', eleventhHeldOutPhotos()],
  ['twelfth-held-out', twelfthHeldOutPhotos()],
  ['thirteenth-held-out', thirteenthHeldOutPhotos()],
  ['fourteenth-held-out', fourteenthHeldOutPhotos()],
  ['fifteenth-held-out', fifteenthHeldOutPhotos()],
  ['sixteenth-held-out', sixteenthHeldOutPhotos()],
  ['seventeenth-held-out', seventeenthHeldOutPhotos()],
  ['eighteenth-held-out', eighteenthHeldOutPhotos()],
  ['nineteenth-held-out', nineteenthHeldOutPhotos()],
  ['twentieth-held-out', twentiethHeldOutPhotos()],
]
  .filter(([name]) => !only || only.includes(name))
  .map(([name, pictures]) => [name, pictures.filter(({ card }) => !conditions || conditions.includes(card.condition))]);

const turn = args.includes('--turn') ? Number(args[args.indexOf('--turn') + 1]) : 0;
if (![0, 90, 180, 270].includes(turn)) throw new Error('--turn takes 90, 180 or 270');
/** The picture turned, in its own format; a JPEG at a high quality unless the scanner would take its own for squeezed. */
async function turned(bytes) {
  const quality = jpegQuality(bytes);
  const out = sharp(bytes).rotate(turn);
  if (quality === null) return new Uint8Array(await out.png().toBuffer());
  return new Uint8Array(await out.jpeg({ quality: quality <= SQUEEZED_JPEG ? quality : 95 }).toBuffer());
}
if (turn)
  for (const entry of sets)
    entry[1] = await Promise.all(entry[1].map(async (picture) => ({ ...picture, bytes: await turned(picture.bytes) })));

const workers = Math.max(1, Math.min(2, availableParallelism()));
const started = performance.now();
const cache = args.includes('--cache-lines') ? openLinesCache(args[args.indexOf('--cache-lines') + 1], root) : null;
const limit = args.includes('--card-limit')
  ? Number(args[args.indexOf('--card-limit') + 1]) * 1000
  : READ_TIME_LIMIT_MS;
/**
 * The engines of this round, made on the first card the cache lacks (a fully cached re-score
 * starts none). A card over --card-limit ends the round: its engines are stopped, and a card the
 * other lane was reading on them is read again on the next round's, not left waiting on a stopped
 * engine (a stopped round's reads never settle) or ending the next round too.
 */
let round = null;
function engineRound() {
  if (!round) {
    let stop;
    const stopped = new Promise((resolve) => (stop = () => resolve('again')));
    round = { engines: createNodeCardReader(workers), stopped, stop };
  }
  return round;
}
const overLimit = {};
/** The card's lines, or none when the engine takes longer than --card-limit (a hang is a card read with nothing). */
async function readWithin(bytes, set) {
  const mine = engineRound();
  const read = mine.engines.then((r) => r.read(bytes));
  if (!limit) return read;
  let timer;
  const late = new Promise((resolve) => (timer = setTimeout(() => resolve(null), limit)));
  const lines = await Promise.race([read, late, mine.stopped]);
  clearTimeout(timer);
  if (lines === 'again') return readWithin(bytes, set);
  if (lines) return lines;
  overLimit[set] = (overLimit[set] ?? 0) + 1;
  if (round === mine) round = null;
  mine.stop();
  await (await mine.engines).close().catch(() => {});
  return [];
}
let fromCache = 0;
const times = [];
const results = {};
/** One card after another on each engine, so a card's time is its own, not its wait in a queue. */
async function readAll(pictures, set) {
  const out = new Array(pictures.length);
  let next = 0;
  const lane = async () => {
    while (next < pictures.length) {
      const at = next++;
      const { card, bytes } = pictures[at];
      const t0 = performance.now();
      let lines = cache?.get(bytes);
      if (lines) fromCache++;
      else {
        lines = await readWithin(bytes, set);
        if (lines.length) cache?.put(bytes, lines);
      }
      // The bench's cards print US numbers without +1, as a US user's phone would assume.
      const predicted = recogniseCard(lines, { defaultCountry: 'US' });
      times.push(performance.now() - t0);
      out[at] = { card, ...scoreCard(card.truth, predicted) };
    }
  };
  await Promise.all(Array.from({ length: workers }, lane));
  return out;
}
for (const [name, pictures] of sets) results[name] = await readAll(pictures, name);
if (round) await (await round.engines).close();
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const perfect = (list) =>
  `${list.filter((r) => r.misses.length === 0).length} of ${list.length} cards read without a wrong or missing field`;
const sorted = times.sort((a, b) => a - b);
const ms = (v) => `${(v / 1000).toFixed(2)} s`;
console.log(
  `\nCard scanner: ${sorted.length} cards, tesseract.js eng 4.0.0_best_int (WebAssembly), ${workers} engines side by side, ${seconds} s in all`,
);
for (const [name, count] of Object.entries(overLimit))
  console.log(`${name}: ${count} card(s) not read within --card-limit, counted as read with nothing`);
if (cache) console.log(`OCR lines of ${fromCache} of ${sorted.length} cards taken from ${cache.dir}`);
console.log(
  `Per card (decoding, preparation, reading, recognising; one card per engine at a time): median ${ms(sorted[sorted.length >> 1])}, worst ${ms(sorted.at(-1))}\n`,
);

const oldHeldOut = (results.rendered ?? []).filter((r) => HELD_OUT.some((c) => c.id === r.card.id));
if (results.rendered) {
  console.log(
    `Set 1, ${RENDERED.length} rendered cards (render.mjs; ${perfect(results.rendered)}):\n${accuracyTable(results.rendered)}\n`,
  );
  console.log(
    `  of which the ${HELD_OUT.length} rendered held-out cards (${perfect(oldHeldOut)}):\n${accuracyTable(oldHeldOut)}\n`,
  );
  console.log(`Set 1 by picture:\n${conditionTable(results.rendered)}\n`);
}
if (results.tuning) {
  console.log(
    `Set 2, ${results.tuning.length} photographed tuning cards (photos/draw.mjs; ${perfect(results.tuning)}):\n${accuracyTable(results.tuning)}\n`,
  );
  console.log(`Set 2 by condition:\n${conditionTable(results.tuning)}\n`);
}
if (results['held-out']) {
  const heldOut = results['held-out'];
  console.log(
    `Set 3, held-out set (never tuned on), ${heldOut.length} photographed cards (photos/draw.mjs; ${perfect(heldOut)}):\n${accuracyTable(heldOut)}\n`,
  );
  console.log(`Held-out set by condition:\n${conditionTable(heldOut)}`);
}
for (const [name, title] of [
  ['fresh-tuning', 'Set 4, tuning cards of the third generator (fresh/draw.mjs, seed 2811)'],
  [
    'fresh-held-out',
    'Set 5, held-out cards of the third generator (fresh/draw.mjs, seed 9547; open to tuning from the 2026-11-28 evening round on)',
  ],
  [
    'fourth-held-out',
    'Set 6, held-out cards of the fourth generator (fourth/draw.mjs, seed 6203; open to tuning from the 2026-11-29 round on)',
  ],
  [
    'fifth-held-out',
    'Set 7, held-out cards of the fifth generator (fifth/draw.mjs, seed 7741; open to tuning from session 8 on)',
  ],
  [
    'sixth-held-out',
    'Set 8, held-out cards of the sixth generator (sixth/draw.mjs, seed 8353; open to tuning from session 9 on)',
  ],
  [
    'seventh-held-out',
    'Set 9, held-out cards of the seventh generator (seventh/draw.mjs, seed 9173; open to tuning from session 10 on)',
  ],
  [
    'eighth-held-out',
    'Set 10, held-out cards of the eighth generator (eighth/draw.mjs, seed 10427; open to tuning from session 11 on)',
  ],
  [
    'ninth-held-out',
    'Set 11, held-out cards of the ninth generator (ninth/draw.mjs, seed 11083; open to tuning from session 12 on)',
  ],
  [
    'tenth-held-out',
    'Set 12, held-out cards of the tenth generator (tenth/draw.mjs, seed 12211; open to tuning from session 14 on)',
  ],
  [
    'eleventh-held-out',
    'Set 13, held-out cards of the eleventh generator (eleventh/draw.mjs, seed 13313; open to tuning from session 15 on)',
  ],
  [
    'twelfth-held-out',
    'Set 14, held-out cards of the twelfth generator (twelfth/draw.mjs, seed 14414; open to tuning from session 16 on)',
  ],
  [
    'thirteenth-held-out',
    'Set 15, held-out cards of the thirteenth generator (thirteenth/draw.mjs, seed 15515; open to tuning from session 17 on)',
  ],
  [
    'fourteenth-held-out',
    'Set 16, held-out cards of the fourteenth generator (fourteenth/draw.mjs, seed 16616; open to tuning from session 18 on)',
  ],
  [
    'fifteenth-held-out',
    'Set 17, held-out cards of the fifteenth generator (fifteenth/draw.mjs, seed 17717; open to tuning from session 19 on)',
  ],
  [
    'sixteenth-held-out',
    'Set 18, held-out cards of the sixteenth generator (sixteenth/draw.mjs, seed 18818; open to tuning from session 20 on)',
  ],
  [
    'seventeenth-held-out',
    'Set 19, held-out cards of the seventeenth generator (seventeenth/draw.mjs, seed 19919; open to tuning from session 21 on)',
  ],
  [
    'eighteenth-held-out',
    'Set 20, held-out cards of the eighteenth generator (eighteenth/draw.mjs, seed 20020; open to tuning from session 22 on)',
  ],
  [
    'nineteenth-held-out',
    'Set 21, held-out cards of the nineteenth generator (nineteenth/draw.mjs, seed 21121; open to tuning from session 23 on)',
  ],
  [
    'twentieth-held-out',
    'Set 22, held-out cards of the twentieth generator (twentieth/draw.mjs, seed 22222; never tuned on)',
  ],
]) {
  if (!results[name]) continue;
  console.log(
    `\n${title}, ${results[name].length} photographed cards (${perfect(results[name])}):\n${accuracyTable(results[name])}\n`,
  );
  console.log(`${title.split(' (')[0]} by condition:\n${conditionTable(results[name])}`);
}
if (args.includes('--verbose')) {
  for (const [name, list] of Object.entries(results)) {
    if (name === 'twentieth-held-out' || (name.endsWith('held-out') && !args.includes('--held-out-misses'))) continue;
    for (const { card, misses } of list) {
      for (const { field, want, got } of misses)
        console.log(
          `  ${card.id.padEnd(14)} ${field.padEnd(10)} want ${JSON.stringify(want)} got ${JSON.stringify(got)}`,
        );
    }
  }
}
console.log(`\n${describeScannerWeight(scannerWeight(`${root}dist`))}`);
