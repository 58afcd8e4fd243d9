// The sixth generator's photograph, computed pixel by pixel in JavaScript rather than with sharp's
// compositing or an SVG light: the card is placed in the frame by a homography (turned in its plane,
// seen a little off square, and for *slant* with one edge foreshortened), over a surface made of
// value noise (linen, concrete, plywood, a desk mat, a bed sheet), with a soft contact shadow. The
// light is a lamp at a height over a point beside the frame (falling off as cos³/d², so the far
// side of the card gets 30–45 % of the near one for *uneven light*, with a warm tint and on some a
// hard-edged shadow of the phone across the card), white balance off by a few per cent, sensor
// noise that grows in the dark, and vignetting. Then what the phone sends: JPEG, or for *low
// resolution* a small picture, or for *JPEG and blur* a shaken (motion) or out-of-focus picture
// compressed hard.
import sharp from 'sharp';

const FW = 1280;
const FH = 960;

const SURFACES = [
  { name: 'linen', base: [196, 186, 168], amp: 18, grain: 'weave' },
  { name: 'concrete', base: [150, 150, 146], amp: 26, grain: 'blotch' },
  { name: 'plywood', base: [188, 150, 108], amp: 22, grain: 'rings' },
  { name: 'desk mat', base: [44, 48, 56], amp: 8, grain: 'blotch' },
  { name: 'bed sheet', base: [214, 220, 228], amp: 12, grain: 'weave' },
];

/** Smooth value noise in [0, 1] at `cell` pixels a cell, sampled bilinearly from a seeded grid. */
function valueNoise(r, cell) {
  const gw = Math.ceil(FW / cell) + 2;
  const gh = Math.ceil(FH / cell) + 2;
  const grid = Float32Array.from({ length: gw * gh }, () => r.next());
  return (x, y) => {
    const gx = x / cell;
    const gy = y / cell;
    const i = Math.floor(gx);
    const j = Math.floor(gy);
    const fx = gx - i;
    const fy = gy - j;
    const at = (a, b) => grid[b * gw + a];
    return (
      (at(i, j) * (1 - fx) + at(i + 1, j) * fx) * (1 - fy) + (at(i, j + 1) * (1 - fx) + at(i + 1, j + 1) * fx) * fy
    );
  };
}

/** The surface under the card as RGB floats, with clutter (a phone, a notepad, a pen) for a busy frame. */
function surface(r, busy) {
  const s = r.pick(SURFACES);
  const coarse = valueNoise(r, 90);
  const fine = valueNoise(r, 6);
  const out = new Float32Array(FW * FH * 3);
  for (let y = 0; y < FH; y += 1)
    for (let x = 0; x < FW; x += 1) {
      let v = (coarse(x, y) - 0.5) * s.amp + (fine(x, y) - 0.5) * s.amp * 0.5;
      if (s.grain === 'weave') v += ((x % 4 < 2) ^ (y % 4 < 2) ? 3 : -3) * (s.amp / 12);
      if (s.grain === 'rings') v += Math.sin(y / 7 + coarse(x, y) * 9) * s.amp * 0.6;
      for (let k = 0; k < 3; k += 1) out[(y * FW + x) * 3 + k] = s.base[k] + v;
    }
  if (busy) {
    const fill = (x0, y0, w, h, colour, ruled) => {
      for (let y = Math.max(0, y0); y < Math.min(FH, y0 + h); y += 1)
        for (let x = Math.max(0, x0); x < Math.min(FW, x0 + w); x += 1) {
          const line = ruled && (y - y0) % 28 === 0;
          for (let k = 0; k < 3; k += 1) out[(y * FW + x) * 3 + k] = line ? colour[k] - 60 : colour[k];
        }
    };
    fill(r.int(20, 80), r.int(520, 640), 230, 420, [24, 24, 28]);
    fill(r.int(FW - 300, FW - 250), r.int(40, 120), 260, 360, [250, 248, 236], true);
    fill(r.int(FW - 420, FW - 380), r.int(720, 820), 14, 200, [20, 60, 160]);
  }
  return { out, name: s.name };
}

