// The eleventh generator's photograph of a card (session 14): a ray cast. The card is a plane in
// front of a pinhole camera (focal length about the frame's width), turned by roll, pitch and yaw
// (roll ±2°, or 3–10° for *tilt*; pitch or yaw 22–38° for *slant*); each frame pixel's ray is
// met with the card's plane and the point found is read off the card bilinearly, or the desk's
// texture is drawn where the ray misses it. Frames of 1600 × 1200 (2400 × 1800 for a card small
// in it, with a pen and a coin beside it). Desks: oak, granite, blue felt, terracotta tiles, black
// leather; a soft shadow on the side away from the light. Light from a window: falling in a straight
// gradient across the frame in one direction (to 30–50 %, warm, for *uneven light*; to ~90 %
// otherwise), with a vignette; sensor noise. JPEG q 82–92; for *low resolution* scaled to
// 480–680 px wide first (q 75–88); for *JPEG and blur* a defocus disc (radius 2–3 px) or a straight
// shake of 6–10 px across or down, JPEG q 22–38, then scaled to 75–90 % and saved at q 35–50.
import sharp from 'sharp';

const rad = (deg) => (deg * Math.PI) / 180;

/** A 3 × 3 rotation (rows) from roll about z, pitch about x and yaw about y, in radians. */
function rotation(roll, pitch, yaw) {
  const [cr, sr, cp, sp, cy, sy] = [
    Math.cos(roll),
    Math.sin(roll),
    Math.cos(pitch),
    Math.sin(pitch),
    Math.cos(yaw),
    Math.sin(yaw),
  ];
  const z = [
    [cr, -sr, 0],
    [sr, cr, 0],
    [0, 0, 1],
  ];
  const x = [
    [1, 0, 0],
    [0, cp, -sp],
    [0, sp, cp],
  ];
  const y = [
    [cy, 0, sy],
    [0, 1, 0],
    [-sy, 0, cy],
  ];
  const mul = (a, b) => a.map((row) => [0, 1, 2].map((j) => row[0] * b[0][j] + row[1] * b[1][j] + row[2] * b[2][j]));
  return mul(z, mul(x, y));
}

const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

const noise = (x, y, salt) => {
  let n = Math.imul(x + 0x3c6ef372, 0x2c1b3c6d) ^ Math.imul(y + 0x1b873593, 0x297a2d39) ^ salt;
  n = Math.imul(n ^ (n >>> 16), 0x7feb352d);
  n = Math.imul(n ^ (n >>> 15), 0x846ca68b);
  return ((n ^ (n >>> 16)) >>> 0) / 4294967296;
};

const DESKS = ['oak', 'granite', 'blue felt', 'terracotta', 'black leather'];

/** The desk's colour at (x, y). */
function desk(kind, x, y, salt) {
  const g = noise(x, y, salt);
  if (kind === 'oak') {
    const ring = Math.sin(x * 0.05 + Math.sin(y * 0.01) * 4) * 0.5 + 0.5;
    return [168 + 30 * ring + 8 * g, 122 + 22 * ring + 6 * g, 74 + 12 * ring + 5 * g];
  }
  if (kind === 'granite') {
    const speck = noise(x >> 1, y >> 1, salt + 3);
    const v = speck < 0.2 ? 40 : speck > 0.85 ? 150 : 95;
    return [v + 10 * g, v + 10 * g, v + 14 * g];
  }
  if (kind === 'blue felt') return [40 + 10 * g, 70 + 12 * g, 128 + 14 * g];
  if (kind === 'terracotta') {
    const grout = x % 150 < 5 || y % 150 < 5;
    return grout ? [200, 196, 186] : [178 + 14 * g, 92 + 10 * g, 62 + 8 * g];
  }
  return [24 + 12 * g, 22 + 10 * g, 22 + 10 * g];
}

/** The camera's pose for `condition`: { roll, pitch, yaw } in radians and the card's share of the frame. */
function pose(r, condition) {
  const small = condition === 'small in frame';
  const roll = condition === 'tilt' ? rad(r.real(3, 10)) * (r.coin() ? 1 : -1) : rad(r.real(-2, 2));
  let pitch = rad(r.real(-3, 3));
  let yaw = rad(r.real(-3, 3));
  if (condition === 'slant') {
    const lean = rad(r.real(22, 38)) * (r.coin() ? 1 : -1);
    if (r.coin()) pitch = lean;
    else yaw = lean;
  }
  return { roll, pitch, yaw, share: small ? r.real(0.3, 0.4) : r.real(0.68, 0.8), small };
}

