import type { ProviderConfig } from '../../../platform/config';
import type { ShopProduct } from '../../../contract/billing';

/**
 * The card shop's catalogue from its WooCommerce REST API v3: every page of published
 * products (`X-WP-TotalPages`), with HTTP Basic auth by consumer key and secret — which
 * WooCommerce accepts over HTTPS only, so a plain-http store must be on this machine (the fake).
 */

export class ShopUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ShopUnavailableError';
  }
}

interface WooProduct {
  id: number;
  name: string;
  permalink: string;
  price: string;
  status: string;
  purchasable?: boolean;
  catalog_visibility?: string;
  images?: { src: string }[];
}

export interface FetchOptions {
  /** Products a page (WooCommerce allows at most 100). */
  perPage?: number;
  /** A stop against a store that reports endless pages. */
  maxPages?: number;
}

const TIMEOUT_MS = 10_000;

function storeOf(config: ProviderConfig): { base: string; authorization: string } {
  if (!config.apiBase || !config.clientId || !config.clientSecret)
    throw new ShopUnavailableError('The WooCommerce store is not configured.');
  const url = new URL(config.apiBase);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !loopback)
    throw new ShopUnavailableError('The WooCommerce store must be reached over https.');
  return {
    base: config.apiBase.replace(/\/$/, ''),
    authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
  };
}

async function getJson(url: string, authorization: string): Promise<{ body: unknown; headers: Headers }> {
  let res: Response;
  try {
    res = await fetch(url, {
      headers: { authorization, accept: 'application/json' },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ShopUnavailableError(`The WooCommerce store did not answer: ${(error as Error).message}`);
  }
  const text = await res.text();
  if (!res.ok) throw new ShopUnavailableError(`WooCommerce answered ${res.status}: ${text.slice(0, 200)}`);
  try {
    return { body: JSON.parse(text), headers: res.headers };
  } catch {
    throw new ShopUnavailableError('WooCommerce answered something other than JSON.');
  }
}

/** "21.99" in a currency with `digits` decimals → 2199; null for an empty or malformed price. */
export function minorUnits(price: string, digits: number): number | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(price.trim());
  if (!match) return null;
  const fraction = (match[2] ?? '').padEnd(digits, '0');
  if (fraction.length > digits && /[1-9]/.test(fraction.slice(digits))) return null;
  return Number(match[1]) * 10 ** digits + Number(fraction.slice(0, digits) || 0);
}

function currencyDigits(code: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency: code.toUpperCase() }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

/** The store's currency (a setting, not on the products); USD when the key may not read settings. */
async function storeCurrency(base: string, authorization: string): Promise<string> {
  try {
    const { body } = await getJson(`${base}/wp-json/wc/v3/settings/general/woocommerce_currency`, authorization);
    const value = (body as { value?: unknown }).value;
    if (typeof value === 'string' && /^[A-Za-z]{3}$/.test(value)) return value.toLowerCase();
  } catch {
    // A read-only key may lack the settings permission; prices are then taken as dollars.
  }
  return 'usd';
}

export async function fetchShopProducts(config: ProviderConfig, options: FetchOptions = {}): Promise<ShopProduct[]> {
  const { base, authorization } = storeOf(config);
  const perPage = options.perPage ?? 100;
  const maxPages = options.maxPages ?? 20;
  const currency = await storeCurrency(base, authorization);
  const digits = currencyDigits(currency);
  const products: ShopProduct[] = [];
  for (let page = 1, pages = 1; page <= pages && page <= maxPages; page++) {
    const query = new URLSearchParams({ status: 'publish', per_page: String(perPage), page: String(page) });
    const { body, headers } = await getJson(`${base}/wp-json/wc/v3/products?${query}`, authorization);
    if (!Array.isArray(body)) throw new ShopUnavailableError('WooCommerce answered a product list that is not a list.');
    pages = Number(headers.get('x-wp-totalpages') ?? 1) || 1;
    for (const raw of body as WooProduct[]) {
      if (raw.status !== 'publish' || raw.purchasable === false || raw.catalog_visibility === 'hidden') continue;
      const amount = minorUnits(String(raw.price ?? ''), digits);
      if (amount === null || typeof raw.id !== 'number' || !raw.permalink) continue;
      products.push({
        id: raw.id,
        name: String(raw.name),
        amount,
        currency,
        image: raw.images?.[0]?.src ?? null,
        permalink: raw.permalink,
      });
    }
  }
  return products;
}
