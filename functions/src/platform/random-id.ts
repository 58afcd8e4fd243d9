import { randomInt } from 'node:crypto';

/** Lower-case letters and digits without the look-alikes (l, o, 0, 1): readable in a link or a file name. */
const SUFFIX_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

export function randomSuffix(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)];
  return out;
}
