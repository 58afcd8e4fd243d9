// The seventeenth generator's pixel plumbing (session 20): every raw read of a sharp result goes
// through `rawOf`, which throws unless sharp answered with the channels and size asked for (sharp
// answers some one-channel blurs and resizes in three channels; read as one, a picture stripes).
import sharp from 'sharp';

/** Raw pixels of `pipeline`, checked to be `width` × `height` × `channels`. */
export async function rawOf(pipeline, channels, width, height) {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== channels || info.width !== width || info.height !== height)
    throw new Error(`sharp gave ${info.width}x${info.height}x${info.channels}, not ${width}x${height}x${channels}`);
  return data;
}

/** A sharp pipeline over RGB pixels `data` of `width` × `height`. */
export const rgb = (data, width, height) => sharp(data, { raw: { width, height, channels: 3 } });

/** An SVG body drawn into RGB pixels of `width` × `height`. */
export const paint = (body, width, height) =>
  rawOf(
    sharp(
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`),
    ).removeAlpha(),
    3,
    width,
    height,
  );

/** An SVG body drawn as one grey channel, blurred by `sigma` (0: sharp-edged). */
export async function paintGrey(body, width, height, sigma) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`;
  let grey = sharp(Buffer.from(svg)).removeAlpha().extractChannel(0);
  if (sigma >= 0.3)
    grey = sharp(await rawOf(grey, 1, width, height), { raw: { width, height, channels: 1 } }).blur(sigma);
  // extractChannel again: a blur of one channel may come back as three.
  return rawOf(grey.extractChannel(0), 1, width, height);
}

/** One grey channel `data` blurred by `sigma`, read back as one channel. */
export const blurGrey = (data, width, height, sigma) =>
  rawOf(
    sharp(data, { raw: { width, height, channels: 1 } })
      .blur(sigma)
      .extractChannel(0),
    1,
    width,
    height,
  );

/** sRGB byte -> linear light, as a table. */
export const LINEAR = Float32Array.from({ length: 256 }, (_, i) => (i / 255) ** 2.2);

/** Linear light -> sRGB byte, clipped. */
export const toByte = (v) => (v <= 0 ? 0 : v >= 1 ? 255 : Math.round(255 * v ** (1 / 2.2)));

/** Bilinear sample of channel `c` of RGB `tex` (w × h) at (u, v), in bytes. */
export function sample(tex, w, h, u, v, c) {
  const [u0, v0] = [Math.min(w - 2, Math.max(0, Math.floor(u))), Math.min(h - 2, Math.max(0, Math.floor(v)))];
  const [fu, fv] = [Math.min(1, Math.max(0, u - u0)), Math.min(1, Math.max(0, v - v0))];
  const a = (v0 * w + u0) * 3 + c;
  return (
    tex[a] * (1 - fu) * (1 - fv) +
    tex[a + 3] * fu * (1 - fv) +
    tex[a + w * 3] * (1 - fu) * fv +
    tex[a + w * 3 + 3] * fu * fv
  );
}
