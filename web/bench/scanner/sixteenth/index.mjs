// The sixteenth generator's cards as the bench reads them (set 18): the committed pictures with
// their truth (cards.json). Never tuned on: see docs/scanner.md before reading their misses.
import { committedPhotos } from '../committed.mjs';

export const sixteenthHeldOutPhotos = () => committedPhotos(new URL('.', import.meta.url), 'held-out');
