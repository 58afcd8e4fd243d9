// The fourteenth generator's optics (session 17): where a hand-held card's corners fall in the
// frame (turned in space and seen through a pinhole), the plane-to-plane map they fix (solved
// here by Gaussian elimination with partial pivoting), and a rolling-shutter read of the sheet
// through it — each row of the sensor read a moment later, the hand drifting sideways meanwhile.

/** The 3 × 3 map (row-major, last entry 1) taking the four points `from` to the four `to`. */
export function planeMap(from, to) {
  const rows = [];
  from.forEach(([x, y], i) => {
    const [u, v] = to[i];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  for (let c = 0; c < 8; c += 1) {
    let best = c;
    for (let k = c + 1; k < 8; k += 1) if (Math.abs(rows[k][c]) > Math.abs(rows[best][c])) best = k;
    [rows[c], rows[best]] = [rows[best], rows[c]];
    for (let k = 0; k < 8; k += 1) {
      if (k === c) continue;
      const f = rows[k][c] / rows[c][c];
      for (let j = c; j < 9; j += 1) rows[k][j] -= f * rows[c][j];
    }
  }
  return [...rows.map((row, c) => row[8] / row[c]), 1];
}

/**
 * The frame positions of a W × H card's corners (clockwise from top left) for a card turned by
 * `roll`, `pitch`, `yaw` (degrees), its width spanning `span` px about the frame point `centre`,
 * seen from `distance` card widths away.
 */
export function cornersInFrame({ roll, pitch, yaw, span, centre, distance }, W, H) {
  const rad = Math.PI / 180;
  const [cr, sr, cp, sp, cy, sy] = [
    Math.cos(roll * rad),
    Math.sin(roll * rad),
    Math.cos(pitch * rad),
    Math.sin(pitch * rad),
    Math.cos(yaw * rad),
    Math.sin(yaw * rad),
  ];
  return [
    [-0.5, -0.5 * (H / W)],
    [0.5, -0.5 * (H / W)],
    [0.5, 0.5 * (H / W)],
    [-0.5, 0.5 * (H / W)],
  ].map(([x, y]) => {
    const [x1, z1] = [x * cy, -x * sy];
    const [y2, z2] = [y * cp - z1 * sp, y * sp + z1 * cp];
    const [x3, y3] = [x1 * cr - y2 * sr, x1 * sr + y2 * cr];
    const k = distance / (distance + z2);
    return [centre[0] + x3 * k * span, centre[1] + y3 * k * span];
  });
}

/**
 * The sheet (RGBA `pixels`, sw × sh) seen in a fw × fh frame through `map` (frame → sheet),
 * row y read as if the frame had moved `shutter(y)` px sideways: { rgb (Float32, 0–1), cover }.
 */
export function readThrough(pixels, sw, sh, map, fw, fh, shutter) {
  const rgb = new Float32Array(fw * fh * 3);
  const cover = new Float32Array(fw * fh);
  const [a, b, c, d, e, f, g, h] = map;
  for (let y = 0; y < fh; y += 1) {
    const shift = shutter(y);
    for (let x = 0; x < fw; x += 1) {
      const fx = x + 0.5 - shift;
      const fy = y + 0.5;
      const w = g * fx + h * fy + 1;
      const sx = (a * fx + b * fy + c) / w - 0.5;
      const sy = (d * fx + e * fy + f) / w - 0.5;
      if (sx < -1 || sy < -1 || sx > sw || sy > sh) continue;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const tx = sx - x0;
      const ty = sy - y0;
      let r = 0;
      let gg = 0;
      let bb = 0;
      let al = 0;
      for (let k = 0; k < 4; k += 1) {
        const px = x0 + (k & 1);
        const py = y0 + (k >> 1);
        if (px < 0 || py < 0 || px >= sw || py >= sh) continue;
        const wt = (k & 1 ? tx : 1 - tx) * (k >> 1 ? ty : 1 - ty);
        const i = (py * sw + px) * 4;
        const aw = (pixels[i + 3] / 255) * wt;
        r += pixels[i] * aw;
        gg += pixels[i + 1] * aw;
        bb += pixels[i + 2] * aw;
        al += aw;
      }
      if (al <= 0) continue;
      const o = y * fw + x;
      rgb[o * 3] = r / al / 255;
      rgb[o * 3 + 1] = gg / al / 255;
      rgb[o * 3 + 2] = bb / al / 255;
      cover[o] = al;
    }
  }
  return { rgb, cover };
}
