// The seventeenth generator's randomness (session 20): one sfc32 stream whose four words come from
// the seed by a multiply-xorshift mix, read in a fixed order, so a set is drawn byte for byte again.

/** A stream of draws from `seed`: real, int, coin, pick, digits, gauss. */
export function stream(seed) {
  let h = (seed ^ 0x5bd1e995) >>> 0;
  const mix = () => {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
    h = Math.imul(h ^ (h >>> 12), 0x297a2d39) >>> 0;
    h = (h ^ (h >>> 15)) >>> 0;
    return h;
  };
  let [a, b, c, d] = [mix(), mix(), mix(), 1];
  const next = () => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = (b ^ (b >>> 9)) >>> 0;
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 16; i += 1) next();
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  return {
    real: (lo = 0, hi = 1) => lo + (hi - lo) * next(),
    int,
    coin: (p = 0.5) => next() < p,
    pick: (list) => list[Math.floor(next() * list.length)],
    digits: (n) => Array.from({ length: n }, () => int(0, 9)).join(''),
    gauss: () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next()),
  };
}

/** Lower-case ASCII letters only, for mailboxes, domains and file names. */
export const asciiLetters = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
