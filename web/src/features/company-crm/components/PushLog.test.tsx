import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch, type Routes, type StubRequest } from '../../../test/fetch-stub.test-support';
import { BASE, COMPANY, push } from '../company-crm.test-support';
import { PushLog } from './PushLog';

const FIRST_ANSWER = { timeout: 5000 };
const failed = push({
  contactId: 'c2',
  status: 'failed',
  name: 'Otto Other',
  email: 'otto@example.com',
  lastError: 'Property "badge_title" does not exist',
  attempts: 3,
  syncedAt: null,
});

let answers: Routes;
let calls: StubRequest[];
beforeEach(() => {
  answers = {
    [`GET ${BASE}/pushes`]: (request) =>
      request.query.get('status') === 'failed'
        ? { body: { data: [failed] } }
        : request.query.get('cursor') === 'p2'
          ? { body: { data: [push({ contactId: 'c3', name: '', email: 'ann@example.com' })] } }
          : { body: { data: [push(), failed], nextCursor: 'p2' } },
  };
  calls = stubFetch(answers).calls;
});
afterEach(() => vi.unstubAllGlobals());

function renderLog() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PushLog companyId={COMPANY} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PushLog', () => {
  it('lists the pushes with their state and reason, a page at a time', async () => {
    const user = userEvent.setup();
    renderLog();
    const table = await screen.findByRole('table', { name: 'Push log' }, FIRST_ANSWER);
    expect(within(table).getByRole('row', { name: /Vera Visitor/ })).toHaveTextContent('Synced');
    const otto = within(table).getByRole('row', { name: /Otto Other/ });
    expect(otto).toHaveTextContent('Failed');
    expect(otto).toHaveTextContent('Property "badge_title" does not exist');
    expect(within(table).getByRole('row', { name: /Vera Visitor/ })).not.toHaveTextContent('Retry');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByRole('row', { name: /ann@example.com/ })).toBeInTheDocument();
    expect(calls.some((c) => c.query.get('cursor') === 'p2')).toBe(true);
  });

  it('filters by status and retries a failed push', async () => {
    const user = userEvent.setup();
    answers[`POST ${BASE}/pushes/c2/retry`] = { body: { data: { ...failed, status: 'pending' } } };
    renderLog();
    await screen.findByRole('table', { name: 'Push log' }, FIRST_ANSWER);
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await waitFor(() => expect(screen.queryByRole('row', { name: /Vera Visitor/ })).not.toBeInTheDocument());
    expect(calls.at(-1)?.query.get('status')).toBe('failed');
    await user.click(screen.getByRole('button', { name: 'Retry Otto Other' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path === `${BASE}/pushes/c2/retry`)).toBe(true),
    );
  });

  it('says when nothing was pushed yet', async () => {
    answers[`GET ${BASE}/pushes`] = { body: { data: [] } };
    renderLog();
    expect(await screen.findByRole('region', { name: 'Nothing pushed yet' }, FIRST_ANSWER)).toBeInTheDocument();
  });
});
