import { afterEach, describe, expect, it } from 'vitest';
import { useEffect } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AnalyticsDashboard } from '@contract/analytics';
import { createQueryClient } from '../lib/query-client';
import type { User } from '../lib/firebase';
import { AuthProvider, type IdentityWatcher } from '../session/auth';
import { SessionProvider } from '../session/session';
import { stubFetch } from '../test/fetch-stub.test-support';
import { profileFixture } from '../features/cards/cards.test-support';
import { routes } from './router';

/** Firebase Auth's report of a signed-in person, through the provider's watcher. */
const SIGNED_IN = {
  uid: 'u1',
  email: 'jordan@northwind.example',
  emailVerified: true,
  displayName: null,
  phoneNumber: null,
  providerData: [],
};
const SignedIn: IdentityWatcher = ({ onUser }) => {
  useEffect(() => onUser(SIGNED_IN as unknown as User), [onUser]);
  return null;
};

const figures = (views: number): AnalyticsDashboard => ({
  profileId: 'p-work',
  from: '2026-11-16',
  to: '2026-11-29',
  totals: { views, uniqueVisitors: 3, clicks: 2, saves: 1, exchanges: 0, leads: 1 },
  sources: { card: 0, link: 0, direct: views },
  series: [],
});

/** An answer the test sends when it chooses. */
function held<T>(body: T) {
  let send = () => undefined as void;
  const answer = new Promise<{ body: T }>((resolve) => (send = () => resolve({ body })));
  return { answer: () => answer, send: () => send() };
}

function renderDashboard() {
  const router = createMemoryRouter(routes, { initialEntries: ['/dashboard'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AuthProvider watcher={async () => SignedIn}>
        <SessionProvider>
          <RouterProvider router={router} />
        </SessionProvider>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => localStorage.clear());

describe('the signed-in start of the dashboard', () => {
  it('shows the shell with the session in, then every panel of the first view together, and keeps them', async () => {
    const roles = held([]);
    const work = held(figures(1234));
    const events = held(figures(5));
    const { calls } = stubFetch({
      'GET /v1/users/u1': {
        body: { uid: 'u1', firstName: 'Jordan', lastName: 'Rivera', phoneNumber: null, roles: [] },
      },
      'GET /v1/roles/': roles.answer,
      'GET /v1/profiles': {
        body: [profileFixture(), profileFixture({ id: 'p-events', name: 'Events', default: false })],
      },
      'GET /v1/company/invitations/mine': { body: [] },
      'GET /v1/profiles/*': { body: { linkId: 'l1', slug: 'jordan-rivera', url: null, clicks: 0, qrSvg: null } },
      'GET /v1/analytics/dashboard/p-work': work.answer,
      'GET /v1/analytics/dashboard/p-events': events.answer,
    });
    renderDashboard();

    // Nothing of the shell while one of the session's first answers is out.
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/v1/profiles'), { timeout: 5000 });
    await new Promise((settle) => setTimeout(settle, 100));
    expect(screen.getByText('Checking your sign-in…')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    roles.send();

    // The shell and the greeting come with the session; the panels wait for the figures.
    expect(await screen.findByRole('heading', { level: 1, name: /Jordan/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByText('Loading your profiles…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Current profile' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Jump to' })).toBeNull();

    work.send();
    expect(await screen.findByRole('heading', { name: 'Current profile' })).toBeInTheDocument();
    // In the same render: the figures, the share panel and the rest, no panel still loading.
    const stats = screen.getByRole('region', { name: 'How Work is doing' });
    expect(within(stats).getByText('1,234')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Jump to' })).toBeInTheDocument();
    expect(screen.queryByText(/Loading/)).toBeNull();

    // Another profile picked loads in its own panel; the page around it stays.
    const user = userEvent.setup();
    const picker = screen.getByLabelText('Switch profile');
    await user.selectOptions(picker, 'p-events');
    expect(await screen.findByText('Loading your figures…')).toBeInTheDocument();
    expect(picker).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Current profile' })).toBeInTheDocument();
    events.send();
    expect(
      await within(screen.getByRole('region', { name: 'How Events is doing' })).findByText('5'),
    ).toBeInTheDocument();
  });
});
