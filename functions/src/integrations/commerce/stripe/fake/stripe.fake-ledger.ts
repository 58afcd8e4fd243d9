import { invalidParam, noSuch, stripeId, StripeFakeError, type Json } from './stripe.fake-form';
import type { StripeOutbox } from './stripe.fake-events';
import { DAY, INTERVAL_SECONDS, StripeCatalog, TEST_CARDS, type FakePrice } from './stripe.fake-catalog';

/**
 * The fake's memory: Stripe objects as the API answers them, and the lifecycle of
 * subscriptions (trials, renewals, failed charges, cancellations) on a clock tests can move,
 * over the catalogue and customers of stripe.fake-catalog.ts.
 */

export interface FakeItem extends Json {
  id: string;
  price: FakePrice;
  quantity: number;
  current_period_start: number;
  current_period_end: number;
}
export interface FakeSubscription extends Json {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  trial_start: number | null;
  trial_end: number | null;
  created: number;
  metadata: Record<string, string>;
  latest_invoice: string | null;
  items: { object: 'list'; data: FakeItem[]; has_more: false };
}
const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export class StripeLedger extends StripeCatalog {
  subscriptions = new Map<string, FakeSubscription>();
  invoices = new Map<string, Json>();
  private trialReminded = new Set<string>();

  constructor(readonly outbox: StripeOutbox) {
    super();
  }

  // --- objects ---

  subscription(id: string): FakeSubscription {
    const found = this.subscriptions.get(id);
    if (!found) throw noSuch('subscription', id);
    return found;
  }

  /** `DELETE /v1/customers/:id`: the customer goes, and Stripe cancels its subscriptions with it. */
  deleteCustomer(id: string): Json {
    this.customer(id, 'id');
    for (const sub of this.subscriptions.values())
      if (sub.customer === id && sub.status !== 'canceled') this.endSubscription(sub.id);
    this.customers.delete(id);
    return { id, object: 'customer', deleted: true };
  }

  // --- subscriptions ---

  /** A new subscription, its first invoice and the events Stripe sends for them. */
  startSubscription(params: {
    id?: string;
    itemId?: string;
    customer: string;
    price: FakePrice;
    quantity: number;
    trialDays?: number;
    metadata: Record<string, string>;
  }): FakeSubscription {
    const now = this.now();
    const trialEnd = params.trialDays ? now + params.trialDays * DAY : null;
    const periodEnd = trialEnd ?? now + INTERVAL_SECONDS[params.price.recurring.interval];
    const sub: FakeSubscription = {
      id: params.id ?? stripeId('sub'),
      object: 'subscription',
      customer: params.customer,
      status: trialEnd ? 'trialing' : 'incomplete',
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      trial_start: trialEnd ? now : null,
      trial_end: trialEnd,
      start_date: now,
      created: now,
      currency: params.price.currency,
      metadata: params.metadata,
      latest_invoice: null,
      livemode: false,
      items: {
        object: 'list',
        has_more: false,
        data: [
          {
            id: params.itemId ?? stripeId('si'),
            object: 'subscription_item',
            price: params.price,
            quantity: params.quantity,
            current_period_start: now,
            current_period_end: periodEnd,
            created: now,
            metadata: {},
          },
        ],
      },
    };
    this.subscriptions.set(sub.id, sub);
    if (trialEnd) {
      this.emit('customer.subscription.created', sub);
      this.invoice(sub, 'subscription_create', 0);
      return sub;
    }
    // Checkout charges before the subscription is reported: it starts active, or incomplete.
    const paid = this.pays(sub);
    if (paid) sub.status = 'active';
    this.emit('customer.subscription.created', sub);
    this.charge(sub, 'subscription_create');
    return sub;
  }

  private amountOf(sub: FakeSubscription): number {
    const item = sub.items.data[0];
    return item.price.unit_amount * item.quantity;
  }

  private pays(sub: FakeSubscription): boolean {
    return this.amountOf(sub) === 0 || this.cards.get(sub.customer) === TEST_CARDS.pays;
  }

  /** Bills the current period; answers whether the card paid. */
  private charge(sub: FakeSubscription, reason: string): boolean {
    const paid = this.pays(sub);
    this.invoice(sub, reason, this.amountOf(sub), paid);
    return paid;
  }

  private invoice(sub: FakeSubscription, reason: string, amount: number, paid = true): void {
    const item = sub.items.data[0];
    const invoice = {
      id: stripeId('in'),
      object: 'invoice',
      customer: sub.customer,
      status: paid ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: paid ? amount : 0,
      amount_remaining: paid ? 0 : amount,
      attempt_count: 1,
      billing_reason: reason,
      currency: item.price.currency,
      created: this.now(),
      period_start: item.current_period_start,
      period_end: item.current_period_end,
      livemode: false,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
    };
    this.invoices.set(invoice.id, invoice);
    sub.latest_invoice = invoice.id;
    this.emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoice);
  }

  private changed(sub: FakeSubscription, previous: Json): void {
    this.emit(
      sub.status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated',
      sub,
      previous,
    );
  }

  updateSubscription(
    id: string,
    params: { cancelAtPeriodEnd?: boolean; quantity?: number; itemId?: string; metadata?: Record<string, string> },
  ): FakeSubscription {
    const sub = this.subscription(id);
    if (sub.status === 'canceled' || sub.status === 'incomplete_expired') {
      throw new StripeFakeError(
        400,
        'A canceled subscription can only update its cancellation_details and metadata.',
        'invalid_request_error',
      );
    }
    const previous: Json = {};
    if (params.cancelAtPeriodEnd !== undefined && params.cancelAtPeriodEnd !== sub.cancel_at_period_end) {
      previous.cancel_at_period_end = sub.cancel_at_period_end;
      previous.cancel_at = sub.cancel_at;
      sub.cancel_at_period_end = params.cancelAtPeriodEnd;
      sub.cancel_at = params.cancelAtPeriodEnd ? sub.items.data[0].current_period_end : null;
    }
    if (params.quantity !== undefined) {
      const item = sub.items.data.find((i) => i.id === params.itemId);
      if (!item) throw invalidParam('items[0][id]', `Invalid subscription item: '${params.itemId}'`);
      if (item.quantity !== params.quantity) {
        previous.items = clone(sub.items);
        item.quantity = params.quantity;
      }
    }
    if (params.metadata) {
      previous.metadata = sub.metadata;
      sub.metadata = { ...sub.metadata, ...params.metadata };
    }
    if (Object.keys(previous).length) this.changed(sub, previous);
    return sub;
  }

  /** Cancels at once (`DELETE /v1/subscriptions/:id`). */
  endSubscription(id: string): FakeSubscription {
    const sub = this.subscription(id);
    if (sub.status === 'canceled')
      throw new StripeFakeError(400, `No such subscription: '${id}'`, 'invalid_request_error', 'resource_missing');
    const previous = { status: sub.status };
    const now = this.now();
    Object.assign(sub, { status: 'canceled', canceled_at: now, ended_at: now });
    this.changed(sub, previous);
    return sub;
  }

  /** A new card on file (the portal's "Update card"): a subscription in arrears is retried with it. */
  replaceCard(customerId: string, card: string): void {
    this.attachCard(customerId, card);
    for (const sub of this.subscriptions.values()) {
      if (sub.customer !== customerId || (sub.status !== 'past_due' && sub.status !== 'incomplete')) continue;
      const previous = { status: sub.status };
      if (this.charge(sub, 'subscription_cycle')) {
        sub.status = 'active';
        this.changed(sub, previous);
      }
    }
  }

  /** The next thing due on a subscription at or before `until`, with when it is due. */
  private nextDue(sub: FakeSubscription, until: number): { at: number; run: () => void } | undefined {
    const item = sub.items.data[0];
    const candidates: { at: number; run: () => void }[] = [];
    if (sub.status === 'trialing' && sub.trial_end) {
      if (!this.trialReminded.has(sub.id))
        candidates.push({ at: sub.trial_end - 3 * DAY, run: () => this.remindTrialEnd(sub) });
      candidates.push({ at: sub.trial_end, run: () => this.renew(sub) });
    }
    if (sub.status === 'active' || sub.status === 'past_due')
      candidates.push({ at: item.current_period_end, run: () => this.renew(sub) });
    if (sub.status === 'incomplete') candidates.push({ at: sub.created + DAY - 3600, run: () => this.expire(sub) });
    return candidates.filter((c) => c.at <= until).sort((a, b) => a.at - b.at)[0];
  }

  private remindTrialEnd(sub: FakeSubscription): void {
    this.trialReminded.add(sub.id);
    this.emit('customer.subscription.trial_will_end', sub);
  }

  private expire(sub: FakeSubscription): void {
    const previous = { status: sub.status };
    sub.status = 'incomplete_expired';
    this.changed(sub, previous);
  }

  /** The end of a trial or period: cancel if asked to, else bill the next period. */
  private renew(sub: FakeSubscription): void {
    const item = sub.items.data[0];
    const previous: Json = { status: sub.status };
    if (sub.cancel_at_period_end) {
      Object.assign(sub, { status: 'canceled', canceled_at: this.now(), ended_at: this.now() });
      return this.changed(sub, previous);
    }
    const wasPastDue = sub.status === 'past_due';
    item.current_period_start = item.current_period_end;
    item.current_period_end = item.current_period_start + INTERVAL_SECONDS[item.price.recurring.interval];
    const paid = this.charge(sub, 'subscription_cycle');
    // A renewal that fails again after the grace period leaves the subscription unpaid.
    sub.status = paid ? 'active' : wasPastDue ? 'unpaid' : 'past_due';
    this.changed(sub, previous);
  }

  /** Moves the clock forward, running every trial end, renewal and cancellation due on the way. */
  advance(seconds: number): void {
    const target = this.now() + Math.max(0, Math.floor(seconds));
    for (;;) {
      const due = [...this.subscriptions.values()]
        .map((sub) => this.nextDue(sub, target))
        .filter((d): d is { at: number; run: () => void } => !!d)
        .sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.offsetSeconds += Math.max(0, due.at - this.now());
      due.run();
    }
    this.offsetSeconds += Math.max(0, target - this.now());
  }

  // --- events ---

  /** Records an event about `object` at the fake's time; the outbox delivers it. */
  emit(type: string, object: Json, previous?: Json) {
    return this.outbox.emit(type, object, this.now(), previous);
  }

  get events() {
    return this.outbox.events;
  }

  get deliveries() {
    return this.outbox.deliveries;
  }

  /** Resolves once every event emitted so far has been delivered (or failed to be). */
  settled(): Promise<void> {
    return this.outbox.settled();
  }
}
