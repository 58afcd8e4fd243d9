// The thirteenth generator's photograph of a card (session 16): a phone held over a table. The
// card is a mesh, not a plane: a grid of its points, bowed (the middle of the card lifted 0.5–2.5 %
// of its width, as cards from a wallet lie), turned by the hand (roll ±2.5° and pitch / yaw ±6°;
// roll 4–12° for *tilt*; pitch or yaw 25–40° for *slant*) and projected through a phone's lens
// (focal length 0.8 frame widths); each triangle of the mesh is filled in the frame with the card
// coordinates it covers, read back from the card (shrunk first to about its size in the frame)
// with its alpha, so rounded corners show the table. The table's texture lies around it (marble,
// a gingham cloth, slate, cork, squared paper) with the card's soft shadow. Light: a gradient from
// one side (to 35–50 % and a hand-and-phone shadow with a soft edge over the card for *uneven
// light*; to 85–95 %, and now and then a faint hand shadow, otherwise). The phone's processing is in
// sensor.mjs. Frames 1600 × 1200 (portrait, 1200 × 1600, for a standing card; 2000 × 1500 for a card
// small in it); *low resolution*: the card's long side 500–700 px.
import sharp from 'sharp';
import { develop } from './sensor.mjs';

const deg = (d) => (d * Math.PI) / 180;

/** Integer hash of (x, y, salt) in [0, 1). */
function noise(x, y, salt) {
  let n = Math.imul(x | 0, 374761393) ^ Math.imul(y | 0, 668265263) ^ Math.imul(salt, 1274126177);
  n = Math.imul(n ^ (n >>> 13), 1103515245);
  return ((n ^ (n >>> 16)) >>> 0) / 4294967296;
}

/** Smooth noise in [0, 1) on a lattice of `cell` px. */
function soft(x, y, cell, salt) {
  const [i, j] = [Math.floor(x / cell), Math.floor(y / cell)];
  const [a, b] = [x / cell - i, y / cell - j].map((t) => t * t * (3 - 2 * t));
  const top = noise(i, j, salt) + (noise(i + 1, j, salt) - noise(i, j, salt)) * a;
  const foot = noise(i, j + 1, salt) + (noise(i + 1, j + 1, salt) - noise(i, j + 1, salt)) * a;
  return top + (foot - top) * b;
}

const TABLES = ['marble', 'gingham', 'slate', 'cork', 'squared paper'];

/** The table's colour at (x, y). */
function table(kind, x, y, salt) {
  const g = noise(x, y, salt) - 0.5;
  if (kind === 'marble') {
    const vein = Math.abs(Math.sin(x * 0.006 + y * 0.011 + soft(x, y, 90, salt) * 7));
    const v = 232 - 300 * Math.max(0, 0.06 - vein) + 6 * g;
    return [v, v, v + 3];
  }
  if (kind === 'gingham') {
    const [a, b] = [Math.floor(x / 48) % 2, Math.floor(y / 48) % 2];
    const t = 0.15 + 0.35 * (a + b);
    return [250 - 60 * t + 5 * g, 250 - 170 * t + 5 * g, 250 - 160 * t + 5 * g];
  }
  if (kind === 'slate') {
    const v = 58 + 22 * soft(x, y, 60, salt) + 8 * g;
    return [v, v + 3, v + 8];
  }
  if (kind === 'cork') {
    const speck = noise(x >> 2, y >> 2, salt + 1) > 0.8 ? -40 : 0;
    return [176 + speck + 14 * g, 132 + speck + 12 * g, 88 + speck + 10 * g];
  }
  return x % 38 < 1.5 || y % 38 < 1.5 ? [170, 196, 220] : [246 + 4 * g, 246 + 4 * g, 240 + 4 * g];
}

/** A 3 × 3 rotation from roll (about the view axis), pitch and yaw, in radians. */
function turn(roll, pitch, yaw) {
  const [a, b, c] = [roll, pitch, yaw];
  const rz = [Math.cos(a), -Math.sin(a), 0, Math.sin(a), Math.cos(a), 0, 0, 0, 1];
  const rx = [1, 0, 0, 0, Math.cos(b), -Math.sin(b), 0, Math.sin(b), Math.cos(b)];
  const ry = [Math.cos(c), 0, Math.sin(c), 0, 1, 0, -Math.sin(c), 0, Math.cos(c)];
  const mul = (p, q) =>
    Array.from(
      { length: 9 },
      (_, k) =>
        p[3 * Math.floor(k / 3)] * q[k % 3] +
        p[3 * Math.floor(k / 3) + 1] * q[3 + (k % 3)] +
        p[3 * Math.floor(k / 3) + 2] * q[6 + (k % 3)],
    );
  return mul(rx, mul(ry, rz));
}

/** The frame and the card's width in it for `condition` and the card's shape. */
function framing(r, condition, standing) {
  let [FW, FH, share] = [1600, 1200, r.real(0.6, 0.76)];
  if (condition === 'small in frame') [FW, FH, share] = [2000, 1500, r.real(0.26, 0.36)];
  if (condition === 'low resolution') {
    const card = r.int(500, 700);
    share = r.real(0.62, 0.78);
    FW = Math.round(card / share);
    FH = Math.round(FW * 0.75);
  }
  if (standing) [FW, FH] = [FH, FW];
  return { FW, FH, across: share * Math.max(FW, FH) };
}

