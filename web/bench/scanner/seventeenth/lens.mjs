// The seventeenth generator's lens (session 20): a flat sheet (a card or a screen) W × H turned by
// roll, pitch and yaw, its centre at (cx, cy) px off the frame's centre and as far away as makes it
// `width` px wide, seen through a pinhole of focal length `focal`: each frame pixel's ray meets the
// sheet's plane, giving the sheet point it shows.

/** (x, y) in a frame FW × FH -> [u, v] on the sheet, or null where the ray misses its plane. */
export function sheetLookup({ W, H, pitch, yaw, roll, width, cx, cy, focal, FW, FH }) {
  const [a, b, c] = [pitch, yaw, roll].map((d) => (d * Math.PI) / 180);
  const turn = ([x, y, z]) => {
    const [x1, y1] = [x * Math.cos(c) - y * Math.sin(c), x * Math.sin(c) + y * Math.cos(c)];
    const [y2, z2] = [y1 * Math.cos(a) - z * Math.sin(a), y1 * Math.sin(a) + z * Math.cos(a)];
    return [x1 * Math.cos(b) + z2 * Math.sin(b), y2, -x1 * Math.sin(b) + z2 * Math.cos(b)];
  };
  const U = turn([1, 0, 0]);
  const V = turn([0, 1, 0]);
  const N = [U[1] * V[2] - U[2] * V[1], U[2] * V[0] - U[0] * V[2], U[0] * V[1] - U[1] * V[0]];
  const d = (focal * W) / width;
  const C = [(cx * d) / focal, (cy * d) / focal, d];
  const nc = N[0] * C[0] + N[1] * C[1] + N[2] * C[2];
  return (x, y) => {
    const q = [(x - FW / 2) / focal, (y - FH / 2) / focal, 1];
    const nq = N[0] * q[0] + N[1] * q[1] + N[2] * q[2];
    if (Math.abs(nq) < 1e-9) return null;
    const t = nc / nq;
    const P = [t * q[0] - C[0], t * q[1] - C[1], t * q[2] - C[2]];
    return [P[0] * U[0] + P[1] * U[1] + P[2] * U[2] + W / 2, P[0] * V[0] + P[1] * V[1] + P[2] * V[2] + H / 2];
  };
}