/** The homography taking the four `from` points to the four `to` points, as a function. */
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
  for (let c = 0; c < 8; c += 1) {
    let p = c;
    for (let r = c + 1; r < 8; r += 1) if (Math.abs(A[r][c]) > Math.abs(A[p][c])) p = r;
    [A[c], A[p]] = [A[p], A[c]];
    [b[c], b[p]] = [b[p], b[c]];
    for (let r = 0; r < 8; r += 1) {
      if (r === c) continue;
      const f = A[r][c] / A[c][c];
      for (let k = c; k < 8; k += 1) A[r][k] -= f * A[c][k];
      b[r] -= f * b[c];
    }
  }
  const h = b.map((v, i) => v / A[i][i]);
  return (x, y) => {
    const w = h[6] * x + h[7] * y + 1;
    return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
  };
}

/** Where the card's corners land in the frame for `condition`. */
function placement(r, condition, aspect) {
  const small = condition === 'small in frame';
  const width = small ? r.range(0.4, 0.5) * FW : r.range(0.72, 0.86) * FW;
  const height = width / aspect;
  const turn =
    ((condition === 'tilt' ? r.range(4, 10) : condition === 'clean' ? r.range(0, 1.5) : r.range(0, 2.5)) *
      (r.chance(0.5) ? 1 : -1) *
      Math.PI) /
    180;
  const cx = FW / 2 + r.range(-0.05, 0.05) * FW - (small ? 0.05 * FW : 0);
  const cy = FH / 2 + r.range(-0.05, 0.05) * FH;
  const squeeze = condition === 'slant' ? r.range(0.12, 0.22) : r.range(0, 0.03);
  const side = r.int(0, 3);
  const corners = [
    [-width / 2, -height / 2],
    [width / 2, -height / 2],
    [width / 2, height / 2],
    [-width / 2, height / 2],
  ].map(([x, y], i) => {
    // The foreshortened edge: top, bottom, left or right.
    const onEdge = [i < 2, i >= 2, i === 0 || i === 3, i === 1 || i === 2][side];
    if (!onEdge) return [x, y];
    return side < 2 ? [x * (1 - squeeze), y] : [x, y * (1 - squeeze)];
  });
  return corners.map(([x, y]) => [
    cx + x * Math.cos(turn) - y * Math.sin(turn),
    cy + x * Math.sin(turn) + y * Math.cos(turn),
  ]);
}

/** The light falling on each point, as RGB gains. */
function lighting(r, condition) {
  const uneven = condition === 'uneven light';
  const a = r.range(0, Math.PI * 2);
  const lx = FW / 2 + Math.cos(a) * FW * (uneven ? 0.75 : 2.5);
  const ly = FH / 2 + Math.sin(a) * FH * (uneven ? 0.75 : 2.5);
  // The lamp's height sets how fast light falls off; for uneven light it is chosen so the far side gets `floor` of the near.
  const floor = uneven ? r.range(0.3, 0.45) : 0.85;
  const near = Math.hypot(lx - FW / 2, ly - FH / 2) - FW * 0.45;
  const far = Math.hypot(lx - FW / 2, ly - FH / 2) + FW * 0.45;
  let h = FW;
  for (let i = 0; i < 40; i += 1) {
    const ratio = h / (far * far + h * h) ** 1.5 / (h / (near * near + h * h) ** 1.5);
    h *= ratio < floor ? 1.08 : 0.95;
  }
  const tint = uneven && r.chance(0.5) ? [1, 0.9, 0.74] : [r.range(0.96, 1.04), 1, r.range(0.94, 1.04)];
  const shadow =
    uneven && r.chance(0.5)
      ? { a: r.range(0, Math.PI * 2), at: r.range(-0.25, 0.1) * FW, depth: r.range(0.45, 0.6) }
      : null;
  const peak = h / (Math.max(near, 0) ** 2 + h * h) ** 1.5;
  const exposure = r.range(0.95, 1.05);
  return (x, y) => {
    const d2 = (x - lx) ** 2 + (y - ly) ** 2;
    let g = Math.min(1.05, (h / (d2 + h * h) ** 1.5 / peak) * exposure);
    const rr = ((x - FW / 2) ** 2 + (y - FH / 2) ** 2) / (FW * FW * 0.36);
    g *= 1 - 0.18 * rr;
    if (shadow) {
      const t = (x - FW / 2) * Math.cos(shadow.a) + (y - FH / 2) * Math.sin(shadow.a) - shadow.at;
      g *= 1 - shadow.depth / (1 + Math.exp(-t / 6));
    }
    return [g * tint[0], g * tint[1], g * tint[2]];
  };
}

