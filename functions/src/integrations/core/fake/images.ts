import sharp from 'sharp';
import type { ServerResponse } from 'node:http';
import type { FakeRequest } from './http';

/**
 * Pictures a fake CDN serves (Instagram media, TikTok covers): plain coloured JPEGs, made once.
 * Their URLs carry an expiry, as the real ones do; past it the CDN answers 403.
 */

const PALETTE = ['#e1306c', '#833ab4', '#fd1d1d', '#fcb045', '#25f4ee', '#fe2c55', '#1f6feb', '#2da44e'];
const cache = new Map<string, Buffer>();

async function jpeg(color: string): Promise<Buffer> {
  let bytes = cache.get(color);
  if (!bytes) {
    bytes = await sharp({ create: { width: 640, height: 640, channels: 3, background: color } })
      .jpeg({ quality: 70 })
      .toBuffer();
    cache.set(color, bytes);
  }
  return bytes;
}

/** The fake's own origin and prefix, as the browser or the API reached it. */
export const baseOf = (req: FakeRequest, name: string) => `http://${req.headers.host}/${name}`;

/** A CDN URL for picture `n`, valid for `ttlSeconds`. */
export const cdnUrl = (base: string, n: number, ttlSeconds: number, now = Date.now()) =>
  `${base}/cdn/${n}.jpg?oe=${Math.floor(now / 1000) + ttlSeconds}`;

/** Answers GET /cdn/{n}.jpg; false for any other path. */
export async function serveCdn(req: FakeRequest, res: ServerResponse): Promise<boolean> {
  const match = /^\/cdn\/(\d+)\.jpg$/.exec(req.path);
  if (req.method !== 'GET' || !match) return false;
  if (Number(req.query.get('oe') ?? 0) * 1000 < Date.now()) {
    res.writeHead(403, { 'content-type': 'text/plain' });
    res.end('URL signature expired');
    return true;
  }
  const bytes = await jpeg(PALETTE[Number(match[1]) % PALETTE.length]);
  res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(bytes.length) });
  res.end(bytes);
  return true;
}
