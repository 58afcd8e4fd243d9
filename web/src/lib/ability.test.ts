import { describe, expect, it } from 'vitest';
import { subject } from '@casl/ability';
import { buildAbility, isSuperadminAbility } from './ability';

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
});
