import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@contract/messages';
import { PROFILE_MESSAGES, type SlugAvailability } from '@contract/profiles';
import { ApiError } from '../../../lib/api';
import { createQueryClient } from '../../../lib/query-client';
import { profileFixture } from '../../cards/cards.test-support';
import { DetailsForm } from './DetailsForm';

/** The message announced for a labelled field (its aria-describedby error). */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'));
  return error?.textContent ?? null;
}

const free = (slug: string): SlugAvailability => ({
  slug,
  valid: true,
  available: true,
  message: null,
  suggestions: [],
});

function renderForm(overrides: Partial<Parameters<typeof DetailsForm>[0]> = {}) {
  const profile = profileFixture({ phoneNumbers: [{ label: 'mobile', number: '+1 415 555 0101' }] });
  const onSubmit = vi.fn().mockImplementation(async (body) => ({ ...profile, ...body }));
  const onDraftChange = vi.fn();
  const checkSlug = vi.fn().mockImplementation(async (slug: string) => free(slug));
  // The job title's suggestions are a query (GET /v1/tools/occupations).
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DetailsForm
        profile={profile}
        onSubmit={onSubmit}
        onDraftChange={onDraftChange}
        checkSlug={checkSlug}
        {...overrides}
      />
    </QueryClientProvider>,
  );
  return { profile, onSubmit, onDraftChange, checkSlug };
}

describe('DetailsForm', () => {
  it('checks the fields with the contract’s rules before saving', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.clear(screen.getByLabelText('Profile name'));
    await user.clear(screen.getByLabelText('Email on your card'));
    await user.type(screen.getByLabelText('Email on your card'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: '+ Add a website' }));
    await user.type(screen.getByLabelText('Website 1'), 'not a url');
    await user.clear(screen.getByLabelText('Profile link'));
    await user.type(screen.getByLabelText('Profile link'), '-x');
    await user.type(screen.getByLabelText('Booking link'), 'calendly');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(errorOf('Profile name')).toBe(MESSAGES.required);
    expect(errorOf('Email on your card')).toBe(MESSAGES.invalidEmail);
    expect(errorOf('Website 1')).toBe(MESSAGES.invalidUrl);
    expect(errorOf('Profile link')).toBe(PROFILE_MESSAGES.slugInvalid);
    expect(errorOf('Booking link')).toBe(MESSAGES.invalidUrl);
    expect(screen.getByLabelText('Profile name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('saves what the contract takes: links get https://, an empty booking link is none', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.type(screen.getByLabelText('Headline'), 'Partnerships that ship');
    await user.click(screen.getByRole('button', { name: '+ Add a website' }));
    await user.type(screen.getByLabelText('Website 1'), 'northwind.example');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toMatchObject({
      name: 'Work',
      headline: 'Partnerships that ship',
      websites: [{ label: 'website', url: 'https://northwind.example' }],
      phoneNumbers: [{ label: 'mobile', number: '+1 415 555 0101' }],
      bookingUrl: null,
      slug: 'jordan-rivera',
    });
  });

  it('puts the API’s answer for one entry on that entry’s field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi
      .fn()
      .mockRejectedValue(
        new ApiError(400, MESSAGES.invalidPhone, 'bad-request', { 'phoneNumbers.0.number': MESSAGES.invalidPhone }),
      );
    renderForm({ onSubmit });
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(errorOf('Phone 1')).toBe(MESSAGES.invalidPhone);
    expect(screen.getByLabelText('Phone 1')).toHaveFocus();
  });

  it('shows a taken link on the link field, with free suggestions to pick', async () => {
    const user = userEvent.setup();
    const checkSlug = vi.fn().mockResolvedValue({
      slug: 'jordan',
      valid: true,
      available: false,
      message: PROFILE_MESSAGES.slugTaken,
      suggestions: ['jordan-2026', 'jordan-2'],
    });
    renderForm({ checkSlug });
    const field = screen.getByLabelText('Profile link');
    await user.clear(field);
    await user.type(field, 'jordan');
    expect(await screen.findByText(PROFILE_MESSAGES.slugTaken, {}, { timeout: 2000 })).toBeInTheDocument();
    expect(checkSlug).toHaveBeenCalledWith('jordan', expect.any(AbortSignal));
    await user.click(screen.getByRole('button', { name: 'jordan-2' }));
    expect(field).toHaveValue('jordan-2');
  });

  it('reports each change for the live preview', async () => {
    const user = userEvent.setup();
    const { onDraftChange } = renderForm();
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Sam');
    expect(onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ firstName: 'Sam', lastName: 'Rivera' }));
  });

  it('shows the company’s locked fields read-only, saying who manages them, and saves them unchanged', async () => {
    const user = userEvent.setup();
    const { onSubmit, profile } = renderForm({
      locks: { company: { id: 'acme', name: 'Acme' }, fields: ['jobTitle', 'company', 'phoneNumbers'] },
    });
    const title = screen.getByLabelText('Job title');
    expect(title).toHaveAttribute('readonly');
    expect(title).toHaveAccessibleDescription('Managed by Acme');
    expect(screen.getByLabelText('Company')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('readonly');
    expect(screen.getByLabelText('Phone 1')).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Add a phone/ })).toBeNull();

    await user.type(title, 'CEO');
    await user.type(screen.getByLabelText('First name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        jobTitle: profile.jobTitle,
        company: profile.company,
        firstName: `${profile.firstName}x`,
      }),
    );
  });
});
