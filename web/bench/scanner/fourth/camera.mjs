// The fourth generator's photograph: a pinhole camera over a table. The card is a plane turned in
// space (roll in the picture's plane; pitch and yaw give the slant of a phone not held square),
// projected, and sampled bilinearly; around it a procedural table (wood, cutting mat, linen,
// concrete) with the card's soft shadow, in a busy frame a pen, a phone, a mug, a sticky note and
// a printed sheet; light even with a little vignetting, or a lamp from one side (falling to
// `floor`, warm, sometimes a glare near the lamp and the straight shadow of the phone over part of
// the card); sensor noise. Written apart from fresh/draw.mjs's warp and lamp.

/** Solves A·x = b (n × n) by Gaussian elimination with partial pivoting. */
function solve(A, b) {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1) if (Math.abs(M[row][col]) > Math.abs(M[pivot][col])) pivot = row;
    [M[col], M[pivot]] = [M[pivot], M[col]];
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const f = M[row][col] / M[col][col];
      for (let k = col; k <= n; k += 1) M[row][k] -= f * M[col][k];
    }
  }
  return M.map((row, i) => row[n] / row[i]);
}

/** The homography taking each `from` point to its `to` point (four pairs): (x, y) → [u, v]. */
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
  const [a, bb, c, d, e, f, g, h] = solve(A, b);
  return (x, y) => {
    const z = g * x + h * y + 1;
    return [(a * x + bb * y + c) / z, (d * x + e * y + f) / z];
  };
}

/** Where the card's corners land in a w × h frame: the card turned by roll/pitch/yaw (degrees) at `distance` card lengths. */
export function pose(cw, ch, w, h, { roll, pitch, yaw, cover, shift, distance }) {
  const rad = (deg) => (deg * Math.PI) / 180;
  const [cr, sr, cp, sp, cy, sy] = [roll, pitch, yaw].flatMap((d) => [Math.cos(rad(d)), Math.sin(rad(d))]);
  const far = distance * Math.max(cw, ch);
  const focal = far * Math.min((w * cover) / cw, (h * cover) / ch);
  return [
    [-cw / 2, -ch / 2],
    [cw / 2, -ch / 2],
    [cw / 2, ch / 2],
    [-cw / 2, ch / 2],
  ].map(([x0, y0]) => {
    const [x1, y1] = [x0 * cr - y0 * sr, x0 * sr + y0 * cr];
    const [y2, z2] = [y1 * cp, y1 * sp];
    const [x3, z3] = [x1 * cy + z2 * sy, -x1 * sy + z2 * cy];
    const z = far + z3;
    return [w / 2 + shift[0] * w + (focal * x3) / z, h / 2 + shift[1] * h + (focal * y2) / z];
  });
}

/** Smooth value noise in [0, 1] on a lattice of `cell` pixels. */
function noise(seed, cell) {
  const hash = (i, j) => {
    let n = Math.imul(i, 374761393) + Math.imul(j, 668265263) + Math.imul(seed, 2246822519);
    n = Math.imul(n ^ (n >>> 13), 1274126177);
    return ((n ^ (n >>> 16)) >>> 0) / 4294967296;
  };
  return (x, y) => {
    const [gx, gy] = [x / cell, y / cell];
    const [i, j] = [Math.floor(gx), Math.floor(gy)];
    const [fx, fy] = [gx - i, gy - j].map((t) => t * t * (3 - 2 * t));
    const top = hash(i, j) * (1 - fx) + hash(i + 1, j) * fx;
    const bottom = hash(i, j + 1) * (1 - fx) + hash(i + 1, j + 1) * fx;
    return top * (1 - fy) + bottom * fy;
  };
}

const TABLES = {
  wood: (n, m) => (x, y) => {
    const ring = Math.sin((y + 30 * n(x * 0.4, y)) / 6) * 0.5 + 0.5;
    const k = 0.8 + 0.2 * ring + 0.1 * m(x, y);
    return [128 * k, 86 * k, 52 * k];
  },
  mat: (n) => (x, y) => {
    const grid = x % 48 < 2 || y % 48 < 2 ? 38 : 0;
    const k = 0.9 + 0.15 * n(x, y);
    return [44 * k + grid, 88 * k + grid, 74 * k + grid];
  },
  linen: (n) => (x, y) => {
    const weave = (x % 4 < 2 !== y % 4 < 2 ? 8 : -8) + 30 * (n(x, y) - 0.5);
    return [212 + weave, 200 + weave, 178 + weave];
  },
  concrete: (n, m) => (x, y) => {
    const v = 120 + 70 * (n(x, y) - 0.5) + 30 * (m(x, y) - 0.5);
    return [v, v, v + 4];
  },
};

