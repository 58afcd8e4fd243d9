// The card's corners in the frame and the projection between the card and the frame: a
// homography found from the four corner pairs by Gaussian elimination with partial pivoting.
function solve(a, b) {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let i = c + 1; i < n; i++) if (Math.abs(m[i][c]) > Math.abs(m[p][c])) p = i;
    [m[c], m[p]] = [m[p], m[c]];
    for (let i = 0; i < n; i++) {
      if (i === c) continue;
      const f = m[i][c] / m[c][c];
      for (let k = c; k <= n; k++) m[i][k] -= f * m[c][k];
    }
  }
  return m.map((row, i) => row[n] / row[i]);
}

/** The homography taking each `from` point to its `to` point, as a function of (x, y). */
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
  const [h0, h1, h2, h3, h4, h5, h6, h7] = solve(a, b);
  return (x, y) => {
    const w = h6 * x + h7 * y + 1;
    return [(h0 * x + h1 * y + h2) / w, (h3 * x + h4 * y + h5) / w];
  };
}

/**
 * The card's corners (top-left, top-right, bottom-right, bottom-left) in the frame: a card w x h
 * centred at cx, cy, its far side shortened by `far` (toward the side named), turned by `turn` degrees.
 */
export function corners({ w, h, cx, cy, turn, far, side }) {
  const pts = [
    [-w / 2, -h / 2],
    [w / 2, -h / 2],
    [w / 2, h / 2],
    [-w / 2, h / 2],
  ];
  const shrunk = pts.map(([x, y]) => {
    if (side === 'top' || side === 'bottom') {
      const t = (side === 'top' ? 0.5 - y / h : 0.5 + y / h) * far;
      return [x * (1 - t), y * (1 - far * 0.35)];
    }
    const t = (side === 'left' ? 0.5 - x / w : 0.5 + x / w) * far;
    return [x * (1 - far * 0.35), y * (1 - t)];
  });
  const a = (turn * Math.PI) / 180;
  return shrunk.map(([x, y]) => [cx + x * Math.cos(a) - y * Math.sin(a), cy + x * Math.sin(a) + y * Math.cos(a)]);
}
