// A Vite plugin (loaded by vite.config.ts, runs in Node): copies the files the browser's OCR needs
// from node_modules into the build under /assets/ocr/ — tesseract.js's worker, tesseract.js-core's
// LSTM WebAssembly builds and the English model from @tesseract.js-data/eng — serves the same
// paths in `vite dev`, and tells the app where they are through `virtual:scanner-ocr-assets`.
// Folder names carry the package versions, so Hosting's year-long cache on /assets/** stays right.
// Plain JavaScript (types in assets-plugin.d.mts) so Vite's native config loader and the bundle
// bench can load it as it is.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const VIRTUAL_ID = 'virtual:scanner-ocr-assets';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

/** @param {string} name @param {string} from @returns {{ dir: string, version: string }} */
function packageDir(name, from) {
  const manifest = createRequire(from).resolve(`${name}/package.json`);
  return { dir: dirname(manifest), version: JSON.parse(readFileSync(manifest, 'utf8')).version };
}

/** Every file by the path it is served at (under the build's base), and where it comes from. */
export function ocrAssetFiles() {
  const tesseract = packageDir('tesseract.js', import.meta.url);
  const core = packageDir('tesseract.js-core', join(tesseract.dir, 'package.json'));
  const english = packageDir('@tesseract.js-data/eng', import.meta.url);
  const folders = {
    worker: `assets/ocr/tesseract.js-${tesseract.version}`,
    core: `assets/ocr/tesseract.js-core-${core.version}`,
    lang: `assets/ocr/eng-${english.version}`,
  };
  // Only the LSTM-only cores: the reader runs OEM.LSTM_ONLY. tesseract.js picks one by what the browser's WebAssembly supports.
  const cores = [
    'tesseract-core-lstm.wasm.js',
    'tesseract-core-simd-lstm.wasm.js',
    'tesseract-core-relaxedsimd-lstm.wasm.js',
  ];
  const files = new Map([
    [`${folders.worker}/worker.min.js`, join(tesseract.dir, 'dist', 'worker.min.js')],
    ...cores.map((file) => [`${folders.core}/${file}`, join(core.dir, file)]),
    // 4.0.0_best_int: the integer LSTM model (2.9 MB gzipped) tesseract.js itself fetches for LSTM-only work.
    [`${folders.lang}/eng.traineddata.gz`, join(english.dir, '4.0.0_best_int', 'eng.traineddata.gz')],
  ]);
  return { folders, files };
}

/** @type {Record<string, string>} */
const CONTENT_TYPES = { '.js': 'text/javascript', '.gz': 'application/gzip' };

/** @returns {import('vite').Plugin} */
export function scannerOcrAssets() {
  const { folders, files } = ocrAssetFiles();
  let base = '/';
  return {
    name: 'everlink-scanner-ocr-assets',
    configResolved(config) {
      base = config.base;
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      return [
        `export const workerPath = ${JSON.stringify(`${base}${folders.worker}/worker.min.js`)};`,
        `export const corePath = ${JSON.stringify(`${base}${folders.core}/`)};`,
        `export const langPath = ${JSON.stringify(`${base}${folders.lang}/`)};`,
      ].join('\n');
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? '').split('?')[0]).slice(base.length);
        const source = files.get(path);
        if (!source) return next();
        res.setHeader('Content-Type', CONTENT_TYPES[path.slice(path.lastIndexOf('.'))] ?? 'application/octet-stream');
        res.end(readFileSync(source));
      });
    },
    generateBundle() {
      for (const [fileName, source] of files) this.emitFile({ type: 'asset', fileName, source: readFileSync(source) });
    },
  };
}
