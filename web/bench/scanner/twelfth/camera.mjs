// The twelfth generator's photograph of a card (session 15): a phone's camera. The card's four
// corners are placed in the frame (turned ±2°, or 3–10° for *tilt*; one side foreshortened to
// 66–82 % and the card squeezed to 78–92 % across it for *slant*; each corner nudged by the hand
// otherwise) and a homography solved from them maps each frame pixel back onto the card. The lens
// adds barrel distortion (k1 0.02–0.08 of the half diagonal) and a cos⁴-like vignette; the card is
// first shrunk to about its size in the frame (the lens's own softness, no aliasing). Desks:
// white laminate, concrete, a green cutting mat, grey linen, walnut. Light: a lamp's pool falling
// off from a point beside the card (to 30–50 %, warm, with the phone's soft shadow over a part of
// the card for *uneven light*; to ~85–95 % otherwise). Then the phone's own processing: shot and
// read noise, a white balance a little off, an S-shaped tone curve, unsharp-mask sharpening, JPEG
// q 80–94. Frames 1600 × 1200 (2200 × 1650 for a card small in it, with a key and a receipt).
// *Low resolution*: the card 500–700 px wide in a frame the phone saved small, q 70–90.
// *JPEG and blur*: a motion blur 3–9 px long at any angle, or a defocus disc (radius 1.5–3 px), or
// both, before the noise and sharpening, saved at q 60–92.
import sharp from 'sharp';

const rad = (deg) => (deg * Math.PI) / 180;

/** A hash of (x, y, salt) in [0, 1). */
const hash = (x, y, salt) => {
  let n = (Math.imul(x, 0x27d4eb2d) + Math.imul(y, 0x165667b1) + salt) | 0;
  n = Math.imul(n ^ (n >>> 15), 0x2c1b3c6d);
  n = Math.imul(n ^ (n >>> 12), 0x297a2d39);
  return ((n ^ (n >>> 15)) >>> 0) / 4294967296;
};

/** Value noise in [0, 1): hashes on a lattice of `cell` px, blended smoothly between. */
const smooth = (x, y, cell, salt) => {
  const [gx, gy] = [Math.floor(x / cell), Math.floor(y / cell)];
  const [a, b] = [x / cell - gx, y / cell - gy].map((t) => t * t * (3 - 2 * t));
  const top = hash(gx, gy, salt) * (1 - a) + hash(gx + 1, gy, salt) * a;
  const foot = hash(gx, gy + 1, salt) * (1 - a) + hash(gx + 1, gy + 1, salt) * a;
  return top * (1 - b) + foot * b;
};

/** A Gaussian sample from two hashes (Box–Muller). */
const gauss = (x, y, salt) =>
  Math.sqrt(-2 * Math.log(hash(x, y, salt) + 1e-9)) * Math.cos(2 * Math.PI * hash(x, y, salt + 7));

/** The 3 × 3 homography (row-major, h33 = 1) taking each `from` point to its `to` point. */
function homography(from, to) {
  const a = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  for (let c = 0; c < 8; c += 1) {
    let best = c;
    for (let k = c + 1; k < 8; k += 1) if (Math.abs(a[k][c]) > Math.abs(a[best][c])) best = k;
    [a[c], a[best]] = [a[best], a[c]];
    for (let k = c + 1; k < 8; k += 1) {
      const f = a[k][c] / a[c][c];
      for (let j = c; j < 9; j += 1) a[k][j] -= f * a[c][j];
    }
  }
  const h = new Array(8).fill(0);
  for (let c = 7; c >= 0; c -= 1) {
    let s = a[c][8];
    for (let j = c + 1; j < 8; j += 1) s -= a[c][j] * h[j];
    h[c] = s / a[c][c];
  }
  return [...h, 1];
}

const DESKS = ['white laminate', 'concrete', 'cutting mat', 'grey linen', 'walnut'];

