// The twelfth generator's cards as the bench reads them (set 14): the committed pictures with their
// truth (cards.json). Never tuned on: see docs/scanner.md before reading their misses.
import { committedPhotos } from '../committed.mjs';

export const twelfthHeldOutPhotos = () => committedPhotos(new URL('.', import.meta.url), 'held-out');
