import type { ServerResponse } from 'node:http';
import type { FakePrice } from './stripe.fake-catalog';
import type { FakeSubscription } from './stripe.fake-ledger';
import type { Json } from './stripe.fake-form';

/** HTML of the stand-ins for Stripe's hosted pages: Checkout and the customer portal. */

const escape = (text: unknown) => String(text ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const money = (amount: number, currency: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);

const date = (seconds: number | null | undefined) =>
  seconds ? new Date(seconds * 1000).toISOString().slice(0, 10) : '—';

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f9fc; color: #1a1f36; }
  main { max-width: 28rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; box-shadow: 0 2px 8px rgb(0 0 0 / 8%); }
  .test { background: #ffde92; color: #8a4b00; padding: .25rem .5rem; border-radius: 4px; font-size: .8rem; display: inline-block; }
  label { display: block; margin-top: 1rem; font-weight: 600; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; border: 1px solid #c1c9d2; border-radius: 6px; }
  button { margin-top: 1.5rem; width: 100%; padding: .75rem; font-size: 1rem; font-weight: 600; color: #fff; background: #635bff; border: 0; border-radius: 6px; cursor: pointer; }
  button:focus-visible, a:focus-visible, input:focus-visible { outline: 3px solid #9d97ff; outline-offset: 2px; }
  .error { color: #df1b41; font-weight: 600; }
  table { width: 100%; border-collapse: collapse; } td, th { text-align: left; padding: .35rem 0; border-bottom: 1px solid #e3e8ee; }
`;

function page(res: ServerResponse, title: string, body: string, status = 200): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
  );
}

export interface CheckoutView {
  id: string;
  productName: string;
  price: FakePrice;
  quantity: number;
  trialDays?: number;
  email: string | null;
  cancelUrl: string;
  error?: string;
}

export function checkoutPage(res: ServerResponse, view: CheckoutView, status = 200): void {
  const each = money(view.price.unit_amount, view.price.currency);
  const total = money(view.price.unit_amount * view.quantity, view.price.currency);
  const per = view.price.recurring.interval;
  const seats = view.quantity > 1 ? `<p>${view.quantity} seats × ${each}</p>` : '';
  const terms = view.trialDays
    ? `<p>${view.trialDays} days free, then ${total} per ${per}.</p>`
    : `<p>${total} per ${per}, billed today.</p>`;
  page(
    res,
    `Checkout · ${view.productName}`,
    `<p class="test">Test mode · Stripe Checkout stand-in</p>
    <h1>Subscribe to ${escape(view.productName)}</h1>
    ${seats}${terms}
    <form method="post" action="/stripe/checkout/${escape(view.id)}/pay">
      <label for="email">Email</label>
      <input id="email" name="email" type="email" autocomplete="email" value="${escape(view.email)}">
      <label for="card">Card number</label>
      <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
      <label for="expiry">Expiry</label>
      <input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="MM / YY" value="12 / 34">
      <label for="cvc">CVC</label>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" value="123">
      ${view.error ? `<p class="error" role="alert">${escape(view.error)}</p>` : ''}
      <button type="submit">Pay</button>
    </form>
    <p><a href="${escape(view.cancelUrl)}">Back to Everlink</a></p>`,
    status,
  );
}

export function closedPage(res: ServerResponse, title: string, text: string, status = 410): void {
  page(res, title, `<p class="test">Test mode</p><h1>${escape(title)}</h1><p>${escape(text)}</p>`, status);
}

export interface PortalView {
  id: string;
  email: string | null;
  cardLast4?: string;
  subscriptions: FakeSubscription[];
  invoices: Json[];
  productName: (productId: string) => string;
  returnUrl: string;
  notice?: string;
}

export function portalPage(res: ServerResponse, view: PortalView): void {
  const subs = view.subscriptions
    .map((s) => {
      const item = s.items.data[0];
      const ends = s.cancel_at_period_end
        ? `Cancels on ${date(item.current_period_end)}`
        : s.status === 'canceled'
          ? `Ended on ${date(s.ended_at)}`
          : `Renews on ${date(item.current_period_end)}`;
      return `<tr><td>${escape(view.productName(item.price.product))} × ${item.quantity}</td><td>${escape(s.status)}</td><td>${ends}</td></tr>`;
    })
    .join('');
  const invoices = view.invoices
    .map(
      (i) =>
        `<tr><td>${date(i.created as number)}</td><td>${money(i.amount_due as number, i.currency as string)}</td><td>${escape(i.status)}</td></tr>`,
    )
    .join('');
  page(
    res,
    'Billing · Everlink',
    `<p class="test">Test mode · Stripe customer portal stand-in</p>
    <h1>Billing</h1>
    <p>${escape(view.email ?? '')}</p>
    ${view.notice ? `<p role="status">${escape(view.notice)}</p>` : ''}
    <h2>Subscriptions</h2>
    <table><thead><tr><th>Plan</th><th>Status</th><th></th></tr></thead><tbody>${subs || '<tr><td colspan="3">None</td></tr>'}</tbody></table>
    <h2>Payment method</h2>
    <p>${view.cardLast4 ? `Card ending in ${escape(view.cardLast4)}` : 'No card on file'}</p>
    <form method="post" action="/stripe/portal/${escape(view.id)}/card">
      <label for="card">New card number</label>
      <input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
      <button type="submit">Update card</button>
    </form>
    <h2>Invoices</h2>
    <table><thead><tr><th>Date</th><th>Amount</th><th>Status</th></tr></thead><tbody>${invoices || '<tr><td colspan="3">None yet</td></tr>'}</tbody></table>
    <p><a href="${escape(view.returnUrl)}">Return to Everlink</a></p>`,
  );
}
