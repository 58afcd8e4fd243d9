// The nineteenth generator's raw reads (session 22). sharp answers some one-channel operations
// (blur, resize) with three channels; a reader that assumes one gets a striped or squeezed picture.
// So every `.raw()` read here states the channels and size it expects and throws on anything else.
import sharp from 'sharp';

/** The raw bytes of `pipeline`, checked to be `w` × `h` × `channels`. */
export async function rawPixels(pipeline, channels, w, h) {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== channels || info.width !== w || info.height !== h)
    throw new Error(`raw read gave ${info.width}x${info.height}x${info.channels}, expected ${w}x${h}x${channels}`);
  return data;
}

/** sharp over RGB bytes `rgb` of `w` × `h`. */
export const rgbImage = (rgb, w, h) => sharp(rgb, { raw: { width: w, height: h, channels: 3 } });

/** The SVG `body` in a `w` × `h` document over `viewBox`, drawn to RGB bytes. */
export const drawSvg = (body, w, h, viewBox) =>
  rawPixels(
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="${viewBox}">${body}</svg>`,
      ),
    ).flatten({ background: '#000000' }),
    3,
    w,
    h,
  );

/** sRGB byte → linear light, and back (clipped). */
export const LINEAR = Float32Array.from({ length: 256 }, (_, i) => {
  const v = i / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
});
export const encode = (v) => {
  if (v <= 0) return 0;
  if (v >= 1) return 255;
  return Math.round(255 * (v <= 0.0031308 ? v * 12.92 : 1.055 * v ** (1 / 2.4) - 0.055));
};
