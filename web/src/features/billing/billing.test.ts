import { describe, expect, it } from 'vitest';
import type { Plan, Subscription } from '@contract/billing';
import {
  currentSubscription,
  daysLeft,
  periodSentence,
  plansFor,
  priceLabel,
  trialUsed,
  yearlySaving,
} from './billing';

const plan = (over: Partial<Plan>): Plan => ({
  id: 'p',
  name: 'Pro',
  interval: 'month',
  amount: 900,
  currency: 'usd',
  trialDays: 14,
  features: [],
  roleId: 'pro',
  kind: 'individual',
  ...over,
});
const PLANS = [
  plan({ id: 'free', name: 'Free', amount: 0, trialDays: 0, roleId: null }),
  plan({ id: 'pro-monthly' }),
  plan({ id: 'pro-yearly', interval: 'year', amount: 9000 }),
  plan({ id: 'teams-monthly', name: 'Teams', kind: 'team', amount: 1200 }),
];
const sub = (over: Partial<Subscription>): Subscription => ({
  id: 'sub_1',
  planId: 'pro-monthly',
  planName: 'Pro',
  kind: 'individual',
  status: 'active',
  currentPeriodEnd: '2030-01-31T12:00:00.000Z',
  cancelAtPeriodEnd: false,
  trialEnd: null,
  quantity: 1,
  userId: 'u1',
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
  ...over,
});

describe('billing helpers', () => {
  it('shows one card a plan for the chosen interval, Free in both', () => {
    expect(plansFor(PLANS, 'month').map((p) => p.id)).toEqual(['free', 'pro-monthly', 'teams-monthly']);
    // Teams has no yearly price here: its monthly one still shows.
    expect(plansFor(PLANS, 'year').map((p) => p.id)).toEqual(['free', 'pro-yearly', 'teams-monthly']);
  });

  it('labels prices per period and per seat, and works out the yearly saving', () => {
    expect(priceLabel(PLANS[0])).toBe('Free');
    expect(priceLabel(PLANS[1])).toBe('$9.00 / month');
    expect(priceLabel(PLANS[3])).toBe('$12.00 / seat / month');
    expect(yearlySaving(PLANS, 'Pro')).toBe(17);
    expect(yearlySaving(PLANS, 'Teams')).toBe(0);
  });

  it('picks the live subscription of each kind, newest first, and knows when a trial was used', () => {
    const subs = [
      sub({ id: 'old', status: 'canceled', trialEnd: '2029-01-01T00:00:00.000Z' }),
      sub({ id: 'now', status: 'past_due' }),
      sub({ id: 'team', kind: 'team', companyId: 'c1', userId: undefined }),
    ];
    expect(currentSubscription(subs, 'individual')?.id).toBe('now');
    expect(currentSubscription(subs, 'team')?.id).toBe('team');
    expect(currentSubscription([sub({ status: 'unpaid' })], 'individual')).toBeUndefined();
    expect(trialUsed(subs, 'individual')).toBe(true);
    expect(trialUsed(subs, 'team')).toBe(false);
  });

  it('counts a 14-day trial as 14 days at 23:5x UTC, with the device clock a little behind or ahead of Stripe’s', () => {
    for (const started of ['2026-11-25T23:51:00.000Z', '2026-11-25T23:59:59.000Z', '2026-12-31T23:55:00.000Z']) {
      const start = new Date(started).getTime();
      const trialEnd = new Date(start + 14 * 86_400_000).toISOString();
      for (const skewMs of [-120_000, -1_000, 0, 1_000, 300_000]) {
        const now = new Date(start + skewMs);
        expect(daysLeft(trialEnd, now), `${started} ${skewMs}`).toBe(14);
        expect(periodSentence(sub({ status: 'trialing', trialEnd }), now)).toMatch(/^14 days left in your free trial/);
      }
      // A day later, 13, whatever the calendar date in any time zone.
      expect(daysLeft(trialEnd, new Date(start + 86_400_000 + 60_000))).toBe(13);
    }
  });

  it('counts trial days left and says what happens at the end of the period', () => {
    const now = new Date('2030-01-01T12:00:00.000Z');
    expect(daysLeft('2030-01-04T11:00:00.000Z', now)).toBe(3);
    expect(daysLeft('2030-01-01T13:00:00.000Z', now)).toBe(1);
    expect(daysLeft('2030-01-01T12:00:00.000Z', now)).toBe(0);
    expect(daysLeft('2029-12-01T00:00:00.000Z', now)).toBe(0);
    expect(periodSentence(sub({ status: 'trialing', trialEnd: '2030-01-02T12:00:00.000Z' }), now)).toMatch(
      /^1 day left in your free trial \(ends January 2, 2030\)/,
    );
    expect(periodSentence(sub({ cancelAtPeriodEnd: true }), now)).toBe(
      'Cancelled — Premium stays on until January 31, 2030.',
    );
    expect(periodSentence(sub({}), now)).toBe('Renews on January 31, 2030.');
    expect(periodSentence(sub({ status: 'past_due' }), now)).toMatch(/payment failed/);
  });
});
