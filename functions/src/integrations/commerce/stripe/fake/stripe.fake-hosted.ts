import type { ServerResponse } from 'node:http';
import { formOf, sendJson, type FakeRequest } from '../../../core/fake/http';
import type { Json } from './stripe.fake-form';
import { TEST_CARDS, type FakePrice } from './stripe.fake-catalog';
import type { StripeLedger } from './stripe.fake-ledger';
import { checkoutPage, closedPage, portalPage } from './stripe.fake-pages';

/** What a checkout session carries that Stripe keeps to itself (line items, trial), for tests to inspect. */
export interface SessionExtras {
  price: FakePrice;
  quantity: number;
  trialDays?: number;
  subscriptionMetadata: Record<string, string>;
  webhookUrl: string;
}

export type CheckoutSession = Json & {
  status: string;
  customer: string | null;
  success_url: string;
  cancel_url: string;
};
export type PortalSession = { customer: string; return_url: string };

/**
 * The stand-ins for Stripe's hosted pages (Checkout, the customer portal) and the test controls
 * under `/_fake/`, over the sessions the REST API (stripe.fake.ts) opened.
 */
export class StripeHostedPages {
  constructor(
    private readonly ledger: StripeLedger,
    private readonly sessions: Map<string, CheckoutSession>,
    private readonly extras: Map<string, SessionExtras>,
    private readonly portals: Map<string, PortalSession>,
  ) {}

  async handle(req: FakeRequest, res: ServerResponse): Promise<boolean> {
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
    const email = session.customer
      ? this.ledger.customer(session.customer).email
      : (session.customer_email as string | null);
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
      return this.showCheckout(
        res,
        id,
        card === TEST_CARDS.declined ? 'Your card was declined.' : 'Your card number is invalid.',
      );
    }
    const l = this.ledger;
    let customerId = session.customer;
    if (!customerId) {
      customerId = l.createCustomer({
        email: form.get('email') || (session.customer_email as string | null) || undefined,
      }).id;
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
      sendJson(res, 200, {
        data: l.events.map((e) => ({ id: e.id, type: e.type, created: e.created })),
        deliveries: l.deliveries,
      });
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
