// The picture of a card: the card placed in its scene by a homography, its shadow, what holds it,
// the light of the place, then the camera: a phone (1600 x 1200 or held upright), a phone's
// portrait mode (the background blurred, a sharp halo left round the card where the depth mask
// misses), or a laptop's webcam (1280 x 720, fixed focus, a video encoder's 4:2:0 blocks).
import sharp from 'sharp';
import { corners, homography } from './geometry.mjs';
import { blurPlane, blurRgb, disc, rawPixels } from './pixels.mjs';
import { SCENES } from './surfaces.mjs';

const CASTS = {
  fluorescent: [0.93, 1.0, 1.03],
  kitchen: [1.0, 0.98, 0.93],
  daylight: [0.98, 1.0, 1.03],
  windscreen: [1.04, 1.0, 0.93],
  screen: [0.9, 0.97, 1.07],
};

/** Where the card sits: its size, place, turn and foreshortening, by condition and camera. */
function pose(r, condition, camera, fw, fh, aspect) {
  const across =
    condition === 'small in frame'
      ? r.range(0.32, 0.42)
      : camera === 'webcam'
        ? r.range(0.44, 0.58)
        : r.range(0.6, 0.76);
  const w = Math.min(fw * across, fh * 0.86 * aspect);
  const turn = condition === 'tilt' ? r.pick([-1, 1]) * r.range(3, 10) : r.range(-2.2, 2.2);
  const far = condition === 'slant' ? r.range(0.18, 0.3) : r.range(0.02, 0.11);
  return {
    w,
    h: w / aspect,
    cx: fw / 2 + r.range(-0.06, 0.06) * fw * (1 - across),
    cy: fh / 2 + r.range(-0.06, 0.06) * fh,
    turn,
    far,
    side: r.pick(['top', 'top', 'bottom', 'left', 'right']),
  };
}

async function cardRaster(svg, w, h) {
  const pad = 2;
  const data = await rawPixels(
    sharp(Buffer.from(svg))
      .resize(w, h, { fit: 'fill' })
      .ensureAlpha()
      .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: 0, g: 0, b: 0, alpha: 0 } }),
    w + 2 * pad,
    h + 2 * pad,
    4,
  );
  return { data, width: w + 2 * pad, pad };
}

function sample({ data, width }, height, u, v, out) {
  const x0 = Math.floor(u);
  const y0 = Math.floor(v);
  if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) return 0;
  const fx = u - x0;
  const fy = v - y0;
  const i = (y0 * width + x0) * 4;
  const j = i + width * 4;
  const wts = [(1 - fx) * (1 - fy), fx * (1 - fy), (1 - fx) * fy, fx * fy];
  const at = [i, i + 4, j, j + 4];
  let a = 0;
  out[0] = out[1] = out[2] = 0;
  for (let k = 0; k < 4; k++) {
    const al = (data[at[k] + 3] / 255) * wts[k];
    a += al;
    for (let c = 0; c < 3; c++) out[c] += data[at[k] + c] * al;
  }
  if (a > 0) for (let c = 0; c < 3; c++) out[c] /= a;
  return a;
}

const SKIN = [
  [224, 172, 138],
  [141, 92, 62],
  [198, 140, 102],
  [96, 62, 44],
];

/** Draws the card into the frame; answers the card's coverage and the forward map (card to frame). */
async function placeCard(r, svg, place, fw, fh, aspect) {
  const cw = Math.round(place.w);
  const ch = Math.round(place.w / aspect);
  const raster = await cardRaster(svg, cw, ch);
  const quad = corners(place);
  const rect = [
    [0, 0],
    [cw, 0],
    [cw, ch],
    [0, ch],
  ];
  const back = homography(quad, rect);
  const forward = homography(rect, quad);
  const xs = quad.map((p) => p[0]);
  const ys = quad.map((p) => p[1]);
  const layer = new Float32Array(fw * fh * 3);
  const cover = new Float32Array(fw * fh);
  const px = [0, 0, 0];
  for (let y = Math.max(0, Math.floor(Math.min(...ys)) - 2); y < Math.min(fh, Math.max(...ys) + 2); y++)
    for (let x = Math.max(0, Math.floor(Math.min(...xs)) - 2); x < Math.min(fw, Math.max(...xs) + 2); x++) {
      const [u, v] = back(x + 0.5, y + 0.5);
      const a = sample(raster, ch + 2 * raster.pad, u + raster.pad - 0.5, v + raster.pad - 0.5, px);
      if (a <= 0) continue;
      cover[y * fw + x] = a;
      layer.set(px, (y * fw + x) * 3);
    }
  return { layer, cover, forward, cw, ch };
}

