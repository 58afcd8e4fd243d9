// The seventeenth generator's cards as the bench reads them (set 19): the committed pictures with
// their truth (cards.json). Open to tuning from session 21 (set 20 took its place).
import { committedPhotos } from '../committed.mjs';

export const seventeenthHeldOutPhotos = () => committedPhotos(new URL('.', import.meta.url), 'held-out');
