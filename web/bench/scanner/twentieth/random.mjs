// One seeded stream for the whole set (mulberry32): the same seed draws the same cards and the
// same pictures, so a second drawing can be compared byte for byte with the committed one.
export function stream(seed) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const range = (a, b) => a + (b - a) * next();
  const int = (a, b) => Math.floor(range(a, b + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  const chance = (p) => next() < p;
  const digits = (n) => Array.from({ length: n }, () => int(0, 9)).join('');
  // A normal draw (Box–Muller), for grain.
  const gauss = () => Math.sqrt(-2 * Math.log(1 - next())) * Math.cos(2 * Math.PI * next());
  const shuffle = (list) => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  return { next, range, int, pick, chance, digits, gauss, shuffle };
}
