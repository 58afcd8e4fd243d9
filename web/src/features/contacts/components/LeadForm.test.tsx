import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGES, leadConsentText } from '@contract/contacts';
import { MESSAGES } from '@contract/messages';
import { ApiError } from '../../../lib/api';
import { LeadForm } from './LeadForm';

const CONSENT = leadConsentText('Jordan Rivera');

function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label, { selector: 'input, textarea' });
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'))?.textContent ??
    null
  );
}

function renderForm(onSubmit = vi.fn().mockResolvedValue(undefined)) {
  render(<LeadForm profileId="demo-profile-work" ownerName="Jordan Rivera" onSubmit={onSubmit} />);
  return onSubmit;
}

describe('LeadForm', () => {
  it('has a honeypot named website that people never see or reach', async () => {
    const user = userEvent.setup();
    const { container } = render(<LeadForm profileId="p1" ownerName="Jordan Rivera" onSubmit={vi.fn()} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot!.closest('[aria-hidden="true"]')).toHaveClass('contact-honeypot');
    // Not in the accessibility tree, so no label query finds it.
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();

    // Tab goes through every visible field and never lands on it.
    const reached: Element[] = [];
    for (let i = 0; i < 12; i += 1) {
      await user.tab();
      reached.push(document.activeElement!);
    }
    expect(reached).not.toContain(honeypot);
    expect(reached).toContain(screen.getByLabelText(CONSENT));
  });

  it('requires the consent that names the owner, a first name, and an email or a phone', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send my details' }));
    // The resolver validates asynchronously; on a loaded machine the errors land after the click.
    await waitFor(() => expect(errorOf('First name')).toBe(MESSAGES.required));
    // One rule, said once, and both fields point at it.
    expect(screen.getAllByText('Enter an email or a phone number.')).toHaveLength(1);
    expect(errorOf('Email')).toBe('Enter an email or a phone number.');
    expect(errorOf('Phone')).toBe('Enter an email or a phone number.');
    expect(errorOf(CONSENT)).toBe(CONTACT_MESSAGES.consentRequired);
    expect(screen.getByLabelText(CONSENT)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the spec's texts for a bad email and phone", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('First name'), 'Maya');
    await user.type(screen.getByLabelText('Email'), 'maya@');
    await user.type(screen.getByLabelText('Phone'), 'abc');
    await user.click(screen.getByLabelText(CONSENT));
    await user.click(screen.getByRole('button', { name: 'Send my details' }));
    await waitFor(() => expect(errorOf('Email')).toBe(MESSAGES.invalidEmail));
    expect(errorOf('Phone')).toBe(MESSAGES.invalidPhone);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the lead with the profile, the consent in the words shown, and the empty honeypot', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('First name'), 'Maya');
    await user.type(screen.getByLabelText('Last name'), 'Patel');
    await user.type(screen.getByLabelText('Email'), 'Maya@Northwind.example');
    await user.type(screen.getByLabelText('Company'), 'Northwind');
    await user.type(screen.getByLabelText('Note'), 'Quote for 200 cards, please.');
    await user.click(screen.getByLabelText(CONSENT));
    await user.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(onSubmit).toHaveBeenCalledWith({
      profileId: 'demo-profile-work',
      firstName: 'Maya',
      lastName: 'Patel',
      email: 'maya@northwind.example',
      phoneNumber: '',
      company: 'Northwind',
      jobTitle: '',
      note: 'Quote for 200 cards, please.',
      consent: true,
      consentText: CONSENT,
      website: '',
    });
    expect(screen.getByText(CONSENT)).toBeInTheDocument();
  });

  it("shows the server's answer: a rate limit above the form, field messages on their fields", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm(
      vi
        .fn()
        .mockRejectedValueOnce(new ApiError(429, MESSAGES.tooManyRequests, 'rate-limited'))
        .mockRejectedValueOnce(
          new ApiError(400, MESSAGES.invalidPhone, 'bad-request', { phoneNumber: MESSAGES.invalidPhone }),
        ),
    );
    await user.type(screen.getByLabelText('First name'), 'Maya');
    await user.type(screen.getByLabelText('Phone'), '+1 415 555 0100');
    await user.click(screen.getByLabelText(CONSENT));
    await user.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(await screen.findByText(MESSAGES.tooManyRequests)).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(await screen.findByText(MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(errorOf('Phone')).toBe(MESSAGES.invalidPhone);
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });
});
