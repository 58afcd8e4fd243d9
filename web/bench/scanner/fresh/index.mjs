// The third generator's cards as the bench reads them: the committed pictures with their truth (cards.json).
import { committedPhotos } from '../committed.mjs';

const here = new URL('.', import.meta.url);

export const freshTuningPhotos = () => committedPhotos(here, 'tuning');
export const freshHeldOutPhotos = () => committedPhotos(here, 'held-out');
