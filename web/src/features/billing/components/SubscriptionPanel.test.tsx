import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Subscription } from '@contract/billing';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch-stub.test-support';
import { SubscriptionPanel } from './SubscriptionPanel';

/** The first request loads Firebase Auth (for the token), which takes a moment in jsdom. */
const FIRST_ANSWER = { timeout: 5000 };
const IN_TEN_DAYS = new Date(Date.now() + 9.8 * 86_400_000).toISOString();

const trial: Subscription = {
  id: 'sub_123',
  planId: 'pro-monthly',
  planName: 'Pro',
  kind: 'individual',
  status: 'trialing',
  currentPeriodEnd: IN_TEN_DAYS,
  cancelAtPeriodEnd: false,
  trialEnd: IN_TEN_DAYS,
  quantity: 1,
  userId: 'u1',
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:00.000Z',
};

function answer(body: unknown) {
  return stubFetch({ 'POST /v1/subscriptions/*': { body: { data: body } } }).calls;
}

function renderPanel(subscription: Subscription) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SubscriptionPanel subscription={subscription} title="Your plan" />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SubscriptionPanel', () => {
  it('shows the plan, the trial days left and a way to manage payment', () => {
    renderPanel(trial);
    expect(screen.getByRole('heading', { name: 'Your plan' })).toBeInTheDocument();
    expect(screen.getByText('Free trial')).toBeInTheDocument();
    expect(screen.getByText(/^10 days left in your free trial/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage payment' })).toBeInTheDocument();
  });

  it('asks before cancelling, saying until when Premium lasts, then cancels at the period end', async () => {
    const calls = answer({ ...trial, cancelAtPeriodEnd: true });
    const user = userEvent.setup();
    renderPanel(trial);
    await user.click(screen.getByRole('button', { name: 'Cancel plan' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Pro?' });
    const until = new Date(IN_TEN_DAYS).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
    expect(within(dialog).getByText(until)).toBeInTheDocument();
    expect(dialog).toHaveTextContent('you will not be charged');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    await vi.waitFor(
      () => expect(calls.some((c) => c.method === 'POST' && c.url === '/v1/subscriptions/sub_123/cancel')).toBe(true),
      FIRST_ANSWER,
    );
  });

  it('offers to keep the plan once it is cancelled', async () => {
    const calls = answer(trial);
    renderPanel({ ...trial, cancelAtPeriodEnd: true });
    expect(screen.getByText(/^Cancelled — Premium stays on until/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Keep my plan' }));
    await vi.waitFor(
      () => expect(calls.some((c) => c.method === 'POST' && c.url === '/v1/subscriptions/sub_123/resume')).toBe(true),
      FIRST_ANSWER,
    );
  });
});
