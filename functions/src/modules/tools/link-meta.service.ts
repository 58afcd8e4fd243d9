import ogs from 'open-graph-scraper';
import type { AppContext } from '../../platform/context';
import { TOOLS_LIMITS, type LinkMeta } from '../../contract/tools';
import { fetchPage } from './page-fetch';

/**
 * GET /v1/tools/meta: a pasted link's title, description, picture, site name and icon, for the
 * link editor to fill in. The page is fetched by page-fetch (SSRF-safe, capped) and read by
 * open-graph-scraper (Open Graph, then Twitter cards, then <title> and the description meta).
 */

const CACHE_SIZE = 1000;

type Cache = Map<string, { meta: LinkMeta; expires: number }>;

/**
 * Answers kept in the instance's memory for TOOLS_LIMITS.previewCacheMs, the oldest dropped past
 * CACHE_SIZE. Only successes are kept: a page that failed is tried again next time. Previews are
 * of public pages and the same for everyone, so one cache serves every user of an app (keyed by
 * its store: an app with other settings never answers from another's cache).
 */
const caches = new WeakMap<object, Cache>();

function cacheOf(ctx: AppContext): Cache {
  let cache = caches.get(ctx.store);
  if (!cache) caches.set(ctx.store, (cache = new Map()));
  return cache;
}

function cached(cache: Cache, key: string, now: number): LinkMeta | null {
  const hit = cache.get(key);
  if (!hit) return null;
  if (hit.expires <= now) {
    cache.delete(key);
    return null;
  }
  return hit.meta;
}

function remember(cache: Cache, key: string, meta: LinkMeta, now: number): void {
  cache.delete(key);
  cache.set(key, { meta, expires: now + TOOLS_LIMITS.previewCacheMs });
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
}

const text = (value: string | undefined, max: number): string | null => {
  const clean = value?.replace(/\s+/g, ' ').trim();
  return clean ? clean.slice(0, max) : null;
};

/** An address from the page, absolute, and only if a browser may load it as a picture (http or https). */
function absolute(value: string | undefined, base: string): string | null {
  if (!value?.trim()) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.slice(0, TOOLS_LIMITS.urlLength) : null;
  } catch {
    return null;
  }
}

async function readMeta(url: string, html: string): Promise<LinkMeta> {
  const { result } = await ogs({ html });
  return {
    url,
    title: text(result.ogTitle ?? result.twitterTitle ?? result.dcTitle, 300),
    description: text(result.ogDescription ?? result.twitterDescription ?? result.dcDescription, 1000),
    image: absolute(result.ogImage?.[0]?.url ?? result.twitterImage?.[0]?.url, url),
    siteName: text(result.ogSiteName ?? result.twitterSite?.replace(/^@/, ''), 200),
    favicon: absolute(result.favicon, url),
  };
}

export async function linkMeta(ctx: AppContext, url: string): Promise<LinkMeta> {
  const now = ctx.clock.now().getTime();
  const cache = cacheOf(ctx);
  const hit = cached(cache, url, now);
  if (hit) return hit;
  const page = await fetchPage(new URL(url), {
    timeoutMs: TOOLS_LIMITS.previewTimeoutMs,
    maxBytes: TOOLS_LIMITS.previewMaxBytes,
    maxRedirects: TOOLS_LIMITS.previewMaxRedirects,
    loopbackPorts: ctx.config.linkPreview.loopbackPorts,
  });
  const meta = await readMeta(page.url, page.html);
  remember(cache, url, meta, now);
  return meta;
}
