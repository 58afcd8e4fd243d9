// `npm run bench -w web`: builds the app, then prints the gzipped JavaScript each route loads
// (from Vite's manifest) beside its budget (bundle-budgets.mjs) and checks the landing page's
// initial JavaScript against its own; over a budget, the run exits non-zero.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { build } from 'vite';
import {
  AUTH_ENTRY_BUDGETS_KB,
  APP_FIREBASE_AUTH_BUDGET_KB,
  DEFAULT_SCREEN_BUDGET,
  ENTRY_BUDGET_KB as BUDGET_KB,
  PRERENDERED_BUDGETS_KB,
  SCREEN_BUDGETS,
} from './bundle-budgets.mjs';
import { AUTH_ENTRY } from '../src/app/prerender-plugin.mjs';
import { chunkClosure, describeScannerWeight, scannerWeight } from './scanner-weight.mjs';
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'dist');

await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } });

const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
const gz = new Map();
const gzipOf = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length);
  return gz.get(file);
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const closure = (key) => chunkClosure(manifest, key);
const bytesOf = (keys, except = new Set()) =>
  [...keys].filter((k) => !except.has(k)).reduce((sum, k) => sum + gzipOf(manifest[k].file), 0);

// The app's entry; the sign-in entry (AUTH_ENTRY), the build's other input, has its own lines below.
const entryKey = 'index.html';
const initial = closure(entryKey);
const initialBytes = bytesOf(initial);

// A screen the sign-in entry imports too (sign-in, sign-up) is a chunk the two entries share: keyed
// by its chunk, named after its file. It is found by that name among the routes' files.
const routeFiles = readdirSync(join(root, 'src', 'features'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(root, 'src', 'features', d.name, 'routes')))
  .flatMap((d) =>
    readdirSync(join(root, 'src', 'features', d.name, 'routes')).map((f) => `src/features/${d.name}/routes/${f}`),
  );
