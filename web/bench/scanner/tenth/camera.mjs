// The tenth generator's photograph of a card (session 12). The card's corners are put in a
// 1500 × 1125 frame (2400 × 1800 for a card small in it, with a key and a notebook's edge beside
// it), turned up to ±2° (3–10° for *tilt*) or foreshortened (one edge up to 25 % shorter for
// *slant*); each frame pixel finds its place on the card through the frame-to-card homography,
// solved here as an 8 × 8 linear system by Gauss–Jordan with partial pivoting, and is sampled
// bilinearly. Desks: cork, slate, walnut, concrete, a green cutting mat; a hard shadow offset away
// from the light; light from a lamp at a point beyond one side of the frame (falling to 30–50 % at
// the far corner, cold for *uneven light*; to ~90 % otherwise); sensor noise. Then JPEG q 84–93 —
// for *low resolution* scaled to 500–700 px wide first; for *JPEG and blur* a gaussian blur (σ
// 1.0–2.2) or a diagonal shake of 5–9 px, q 26–40, then scaled down 80–90 % and saved at q 30–45.
import sharp from 'sharp';

/** The homography (row-major, 9 numbers, last 1) taking points `from[i]` to `to[i]`. */
function homography(from, to) {
  const a = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  for (let col = 0; col < 8; col += 1) {
    let best = col;
    for (let row = col + 1; row < 8; row += 1) if (Math.abs(a[row][col]) > Math.abs(a[best][col])) best = row;
    [a[col], a[best]] = [a[best], a[col]];
    for (let row = 0; row < 8; row += 1) {
      if (row === col) continue;
      const f = a[row][col] / a[col][col];
      for (let k = col; k < 9; k += 1) a[row][k] -= f * a[col][k];
    }
  }
  return [...a.map((row, i) => row[8] / row[i]), 1];
}

/** Where the card's corners (clockwise from top-left) land in an FW × FH frame. */
function corners(r, w, h, condition, FW, FH) {
  const small = condition === 'small in frame';
  const cw = FW * (small ? r.range(0.32, 0.42) : r.range(0.7, 0.82));
  const ch = (cw * h) / w;
  const cx = FW * (0.5 + r.range(-0.04, 0.04) * (small ? 3 : 1));
  const cy = FH * (0.5 + r.range(-0.04, 0.04) * (small ? 3 : 1));
  const turn = ((condition === 'tilt' ? r.range(3, 10) * (r.chance(0.5) ? 1 : -1) : r.range(-2, 2)) * Math.PI) / 180;
  let quad = [
    [-cw / 2, -ch / 2],
    [cw / 2, -ch / 2],
    [cw / 2, ch / 2],
    [-cw / 2, ch / 2],
  ];
  if (condition === 'slant') {
    const k = r.range(0.12, 0.25);
    const edge = r.int(0, 3);
    // The far edge (top, right, bottom or left) shrinks towards its middle and moves in a little.
    quad = quad.map(([x, y]) => {
      const far = [y < 0, x > 0, y > 0, x < 0][edge];
      if (!far) return [x, y];
      return edge % 2 === 0 ? [x * (1 - k), y * (1 - k * 0.3)] : [x * (1 - k * 0.3), y * (1 - k)];
    });
  }
  return quad.map(([x, y]) => [
    cx + x * Math.cos(turn) - y * Math.sin(turn),
    cy + x * Math.sin(turn) + y * Math.cos(turn),
  ]);
}

const hash = (x, y, seed) => {
  let n = (Math.imul(x, 0x27d4eb2d) + Math.imul(y, 0x165667b1) + seed) | 0;
  n = Math.imul(n ^ (n >>> 15), 0x85ebca6b);
  n = Math.imul(n ^ (n >>> 13), 0xc2b2ae35);
  return ((n ^ (n >>> 16)) >>> 0) / 4294967296;
};

const SURFACES = ['cork', 'slate', 'walnut', 'concrete', 'cutting mat'];

/** The desk's colour at (x, y). */
function surface(kind, x, y, seed) {
  const g = hash(x, y, seed);
  if (kind === 'cork') {
    const fleck = hash(x >> 2, y >> 2, seed) < 0.15 ? -40 : 0;
    return [176 + fleck + 14 * g, 130 + fleck + 12 * g, 86 + fleck * 0.6 + 8 * g];
  }
  if (kind === 'slate') return [58 + 8 * g, 62 + 8 * g, 68 + 9 * g];
  if (kind === 'walnut') {
    const grain = Math.sin(y * 0.09 + Math.sin(x * 0.004) * 6) * 0.5 + 0.5;
    return [92 + 26 * grain + 6 * g, 62 + 16 * grain + 5 * g, 42 + 10 * grain];
  }
  if (kind === 'concrete') {
    const blot = hash(x >> 4, y >> 4, seed) * 16;
    return [150 + blot + 12 * g, 148 + blot + 12 * g, 142 + blot + 12 * g];
  }
  const line = x % 80 < 2 || y % 80 < 2 ? 40 : 0;
  return [34 + line + 8 * g, 96 + line + 10 * g, 70 + line + 8 * g];
}

