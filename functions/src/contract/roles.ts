import { z } from 'zod';

/** A CASL rule, as stored on roles and sent to the browser. */
export const permissionRule = z.object({
  action: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  subject: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  conditions: z.record(z.string(), z.unknown()).optional(),
  fields: z.union([z.string(), z.array(z.string())]).optional(),
  inverted: z.boolean().optional(),
  reason: z.string().optional(),
});
export type PermissionRule = z.infer<typeof permissionRule>;

export interface Role {
  id: string;
  name: string;
  /** 'global' for product-wide roles (superadmin, premium), or the company id. */
  scope: 'global' | string;
  permissions: PermissionRule[];
  createdAt?: string;
  updatedAt?: string;
}

export const SUPERADMIN_ROLE_ID = 'superadmin';

/** What a rule may allow. `manage` is every action. */
export const ACTIONS = ['manage', 'create', 'read', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * What rules name, typed once for the API's checks and the browser's `ability`. Objects carry
 * `userId` (their owner) and, where they belong to a company, `companyId`; an owner's company
 * objects are also checked with the owner's `divisionIds`.
 */
export const SUBJECTS = [
  'all',
  'User',
  'Profile',
  'Link',
  'Card',
  'Contact',
  'Social',
  'Analytics',
  'Integration',
  'Subscription',
  'Plan',
  'Role',
  'Company',
  'Employee',
  'CompanyRole',
  'Division',
  'CompanyLink',
  'CompanyCard',
] as const;
export type Subject = (typeof SUBJECTS)[number];

/** Subjects a company role may grant rights on; always under its own company's condition. */
export const COMPANY_SUBJECTS = ['Company', 'Employee', 'CompanyRole', 'Division', 'CompanyLink', 'CompanyCard', 'Profile', 'Card', 'Contact', 'Analytics', 'Subscription'] as const satisfies readonly Subject[];
export type CompanySubject = (typeof COMPANY_SUBJECTS)[number];

/** What every signed-in person owns outright: anything whose `userId` is theirs. */
export const OWNED_SUBJECTS = ['User', 'Profile', 'Link', 'Card', 'Contact', 'Social', 'Analytics', 'Integration', 'Subscription'] as const satisfies readonly Subject[];

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
    rules.push({ action: 'read', subject: ['Company', 'CompanyLink', 'Division', 'Employee', 'CompanyRole'], conditions: { companyId: membership.companyId } });
  }
  return rules;
}
