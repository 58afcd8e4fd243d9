import { timingSafeEqual } from 'node:crypto';
import type { DiskBlobStore } from '../../platform/blobs/disk-blob-store';
import { DEFAULT_CACHE_CONTROL } from '../../platform/blobs/types';
import { notFound } from '../../platform/errors';

export interface ServedFile {
  bytes: Buffer;
  contentType: string;
  cacheControl: string;
  /** Images and video open in the browser; anything else downloads. */
  disposition: 'inline' | 'attachment';
  filename: string;
}

function sameToken(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A stored object for its download URL, as Storage's token URLs behave: the right token
 * or nothing. Every failure is the same 404, so URLs leak nothing about what exists.
 */
export async function openFile(blobs: DiskBlobStore, segments: string[], token: string): Promise<ServedFile> {
  if (!segments.length || segments.some((s) => s === '' || s === '.' || s === '..' || /[\\/\0]/.test(s)))
    throw notFound();
  const blob = await blobs.get(segments.join('/'));
  if (!blob || !token || !sameToken(blob.token, token)) throw notFound();
  return {
    bytes: blob.bytes,
    contentType: blob.contentType,
    cacheControl: blob.cacheControl ?? DEFAULT_CACHE_CONTROL,
    disposition: /^(image|video)\//.test(blob.contentType) ? 'inline' : 'attachment',
    filename: segments[segments.length - 1],
  };
}
