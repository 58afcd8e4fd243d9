// The twentieth generator's cards as the bench reads them (set 22): the committed pictures with
// their truth (cards.json). Held out: never tuned on, its misses never listed.
import { committedPhotos } from '../committed.mjs';

export const twentiethHeldOutPhotos = () => committedPhotos(new URL('.', import.meta.url), 'held-out');
