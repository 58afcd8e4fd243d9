import { describe, expect, it } from 'vitest';
import type { StoredPlan } from '@contract/billing';
import { createBody, fromMinorUnits, planFormDefaults, planFormSchema, toMinorUnits, updateBody } from './plan-form';

const PRO: StoredPlan = {
  id: 'pro-monthly',
  name: 'Pro',
  interval: 'month',
  amount: 900,
  currency: 'usd',
  trialDays: 14,
  features: ['A', 'B'],
  roleId: 'pro',
  kind: 'individual',
  stripeProductId: 'prod_1',
  stripePriceId: 'price_1',
  active: true,
  order: 10,
  createdAt: '',
  updatedAt: '',
};

describe('the plan form', () => {
  it('reads prices as people type them, in the currency’s minor units', () => {
    expect(toMinorUnits('9', 'usd')).toBe(900);
    expect(toMinorUnits('9.5', 'usd')).toBe(950);
    expect(toMinorUnits('12.34', 'eur')).toBe(1234);
    expect(toMinorUnits('1.234', 'usd')).toBeNull();
    expect(toMinorUnits('1000', 'jpy')).toBe(1000);
    expect(toMinorUnits('1.5', 'jpy')).toBeNull();
    expect(toMinorUnits('nine', 'usd')).toBeNull();
    expect(fromMinorUnits(950, 'usd')).toBe('9.50');
    expect(fromMinorUnits(1000, 'jpy')).toBe('1000');
  });

  it('refuses a malformed price with a message on the price', () => {
    const result = planFormSchema.safeParse({ ...planFormDefaults(PRO), price: '9,99' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['price'], message: 'Enter a price like 9.00.' });
  });

  it('sends only what changed, so an untouched price keeps its Stripe price', () => {
    const unchanged = planFormSchema.parse(planFormDefaults(PRO));
    expect(updateBody(unchanged, PRO)).toEqual({});
    const changed = planFormSchema.parse({
      ...planFormDefaults(PRO),
      price: '10',
      features: 'A\n\n B \nC',
      roleId: '',
      active: false,
    });
    expect(updateBody(changed, PRO)).toEqual({ amount: 1000, features: ['A', 'B', 'C'], roleId: null, active: false });
  });

  it('makes a create body in minor units, lower-case currency and no role for an empty one', () => {
    const values = planFormSchema.parse({
      ...planFormDefaults(),
      id: 'studio',
      name: 'Studio',
      price: '25',
      currency: 'EUR',
      features: 'X',
    });
    expect(createBody(values)).toEqual({
      id: 'studio',
      name: 'Studio',
      interval: 'month',
      kind: 'individual',
      amount: 2500,
      currency: 'eur',
      trialDays: 0,
      features: ['X'],
      roleId: null,
    });
  });
});
