// The eighth generator's photograph of a card, pixel by pixel: the card's corners placed in the
// frame (turned, shrunk, or in perspective with a keystone from any side), the inverse homography
// solved by Gaussian elimination and sampled bilinearly; a surface under it (wood grain, cork,
// concrete, slate or felt) with a pen and a coin beside a small card; a shadow to one side;
// light that falls off around a lamp's spot (to 25–45 % for *uneven light*); sensor noise; then
// JPEG q 84–93 at 1400 × 1050 (2400 × 1800 for a card small in the frame, as a phone's photo
// keeps more pixels than a screen shows) — or, for *low resolution*, scaled to 500–660 px wide; for *JPEG
// and blur*, a defocus (Gaussian σ 1.3–2.3) or a 7–11 px shake along a slope, saved at q 32–48
// and saved again, a little smaller, at q 22–36.
import sharp from 'sharp';

/** The 3 × 3 homography (as 8 numbers) taking the points `from` to `to`. */
function homography(from, to) {
  const A = [];
  const b = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i];
    A.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    A.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  });
  for (let col = 0; col < 8; col += 1) {
    let best = col;
    for (let row = col + 1; row < 8; row += 1) if (Math.abs(A[row][col]) > Math.abs(A[best][col])) best = row;
    [A[col], A[best]] = [A[best], A[col]];
    [b[col], b[best]] = [b[best], b[col]];
    for (let row = 0; row < 8; row += 1) {
      if (row === col) continue;
      const k = A[row][col] / A[col][col];
      for (let j = col; j < 8; j += 1) A[row][j] -= k * A[col][j];
      b[row] -= k * b[col];
    }
  }
  return b.map((v, i) => v / A[i][i]);
}

/** Where the card's corners land in the frame for a condition. */
function corners(r, w, h, condition, FW, FH) {
  const small = condition === 'small in frame';
  const width = FW * (small ? r.range(0.34, 0.44) : r.range(0.7, 0.8));
  const height = (width * h) / w;
  const cx = FW / 2 + r.range(-0.08, 0.08) * FW * (small ? 2.5 : 1);
  const cy = FH / 2 + r.range(-0.06, 0.06) * FH * (small ? 2.5 : 1);
  const turn =
    condition === 'tilt'
      ? r.pick([-1, 1]) * r.range(3, 10)
      : condition === 'small in frame'
        ? r.range(-6, 6)
        : r.range(-2.2, 2.2);
  const a = (turn * Math.PI) / 180;
  let quad = [
    [-width / 2, -height / 2],
    [width / 2, -height / 2],
    [width / 2, height / 2],
    [-width / 2, height / 2],
  ];
  if (condition === 'slant') {
    // The far edge narrower and the card shorter along the view: a keystone from one side.
    const k = r.range(0.12, 0.24);
    const side = r.int(0, 3);
    quad = quad.map(([x, y]) => {
      if (side === 0 && y < 0) return [x * (1 - k), y * (1 - k / 2)];
      if (side === 1 && y > 0) return [x * (1 - k), y * (1 - k / 2)];
      if (side === 2 && x < 0) return [x * (1 - k / 2), y * (1 - k)];
      if (side === 3 && x > 0) return [x * (1 - k / 2), y * (1 - k)];
      return [x, y];
    });
  }
  return quad.map(([x, y]) => [cx + x * Math.cos(a) - y * Math.sin(a), cy + x * Math.sin(a) + y * Math.cos(a)]);
}

const SURFACES = ['wood', 'cork', 'concrete', 'slate', 'felt'];

/** The surface's colour at a pixel. */
function surface(kind, x, y, grain) {
  if (kind === 'wood') {
    const g = Math.sin(y * 0.09 + Math.sin(x * 0.004) * 6 + grain * 0.6) * 0.5 + 0.5;
    return [150 + 40 * g, 100 + 28 * g, 60 + 15 * g];
  }
  if (kind === 'cork') return [180 + 40 * grain, 140 + 30 * grain, 95 + 20 * grain];
  if (kind === 'concrete') return [150 + 30 * grain, 150 + 30 * grain, 146 + 30 * grain];
  if (kind === 'slate') return [48 + 20 * grain, 54 + 20 * grain, 62 + 22 * grain];
  return [30 + 14 * grain, 70 + 20 * grain, 48 + 14 * grain];
}

/** A lamp's light over the frame: 1 at its spot, falling to `far` at the far corner. */
function lamp(r, condition, FW, FH) {
  const uneven = condition === 'uneven light';
  const sx = r.pick([-0.2, 1.2]) * FW + r.range(-100, 100);
  const sy = r.range(-0.2, 1.1) * FH;
  const far = uneven ? r.range(0.25, 0.45) : r.range(0.82, 0.95);
  const reach = Math.hypot(FW, FH) * (uneven ? r.range(0.75, 0.95) : 1.2);
  return (x, y) => {
    const d = Math.hypot(x - sx, y - sy) / reach;
    return far + (1 - far) * Math.exp(-2.2 * d * d);
  };
}

