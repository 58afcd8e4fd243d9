// The fifteenth generator's lens (session 18): the card's plane turned in space (pitch, yaw, roll)
// at a distance that gives it the width asked for in the frame, seen through a pinhole, and the
// sheet round it mapped into the frame by the homography of its four corners.

/** Solves the n × n system `a` x = `b` by elimination with partial pivoting. */
function solve(a, b) {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c += 1) {
    let best = c;
    for (let i = c + 1; i < n; i += 1) if (Math.abs(m[i][c]) > Math.abs(m[best][c])) best = i;
    [m[c], m[best]] = [m[best], m[c]];
    for (let i = 0; i < n; i += 1) {
      if (i === c) continue;
      const f = m[i][c] / m[c][c];
      for (let j = c; j <= n; j += 1) m[i][j] -= f * m[c][j];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/** The homography taking the four points `from` to `to`, as [h0 … h7] (h8 = 1). */
export function homography(from, to) {
  const a = [];
  const b = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  });
  return solve(a, b);
}

/**
 * Where the card's corners land in a frame FW × FH: the card (W × H) turned by `pitch`, `yaw`,
 * `roll` (degrees), its centre at (cx, cy) of the frame, its nearer width about `width` px, seen
 * by a pinhole of focal length `focal` px. Corners clockwise from the top left.
 */
export function corners({ W, H, pitch, yaw, roll, width, cx, cy, focal }) {
  const [p, y, r] = [pitch, yaw, roll].map((d) => (d * Math.PI) / 180);
  const turn = ([x0, y0]) => {
    const [x1, y1, z1] = [x0, y0 * Math.cos(p), y0 * Math.sin(p)];
    const [x2, z2] = [x1 * Math.cos(y) + z1 * Math.sin(y), -x1 * Math.sin(y) + z1 * Math.cos(y)];
    return [x2 * Math.cos(r) - y1 * Math.sin(r), x2 * Math.sin(r) + y1 * Math.cos(r), z2];
  };
  const flat = [
    [-W / 2, -H / 2],
    [W / 2, -H / 2],
    [W / 2, H / 2],
    [-W / 2, H / 2],
  ].map(turn);
  const distance = (focal * W) / width;
  return flat.map(([x, yy, z]) => [cx + (focal * x) / (distance + z), cy + (focal * yy) / (distance + z)]);
}

/**
 * The sheet (RGBA `pixels`, sw × sh) mapped into an RGB frame FW × FH over `behind` (RGB, same
 * size) by `h`, the homography from frame to sheet; bilinear, composited by the sheet's alpha.
 */
export function warp(pixels, sw, sh, h, behind, FW, FH) {
  const out = Buffer.from(behind);
  for (let y = 0; y < FH; y += 1) {
    for (let x = 0; x < FW; x += 1) {
      const w = h[6] * x + h[7] * y + 1;
      const u = (h[0] * x + h[1] * y + h[2]) / w;
      const v = (h[3] * x + h[4] * y + h[5]) / w;
      if (u < 0 || v < 0 || u >= sw - 1 || v >= sh - 1) continue;
      const [u0, v0] = [Math.floor(u), Math.floor(v)];
      const [fu, fv] = [u - u0, v - v0];
      const at = (v0 * sw + u0) * 4;
      // Colours weighted by their alpha, so a transparent pixel's black never bleeds into an edge.
      const weights = [(1 - fu) * (1 - fv), fu * (1 - fv), (1 - fu) * fv, fu * fv];
      const taps = [at, at + 4, at + sw * 4, at + sw * 4 + 4];
      const px = [0, 0, 0, 0];
      taps.forEach((t, i) => {
        const a = (pixels[t + 3] / 255) * weights[i];
        for (let c = 0; c < 3; c += 1) px[c] += pixels[t + c] * a;
        px[3] += a;
      });
      const o = (y * FW + x) * 3;
      for (let c = 0; c < 3; c += 1) out[o + c] = Math.round(px[c] + out[o + c] * (1 - px[3]));
    }
  }
  return out;
}
