import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { MESSAGES } from '@contract/messages';
import { createQueryClient } from '../../../lib/query-client';
import { stubFetch, type Routes } from '../../../test/fetch-stub.test-support';
import { AccountDataPanel } from './AccountDataPanel';

/** The first request loads Firebase Auth (for the token), which takes a moment in jsdom. */
const FIRST_ANSWER = { timeout: 5000 };

/** Answers the routes; gives the requests made so far, as URL and method. */
function serve(routes: Routes) {
  const { calls } = stubFetch(routes);
  return () => calls.map(({ url, method }) => ({ url, method }));
}

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AccountDataPanel userId="u1" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  // jsdom has no object URLs; the download hands the blob to one.
  URL.createObjectURL = vi.fn(() => 'blob:export');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('AccountDataPanel', () => {
  it('downloads the archive of the person’s data', async () => {
    const calls = serve({
      'GET /v1/users/u1/export': () =>
        new Response(new Blob(['PK']), {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="everlink-data-2030-01-01.zip"',
          },
        }),
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    await vi.waitFor(() => expect(URL.createObjectURL).toHaveBeenCalled(), FIRST_ANSWER);
    expect(calls()).toEqual([{ url: expect.stringContaining('/v1/users/u1/export'), method: 'GET' }]);
  });

  it('asks before deleting, and says to sign in again when the sign-in is too old', async () => {
    const calls = serve({
      'DELETE /v1/users/u1': {
        status: 403,
        body: { message: MESSAGES.recentLoginRequired, code: 'requires-recent-login' },
      },
    });
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' });
    // The safe choice has the focus.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(MESSAGES.recentLoginRequired, {}, FIRST_ANSWER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in again' })).toBeInTheDocument();
    expect(calls()).toEqual([{ url: expect.stringContaining('/v1/users/u1'), method: 'DELETE' }]);
  });

  it('deletes nothing when the person cancels', async () => {
    const calls = serve({ 'DELETE /v1/users/u1': { body: { data: {} } } });
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls()).toEqual([]);
  });
});
