import type { Rgba } from './picture';

/** A colour picture without alpha: three channels a pixel. */
export interface Rgb {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * The paper under dark marks: each channel's grey-level closing (the largest value over a `size`
 * × `size` window, then the smallest), which fills in any dark mark narrower than the window — a
 * letter's stroke — and keeps every lighter shape wider than it where it is, a shadow's edge,
 * its soft penumbra and a tone-mapping halo included.
 */
export function closing(picture: Rgba, size: number): Rgb {
  return extremes(extremes(rgbOf(picture), size, true), size, false);
}

/** The paper under light marks (light type on a dark band): the opening, the closing's mirror. */
export function opening(picture: Rgba, size: number): Rgb {
  return extremes(extremes(rgbOf(picture), size, false), size, true);
}

function rgbOf({ data, width, height }: Rgba): Rgb {
  const out = new Uint8Array(width * height * 3);
  for (let p = 0; p < width * height; p += 1) {
    out[p * 3] = data[p * 4];
    out[p * 3 + 1] = data[p * 4 + 1];
    out[p * 3 + 2] = data[p * 4 + 2];
  }
  return { data: out, width, height };
}

/** The largest (or smallest) value of each channel over the `size` × `size` window centred on each pixel: rows, then columns. */
function extremes({ data, width, height }: Rgb, size: number, largest: boolean): Rgb {
  const rows = new Uint8Array(data.length);
  const out = new Uint8Array(data.length);
  const line = new Uint8Array(Math.max(width, height));
  const result = new Uint8Array(line.length);
  for (let c = 0; c < 3; c += 1) {
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) line[x] = data[(y * width + x) * 3 + c];
      slide(line, width, size, largest, result);
      for (let x = 0; x < width; x += 1) rows[(y * width + x) * 3 + c] = result[x];
    }
    for (let x = 0; x < width; x += 1) {
      for (let y = 0; y < height; y += 1) line[y] = rows[(y * width + x) * 3 + c];
      slide(line, height, size, largest, result);
      for (let y = 0; y < height; y += 1) out[(y * width + x) * 3 + c] = result[y];
    }
  }
  return { data: out, width, height };
}

/** The running extreme of the first `n` values over a window `size` wide centred on each (clipped at the ends), by a monotonic queue. */
function slide(values: Uint8Array, n: number, size: number, largest: boolean, out: Uint8Array): void {
  const half = size >> 1;
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  const beats = (a: number, b: number) => (largest ? a >= b : a <= b);
  for (let i = 0; i < n + half; i += 1) {
    if (i < n) {
      while (tail > head && beats(values[i], values[queue[tail - 1]])) tail -= 1;
      queue[tail++] = i;
    }
    const centre = i - half;
    if (centre < 0) continue;
    while (queue[head] < centre - half) head += 1;
    out[centre] = values[queue[head]];
  }
}
