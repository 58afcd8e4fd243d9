// The eighteenth generator's raw reads (session 21): sharp answers some one-channel blurs, medians
// and resizes with three channels; read as one, such a picture comes out striped or squeezed. So
// every `.raw()` read here names the channels and size it expects and throws on anything else.
import sharp from 'sharp';

/** The raw bytes of `pipeline`, which must be `width` × `height` × `channels`. */
export async function readRaw(pipeline, channels, width, height) {
  const { data, info } = await pipeline.raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== channels || info.width !== width || info.height !== height)
    throw new Error(
      `sharp answered ${info.width}x${info.height}x${info.channels}, asked ${width}x${height}x${channels}`,
    );
  return data;
}

/** sharp over RGB bytes `data` of `width` × `height`. */
export const fromRgb = (data, width, height) => sharp(data, { raw: { width, height, channels: 3 } });

/** An SVG document of `width` × `height` whose body is `body`, rasterised to RGB. */
export const rasterise = (body, width, height, viewBox = `0 0 ${width} ${height}`) =>
  readRaw(
    sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`,
      ),
    ).removeAlpha(),
    3,
    width,
    height,
  );

/** sRGB byte to linear light. */
export const TO_LINEAR = Float32Array.from({ length: 256 }, (_, i) => (i / 255) ** 2.2);

/** Linear light to an sRGB byte, clipped. */
export const toSrgb = (v) => (v <= 0 ? 0 : v >= 1 ? 255 : Math.round(255 * v ** (1 / 2.2)));
