import type { AppContext } from '../../platform/context';
import { ApiError } from '../../platform/errors';
import { BILLING_MESSAGES, type ShopProduct } from '../../contract/billing';
import { fetchShopProducts, type FetchOptions } from '../../integrations/commerce/woocommerce/woocommerce.client';

/** How long the catalogue is served from memory, and how long an old one stands in while the shop is down. */
export const PRODUCTS_FRESH_MS = 5 * 60_000;
const PRODUCTS_STALE_MS = 60 * 60_000;

interface Cached {
  at: number;
  products: ShopProduct[];
}

// Per instance and per store URL; requests that arrive while a fetch runs share it.
const cache = new Map<string, Cached>();
const inFlight = new Map<string, Promise<ShopProduct[]>>();

/** Forgets the cached catalogue (tests, and a superadmin who changed the shop). */
export function forgetShopProducts(): void {
  cache.clear();
}

/** GET /v1/woocommerces/products: the card shop's products, read from WooCommerce at most every few minutes. */
export async function listShopProducts(ctx: AppContext, options: FetchOptions = {}): Promise<ShopProduct[]> {
  const config = ctx.config.providers.woocommerce;
  const key = config?.apiBase ?? '';
  const now = ctx.clock.now().getTime();
  const cached = cache.get(key);
  if (cached && now - cached.at < PRODUCTS_FRESH_MS) return cached.products;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = fetchShopProducts(config ?? { apiBase: '' }, options).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  try {
    const products = await pending;
    cache.set(key, { at: now, products });
    return products;
  } catch (err) {
    ctx.logger.warn({ err }, 'the card shop could not be read');
    if (cached && now - cached.at < PRODUCTS_STALE_MS) return cached.products;
    throw new ApiError(503, BILLING_MESSAGES.shopUnavailable, 'shop-unavailable');
  }
}
