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
