import type { ServerResponse } from 'node:http';
import { sendJson, type FakeProvider, type FakeRequest } from '../../../core/fake/http';
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
import { TEST_CARDS } from './stripe.fake-catalog';
import { StripeLedger } from './stripe.fake-ledger';
import { StripeHostedPages, type CheckoutSession, type PortalSession, type SessionExtras } from './stripe.fake-hosted';
import { StripeOutbox } from './stripe.fake-events';

const SESSION_SECONDS = 24 * 3600;

/**
 * Stripe, locally: the REST subset stripe-node uses (form bodies, `/v1/...`, Stripe-shaped
 * errors, idempotency keys), a stand-in for the hosted Checkout page and the customer portal (stripe.fake-hosted.ts),
 * and signed webhook deliveries. Test controls live under `/_fake/` (Stripe has test clocks).
 */
export class StripeFake implements FakeProvider {
  readonly name = 'stripe';
  readonly ledger: StripeLedger;
  /** Checkout sessions as the API answers them, and what Stripe keeps to itself (line items, trial), for tests to inspect. */
  readonly sessions = new Map<string, CheckoutSession>();
  readonly extras = new Map<string, SessionExtras>();
  private portals = new Map<string, PortalSession>();
  private readonly hosted: StripeHostedPages;
  private idempotent = new Map<string, { fingerprint: string; status: number; body: unknown }>();

  constructor(
    readonly secretKey = process.env.STRIPE_SECRET_KEY || 'sk_test_local',
    webhookSecret = process.env.STRIPE_WEBHOOK_SECRET || 'whsec_local',
    /** The account's webhook endpoint (the local stack's `${publicUrl}/v1/stripe/webhook`). */
    accountWebhookUrl = process.env.STRIPE_WEBHOOK_URL || undefined,
  ) {
    this.ledger = new StripeLedger(new StripeOutbox(webhookSecret));
    this.hosted = new StripeHostedPages(this.ledger, this.sessions, this.extras, this.portals);
    // The demo plans' products and prices, by the ids the seeded plans carry.
    for (const plan of DEFAULT_PLANS) {
      if (!plan.stripeProductId || !plan.stripePriceId) continue;
      if (!this.ledger.products.has(plan.stripeProductId))
        this.ledger.createProduct({ id: plan.stripeProductId, name: `Everlink ${plan.name}` });
      this.ledger.createPrice({
        id: plan.stripePriceId,
        product: plan.stripeProductId,
        unit_amount: plan.amount,
        currency: plan.currency,
        interval: plan.interval,
      });
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
      return await this.hosted.handle(req, res);
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
    if (key !== this.secretKey)
      throw new StripeFakeError(401, `Invalid API Key provided: ${(key ?? '').slice(0, 8)}***`);
    const idempotencyKey = req.method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    const fingerprint = `${req.method} ${req.path} ${req.body}`;
    if (idempotencyKey) {
      const seen = this.idempotent.get(idempotencyKey);
      if (seen && seen.fingerprint !== fingerprint) {
        throw new StripeFakeError(
          400,
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          'idempotency_error',
        );
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
    if (resource === 'customers' && m === 'POST' && !id)
      return l.createCustomer({ email: str(form.email), name: str(form.name), metadata: metadataOf(form.metadata) });
    if (resource === 'customers' && m === 'GET' && id) return l.customer(id, 'id');
    if (resource === 'customers' && m === 'DELETE' && id) return l.deleteCustomer(id);
    if (resource === 'products' && m === 'POST' && !id)
      return l.createProduct({ name: str(form.name), metadata: metadataOf(form.metadata) });
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
    if (trialDays !== undefined && trialDays < 1)
      throw invalidParam('subscription_data[trial_period_days]', 'The trial period must be at least 1 day.');
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
    return {
      id,
      object: 'billing_portal.session',
      customer,
      return_url: returnUrl,
      url: `${this.base(req)}/portal/${id}`,
      created: this.ledger.now(),
      livemode: false,
    };
  }
}