function holder(r, kind, rgb, fw, fh, { forward, cw, ch }) {
  const size = Math.hypot(...[0, 1].map((k) => forward(cw, 0)[k] - forward(0, 0)[k]));
  if (kind === 'pin') {
    const [x, y] = forward(cw * r.range(0.4, 0.6), ch * 0.045);
    const rad = size * 0.02;
    const colour = r.pick([
      [200, 30, 40],
      [30, 90, 190],
      [240, 200, 40],
      [40, 150, 70],
    ]);
    disc(rgb, fw, fh, x + rad * 0.5, y + rad * 0.7, rad * 1.05, [0, 0, 0], 0.35);
    disc(rgb, fw, fh, x, y, rad, (dx, dy, d) =>
      colour.map((c) => Math.min(255, c * (1.15 - 0.45 * d) + (dx + dy < -rad * 0.6 ? 60 : 0))),
    );
  } else if (kind === 'magnet') {
    const [x, y] = forward(cw * r.range(0.3, 0.7), -ch * 0.01);
    const rad = size * 0.04;
    const colour = r.pick([
      [30, 30, 34],
      [210, 60, 40],
      [250, 250, 250],
      [60, 120, 200],
    ]);
    disc(rgb, fw, fh, x + rad * 0.12, y + rad * 0.18, rad * 1.04, [0, 0, 0], 0.3);
    disc(rgb, fw, fh, x, y, rad, (dx, dy, d) =>
      colour.map((c) => Math.min(255, c * (1.05 - 0.25 * d * d) + (d > 0.85 ? 25 : 0))),
    );
  } else if (kind === 'thumb') {
    const [x, y] = forward(cw, ch * r.range(0.55, 0.85));
    const rad = size * 0.035;
    const skin = r.pick(SKIN);
    disc(rgb, fw, fh, x + rad * 0.4, y, rad * 1.5, (dx, dy, d) => skin.map((c) => c * (1.05 - 0.3 * d * d)));
    disc(rgb, fw, fh, x - rad * 0.2, y, rad * 0.62, (dx, dy, d) =>
      skin.map((c) => Math.min(255, c * 1.12 + 30 - 20 * d)),
    );
  }
}

/**
 * The JPEG of a card (svg, its aspect) photographed in `sceneName` under `condition`, and what was
 * done to it (for cards.json's scene).
 */
export async function photograph(r, { svg, aspect, condition, sceneName }) {
  const scene = SCENES[sceneName];
  const camera = scene.camera;
  const upright = camera !== 'webcam' && r.chance(0.3);
  const [fw, fh] = camera === 'webcam' ? [1280, 720] : upright ? [1200, 1600] : [1600, 1200];
  const place = pose(r, condition, camera, fw, fh, aspect);
  const bg = scene.surface(r, fw, fh);
  const card = await placeCard(r, svg, place, fw, fh, aspect);

  // The card's shadow on the surface (none on the webcam's wall: the card is held up, far from it).
  if (camera !== 'webcam') {
    const dx = Math.round(r.range(-0.012, 0.012) * fw);
    const dy = Math.round(r.range(0.004, 0.014) * fw);
    const shifted = new Float32Array(fw * fh);
    for (let y = 0; y < fh; y++)
      for (let x = 0; x < fw; x++) {
        const sx = x - dx;
        const sy = y - dy;
        if (sx >= 0 && sy >= 0 && sx < fw && sy < fh) shifted[y * fw + x] = card.cover[sy * fw + sx];
      }
    const shadow = await blurPlane(shifted, fw, fh, r.range(5, 12));
    const depth = r.range(0.25, 0.45);
    for (let i = 0; i < fw * fh; i++) for (let k = 0; k < 3; k++) bg[i * 3 + k] *= 1 - depth * shadow[i];
  }

  // Portrait mode: the background blurred, but the depth mask grown past the card's edge leaves a
  // sharp ring of background round it (the halo), a little lifted.
  let halo = 0;
  if (camera === 'portrait' || camera === 'webcam') {
    const sigma = camera === 'webcam' ? r.range(3, 5) : r.range(6, 10);
    const clamped = Uint8Array.from(bg, (v) => Math.max(0, Math.min(255, Math.round(v))));
    const soft = await blurRgb(clamped, fw, fh, sigma);
    halo = camera === 'portrait' ? r.range(6, 14) : 0;
    const ring = halo ? await blurPlane(card.cover, fw, fh, halo) : new Float32Array(fw * fh);
    for (let i = 0; i < fw * fh; i++) {
      const keep = Math.min(1, ring[i] * 2.4);
      for (let k = 0; k < 3; k++)
        bg[i * 3 + k] = soft[i * 3 + k] * (1 - keep) + bg[i * 3 + k] * keep * (1 + 0.06 * keep);
    }
  }

  const rgb = new Float32Array(fw * fh * 3);
  for (let i = 0; i < fw * fh; i++) {
    const a = card.cover[i];
    for (let k = 0; k < 3; k++) rgb[i * 3 + k] = bg[i * 3 + k] * (1 - a) + card.layer[i * 3 + k] * a;
  }
  holder(r, scene.holder, rgb, fw, fh, card);

  // Light: a ramp across the frame (the far side at 25-45 % for uneven light), the place's cast
  // which white balance leaves a part of, exposure, then sensor grain (luma and a little chroma).
  const uneven = condition === 'uneven light';
  const depth = uneven ? r.range(0.55, 0.75) : r.range(0.04, 0.18);
  const angle = r.range(0, Math.PI * 2);
  const [ax, ay] = [Math.cos(angle), Math.sin(angle)];
  const span = Math.abs(ax) * fw + Math.abs(ay) * fh;
  const keep = r.range(0.35, 0.7);
  const cast = CASTS[scene.light].map((c) => 1 + (c - 1) * keep);
  const gain = r.range(0.9, 1.04);
  const grain = camera === 'webcam' ? r.range(4, 7) : uneven ? r.range(4, 6.5) : r.range(2, 3.5);
  const out = Buffer.alloc(fw * fh * 3);
  for (let y = 0; y < fh; y++)
    for (let x = 0; x < fw; x++) {
      const t = ((x - fw / 2) * ax + (y - fh / 2) * ay) / span + 0.5;
      const light = gain * (1 - depth * Math.min(1, Math.max(0, t)) ** 1.3);
      const i = (y * fw + x) * 3;
      const n = r.gauss() * grain;
      for (let k = 0; k < 3; k++)
        out[i + k] = Math.max(0, Math.min(255, Math.round(rgb[i + k] * light * cast[k] + n + r.gauss() * grain * 0.3)));
    }
  return { raw: out, fw, fh, camera, halo, card, place };
}
