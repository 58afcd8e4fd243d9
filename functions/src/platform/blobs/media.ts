import sharp from 'sharp';
import type { AppContext } from '../context';
import { MAX_IMAGE_PIXELS, type Upload } from '../uploads';
import { unsupportedType } from '../errors';
import { PROFILE_MESSAGES } from '../../contract/profiles';
import { randomSuffix } from '../random-id';
import type { StoredBlob } from './types';

/**
 * Pictures and files people upload (profile media, company logos and link files): decoded with
 * sharp, written under a new versioned path that never changes content, deleted quietly when
 * replaced. Shared by every module that stores media, so none reaches into another for it.
 */

/** Versioned paths never change content, so caches may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface Rendition {
  bytes: Buffer;
  contentType: string;
  ext: string;
  width: number;
  height: number;
}

/** The upload's pixels as readUpload decoded them (a still picture), else its clean bytes (an animation's first frame). */
export const decodeImage = (upload: Pick<Upload, 'bytes' | 'pixels'>) =>
  upload.pixels
    ? sharp(upload.pixels.data, { raw: upload.pixels.info })
    : sharp(upload.bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();

export async function renderImage(
  pipeline: ReturnType<typeof sharp>,
  format: 'webp' | 'jpeg' | 'png',
): Promise<Rendition> {
  const shaped =
    format === 'webp'
      ? pipeline.webp({ quality: 80 })
      : format === 'jpeg'
        ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
        : pipeline.png({ compressionLevel: 9 });
  const { data, info } = await shaped.toBuffer({ resolveWithObject: true });
  return {
    bytes: data,
    contentType: `image/${format}`,
    ext: format === 'jpeg' ? 'jpg' : format,
    width: info.width,
    height: info.height,
  };
}

export async function readableImage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch {
    // The bytes looked like an image (magic numbers) but sharp could not decode them.
    throw unsupportedType(PROFILE_MESSAGES.imageUnreadable);
  }
}

export async function storeMedia(
  ctx: AppContext,
  folder: string,
  renditions: { bytes: Buffer; contentType: string; ext: string; name?: string }[],
): Promise<StoredBlob[]> {
  const version = `${Date.now().toString(36)}-${randomSuffix(6)}`;
  return Promise.all(
    renditions.map((r, i) =>
      ctx.blobs.put(`${folder}/${version}${r.name ? `-${r.name}` : i ? `-${i}` : ''}.${r.ext}`, r.bytes, {
        contentType: r.contentType,
        cacheControl: IMMUTABLE,
      }),
    ),
  );
}

export async function deleteMediaQuietly(ctx: AppContext, paths: string[]): Promise<void> {
  await Promise.all(
    paths.map((p) =>
      ctx.blobs.delete(p).catch((error) => ctx.logger.warn({ err: error, path: p }, 'could not delete media')),
    ),
  );
}
