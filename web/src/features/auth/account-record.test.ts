import { describe, expect, it } from 'vitest';
import { deriveRecord, isComplete, reloadGuard } from './account-record';

describe('the user record from the identity user (spec §4)', () => {
  it('splits the display name into first and last name', () => {
    expect(deriveRecord({ displayName: 'Mary Ann Evans', email: 'mae@example.com', phoneNumber: null })).toEqual({
      firstName: 'Mary',
      lastName: 'Ann Evans',
      email: 'mae@example.com',
      phoneNumber: '',
    });
  });

  it("falls back to the email's local part", () => {
    const record = deriveRecord({ displayName: null, email: 'jane.doe42@example.com', phoneNumber: null });
    expect(record).toMatchObject({ firstName: 'Jane', lastName: 'Doe' });
    expect(isComplete(record)).toBe(true);
  });

  it('needs to ask when the identity has no name or email (a phone sign-in)', () => {
    const record = deriveRecord({ displayName: null, email: null, phoneNumber: '+14155550100' });
    expect(record).toEqual({ firstName: '', lastName: '', email: '', phoneNumber: '+14155550100' });
    expect(isComplete(record)).toBe(false);
    expect(isComplete(deriveRecord({ displayName: 'Prince', email: 'p@example.com', phoneNumber: null }))).toBe(false);
  });
});

describe('reload guard', () => {
  it('stops a second reload shortly after the first, and expires', () => {
    const now = 1_000_000;
    expect(reloadGuard.recent('u1', now)).toBe(false);
    reloadGuard.mark('u1', now);
    expect(reloadGuard.recent('u1', now + 30_000)).toBe(true);
    expect(reloadGuard.recent('u2', now + 30_000)).toBe(false);
    expect(reloadGuard.recent('u1', now + 3 * 60_000)).toBe(false);
    reloadGuard.clear('u1');
    expect(reloadGuard.recent('u1', now)).toBe(false);
  });
});
