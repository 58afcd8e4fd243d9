// The third generator's cards as the bench reads them: the committed pictures with their truth (cards.json).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const manifest = JSON.parse(readFileSync(`${here}cards.json`, 'utf8'));
const load = (folder) =>
  manifest[folder].map((card) => ({ card, bytes: new Uint8Array(readFileSync(`${here}${folder}/${card.id}.jpg`)) }));

export const freshTuningPhotos = () => load('tuning');
export const freshHeldOutPhotos = () => load('held-out');
