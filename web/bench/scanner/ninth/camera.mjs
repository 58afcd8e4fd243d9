// The ninth generator's photograph of a card. The card's corners are placed in a 1600 × 1200 frame
// (2560 × 1920 for a card small in it, with a pen and a phone's edge beside it), turned (up to
// ±1.8°, 3–10° for *tilt*), or seen at a slant (one side up to 26 % shorter); the frame pixel's
// place on the card comes from the inverse of Heckbert's square-to-quad projective map (adjugate),
// sampled bilinearly. Under the card a desk: oak, marble, black laminate, linen or blue felt; a
// soft shadow on the side away from the light; light falling off along one direction (to 28–48 %
// across the frame for *uneven light*, with a warm cast; a mild vignette otherwise); sensor noise.
// Then JPEG q 86–94 — for *low resolution* scaled to 480–640 px wide first; for *JPEG and blur*
// a defocus (σ 1.2–2.4) or a shake of 6–10 px, at q 30–45 and again, 85–95 % the size, at q 24–38.
import sharp from 'sharp';

/** The 3 × 3 map (row-major) taking the unit square's corners to the quad `q` (Heckbert 1989). */
function squareToQuad(q) {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const den = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / den;
  const h = (dx1 * sy - sx * dy1) / den;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

/** The adjugate of a 3 × 3 matrix: its inverse up to scale, enough for a projective map. */
function adjugate([a, b, c, d, e, f, g, h, i]) {
  return [
    e * i - f * h,
    c * h - b * i,
    b * f - c * e,
    f * g - d * i,
    a * i - c * g,
    c * d - a * f,
    d * h - e * g,
    b * g - a * h,
    a * e - b * d,
  ];
}

/** The card's corners (top-left, top-right, bottom-right, bottom-left) in the frame. */
function place(r, w, h, condition, FW, FH) {
  const small = condition === 'small in frame';
  const cw = FW * (small ? r.range(0.3, 0.4) : r.range(0.72, 0.84));
  const ch = (cw * h) / w;
  const cx = FW * (0.5 + r.range(-0.05, 0.05) * (small ? 3 : 1));
  const cy = FH * (0.5 + r.range(-0.04, 0.04) * (small ? 3 : 1));
  const deg = condition === 'tilt' ? r.range(3, 10) * (r.chance(0.5) ? -1 : 1) : r.range(-1.8, 1.8);
  let pts = [
    [-cw / 2, -ch / 2],
    [cw / 2, -ch / 2],
    [cw / 2, ch / 2],
    [-cw / 2, ch / 2],
  ];
  if (condition === 'slant') {
    const k = r.range(0.14, 0.26);
    const side = r.int(0, 3);
    const near = [([, y]) => y > 0, ([, y]) => y < 0, ([x]) => x > 0, ([x]) => x < 0][side];
    pts = pts.map(([x, y]) =>
      near([x, y]) ? [x, y] : side < 2 ? [x * (1 - k), y * (1 - k * 0.4)] : [x * (1 - k * 0.4), y * (1 - k)],
    );
  }
  const a = (deg * Math.PI) / 180;
  return pts.map(([x, y]) => [cx + x * Math.cos(a) - y * Math.sin(a), cy + x * Math.sin(a) + y * Math.cos(a)]);
}

const DESKS = ['oak', 'marble', 'black laminate', 'linen', 'blue felt'];

/** A value noise in 0..1 from integer coordinates and a seed. */
const noise = (x, y, seed) => {
  let n = Math.imul(x, 73856093) ^ Math.imul(y, 19349663) ^ seed;
  n = Math.imul(n ^ (n >>> 15), 2246822519);
  n = Math.imul(n ^ (n >>> 13), 3266489917);
  return ((n ^ (n >>> 16)) >>> 0) / 4294967296;
};

/** The desk's colour at (x, y). */
function desk(kind, x, y, seed) {
  const fine = noise(x >> 1, y >> 1, seed);
  if (kind === 'oak') {
    const ring = Math.sin(x * 0.05 + 3 * Math.sin(y * 0.011) + noise(x >> 6, y >> 6, seed) * 2) * 0.5 + 0.5;
    return [168 + 30 * ring + 8 * fine, 124 + 22 * ring + 6 * fine, 78 + 12 * ring];
  }
  if (kind === 'marble') {
    const vein = Math.abs(Math.sin((x + y * 0.6) * 0.012 + noise(x >> 5, y >> 5, seed) * 3));
    const v = vein < 0.06 ? 150 : 226 + 10 * fine;
    return [v, v, v + 4];
  }
  if (kind === 'black laminate') return [22 + 10 * fine, 24 + 10 * fine, 28 + 10 * fine];
  if (kind === 'linen') {
    const weave = ((x >> 2) + (y >> 2)) % 2 ? 6 : -6;
    return [196 + weave + 10 * fine, 188 + weave + 10 * fine, 170 + weave + 8 * fine];
  }
  return [38 + 12 * fine, 62 + 14 * fine, 120 + 18 * fine];
}

/** The photograph of the card raster (RGB, w × h) under `condition`, as JPEG bytes. */
export async function photograph(r, card, w, h, condition) {
  const [FW, FH] = condition === 'small in frame' ? [2560, 1920] : [1600, 1200];
  const quad = place(r, w, h, condition, FW, FH);
  const inv = adjugate(squareToQuad(quad));
  const kind = r.pick(DESKS);
  const seed = r.int(1, 1 << 30);
  const angle = r.range(0, 2 * Math.PI);
  const [lx, ly] = [Math.cos(angle), Math.sin(angle)];
  const uneven = condition === 'uneven light';
  const low = uneven ? r.range(0.28, 0.48) : r.range(0.86, 0.96);
  const span = Math.abs(lx) * FW + Math.abs(ly) * FH;
  const origin = (lx < 0 ? FW : 0) * -lx + (ly < 0 ? FH : 0) * -ly;
  const [shx, shy] = [-lx * r.range(8, 20), -ly * r.range(8, 20)];
  const amp = r.range(2.5, 6);
  const clutter = condition === 'small in frame';
  const penY = FH * r.pick([0.1, 0.9]);
  const phoneX = FW * r.pick([0.04, 0.96]);
  const onCard = (x, y) => {
    const z = inv[6] * x + inv[7] * y + inv[8];
    return [(inv[0] * x + inv[1] * y + inv[2]) / z, (inv[3] * x + inv[4] * y + inv[5]) / z];
  };
  const out = Buffer.alloc(FW * FH * 3);
  for (let y = 0; y < FH; y += 1) {
    for (let x = 0; x < FW; x += 1) {
      const [s, t] = onCard(x, y);
      const u = s * (w - 1);
      const v = t * (h - 1);
      let px;
      if (s >= 0 && t >= 0 && s < 1 && t < 1) {
        const x0 = Math.min(w - 2, Math.floor(u));
        const y0 = Math.min(h - 2, Math.floor(v));
        const fx = u - x0;
        const fy = v - y0;
        const i = (y0 * w + x0) * 3;
        const j = i + w * 3;
        px = [0, 1, 2].map(
          (c) =>
            (card[i + c] * (1 - fx) + card[i + 3 + c] * fx) * (1 - fy) +
            (card[j + c] * (1 - fx) + card[j + 3 + c] * fx) * fy,
        );
      } else {
        px = desk(kind, x, y, seed);
        if (clutter && Math.abs(y - penY) < 9 && x > FW * 0.3 && x < FW * 0.7) px = [200, 40, 40];
        if (clutter && Math.abs(x - phoneX) < FW * 0.05) px = [16, 16, 18];
        const [ss, st] = onCard(x - shx, y - shy);
        if (ss > -0.01 && st > -0.01 && ss < 1.01 && st < 1.01) px = px.map((c) => c * 0.58);
      }
      const along = (x * lx + y * ly + origin) / span;
      const vignette = uneven ? 1 : 1 - 0.08 * (((x / FW - 0.5) ** 2 + (y / FH - 0.5) ** 2) * 2);
      const light = (1 - (1 - low) * along) * vignette;
      const grain = (noise(x, y, seed + 1) + noise(x, y, seed + 2) - 1) * 2 * amp;
      const cast = uneven ? [1.04, 1, 0.88] : [1, 1, 1];
      const o = (y * FW + x) * 3;
      for (let c = 0; c < 3; c += 1) out[o + c] = Math.max(0, Math.min(255, px[c] * light * cast[c] + grain));
    }
  }
  const raw = { raw: { width: FW, height: FH, channels: 3 } };
  if (condition === 'low resolution')
    return sharp(out, raw)
      .resize({ width: r.int(480, 640) })
      .jpeg({ quality: r.int(80, 90) })
      .toBuffer();
  if (condition === 'jpeg and blur') {
    let img = sharp(out, raw);
    if (r.chance(0.5)) img = img.blur(r.range(1.2, 2.4));
    else {
      const n = r.int(6, 10);
      const k = n % 2 ? n : n + 1;
      const kernel = new Array(k * k).fill(0);
      const vertical = r.chance(0.3);
      for (let i = 0; i < n; i += 1) kernel[vertical ? i * k + (k >> 1) : (k >> 1) * k + i] = 1;
      img = img.convolve({ width: k, height: k, kernel, scale: n });
    }
    const once = await img.jpeg({ quality: r.int(30, 45) }).toBuffer();
    return sharp(once)
      .resize({ width: Math.round(FW * r.range(0.85, 0.95)) })
      .jpeg({ quality: r.int(24, 38) })
      .toBuffer();
  }
  return sharp(out, raw)
    .jpeg({ quality: r.int(86, 94) })
    .toBuffer();
}
