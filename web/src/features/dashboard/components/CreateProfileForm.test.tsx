import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@contract/messages';
import { PROFILE_MESSAGES } from '@contract/profiles';
import { ApiError } from '../../../lib/api';
import { CreateProfileForm } from './CreateProfileForm';

describe('CreateProfileForm', () => {
  it('needs a name, then creates the profile with it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    render(<CreateProfileForm onSubmit={onSubmit} onCancel={vi.fn()} />);
    expect(screen.getByLabelText('Profile name')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(MESSAGES.required)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('  Events {Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Events');
  });

  it('says why the API refused, above the form', async () => {
    const user = userEvent.setup();
    render(
      <CreateProfileForm
        onSubmit={vi.fn().mockRejectedValue(new ApiError(409, PROFILE_MESSAGES.tooManyProfiles, 'too-many-profiles'))}
        onCancel={vi.fn()}
      />,
    );
    await user.keyboard('Events{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.tooManyProfiles);
  });
});
