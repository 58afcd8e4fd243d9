// `npm run bench -w web` (after the bundle sizes): the card scanner's accuracy. Renders the bench
// cards (scanner/cards.mjs) with sharp, reads each with tesseract.js's Node build and the same
// English model the browser loads, recognises the fields with the app's own recogniser, and prints
// field-level precision and recall. Figures only: nothing here passes or fails.
//   --verbose   also lists every field a card got wrong
//   --write-fixture <card id> <file>   writes that card's picture (the e2e journey's fixture)
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { CARDS } from './scanner/cards.mjs';
import { HELD_OUT } from './scanner/held-out-cards.mjs';
import { renderCard } from './scanner/render.mjs';
import { accuracyTable, scoreCard } from './scanner/score.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);

const ALL = [...CARDS, ...HELD_OUT];

if (args[0] === '--write-fixture') {
  const card = ALL.find((c) => c.id === args[1]);
  if (!card || !args[2]) throw new Error('Usage: --write-fixture <card id> <file.png>');
  writeFileSync(args[2], (await renderCard(card)).bytes);
  console.log(`Wrote ${card.id} to ${args[2]}`);
  process.exit(0);
}

/** The app's TypeScript modules, loaded through Vite's module runner (no build step). */
const load = async (path) => (await runnerImport(`${root}${path}`, { root, configFile: false, logLevel: 'error' })).module;
const { recogniseCard } = await load('src/features/scanner/recognise/recognise.ts');
const { createNodeCardReader } = await load('src/features/scanner/ocr/node.ts');

const started = performance.now();
const reader = await createNodeCardReader(Math.max(1, Math.min(2, availableParallelism())));
const results = await Promise.all(
  ALL.map(async (card) => {
    const picture = await renderCard(card);
    const lines = await reader.read(picture.bytes);
    // The bench's cards print US numbers without +1, as a US user's phone would assume.
    const predicted = recogniseCard(lines, { defaultCountry: 'US' });
    return { card, ...scoreCard(card.truth, predicted) };
  }),
);
await reader.close();
const seconds = ((performance.now() - started) / 1000).toFixed(1);

const layouts = new Set(ALL.map((c) => c.layout)).size;
const fonts = new Set(ALL.flatMap((c) => [c.fonts.name, c.fonts.body])).size;
const effects = [...new Set(ALL.map((c) => c.effect))].join(', ');
const perfect = (list) => `${list.filter((r) => r.misses.length === 0).length} of ${list.length} cards read without a wrong or missing field`;
const heldOut = results.filter((r) => HELD_OUT.includes(r.card));
console.log(`\nCard scanner accuracy: ${ALL.length} rendered cards (${layouts} layouts, ${fonts} fonts; pictures: ${effects}), tesseract.js eng 4.0.0_best_int, ${seconds} s\n`);
console.log(`All ${ALL.length} cards (${perfect(results)}):\n${accuracyTable(results)}\n`);
console.log(`The ${HELD_OUT.length} held-out cards, never tuned on (${perfect(heldOut)}):\n${accuracyTable(heldOut)}`);
if (args.includes('--verbose')) {
  for (const { card, misses } of results) {
    for (const { field, want, got } of misses) console.log(`  ${card.id.padEnd(12)} ${field.padEnd(10)} want ${JSON.stringify(want)} got ${JSON.stringify(got)}`);
  }
}
