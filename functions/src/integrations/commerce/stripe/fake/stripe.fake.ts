import type { ServerResponse } from 'node:http';
import { formOf, sendJson, type FakeProvider, type FakeRequest } from '../../../core/fake/http';
import { DEFAULT_PLANS, DEMO_SUBSCRIPTIONS } from '../../../../modules/billing';
import {
  arr,
  bool,
  int,
  metadataOf,
  obj,
  parseStripeForm,
  sendStripeError,
  str,
  stripeId,
  StripeFakeError,
  missingParam,
  invalidParam,
  noSuch,
  type FormObject,
  type Json,
} from './stripe.fake-form';
import { StripeLedger, TEST_CARDS, type FakePrice } from './stripe.fake-ledger';
import { checkoutPage, closedPage, portalPage } from './stripe.fake-pages';
import { StripeOutbox } from './stripe.fake-events';

export interface SessionExtras {
  price: FakePrice;
  quantity: number;
  trialDays?: number;
  subscriptionMetadata: Record<string, string>;
  webhookUrl: string;
}

const SESSION_SECONDS = 24 * 3600;

/**
 * Stripe, locally: the REST subset stripe-node uses (form bodies, `/v1/...`, Stripe-shaped
 * errors, idempotency keys), a stand-in for the hosted Checkout page and the customer portal,
 * and signed webhook deliveries. Test controls live under `/_fake/` (Stripe has test clocks).
 */
export class StripeFake implements FakeProvider {
  readonly name = 'stripe';
  readonly ledger: StripeLedger;
  /** Checkout sessions as the API answers them, and what Stripe keeps to itself (line items, trial), for tests to inspect. */
  readonly sessions = new Map<string, Json & { status: string; customer: string | null; success_url: string; cancel_url: string }>();
  readonly extras = new Map<string, SessionExtras>();
  private portals = new Map<string, { customer: string; return_url: string }>();
  private idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();

  constructor(
    readonly secretKey = process.env.STRIPE_SECRET_KEY || 'sk_test_local',
    webhookSecret = process.env.STRIPE_WEBHOOK_SECRET || 'whsec_local',
    /** The account's webhook endpoint (the local stack's `${publicUrl}/v1/stripe/webhook`). */
    accountWebhookUrl = process.env.STRIPE_WEBHOOK_URL || undefined,
  ) {
    this.ledger = new StripeLedger(new StripeOutbox(webhookSecret));
    // The demo plans' products and prices, by the ids the seeded plans carry.
    for (const plan of DEFAULT_PLANS) {
      if (!plan.stripeProductId || !plan.stripePriceId) continue;
      if (!this.ledger.products.has(plan.stripeProductId)) this.ledger.createProduct({ id: plan.stripeProductId, name: `Everlink ${plan.name}` });
      this.ledger.createPrice({ id: plan.stripePriceId, product: plan.stripeProductId, unit_amount: plan.amount, currency: plan.currency, interval: plan.interval });
    }
    // The demo people's customers and subscriptions, which the seed records under the same ids.
    for (const demo of DEMO_SUBSCRIPTIONS) {
      const price = DEFAULT_PLANS.find((p) => p.id === demo.planId)?.stripePriceId;
      if (!price) continue;
      this.ledger.createCustomer({ id: demo.customerId, email: demo.email, name: demo.name });
      this.ledger.attachCard(demo.customerId, TEST_CARDS.pays);
      this.ledger.startSubscription({
        id: demo.subscriptionId,
        itemId: demo.itemId,
        customer: demo.customerId,
        price: this.ledger.price(price),
        quantity: demo.quantity,
        trialDays: demo.trialDays || undefined,
        metadata: { planId: demo.planId },
      });
    }
    this.ledger.outbox.webhookUrl = accountWebhookUrl;
  }

  /** Where every event goes (the account's endpoint); unset, each customer's go to the app that opened their checkout. */
  set webhookUrl(url: string | undefined) {
    this.ledger.outbox.webhookUrl = url;
  }