/** The desk's colour at (x, y). */
function desk(kind, x, y, salt) {
  const g = hash(x, y, salt);
  if (kind === 'white laminate') return [226 + 8 * g, 224 + 8 * g, 218 + 8 * g];
  if (kind === 'concrete') {
    const blot = smooth(x, y, 40, salt + 5) * 0.7 + smooth(x, y, 9, salt + 6) * 0.3;
    return [128 + 30 * blot + 12 * g, 126 + 30 * blot + 12 * g, 122 + 30 * blot + 12 * g];
  }
  if (kind === 'cutting mat') return x % 80 < 2 || y % 80 < 2 ? [190, 214, 190] : [34 + 8 * g, 92 + 10 * g, 66 + 8 * g];
  if (kind === 'grey linen') {
    const weave = ((x % 4) + (y % 4)) % 3 === 0 ? 10 : 0;
    return [150 + weave + 8 * g, 150 + weave + 8 * g, 146 + weave + 8 * g];
  }
  const grain = Math.sin(y * 0.09 + Math.sin(x * 0.004) * 6) * 0.5 + 0.5;
  return [92 + 26 * grain + 6 * g, 60 + 18 * grain + 5 * g, 38 + 10 * grain + 4 * g];
}

/** The card's corners in the frame (top-left, top-right, bottom-right, bottom-left) for `condition`. */
function corners(r, condition, FW, FH, cw, ch, small) {
  const roll = condition === 'tilt' ? rad(r.real(3, 10)) * (r.coin() ? 1 : -1) : rad(r.real(-2, 2));
  const spread = small ? 0.15 : 0.04;
  const [cx, cy] = [FW * (0.5 + r.real(-spread, spread)), FH * (0.5 + r.real(-spread, spread))];
  let pts = [
    [-cw / 2, -ch / 2],
    [cw / 2, -ch / 2],
    [cw / 2, ch / 2],
    [-cw / 2, ch / 2],
  ];
  if (condition === 'slant') {
    const far = r.real(0.66, 0.82);
    const squeeze = r.real(0.78, 0.92);
    const side = r.int(0, 3); // the far edge: top, right, bottom, left
    pts = pts.map(([x, y]) => {
      const towards = [-y / (ch / 2), x / (cw / 2), y / (ch / 2), -x / (cw / 2)][side];
      const t = (towards + 1) / 2; // 1 on the far edge, 0 on the near one
      const shrink = 1 - (1 - far) * t;
      return side % 2 ? [x * squeeze, y * shrink] : [x * shrink, y * squeeze];
    });
  }
  const nudge = cw * 0.015;
  return pts.map(([x, y]) => {
    const [jx, jy] = [r.real(-nudge, nudge), r.real(-nudge, nudge)];
    return [cx + x * Math.cos(roll) - y * Math.sin(roll) + jx, cy + x * Math.sin(roll) + y * Math.cos(roll) + jy];
  });
}

/** The frame's sizes and the card's share of its width for `condition`. */
function framing(r, condition) {
  if (condition === 'small in frame') return { FW: 2200, FH: 1650, share: r.real(0.3, 0.4), small: true };
  if (condition === 'low resolution') {
    const share = r.real(0.7, 0.85);
    const FW = Math.round(r.int(500, 700) / share);
    return { FW, FH: Math.round(FW * 0.75), share, small: false };
  }
  return { FW: 1600, FH: 1200, share: r.real(0.66, 0.8), small: false };
}