/** JPEG bytes of the card raster (RGB, w × h) photographed under `condition`. */
export async function photograph(r, card, w, h, condition) {
  const { roll, pitch, yaw, share, small } = pose(r, condition);
  const [FW, FH] = small ? [2400, 1800] : [1600, 1200];
  const f = FW * r.real(0.9, 1.3);
  const scale = (FW * share) / w; // world units per card pixel, at distance f
  const rot = rotation(roll, pitch, yaw);
  const U = [rot[0][0], rot[1][0], rot[2][0]];
  const V = [rot[0][1], rot[1][1], rot[2][1]];
  const N = [rot[0][2], rot[1][2], rot[2][2]];
  const spread = small ? 0.12 : 0.03;
  const C = [FW * r.real(-spread, spread), FH * r.real(-spread, spread), f];
  const NC = dot(N, C);
  /** The card pixel (u, v) frame pixel (x, y) sees, when it sees the card. */
  const onCard = (x, y) => {
    const d = [x - FW / 2, y - FH / 2, f];
    const t = NC / dot(N, d);
    const q = [t * d[0] - C[0], t * d[1] - C[1], t * d[2] - C[2]];
    return [dot(q, U) / scale + w / 2, dot(q, V) / scale + h / 2];
  };
  const kind = r.one(DESKS);
  const salt = r.int(1, 1 << 28);
  const uneven = condition === 'uneven light';
  const dim = uneven ? r.real(0.3, 0.5) : r.real(0.88, 0.95);
  const tint = uneven ? [1.06, 0.99, 0.88] : [1, 1, 1];
  const towards = r.real(0, 2 * Math.PI); // the direction the light falls off in
  const [gx, gy] = [Math.cos(towards), Math.sin(towards)];
  const reach = Math.abs(gx) * FW + Math.abs(gy) * FH;
  const from = Math.min(0, gx * FW) + Math.min(0, gy * FH);
  const shadow = [gx * 12, gy * 12];
  const grain = r.real(2, 5);
  const pen = { y: FH * r.one([0.1, 0.9]), x0: FW * 0.15, x1: FW * 0.55 };
  const coin = [FW * r.one([0.08, 0.92]), FH * 0.5];
  const frame = Buffer.alloc(FW * FH * 3);
  const px = [0, 0, 0];
  for (let y = 0; y < FH; y += 1) {
    for (let x = 0; x < FW; x += 1) {
      const [u, v] = onCard(x, y);
      if (u >= 0 && v >= 0 && u < w - 1 && v < h - 1) {
        const [u0, v0] = [Math.floor(u), Math.floor(v)];
        const [a, b] = [u - u0, v - v0];
        const i = (v0 * w + u0) * 3;
        const j = i + w * 3;
        for (let c = 0; c < 3; c += 1)
          px[c] =
            (card[i + c] * (1 - a) + card[i + 3 + c] * a) * (1 - b) + (card[j + c] * (1 - a) + card[j + 3 + c] * a) * b;
      } else {
        const s = desk(kind, x, y, salt);
        for (let c = 0; c < 3; c += 1) px[c] = s[c];
        if (small && Math.abs(y - pen.y) < 10 && x > pen.x0 && x < pen.x1) [px[0], px[1], px[2]] = [30, 40, 90];
        if (small && Math.hypot(x - coin[0], y - coin[1]) < 60) [px[0], px[1], px[2]] = [176, 170, 150];
        const [su, sv] = onCard(x - shadow[0], y - shadow[1]);
        if (su > 0 && sv > 0 && su < w && sv < h) for (let c = 0; c < 3; c += 1) px[c] *= 0.7;
      }
      const along = (gx * x + gy * y - from) / reach;
      const vignette = 1 - 0.12 * (((x - FW / 2) / FW) ** 2 + ((y - FH / 2) / FH) ** 2) * 2;
      const light = (1 - (1 - dim) * along) * vignette;
      const n = (noise(x, y, salt + 11) - 0.5) * 2 * grain;
      const o = (y * FW + x) * 3;
      for (let c = 0; c < 3; c += 1) frame[o + c] = Math.max(0, Math.min(255, px[c] * light * tint[c] + n));
    }
  }
  const raw = { raw: { width: FW, height: FH, channels: 3 } };
  if (condition === 'low resolution')
    return sharp(frame, raw)
      .resize({ width: r.int(480, 680) })
      .jpeg({ quality: r.int(75, 88) })
      .toBuffer();
  if (condition === 'jpeg and blur') {
    let kernel;
    let size;
    if (r.coin()) {
      const radius = r.int(2, 3);
      size = 2 * radius + 1;
      kernel = Array.from({ length: size * size }, (_, i) =>
        Math.hypot((i % size) - radius, Math.floor(i / size) - radius) <= radius + 0.3 ? 1 : 0,
      );
    } else {
      const n = r.int(6, 10);
      size = n % 2 ? n : n + 1;
      const across = r.coin();
      const mid = Math.floor(size / 2);
      kernel = Array.from({ length: size * size }, (_, i) => {
        const [kx, ky] = [i % size, Math.floor(i / size)];
        return across ? (ky === mid && kx < n ? 1 : 0) : kx === mid && ky < n ? 1 : 0;
      });
    }
    const sum = kernel.reduce((s, k) => s + k, 0);
    const first = await sharp(frame, raw)
      .convolve({ width: size, height: size, kernel, scale: sum })
      .jpeg({ quality: r.int(22, 38) })
      .toBuffer();
    return sharp(first)
      .resize({ width: Math.round(FW * r.real(0.75, 0.9)) })
      .jpeg({ quality: r.int(35, 50) })
      .toBuffer();
  }
  return sharp(frame, raw)
    .jpeg({ quality: r.int(82, 92) })
    .toBuffer();
}
