import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Store } from '../../platform/store/types';
import type { RenderedPage } from './card-page';

/**
 * Each instance draws a card once per version of its facts and per way of showing it (language,
 * address, lead-form link): the key names them all (public-view.service loadCardView), so an edit,
 * which makes a new version, is never answered from here. One cache a store, as the social
 * catalogue's, so apps over different stores (tests, the bench) never share pages.
 */
const MAX_PAGES = 2000;
/** About the HTML of 2,000 cards of 8 KB: an instance's memory is mostly elsewhere. */
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * The page with its validator and its bytes: equal keys are equal pages, so the key's digest is a
 * strong ETag, and the HTML is encoded once, not by each answer (pages.routes sends the bytes).
 */
export interface CachedPage {
  page: RenderedPage;
  etag: string;
  body: Buffer;
}

const caches = new WeakMap<Store, LRUCache<string, CachedPage>>();

export async function renderedOnce(
  store: Store,
  key: string,
  render: () => Promise<RenderedPage>,
): Promise<CachedPage> {
  let cache = caches.get(store);
  if (!cache) {
    cache = new LRUCache<string, CachedPage>({
      max: MAX_PAGES,
      maxSize: MAX_BYTES,
      sizeCalculation: ({ page, body }) => page.html.length + body.length + page.csp.length,
    });
    caches.set(store, cache);
  }
  const hit = cache.get(key);
  if (hit) return hit;
  const page = await render();
  const rendered: CachedPage = {
    page,
    etag: `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`,
    body: Buffer.from(page.html),
  };
  cache.set(key, rendered);
  return rendered;
}
