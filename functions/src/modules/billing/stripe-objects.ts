import { z } from 'zod';

/**
 * The shapes of what Stripe sends that billing reads. A signed event can still carry a shape this
 * code cannot use (an API-version change, a hand-made test event): it is acknowledged and
 * recorded as unprocessable, never answered 5xx (Stripe would retry a 5xx for days).
 * Schemas are loose: Stripe adds fields at will, and only the ones read here must hold.
 */

const seconds = z.number().int().nonnegative();
const idOrObject = z.union([z.string().min(1), z.object({ id: z.string().min(1) }).loose()]);

export const eventEnvelopeSchema = z
  .object({
    id: z.string().min(1).max(255),
    type: z.string().min(1).max(255),
    created: seconds,
    data: z.object({ object: z.object({}).loose() }).loose(),
  })
  .loose();

export const subscriptionSchema = z
  .object({
    id: z.string().regex(/^sub_[A-Za-z0-9_]{1,200}$/),
    status: z.string(),
    customer: idOrObject.nullable(),
    created: seconds,
    metadata: z.record(z.string(), z.string()).nullish(),
    cancel_at_period_end: z.boolean(),
    cancel_at: seconds.nullish(),
    trial_start: seconds.nullish(),
    trial_end: seconds.nullish(),
    items: z
      .object({
        data: z.array(
          z
            .object({
              id: z.string().min(1),
              quantity: z.number().int().nonnegative().nullish(),
              current_period_end: seconds.nullish(),
              price: z
                .object({ id: z.string().min(1) })
                .loose()
                .nullish(),
            })
            .loose(),
        ),
      })
      .loose(),
  })
  .loose();

export const checkoutSessionSchema = z
  .object({
    id: z.string().min(1),
    mode: z.string(),
    subscription: idOrObject.nullish(),
  })
  .loose();

export const invoiceSchema = z
  .object({
    id: z.string().min(1),
    subscription: idOrObject.nullish(),
    parent: z
      .object({ subscription_details: z.object({ subscription: idOrObject.nullish() }).loose().nullish() })
      .loose()
      .nullish(),
  })
  .loose();

/** Whether a subscription, from an event or from Stripe's API, has every field billing reads. */
export const isUsableSubscription = (value: unknown): boolean => subscriptionSchema.safeParse(value).success;
