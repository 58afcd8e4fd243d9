// Raw pixel planes and the few sharp calls the camera makes on them. Every raw answer is checked
// for the channel count and size asked for: sharp may answer a one-channel blur in three channels,
// which read as one would stripe the picture.
import sharp from 'sharp';

export async function rawPixels(pipeline, width, height, channels) {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  if (info.width !== width || info.height !== height || info.channels !== channels)
    throw new Error(`raw ${info.width}x${info.height}x${info.channels}, asked ${width}x${height}x${channels}`);
  return data;
}

/** A plane of 0..1 values (a mask, a shadow) blurred by sigma, through 8-bit greys. */
export async function blurPlane(plane, width, height, sigma) {
  const grey = Uint8Array.from(plane, (v) => Math.round(Math.max(0, Math.min(1, v)) * 255));
  const out = await rawPixels(
    sharp(grey, { raw: { width, height, channels: 1 } })
      .blur(sigma)
      .extractChannel(0),
    width,
    height,
    1,
  );
  return Float32Array.from(out, (v) => v / 255);
}

/** An RGB image (Uint8, three channels) blurred by sigma. */
export const blurRgb = (rgb, width, height, sigma) =>
  rawPixels(sharp(rgb, { raw: { width, height, channels: 3 } }).blur(sigma), width, height, 3);

/** Value noise: a grid of random values every `cell` pixels, smoothly interpolated. */
export function valueNoise(r, width, height, cell) {
  const gw = Math.ceil(width / cell) + 2;
  const gh = Math.ceil(height / cell) + 2;
  const grid = Float32Array.from({ length: gw * gh }, () => r.next());
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = y / cell;
    const y0 = Math.floor(gy);
    const fy = gy - y0;
    const sy = fy * fy * (3 - 2 * fy);
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const x0 = Math.floor(gx);
      const fx = gx - x0;
      const sx = fx * fx * (3 - 2 * fx);
      const a = grid[y0 * gw + x0];
      const b = grid[y0 * gw + x0 + 1];
      const c = grid[(y0 + 1) * gw + x0];
      const d = grid[(y0 + 1) * gw + x0 + 1];
      out[y * width + x] = a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
    }
  }
  return out;
}

/** Paints a soft-edged disc (antialiased over one pixel) of colour rgb and opacity alpha. */
export function disc(rgb, width, height, cx, cy, radius, colour, alpha = 1) {
  for (let y = Math.max(0, Math.floor(cy - radius - 2)); y < Math.min(height, cy + radius + 2); y++)
    for (let x = Math.max(0, Math.floor(cx - radius - 2)); x < Math.min(width, cx + radius + 2); x++) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      const a = Math.max(0, Math.min(1, radius - d + 0.5)) * alpha;
      if (a <= 0) continue;
      const i = (y * width + x) * 3;
      const c = typeof colour === 'function' ? colour(x - cx, y - cy, d / radius) : colour;
      for (let k = 0; k < 3; k++) rgb[i + k] = rgb[i + k] * (1 - a) + c[k] * a;
    }
}