/** The photograph of the card raster (RGB, w × h) under a condition, as JPEG bytes. */
export async function shoot(r, card, w, h, condition) {
  const [FW, FH] = condition === 'small in frame' ? [2400, 1800] : [1400, 1050];
  const quad = corners(r, w, h, condition, FW, FH);
  const H = homography(quad, [
    [0, 0],
    [w, 0],
    [w, h],
    [0, h],
  ]);
  const kind = r.pick(SURFACES);
  const light = lamp(r, condition, FW, FH);
  const [shx, shy] = [r.range(-18, 18), r.range(6, 22)];
  const clutter = condition === 'small in frame';
  const coin = { x: r.range(0.1, 0.9) * FW, y: r.pick([0.12, 0.88]) * FH, r: r.range(40, 60) };
  const penY = r.pick([0.08, 0.92]) * FH;
  const out = Buffer.alloc(FW * FH * 3);
  const noiseAmp = r.range(2, 5);
  const seedNoise = r.int(1, 1e6);
  const hash = (x, y) => {
    let t = (x * 374761393 + y * 668265263 + seedNoise) | 0;
    t = Math.imul(t ^ (t >>> 13), 1274126177);
    return ((t ^ (t >>> 16)) >>> 0) / 4294967296;
  };
  for (let y = 0; y < FH; y += 1) {
    for (let x = 0; x < FW; x += 1) {
      const z = H[6] * x + H[7] * y + 1;
      const u = (H[0] * x + H[1] * y + H[2]) / z;
      const v = (H[3] * x + H[4] * y + H[5]) / z;
      let px;
      if (u >= 0 && v >= 0 && u < w - 1 && v < h - 1) {
        const x0 = Math.floor(u);
        const y0 = Math.floor(v);
        const fx = u - x0;
        const fy = v - y0;
        const at = (yy, xx, c) => card[(yy * w + xx) * 3 + c];
        px = [0, 1, 2].map(
          (c) =>
            (at(y0, x0, c) * (1 - fx) + at(y0, x0 + 1, c) * fx) * (1 - fy) +
            (at(y0 + 1, x0, c) * (1 - fx) + at(y0 + 1, x0 + 1, c) * fx) * fy,
        );
      } else {
        const grain = (hash(x >> 2, y >> 2) + hash(x >> 4, y >> 4)) / 2;
        px = surface(kind, x, y, grain);
        if (clutter && Math.hypot(x - coin.x, y - coin.y) < coin.r) px = [176, 150, 92];
        if (clutter && Math.abs(y - penY) < 7 && x > FW * 0.2 && x < FW * 0.6) px = [20, 40, 120];
        // The card's shadow: the same mapping, moved by the lamp's offset.
        const zs = H[6] * (x - shx) + H[7] * (y - shy) + 1;
        const us = (H[0] * (x - shx) + H[1] * (y - shy) + H[2]) / zs;
        const vs = (H[3] * (x - shx) + H[4] * (y - shy) + H[5]) / zs;
        if (us > -10 && vs > -10 && us < w + 10 && vs < h + 10) px = px.map((c) => c * 0.62);
      }
      const l = light(x, y);
      const n = (hash(x, y) + hash(y + 7, x + 3) + hash(x + 11, y + 5) - 1.5) * 2 * noiseAmp;
      const o = (y * FW + x) * 3;
      for (let c = 0; c < 3; c += 1) out[o + c] = Math.max(0, Math.min(255, px[c] * l + n));
    }
  }
  const raw = { raw: { width: FW, height: FH, channels: 3 } };
  if (condition === 'low resolution') {
    const width = r.int(500, 660);
    return sharp(out, raw)
      .resize({ width })
      .jpeg({ quality: r.int(78, 90) })
      .toBuffer();
  }
  if (condition === 'jpeg and blur') {
    let img = sharp(out, raw);
    if (r.chance(0.5)) img = img.blur(r.range(1.3, 2.3));
    else {
      const n = r.pick([7, 9, 11]);
      const slope = r.range(-0.4, 0.4);
      const kernel = new Array(n * n).fill(0);
      for (let i = 0; i < n; i += 1) {
        const row = Math.round((n - 1) / 2 + (i - (n - 1) / 2) * slope);
        kernel[row * n + i] = 1;
      }
      img = img.convolve({ width: n, height: n, kernel, scale: n });
    }
    const first = await img.jpeg({ quality: r.int(32, 48) }).toBuffer();
    return sharp(first)
      .resize({ width: Math.round(FW * r.range(0.82, 0.95)) })
      .jpeg({ quality: r.int(22, 36) })
      .toBuffer();
  }
  return sharp(out, raw)
    .jpeg({ quality: r.int(84, 93) })
    .toBuffer();
}
