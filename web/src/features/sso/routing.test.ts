import { describe, expect, it } from 'vitest';
import type { SsoCompletion } from '@contract/sso';
import { destinationAfter, discoverableEmail, passwordRefused, ssoTargetOf, ssoWay } from './routing';

const target = (enforced: boolean) =>
  ssoTargetOf({ sso: true, providerId: 'oidc.northwind', type: 'oidc', companyName: 'Northwind', enforced });

const completion = (member: boolean): SsoCompletion => ({
  companyId: 'northwind',
  companyName: 'Northwind',
  invitationId: member ? null : 'inv-1',
  member,
  profile: { firstName: 'Ann', lastName: 'Lee', title: 'Engineer', department: 'Sales' },
});

describe('email-first routing', () => {
  it('looks an address up only once it is complete, in the form the API compares', () => {
    expect(discoverableEmail('')).toBeNull();
    expect(discoverableEmail('ann@')).toBeNull();
    expect(discoverableEmail('ann@northwind')).toBeNull();
    expect(discoverableEmail('  Ann@Northwind.test ')).toBe('ann@northwind.test');
  });

  it('refuses password and email-link sign-in only where the company enforces SSO', () => {
    expect(passwordRefused(null)).toBe(false);
    expect(passwordRefused(ssoTargetOf({ sso: false }))).toBe(false);
    expect(passwordRefused(target(false))).toBe(false);
    expect(passwordRefused(target(true))).toBe(true);
  });

  it('reaches the provider by Identity Platform in production, and locally by the OIDC stand-in or the emulator widget', () => {
    expect(ssoWay('oidc', false)).toBe('redirect');
    expect(ssoWay('saml', false)).toBe('redirect');
    expect(ssoWay('oidc', true)).toBe('local-oidc');
    expect(ssoWay('saml', true)).toBe('emulator-popup');
  });

  it('sends a member where they were headed, a newcomer to the dashboard with the membership to confirm', () => {
    expect(destinationAfter(completion(true), null)).toBe('/dashboard');
    expect(destinationAfter(completion(true), '/card/abc')).toBe('/card/abc');
    expect(destinationAfter(completion(false), '/card/abc')).toBe('/dashboard');
  });
});
