/** A picture as pixels: RGBA rows (ImageData's layout), so the same preparation runs in the browser and in Node. */
export interface Rgba {
  data: Uint8ClampedArray | Uint8Array;
  width: number;
  height: number;
}

/** One channel a pixel (0–255). */
export interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Each pixel's brightness (Rec. 601 weights, as everywhere in ocr/). */
export function brightnessOf({ data, width, height }: Rgba): Grey {
  const out = new Uint8Array(width * height);
  for (let i = 0, j = 0; j < out.length; i += 4, j += 1)
    out[j] = (data[i] * 77 + data[i + 1] * 150 + data[i + 2] * 29) >> 8;
  return { data: out, width, height };
}

/** The grey picture as RGBA (what canvas and the engine take). */
export function rgbaOf(grey: Grey): Rgba {
  const data = new Uint8ClampedArray(grey.width * grey.height * 4);
  for (let i = 0, j = 0; i < grey.data.length; i += 1, j += 4) {
    data[j] = data[j + 1] = data[j + 2] = grey.data[i];
    data[j + 3] = 255;
  }
  return { data, width: grey.width, height: grey.height };
}

/** The value at (x, y), bilinear between pixels; `outside` beyond the edges. */
export function sample(grey: Grey, x: number, y: number, outside: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  if (x0 < 0 || y0 < 0 || x0 >= grey.width - 1 || y0 >= grey.height - 1) return outside;
  const fx = x - x0;
  const fy = y - y0;
  const i = y0 * grey.width + x0;
  const d = grey.data;
  const top = d[i] + (d[i + 1] - d[i]) * fx;
  const bottom = d[i + grey.width] + (d[i + grey.width + 1] - d[i + grey.width]) * fx;
  return top + (bottom - top) * fy;
}

/** The picture turned by `degrees` (counter-clockwise positive) about its centre, same size, `fill` where nothing was. */
export function rotate(grey: Grey, degrees: number, fill: number): Grey {
  const { width, height } = grey;
  const out = new Uint8Array(width * height);
  const a = (degrees * Math.PI) / 180;
  const cos = Math.cos(a);
  const sin = Math.sin(a);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y += 1) {
    const dy = y - cy;
    for (let x = 0; x < width; x += 1) {
      const dx = x - cx;
      // The source of this pixel: the inverse turn.
      out[y * width + x] = sample(grey, cx + dx * cos - dy * sin, cy + dx * sin + dy * cos, fill);
    }
  }
  return { data: out, width, height };
}

/** Scaled to width × height, bilinear (each output pixel from the source point under its centre). */
export function resize(grey: Grey, width: number, height: number): Grey {
  const out = new Uint8Array(width * height);
  const sx = grey.width / width;
  const sy = grey.height / height;
  for (let y = 0; y < height; y += 1) {
    const fy = Math.min(grey.height - 1.001, Math.max(0, (y + 0.5) * sy - 0.5));
    for (let x = 0; x < width; x += 1) {
      const fx = Math.min(grey.width - 1.001, Math.max(0, (x + 0.5) * sx - 0.5));
      out[y * width + x] = sample(grey, fx, fy, 255);
    }
  }
  return { data: out, width, height };
}
