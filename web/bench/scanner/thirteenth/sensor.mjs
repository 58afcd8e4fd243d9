// The thirteenth generator's phone processing (session 16), from the light reaching the sensor
// (camera.mjs) to the JPEG the phone saves. *JPEG and blur* first: a hand's shake (a line 3–9 px
// long at any angle), a missed focus (a disc of radius 2–4 px), or both. Then auto-exposure (a
// gain bringing the centre-weighted brightness to the phone's target, within 0.8–1.7, so a dark
// card is lifted and a white one on a light table held down), the white balance a little off,
// fine luma noise and blotchy chroma noise (both growing with the gain), a tone curve, lateral
// chromatic aberration (red and blue a little bigger and smaller towards the corners), the
// phone's sharpening, and JPEG with 4:2:0 chroma at phone qualities (q 82–95; 70–90 for *low
// resolution*; 60–94 for *JPEG and blur*).
import sharp from 'sharp';

/** A hash of (x, y, salt) in [0, 1). */
function grain(x, y, salt) {
  let n = Math.imul(x, 0x9e3779b1) ^ Math.imul(y, 0x85ebca77) ^ Math.imul(salt, 0xc2b2ae3d);
  n ^= n >>> 15;
  n = Math.imul(n, 0x2c1b3c6d);
  n ^= n >>> 12;
  return (n >>> 0) / 4294967296;
}

/** A normal sample from (x, y, salt). */
const normal = (x, y, salt) =>
  Math.sqrt(-2 * Math.log(grain(x, y, salt) + 1e-9)) * Math.cos(6.2831853 * grain(x, y, salt + 101));

/** The kernel of a shake `length` px long at `angle` swept by a disc of `radius` px (either may be 0). */
function shakeKernel(length, angle, radius) {
  const reach = Math.ceil(length / 2 + radius + 1);
  const size = 2 * reach + 1;
  const k = new Array(size * size).fill(0);
  const steps = Math.max(1, Math.ceil(length * 4));
  for (let s = 0; s <= steps; s += 1) {
    const t = length ? (s / steps - 0.5) * length : 0;
    const [px, py] = [t * Math.cos(angle), t * Math.sin(angle)];
    for (let j = 0; j < size; j += 1)
      for (let i = 0; i < size; i += 1) {
        const d = Math.hypot(i - reach - px, j - reach - py);
        k[j * size + i] += radius ? Math.max(0, Math.min(1, radius + 0.5 - d)) : Math.max(0, 1 - d);
      }
  }
  const sum = k.reduce((a, b) => a + b, 0);
  return { width: size, height: size, kernel: k.map((v) => v / sum), scale: 1 };
}

/** Bilinear read of channel `c` of an RGB float picture at (x, y), clamped to its edge. */
function sample(pic, W, H, x, y, c) {
  const [cx, cy] = [Math.max(0, Math.min(W - 1.001, x)), Math.max(0, Math.min(H - 1.001, y))];
  const [x0, y0] = [Math.floor(cx), Math.floor(cy)];
  const [a, b] = [cx - x0, cy - y0];
  const o = (y0 * W + x0) * 3 + c;
  const q = o + W * 3;
  return (pic[o] * (1 - a) + pic[o + 3] * a) * (1 - b) + (pic[q] * (1 - a) + pic[q + 3] * a) * b;
}

/** JPEG bytes from the light on the sensor (`scene`: RGB floats 0–255, W × H) under `condition`. */
export async function develop(r, scene, W, H, condition, salt) {
  let light = scene;
  if (condition === 'jpeg and blur') {
    const mode = r.one(['shake', 'focus', 'both']);
    const length = mode === 'focus' ? 0 : r.real(3, 9);
    const radius = mode === 'shake' ? 0 : r.real(2, 4);
    const bytes = Buffer.from(scene.map((v) => Math.max(0, Math.min(255, Math.round(v)))));
    const blurred = await sharp(bytes, { raw: { width: W, height: H, channels: 3 } })
      .convolve(shakeKernel(length, r.real(0, Math.PI), radius))
      .raw()
      .toBuffer();
    light = Float32Array.from(blurred);
  }
  let [sum, weight] = [0, 0];
  for (let y = 0; y < H; y += 8)
    for (let x = 0; x < W; x += 8) {
      const o = (y * W + x) * 3;
      const w = 1 - Math.min(1, Math.hypot(x / W - 0.5, y / H - 0.5) * 1.6);
      sum += w * (0.3 * light[o] + 0.59 * light[o + 1] + 0.11 * light[o + 2]);
      weight += w;
    }
  const gain = Math.max(0.8, Math.min(1.7, r.real(150, 172) / (sum / weight)));
  const balance = [r.real(0.96, 1.04), 1, r.real(0.95, 1.04)];
  const luma = r.real(1.2, 2.4) * Math.sqrt(gain);
  const chroma = r.real(2, 5) * gain;
  const blot = r.int(3, 6);
  const gamma = r.real(0.88, 1.02);
  const ca = r.real(0.0005, 0.0015);
  const seen = new Float32Array(W * H * 3);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const o = (y * W + x) * 3;
      const n = normal(x, y, salt) * luma;
      const cb = (grain(Math.floor(x / blot), Math.floor(y / blot), salt + 7) - 0.5) * chroma;
      const cr = (grain(Math.floor(x / blot), Math.floor(y / blot), salt + 13) - 0.5) * chroma;
      const add = [n + cr, n - 0.34 * cb - 0.71 * cr, n + cb];
      for (let c = 0; c < 3; c += 1) {
        const v = Math.max(0, Math.min(255, light[o + c] * gain * balance[c] + add[c] * (0.4 + light[o + c] / 255)));
        seen[o + c] = 255 * (v / 255) ** gamma;
      }
    }
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const [dx, dy] = [x - W / 2, y - H / 2];
      const o = (y * W + x) * 3;
      out[o] = Math.round(
        Math.max(0, Math.min(255, sample(seen, W, H, W / 2 + dx * (1 + ca), H / 2 + dy * (1 + ca), 0))),
      );
      out[o + 1] = Math.round(Math.max(0, Math.min(255, seen[o + 1])));
      out[o + 2] = Math.round(
        Math.max(0, Math.min(255, sample(seen, W, H, W / 2 + dx * (1 - ca), H / 2 + dy * (1 - ca), 2))),
      );
    }
  const quality =
    condition === 'jpeg and blur' ? r.int(60, 94) : condition === 'low resolution' ? r.int(70, 90) : r.int(82, 95);
  return sharp(out, { raw: { width: W, height: H, channels: 3 } })
    .sharpen({ sigma: r.real(0.7, 1.2), m1: 0.4, m2: r.real(1.2, 2.4) })
    .jpeg({ quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