/** The busy frame's things, in frame coordinates: each answers a colour or null. */
function clutter(r, w, h) {
  const turned = (cx, cy, deg, test) => {
    const a = (deg * Math.PI) / 180;
    return (x, y) =>
      test((x - cx) * Math.cos(a) + (y - cy) * Math.sin(a), -(x - cx) * Math.sin(a) + (y - cy) * Math.cos(a));
  };
  const things = [
    turned(w * r.between(0.1, 0.25), h * r.between(0.75, 0.9), r.between(-40, 40), (u, v) =>
      Math.abs(u) < w * 0.16 && Math.abs(v) < 7 ? [28, 52, 160] : null,
    ),
    turned(w * r.between(0.82, 0.9), h * r.between(0.2, 0.35), r.between(-20, 20), (u, v) => {
      if (Math.abs(u) > w * 0.07 || Math.abs(v) > h * 0.2) return null;
      return Math.abs(u) < w * 0.06 && Math.abs(v) < h * 0.17 ? [40, 60, 90] : [18, 18, 20];
    }),
    (x, y) => {
      const d = Math.hypot(x - w * 0.12, y - h * 0.18);
      if (d > h * 0.13) return null;
      return d > h * 0.1 ? [235, 232, 225] : [70, 40, 22];
    },
    turned(w * 0.88, h * 0.82, r.between(-15, 15), (u, v) =>
      Math.abs(u) < h * 0.09 && Math.abs(v) < h * 0.09 ? [250, 226, 90] : null,
    ),
    turned(w * r.between(0.02, 0.06), h * 0.5, r.between(-8, 8), (u, v) => {
      if (Math.abs(u) > w * 0.12 || Math.abs(v) > h * 0.3) return null;
      // A printed page: rows of grey strokes, not letters.
      const row =
        Math.floor((v + h) / 14) % 2 === 0 &&
        Math.abs(u) < w * 0.1 &&
        (Math.floor(u / 9) + Math.floor(v / 14)) % 7 !== 0;
      return row ? [120, 120, 124] : [240, 240, 236];
    }),
  ];
  return (x, y) => {
    for (const thing of things) {
      const colour = thing(x, y);
      if (colour) return colour;
    }
    return null;
  };
}

/**
 * The photograph as raw RGB (w × h × 3) of the card's RGBA pixels (cw × ch) at the corners `quad`.
 * `light`: { side: angle in degrees the lamp shines from, or null for even light; floor; warm; glare; shade }.
 */
export function photograph(r, raw, cw, ch, { w, h, quad, table, busy, light }) {
  const toCard = homography(quad, [
    [0, 0],
    [cw, 0],
    [cw, ch],
    [0, ch],
  ]);
  const fine = noise(r.whole(1, 1e6), 9);
  const broad = noise(r.whole(1, 1e6), 160);
  const ground = TABLES[table](fine, broad);
  const things = busy ? clutter(r, w, h) : () => null;
  const lift = [r.between(8, 16), r.between(10, 20)];
  const lamp =
    light.side === null ? null : [Math.cos((light.side * Math.PI) / 180), Math.sin((light.side * Math.PI) / 180)];
  const tint = light.warm ? [1, 0.94, 0.82] : [1, 1, 1];
  const grain = () => (r.next() + r.next() + r.next() - 1.5) * 6;
  // The phone's shadow: a straight edge across the frame, everything past it darker.
  const shade = light.shade ? { a: r.between(0, Math.PI), at: r.between(0.25, 0.4) } : null;
  const out = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const [u, v] = toCard(x, y);
      let px;
      if (u >= 0 && v >= 0 && u <= cw - 1 && v <= ch - 1) {
        const [i, j] = [Math.floor(u), Math.floor(v)];
        const [fu, fv] = [u - i, v - j];
        const at = (a, b) => (Math.min(ch - 1, b) * cw + Math.min(cw - 1, a)) * 4;
        const [p00, p10, p01, p11] = [at(i, j), at(i + 1, j), at(i, j + 1), at(i + 1, j + 1)];
        px = [0, 1, 2].map(
          (k) =>
            (raw[p00 + k] * (1 - fu) + raw[p10 + k] * fu) * (1 - fv) +
            (raw[p01 + k] * (1 - fu) + raw[p11 + k] * fu) * fv,
        );
      } else {
        const base = things(x, y) ?? ground(x, y);
        const [su, sv] = [u - lift[0], v - lift[1]];
        const off = Math.hypot(Math.max(0, -su, su - cw), Math.max(0, -sv, sv - ch));
        const shadow = 1 - 0.4 * Math.max(0, 1 - off / 22);
        px = base.map((c) => c * shadow);
      }
      const [nx, ny] = [x / w - 0.5, y / h - 0.5];
      let k = 1 - 0.14 * (nx * nx + ny * ny) * 2;
      if (lamp) {
        const t = Math.min(1, Math.max(0, 0.5 - (nx * lamp[0] + ny * lamp[1])));
        k *= light.floor + (1.06 - light.floor) * (1 - t) ** 1.4;
      }
      if (shade && nx * Math.cos(shade.a) + ny * Math.sin(shade.a) > shade.at) k *= 0.55;
      const glare =
        lamp && light.glare ? 45 * Math.exp(-((nx - lamp[0] * 0.3) ** 2 + (ny - lamp[1] * 0.3) ** 2) / 0.01) : 0;
      const o = (y * w + x) * 3;
      for (let c = 0; c < 3; c += 1)
        out[o + c] = Math.max(0, Math.min(255, Math.round(px[c] * k * tint[c] + glare + grain())));
    }
  }
  return out;
}
