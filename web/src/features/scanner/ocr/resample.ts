import type { Rgba } from './picture';

/**
 * Keys' cubic convolution weights (a = −0.5, Catmull-Rom) of the four pixels around a point at
 * fraction `t` past the second: an upscaled letter keeps its edges sharp where bilinear would
 * soften them, which matters when a card's letters are 10–17 px in the photo.
 */
export function cubicWeights(t: number, out: Float32Array): void {
  const t2 = t * t;
  const t3 = t2 * t;
  out[0] = -0.5 * t3 + t2 - 0.5 * t;
  out[1] = 1.5 * t3 - 2.5 * t2 + 1;
  out[2] = -1.5 * t3 + 2 * t2 + 0.5 * t;
  out[3] = 0.5 * t3 - 0.5 * t2;
}

/** A sampler of a picture's colour at any point, bicubic; points beyond the edges take the nearest edge pixel. */
export function bicubicSampler({
  data,
  width,
  height,
}: Rgba): (x: number, y: number, out: Uint8ClampedArray, at: number) => void {
  const wx = new Float32Array(4);
  const wy = new Float32Array(4);
  const xs = new Int32Array(4);
  const ys = new Int32Array(4);
  return (x, y, out, at) => {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    cubicWeights(x - x0, wx);
    cubicWeights(y - y0, wy);
    for (let k = 0; k < 4; k += 1) {
      xs[k] = Math.min(width - 1, Math.max(0, x0 - 1 + k)) * 4;
      ys[k] = Math.min(height - 1, Math.max(0, y0 - 1 + k)) * width * 4;
    }
    for (let c = 0; c < 3; c += 1) {
      let sum = 0;
      for (let j = 0; j < 4; j += 1) {
        const row = ys[j] + c;
        sum +=
          wy[j] *
          (wx[0] * data[row + xs[0]] +
            wx[1] * data[row + xs[1]] +
            wx[2] * data[row + xs[2]] +
            wx[3] * data[row + xs[3]]);
      }
      out[at + c] = sum;
    }
    out[at + 3] = 255;
  };
}

/** The picture shrunk by a whole `factor`, each pixel the mean of a factor × factor box (no aliasing, unlike sampling points of a large picture). */
export function shrinkBy(picture: Rgba, factor: number): Rgba {
  if (factor <= 1) return picture;
  const { data, width, height } = picture;
  const w = Math.max(1, Math.floor(width / factor));
  const h = Math.max(1, Math.floor(height / factor));
  const sums = new Float32Array(w * h * 3);
  for (let y = 0; y < h * factor; y += 1) {
    const row = Math.floor(y / factor) * w;
    for (let x = 0; x < w * factor; x += 1) {
      const i = (y * width + x) * 4;
      const s = (row + Math.floor(x / factor)) * 3;
      sums[s] += data[i];
      sums[s + 1] += data[i + 1];
      sums[s + 2] += data[i + 2];
    }
  }
  const out = new Uint8ClampedArray(w * h * 4);
  const n = factor * factor;
  for (let p = 0; p < w * h; p += 1) {
    out[p * 4] = sums[p * 3] / n;
    out[p * 4 + 1] = sums[p * 3 + 1] / n;
    out[p * 4 + 2] = sums[p * 3 + 2] / n;
    out[p * 4 + 3] = 255;
  }
  return { data: out, width: w, height: h };
}

/** The picture scaled to width × height: shrunk by boxes first when it is twice that or more, then bicubic. */
export function resizeRgba(picture: Rgba, width: number, height: number): Rgba {
  if (picture.width === width && picture.height === height) return picture;
  const source = shrinkBy(picture, Math.floor(Math.min(picture.width / width, picture.height / height)));
  const sample = bicubicSampler(source);
  const out = new Uint8ClampedArray(width * height * 4);
  const sx = source.width / width;
  const sy = source.height / height;
  for (let y = 0; y < height; y += 1) {
    const fy = (y + 0.5) * sy - 0.5;
    for (let x = 0; x < width; x += 1) sample((x + 0.5) * sx - 0.5, fy, out, (y * width + x) * 4);
  }
  return { data: out, width, height };
}