  async handle(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    try {
      if (req.path.startsWith('/v1/')) return await this.api(req, res);
      return await this.pages(req, res);
    } catch (error) {
      if (error instanceof StripeFakeError) {
        sendStripeError(res, error);
        return true;
      }
      throw error;
    }
  }

  // --- REST API ---

  private async api(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (key !== this.secretKey) throw new StripeFakeError(401, `Invalid API Key provided: ${(key ?? '').slice(0, 8)}***`);
    const idempotencyKey = req.method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    const fingerprint = `${req.method} ${req.path} ${req.body}`;
    if (idempotencyKey) {
      const seen = this.idempotent.get(idempotencyKey);
      if (seen && seen.fingerprint !== fingerprint) {
        throw new StripeFakeError(400, 'Keys for idempotent requests can only be used with the same parameters they were first used with.', 'idempotency_error');
      }
      if (seen) {
        res.setHeader('idempotent-replayed', 'true');
        sendJson(res, seen.status, seen.body);
        return true;
      }
    }
    const form = parseStripeForm(req.body);
    const answer = this.route(req, form);
    if (answer === undefined) return false;
    if (idempotencyKey) this.idempotent.set(idempotencyKey, { fingerprint, status: 200, body: answer });
    sendJson(res, 200, answer);
    return true;
  }

  private route(req: FakeRequest, form: FormObject): unknown {
    const l = this.ledger;
    const [, , resource, id, sub] = req.path.split('/');
    const m = req.method;
    if (resource === 'customers' && m === 'POST' && !id) return l.createCustomer({ email: str(form.email), name: str(form.name), metadata: metadataOf(form.metadata) });
    if (resource === 'customers' && m === 'GET' && id) return l.customer(id, 'id');
    if (resource === 'customers' && m === 'DELETE' && id) return l.deleteCustomer(id);
    if (resource === 'products' && m === 'POST' && !id) return l.createProduct({ name: str(form.name), metadata: metadataOf(form.metadata) });
    if (resource === 'products' && m === 'GET' && id)
      return (
        l.products.get(id) ??
        (() => {
          throw noSuch('product', id);
        })()
      );
    if (resource === 'prices' && m === 'POST' && !id) {
      return l.createPrice({
        product: str(form.product),
        unit_amount: int(form.unit_amount),
        currency: str(form.currency),
        interval: str(obj(form.recurring).interval),
        metadata: metadataOf(form.metadata),
      });
    }
    if (resource === 'prices' && m === 'GET' && id) return l.price(id, 'id');
    if (resource === 'checkout' && id === 'sessions' && m === 'POST' && !sub) return this.createSession(req, form);
    if (resource === 'checkout' && id === 'sessions' && m === 'GET' && sub)
      return (
        this.sessions.get(sub) ??
        (() => {
          throw noSuch('checkout.session', sub);
        })()
      );
    if (resource === 'subscriptions' && m === 'GET' && !id) {
      const customer = req.query.get('customer');
      const data = [...l.subscriptions.values()].filter((s) => !customer || s.customer === customer);
      return { object: 'list', data, has_more: false, url: '/v1/subscriptions' };
    }
    if (resource === 'subscriptions' && m === 'GET' && id) return l.subscription(id);
    if (resource === 'subscriptions' && m === 'POST' && id) {
      const item = obj(arr(form.items)[0]);
      return l.updateSubscription(id, {
        cancelAtPeriodEnd: bool(form.cancel_at_period_end),
        quantity: int(item.quantity),
        itemId: str(item.id),
        metadata: form.metadata ? metadataOf(form.metadata) : undefined,
      });
    }
    if (resource === 'subscriptions' && m === 'DELETE' && id) return l.endSubscription(id);
    if (resource === 'billing_portal' && id === 'sessions' && m === 'POST') return this.createPortal(req, form);
    if (resource === 'invoices' && m === 'GET' && id)
      return (
        l.invoices.get(id) ??
        (() => {
          throw noSuch('invoice', id);
        })()
      );
    return undefined;
  }

  private base(req: FakeRequest): string {
    return `http://${req.headers.host ?? '127.0.0.1'}/${this.name}`;
  }

