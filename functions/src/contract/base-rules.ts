import type { PermissionRule, Subject } from './roles';

// No zod here (types only from roles.ts): the web app builds every signed-in person's ability
// in its entry chunk, which must not carry the schemas.

/** What every signed-in person owns outright: anything whose `userId` is theirs. */
export const OWNED_SUBJECTS = [
  'User',
  'Profile',
  'Link',
  'Card',
  'Contact',
  'Social',
  'Analytics',
  'Integration',
  'Subscription',
] as const satisfies readonly Subject[];

export interface Membership {
  companyId?: string;
  divisionIds?: string[];
  status?: 'active' | 'suspended';
}

/**
 * The rules every signed-in person holds without any role (so they do not make anyone premium):
 * their own objects, and reading their company, its links, divisions and colleagues while an
 * active member. Both the API and the browser add them to the person's roles.
 */
export function baseRules(userId: string, membership: Membership = {}): PermissionRule[] {
  const rules: PermissionRule[] = [{ action: 'manage', subject: [...OWNED_SUBJECTS], conditions: { userId } }];
  if (membership.companyId && membership.status !== 'suspended') {
    rules.push({
      action: 'read',
      subject: ['Company', 'CompanyLink', 'Division', 'Employee', 'CompanyRole'],
      conditions: { companyId: membership.companyId },
    });
  }
  return rules;
}
