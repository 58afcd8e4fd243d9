// The fifth generator's cards as the bench reads them (set 7): the committed pictures with their
// truth (cards.json). A tuning set from session 8 on (set 8 took its place as the cards never tuned on).
import { committedPhotos } from '../committed.mjs';

export const fifthHeldOutPhotos = () => committedPhotos(new URL('.', import.meta.url), 'held-out');
