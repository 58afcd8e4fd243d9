// The OCR lines of each card, kept on disk so a recogniser change is re-scored without reading the
// pictures again (the recogniser is pure; OCR takes ~25 min of one core for all sets). A card's file
// is named by its picture's hash and a hash of everything that shapes the lines: the OCR folder's
// source and the tesseract.js version. Any change there gives new names, so a stale line is never used.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const sha = (data) => createHash('sha256').update(data).digest('hex');

function ocrVersion(root) {
  const folder = join(root, 'src/features/scanner/ocr');
  const hash = createHash('sha256');
  for (const name of readdirSync(folder).sort())
    if (!name.endsWith('.test.ts')) hash.update(name).update(readFileSync(join(folder, name)));
  hash.update(createRequire(join(root, 'package.json'))('tesseract.js/package.json').version);
  return hash.digest('hex').slice(0, 16);
}

/** `root` is web/; `dir` the cache folder (made if missing). */
export function openLinesCache(dir, root) {
  const version = ocrVersion(root);
  mkdirSync(dir, { recursive: true });
  const file = (bytes) => join(dir, `${sha(bytes).slice(0, 32)}-${version}.json`);
  return {
    dir,
    get: (bytes) => {
      const path = file(bytes);
      return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
    },
    put: (bytes, lines) => writeFileSync(file(bytes), JSON.stringify(lines)),
  };
}