/** Each mesh point's place in the frame: { nx, ny, X, Y } (X, Y: its frame coordinates). */
function project(r, condition, FW, FH, across, cw, ch, wander) {
  const [nx, ny] = [24, 16];
  const roll = condition === 'tilt' ? deg(r.real(4, 12)) * (r.coin() ? 1 : -1) : deg(r.real(-2.5, 2.5));
  let [pitch, yaw] = [deg(r.real(-6, 6)), deg(r.real(-6, 6))];
  if (condition === 'slant') {
    const lean = deg(r.real(25, 40)) * (r.coin() ? 1 : -1);
    if (r.coin()) pitch = lean;
    else yaw = lean;
  }
  const R = turn(roll, pitch, yaw);
  const bow = r.real(0.005, 0.025) * (r.coin(0.8) ? 1 : -1);
  const f = 0.8 * Math.max(FW, FH);
  const scale = 1 / Math.max(cw, ch);
  const place = (D, ox, oy) => {
    const X = new Float64Array((nx + 1) * (ny + 1));
    const Y = new Float64Array((nx + 1) * (ny + 1));
    for (let j = 0; j <= ny; j += 1)
      for (let i = 0; i <= nx; i += 1) {
        const [px, py] = [(i / nx - 0.5) * cw * scale, (j / ny - 0.5) * ch * scale];
        const pz = -bow * (1 - ((2 * i) / nx - 1) ** 2);
        const x = R[0] * px + R[1] * py + R[2] * pz;
        const y = R[3] * px + R[4] * py + R[5] * pz;
        const z = R[6] * px + R[7] * py + R[8] * pz + D;
        X[j * (nx + 1) + i] = ox + (f * x) / z;
        Y[j * (nx + 1) + i] = oy + (f * y) / z;
      }
    return { X, Y };
  };
  let D = f / across;
  let mesh = place(D, 0, 0);
  const span = (a) => Math.max(...a) - Math.min(...a);
  const over = Math.max(span(mesh.X) / (FW * 0.9), span(mesh.Y) / (FH * 0.9), 1);
  D *= over;
  mesh = place(D, 0, 0);
  const mid = (a) => (Math.max(...a) + Math.min(...a)) / 2;
  const room = (size, s) => Math.max(0, (size - s) / 2 - size * 0.03);
  const [rx, ry] = [room(FW, span(mesh.X)) * wander, room(FH, span(mesh.Y)) * wander];
  const [ox, oy] = [FW / 2 - mid(mesh.X) + r.real(-rx, rx), FH / 2 - mid(mesh.Y) + r.real(-ry, ry)];
  return { nx, ny, ...place(D, ox, oy) };
}

/** The card coordinates (u, v in px of a sw × sh card) each frame pixel sees, or -1: { U, V }. */
function coverage(mesh, FW, FH, sw, sh) {
  const U = new Float32Array(FW * FH).fill(-1);
  const V = new Float32Array(FW * FH).fill(-1);
  const { nx, ny, X, Y } = mesh;
  const fill = (a, b, c) => {
    const [x0, x1] = [
      Math.max(0, Math.floor(Math.min(a.x, b.x, c.x))),
      Math.min(FW - 1, Math.ceil(Math.max(a.x, b.x, c.x))),
    ];
    const [y0, y1] = [
      Math.max(0, Math.floor(Math.min(a.y, b.y, c.y))),
      Math.min(FH - 1, Math.ceil(Math.max(a.y, b.y, c.y))),
    ];
    const area = (b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y);
    if (Math.abs(area) < 1e-9) return;
    for (let y = y0; y <= y1; y += 1)
      for (let x = x0; x <= x1; x += 1) {
        const [px, py] = [x + 0.5, y + 0.5];
        const wb = ((px - a.x) * (c.y - a.y) - (c.x - a.x) * (py - a.y)) / area;
        const wc = ((b.x - a.x) * (py - a.y) - (px - a.x) * (b.y - a.y)) / area;
        const wa = 1 - wb - wc;
        if (wa < -1e-6 || wb < -1e-6 || wc < -1e-6) continue;
        U[y * FW + x] = wa * a.u + wb * b.u + wc * c.u;
        V[y * FW + x] = wa * a.v + wb * b.v + wc * c.v;
      }
  };
  const at = (i, j) => ({
    x: X[j * (nx + 1) + i],
    y: Y[j * (nx + 1) + i],
    u: (i / nx) * (sw - 1),
    v: (j / ny) * (sh - 1),
  });
  for (let j = 0; j < ny; j += 1)
    for (let i = 0; i < nx; i += 1) {
      fill(at(i, j), at(i + 1, j), at(i + 1, j + 1));
      fill(at(i, j), at(i + 1, j + 1), at(i, j + 1));
    }
  return { U, V };
}

