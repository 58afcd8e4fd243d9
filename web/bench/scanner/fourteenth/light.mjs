// The fourteenth generator's light (session 17), on the frame as floats 0–1: a room behind the
// hand, the lens's vignette, a shadow falling across the card, a glossy card's glare, a
// fluorescent tube's banding, and a phone's HDR tone mapping (shadows lifted by a local gain).

const WALLS = ['#c9c2b6', '#9fa8ad', '#d8cfc0', '#7d8a7a', '#b7a48f', '#e3e1dc', '#6f7580'];
const THINGS = ['#3b4a5a', '#8a6d4f', '#f4efe2', '#2f3b2c', '#a33b2c', '#d9c38b', '#556b8a'];

/** A room out of focus behind the hand: a wall, a desk's edge and a few blurred things (SVG). */
export function roomSvg(r, fw, fh) {
  const wall = r.pick(WALLS);
  const desk = r.pick(['#5a4634', '#7b634a', '#3f3a36', '#a89680']);
  const edge = fh * r.real(0.55, 0.85);
  const things = Array.from({ length: r.int(3, 6) }, () => {
    const [x, y, w, h] = [r.real(0, fw), r.real(0, fh), r.real(0.1, 0.35) * fw, r.real(0.1, 0.4) * fh];
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" rx="${(w / 6).toFixed(0)}" fill="${r.pick(THINGS)}" fill-opacity="${r.real(0.4, 0.9).toFixed(2)}"/>`;
  });
  const window = `<rect x="${r.real(0, fw * 0.7).toFixed(0)}" y="0" width="${(fw * 0.3).toFixed(0)}" height="${(edge * 0.6).toFixed(0)}" fill="#fbfbf6" fill-opacity="${r.real(0.2, 0.6).toFixed(2)}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${fw}" height="${fh}"><rect width="${fw}" height="${fh}" fill="${wall}"/>` +
    `${window}<rect x="0" y="${edge.toFixed(0)}" width="${fw}" height="${fh}" fill="${desk}"/>${things.join('')}</svg>`
  );
}

/**
 * Multiplies the frame by the light falling on it: the vignette (to `corner` at the corners)
 * times, if `shadow` is given, a soft shadow edge ({ angle, at, depth, soft }: the light falls to
 * `depth` past the line through `at` at `angle`, over `soft` px).
 */
export function light(rgb, fw, fh, corner, shadow, tint) {
  const [cx, cy, rr] = [fw / 2, fh / 2, Math.hypot(fw / 2, fh / 2)];
  const [nx, ny] = shadow ? [Math.cos(shadow.angle), Math.sin(shadow.angle)] : [0, 0];
  for (let y = 0; y < fh; y += 1) {
    for (let x = 0; x < fw; x += 1) {
      const d = Math.hypot(x - cx, y - cy) / rr;
      let l = 1 - (1 - corner) * d * d;
      if (shadow) {
        const s = ((x - shadow.at[0]) * nx + (y - shadow.at[1]) * ny) / shadow.soft;
        const t = Math.min(1, Math.max(0, s + 0.5));
        l *= 1 - (1 - shadow.depth) * t * t * (3 - 2 * t);
      }
      const o = (y * fw + x) * 3;
      for (let c = 0; c < 3; c += 1) rgb[o + c] *= l * tint[c];
    }
  }
}

/** A glossy card's glare: an elongated hot spot ({ at, rx, ry, angle, peak }) on what `cover` holds. */
export function glare(rgb, cover, fw, fh, spot) {
  const [ca, sa] = [Math.cos(spot.angle), Math.sin(spot.angle)];
  for (let y = 0; y < fh; y += 1) {
    for (let x = 0; x < fw; x += 1) {
      const o = y * fw + x;
      if (!cover[o]) continue;
      const [dx, dy] = [x - spot.at[0], y - spot.at[1]];
      const u = (dx * ca + dy * sa) / spot.rx;
      const v = (-dx * sa + dy * ca) / spot.ry;
      const g = spot.peak * Math.exp(-(u * u + v * v)) * cover[o];
      for (let c = 0; c < 3; c += 1) rgb[o * 3 + c] += g * (1 - rgb[o * 3 + c]);
    }
  }
}

/** A fluorescent tube's flicker caught by the rolling shutter: rows brighter and darker in turn. */
export function banding(rgb, fw, fh, { depth, period, phase }) {
  for (let y = 0; y < fh; y += 1) {
    const k = 1 + depth * Math.sin((2 * Math.PI * y) / period + phase);
    for (let i = y * fw * 3; i < (y + 1) * fw * 3; i += 1) rgb[i] *= k;
  }
}

/** A phone's HDR: each pixel's gain pulls its neighbourhood's light (`local`, 0–1) toward mid grey. */
export function toneMap(rgb, local, fw, fh, strength) {
  for (let o = 0; o < fw * fh; o += 1) {
    const gain = Math.min(2.2, Math.max(0.75, ((0.55 + 0.05) / (local[o] + 0.05)) ** strength));
    for (let c = 0; c < 3; c += 1) rgb[o * 3 + c] *= gain;
  }
}

/** Luma and chroma noise of `sigma` (a dim room's sensor gain), from the seeded stream. */
export function noise(r, rgb, fw, fh, sigma) {
  const gauss = () => Math.sqrt(-2 * Math.log(1 - r.real())) * Math.cos(2 * Math.PI * r.real());
  for (let o = 0; o < fw * fh; o += 1) {
    const luma = gauss() * sigma;
    for (let c = 0; c < 3; c += 1) rgb[o * 3 + c] += luma + gauss() * sigma * 0.45;
  }
}

/** Auto-exposure: the gain that brings the card's brightest 3 % (where `cover` holds) to 0.93. */
export function expose(rgb, cover, count) {
  const bins = new Uint32Array(256);
  let seen = 0;
  for (let o = 0; o < count; o += 1) {
    if (cover[o] < 0.5) continue;
    const luma = 0.3 * rgb[o * 3] + 0.59 * rgb[o * 3 + 1] + 0.11 * rgb[o * 3 + 2];
    bins[Math.min(255, Math.max(0, Math.round(luma * 255)))] += 1;
    seen += 1;
  }
  let bin = 255;
  for (let above = 0; bin > 0 && above + bins[bin] < seen * 0.03; bin -= 1) above += bins[bin];
  const gain = Math.min(2.6, Math.max(0.8, 0.93 / Math.max(bin / 255, 0.05)));
  for (let i = 0; i < count * 3; i += 1) rgb[i] *= gain;
}
