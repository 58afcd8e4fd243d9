// The nineteenth generator's randomness (session 22): sfc32 (a small chaotic counter generator)
// seeded by hashing the seed's decimal text, stepped in one fixed order so the set comes out byte
// for byte the same each time it is drawn.

/** A source of draws from `seed`: unit, between, whole, chance, choose, numerals, gauss. */
export function source(seed) {
  let h = 1779033703 ^ String(seed).length;
  for (const ch of String(seed)) {
    h = Math.imul(h ^ ch.charCodeAt(0), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  const mix = () => {
    h = Math.imul(h ^ (h >>> 16), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return h >>> 0;
  };
  let [a, b, c, d] = [mix(), mix(), mix(), mix()];
  const unit = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
  for (let i = 0; i < 15; i += 1) unit();
  const whole = (lo, hi) => lo + Math.floor(unit() * (hi - lo + 1));
  return {
    unit,
    between: (lo, hi) => lo + (hi - lo) * unit(),
    whole,
    chance: (p = 0.5) => unit() < p,
    choose: (list) => list[Math.floor(unit() * list.length)],
    numerals: (n) => Array.from({ length: n }, () => String(whole(0, 9))).join(''),
    gauss: () => {
      const u = 1 - unit();
      return Math.sqrt(-2 * Math.log(u)) * Math.sin(2 * Math.PI * unit());
    },
  };
}

const FOLD = { ð: 'd', ø: 'o', æ: 'ae', ß: 'ss', đ: 'd', ł: 'l' };

/** `text` as plain lower-case ASCII letters (mailboxes, file names): accents dropped, ð → d, ø → o. */
export const asciiLetters = (text) =>
  [...text.toLowerCase()]
    .map((ch) => FOLD[ch] ?? ch)
    .join('')
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
