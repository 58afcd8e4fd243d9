import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { perStore } from '../../platform/store/per-store';
import type { Store } from '../../platform/store/types';
import { encodePage, type EncodedPage, type RenderedPage } from './card-page';

/**
 * Each instance draws a card once per version of its facts and per way of showing it (language,
 * address, lead-form link): the key names them all (public-view.service loadCardView), so an edit,
 * which makes a new version, is never answered from here. One cache a store, as the social
 * catalogue's, so apps over different stores (tests, the bench) never share pages.
 */
const MAX_PAGES = 2000;
/** About 2,000 cards of 8 KB: an instance's memory is mostly elsewhere. */
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * The page's bytes, its headers and its validator: equal keys are equal pages, so the key's digest
 * is a strong ETag. The HTML is encoded once, not by each answer, and only the bytes are kept: the
 * string as well would hold each page twice (or three times its size: a page with one character
 * beyond Latin-1 is a two-byte string in V8).
 */
export interface CachedPage extends EncodedPage {
  etag: string;
}

const pagesOf = perStore(
  () =>
    new LRUCache<string, CachedPage>({
      max: MAX_PAGES,
      maxSize: MAX_BYTES,
      sizeCalculation: ({ body, csp, link }) => body.length + csp.length + (link?.length ?? 0),
    }),
);

/** A cached page, and whether it was drawn before this request (the card pages' fast path answers only those). */
export interface PageFromCache {
  page: CachedPage;
  hit: boolean;
}

export async function renderedOnce(
  store: Store,
  key: string,
  render: () => Promise<RenderedPage>,
): Promise<PageFromCache> {
  const cache = pagesOf({ store });
  const hit = cache.get(key);
  if (hit) return { page: hit, hit: true };
  const rendered: CachedPage = {
    ...encodePage(await render()),
    etag: `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`,
  };
  cache.set(key, rendered);
  return { page: rendered, hit: false };
}
