import { invalidParam, missingParam, noSuch, stripeId, StripeFakeError, type Json } from './stripe.fake-form';

/** The fake's catalogue and customers (products, prices, customers and their cards) on its clock; stripe.fake-ledger.ts adds subscriptions. */

export const DAY = 86_400;
export const INTERVAL_SECONDS = { day: DAY, week: 7 * DAY, month: 30 * DAY, year: 365 * DAY } as const;

/** Stripe's test cards: this one pays; 0341 attaches but every charge fails; 0002 is declined at once. */
export const TEST_CARDS = {
  pays: '4242424242424242',
  chargeFails: '4000000000000341',
  declined: '4000000000000002',
} as const;

export interface FakeCustomer extends Json {
  id: string;
  email: string | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
}
export interface FakePrice extends Json {
  id: string;
  product: string;
  unit_amount: number;
  currency: string;
  recurring: { interval: keyof typeof INTERVAL_SECONDS; interval_count: number };
}
export class StripeCatalog {
  customers = new Map<string, FakeCustomer>();
  products = new Map<string, Json>();
  prices = new Map<string, FakePrice>();
  /** Card number on file per customer (the payment method's number, which Stripe never shows). */
  protected cards = new Map<string, string>();
  protected offsetSeconds = 0;

  /** The fake's clock (seconds), which tests move forward like a Stripe test clock. */
  now(): number {
    return Math.floor(Date.now() / 1000) + this.offsetSeconds;
  }

  // --- objects ---

  customer(id: string, param = 'customer'): FakeCustomer {
    const found = this.customers.get(id);
    if (!found)
      throw param === 'id'
        ? noSuch('customer', id)
        : new StripeFakeError(400, `No such customer: '${id}'`, 'invalid_request_error', 'resource_missing', param);
    return found;
  }

  price(id: string, param = 'price'): FakePrice {
    const found = this.prices.get(id);
    if (!found)
      throw param === 'id'
        ? noSuch('price', id)
        : new StripeFakeError(400, `No such price: '${id}'`, 'invalid_request_error', 'resource_missing', param);
    return found;
  }

  createCustomer(params: {
    id?: string;
    email?: string;
    name?: string;
    metadata?: Record<string, string>;
  }): FakeCustomer {
    const customer: FakeCustomer = {
      id: params.id ?? stripeId('cus'),
      object: 'customer',
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: params.metadata ?? {},
      created: this.now(),
      livemode: false,
      invoice_settings: { default_payment_method: null },
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  createProduct(params: { id?: string; name?: string; metadata?: Record<string, string> }): Json {
    if (!params.name) throw missingParam('name');
    const product = {
      id: params.id ?? stripeId('prod'),
      object: 'product',
      name: params.name,
      active: true,
      metadata: params.metadata ?? {},
      created: this.now(),
      livemode: false,
    };
    this.products.set(product.id, product);
    return product;
  }

  createPrice(params: {
    id?: string;
    product?: string;
    unit_amount?: number;
    currency?: string;
    interval?: string;
    metadata?: Record<string, string>;
  }): FakePrice {
    if (!params.product) throw missingParam('product');
    if (!this.products.has(params.product))
      throw new StripeFakeError(
        400,
        `No such product: '${params.product}'`,
        'invalid_request_error',
        'resource_missing',
        'product',
      );
    if (params.unit_amount === undefined || params.unit_amount < 0) throw missingParam('unit_amount');
    if (!params.currency) throw missingParam('currency');
    if (!params.interval || !(params.interval in INTERVAL_SECONDS))
      throw invalidParam(
        'recurring[interval]',
        'Invalid recurring[interval]: must be one of day, week, month, or year',
      );
    const price: FakePrice = {
      id: params.id ?? stripeId('price'),
      object: 'price',
      active: true,
      type: 'recurring',
      product: params.product,
      unit_amount: params.unit_amount,
      currency: params.currency.toLowerCase(),
      recurring: { interval: params.interval as FakePrice['recurring']['interval'], interval_count: 1 },
      metadata: params.metadata ?? {},
      created: this.now(),
      livemode: false,
    };
    this.prices.set(price.id, price);
    return price;
  }

  /** Attaches a card as the customer's default payment method. */
  attachCard(customerId: string, card: string): void {
    this.cards.set(customerId, card);
    this.customer(customerId).invoice_settings.default_payment_method = `pm_card_${card.slice(-4)}`;
  }

  cardOf(customerId: string): string | undefined {
    return this.cards.get(customerId);
  }
}
