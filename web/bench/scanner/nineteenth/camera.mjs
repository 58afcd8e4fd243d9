// The nineteenth generator's camera (session 22): a phone close over a card in a restaurant, hotel
// lobby or café in the evening. The plane (surfaces.mjs) is seen through lens.mjs's projection;
// the light is warm and dim (tungsten or warm LED, white balance taking only part of the orange
// away, a pool from a pendant or candle for uneven light), an LED driven at mains frequency
// flickers and the rolling shutter records it as faint horizontal bands; the phone lifts the
// shadows (a flat tone curve) and the sensor's noise shows; the lens close at an angle keeps one
// end of the card sharp and the other soft (depth of field); a moving hand smears a few pictures
// along one direction (motion blur).
import { frameToPlane, placeCard } from './lens.mjs';
import { drawSvg, encode, LINEAR, rawPixels, rgbImage } from './pixels.mjs';
import { plane } from './surfaces.mjs';

/** How `condition`'s picture is taken. */
function settings(r, condition) {
  const uneven = condition === 'uneven light';
  return {
    fill: condition === 'small in frame' ? r.between(0.34, 0.44) : r.between(0.6, 0.76),
    lean:
      condition === 'slant'
        ? r.between(0.2, 0.3)
        : condition === 'clean'
          ? r.between(0.02, 0.07)
          : r.between(0.05, 0.14),
    turn: condition === 'tilt' ? r.choose([-1, 1]) * r.between(3, 10) : r.between(-2.2, 2.2),
    pool: uneven ? r.between(0.5, 0.7) : r.between(1.3, 1.9),
    ambient: uneven ? r.between(0.25, 0.4) : r.between(0.6, 0.75),
    flicker: r.between(0.03, condition === 'clean' ? 0.06 : 0.11),
    period: r.between(70, 220),
    noise: uneven ? r.between(6, 9) : condition === 'clean' ? r.between(2, 3.5) : r.between(3, 6.5),
    lift: r.between(0.04, 0.1),
    focus:
      condition === 'clean'
        ? r.between(0.6, 1.1)
        : condition === 'low resolution'
          ? r.between(0.6, 1.2)
          : r.between(1.0, 2.0),
  };
}

/** The colour of warm evening light (orange) and how much of it the white balance takes away. */
const WARM = [1.0, 0.7, 0.4];

/** The part of the plane the frame sees: [x0, y0, x1, y1], within a few card sizes. */
function seen(toPlane, fw, fh, W, H) {
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  const at = [0, 0];
  for (let i = 0; i <= 32; i += 1)
    for (const [x, y] of [
      [(fw * i) / 32, 0],
      [(fw * i) / 32, fh],
      [0, (fh * i) / 32],
      [fw, (fh * i) / 32],
    ]) {
      const [u, v] = toPlane(x, y, at);
      box[0] = Math.min(box[0], u);
      box[1] = Math.min(box[1], v);
      box[2] = Math.max(box[2], u);
      box[3] = Math.max(box[3], v);
    }
  const clamp = (v, lo, hi) => Math.round(Math.min(hi, Math.max(lo, v)));
  return [
    clamp(box[0] - 30, -1.8 * W, 0),
    clamp(box[1] - 30, -1.8 * H, 0),
    clamp(box[2] + 30, W, 2.8 * W),
    clamp(box[3] + 30, H, 2.8 * H),
  ];
}

/** The frame's weights for depth of field: 0 where the card's near end is sharp, 1 at its soft end. */
function focusRamp(quad, far, fw, fh) {
  const mid = (i, j) => [(quad[i][0] + quad[j][0]) / 2, (quad[i][1] + quad[j][1]) / 2];
  const ends = {
    top: [mid(2, 3), mid(0, 1)],
    bottom: [mid(0, 1), mid(2, 3)],
    left: [mid(1, 2), mid(0, 3)],
    right: [mid(0, 3), mid(1, 2)],
  }[far];
  const [[nx, ny], [fx, fy]] = ends;
  const [dx, dy] = [fx - nx, fy - ny];
  const len2 = dx * dx + dy * dy;
  const ramp = new Float32Array(fw * fh);
  for (let y = 0; y < fh; y += 1)
    for (let x = 0; x < fw; x += 1) {
      const t = ((x - nx) * dx + (y - ny) * dy) / len2;
      ramp[y * fw + x] = Math.min(1, Math.max(0, (t - 0.3) / 0.7));
    }
  return ramp;
}

/**
 * A photo of the card: `card` its SVG group in card units (W × H), with `defs` and outline `path`,
 * on `surface` under `condition`. Returns { rgb, width, height, scale }.
 */
