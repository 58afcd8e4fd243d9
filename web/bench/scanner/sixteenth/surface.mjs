// The sixteenth generator's card surface (session 19): the card is not flat — one edge curls up, a
// fold crease lifts one side a little, a corner may be dog-eared — and its mesh is turned (pitch,
// yaw, roll), set at the distance that gives the width asked for, seen through a pinhole and
// drawn triangle by triangle, each pixel taking the card point and the light of its vertices.

const GRID = 6;

/** The card's lift off its plane at (u, v), in card px: a curl, a crease, a dog-ear (`gentle`: a slight curl only). */
export function unevenness(r, W, H, gentle) {
  const curlEdge = r.pick(['top', 'bottom', 'left', 'right']);
  const curl = r.real(0.04, gentle ? 0.07 : 0.12);
  const crease =
    !gentle && r.coin(0.45) ? { at: r.real(0.35, 0.65), slope: r.real(0.03, 0.07), across: r.coin() } : null;
  const ear = !gentle && r.coin(0.35) ? { size: r.real(0.08, 0.14) * W, corner: r.int(0, 3) } : null;
  return (u, v) => {
    const t = { top: 1 - v / H, bottom: v / H, left: 1 - u / W, right: u / W }[curlEdge];
    let z = -curl * W * Math.max(0, t - 0.6) ** 2;
    if (crease) {
      const d = crease.across ? u - crease.at * W : v - crease.at * H;
      z -= crease.slope * Math.max(0, d);
    }
    if (ear) {
      const [cu, cv] = [
        [0, 0],
        [W, 0],
        [W, H],
        [0, H],
      ][ear.corner];
      const inside = ear.size - (Math.abs(u - cu) + Math.abs(v - cv));
      if (inside > 0) z -= inside * 0.9;
    }
    return z;
  };
}

/** The card (W × H) with lift `lift` turned and placed: (u, v) -> camera space [x, y, z]. */
export function placement({ W, H, pitch, yaw, roll, width, cx, cy, focal, lift }) {
  const [p, y, r] = [pitch, yaw, roll].map((d) => (d * Math.PI) / 180);
  const distance = (focal * W) / width;
  const offset = [(cx * distance) / focal, (cy * distance) / focal];
  return (u, v) => {
    const [x0, y0, z0] = [u - W / 2, v - H / 2, lift(u, v)];
    const [x1, y1, z1] = [x0, y0 * Math.cos(p) - z0 * Math.sin(p), y0 * Math.sin(p) + z0 * Math.cos(p)];
    const [x2, z2] = [x1 * Math.cos(y) + z1 * Math.sin(y), -x1 * Math.sin(y) + z1 * Math.cos(y)];
    return [
      x2 * Math.cos(r) - y1 * Math.sin(r) + offset[0],
      x2 * Math.sin(r) + y1 * Math.cos(r) + offset[1],
      z2 + distance,
    ];
  };
}

/**
 * Draws the card into a frame FW × FH: `place` maps card points to camera space, `shade(P, N)`
 * gives [diffuse, specular] there. Returns per frame pixel the card's u, v (NaN off the card)
 * and its two light terms.
 */
export function drawMesh(place, shade, W, H, FW, FH, focal) {
  const n = FW * FH;
  const out = {
    u: new Float32Array(n).fill(NaN),
    v: new Float32Array(n),
    diffuse: new Float32Array(n),
    spec: new Float32Array(n),
  };
  const depth = new Float32Array(n).fill(Infinity);
  const cols = Math.ceil(W / GRID) + 1;
  const rows = Math.ceil(H / GRID) + 1;
  const verts = [];
  for (let j = 0; j < rows; j += 1) {
    for (let i = 0; i < cols; i += 1) {
      const [u, v] = [Math.min(W, i * GRID), Math.min(H, j * GRID)];
      const P = place(u, v);
      const a = place(Math.min(W, u + 1), v);
      const b = place(u, Math.min(H, v + 1));
      const du = a.map((c, m) => c - P[m]);
      const dv = b.map((c, m) => c - P[m]);
      let N = [du[1] * dv[2] - du[2] * dv[1], du[2] * dv[0] - du[0] * dv[2], du[0] * dv[1] - du[1] * dv[0]];
      const len = Math.hypot(...N) || 1;
      N = N.map((c) => c / len);
      if (N[0] * P[0] + N[1] * P[1] + N[2] * P[2] > 0) N = N.map((c) => -c);
      const [d, s] = shade(P, N);
      verts.push({ X: FW / 2 + (focal * P[0]) / P[2], Y: FH / 2 + (focal * P[1]) / P[2], z: P[2], u, v, d, s });
    }
  }
  const tri = (A, B, C) => {
    const area = (B.X - A.X) * (C.Y - A.Y) - (C.X - A.X) * (B.Y - A.Y);
    if (Math.abs(area) < 1e-9) return;
    const [x0, x1] = [
      Math.max(0, Math.floor(Math.min(A.X, B.X, C.X))),
      Math.min(FW - 1, Math.ceil(Math.max(A.X, B.X, C.X))),
    ];
    const [y0, y1] = [
      Math.max(0, Math.floor(Math.min(A.Y, B.Y, C.Y))),
      Math.min(FH - 1, Math.ceil(Math.max(A.Y, B.Y, C.Y))),
    ];
    for (let y = y0; y <= y1; y += 1) {
      for (let x = x0; x <= x1; x += 1) {
        const [px, py] = [x + 0.5, y + 0.5];
        const wa = ((B.X - px) * (C.Y - py) - (C.X - px) * (B.Y - py)) / area;
        const wb = ((C.X - px) * (A.Y - py) - (A.X - px) * (C.Y - py)) / area;
        const wc = 1 - wa - wb;
        if (wa < -1e-6 || wb < -1e-6 || wc < -1e-6) continue;
        const o = y * FW + x;
        const z = wa * A.z + wb * B.z + wc * C.z;
        if (z >= depth[o]) continue;
        depth[o] = z;
        out.u[o] = wa * A.u + wb * B.u + wc * C.u;
        out.v[o] = wa * A.v + wb * B.v + wc * C.v;
        out.diffuse[o] = wa * A.d + wb * B.d + wc * C.d;
        out.spec[o] = wa * A.s + wb * B.s + wc * C.s;
      }
    }
  };
  for (let j = 0; j + 1 < rows; j += 1) {
    for (let i = 0; i + 1 < cols; i += 1) {
      const [a, b, c, d] = [
        verts[j * cols + i],
        verts[j * cols + i + 1],
        verts[(j + 1) * cols + i + 1],
        verts[(j + 1) * cols + i],
      ];
      tri(a, b, c);
      tri(a, c, d);
    }
  }
  return out;
}
