import { describe, expect, it } from 'vitest';
import { subject } from '@casl/ability';
import { isSuperadminAbility } from './ability';
import { buildAbility } from './build-ability';

describe('ability from roles', () => {
  it('applies conditions', () => {
    const ability = buildAbility([
      { permissions: [{ action: 'manage', subject: 'Company', conditions: { id: 'acme' } }] },
      { permissions: [{ action: 'update', subject: 'Employee', conditions: { userId: 'u1' } }] },
    ]);
    expect(ability.can('update', subject('Company', { id: 'acme' }))).toBe(true);
    expect(ability.can('update', subject('Company', { id: 'other' }))).toBe(false);
    expect(ability.can('update', subject('Employee', { userId: 'u2' }))).toBe(false);
    expect(isSuperadminAbility(ability)).toBe(false);
  });

  it('knows a superadmin by manage all', () => {
    expect(isSuperadminAbility(buildAbility([{ permissions: [{ action: 'manage', subject: 'all' }] }]))).toBe(true);
    expect(isSuperadminAbility(buildAbility([]))).toBe(false);
  });

  it('adds the base rules the API adds: own objects, and reading one’s company while a member', () => {
    const member = buildAbility([], { userId: 'u1', membership: { companyId: 'acme' } });
    expect(member.can('update', subject('Profile', { userId: 'u1' }))).toBe(true);
    expect(member.can('update', subject('Profile', { userId: 'u2' }))).toBe(false);
    expect(member.can('read', subject('Employee', { companyId: 'acme' }))).toBe(true);
    expect(member.can('read', subject('Employee', { companyId: 'other' }))).toBe(false);
    expect(member.can('update', subject('Company', { companyId: 'acme' }))).toBe(false);
    expect(member.can('read', 'CompanyCard')).toBe(false);
    expect(isSuperadminAbility(member)).toBe(false);

    const loner = buildAbility([], { userId: 'u1' });
    expect(loner.can('read', subject('Company', { companyId: 'acme' }))).toBe(false);
    expect(loner.can('read', subject('Contact', { userId: 'u1' }))).toBe(true);
  });
});
