import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@contract/messages';
import { authErrorView } from './auth-errors';

const err = (code: string) => Object.assign(new Error(code), { code });

describe('authErrorView', () => {
  it.each([
    ['auth/wrong-password', MESSAGES.wrongPassword, 'password'],
    ['auth/invalid-credential', MESSAGES.wrongPassword, 'password'],
    ['auth/user-not-found', MESSAGES.userNotFound, 'email'],
    ['auth/email-already-in-use', MESSAGES.emailInUse, 'email'],
    ['auth/invalid-action-code', MESSAGES.resetLinkInvalid, 'root'],
    ['auth/expired-action-code', MESSAGES.resetLinkInvalid, 'root'],
    ['auth/requires-recent-login', MESSAGES.recentLoginRequired, 'root'],
    ['auth/account-exists-with-different-credential', MESSAGES.phoneAccountExists, 'phoneNumber'],
    ['auth/weak-password', MESSAGES.weakPassword, 'password'],
    ['auth/invalid-email', MESSAGES.invalidEmail, 'email'],
    ['auth/user-disabled', MESSAGES.userDisabled, 'root'],
    ['auth/invalid-phone-number', MESSAGES.invalidPhone, 'phoneNumber'],
    ['auth/missing-phone-number', MESSAGES.invalidPhone, 'phoneNumber'],
    ['auth/invalid-verification-code', MESSAGES.invalidOtp, 'otp'],
  ])('%s shows the specification text on its field', (code, message, field) => {
    expect(authErrorView(err(code))).toEqual({ message, field });
  });

  it('says the email link is invalid for a bad sign-in link', () => {
    expect(authErrorView(err('auth/invalid-action-code'), 'emailLink')).toEqual({
      message: MESSAGES.emailLinkInvalid,
      field: 'root',
    });
  });

  it('stays silent when the person closes the Google popup', () => {
    expect(authErrorView(err('auth/popup-closed-by-user'), 'google')).toBeNull();
  });

  it('falls back to the generic text for unknown failures', () => {
    expect(authErrorView(err('auth/internal-error'))).toEqual({ message: MESSAGES.genericError, field: 'root' });
    expect(authErrorView(new Error('boom'))).toEqual({ message: MESSAGES.genericError, field: 'root' });
  });
});
