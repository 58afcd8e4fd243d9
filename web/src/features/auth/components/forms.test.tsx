import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ReactElement } from 'react';
import { MESSAGES } from '@contract/messages';
import { ApiError } from '../../../lib/api';
import { PasswordSignInForm } from './PasswordSignInForm';
import { SignUpForm } from './SignUpForm';
import { PhoneSignInForm } from './PhoneSignInForm';
import { NewPasswordForm } from './NewPasswordForm';
import { EmailLinkForm } from './EmailLinkForm';

/** What Firebase Auth rejects with: an error carrying its code. */
const firebaseError = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

const renderForm = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

/** The message announced for a labelled field (its aria-describedby error). */
function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const error = ids.map((id) => document.getElementById(id)).find((el) => el?.classList.contains('field-error'));
  return error?.textContent ?? null;
}

describe('PasswordSignInForm', () => {
  it('shows the wrong-password text on the password field, by keyboard alone', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(firebaseError('auth/wrong-password'));
    renderForm(<PasswordSignInForm onSubmit={onSubmit} forgotPasswordTo="/auth/forgot-password" />);
    await user.tab();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.keyboard('Jordan@Example.com');
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    await user.keyboard('not-my-password{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'jordan@example.com', password: 'not-my-password' });
    expect(await screen.findByText(MESSAGES.wrongPassword)).toBeInTheDocument();
    expect(errorOf('Password')).toBe(MESSAGES.wrongPassword);
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('puts an unknown user on the email field', async () => {
    const user = userEvent.setup();
    renderForm(
      <PasswordSignInForm
        onSubmit={vi.fn().mockRejectedValue(firebaseError('auth/user-not-found'))}
        forgotPasswordTo="/auth/forgot-password"
      />,
    );
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MESSAGES.userNotFound)).toBeInTheDocument();
    expect(errorOf('Email')).toBe(MESSAGES.userNotFound);
  });

  it('shows a disabled account above the form', async () => {
    const user = userEvent.setup();
    renderForm(
      <PasswordSignInForm
        onSubmit={vi.fn().mockRejectedValue(firebaseError('auth/user-disabled'))}
        forgotPasswordTo="/auth/forgot-password"
      />,
    );
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.userDisabled);
  });

  it('checks the fields before calling the identity provider', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderForm(<PasswordSignInForm onSubmit={onSubmit} forgotPasswordTo="/auth/forgot-password" />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(errorOf('Email')).toBe(MESSAGES.required);
    expect(errorOf('Password')).toBe(MESSAGES.required);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(errorOf('Email')).toBe(MESSAGES.invalidEmail);
    expect(errorOf('Password')).toBe(MESSAGES.invalidPassword);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('SignUpForm', () => {
  async function fill(overrides: Partial<Record<string, string>> = {}) {
    const user = userEvent.setup();
    const values = {
      'First name': 'Jordan',
      'Last name': 'Rivera',
      Email: 'jordan@example.com',
      Password: 'secret1',
      'Confirm password': 'secret1',
      ...overrides,
    };
    for (const [label, value] of Object.entries(values))
      if (value) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    return user;
  }

  it('opened from an invitation, starts from what the admin typed, with the invitation’s email read-only', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(
      <SignUpForm onSubmit={onSubmit} invited={{ firstName: 'Nina', lastName: 'Newhire', email: 'nina@acme.test' }} />,
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Nina');
    expect(screen.getByLabelText('Last name')).toHaveValue('Newhire');
    expect(screen.getByLabelText('Email')).toHaveValue('nina@acme.test');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'x');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Confirm password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: 'Nina', lastName: 'Newhire', email: 'nina@acme.test' }),
    );
  });

  it('has a visible label for every field', () => {
    renderForm(<SignUpForm onSubmit={vi.fn()} />);
    for (const label of ['First name', 'Last name', 'Email', 'Phone number', 'Password', 'Confirm password'])
      expect(screen.getByLabelText(label)).toBeVisible();
  });

  it('refuses a short password and a mismatched confirmation with the specification texts', async () => {
    const onSubmit = vi.fn();
    renderForm(<SignUpForm onSubmit={onSubmit} />);
    await fill({ Password: 'abc', 'Confirm password': 'abd' });
    expect(errorOf('Password')).toBe(MESSAGES.invalidPassword);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says when the passwords do not match', async () => {
    const onSubmit = vi.fn();
    renderForm(<SignUpForm onSubmit={onSubmit} />);
    await fill({ 'Confirm password': 'secret2' });
    expect(errorOf('Confirm password')).toBe(MESSAGES.passwordsDoNotMatch);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the contract fields', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(<SignUpForm onSubmit={onSubmit} />);
    await fill({ Email: 'Jordan@Example.com' });
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        firstName: 'Jordan',
        lastName: 'Rivera',
        email: 'jordan@example.com',
        password: 'secret1',
        confirmPassword: 'secret1',
      }),
    );
  });

  it("puts the server's field message on the email field", async () => {
    renderForm(
      <SignUpForm
        onSubmit={vi
          .fn()
          .mockRejectedValue(
            new ApiError(409, MESSAGES.emailRegistered, 'email-already-exists', { email: MESSAGES.emailRegistered }),
          )}
      />,
    );
    await fill();
    expect(await screen.findByText(MESSAGES.emailRegistered)).toBeInTheDocument();
    expect(errorOf('Email')).toBe(MESSAGES.emailRegistered);
  });

  it('warns on leaving the email field when the address already has an account', async () => {
    const user = userEvent.setup();
    const emailTaken = vi.fn().mockResolvedValue(true);
    renderForm(<SignUpForm onSubmit={vi.fn()} emailTaken={emailTaken} />);
    await user.type(screen.getByLabelText('Email'), 'taken@example.com');
    await user.tab();
    expect(await screen.findByText(MESSAGES.emailInUse)).toBeInTheDocument();
    expect(emailTaken).toHaveBeenCalledWith('taken@example.com');
  });

  it('drops the early check when a submit overtook it: the account it finds may be the one just created', async () => {
    let answer: (taken: boolean) => void = () => undefined;
    const emailTaken = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(<SignUpForm onSubmit={onSubmit} emailTaken={emailTaken} />);
    await fill();
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(emailTaken).toHaveBeenCalledWith('jordan@example.com');
    answer(true);
    await act(async () => undefined);
    expect(screen.queryByText(MESSAGES.emailInUse)).toBeNull();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it("maps the identity provider's email-already-in-use to the email field", async () => {
    renderForm(<SignUpForm onSubmit={vi.fn().mockRejectedValue(firebaseError('auth/email-already-in-use'))} />);
    await fill();
    expect(await screen.findByText(MESSAGES.emailInUse)).toBeInTheDocument();
    expect(errorOf('Email')).toBe(MESSAGES.emailInUse);
  });
});

