// The nineteenth generator's lens (session 22): where the card's plane falls in the frame. The
// card's four corners are placed in the frame (its size, turn and the perspective of a phone held
// close at an angle), and the frame is mapped back onto the plane by the inverse of Heckbert's
// closed-form unit-square-to-quadrilateral projection, written as a 3 × 3 matrix and inverted by
// its adjugate.

/** The projective map taking the unit square's corners (0,0) (1,0) (1,1) (0,1) to `q`. */
function squareTo(q) {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q;
  const [sx, sy] = [x0 - x1 + x2 - x3, y0 - y1 + y2 - y3];
  const [dx1, dx2, dy1, dy2] = [x1 - x2, x3 - x2, y1 - y2, y3 - y2];
  const den = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / den;
  const h = (dx1 * sy - sx * dy1) / den;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

/** The adjugate of the 3 × 3 matrix `m` (its inverse up to scale, enough for a projective map). */
function adjugate(m) {
  const [a, b, c, d, e, f, g, h, i] = m;
  return [
    e * i - f * h,
    c * h - b * i,
    b * f - c * e,
    f * g - d * i,
    a * i - c * g,
    c * d - a * f,
    d * h - e * g,
    b * g - a * h,
    a * e - b * d,
  ];
}

/**
 * The map from frame pixels to the card's plane (card units, W × H) for a card whose corners land
 * on `quad` in the frame: (x, y) -> [u, v], written into `out` to allocate nothing per pixel.
 */
export function frameToPlane(quad, W, H) {
  const m = adjugate(squareTo(quad));
  return (x, y, out) => {
    const w = m[6] * x + m[7] * y + m[8];
    out[0] = ((m[0] * x + m[1] * y + m[2]) / w) * W;
    out[1] = ((m[3] * x + m[4] * y + m[5]) / w) * H;
    return out;
  };
}

/**
 * Where the card's corners fall in a frame fw × fh: its long side `fill` of the frame's long side,
 * turned `turn`°, foreshortened by `lean` toward a far edge (the top, or a side), off centre a
 * little. Returns { quad, scale (frame px per card unit) }.
 */
export function placeCard(r, { fill, turn, lean }, W, H, fw, fh) {
  const scale = (fill * Math.max(fw, fh)) / Math.max(W, H);
  const [a, b] = [(W * scale) / 2, (H * scale) / 2];
  const far = r.choose(['top', 'top', 'top', 'left', 'right', 'bottom']);
  const corner = ([x, y]) => {
    // The far edge narrows and the card shortens toward it, as a plane seen at an angle.
    if (far === 'top' || far === 'bottom') {
      const t = (far === 'top' ? y < 0 : y > 0) ? 1 - lean : 1 + lean * 0.3;
      return [x * t, y * (1 - lean * 0.35)];
    }
    const t = (far === 'left' ? x < 0 : x > 0) ? 1 - lean : 1 + lean * 0.3;
    return [x * (1 - lean * 0.35), y * t];
  };
  const rad = (turn * Math.PI) / 180;
  const [cx, cy] = [fw * (0.5 + r.between(-0.05, 0.05)), fh * (0.5 + r.between(-0.05, 0.05))];
  const quad = [
    [-a, -b],
    [a, -b],
    [a, b],
    [-a, b],
  ].map((p) => {
    const [x, y] = corner(p);
    return [cx + x * Math.cos(rad) - y * Math.sin(rad), cy + x * Math.sin(rad) + y * Math.cos(rad)];
  });
  return { quad, scale, far };
}
