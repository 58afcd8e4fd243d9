// The photographed cards as the bench reads them: the committed pictures with their truth.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HELD_OUT_PHOTOS } from './held-out.mjs';
import { TUNING_PHOTOS } from './tuning.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const load = (folder, cards) =>
  cards.map((card) => ({ card, bytes: new Uint8Array(readFileSync(`${here}${folder}/${card.id}.jpg`)) }));

export const heldOutPhotos = () => load('held-out', HELD_OUT_PHOTOS);
export const tuningPhotos = () => load('tuning', TUNING_PHOTOS);
