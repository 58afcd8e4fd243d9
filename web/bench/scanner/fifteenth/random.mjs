// The fifteenth generator's randomness (session 18): one seeded stream (sfc32, its four words
// stirred from the seed by twelve warm-up draws) read in a fixed order, so a set is drawn byte for
// byte again.

/** A stream of draws from `seed`: real, int, coin, pick, digits, shuffle. */
export function stream(seed) {
  let [a, b, c, d] = [0x9e3779b9, 0x243f6a88, 0xb7e15162, seed >>> 0];
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 12; i += 1) next();
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
export const ascii = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Cuts a digit string into groups of `sizes` joined by `sep` (what is left as a last group). */
export const groups =
  (sizes, sep = ' ') =>
  (digits) => {
    const parts = [];
    let at = 0;
    for (const size of sizes) {
      parts.push(digits.slice(at, at + size));
      at += size;
    }
    if (at < digits.length) parts.push(digits.slice(at));
    return parts.filter(Boolean).join(sep);
  };

/** Given names as the pools hold them: men first, then women. */
export const people = (men, women) => [
  ...men.map((name) => ({ name, woman: false })),
  ...women.map((name) => ({ name, woman: true })),
];
