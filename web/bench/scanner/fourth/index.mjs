// The fourth generator's cards as the bench reads them (set 6): the committed pictures with their
// truth (cards.json). Never tuned on: see docs/scanner.md before reading their misses.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

export const fourthHeldOutPhotos = () =>
  JSON.parse(readFileSync(`${here}cards.json`, 'utf8'))['held-out'].map((card) => ({
    card,
    bytes: new Uint8Array(readFileSync(`${here}held-out/${card.id}.jpg`)),
  }));