/** A blur kernel: a line `length` px at `angle`, a disc of `radius`, or both: { size, kernel }. */
function blurKernel(length, angle, radius) {
  const size = 2 * Math.ceil(Math.max(length / 2, radius) + 1) + 1;
  const mid = (size - 1) / 2;
  const line = new Float64Array(size * size);
  if (length > 0) {
    for (let s = 0; s <= 64; s += 1) {
      const t = (s / 64 - 0.5) * length;
      const [x, y] = [mid + t * Math.cos(angle), mid + t * Math.sin(angle)];
      const [x0, y0] = [Math.floor(x), Math.floor(y)];
      const [a, b] = [x - x0, y - y0];
      line[y0 * size + x0] += (1 - a) * (1 - b);
      line[y0 * size + x0 + 1] += a * (1 - b);
      line[(y0 + 1) * size + x0] += (1 - a) * b;
      line[(y0 + 1) * size + x0 + 1] += a * b;
    }
  } else line[mid * size + mid] = 1;
  if (radius <= 0) return { size, kernel: [...line] };
  const disc = Array.from({ length: size * size }, (_, i) =>
    Math.max(0, Math.min(1, radius + 0.5 - Math.hypot((i % size) - mid, Math.floor(i / size) - mid))),
  );
  const both = new Float64Array(size * size);
  for (let i = 0; i < size * size; i += 1) {
    if (!line[i]) continue;
    const [lx, ly] = [(i % size) - mid, Math.floor(i / size) - mid];
    for (let j = 0; j < size * size; j += 1) {
      const [x, y] = [(j % size) + lx, Math.floor(j / size) + ly];
      if (disc[j] && x >= 0 && y >= 0 && x < size && y < size) both[y * size + x] += line[i] * disc[j];
    }
  }
  return { size, kernel: [...both] };
}

