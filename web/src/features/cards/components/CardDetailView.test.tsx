import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { CARD_MESSAGES, type CardView } from '@contract/cards';
import { createQueryClient } from '../../../lib/query-client';
import { ApiError } from '../../../lib/api';
import { cardFixture, profileFixture } from '../cards.test-support';
import { CardDetailView } from './CardDetailView';

const PROFILES = [
  profileFixture(),
  profileFixture({ id: 'p-personal', name: 'Personal', default: false }),
  profileFixture({ id: 'p-old', name: 'Old', default: false, status: 'deactivated' }),
];

function renderCard(
  card: CardView = cardFixture(),
  handlers: { onSave?: () => Promise<unknown>; onDeactivate?: () => Promise<unknown> } = {},
) {
  const onSave = vi.fn(handlers.onSave ?? (async () => ({})));
  const onDeactivate = vi.fn(handlers.onDeactivate ?? (async () => ({})));
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <CardDetailView card={card} profiles={PROFILES} onSave={onSave} onDeactivate={onDeactivate} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onSave, onDeactivate };
}

describe('CardDetailView', () => {
  it('shows the card, the profile it opens, its public link and QR code', async () => {
    renderCard();
    expect(screen.getByText('DEMQCARD2345')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Work' })).toHaveAttribute('href', '/profile/p-work');
    expect(screen.getByLabelText('Card link')).toHaveValue('http://127.0.0.1:5000/card/DEMQCARD2345');
    expect(screen.getByRole('link', { name: /Open public page/ })).toHaveAttribute(
      'href',
      'http://127.0.0.1:5000/card/DEMQCARD2345',
    );
    expect(
      await screen.findByRole('img', { name: 'QR code for http://127.0.0.1:5000/card/DEMQCARD2345' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    expect(screen.getByRole('link', { name: 'Download QR code' })).toHaveAttribute(
      'download',
      'everlink-card-DEMQCARD2345.svg',
    );
    // Only active profiles can be chosen.
    expect(within(screen.getByLabelText('Profile it opens')).queryByRole('option', { name: /Old/ })).toBeNull();
  });

  it('renames the card, sending only what changed', async () => {
    const user = userEvent.setup();
    const { onSave } = renderCard();
    await user.type(screen.getByLabelText('Card name'), 'Conference badge');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith({ label: 'Conference badge' });
  });

  it('moves the card to another profile', async () => {
    const user = userEvent.setup();
    const { onSave } = renderCard();
    await user.selectOptions(screen.getByLabelText('Profile it opens'), 'p-personal');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith({ profileId: 'p-personal' });
  });

  it("puts the API's field message on its field", async () => {
    const user = userEvent.setup();
    renderCard(cardFixture(), {
      onSave: async () =>
        Promise.reject(
          new ApiError(400, CARD_MESSAGES.profileInactive, 'bad-request', { profileId: CARD_MESSAGES.profileInactive }),
        ),
    });
    await user.selectOptions(screen.getByLabelText('Profile it opens'), 'p-personal');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(CARD_MESSAGES.profileInactive)).toBeInTheDocument();
    expect(screen.getByLabelText('Profile it opens')).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for a profile when the card lost its own', async () => {
    const user = userEvent.setup();
    const { onSave } = renderCard(cardFixture({ profileId: null }));
    expect(screen.getByText(/isn.t connected to a profile/)).toBeInTheDocument();
    expect(screen.getByLabelText('Profile it opens')).toHaveValue('');
    await user.selectOptions(screen.getByLabelText('Profile it opens'), 'p-work');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(onSave).toHaveBeenCalledWith({ profileId: 'p-work' });
  });

  it('explains deactivation in a dialog that keeps focus, cancels with Escape and confirms', async () => {
    const user = userEvent.setup();
    const { onDeactivate } = renderCard();
    const open = screen.getByRole('button', { name: 'Deactivate card' });
    await user.click(open);
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate this card?' });
    expect(dialog).toHaveAccessibleDescription(/will see “Card no longer active”.*permanent/);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Deactivate card' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(open).toHaveFocus();
    expect(onDeactivate).not.toHaveBeenCalled();

    await user.click(open);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate card' }));
    expect(onDeactivate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('keeps the dialog open when deactivation fails', async () => {
    const user = userEvent.setup();
    renderCard(cardFixture(), {
      onDeactivate: async () => Promise.reject(new ApiError(500, 'Something went wrong. Please try again')),
    });
    await user.click(screen.getByRole('button', { name: 'Deactivate card' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Deactivate card' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('says what a deactivated card does, and offers nothing more to change', () => {
    renderCard(cardFixture({ status: 'deactivated', deactivatedAt: '2025-04-01T10:00:00.000Z' }));
    expect(screen.getByText('Deactivated', { selector: '.badge' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("can't be activated again");
    expect(screen.queryByRole('button', { name: 'Deactivate card' })).toBeNull();
    expect(screen.queryByLabelText('Card name')).toBeNull();
  });
});
