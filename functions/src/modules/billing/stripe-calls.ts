import Stripe from 'stripe';
import type { AppContext } from '../../platform/context';
import { ApiError } from '../../platform/errors';
import { BILLING_MESSAGES } from '../../contract/billing';
import { stripeClient, type StripeClient } from '../../integrations/commerce/stripe/stripe.client';

export const paymentUnavailable = () => new ApiError(503, BILLING_MESSAGES.paymentUnavailable, 'payment-unavailable');

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  (error.statusCode === 404 || error.code === 'resource_missing');

/**
 * Runs a Stripe call. Stripe being down or refusing (a key or price set up wrong) is our
 * problem, not the caller's: it is logged and answered 503. With `notFound`, an object Stripe
 * does not know answers null instead.
 */
export async function callStripe<T>(
  ctx: AppContext,
  call: (stripe: StripeClient) => Promise<T>,
  options: { notFound: true },
): Promise<T | null>;
export async function callStripe<T>(ctx: AppContext, call: (stripe: StripeClient) => Promise<T>): Promise<T>;
export async function callStripe<T>(
  ctx: AppContext,
  call: (stripe: StripeClient) => Promise<T>,
  options: { notFound?: boolean } = {},
): Promise<T | null> {
  try {
    return await call(stripeClient(ctx.config));
  } catch (err) {
    if (options.notFound && isMissing(err)) return null;
    if (err instanceof ApiError) throw err;
    ctx.logger.error({ err }, 'a Stripe call failed');
    throw paymentUnavailable();
  }
}
