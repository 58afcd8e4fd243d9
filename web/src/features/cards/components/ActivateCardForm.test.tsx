import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CARD_MESSAGES } from '@contract/cards';
import { MESSAGES } from '@contract/messages';
import { ApiError } from '../../../lib/api';
import { profileFixture } from '../cards.test-support';
import { ActivateCardForm } from './ActivateCardForm';

const PROFILES = [profileFixture(), profileFixture({ id: 'p-personal', name: 'Personal', default: false })];

/** The message announced for a labelled field (its aria-describedby error). */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent ??
    null
  );
}

async function activateWith(error: unknown, code = 'DEMQNEW23456') {
  const user = userEvent.setup();
  const onActivate = vi.fn().mockRejectedValue(error);
  render(<ActivateCardForm profiles={PROFILES} onActivate={onActivate} />);
  await user.type(screen.getByLabelText('Card code'), code);
  await user.click(screen.getByRole('button', { name: 'Activate card' }));
  return onActivate;
}

describe('ActivateCardForm', () => {
  it('sends the typed code cleaned up, with the default profile chosen, by keyboard alone', async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn().mockResolvedValue({});
    render(<ActivateCardForm profiles={PROFILES} onActivate={onActivate} />);
    await user.tab();
    expect(screen.getByLabelText('Card code')).toHaveFocus();
    await user.keyboard('demq-new 23456');
    await user.tab();
    expect(screen.getByLabelText('Profile it opens')).toHaveFocus();
    expect(screen.getByLabelText('Profile it opens')).toHaveValue('p-work');
    await user.selectOptions(screen.getByLabelText('Profile it opens'), 'p-personal');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Activate card' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onActivate).toHaveBeenCalledWith({ cardId: 'DEMQNEW23456', profileId: 'p-personal' });
  });

  it('takes the code from a pasted card link', async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn().mockResolvedValue({});
    render(<ActivateCardForm profiles={PROFILES} onActivate={onActivate} />);
    await user.click(screen.getByLabelText('Card code'));
    await user.paste('https://everlink.example/card/DEMQNEW23457');
    await user.click(screen.getByRole('button', { name: 'Activate card' }));
    expect(onActivate).toHaveBeenCalledWith({ cardId: 'DEMQNEW23457', profileId: 'p-work' });
  });

  it('asks for the code before calling the API', async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn();
    render(<ActivateCardForm profiles={PROFILES} onActivate={onActivate} />);
    await user.click(screen.getByRole('button', { name: 'Activate card' }));
    expect(errorOf('Card code')).toBe(MESSAGES.required);
    expect(onActivate).not.toHaveBeenCalled();
  });

  it.each([
    ['an unknown card (404)', new ApiError(404, CARD_MESSAGES.notFound, 'not-found'), CARD_MESSAGES.notFound],
    [
      "another account's card (409)",
      new ApiError(409, CARD_MESSAGES.activeElsewhere, 'card-active'),
      CARD_MESSAGES.activeElsewhere,
    ],
    ['a deactivated card (410)', new ApiError(410, CARD_MESSAGES.deactivated, 'gone'), CARD_MESSAGES.deactivated],
  ])('puts %s on the code field', async (_case, error, message) => {
    await activateWith(error);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(errorOf('Card code')).toBe(message);
    expect(screen.getByLabelText('Card code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Card code')).toHaveFocus();
  });

  it("puts the API's profile message on the profile field", async () => {
    await activateWith(
      new ApiError(400, CARD_MESSAGES.profileInactive, 'bad-request', { profileId: CARD_MESSAGES.profileInactive }),
    );
    expect(await screen.findByText(CARD_MESSAGES.profileInactive)).toBeInTheDocument();
    expect(errorOf('Profile it opens')).toBe(CARD_MESSAGES.profileInactive);
  });

  it('shows anything else above the form', async () => {
    await activateWith(new ApiError(0, MESSAGES.genericError, 'network'));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
    expect(errorOf('Card code')).toBeNull();
  });

  it("on a card's own page asks only for the profile, and shows the card's problem above the form", async () => {
    const user = userEvent.setup();
    const onActivate = vi.fn().mockRejectedValue(new ApiError(409, CARD_MESSAGES.activeElsewhere, 'card-active'));
    render(<ActivateCardForm cardId="DEMQNEW23458" profiles={PROFILES} onActivate={onActivate} />);
    expect(screen.queryByLabelText('Card code')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Activate card' }));
    expect(onActivate).toHaveBeenCalledWith({ cardId: 'DEMQNEW23458', profileId: 'p-work' });
    expect(await screen.findByRole('alert')).toHaveTextContent(CARD_MESSAGES.activeElsewhere);
  });
});
