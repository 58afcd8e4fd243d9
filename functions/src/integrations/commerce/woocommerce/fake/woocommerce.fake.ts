import type { ServerResponse } from 'node:http';
import { sendJson, type FakeProvider, type FakeRequest } from '../../../core/fake/http';
import { basicCredentials } from '../../../core/fake/oauth-tokens';

interface DemoProduct {
  id: number;
  name: string;
  slug: string;
  price: string;
  status: 'publish' | 'draft' | 'private';
  color: string;
  text: string;
}

/** The demo shop: Everlink's physical cards (and one draft the API must not list). */
export const DEMO_SHOP_PRODUCTS: DemoProduct[] = [
  {
    id: 101,
    name: 'Everlink Classic Card',
    slug: 'classic-card',
    price: '19.00',
    status: 'publish',
    color: '#1f2937',
    text: 'Matte PVC with NFC and a printed QR code.',
  },
  {
    id: 102,
    name: 'Everlink Metal Card',
    slug: 'metal-card',
    price: '59.00',
    status: 'publish',
    color: '#9ca3af',
    text: 'Brushed stainless steel, laser engraved.',
  },
  {
    id: 103,
    name: 'Everlink Bamboo Card',
    slug: 'bamboo-card',
    price: '29.50',
    status: 'publish',
    color: '#b45309',
    text: 'Sustainable bamboo with an embedded chip.',
  },
  {
    id: 104,
    name: 'Everlink NFC Sticker',
    slug: 'nfc-sticker',
    price: '9.00',
    status: 'publish',
    color: '#2563eb',
    text: 'Stick it on a phone case or a laptop.',
  },
  {
    id: 105,
    name: 'Everlink Team Pack (10 cards)',
    slug: 'team-pack',
    price: '149.00',
    status: 'publish',
    color: '#4f46e5',
    text: 'Ten Classic cards, one for each of your team.',
  },
  {
    id: 106,
    name: 'Everlink Card Holder',
    slug: 'card-holder',
    price: '12.00',
    status: 'publish',
    color: '#047857',
    text: 'A leather sleeve for your card.',
  },
  {
    id: 199,
    name: 'Everlink Gold Card (coming)',
    slug: 'gold-card',
    price: '199.00',
    status: 'draft',
    color: '#ca8a04',
    text: 'Not for sale yet.',
  },
];

const cannotView = (res: ServerResponse) =>
  sendJson(res, 401, {
    code: 'woocommerce_rest_cannot_view',
    message: 'Sorry, you cannot list resources.',
    data: { status: 401 },
  });

/**
 * A WooCommerce store's REST API v3 (products and the currency setting), keyed by consumer key
 * and secret (HTTP Basic, or the query-string fallback), with WordPress's pagination headers,
 * plus product pages and images so "Order" opens something.
 */
export class WooCommerceFake implements FakeProvider {
  readonly name = 'woocommerce';
  /** Requests to the product list, so tests can see the cache at work. */
  productListCalls = 0;
  /** Set to make the store fail, as a host's firewall or an outage would. */
  failWith: number | null = null;

  constructor(
    readonly consumerKey = 'woocommerce-demo-client',
    readonly consumerSecret = 'woocommerce-demo-secret',
    public products: DemoProduct[] = DEMO_SHOP_PRODUCTS,
  ) {}

  private authorized(req: FakeRequest): boolean {
    const basic = basicCredentials(req);
    const [key, secret] = basic
      ? [basic.id, basic.secret]
      : [req.query.get('consumer_key'), req.query.get('consumer_secret')];
    return key === this.consumerKey && secret === this.consumerSecret;
  }

  handle(req: FakeRequest, res: ServerResponse): boolean {
    const base = `http://${req.headers.host ?? '127.0.0.1'}/${this.name}`;
    if (req.method !== 'GET') return false;
    if (req.path.startsWith('/wp-json/')) {
      if (this.failWith) {
        sendJson(res, this.failWith, {
          code: 'internal_server_error',
          message: 'There has been a critical error on this website.',
          data: { status: this.failWith },
        });
        return true;
      }
      if (!this.authorized(req)) {
        cannotView(res);
        return true;
      }
    }
    if (req.path === '/wp-json/wc/v3/settings/general/woocommerce_currency') {
      sendJson(res, 200, {
        id: 'woocommerce_currency',
        label: 'Currency',
        type: 'select',
        default: 'USD',
        value: 'USD',
      });
      return true;
    }
    if (req.path === '/wp-json/wc/v3/products') return this.list(req, res, base);
    const productPage = /^\/product\/([a-z0-9-]+)\/?$/.exec(req.path);
    if (productPage) return this.productPage(res, productPage[1]);
    const image = /^\/images\/([a-z0-9-]+)\.svg$/.exec(req.path);
    if (image) return this.image(res, image[1]);
    return false;
  }

  private list(req: FakeRequest, res: ServerResponse, base: string): boolean {
    this.productListCalls++;
    const perPage = Number(req.query.get('per_page') ?? 10);
    const page = Number(req.query.get('page') ?? 1);
    if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
      sendJson(res, 400, {
        code: 'rest_invalid_param',
        message: 'Invalid parameter(s): per_page',
        data: { status: 400, params: { per_page: 'per_page must be between 1 (inclusive) and 100 (inclusive)' } },
      });
      return true;
    }
    const status = req.query.get('status');
    const matching = this.products.filter((p) => !status || status === 'any' || p.status === status);
    const pages = Math.max(1, Math.ceil(matching.length / perPage));
    const slice = matching.slice((page - 1) * perPage, page * perPage);
    res.setHeader('x-wp-total', String(matching.length));
    res.setHeader('x-wp-totalpages', String(pages));
    sendJson(
      res,
      200,
      slice.map((p) => ({
        id: p.id,
        name: p.name,
        slug: p.slug,
        permalink: `${base}/product/${p.slug}/`,
        type: 'simple',
        status: p.status,
        featured: false,
        catalog_visibility: 'visible',
        description: `<p>${p.text}</p>`,
        short_description: `<p>${p.text}</p>`,
        price: p.price,
        regular_price: p.price,
        sale_price: '',
        on_sale: false,
        purchasable: true,
        stock_status: 'instock',
        images: [{ id: p.id * 10, src: `${base}/images/${p.slug}.svg`, name: p.slug, alt: p.name }],
      })),
    );
    return true;
  }

  private productPage(res: ServerResponse, slug: string): boolean {
    const product = this.products.find((p) => p.slug === slug && p.status === 'publish');
    if (!product) return false;
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${product.name} · Everlink Shop</title></head>` +
        `<body><main><p>Demo shop (WooCommerce stand-in)</p><h1>${product.name}</h1><p>${product.text}</p><p>$${product.price}</p><button type="button">Add to cart</button></main></body></html>`,
    );
    return true;
  }

  private image(res: ServerResponse, slug: string): boolean {
    const product = this.products.find((p) => p.slug === slug);
    if (!product) return false;
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=3600' });
    res.end(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200"><rect width="320" height="200" rx="16" fill="${product.color}"/>` +
        `<text x="24" y="170" fill="#fff" font-family="sans-serif" font-size="22">Everlink</text></svg>`,
    );
    return true;
  }
}