describe('PhoneSignInForm', () => {
  it('sends a code, then confirms it; a wrong code shows the OTP text', async () => {
    const user = userEvent.setup();
    const confirm = vi
      .fn()
      .mockRejectedValueOnce(firebaseError('auth/invalid-verification-code'))
      .mockResolvedValueOnce(undefined);
    const onSendCode = vi.fn().mockResolvedValue(confirm);
    renderForm(<PhoneSignInForm onSendCode={onSendCode} />);
    await user.type(screen.getByLabelText('Phone number'), '+1 415 555 0101');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(onSendCode).toHaveBeenCalledWith('+1 415 555 0101', expect.any(HTMLElement));
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText(MESSAGES.invalidOtp)).toBeInTheDocument();
    expect(errorOf('Code')).toBe(MESSAGES.invalidOtp);
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(confirm).toHaveBeenLastCalledWith('123456');
  });

  it('shows an invalid number on the phone field', async () => {
    const user = userEvent.setup();
    renderForm(<PhoneSignInForm onSendCode={vi.fn().mockRejectedValue(firebaseError('auth/invalid-phone-number'))} />);
    await user.type(screen.getByLabelText('Phone number'), '+999 1234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(MESSAGES.invalidPhone)).toBeInTheDocument();
    expect(errorOf('Phone number')).toBe(MESSAGES.invalidPhone);
  });

  it('refuses a code that is not six digits before asking the provider', async () => {
    const user = userEvent.setup();
    const confirm = vi.fn();
    renderForm(<PhoneSignInForm onSendCode={vi.fn().mockResolvedValue(confirm)} />);
    await user.type(screen.getByLabelText('Phone number'), '+14155550101');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText('Code'), '12a');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(errorOf('Code')).toBe(MESSAGES.invalidOtp);
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('NewPasswordForm', () => {
  it('needs matching passwords of at least 6 characters', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(<NewPasswordForm onSubmit={onSubmit} email="jordan@example.com" />);
    await user.type(screen.getByLabelText('New password'), 'abcdef');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdeg');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(errorOf('Confirm new password')).toBe(MESSAGES.passwordsDoNotMatch);
    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(onSubmit).toHaveBeenCalledWith({ password: 'abcdef', confirmPassword: 'abcdef' });
  });

  it('shows an expired reset link with the specification text', async () => {
    const user = userEvent.setup();
    renderForm(<NewPasswordForm onSubmit={vi.fn().mockRejectedValue(firebaseError('auth/expired-action-code'))} />);
    await user.type(screen.getByLabelText('New password'), 'abcdef');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resetLinkInvalid);
  });

  it('shows a weak password on the password field', async () => {
    const user = userEvent.setup();
    renderForm(<NewPasswordForm onSubmit={vi.fn().mockRejectedValue(firebaseError('auth/weak-password'))} />);
    await user.type(screen.getByLabelText('New password'), 'abcdef');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdef');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(MESSAGES.weakPassword)).toBeInTheDocument();
    expect(errorOf('New password')).toBe(MESSAGES.weakPassword);
  });
});

describe('EmailLinkForm', () => {
  it('confirms where the link went', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderForm(<EmailLinkForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent('We sent a sign-in link to jordan@example.com');
  });

  it('shows an invalid link with the email-link text', async () => {
    const user = userEvent.setup();
    renderForm(
      <EmailLinkForm
        confirmOnly
        submitLabel="Sign in"
        onSubmit={vi.fn().mockRejectedValue(firebaseError('auth/invalid-action-code'))}
      />,
    );
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.emailLinkInvalid);
  });
});
