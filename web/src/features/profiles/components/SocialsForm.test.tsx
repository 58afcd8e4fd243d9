import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@contract/messages';
import type { ProfileSocial } from '@contract/profiles';
import type { SocialNetwork } from '@contract/socials';
import { ApiError } from '../../../lib/api';
import { SocialsForm } from './SocialsForm';

const network = (id: string, name: string, urlTemplate: string | null, order: number): SocialNetwork => ({
  id,
  name,
  icon: id,
  urlTemplate,
  placeholder: urlTemplate ? 'username' : 'https://example.com',
  category: 'social',
  order,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const NETWORKS = [
  network('linkedin', 'LinkedIn', 'https://www.linkedin.com/in/{handle}', 1),
  network('website', 'Website', null, 2),
  network('x', 'X', 'https://x.com/{handle}', 3),
];

const SOCIALS: ProfileSocial[] = [
  {
    network: 'linkedin',
    url: 'https://www.linkedin.com/in/jordan',
    handle: 'jordan',
    order: 0,
    visible: true,
    mediaUrl: null,
  },
  { network: 'website', url: 'https://jordan.example', handle: null, order: 1, visible: true, mediaUrl: null },
];

function errorOf(label: string): string | null {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent ??
    null
  );
}

function renderForm(onSubmit = vi.fn().mockImplementation(async () => SOCIALS)) {
  const onDraftChange = vi.fn();
  render(<SocialsForm socials={SOCIALS} networks={NETWORKS} onSubmit={onSubmit} onDraftChange={onDraftChange} />);
  return { onSubmit, onDraftChange };
}

describe('SocialsForm', () => {
  it('shows the API’s “Invalid URL.” on the row it names', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, MESSAGES.invalidUrl, 'bad-request', { 'socials.1.url': MESSAGES.invalidUrl }),
      );
    renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Save social networks' }));
    expect(await screen.findByText(MESSAGES.invalidUrl)).toBeInTheDocument();
    expect(errorOf('Website')).toBe(MESSAGES.invalidUrl);
    expect(screen.getByLabelText('Website')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Website')).toHaveFocus();
    expect(errorOf('LinkedIn')).toBeNull();
  });

  it('sends a username through the network’s template and a link as a link', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.selectOptions(screen.getByLabelText('Add a social network'), 'x');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByLabelText('X')).toHaveFocus();
    await user.keyboard('@jordan_r');
    await user.click(screen.getByRole('checkbox', { name: 'Show LinkedIn on your page' }));
    await user.click(screen.getByRole('button', { name: 'Save social networks' }));
    expect(onSubmit).toHaveBeenCalledWith({
      socials: [
        { network: 'linkedin', handle: 'jordan', visible: false },
        { network: 'website', url: 'https://jordan.example', visible: true },
        { network: 'x', handle: '@jordan_r', visible: true },
      ],
    });
  });

  it('checks links before saving, and an empty row', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.clear(screen.getByLabelText('Website'));
    await user.type(screen.getByLabelText('Website'), 'not a link');
    await user.clear(screen.getByLabelText('LinkedIn'));
    await user.click(screen.getByRole('button', { name: 'Save social networks' }));
    expect(errorOf('Website')).toBe(MESSAGES.invalidUrl);
    expect(errorOf('LinkedIn')).toBe(MESSAGES.required);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('reorders and reports the socials as the preview should draw them', async () => {
    const user = userEvent.setup();
    const { onDraftChange, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Move Website up' }));
    expect(onDraftChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ network: 'website', order: 0 }),
      expect.objectContaining({ network: 'linkedin', url: 'https://www.linkedin.com/in/jordan', order: 1 }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Save social networks' }));
    expect(onSubmit.mock.calls[0][0].socials.map((s: { network: string }) => s.network)).toEqual([
      'website',
      'linkedin',
    ]);
  });

  it('adds a network in one try: no error before typing, saved on the first click', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.selectOptions(screen.getByLabelText('Add a social network'), 'x');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(errorOf('X')).toBeNull();
    await user.keyboard('jordan_r');
    expect(errorOf('X')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save social networks' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0].socials.at(-1)).toEqual({ network: 'x', handle: 'jordan_r', visible: true });
  });

  it('says which row could not be saved, and clears the row’s message as it is fixed', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.selectOptions(screen.getByLabelText('Add a social network'), 'x');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Save social networks' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(errorOf('X')).toBe(MESSAGES.required);
    expect(screen.getByText('X could not be saved. Fix the highlighted row, then save again.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('X'), 'jordan_r');
    expect(errorOf('X')).toBeNull();
  });
});
