// What the browser loads to read a card (docs/scanner.md, Weight), for both benches: the scanner's
// own JavaScript from the build's manifest (its dynamic chunks beyond what /contacts/new already
// loaded, and their workers), then the OCR files the reader fetches — tesseract.js's worker, one WebAssembly core (by
// what the browser supports) and the English model. JavaScript is counted gzipped, as Hosting
// sends it; the model file is gzip already and is counted as it is.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ocrAssetFiles } from '../src/features/scanner/ocr/assets-plugin.mjs';

const gzipped = (path) => gzipSync(readFileSync(path), { level: 9 }).length;

/** A chunk and everything it imports statically: what the browser must load before it runs. */
export function chunkClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) chunkClosure(manifest, dep, seen);
  return seen;
}

/** The OCR files' bytes (they are copied from node_modules as they are, so no build is needed). */
function ocrFiles() {
  const files = [...ocrAssetFiles().files].map(([served, source]) => ({ served, source }));
  const cores = files.filter((f) => f.served.includes('tesseract-core')).map((f) => gzipped(f.source));
  const one = (part) => files.find((f) => f.served.includes(part)).source;
  return {
    worker: gzipped(one('worker.min.js')),
    coreMin: Math.min(...cores),
    coreMax: Math.max(...cores),
    model: statSync(one('eng.traineddata')).size,
  };
}

const isScript = (file) => file.endsWith('.js');

/** The scanner's JavaScript in the build at `outDir`, or null when there is no build. */
function scannerJs(outDir) {
  const at = join(outDir, '.vite', 'manifest.json');
  if (!existsSync(at)) return null;
  const manifest = JSON.parse(readFileSync(at, 'utf8'));
  const keys = Object.keys(manifest);
  // The app's entry (index.html), not the sign-in entry the build also has.
  const entry = keys.find((k) => manifest[k].isEntry && k.endsWith('.html'));
  const page = keys.find((k) => k.endsWith('features/contacts/routes/NewContact.tsx'));
  const scanner = keys.filter((k) => k.startsWith('src/features/scanner/') && manifest[k].isDynamicEntry);
  if (!entry || !page || !scanner.length) return null;
  const loaded = new Set([...chunkClosure(manifest, entry), ...chunkClosure(manifest, page)]);
  const chunks = new Set(scanner.flatMap((k) => [...chunkClosure(manifest, k)]).filter((k) => !loaded.has(k)));
  // A chunk's Web Workers (the picture preparation: ocr/prepare.worker.ts) are assets of that chunk.
  const files = [...chunks].flatMap((k) => [manifest[k].file, ...(manifest[k].assets ?? []).filter(isScript)]);
  const bytes = files.reduce((sum, file) => sum + gzipped(join(outDir, file)), 0);
  return { bytes, built: statSync(at).mtime };
}

/** The figures: { js: { bytes, built } | null, worker, coreMin, coreMax, model } in bytes. */
export const scannerWeight = (outDir) => ({ js: scannerJs(outDir), ...ocrFiles() });

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** One paragraph for a bench's output. */
export function describeScannerWeight({ js, worker, coreMin, coreMax, model }) {
  const script = js
    ? `${kb(js.bytes)} of JavaScript (gzipped; the build in dist/ of ${js.built.toISOString().slice(0, 16)} UTC)`
    : 'its JavaScript once the app is built (node bench/bundle-size.mjs builds it; no dist/ now)';
  const first = (js?.bytes ?? 0) + worker + coreMax + model;
  return (
    `Card scanner, loaded on /contacts/new once a picture is read: ${script}; then the OCR worker ${kb(worker)}, ` +
    `one WebAssembly core of ${kb(coreMin)}–${kb(coreMax)} (by what the browser supports, gzipped) and the English model ` +
    `${mb(model)} (eng.traineddata.gz as sent) — ${js ? '' : 'without the JavaScript, '}at most ${mb(first)} the first time; ` +
    'afterwards the worker and core come from the HTTP cache and the model from IndexedDB'
  );
}
