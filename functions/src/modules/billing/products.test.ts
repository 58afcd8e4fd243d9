import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES, type ShopProduct } from '../../contract/billing';
import { createUser, type TestUser } from '../../../test/harness.test-support';
import { fetchShopProducts, minorUnits } from '../../integrations/commerce/woocommerce/woocommerce.client';
import { forgetShopProducts, PRODUCTS_FRESH_MS } from './products.service';
import { startBillingTest, type BillingTest } from './billing.test-support';

let b: BillingTest;
let user: TestUser;

beforeAll(async () => {
  b = await startBillingTest();
  user = await createUser(b.t);
});
afterAll(async () => b.close());
afterEach(() => {
  forgetShopProducts();
  b.fakes.woocommerce.failWith = null;
});

describe('GET /v1/woocommerces/products', () => {
  it('answers the shop’s published products in minor units with image and product page; 401 signed out', async () => {
    expect((await b.t.api.get('/v1/woocommerces/products')).status).toBe(401);
    const res = await b.t.api.get('/v1/woocommerces/products').set(user.headers);
    expect(res.status).toBe(200);
    const products = res.body.data as ShopProduct[];
    expect(products).toHaveLength(6);
    expect(products.map((p) => p.id)).not.toContain(199);
    expect(products.find((p) => p.id === 103)).toEqual({
      id: 103,
      name: 'Everlink Bamboo Card',
      amount: 2950,
      currency: 'usd',
      image: `${b.fakes.url}/woocommerce/images/bamboo-card.svg`,
      permalink: `${b.fakes.url}/woocommerce/product/bamboo-card/`,
    });
    expect((await fetch(products[0].permalink)).status).toBe(200);
  });

  it('reads WooCommerce at most once every few minutes', async () => {
    const calls = b.fakes.woocommerce.productListCalls;
    await b.t.api.get('/v1/woocommerces/products').set(user.headers);
    await b.t.api.get('/v1/woocommerces/products').set(user.headers);
    expect(b.fakes.woocommerce.productListCalls).toBe(calls + 1);
    b.t.clock.advance(PRODUCTS_FRESH_MS + 1);
    await b.t.api.get('/v1/woocommerces/products').set(user.headers);
    expect(b.fakes.woocommerce.productListCalls).toBe(calls + 2);
  });

  it('serves the last catalogue while the shop is down, and 503 when it has none', async () => {
    await b.t.api.get('/v1/woocommerces/products').set(user.headers);
    b.fakes.woocommerce.failWith = 500;
    b.t.clock.advance(PRODUCTS_FRESH_MS + 1);
    const stale = await b.t.api.get('/v1/woocommerces/products').set(user.headers);
    expect(stale.status).toBe(200);
    expect(stale.body.data).toHaveLength(6);
    forgetShopProducts();
    const down = await b.t.api.get('/v1/woocommerces/products').set(user.headers);
    expect(down.status).toBe(503);
    expect(down.body.message).toBe(BILLING_MESSAGES.shopUnavailable);
  });
});

describe('the WooCommerce client', () => {
  const shop = () => ({
    apiBase: `${b.fakes.url}/woocommerce`,
    clientId: 'woocommerce-demo-client',
    clientSecret: 'woocommerce-demo-secret',
  });

  it('reads every page through X-WP-TotalPages', async () => {
    const calls = b.fakes.woocommerce.productListCalls;
    const products = await fetchShopProducts(shop(), { perPage: 2 });
    expect(products).toHaveLength(6);
    // The client asks for published products only: 6 of them, 2 a page, 3 pages.
    expect(b.fakes.woocommerce.productListCalls - calls).toBe(3);
  });

  it('fails clearly on wrong keys and on a plain-http store elsewhere than this machine', async () => {
    await expect(fetchShopProducts({ ...shop(), clientSecret: 'cs_wrong' })).rejects.toThrow(/401/);
    await expect(fetchShopProducts({ ...shop(), apiBase: 'http://shop.example.com' })).rejects.toThrow(/https/);
  });

  it('turns prices into minor units without floating point', () => {
    expect(minorUnits('21.99', 2)).toBe(2199);
    expect(minorUnits('19', 2)).toBe(1900);
    expect(minorUnits('0.1', 2)).toBe(10);
    expect(minorUnits('1000', 0)).toBe(1000);
    expect(minorUnits('', 2)).toBeNull();
    expect(minorUnits('1.999', 2)).toBeNull();
    expect(minorUnits('abc', 2)).toBeNull();
  });
});
