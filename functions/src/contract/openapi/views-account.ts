import { z } from 'zod';
import { permissionRule } from '../roles';
import type { AdminUser, CompanySummary, GlobalRoleView, SuperadminOverview } from '../superadmin';
import type { LinkMeta, Occupation } from '../tools';
import { DELETION_STEPS, type AccountDeletion } from '../privacy';

/**
 * What the superadmin, tools and privacy routes answer (views.ts says how these are held to the
 * contract's types and to the API's real answers).
 */

const nullableString = z.string().nullable();

export const superadminOverviewView = z.object({
  users: z.number(),
  companies: z.number(),
  cards: z.object({ active: z.number(), total: z.number() }),
  leadsThisWeek: z.number(),
  since: z.string(),
}) satisfies z.ZodType<SuperadminOverview>;

export const adminUserView = z
  .object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    roles: z.array(z.string()),
    companyId: z.string().optional(),
    disabled: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminUser' }) satisfies z.ZodType<AdminUser>;

export const globalRoleView = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: z.literal('global'),
    permissions: z.array(permissionRule),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
    builtIn: z.boolean(),
    holders: z.number(),
  })
  .meta({ id: 'GlobalRole' }) satisfies z.ZodType<GlobalRoleView>;

/** DELETE /v1/superadmin/roles/{roleId}: the role, taken off this many people. */
export const globalRoleDeletedView = z.object({ id: z.string(), released: z.number() });

export const companySummaryView = z.object({
  id: z.string(),
  name: z.string(),
  employees: z.number(),
  createdAt: z.string(),
}) satisfies z.ZodType<CompanySummary>;

export const linkMetaView = z.object({
  url: z.string(),
  title: nullableString,
  description: nullableString,
  image: nullableString,
  siteName: nullableString,
  favicon: nullableString,
}) satisfies z.ZodType<LinkMeta>;

export const occupationView = z.object({
  title: z.string(),
  source: z.enum(['standard', 'own']),
}) satisfies z.ZodType<Occupation>;

export const accountDeletionView = z.object({
  userId: z.string(),
  deleted: z.literal(true),
  counts: z.partialRecord(z.enum(DELETION_STEPS), z.number()),
}) satisfies z.ZodType<AccountDeletion>;