/** JPEG bytes of the card raster (RGB, w × h) photographed under `condition`. */
export async function shoot(r, card, w, h, condition) {
  const small = condition === 'small in frame';
  const [FW, FH] = small ? [2400, 1800] : [1500, 1125];
  const quad = corners(r, w, h, condition, FW, FH);
  const back = homography(quad, [
    [0, 0],
    [w - 1, 0],
    [w - 1, h - 1],
    [0, h - 1],
  ]);
  const kind = r.pick(SURFACES);
  const seed = r.int(1, 1 << 29);
  const uneven = condition === 'uneven light';
  // The lamp: a point outside one side of the frame; light falls with distance from it.
  const side = r.int(0, 3);
  const lamp = [
    [FW * r.range(0.2, 0.8), -FH * 0.3],
    [FW * 1.3, FH * r.range(0.2, 0.8)],
    [FW * r.range(0.2, 0.8), FH * 1.3],
    [-FW * 0.3, FH * r.range(0.2, 0.8)],
  ][side];
  const far = Math.max(
    ...[
      [0, 0],
      [FW, 0],
      [FW, FH],
      [0, FH],
    ].map(([x, y]) => Math.hypot(x - lamp[0], y - lamp[1])),
  );
  const near = Math.min(FW, FH) * 0.3;
  const dim = uneven ? r.range(0.3, 0.5) : r.range(0.88, 0.95);
  const tone = uneven ? [0.9, 0.97, 1.06] : [1, 1, 1];
  const shadow = [((FW / 2 - lamp[0]) / far) * 14, ((FH / 2 - lamp[1]) / far) * 14];
  const noiseAmp = r.range(2, 5);
  const keyY = FH * r.pick([0.12, 0.88]);
  const padX = FW * r.pick([0.03, 0.97]);
  const toCard = (x, y) => {
    const z = back[6] * x + back[7] * y + 1;
    return [(back[0] * x + back[1] * y + back[2]) / z, (back[3] * x + back[4] * y + back[5]) / z];
  };
  const frame = Buffer.alloc(FW * FH * 3);
  const px = [0, 0, 0];
  for (let y = 0; y < FH; y += 1) {
    for (let x = 0; x < FW; x += 1) {
      const [u, v] = toCard(x, y);
      if (u >= 0 && v >= 0 && u < w - 1 && v < h - 1) {
        const x0 = Math.floor(u);
        const y0 = Math.floor(v);
        const fx = u - x0;
        const fy = v - y0;
        const i = (y0 * w + x0) * 3;
        const j = i + w * 3;
        for (let c = 0; c < 3; c += 1)
          px[c] =
            (card[i + c] * (1 - fx) + card[i + 3 + c] * fx) * (1 - fy) +
            (card[j + c] * (1 - fx) + card[j + 3 + c] * fx) * fy;
      } else {
        const s = surface(kind, x, y, seed);
        for (let c = 0; c < 3; c += 1) px[c] = s[c];
        if (small && Math.abs(y - keyY) < 14 && Math.abs(x - FW * 0.5) < FW * 0.08) px.fill(185);
        if (small && Math.abs(x - padX) < FW * 0.06) [px[0], px[1], px[2]] = [236, 232, 214];
        const [su, sv] = toCard(x - shadow[0], y - shadow[1]);
        if (su > 0 && sv > 0 && su < w && sv < h) for (let c = 0; c < 3; c += 1) px[c] *= 0.62;
      }
      const d = Math.max(0, Math.hypot(x - lamp[0], y - lamp[1]) - near) / (far - near);
      const light = 1 - (1 - dim) * Math.min(1, d);
      const grain = (hash(x, y, seed + 7) - 0.5) * 2 * noiseAmp;
      const o = (y * FW + x) * 3;
      for (let c = 0; c < 3; c += 1) frame[o + c] = Math.max(0, Math.min(255, px[c] * light * tone[c] + grain));
    }
  }
  const raw = { raw: { width: FW, height: FH, channels: 3 } };
  if (condition === 'low resolution')
    return sharp(frame, raw)
      .resize({ width: r.int(500, 700) })
      .jpeg({ quality: r.int(78, 90) })
      .toBuffer();
  if (condition === 'jpeg and blur') {
    let img = sharp(frame, raw);
    if (r.chance(0.5)) img = img.blur(r.range(1.0, 2.2));
    else {
      const n = r.int(5, 9);
      const size = n % 2 ? n : n + 1;
      const kernel = new Array(size * size).fill(0);
      for (let i = 0; i < n; i += 1) kernel[i * size + i] = 1;
      img = img.convolve({ width: size, height: size, kernel, scale: n });
    }
    const first = await img.jpeg({ quality: r.int(26, 40) }).toBuffer();
    return sharp(first)
      .resize({ width: Math.round(FW * r.range(0.8, 0.9)) })
      .jpeg({ quality: r.int(30, 45) })
      .toBuffer();
  }
  return sharp(frame, raw)
    .jpeg({ quality: r.int(84, 93) })
    .toBuffer();
}
