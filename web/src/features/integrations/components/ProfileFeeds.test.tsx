import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { ProfileIntegrations } from '@contract/integrations';
import { createQueryClient } from '../../../lib/query-client';
import { ProfileFeeds } from './ProfileFeeds';
import { stubFetch } from '../../../test/fetch-stub.test-support';

afterEach(() => vi.unstubAllGlobals());

const FIRST_ANSWER = { timeout: 5000 };
const account = (username: string) => ({ id: username, username, name: username, avatarUrl: null, url: null });

const VIEW: ProfileIntegrations = {
  profileId: 'p1',
  feeds: [
    {
      provider: 'instagram',
      name: 'Instagram',
      kind: 'posts',
      status: 'connected',
      account: account('fay.posts'),
      shown: true,
    },
    { provider: 'x', name: 'X', kind: 'tweets', status: 'connected', account: account('fay'), shown: false },
    {
      provider: 'tiktok',
      name: 'TikTok',
      kind: 'videos',
      status: 'needs_reconnect',
      account: account('fay.tok'),
      shown: false,
    },
  ],
  booking: {
    status: 'connected',
    options: [
      {
        uri: 'https://api.calendly.com/event_types/DEMO',
        name: 'Product demo',
        duration: 30,
        schedulingUrl: 'https://calendly.com/fay/demo',
      },
    ],
    selected: null,
  },
};

function renderFeeds() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <ProfileFeeds profileId="p1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('ProfileFeeds', () => {
  it('chooses which connected feeds the page shows and the event type it offers', async () => {
    const { calls } = stubFetch({
      'GET /v1/integrations/profiles/p1': { body: { data: VIEW } },
      'PUT /v1/integrations/profiles/p1': { body: { data: VIEW } },
    });
    const user = userEvent.setup();
    renderFeeds();

    const instagram = await screen.findByLabelText('Latest from Instagram (@fay.posts)', {}, FIRST_ANSWER);
    expect(instagram).toBeChecked();
    expect(screen.getByLabelText('Latest from X (@fay)')).not.toBeChecked();
    expect(screen.queryByLabelText(/Latest from TikTok/)).toBeNull();
    expect(screen.getByText(/TikTok needs a reconnect/)).toBeInTheDocument();

    await user.click(screen.getByLabelText('Latest from X (@fay)'));
    await user.selectOptions(screen.getByLabelText('Book a meeting (Calendly)'), 'Product demo (30 min)');
    await user.click(screen.getByRole('button', { name: 'Save feeds' }));

    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        feeds: { instagram: true, x: true },
        bookingEventType: 'https://api.calendly.com/event_types/DEMO',
      }),
    );
  });

  it('points to the integrations when nothing is connected', async () => {
    stubFetch({
      'GET /v1/integrations/profiles/p1': {
        body: {
          data: {
            ...VIEW,
            feeds: VIEW.feeds.map((f) => ({ ...f, status: 'not_connected', shown: false })),
            booking: { status: 'not_connected', options: [], selected: null },
          },
        },
      },
    });
    renderFeeds();
    expect(await screen.findByRole('link', { name: 'Integrations' }, FIRST_ANSWER)).toHaveAttribute(
      'href',
      '/integrations',
    );
    expect(screen.queryByRole('button', { name: 'Save feeds' })).toBeNull();
  });

  it('shows the API’s refusal on the form', async () => {
    stubFetch({
      'GET /v1/integrations/profiles/p1': { body: { data: VIEW } },
      'PUT /v1/integrations/profiles/p1': {
        status: 409,
        body: { message: 'Connect this account first.', code: 'not-connected' },
      },
    });
    const user = userEvent.setup();
    renderFeeds();
    await user.click(await screen.findByRole('button', { name: 'Save feeds' }, FIRST_ANSWER));
    expect(await screen.findByRole('alert')).toHaveTextContent('Connect this account first.');
  });

  it('says when the connected accounts cannot be loaded, with a retry', async () => {
    stubFetch({
      'GET /v1/integrations/profiles/p1': { status: 500, body: { message: 'Something went wrong. Please try again' } },
    });
    renderFeeds();
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 15000 })).toBeInTheDocument();
  });
});
