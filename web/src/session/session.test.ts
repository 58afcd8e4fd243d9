import { describe, expect, it } from 'vitest';
import type { Profile } from '@contract/profiles';
import { pickCurrentProfile } from './session';

const profile = (id: string, extra: Partial<Profile> = {}) =>
  ({ id, default: false, status: 'active', ...extra }) as Profile;

describe('current profile (spec §3)', () => {
  it('is the first profile flagged default', () => {
    expect(
      pickCurrentProfile([profile('a'), profile('b', { default: true }), profile('c', { default: true })], null)?.id,
    ).toBe('b');
  });

  it('else the first in the list', () => {
    expect(pickCurrentProfile([profile('a'), profile('b')], null)?.id).toBe('a');
  });

  it("follows the person's remembered choice while that profile exists", () => {
    expect(pickCurrentProfile([profile('a', { default: true }), profile('b')], 'b')?.id).toBe('b');
    expect(pickCurrentProfile([profile('a', { default: true }), profile('b')], 'gone')?.id).toBe('a');
  });

  it('is none without profiles', () => {
    expect(pickCurrentProfile([], null)).toBeNull();
    expect(pickCurrentProfile(undefined, null)).toBeNull();
  });
});