export async function photograph(r, { card, defs, path, W, H, pen }, surface, condition) {
  const s = settings(r, condition);
  const [fw, fh] = H > W ? [1200, 1600] : [1600, 1200];
  const { quad, scale, far } = placeCard(r, s, W, H, fw, fh);
  const toPlane = frameToPlane(quad, W, H);
  const box = seen(toPlane, fw, fh, W, H);
  const res = Math.min(1, Math.max(0.45, scale * 1.35));
  const [tw, th] = [Math.ceil((box[2] - box[0]) * res), Math.ceil((box[3] - box[1]) * res)];
  const world = plane(r, surface, { card, defs, path, W, H, pen }, box);
  const tex = await drawSvg(world.svg, tw, th, `${box[0]} ${box[1]} ${box[2] - box[0]} ${box[3] - box[1]}`);
  const ground = [1, 3, 5].map((i) => LINEAR[parseInt(world.base.slice(i, i + 2), 16)]);

  // A pendant lamp or candle off one side; the white balance pulls only part of the orange back.
  const side = r.between(0, 2 * Math.PI);
  const [lx, ly] = [W / 2 + Math.cos(side) * W * 0.6, H / 2 + Math.sin(side) * H * 0.75];
  const spread = 2 * (s.pool * Math.max(W, H)) ** 2;
  const kept = r.between(0.6, 0.85);
  const cast = WARM.map((w) => 1 - kept + kept * w).map((c, _, all) => c / all[0]);
  const exposure = r.between(0.95, 1.05) / (s.ambient + (1 - s.ambient) * 0.85);
  const phase = r.between(0, 2 * Math.PI);

  const out = Buffer.alloc(fw * fh * 3);
  const at = [0, 0];
  for (let y = 0; y < fh; y += 1) {
    const band = 1 - s.flicker * (0.5 + 0.5 * Math.sin((2 * Math.PI * y) / s.period + phase));
    for (let x = 0; x < fw; x += 1) {
      toPlane(x, y, at);
      const [u, v] = at;
      const light =
        (s.ambient + (1 - s.ambient) * Math.exp(-((u - lx) ** 2 + (v - ly) ** 2) / spread)) * exposure * band;
      const tu = (u - box[0]) * res;
      const tv = (v - box[1]) * res;
      const o = (y * fw + x) * 3;
      const inside = tu >= 0 && tv >= 0 && tu < tw - 1 && tv < th - 1;
      const [iu, iv] = [Math.floor(tu), Math.floor(tv)];
      const [fu, fv] = [tu - iu, tv - iv];
      const a = (iv * tw + iu) * 3;
      for (let c = 0; c < 3; c += 1) {
        const lin = inside
          ? LINEAR[
              Math.round(
                tex[a + c] * (1 - fu) * (1 - fv) +
                  tex[a + 3 + c] * fu * (1 - fv) +
                  tex[a + tw * 3 + c] * (1 - fu) * fv +
                  tex[a + tw * 3 + 3 + c] * fu * fv,
              )
            ]
          : ground[c];
        out[o + c] = encode(lin * light * cast[c]);
      }
    }
  }
  const sharpFrame = await phoneTone(r, out, fw, fh, s);
  return { rgb: await depthOfField(sharpFrame, quad, far, fw, fh, s.focus), width: fw, height: fh, scale };
}

/** The phone in dim light: shadows lifted by a flat tone curve, then sensor noise and its smoothing. */
async function phoneTone(r, rgb, w, h, s) {
  const curve = Uint8Array.from({ length: 256 }, (_, i) =>
    Math.round(255 * (s.lift + (1 - s.lift * 1.6) * (i / 255) ** 0.9)),
  );
  const speckle = new Float32Array(Math.ceil(w / 2) * Math.ceil(h / 2) * 3);
  for (let i = 0; i < speckle.length; i += 1) speckle[i] = r.gauss() * s.noise * 0.6;
  const cw = Math.ceil(w / 2);
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      const grain = r.gauss() * s.noise;
      const o = (y * w + x) * 3;
      const q = ((y >> 1) * cw + (x >> 1)) * 3;
      for (let c = 0; c < 3; c += 1)
        rgb[o + c] = Math.max(0, Math.min(255, Math.round(curve[rgb[o + c]] + grain + speckle[q + c])));
    }
  const smoothed = s.noise > 5 ? rgbImage(rgb, w, h).median(3) : rgbImage(rgb, w, h).blur(0.5);
  return rawPixels(smoothed.sharpen({ sigma: 0.7, m1: 0.5, m2: 1 }), 3, w, h);
}

/** One end of the card sharp, the other out of focus up to a blur of σ `focus`. */
async function depthOfField(rgb, quad, far, w, h, focus) {
  const soft = await rawPixels(rgbImage(rgb, w, h).blur(focus), 3, w, h);
  const ramp = focusRamp(quad, far, w, h);
  const out = Buffer.alloc(rgb.length);
  for (let i = 0; i < ramp.length; i += 1)
    for (let c = 0; c < 3; c += 1)
      out[i * 3 + c] = Math.round(rgb[i * 3 + c] * (1 - ramp[i]) + soft[i * 3 + c] * ramp[i]);
  return out;
}

/** A hand moving while the shutter is open: a streak of `length` px at `angle`°. */
export async function motionBlur(rgb, w, h, length, angle) {
  const n = 2 * Math.ceil(length / 2) + 1;
  const kernel = new Array(n * n).fill(0);
  const rad = (angle * Math.PI) / 180;
  for (let t = -length / 2; t <= length / 2; t += 0.25) {
    const x = Math.round((n - 1) / 2 + t * Math.cos(rad));
    const y = Math.round((n - 1) / 2 + t * Math.sin(rad));
    kernel[y * n + x] += 1;
  }
  const sum = kernel.reduce((a, b) => a + b, 0);
  return rawPixels(rgbImage(rgb, w, h).convolve({ width: n, height: n, kernel: kernel.map((k) => k / sum) }), 3, w, h);
}
