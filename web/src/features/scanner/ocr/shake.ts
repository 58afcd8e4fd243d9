import { fft2d } from './fft';
import type { Grey } from './picture';

/** A straight shake: the camera moved `length` pixels along `angle` (degrees, 0 = along the rows) while the picture was taken. */
export interface Shake {
  angle: number;
  length: number;
}

/**
 * Gradient energy across the shake over along it, below which a picture may be shaken: a shake
 * smooths edges along its direction only (sets 8–12's shaken cards 0.10–0.51), while a sharp or
 * evenly blurred card's letters have edges every way (0.47–1.0 on sets 2–12's blurred cards; text
 * alone leans to ~0.5), so this alone does not tell a shake: the dips along and across it do.
 */
export const SHAKEN = 0.6;
/** How clearly the shake's length must show: the derivative's autocorrelation dips to at least this below zero there. */
const DIP = 0.2;
/**
 * How much further (pixels) the dip along the shake must lie than the one across it. Every card
 * dips at its strokes' width in every direction (a stroke's two edges have opposite signs); a
 * shake moves the dip along it out to its length, and leaves the one across at the stroke's
 * width. A sharp or defocused card's dips lie at about the same lag every way.
 */
const LONGER = 4;
const LONGEST = 40;

/**
 * The shake of a picture, or null when it shows none: from the picture alone, whatever the file
 * it came in. Its direction is the one with the least gradient energy (the structure tensor's
 * weaker axis: a shake smears edges along it, and only along it). Its length is where the
 * autocorrelation of the derivative along that direction dips lowest: a shaken edge is a ramp
 * whose derivative is a box `length` long, so each edge's rise and its copy's fall cancel at that
 * lag (Yitzhaky and Kopeika's method). It is a shake only when that dip lies well beyond the
 * one across it (LONGER), where the strokes' own width sets it.
 */
export function shakeOf({ data, width, height }: Grey): Shake | null {
  let gxx = 0;
  let gyy = 0;
  let gxy = 0;
  for (let y = 1; y < height - 1; y += 2) {
    for (let x = 1; x < width - 1; x += 2) {
      const gx = data[y * width + x + 1] - data[y * width + x - 1];
      const gy = data[(y + 1) * width + x] - data[(y - 1) * width + x];
      gxx += gx * gx;
      gyy += gy * gy;
      gxy += gx * gy;
    }
  }
  const spread = Math.sqrt(Math.max(0, ((gxx - gyy) / 2) ** 2 + gxy * gxy));
  const strong = (gxx + gyy) / 2 + spread;
  if (strong <= 0 || ((gxx + gyy) / 2 - spread) / strong >= SHAKEN) return null;
  const angle = (0.5 * Math.atan2(2 * gxy, gxx - gyy) * 180) / Math.PI + 90;
  const { length, dip } = dipAlong({ data, width, height }, angle);
  if (dip > -DIP) return null;
  const across = dipAlong({ data, width, height }, angle + 90);
  return length >= across.length + LONGER ? { angle, length } : null;
}

/** Where, along `angle`, the autocorrelation of the picture's derivative dips lowest (a lag of 2 to LONGEST pixels), and how low, against its value at 0. */
function dipAlong({ data, width, height }: Grey, angle: number): { length: number; dip: number } {
  const [c, s] = [Math.cos((angle * Math.PI) / 180), Math.sin((angle * Math.PI) / 180)];
  // The derivative along the direction, from the gradient (so any direction, not only the eight a pixel's neighbours lie in).
  const derivative = new Float32Array(width * height);
  for (let y = 1; y < height - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      const p = y * width + x;
      derivative[p] = c * (data[p + 1] - data[p - 1]) + s * (data[p + width] - data[p - width]);
    }
  const margin = LONGEST + 4;
  const correlation = (lag: number) => {
    const offset = Math.round(lag * s) * width + Math.round(lag * c);
    let sum = 0;
    for (let y = margin; y < height - margin; y += 3)
      for (let x = margin; x < width - margin; x += 3)
        sum += derivative[y * width + x] * derivative[y * width + x + offset];
    return sum;
  };
  const zero = correlation(0);
  let length = 0;
  let dip = 0;
  for (let lag = 2; zero > 0 && lag <= LONGEST; lag += 1) {
    const r = correlation(lag) / zero;
    if (r < dip) [length, dip] = [lag, r];
  }
  return { length, dip };
}

/**
 * The picture with the shake taken out: a Wiener filter for a straight line of `length` pixels
 * (its transfer function is a sinc across the lines of the shake), `noise` keeping the filter
 * from blowing up the frequencies the shake wiped out and the JPEG noise there. The picture is
 * padded to powers of two by running its edge pixels on, so its borders do not ring.
 */
export function unshaken(grey: Grey, { angle, length }: Shake, noise = SHAKE_NOISE): Grey {
  const { data, width, height } = grey;
  let w = 1;
  while (w < width + 2 * length) w <<= 1;
  let h = 1;
  while (h < height + 2 * length) h <<= 1;
  const re = new Float32Array(w * h);
  const im = new Float32Array(w * h);
  for (let y = 0; y < h; y += 1) {
    // Beyond the picture, the first half of the padding continues its far edge, the second its near one (the transform wraps round).
    const sy = y < height ? y : y - height < (h - height) / 2 ? height - 1 : 0;
    for (let x = 0; x < w; x += 1) {
      const sx = x < width ? x : x - width < (w - width) / 2 ? width - 1 : 0;
      re[y * w + x] = data[sy * width + sx];
    }
  }
  fft2d(re, im, w, h);
  const a = (angle * Math.PI) / 180;
  const [c, s] = [Math.cos(a), Math.sin(a)];
  for (let v = 0; v < h; v += 1) {
    const fv = (v < h / 2 ? v : v - h) / h;
    for (let u = 0; u < w; u += 1) {
      const t = Math.PI * length * (((u < w / 2 ? u : u - w) / w) * c + fv * s);
      const transfer = Math.abs(t) < 1e-6 ? 1 : Math.sin(t) / t;
      const gain = transfer / (transfer * transfer + noise);
      re[v * w + u] *= gain;
      im[v * w + u] *= gain;
    }
  }
  fft2d(re, im, w, h, true);
  const out = new Uint8Array(width * height);
  const n = w * h;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) out[y * width + x] = Math.max(0, Math.min(255, Math.round(re[y * w + x] / n)));
  return { data: out, width, height };
}

/** The Wiener filter's noise-to-signal allowance (measured on sets 8–12's shaken cards: docs/scanner.md). */
export const SHAKE_NOISE = 0.03;
