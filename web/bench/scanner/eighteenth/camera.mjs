// The eighteenth generator's camera (session 21): a phone with a wide-angle lens held close over an
// office desk. The card's plane (desk.mjs) goes through a homography (keystone from a low angle,
// the card turned) and the lens's barrel distortion (optics.mjs); the light is a warm desk lamp
// mixed with a cold ceiling tube or window, so the colour cast changes across the card and the
// camera's white balance corrects it only in part; the lens darkens the corners; a laminated or
// glossy card shows a soft sheen band; the sensor adds grain and colour speckle at high ISO that
// the phone's noise reduction then smears. Some pictures come out turned a quarter (a phone held
// upright, EXIF orientation left at 1) or upside down.
import { deskPlane } from './desk.mjs';
import { homography, through, undistort } from './optics.mjs';
import { fromRgb, rasterise, readRaw, TO_LINEAR, toSrgb } from './pixels.mjs';

const WARM = [1.0, 0.78, 0.52];
const COLD = [0.84, 0.96, 1.14];

/** How each condition's picture is taken: fill (card's long side / frame's), keystone, turn (°), light. */
function shot(r, condition) {
  const uneven = condition === 'uneven light';
  return {
    fill: condition === 'small in frame' ? r.real(0.36, 0.45) : r.real(0.6, 0.76),
    keystone:
      condition === 'slant' ? r.real(0.2, 0.3) : condition === 'clean' ? r.real(0.03, 0.08) : r.real(0.06, 0.15),
    turn: condition === 'tilt' ? r.pick([-1, 1]) * r.real(3, 10) : r.real(-2, 2),
    ambient: uneven ? r.real(0.22, 0.32) : r.real(0.55, 0.7),
    lamp: uneven ? r.real(0.9, 1.1) : r.real(0.25, 0.45),
    reach: uneven ? r.real(0.5, 0.7) : r.real(1.1, 1.5),
    grain: uneven ? r.real(7, 11) : condition === 'clean' ? r.real(1.5, 3) : r.real(3, 6),
    barrel: condition === 'clean' ? r.real(0.04, 0.08) : r.real(0.08, 0.15),
  };
}

/** The card's four corners in the ideal picture of a frame fw × fh, for a card W × H seen as `s`. */
function corners(r, s, W, H, fw, fh) {
  const scale = (s.fill * Math.max(fw, fh)) / Math.max(W, H);
  const [a, b] = [(W * scale) / 2, (H * scale) / 2];
  const fromSide = r.coin(0.25);
  const k = s.keystone;
  // The far edge (top, or a side) narrows and the card shortens toward it.
  const squeeze = ([x, y]) => {
    if (fromSide) return [x * (1 - k * 0.4), y * (x < 0 ? 1 - k : 1 + k * 0.35)];
    return [x * (y < 0 ? 1 - k : 1 + k * 0.35), y * (1 - k * 0.4)];
  };
  const t = (s.turn * Math.PI) / 180;
  const [cx, cy] = [fw / 2 + r.real(-0.05, 0.05) * fw, fh / 2 + r.real(-0.05, 0.05) * fh];
  const quad = [
    [-a, -b],
    [a, -b],
    [a, b],
    [-a, b],
  ].map((p) => {
    const [x, y] = squeeze(p);
    return [cx + x * Math.cos(t) - y * Math.sin(t), cy + x * Math.sin(t) + y * Math.cos(t)];
  });
  return { quad, scale };
}

/** The box of the card's plane the frame sees, kept within a few card sizes of it. */
function seenBox(toPlane, fw, fh, k1, W, H) {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i <= 40; i += 1) {
    for (const [x, y] of [
      [(fw * i) / 40, 0],
      [(fw * i) / 40, fh],
      [0, (fh * i) / 40],
      [fw, (fh * i) / 40],
    ]) {
      const [u, v] = through(toPlane, ...undistort(x, y, fw, fh, k1, k1 * 0.3));
      [x0, y0, x1, y1] = [Math.min(x0, u), Math.min(y0, v), Math.max(x1, u), Math.max(y1, v)];
    }
  }
  const clip = (v, lo, hi) => Math.round(Math.min(hi, Math.max(lo, v)));
  return [clip(x0 - 20, -1.6 * W, 0), clip(y0 - 20, -1.6 * H, 0), clip(x1 + 20, W, 2.6 * W), clip(y1 + 20, H, 2.6 * H)];
}

/** Hex colour to linear RGB. */
const linearOf = (hex) => [1, 3, 5].map((i) => TO_LINEAR[parseInt(hex.slice(i, i + 2), 16)]);

/**
 * A photo of the card (its SVG body `card`, W × H) in `scene` under `condition`: RGB bytes with
 * their width and height, and how the photo was turned.
 */
