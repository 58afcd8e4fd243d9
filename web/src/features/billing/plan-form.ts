import { z } from 'zod';
import { MESSAGES } from '@contract/messages';
import {
  PLAN_INTERVALS,
  PLAN_KINDS,
  type CreatePlanBody,
  type StoredPlan,
  type UpdatePlanBody,
} from '@contract/billing';
import type billing from './i18n/en';
import { billingT } from './i18n';

/**
 * The superadmin's plan form: prices typed as people write them ("9.00"), features one a line.
 * It turns into the contract's bodies, which the API checks again.
 */

const digitsOf = (currency: string) => {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase() }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
};

/** "9.5" in USD → 950; null when it is not a price in that currency. */
export function toMinorUnits(price: string, currency: string): number | null {
  const digits = digitsOf(currency);
  const match = /^(\d{1,7})(?:\.(\d+))?$/.exec(price.trim());
  if (!match || (match[2] ?? '').length > digits) return null;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? '').padEnd(digits, '0') || 0);
}

/** 950 in USD → "9.50". */
export function fromMinorUnits(amount: number, currency: string): string {
  const digits = digitsOf(currency);
  return digits ? (amount / 10 ** digits).toFixed(digits) : String(amount);
}

const required = (max: number) => z.string().trim().min(1, MESSAGES.required).max(max);

/** The form's own checks, worded when they fail, in the reader's language. */
const says = (key: keyof typeof billing.planForm.error) => ({ error: () => billingT()(`planForm.error.${key}`) });

export const planFormSchema = z
  .object({
    id: z
      .string()
      .trim()
      .max(128)
      .regex(/^[A-Za-z0-9_-]*$/, says('idCharacters')),
    name: required(60),
    interval: z.enum(PLAN_INTERVALS),
    kind: z.enum(PLAN_KINDS),
    price: required(12),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, says('currency')),
    trialDays: z.coerce.number(says('days')).int(says('wholeDays')).min(0).max(730),
    features: z.string().max(3000),
    roleId: z
      .string()
      .trim()
      .max(128)
      .regex(/^[A-Za-z0-9_-]*$/, says('idCharacters')),
    active: z.boolean(),
    stripePriceId: z.string().trim().max(130),
  })
  .refine((v) => toMinorUnits(v.price, v.currency) !== null, { path: ['price'], ...says('price') });

export type PlanFormInput = z.input<typeof planFormSchema>;
export type PlanFormValues = z.output<typeof planFormSchema>;

export function planFormDefaults(plan?: StoredPlan): PlanFormInput {
  return {
    id: plan?.id ?? '',
    name: plan?.name ?? '',
    interval: plan?.interval ?? 'month',
    kind: plan?.kind ?? 'individual',
    price: plan ? fromMinorUnits(plan.amount, plan.currency) : '',
    currency: plan?.currency ?? 'usd',
    trialDays: plan?.trialDays ?? 0,
    features: plan?.features.join('\n') ?? '',
    roleId: plan?.roleId ?? '',
    active: plan?.active ?? true,
    stripePriceId: '',
  };
}

const featuresOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export function createBody(values: PlanFormValues): CreatePlanBody {
  return {
    id: values.id,
    name: values.name,
    interval: values.interval,
    kind: values.kind,
    amount: toMinorUnits(values.price, values.currency) ?? 0,
    currency: values.currency.toLowerCase(),
    trialDays: values.trialDays,
    features: featuresOf(values.features),
    roleId: values.roleId || null,
  };
}

/** Only what changed, so an untouched price keeps its Stripe price. */
export function updateBody(values: PlanFormValues, plan: StoredPlan): UpdatePlanBody {
  const next = createBody(values);
  const body: UpdatePlanBody = {};
  if (next.name !== plan.name) body.name = next.name;
  if (next.amount !== plan.amount) body.amount = next.amount;
  if (next.currency !== plan.currency) body.currency = next.currency;
  if (next.trialDays !== plan.trialDays) body.trialDays = next.trialDays;
  if (next.features.join('\n') !== plan.features.join('\n')) body.features = next.features;
  if (next.roleId !== plan.roleId) body.roleId = next.roleId;
  if (values.active !== plan.active) body.active = values.active;
  if (values.stripePriceId) body.stripePriceId = values.stripePriceId;
  return body;
}
