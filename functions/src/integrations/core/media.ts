import sharp from 'sharp';
import { randomBytes } from 'node:crypto';
import type { AppDeps } from '../../platform/context';
// Refuses decompression bombs, as uploads do.
import { MAX_IMAGE_PIXELS } from '../../platform/uploads';
import type { FetchedItem } from './types';
import type { StoredItem } from './store';

/**
 * Pictures of posts and videos: the providers' links expire (Instagram's CDN URLs, TikTok's
 * 6-hour covers), so each picture is fetched once, made a small square WebP and kept in our
 * blob store under a versioned path. A picture already copied for the same item is reused.
 */

const THUMB_SIZE = 320;
const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
const CONCURRENCY = 4;
/** Versioned paths never change content: visitors' browsers may keep them for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function download(url: string, timeoutMs: number): Promise<Buffer> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  if (!(res.headers.get('content-type') ?? '').startsWith('image/')) throw new Error('not an image');
  if (Number(res.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES) throw new Error('too large');
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > MAX_IMAGE_BYTES) throw new Error('too large');
  return bytes;
}

const thumbnail = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
    .rotate()
    .resize(THUMB_SIZE, THUMB_SIZE, { fit: 'cover' })
    .webp({ quality: 72 })
    .toBuffer();

export interface CopiedImages {
  items: StoredItem[];
  /** Paths written by this copy: removed again if what refers to them is not saved. */
  created: string[];
}

/**
 * The items with our copies of their pictures. A picture that cannot be fetched or read leaves
 * its item without one (logged): the feed still shows the item.
 */
export async function copyImages(
  deps: Pick<AppDeps, 'blobs' | 'logger' | 'config'>,
  options: { providerId: string; userId: string; items: FetchedItem[]; previous: StoredItem[] },
): Promise<CopiedImages> {
  const previous = new Map(options.previous.filter((item) => item.imagePath).map((item) => [item.id, item]));
  const created: string[] = [];
  const items: StoredItem[] = new Array(options.items.length);
  const queue = options.items.map((item, index) => ({ item, index }));
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { item, index } = next;
      const { remoteImageUrl, ...rest } = item;
      const known = previous.get(item.id);
      if (known) {
        items[index] = { ...rest, imageUrl: known.imageUrl, imagePath: known.imagePath };
        continue;
      }
      if (!remoteImageUrl) {
        items[index] = { ...rest, imageUrl: null, imagePath: null };
        continue;
      }
      try {
        const bytes = await thumbnail(await download(remoteImageUrl, deps.config.integrations.timeoutMs));
        const safeId = item.id.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 80) || 'item';
        const path = `integrations/${options.userId}/${options.providerId}/${safeId}-${randomBytes(4).toString('hex')}.webp`;
        const stored = await deps.blobs.put(path, bytes, { contentType: 'image/webp', cacheControl: IMMUTABLE });
        created.push(path);
        items[index] = { ...rest, imageUrl: stored.url, imagePath: path };
      } catch (error) {
        deps.logger?.warn(
          { provider: options.providerId, userId: options.userId, itemId: item.id, err: (error as Error).message },
          'content picture not copied',
        );
        items[index] = { ...rest, imageUrl: null, imagePath: null };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, queue.length) }, worker));
  return { items, created };
}

/** Removes pictures no longer referred to; a file left behind is only storage, so this never fails. */
export async function removeImages(
  deps: Pick<AppDeps, 'blobs' | 'logger'>,
  paths: (string | null | undefined)[],
): Promise<void> {
  await Promise.all(
    paths
      .filter((path): path is string => !!path)
      .map((path) =>
        deps.blobs
          .delete(path)
          .catch((error) => deps.logger?.warn({ path, err: (error as Error).message }, 'content picture not removed')),
      ),
  );
}
