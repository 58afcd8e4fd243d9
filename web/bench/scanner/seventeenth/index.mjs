// The seventeenth generator's cards as the bench reads them (set 19): the committed pictures with
// their truth (cards.json). Never tuned on: see docs/scanner.md before reading their misses.
import { committedPhotos } from '../committed.mjs';

export const seventeenthHeldOutPhotos = () => committedPhotos(new URL('.', import.meta.url), 'held-out');