export async function photograph(r, pen, { card, W, H, scene, glossy }, condition) {
  const s = shot(r, condition);
  const [fw, fh] = H > W ? [1200, 1600] : [1600, 1200];
  const { quad, scale } = corners(r, s, W, H, fw, fh);
  const cardCorners = [
    [0, 0],
    [W, 0],
    [W, H],
    [0, H],
  ];
  const toPlane = homography(quad, cardCorners);
  const k1 = s.barrel;
  const box = seenBox(toPlane, fw, fh, k1, W, H);
  const sc = Math.min(1, Math.max(0.5, scale * 1.3));
  const [tw, th] = [Math.ceil((box[2] - box[0]) * sc), Math.ceil((box[3] - box[1]) * sc)];
  const plane = deskPlane(r, pen, scene, card, W, H, box);
  const tex = await rasterise(plane.svg, tw, th, `${box[0]} ${box[1]} ${box[2] - box[0]} ${box[3] - box[1]}`);
  const beyond = linearOf(plane.base);

  // The lamp stands off one side of the card; the tube or window lights everything coldly.
  const side = r.real(0, 2 * Math.PI);
  const [lx, ly] = [W / 2 + Math.cos(side) * W * 0.55, H / 2 + Math.sin(side) * H * 0.7];
  const reach2 = 2 * (s.reach * Math.max(W, H)) ** 2;
  const peak = s.ambient + s.lamp;
  // White balance: the camera pulls the mixed light's mean most of the way to neutral.
  const mix = s.lamp / (s.ambient + s.lamp);
  const mean = WARM.map((w, c) => mix * w + (1 - mix) * COLD[c]);
  const corrected = r.real(0.45, 0.7);
  const balance = mean.map((m) => (1 + (1 - corrected) * (m - 1)) / m);
  const vignette = r.real(0.18, 0.38);
  const gain =
    condition === 'uneven light' ? r.real(0.95, 1.1) / peak : r.real(0.98, 1.06) / (s.ambient + s.lamp * 0.8);
  const sheen = glossy
    ? { angle: r.real(0, Math.PI), at: r.real(0.3, 0.7), width: r.real(28, 55), strength: r.real(0.18, 0.32) }
    : null;

  const out = Buffer.alloc(fw * fh * 3);
  const [cx, cy, half] = [fw / 2, fh / 2, Math.hypot(fw / 2, fh / 2)];
  for (let y = 0; y < fh; y += 1) {
    for (let x = 0; x < fw; x += 1) {
      const [xu, yu] = undistort(x, y, fw, fh, k1, k1 * 0.3);
      const [u, v] = through(toPlane, xu, yu);
      const [tu, tv] = [(u - box[0]) * sc, (v - box[1]) * sc];
      const light = (s.ambient + s.lamp * Math.exp(-((u - lx) ** 2 + (v - ly) ** 2) / reach2)) * gain;
      const warmth = Math.min(1, (light / gain - s.ambient) / Math.max(1e-6, light / gain));
      let shine = 0;
      if (sheen && u >= 0 && u <= W && v >= 0 && v <= H) {
        const d = (u - W * sheen.at) * Math.cos(sheen.angle) + (v - H / 2) * Math.sin(sheen.angle);
        shine = sheen.strength * Math.exp(-((d / sheen.width) ** 2));
      }
      const rr = ((x - cx) ** 2 + (y - cy) ** 2) / (half * half);
      const dim = 1 - vignette * rr;
      const o = (y * fw + x) * 3;
      const inside = tu >= 0 && tv >= 0 && tu < tw - 1 && tv < th - 1;
      const [u0, v0] = [Math.floor(tu), Math.floor(tv)];
      const [fu, fv] = [tu - u0, tv - v0];
      const a = (v0 * tw + u0) * 3;
      for (let c = 0; c < 3; c += 1) {
        const surface = inside
          ? TO_LINEAR[
              Math.round(
                tex[a + c] * (1 - fu) * (1 - fv) +
                  tex[a + 3 + c] * fu * (1 - fv) +
                  tex[a + tw * 3 + c] * (1 - fu) * fv +
                  tex[a + tw * 3 + 3 + c] * fu * fv,
              )
            ]
          : beyond[c];
        const tint = warmth * WARM[c] + (1 - warmth) * COLD[c];
        out[o + c] = toSrgb((surface * light * tint * balance[c] + shine) * dim);
      }
    }
  }
  return { data: await sensor(r, out, fw, fh, s.grain), width: fw, height: fh, scale };
}

/** Grain and colour speckle at high ISO, then the phone's noise reduction and sharpening. */
async function sensor(r, rgb, w, h, grain) {
  const chroma = new Float32Array(Math.ceil(w / 2) * Math.ceil(h / 2) * 3).map(
    () => (r.real() + r.real() + r.real() - 1.5) * grain * 1.1,
  );
  const cw = Math.ceil(w / 2);
  for (let y = 0; y < h; y += 1) {
    for (let x = 0; x < w; x += 1) {
      const luma = (r.real() + r.real() + r.real() - 1.5) * grain * 2;
      const o = (y * w + x) * 3;
      const q = ((y >> 1) * cw + (x >> 1)) * 3;
      for (let c = 0; c < 3; c += 1)
        rgb[o + c] = Math.max(0, Math.min(255, Math.round(rgb[o + c] + luma + chroma[q + c])));
    }
  }
  let pipeline = fromRgb(rgb, w, h);
  if (grain > 6) pipeline = pipeline.median(3);
  else if (grain > 3) pipeline = pipeline.blur(0.55);
  return readRaw(pipeline.sharpen({ sigma: 0.8, m1: 0.6, m2: 1.2 }), 3, w, h);
}