/** The card (raw RGB of w × h) photographed under `condition`: the JPEG bytes. */
export async function photograph(r, card, w, h, condition) {
  const { out: scene } = surface(r, condition === 'small in frame');
  const corners = placement(r, condition, w / h);
  const onFrame = Math.hypot(corners[1][0] - corners[0][0], corners[1][1] - corners[0][1]);
  const cw = Math.round(Math.min(w, onFrame * 1.1));
  const ch = Math.round((cw * h) / w);
  const src = await sharp(card, { raw: { width: w, height: h, channels: 3 } })
    .resize(cw, ch)
    .raw()
    .toBuffer();
  const back = homography(corners, [
    [0, 0],
    [cw, 0],
    [cw, ch],
    [0, ch],
  ]);
  const light = lighting(r, condition);
  const fibre = valueNoise(r, 3);
  const noise = r.range(2, 4);
  const [sx, sy] = [r.range(8, 18), r.range(10, 22)];
  const px = Buffer.alloc(FW * FH * 3);
  for (let y = 0; y < FH; y += 1)
    for (let x = 0; x < FW; x += 1) {
      const [u, v] = back(x, y);
      const i = (y * FW + x) * 3;
      let rgb;
      if (u >= 0 && v >= 0 && u < cw - 1 && v < ch - 1) {
        const u0 = Math.floor(u);
        const v0 = Math.floor(v);
        const fu = u - u0;
        const fv = v - v0;
        const grain = 1 + (fibre(x, y) - 0.5) * 0.04;
        rgb = [0, 1, 2].map((k) => {
          const at = (a, b) => src[(b * cw + a) * 3 + k];
          const top = at(u0, v0) * (1 - fu) + at(u0 + 1, v0) * fu;
          const bottom = at(u0, v0 + 1) * (1 - fu) + at(u0 + 1, v0 + 1) * fu;
          return (top * (1 - fv) + bottom * fv) * grain;
        });
      } else {
        const [su, sv] = back(x - sx, y - sy);
        const out = Math.max(-su, su - cw, -sv, sv - ch, 0);
        const dark = 1 - 0.5 * Math.exp(-out / 14);
        rgb = [0, 1, 2].map((k) => scene[i + k] * dark);
      }
      const g = light(x, y);
      for (let k = 0; k < 3; k += 1) {
        const lit = rgb[k] * g[k];
        const n = (r.next() + r.next() + r.next() - 1.5) * noise * (1 + 40 / (lit + 20));
        px[i + k] = Math.max(0, Math.min(255, Math.round(lit + n)));
      }
    }
  let pic = sharp(px, { raw: { width: FW, height: FH, channels: 3 } });
  if (condition === 'low resolution')
    return pic
      .resize(r.int(520, 640))
      .jpeg({ quality: r.int(70, 85) })
      .toBuffer();
  if (condition === 'jpeg and blur') {
    if (r.chance(0.5)) {
      const n = r.pick([7, 9, 11]);
      const a = r.range(0, Math.PI);
      const kernel = Array.from({ length: n * n }, (_, k) => {
        const [kx, ky] = [(k % n) - (n - 1) / 2, Math.floor(k / n) - (n - 1) / 2];
        return Math.abs(kx * Math.sin(a) - ky * Math.cos(a)) < 0.5 ? 1 : 0;
      });
      pic = sharp(await pic.convolve({ width: n, height: n, kernel }).raw().toBuffer(), {
        raw: { width: FW, height: FH, channels: 3 },
      });
    } else pic = pic.blur(r.range(1.3, 2));
    return pic.jpeg({ quality: r.int(20, 32) }).toBuffer();
  }
  return pic.jpeg({ quality: r.int(78, 90) }).toBuffer();
}