const dynamicallyImported = new Set(Object.values(manifest).flatMap((c) => c.dynamicImports ?? []));
const sourceOf = (k) => {
  if (!k.startsWith('_') || !dynamicallyImported.has(k)) return k;
  const named = routeFiles.filter((f) => f.replace(/\.tsx?$/, '').endsWith(`/${manifest[k].name}`));
  return named.length === 1 ? named[0] : k;
};
const screens = Object.keys(manifest)
  .filter(
    (k) =>
      (manifest[k].isDynamicEntry || dynamicallyImported.has(k)) &&
      /(features\/[^/]+\/routes\/|app\/NotFound|components\/AccountSetup)/.test(sourceOf(k)),
  )
  .map((k) => {
    const own = closure(k);
    const screen = sourceOf(k)
      .replace(/^src\//, '')
      .replace(/\.tsx?$/, '');
    return {
      screen,
      chunk: gzipOf(manifest[k].file),
      beyondEntry: bytesOf(own, initial),
      budget: SCREEN_BUDGETS[screen] ?? DEFAULT_SCREEN_BUDGET,
    };
  })
  .sort((a, b) => a.screen.localeCompare(b.screen));

console.log(`Entry (every route): ${kb(initialBytes)} gzipped in ${initial.size} chunk(s)\n`);
const withBudget = (bytes, budgetKb) => `${kb(bytes)} (≤ ${budgetKb} KB)${bytes > budgetKb * 1024 ? ' OVER' : ''}`;
console.log('Screen'.padEnd(52), 'own chunk'.padStart(22), 'loaded on top of the entry'.padStart(28));
for (const s of screens)
  console.log(
    s.screen.padEnd(52),
    withBudget(s.chunk, s.budget.own).padStart(22),
    withBudget(s.beyondEntry, s.budget.onTop).padStart(28),
  );
const overBudget = screens.filter((s) => s.chunk > s.budget.own * 1024 || s.beyondEntry > s.budget.onTop * 1024);
if (overBudget.length) console.log(`\nOver budget: ${overBudget.map((s) => s.screen).join(', ')}`);

// lib/firebase.ts is shared by identity.ts (dynamic import) and the auth screens: a named shared chunk.
const firebaseKey = Object.keys(manifest).find(
  (k) => k.endsWith('src/lib/firebase.ts') || manifest[k].name === 'firebase',
);
const appFirebaseBytes = firebaseKey ? bytesOf(closure(firebaseKey), initial) : 0;
console.log(
  `\nFirebase Auth (loaded after the first paint): ${withBudget(appFirebaseBytes, APP_FIREBASE_AUTH_BUDGET_KB)}`,
);

// The card scanner (docs/scanner.md) loads on /contacts/new only once a picture is read: its own
// chunks (the recogniser with libphonenumber-js, tesseract.js's browser API), then the OCR files.
console.log(`\n${describeScannerWeight(scannerWeight(outDir))}`);

// Event mode's QR decoder (jsQR) loads when the camera or a QR photo is opened on /event.
const qrDecoderKey = Object.keys(manifest).find((k) => k.endsWith('features/event-mode/qr/decode.ts'));
if (qrDecoderKey)
  console.log(`\nQR decoder (on /event, once the camera opens): ${kb(bytesOf(closure(qrDecoderKey), initial))}`);

// A public page in another language (docs/i18n.md) fetches that language's namespaces, the
// contract's (`contract/i18n/<language>/<namespace>.ts`) and the web's (`i18n/<language>.ts`); English is bundled.
const byLanguage = new Map();
for (const key of Object.keys(manifest)) {
  const [, contractLanguage, webLanguage] =
    key.match(/contract\/i18n\/([a-z]{2})\/[^/]+\.ts$|\/i18n\/([a-z]{2})\.ts$/) ?? [];
  const language = contractLanguage ?? webLanguage;
  if (language && language !== 'en')
    byLanguage.set(language, (byLanguage.get(language) ?? 0) + gzipOf(manifest[key].file));
}
if (byLanguage.size)
  console.log(
    `\nPublic pages' texts per other language: ${[...byLanguage].map(([language, bytes]) => `${language} ${kb(bytes)}`).join(', ')}`,
  );

// A prerendered page shows with its HTML and what it links before any JavaScript runs: its
// stylesheet and the boot script (the entry and the screen load after the first paint).
const prerendered = Object.entries(PRERENDERED_BUDGETS_KB).map(([page, budgetKb]) => {
  const html = readFileSync(join(outDir, page), 'utf8');
  const linked = [...html.matchAll(/(?:href|src)="\/(assets\/[^"]+\.css|prerender-boot\.js)"/g)].map((m) => m[1]);
  return { page, budgetKb, bytes: gzipOf(page) + linked.reduce((sum, file) => sum + gzipOf(file), 0) };
});
console.log('\nPrerendered form pages, to show (HTML, stylesheet, boot script):');
for (const p of prerendered) console.log(`  ${p.page.padEnd(16)} ${withBudget(p.bytes, p.budgetKb)}`);
const prerenderedOver = prerendered.filter((p) => p.bytes > p.budgetKb * 1024);

// The sign-in entry those pages start on first use (app/form-boot.mjs): the two screens without the
// app's shell, and Firebase Auth (lib/firebase-auth.ts) on top of it as the form appears.
const authEntry = closure(AUTH_ENTRY);
const authEntryBytes = bytesOf(authEntry);
const authFirebaseKey = Object.keys(manifest).find(
  (k) => k.endsWith('src/lib/firebase-auth.ts') || manifest[k].name === 'firebase-auth',
);
const authFirebaseBytes = authFirebaseKey ? bytesOf(closure(authFirebaseKey), authEntry) : 0;
console.log("\nSign-in entry (sign-in and sign-up pages, on the form's first use):");
console.log(`  to work (the entry)        ${withBudget(authEntryBytes, AUTH_ENTRY_BUDGETS_KB.entry)}`);
console.log(`  Firebase Auth on top       ${withBudget(authFirebaseBytes, AUTH_ENTRY_BUDGETS_KB.firebaseAuth)}`);
const authOver =
  authEntryBytes > AUTH_ENTRY_BUDGETS_KB.entry * 1024 || authFirebaseBytes > AUTH_ENTRY_BUDGETS_KB.firebaseAuth * 1024;

const landingKey = Object.keys(manifest).find((k) => k.endsWith('features/landing/routes/Landing.tsx'));
const landing = initialBytes + bytesOf(closure(landingKey), initial);
const ok = landing <= BUDGET_KB * 1024;
console.log(
  `\nLanding page initial JavaScript: ${kb(landing)} gzipped (budget ${BUDGET_KB} KB, ${((landing / (BUDGET_KB * 1024)) * 100).toFixed(0)} % used) ${ok ? 'OK' : 'OVER BUDGET'}`,
);
const appFirebaseOver = !firebaseKey || appFirebaseBytes > APP_FIREBASE_AUTH_BUDGET_KB * 1024;
if (!ok || overBudget.length || prerenderedOver.length || authOver || appFirebaseOver) process.exitCode = 1;
