// The eighteenth generator's optics (session 21): where a wide-angle phone lens close to the card
// puts it in the frame. A homography takes the card's plane to an ideal pinhole picture, and a
// barrel term (the lens's radial distortion) bends that picture's straight lines outward.

/** Solves the n × n system `a` x = `b` by Gauss–Jordan elimination with partial pivoting. */
function solve(a, b) {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c += 1) {
    let best = c;
    for (let r = c + 1; r < n; r += 1) if (Math.abs(m[r][c]) > Math.abs(m[best][c])) best = r;
    [m[c], m[best]] = [m[best], m[c]];
    for (let r = 0; r < n; r += 1) {
      if (r === c) continue;
      const f = m[r][c] / m[c][c];
      for (let j = c; j <= n; j += 1) m[r][j] -= f * m[c][j];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/** The homography taking the four points `from` to `to` (each [[x, y] × 4]), as a 3 × 3 list of 9. */
export function homography(from, to) {
  const a = [];
  const b = [];
  for (let i = 0; i < 4; i += 1) {
    const [x, y] = from[i];
    const [X, Y] = to[i];
    a.push([x, y, 1, 0, 0, 0, -x * X, -y * X]);
    b.push(X);
    a.push([0, 0, 0, x, y, 1, -x * Y, -y * Y]);
    b.push(Y);
  }
  return [...solve(a, b), 1];
}

/** Point (x, y) taken through homography `h`. */
export function through(h, x, y) {
  const w = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
}

/**
 * Where the lens's ideal (undistorted) picture has the pixel (x, y) of a frame `w` × `h` with
 * barrel terms k1, k2: the ideal point lies further out than the one the sensor records.
 */
export function undistort(x, y, w, h, k1, k2) {
  const [cx, cy] = [w / 2, h / 2];
  const half = Math.hypot(cx, cy);
  const [nx, ny] = [(x - cx) / half, (y - cy) / half];
  const r2 = nx * nx + ny * ny;
  const f = 1 + k1 * r2 + k2 * r2 * r2;
  return [cx + nx * f * half, cy + ny * f * half];
}
