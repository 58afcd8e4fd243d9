// A generated set as the bench reads it: the pictures committed in `folder` beside cards.json,
// which holds each folder's cards with their truth.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The cards of `folder` in the set whose directory is the URL `setUrl`: [{ card, bytes }]. */
export function committedPhotos(setUrl, folder) {
  const here = fileURLToPath(setUrl);
  return JSON.parse(readFileSync(`${here}cards.json`, 'utf8'))[folder].map((card) => ({
    card,
    bytes: new Uint8Array(readFileSync(`${here}${folder}/${card.id}.jpg`)),
  }));
}
