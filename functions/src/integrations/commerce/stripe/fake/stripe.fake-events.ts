import { createHmac } from 'node:crypto';
import { STRIPE_API_VERSION } from '../stripe.client';
import { stripeId, type Json } from './stripe.fake-form';

export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Json; previous_attributes?: Json };
}
export interface Delivery {
  eventId: string;
  type: string;
  url: string;
  status: number | 'failed';
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Events as Stripe sends them: recorded, and delivered one after another to the app's webhook
 * endpoint with a `Stripe-Signature` made with the endpoint's signing secret.
 */
export class StripeOutbox {
  events: FakeEvent[] = [];
  deliveries: Delivery[] = [];
  /** Where each customer's events go: set when they pay through a checkout of the app. */
  private endpoints = new Map<string, string>();
  private queue: Promise<void> = Promise.resolve();

  constructor(
    /** The signing secret of the app's webhook endpoint. */
    public webhookSecret: string,
    /** When set, every event goes here (tests); otherwise to the endpoint of the customer's checkout. */
    public webhookUrl?: string,
  ) {}

  routeEvents(customerId: string, url: string): void {
    this.endpoints.set(customerId, url);
  }

  emit(type: string, object: Json, created: number, previous?: Json): FakeEvent {
    const event: FakeEvent = {
      id: stripeId('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created,
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: clone(object), ...(previous ? { previous_attributes: clone(previous) } : {}) },
    };
    this.events.push(event);
    const customer =
      typeof object.customer === 'string'
        ? object.customer
        : object.object === 'customer'
          ? (object.id as string)
          : undefined;
    const url = this.webhookUrl ?? (customer ? this.endpoints.get(customer) : undefined);
    if (url) this.queue = this.queue.then(() => this.deliver(event, url));
    return event;
  }

  /** Resolves once every event emitted so far has been delivered (or failed to be). */
  settled(): Promise<void> {
    return this.queue;
  }

  /** `Stripe-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.payload">`, as Stripe signs. */
  signature(payload: string, timestamp = Math.floor(Date.now() / 1000)): string {
    const v1 = createHmac('sha256', this.webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
    return `t=${timestamp},v1=${v1}`;
  }

  private async deliver(event: FakeEvent, url: string): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    let status: Delivery['status'];
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': this.signature(payload),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(20_000),
      });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = 'failed';
    }
    this.deliveries.push({ eventId: event.id, type: event.type, url, status });
  }
}
