// The sixteenth generator's randomness (session 19): one xoshiro128** stream seeded by splitmix32
// and read in a fixed order, so a set is drawn byte for byte again.

/** A stream of draws from `seed`: real, int, coin, pick, digits. */
export function stream(seed) {
  let x = seed >>> 0;
  const split = () => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  const s = [split(), split(), split(), split()];
  const rotl = (v, k) => ((v << k) | (v >>> (32 - k))) >>> 0;
  const next = () => {
    const out = Math.imul(rotl(Math.imul(s[1], 5) >>> 0, 7), 9) >>> 0;
    const t = (s[1] << 9) >>> 0;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 11);
    return out / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    real: (lo = 0, hi = 1) => lo + (hi - lo) * next(),
    int,
    coin: (p = 0.5) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    digits: (n) => Array.from({ length: n }, () => int(0, 9)).join(''),
  };
}

/** Lower-case ASCII letters only, for mailboxes and file names. */
export const plainLetters = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Prints a digit string in blocks of `sizes` joined by `sep`, any rest as a last block. */
export const blocks =
  (sizes, sep = ' ', open = '', close = '') =>
  (digits) => {
    const parts = [];
    let at = 0;
    for (const size of sizes) {
      parts.push(digits.slice(at, at + size));
      at += size;
    }
    if (at < digits.length) parts.push(digits.slice(at));
    const [head, ...rest] = parts.filter(Boolean);
    return open ? `${open}${head}${close} ${rest.join(sep)}` : [head, ...rest].join(sep);
  };
