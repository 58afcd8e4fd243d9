import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import { MESSAGES, TOAST_AUTO_CLOSE_MS } from '@contract/messages';
import { ApiError } from './api';
import { createQueryClient } from './query-client';
import { notify, useAppMutation } from './toasts';

function SaveButton({ fail }: { fail: boolean }) {
  const save = useAppMutation({
    mutationFn: async () => {
      if (fail) throw new ApiError(409, 'This link is already taken. Please choose another one.');
      return { id: 'p1' };
    },
    success: 'Profile saved.',
  });
  return (
    <button type="button" onClick={() => save.mutate()}>
      Save
    </button>
  );
}

function renderWithToasts(fail: boolean) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SaveButton fail={fail} />
      <ToastContainer position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} hideProgressBar />
    </QueryClientProvider>,
  );
}

describe('mutation toasts', () => {
  it('reports success', async () => {
    renderWithToasts(false);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved.')).toBeInTheDocument();
  });

  it("reports failure with the server's message, bottom-right, closing after 5 s without a visible progress bar", async () => {
    renderWithToasts(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This link is already taken. Please choose another one.')).toBeInTheDocument();
    expect(document.querySelector('.Toastify__toast-container--bottom-right')).not.toBeNull();
    // react-toastify keeps its timer element, hidden, and closes when its animation ends.
    expect(document.querySelector('.Toastify__progress-bar--wrp')).toHaveAttribute('data-hidden', 'true');
    expect(document.querySelector<HTMLElement>('.Toastify__progress-bar')?.style.animationDuration).toBe(
      `${TOAST_AUTO_CLOSE_MS}ms`,
    );
  });

  it('shows a failure worded by the app as it is, and any other error as the fallback message', async () => {
    render(<ToastContainer />);
    notify.error('2 leads could not be synced (offline). They stay in the queue and will be sent again.');
    notify.error(new Error('internal detail'));
    expect(
      await screen.findByText('2 leads could not be synced (offline). They stay in the queue and will be sent again.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.fallbackError)).toBeInTheDocument();
    expect(screen.queryByText('internal detail')).toBeNull();
  });
});
