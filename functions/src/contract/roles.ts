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

/** A rule's `action`, `subject` or `fields` as a list: CASL takes one or several. */
export const asList = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

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
export const COMPANY_SUBJECTS = [
  'Company',
  'Employee',
  'CompanyRole',
  'Division',
  'CompanyLink',
  'CompanyCard',
  'Profile',
  'Card',
  'Contact',
  'Analytics',
  'Subscription',
] as const satisfies readonly Subject[];
export type CompanySubject = (typeof COMPANY_SUBJECTS)[number];

// Zod-free, so the web's entry chunk can build the ability without every schema.
export { OWNED_SUBJECTS, baseRules, type Membership } from './base-rules';
