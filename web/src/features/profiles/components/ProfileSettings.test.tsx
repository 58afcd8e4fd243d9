import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { profileFixture } from '../../cards/cards.test-support';
import { ProfileSettings } from './ProfileSettings';

function renderSettings(overrides: Partial<Parameters<typeof ProfileSettings>[0]> = {}) {
  const props = {
    profile: profileFixture({ name: 'Events', default: false }),
    profileCount: 2,
    onMakeDefault: vi.fn().mockResolvedValue({}),
    onSetDeactivated: vi.fn().mockResolvedValue({}),
    onDelete: vi.fn().mockResolvedValue({}),
    onSetLeadMails: vi.fn().mockResolvedValue({}),
    pending: { makeDefault: false, deactivate: false, remove: false, leadMails: false },
    ...overrides,
  };
  render(
    <MemoryRouter>
      <ProfileSettings {...props} />
    </MemoryRouter>,
  );
  return props;
}

describe('ProfileSettings', () => {
  it('explains deletion before doing it, and Cancel changes nothing', async () => {
    const user = userEvent.setup();
    const { onDelete } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Events?' });
    expect(dialog).toHaveTextContent("This can't be undone.");
    expect(dialog).toHaveTextContent('/card/@jordan-rivera');
    expect(dialog).toHaveTextContent('Card not linked yet');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete profile' }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('deactivates after saying what visitors will see', async () => {
    const user = userEvent.setup();
    const { onSetDeactivated } = renderSettings();
    await user.click(screen.getByRole('button', { name: 'Deactivate profile' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate Events?' });
    expect(dialog).toHaveTextContent('This profile is currently unavailable');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate profile' }));
    expect(onSetDeactivated).toHaveBeenCalledWith(true);
  });

  it('keeps the only profile, reactivates at once, and makes a profile the default', async () => {
    const user = userEvent.setup();
    const { onMakeDefault } = renderSettings({
      profileCount: 1,
      profile: profileFixture({ name: 'Events', default: false, status: 'deactivated' }),
    });
    expect(screen.queryByRole('button', { name: 'Delete profile' })).toBeNull();
    expect(screen.getByText(/This is your only profile/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reactivate profile' }));
    await user.click(screen.getByRole('button', { name: 'Make Events my default' }));
    expect(onMakeDefault).toHaveBeenCalled();
  });

  it('turns the new-contact emails off and on with a labelled checkbox', async () => {
    const user = userEvent.setup();
    const { onSetLeadMails } = renderSettings();
    const box = screen.getByRole('checkbox', { name: 'Email me about new contacts' });
    expect(box).toBeChecked();
    await user.click(box);
    expect(onSetLeadMails).toHaveBeenCalledWith(false);
  });
});
