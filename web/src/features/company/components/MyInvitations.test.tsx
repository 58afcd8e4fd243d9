import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { MyInvitation } from '@contract/company';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch, type Routes as ApiRoutes, type StubRequest } from '../../../test/fetch-stub.test-support';
import { MyInvitations } from './MyInvitations';

const INVITATION: MyInvitation = {
  id: 'inv-1',
  email: 'sam@example.test',
  company: { id: 'acme', name: 'Acme' },
  invitedBy: { name: 'Ada Admin' },
  title: 'Engineer',
  department: '',
  createdAt: '2026-11-01T00:00:00Z',
  expiresAt: '2026-12-01T00:00:00Z',
};

/** The first request loads Firebase Auth (for the token), which takes a moment in jsdom. */
const FIRST_ANSWER = { timeout: 5000 };

let answers: ApiRoutes;
let calls: StubRequest[];

beforeEach(() => {
  answers = {};
  calls = stubFetch(answers).calls;
});
afterEach(() => vi.unstubAllGlobals());

function renderList(variant: 'banner' | 'list') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<MyInvitations variant={variant} />} />
          <Route path="/company" element={<p>Company page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('MyInvitations', () => {
  it('names the company, the title and who invited; Accept opens the company', async () => {
    answers['GET /v1/company/invitations/mine'] = { body: { data: [INVITATION] } };
    answers['POST /v1/company/invitations/inv-1/accept'] = {
      body: { data: { company: { id: 'acme', name: 'Acme' }, employee: {}, profileId: 'p1' } },
    };
    renderList('banner');
    const region = await screen.findByRole('region', { name: 'Invitations to join a company' }, FIRST_ANSWER);
    expect(region).toHaveTextContent('Acme invited you as Engineer');
    expect(region).toHaveTextContent('Invited by Ada Admin.');
    expect(region).not.toHaveTextContent('Department');
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation from Acme' }));
    expect(await screen.findByText('Company page')).toBeInTheDocument();
    expect(calls.map(({ method, path }) => ({ method, path }))).toContainEqual({
      method: 'POST',
      path: '/v1/company/invitations/inv-1/accept',
    });
  });

  it('names the department the company profile will carry, as an SSO sign-in prefilled it', async () => {
    answers['GET /v1/company/invitations/mine'] = { body: { data: [{ ...INVITATION, department: 'Platform' }] } };
    renderList('banner');
    const region = await screen.findByRole('region', { name: 'Invitations to join a company' }, FIRST_ANSWER);
    expect(region).toHaveTextContent('Acme invited you as Engineer');
    expect(region).toHaveTextContent('Department: Platform');
  });

  it('Decline answers the invitation and leaves the list empty', async () => {
    const declined = () => calls.some((c) => c.method === 'POST');
    answers['POST /v1/company/invitations/inv-1/decline'] = { body: { data: { id: 'inv-1', status: 'declined' } } };
    answers['/v1/company/invitations/mine'] = () => ({ body: { data: declined() ? [] : [INVITATION] } });
    renderList('list');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Decline the invitation from Acme' }, FIRST_ANSWER),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Invitations to join a company' })).not.toBeInTheDocument(),
    );
    expect(declined()).toBe(true);
  });

  it('the list shows an error when the invitations cannot be loaded', async () => {
    answers['GET /v1/company/invitations/mine'] = { status: 500, body: { message: 'Something went wrong.' } };
    renderList('list');
    expect(await screen.findByText('Your invitations could not be loaded', {}, { timeout: 15000 })).toBeInTheDocument();
  });
});