  private createSession(req: FakeRequest, form: FormObject): Json {
    if (str(form.mode) !== 'subscription') throw invalidParam('mode', 'This stand-in supports mode=subscription only.');
    const successUrl = str(form.success_url);
    const cancelUrl = str(form.cancel_url) ?? successUrl;
    if (!successUrl) throw missingParam('success_url');
    const lines = arr(form.line_items).map(obj);
    if (lines.length !== 1) throw invalidParam('line_items', 'Send exactly one line item.');
    const price = this.ledger.price(str(lines[0].price) ?? '', 'line_items[0][price]');
    const quantity = int(lines[0].quantity) ?? 1;
    if (quantity < 1) throw invalidParam('line_items[0][quantity]', 'Quantity must be at least 1.');
    const customer = str(form.customer) ?? null;
    if (customer) this.ledger.customer(customer);
    const subscriptionData = obj(form.subscription_data);
    const trialDays = int(subscriptionData.trial_period_days);
    if (trialDays !== undefined && trialDays < 1) throw invalidParam('subscription_data[trial_period_days]', 'The trial period must be at least 1 day.');
    const id = stripeId('cs_test');
    const now = this.ledger.now();
    const session = {
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.base(req)}/checkout/${id}`,
      customer,
      customer_email: customer ? null : (str(form.customer_email) ?? null),
      client_reference_id: str(form.client_reference_id) ?? null,
      metadata: metadataOf(form.metadata),
      success_url: successUrl,
      cancel_url: cancelUrl ?? successUrl,
      subscription: null as string | null,
      amount_total: trialDays ? 0 : price.unit_amount * quantity,
      currency: price.currency,
      created: now,
      expires_at: now + SESSION_SECONDS,
      livemode: false,
    };
    this.sessions.set(id, session);
    this.extras.set(id, {
      price,
      quantity,
      trialDays,
      subscriptionMetadata: metadataOf(subscriptionData.metadata),
      // Stripe sends events to the endpoint configured for the account; locally that is the
      // app whose checkout this is, at its Hosting rewrite of the webhook function.
      webhookUrl: `${new URL(successUrl).origin}/v1/stripe/webhook`,
    });
    return session;
  }

  private createPortal(req: FakeRequest, form: FormObject): Json {
    const customer = str(form.customer);
    if (!customer) throw missingParam('customer');
    this.ledger.customer(customer);
    const id = stripeId('bps');
    const returnUrl = str(form.return_url) ?? '';
    this.portals.set(id, { customer, return_url: returnUrl });
    return { id, object: 'billing_portal.session', customer, return_url: returnUrl, url: `${this.base(req)}/portal/${id}`, created: this.ledger.now(), livemode: false };
  }

  // --- hosted pages and test controls ---

  private async pages(req: FakeRequest, res: ServerResponse): Promise<boolean> {
    const [, area, id, action] = req.path.split('/');
    if (area === 'checkout' && id && req.method === 'GET' && !action) return this.showCheckout(res, id);
    if (area === 'checkout' && id && req.method === 'POST' && action === 'pay') return this.pay(req, res, id);
    if (area === 'portal' && id && req.method === 'GET' && !action) return this.showPortal(res, id);
    if (area === 'portal' && id && req.method === 'POST' && action === 'card') {
      const portal = this.portals.get(id);
      if (!portal) return false;
      this.ledger.replaceCard(portal.customer, digits(formOf(req).get('card')));
      await this.ledger.settled();
      return this.showPortal(res, id, 'Your card was updated.');
    }
    if (area === '_fake') return this.control(req, res, id, action);
    return false;
  }

  private showCheckout(res: ServerResponse, id: string, error?: string): boolean {
    const session = this.sessions.get(id);
    const extras = this.extras.get(id);
    if (!session || !extras) return false;
    if (session.status !== 'open' || this.ledger.now() > (session.expires_at as number)) {
      closedPage(res, 'This checkout session is no longer available', 'Go back to Everlink and start again.');
      return true;
    }
    const product = this.ledger.products.get(extras.price.product);
    const email = session.customer ? this.ledger.customer(session.customer).email : (session.customer_email as string | null);
    checkoutPage(
      res,
      {
        id,
        productName: String(product?.name ?? 'subscription'),
        price: extras.price,
        quantity: extras.quantity,
        trialDays: extras.trialDays,
        email,
        cancelUrl: session.cancel_url,
        error,
      },
      error ? 402 : 200,
    );
    return true;
  }

  /** "Pay": the customer and subscription are made, the events delivered, and the browser sent back. */
  private async pay(req: FakeRequest, res: ServerResponse, id: string): Promise<boolean> {
    const session = this.sessions.get(id);
    const extras = this.extras.get(id);
    if (!session || !extras) return false;
    if (session.status !== 'open') return this.showCheckout(res, id);
    const form = formOf(req);
    const card = digits(form.get('card'));
    if (card !== TEST_CARDS.pays && card !== TEST_CARDS.chargeFails) {
      return this.showCheckout(res, id, card === TEST_CARDS.declined ? 'Your card was declined.' : 'Your card number is invalid.');
    }
    const l = this.ledger;
    let customerId = session.customer;
    if (!customerId) {
      customerId = l.createCustomer({ email: form.get('email') || (session.customer_email as string | null) || undefined }).id;
      l.outbox.routeEvents(customerId, extras.webhookUrl);
      l.emit('customer.created', l.customer(customerId));
    } else l.outbox.routeEvents(customerId, extras.webhookUrl);
    l.attachCard(customerId, card);
    const subscription = l.startSubscription({
      customer: customerId,
      price: extras.price,
      quantity: extras.quantity,
      trialDays: extras.trialDays,
      metadata: extras.subscriptionMetadata,
    });
    Object.assign(session, {
      status: 'complete',
      customer: customerId,
      subscription: subscription.id,
      payment_status: extras.trialDays ? 'no_payment_required' : subscription.status === 'active' ? 'paid' : 'unpaid',
    });
    l.emit('checkout.session.completed', session);
    await l.settled();
    res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', id) });
    res.end();
    return true;
  }

  private showPortal(res: ServerResponse, id: string, notice?: string): boolean {
    const portal = this.portals.get(id);
    if (!portal) return false;
    const l = this.ledger;
    const customer = l.customer(portal.customer);
    portalPage(res, {
      id,
      email: customer.email,
      cardLast4: l.cardOf(customer.id)?.slice(-4),
      subscriptions: [...l.subscriptions.values()].filter((s) => s.customer === customer.id),
      invoices: [...l.invoices.values()].filter((i) => i.customer === customer.id).reverse(),
      productName: (productId) => String(l.products.get(productId)?.name ?? productId),
      returnUrl: portal.return_url,
      notice,
    });
    return true;
  }

  /**
   * Test controls: `POST /_fake/advance {"days":n}` or `{"seconds":n}` moves the clock and runs
   * what falls due (trial ends, renewals, cancellations at period end); `POST
   * /_fake/subscriptions/{id}/end` ends one at once; `GET /_fake/events` lists what was sent.
   */
  private async control(req: FakeRequest, res: ServerResponse, what: string, id?: string): Promise<boolean> {
    const l = this.ledger;
    if (what === 'advance' && req.method === 'POST') {
      const body = parseJson(req.body);
      l.advance(Number(body.seconds ?? 0) + Number(body.days ?? 0) * 86_400);
      await l.settled();
      sendJson(res, 200, { now: l.now() });
      return true;
    }
    if (what === 'subscriptions' && id && req.method === 'POST' && req.path.endsWith('/end')) {
      const sub = l.endSubscription(id);
      await l.settled();
      sendJson(res, 200, sub);
      return true;
    }
    if (what === 'events' && req.method === 'GET') {
      sendJson(res, 200, { data: l.events.map((e) => ({ id: e.id, type: e.type, created: e.created })), deliveries: l.deliveries });
      return true;
    }
    return false;
  }
}

const digits = (value: string | null | undefined) => (value ?? '').replace(/\D/g, '');

function parseJson(body: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(body || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
