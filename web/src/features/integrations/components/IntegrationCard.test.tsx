import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { IntegrationSummary } from '@contract/integrations';
import type { Profile } from '@contract/profiles';
import { createQueryClient } from '../../../lib/query-client';
import { IntegrationCard } from './IntegrationCard';
import { stubFetch } from '../../../test/fetch-stub.test-support';

afterEach(() => vi.unstubAllGlobals());

const FIRST_ANSWER = { timeout: 5000 };

function summary(overrides: Partial<IntegrationSummary> = {}): IntegrationSummary {
  return {
    id: 'x',
    name: 'X',
    description: 'Show your latest posts on your profile page.',
    kind: 'tweets',
    status: 'not_connected',
    account: null,
    connectedAt: null,
    lastRefreshAt: null,
    reason: null,
    content: [],
    contentUpdatedAt: null,
    bookingOptions: [],
    hiddenOnProfileIds: [],
    bookingByProfile: {},
    crm: null,
    calls: {
      state: { method: 'GET', path: '/v1/twitter' },
      connect: { method: 'GET', path: '/v1/twitter/oauth' },
      complete: { method: 'POST', path: '/v1/twitter/oauth' },
      disconnect: null,
      refresh: null,
    },
    ...overrides,
  };
}

const connected = summary({
  status: 'connected',
  account: {
    id: '15',
    username: 'everlink_demo',
    name: 'Everlink Demo',
    avatarUrl: null,
    url: 'https://x.com/everlink_demo',
  },
  connectedAt: new Date(Date.now() - 3_600_000).toISOString(),
  lastRefreshAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  content: [
    {
      id: 't1',
      text: 'Hello from the booth',
      url: 'https://x.com/everlink_demo/status/t1',
      imageUrl: null,
      kind: 'text',
      publishedAt: null,
    },
  ],
  hiddenOnProfileIds: ['p-events'],
  calls: {
    ...summary().calls,
    disconnect: { method: 'DELETE', path: '/v1/twitter/15/revoke' },
    refresh: { method: 'GET', path: '/v1/twitter/update-tweets' },
  },
});

const PROFILES = [
  { id: 'p-work', name: 'Work' },
  { id: 'p-events', name: 'Events' },
] as Profile[];

function renderCard(integration: IntegrationSummary) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ul>
          <IntegrationCard integration={integration} profiles={PROFILES} completing={false} />
        </ul>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole('listitem', { name: 'X' });
}

describe('IntegrationCard', () => {
  it('offers to connect what is not connected', () => {
    const card = renderCard(summary());
    expect(within(card).getByText('Not connected')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Connect X' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: /Disconnect/ })).toBeNull();
  });

  it('shows the account, the last refresh, the latest posts and where they show', () => {
    const card = renderCard(connected);
    expect(within(card).getByText('Connected')).toHaveClass('badge-success');
    expect(within(card).getByRole('link', { name: '@everlink_demo' })).toHaveAttribute(
      'href',
      'https://x.com/everlink_demo',
    );
    expect(within(card).getByText('5 minutes ago')).toHaveAttribute('datetime', connected.lastRefreshAt);
    expect(within(card).getByRole('link', { name: 'Hello from the booth' })).toBeInTheDocument();
    expect(within(card).getByText(/Shows on: Work\./)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Choose per profile' })).toHaveAttribute(
      'href',
      '/profile/p-work/socials',
    );
  });

  it('asks before disconnecting, then calls the provider’s disconnect', async () => {
    const { calls } = stubFetch({ 'DELETE /v1/twitter/15/revoke': { body: { data: summary() } } });
    const user = userEvent.setup();
    const card = renderCard(connected);
    await user.click(within(card).getByRole('button', { name: 'Disconnect X' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Disconnect X?' });
    expect(within(dialog).getByText(/Your X posts leave your pages/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(
      () =>
        expect(calls.map(({ method, path, body }) => ({ method, path, body }))).toContainEqual({
          method: 'DELETE',
          path: '/v1/twitter/15/revoke',
          body: undefined,
        }),
      FIRST_ANSWER,
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('fetches the latest posts on request', async () => {
    const { calls } = stubFetch({ 'GET /v1/twitter/update-tweets': { body: { data: connected } } });
    const user = userEvent.setup();
    await user.click(within(renderCard(connected)).getByRole('button', { name: 'Refresh now' }));
    await waitFor(
      () => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /v1/twitter/update-tweets'),
      FIRST_ANSWER,
    );
  });

  it('says why a connection needs a reconnect and offers it', () => {
    const card = renderCard({ ...connected, status: 'needs_reconnect', reason: 'HTTP 400 invalid_request' });
    expect(within(card).getByText('Needs reconnect')).toHaveClass('badge-warning');
    expect(within(card).getByRole('status')).toHaveTextContent(
      'X stopped accepting Everlink’s access (HTTP 400 invalid_request). Connect again to carry on.',
    );
    expect(within(card).getByRole('button', { name: 'Reconnect X' })).toBeEnabled();
  });

  it('says a provider the deployment has no settings for is not available, with nothing to click', () => {
    const card = renderCard(summary({ status: 'not_available' }));
    expect(within(card).getByText('Not available')).toBeInTheDocument();
    expect(within(card).getByText('This Everlink is not set up for X yet.')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('tells a CRM where the leads go and how many wait', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ul>
            <IntegrationCard
              integration={summary({
                id: 'gohighlevel',
                name: 'GoHighLevel',
                kind: 'crm',
                status: 'connected',
                account: { id: 'loc', username: 'Demo East', name: 'Demo East', avatarUrl: null, url: null },
                crm: { pending: 2, failed: 1 },
              })}
              profiles={PROFILES}
              completing={false}
            />
          </ul>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(
      screen.getByText(/New leads go to Demo East\. 2 waiting to be sent again\. 1 could not be sent/),
    ).toBeInTheDocument();
  });
});