/** JPEG bytes of the card raster (RGB, w × h) photographed by a phone under `condition`. */
export async function photograph(r, raster, w, h, condition) {
  const { FW, FH, share, small } = framing(r, condition);
  const cw = FW * share;
  const ch = (cw * h) / w;
  const quad = corners(r, condition, FW, FH, cw, ch, small);
  const shrink = Math.min(1, (1.25 * cw) / w);
  const [sw, sh] = [Math.round(w * shrink), Math.round(h * shrink)];
  const card = await sharp(raster, { raw: { width: w, height: h, channels: 3 } })
    .resize(sw, sh)
    .raw()
    .toBuffer();
  const H = homography(quad, [
    [0, 0],
    [sw - 1, 0],
    [sw - 1, sh - 1],
    [0, sh - 1],
  ]);
  const onCard = (x, y) => {
    const z = H[6] * x + H[7] * y + H[8];
    return [(H[0] * x + H[1] * y + H[2]) / z, (H[3] * x + H[4] * y + H[5]) / z];
  };
  const k1 = r.real(0.02, 0.08);
  const R = Math.hypot(FW, FH) / 2;
  const fade = r.real(0.15, 0.32);
  const kind = r.one(DESKS);
  const salt = r.int(1, 1 << 28);
  const uneven = condition === 'uneven light';
  const low = uneven ? r.real(0.3, 0.5) : r.real(0.85, 0.95);
  const lamp = [FW * r.one([-0.3, 1.3]) * r.real(0.8, 1), FH * r.real(-0.2, 1.2)];
  const reach = Math.hypot(FW, FH) * 1.2;
  const warm = uneven ? [1.07, 1, 0.86] : [1, 1, 1];
  const phoneShadow =
    uneven && r.coin(0.6) ? { x: FW * r.real(0.5, 0.8), slope: r.real(-0.4, 0.4), depth: r.real(0.55, 0.7) } : null;
  const drop = [r.real(-10, 10), r.real(6, 14)];
  const key = { x: FW * r.one([0.1, 0.85]), y: FH * r.real(0.2, 0.8) };
  const receipt = { x: FW * r.one([0.02, 0.72]), y: FH * r.one([0.05, 0.7]) };
  const optical = Buffer.alloc(FW * FH * 3);
  const px = [0, 0, 0];
  for (let y = 0; y < FH; y += 1) {
    for (let x = 0; x < FW; x += 1) {
      const [dx, dy] = [x - FW / 2, y - FH / 2];
      const rr = (dx * dx + dy * dy) / (R * R);
      const [ix, iy] = [FW / 2 + dx * (1 + k1 * rr), FH / 2 + dy * (1 + k1 * rr)];
      const [u, v] = onCard(ix, iy);
      if (u >= 0 && v >= 0 && u < sw - 1 && v < sh - 1) {
        const [u0, v0] = [Math.floor(u), Math.floor(v)];
        const [a, b] = [u - u0, v - v0];
        const i = (v0 * sw + u0) * 3;
        const j = i + sw * 3;
        for (let c = 0; c < 3; c += 1)
          px[c] =
            (card[i + c] * (1 - a) + card[i + 3 + c] * a) * (1 - b) + (card[j + c] * (1 - a) + card[j + 3 + c] * a) * b;
      } else {
        const s = desk(kind, Math.round(ix), Math.round(iy), salt);
        for (let c = 0; c < 3; c += 1) px[c] = s[c];
        if (small && Math.abs(ix - key.x) < 70 && Math.abs(iy - key.y) < 22) [px[0], px[1], px[2]] = [182, 176, 160];
        if (small && ix > receipt.x && ix < receipt.x + 420 && iy > receipt.y && iy < receipt.y + 520)
          [px[0], px[1], px[2]] = [236, 234, 228];
        const [su, sv] = onCard(ix - drop[0], iy - drop[1]);
        if (su > 0 && sv > 0 && su < sw && sv < sh) for (let c = 0; c < 3; c += 1) px[c] *= 0.68;
      }
      const pool = Math.min(1, Math.hypot(ix - lamp[0], iy - lamp[1]) / reach);
      let light = (1 - (1 - low) * pool) * (1 - fade * rr * rr * 0.5 - fade * rr * 0.5);
      if (phoneShadow) {
        const edge = x - (phoneShadow.x + phoneShadow.slope * (y - FH / 2));
        light *= 1 - (1 - phoneShadow.depth) * Math.max(0, Math.min(1, edge / 60 + 0.5));
      }
      const o = (y * FW + x) * 3;
      for (let c = 0; c < 3; c += 1) optical[o + c] = Math.max(0, Math.min(255, px[c] * light * warm[c]));
    }
  }
  const raw = { raw: { width: FW, height: FH, channels: 3 } };
  let seen = optical;
  const blurred = condition === 'jpeg and blur';
  if (blurred) {
    const mode = r.one(['motion', 'focus', 'both']);
    const length = mode === 'focus' ? 0 : r.real(3, 9);
    const radius = mode === 'motion' ? 0 : r.real(1.5, 3);
    const { size, kernel } = blurKernel(length, r.real(0, Math.PI), radius);
    const sum = kernel.reduce((s, k) => s + k, 0);
    seen = await sharp(optical, raw)
      .convolve({ width: size, height: size, kernel: kernel.map((k) => k / sum), scale: 1 })
      .raw()
      .toBuffer();
  }
  const balance = [r.real(0.95, 1.05), 1, r.real(0.93, 1.05)];
  const read = r.real(0.8, 2);
  const shot = r.real(0.1, 0.25);
  const curve = r.real(0.08, 0.18);
  const sensed = Buffer.alloc(FW * FH * 3);
  for (let y = 0; y < FH; y += 1) {
    for (let x = 0; x < FW; x += 1) {
      const o = (y * FW + x) * 3;
      const luma = gauss(x, y, salt + 3);
      for (let c = 0; c < 3; c += 1) {
        const v = seen[o + c] * balance[c];
        const n = (luma * 0.8 + gauss(x, y, salt + 17 + c) * 0.4) * (read + shot * Math.sqrt(v));
        const t = Math.max(0, Math.min(1, (v + n) / 255));
        const s = t + curve * (t - 0.5) * (1 - Math.abs(2 * t - 1)) * 2;
        sensed[o + c] = Math.max(0, Math.min(255, Math.round(s * 255)));
      }
    }
  }
  const sharpen = { sigma: r.real(0.7, 1.3), m1: 0.5, m2: r.real(1.5, 3) };
  const quality = blurred ? r.int(60, 92) : condition === 'low resolution' ? r.int(70, 90) : r.int(80, 94);
  return sharp(sensed, raw).sharpen(sharpen).jpeg({ quality }).toBuffer();
}