/** A hand-and-phone shadow entering from one edge: the share of light it takes at (x, y). */
function handShadow(r, FW, FH, depth) {
  const side = r.int(0, 3);
  const along = r.real(0.25, 0.75);
  const reach = r.real(0.3, 0.55);
  const [ax, ay, bx, by] = [
    [along * FW, FH * 1.1, along * FW + r.real(-0.1, 0.1) * FW, FH * (1 - reach)],
    [FW * 1.1, along * FH, FW * (1 - reach), along * FH + r.real(-0.1, 0.1) * FH],
    [along * FW, -FH * 0.1, along * FW + r.real(-0.1, 0.1) * FW, FH * reach],
    [-FW * 0.1, along * FH, FW * reach, along * FH + r.real(-0.1, 0.1) * FH],
  ][side];
  const radius = Math.min(FW, FH) * r.real(0.12, 0.2);
  const blur = r.real(30, 90);
  const [dx, dy] = [bx - ax, by - ay];
  const len2 = dx * dx + dy * dy;
  return (x, y) => {
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
    const d = Math.hypot(x - ax - t * dx, y - ay - t * dy) - radius * (0.75 + 0.25 * (1 - t));
    const s = Math.max(0, Math.min(1, 0.5 - d / blur));
    return depth * s * s * (3 - 2 * s);
  };
}

/** JPEG bytes of the card raster (RGBA, w × h) photographed by a phone under `condition`. */
export async function photograph(r, raster, w, h, condition) {
  const { FW, FH, across } = framing(r, condition, h > w);
  const mesh = project(r, condition, FW, FH, across, w, h, condition === 'small in frame' ? 0.8 : 0.25);
  const shrink = Math.min(1, (1.3 * across) / Math.max(w, h));
  const [sw, sh] = [Math.round(w * shrink), Math.round(h * shrink)];
  const card = await sharp(raster, { raw: { width: w, height: h, channels: 4 } })
    .resize(sw, sh)
    .raw()
    .toBuffer();
  const { U, V } = coverage(mesh, FW, FH, sw, sh);
  const kind = r.one(TABLES);
  const salt = r.int(1, 1 << 26);
  const mask = Buffer.alloc(FW * FH);
  for (let i = 0; i < FW * FH; i += 1) mask[i] = U[i] >= 0 ? 255 : 0;
  const penumbra = await sharp(mask, { raw: { width: FW, height: FH, channels: 1 } })
    .blur(r.real(5, 12))
    // sharp answers the blur in three channels (sRGB); read as one, the shadow was squeezed and striped.
    .extractChannel(0)
    .raw()
    .toBuffer();
  const [sx, sy] = [Math.round(r.real(-8, 8)), Math.round(r.real(4, 12))];
  const uneven = condition === 'uneven light';
  const angle = r.real(0, 2 * Math.PI);
  const fall = uneven ? r.real(0.5, 0.65) : r.real(0.05, 0.15);
  const hand = uneven
    ? handShadow(r, FW, FH, r.real(0.4, 0.55))
    : condition !== 'clean' && r.coin(0.25)
      ? handShadow(r, FW, FH, r.real(0.1, 0.2))
      : null;
  const [cx, cy, half] = [
    Math.cos(angle),
    Math.sin(angle),
    (Math.abs(Math.cos(angle)) * FW + Math.abs(Math.sin(angle)) * FH) / 2,
  ];
  const warm = uneven ? [1.06, 1, 0.88] : [1, 1, 1];
  const scene = new Float32Array(FW * FH * 3);
  for (let y = 0; y < FH; y += 1)
    for (let x = 0; x < FW; x += 1) {
      const i = y * FW + x;
      const back = table(kind, x, y, salt);
      const sxy = (y - sy) * FW + (x - sx);
      const shade = y - sy >= 0 && y - sy < FH && x - sx >= 0 && x - sx < FW ? penumbra[sxy] / 255 : 0;
      let rgb = back.map((c) => c * (1 - 0.45 * shade * (1 - mask[i] / 255)));
      if (U[i] >= 0) {
        const [u, v] = [Math.min(U[i], sw - 1.001), Math.min(V[i], sh - 1.001)];
        const [u0, v0] = [Math.floor(u), Math.floor(v)];
        const [a, b] = [u - u0, v - v0];
        const o = (v0 * sw + u0) * 4;
        const q = o + sw * 4;
        const read = (c) =>
          (card[o + c] * (1 - a) + card[o + 4 + c] * a) * (1 - b) + (card[q + c] * (1 - a) + card[q + 4 + c] * a) * b;
        const alpha = read(3) / 255;
        rgb = rgb.map((c, k) => read(k) * alpha + c * (1 - alpha));
      }
      const t = ((x - FW / 2) * cx + (y - FH / 2) * cy) / half / 2 + 0.5;
      const light = (1 - fall * t) * (1 - (hand ? hand(x, y) : 0));
      for (let c = 0; c < 3; c += 1) scene[i * 3 + c] = rgb[c] * light * warm[c];
    }
  return develop(r, scene, FW, FH, condition, salt);
}
