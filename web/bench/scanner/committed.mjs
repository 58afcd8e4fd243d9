// A generated set as the bench reads it: the pictures committed in `folder` beside cards.json,
// which holds each folder's cards with their truth; and as a generator writes it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The cards of `folder` in the set whose directory is the URL `setUrl`: [{ card, bytes }]. */
export function committedPhotos(setUrl, folder) {
  const here = fileURLToPath(setUrl);
  return JSON.parse(readFileSync(`${here}cards.json`, 'utf8'))[folder].map((card) => ({
    card,
    bytes: new Uint8Array(readFileSync(`${here}${folder}/${card.id}.jpg`)),
  }));
}

/**
 * A generator's held-out set written where committedPhotos reads it: its pictures in `held-out`
 * and their cards in cards.json. Given another folder's name (`draw.mjs again`), the pictures
 * alone go there, to check that a second drawing is byte for byte the same.
 */
export function writeHeldOut(setUrl, cards, again = process.argv[2]) {
  const here = fileURLToPath(setUrl);
  const folder = `${here}${again ?? 'held-out'}`;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  for (const { card, bytes } of cards) writeFileSync(`${folder}/${card.id}.jpg`, bytes);
  if (!again)
    writeFileSync(`${here}cards.json`, `${JSON.stringify({ 'held-out': cards.map(({ card }) => card) }, null, 2)}\n`);
  console.log(`${folder}: ${cards.length} pictures`);
}
