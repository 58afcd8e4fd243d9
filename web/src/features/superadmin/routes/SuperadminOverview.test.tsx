import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { SuperadminOverview as Overview } from '@contract/superadmin';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch } from '../../../test/fetch-stub.test-support';
import SuperadminOverview from './SuperadminOverview';

/** The first request loads Firebase Auth (for the token), which takes a moment in jsdom. */
const FIRST_ANSWER = { timeout: 5000 };

const OVERVIEW: Overview = {
  users: 1234,
  companies: 56,
  cards: { active: 78, total: 900 },
  leadsThisWeek: 12,
  since: '2026-01-01T00:00:00.000Z',
};

/** The overview's answers in turn, the last one repeating. */
function answer(...responses: { status: number; body: unknown }[]) {
  stubFetch({ 'GET /v1/superadmin/overview': responses });
}

function renderOverview() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SuperadminOverview />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('/superadmin', () => {
  it('counts while loading, then shows users, companies, active of all cards and leads this week', async () => {
    answer({ status: 200, body: { data: OVERVIEW } });
    renderOverview();
    expect(screen.getByText('Counting…')).toBeInTheDocument();
    expect(await screen.findByText('1,234', {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.getByText('56')).toBeInTheDocument();
    expect(screen.getByText('78')).toBeInTheDocument();
    expect(screen.getByText('of 900')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Superadmin sections' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when the counts could not be loaded (no retry for a 4xx), and tries again on request', async () => {
    answer({ status: 404, body: { message: 'Not found.' } }, { status: 200, body: { data: OVERVIEW } });
    renderOverview();
    expect(await screen.findByText('The counts could not be loaded', {}, FIRST_ANSWER)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('1,234')).toBeInTheDocument();
  });
});
