import type { Rgba } from './picture';

/** A colour picture without alpha: three channels a pixel. */
export interface Rgb {
  data: Uint8Array;
  width: number;
  height: number;
}

/** A rectangle of pixels, `x1` and `y1` excluded. */
export interface Region {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The paper under dark marks: each channel's grey-level closing (the largest value over a `size`
 * × `size` window, then the smallest), which fills in any dark mark narrower than the window — a
 * letter's stroke — and keeps every lighter shape wider than it where it is, a shadow's edge,
 * its soft penumbra and a tone-mapping halo included. Only the `regions` are sure to be filled
 * (other pixels may be left 0): the paper steps in a few cells of a card, and the whole picture's closing took most of
 * a card's preparation time (session 22).
 */
export function closing(picture: Rgba, size: number, regions: Region[] = [whole(picture)]): Rgb {
  return inRegions(picture, size, regions, true);
}

/** The paper under light marks (light type on a dark band): the opening, the closing's mirror. */
export function opening(picture: Rgba, size: number, regions: Region[] = [whole(picture)]): Rgb {
  return inRegions(picture, size, regions, false);
}

const whole = ({ width, height }: Rgba): Region => ({ x0: 0, y0: 0, x1: width, y1: height });

/**
 * Each region computed on its own crop, widened by the two passes' reach (twice the half window)
 * and clipped at the picture's edges as the whole picture's would be, so its pixels come out as
 * the whole picture's closing would give them.
 */
function inRegions(picture: Rgba, size: number, regions: Region[], closes: boolean): Rgb {
  const { data, width, height } = picture;
  const out = new Uint8Array(width * height * 3);
  const reach = 2 * (size >> 1);
  for (const { x0, y0, x1, y1 } of cheaper(regions, reach)) {
    const [cx0, cy0] = [Math.max(0, x0 - reach), Math.max(0, y0 - reach)];
    const [cx1, cy1] = [Math.min(width, x1 + reach), Math.min(height, y1 + reach)];
    const [w, h] = [cx1 - cx0, cy1 - cy0];
    const crop = new Uint8Array(w * h * 3);
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1) {
        const i = ((y + cy0) * width + x + cx0) * 4;
        const o = (y * w + x) * 3;
        crop[o] = data[i];
        crop[o + 1] = data[i + 1];
        crop[o + 2] = data[i + 2];
      }
    }
    const done = extremes(extremes(crop, w, h, size, closes), w, h, size, !closes);
    for (let y = y0; y < y1; y += 1) {
      const from = ((y - cy0) * w + x0 - cx0) * 3;
      out.set(done.subarray(from, from + (x1 - x0) * 3), (y * width + x0) * 3);
    }
  }
  return { data: out, width, height };
}

/** The regions, or the one rectangle around them all when its crop is smaller than theirs together (regions crowding a card's shaded half). */
function cheaper(regions: Region[], reach: number): Region[] {
  const area = ({ x0, y0, x1, y1 }: Region) => (x1 - x0 + 2 * reach) * (y1 - y0 + 2 * reach);
  const around = {
    x0: Math.min(...regions.map((r) => r.x0)),
    y0: Math.min(...regions.map((r) => r.y0)),
    x1: Math.max(...regions.map((r) => r.x1)),
    y1: Math.max(...regions.map((r) => r.y1)),
  };
  return regions.reduce((sum, r) => sum + area(r), 0) > area(around) ? [around] : regions;
}

/** The largest (or smallest) value of each channel over the `size` × `size` window centred on each pixel: rows, then columns. */
function extremes(data: Uint8Array, width: number, height: number, size: number, largest: boolean): Uint8Array {
  const rows = new Uint8Array(data.length);
  const out = new Uint8Array(data.length);
  const queue = new Int32Array(Math.max(width, height));
  const half = size >> 1;
  for (let y = 0; y < height; y += 1)
    for (let c = 0; c < 3; c += 1) slide(data, y * width * 3 + c, 3, width, half, largest, rows, queue);
  for (let x = 0; x < width; x += 1)
    for (let c = 0; c < 3; c += 1) slide(rows, x * 3 + c, width * 3, height, half, largest, out, queue);
  return out;
}

/**
 * The running extreme of `n` values (from `base`, `stride` apart) over a window of `half` either
 * side of each (clipped at the ends), by a monotonic queue.
 */
function slide(
  values: Uint8Array,
  base: number,
  stride: number,
  n: number,
  half: number,
  largest: boolean,
  out: Uint8Array,
  queue: Int32Array,
): void {
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n + half; i += 1) {
    if (i < n) {
      const v = values[base + i * stride];
      if (largest) while (tail > head && v >= values[base + queue[tail - 1] * stride]) tail -= 1;
      else while (tail > head && v <= values[base + queue[tail - 1] * stride]) tail -= 1;
      queue[tail++] = i;
    }
    const centre = i - half;
    if (centre < 0) continue;
    while (queue[head] < centre - half) head += 1;
    out[base + centre * stride] = values[base + queue[head] * stride];
  }
}
