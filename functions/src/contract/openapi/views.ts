import { z } from 'zod';
import type { User } from '../users';
import { permissionRule, type Role } from '../roles';
import { LINK_TARGETS, type LinkView, type ResolvedLink } from '../links';
import { SOCIAL_CATEGORIES, type SocialNetwork } from '../socials';
import { CARD_STATUSES, type CardBatch, type CardView, type MintedBatch, type PublicCardStatus } from '../cards';
import {
  CONTACT_SOURCES,
  type Contact,
  type DuplicateGroup,
  type ImportIssue,
  type ImportResult,
  type LeadDay,
  type LeadReceipt,
  type SelectionStep,
} from '../contacts';
import { IMPORT_FIELDS, type ImportPreview, type ImportProgress } from '../contact-import';

/**
 * What the routes answer, as schemas for the OpenAPI description. Each is held to the contract's
 * type (`satisfies z.ZodType<T>`), so a field added to the type and not here fails the typecheck,
 * and the API tests check every real answer against it (openapi.test-support.ts).
 */

const nullableString = z.string().nullable();

export const idView = z.object({ id: z.string() }) satisfies z.ZodType<{ id: string }>;

export const userView = z
  .object({
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    photoURL: z.string().optional(),
    /** The global role ids (`roleIds` of the record). */
    roles: z.array(z.string()),
    /** Of `roles`, those a subscription gives, and the subscriptions giving them (docs/billing.md). */
    billingRoleIds: z.array(z.string()).optional(),
    billingSources: z.array(z.string()).optional(),
    /** The company the person works for, while they do. */
    companyId: nullableString.optional(),
    /** A superadmin disabled the account. */
    disabled: z.boolean().optional(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'User' }) satisfies z.ZodType<Omit<User, 'roleIds'> & { roles: string[] }>;

/** GET /v1/auth/exist: whether each of the asked email and phone number has an account. */
export const accountExistsView = z.object({ email: z.boolean().optional(), phoneNumber: z.boolean().optional() });

/** PUT /v1/auth: the sign-in account as Firebase Auth now has it. */
export const credentialsView = z.object({
  uid: z.string(),
  email: nullableString,
  phoneNumber: nullableString,
  emailVerified: z.boolean(),
});

export const roleView = z
  .object({
    id: z.string(),
    name: z.string(),
    scope: z.string(),
    permissions: z.array(permissionRule),
    createdAt: z.string().optional(),
    updatedAt: z.string().optional(),
  })
  .meta({ id: 'Role' }) satisfies z.ZodType<Role>;

/** A profile as a visitor sees it (contract/profile-types.ts): described by its id, its fields as they come. */
const publicProfileRef = z.looseObject({ id: z.string() });

export const linkView = z
  .object({
    id: z.string(),
    slug: z.string(),
    targetType: z.enum(LINK_TARGETS),
    profileId: nullableString,
    url: nullableString,
    userId: z.string(),
    title: nullableString,
    clicks: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
    shortUrl: z.string(),
    isProfileLink: z.boolean(),
  })
  .meta({ id: 'Link' }) satisfies z.ZodType<LinkView>;

export const resolvedLinkView = z.object({
  slug: z.string(),
  targetType: z.enum(LINK_TARGETS),
  shortUrl: z.string(),
  url: nullableString,
  profile: publicProfileRef.nullable(),
}) satisfies z.ZodType<Omit<ResolvedLink, 'profile'>>;

export const socialNetworkView = z
  .object({
    id: z.string(),
    name: z.string(),
    icon: z.string(),
    urlTemplate: nullableString,
    placeholder: z.string(),
    category: z.enum(SOCIAL_CATEGORIES),
    order: z.number(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SocialNetwork' }) satisfies z.ZodType<SocialNetwork>;

export const cardView = z
  .object({
    id: z.string(),
    status: z.enum(CARD_STATUSES),
    userId: nullableString,
    profileId: nullableString,
    label: z.string(),
    batchId: nullableString,
    companyId: nullableString.optional(),
    activatedAt: nullableString,
    deactivatedAt: nullableString,
    createdAt: z.string(),
    updatedAt: z.string(),
    url: z.string(),
  })
  .meta({ id: 'Card' }) satisfies z.ZodType<CardView>;

export const cardBatchView = z
  .object({
    id: z.string(),
    count: z.number(),
    note: z.string(),
    companyId: z.string().optional(),
    createdBy: z.string(),
    createdAt: z.string(),
    /** Cards of the batch activated so far. */
    activated: z.number(),
    /** GET this for the printer's CSV. */
    exportPath: z.string(),
  })
  .meta({ id: 'CardBatch' }) satisfies z.ZodType<CardBatch & { activated: number; exportPath: string }>;

export const mintedBatchView = z.object({
  batchId: z.string(),
  cardIds: z.array(z.string()),
  exportPath: z.string(),
}) satisfies z.ZodType<MintedBatch>;

export const publicCardStatusView = z.object({
  card: z.object({ id: z.string(), status: z.enum(CARD_STATUSES), url: z.string() }),
  profile: publicProfileRef.nullable(),
  state: z.enum(['profile', 'unassigned', 'deactivated', 'no-profile', 'profile-deactivated']),
  viewer: z.object({ isOwner: z.boolean() }).optional(),
}) satisfies z.ZodType<Omit<PublicCardStatus, 'profile'>>;

export const contactView = z
  .object({
    id: z.string(),
    userId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    otherEmails: z.array(z.string()),
    otherPhoneNumbers: z.array(z.string()),
    company: z.string(),
    jobTitle: z.string(),
    note: z.string(),
    tags: z.array(z.string()),
    favorite: z.boolean(),
    source: z.enum(CONTACT_SOURCES),
    profileId: nullableString,
    linkedProfileId: nullableString,
    photoUrl: nullableString,
    consentAt: nullableString,
    consentText: nullableString,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Contact' }) satisfies z.ZodType<Contact>;

export const leadReceiptView = z.object({
  profileId: z.string(),
  owner: z.object({
    firstName: z.string(),
    lastName: z.string(),
    displayName: z.string(),
    photoUrl: nullableString,
    company: nullableString,
    jobTitle: nullableString,
  }),
  vcardUrl: z.string(),
  erasure: z.object({ contactId: z.string(), token: z.string() }),
}) satisfies z.ZodType<LeadReceipt>;

export const leadDayView = z.object({
  profileId: z.string(),
  used: z.number(),
  limit: z.number(),
  lifted: z.boolean(),
  planLimit: z.number(),
  eventLimit: z.number(),
  endsAt: z.string(),
}) satisfies z.ZodType<LeadDay>;

export const importIssueView = z.object({
  row: z.number(),
  field: z.string().optional(),
  message: z.string(),
}) satisfies z.ZodType<ImportIssue>;

export const importResultView = z.object({
  importId: z.string(),
  imported: z.number(),
  total: z.number(),
  errors: z.array(importIssueView),
  duplicates: z.array(
    z.object({
      row: z.number(),
      reason: z.enum(['in-file', 'existing']),
      sameAsRow: z.number().optional(),
      contactId: z.string().optional(),
      message: z.string(),
    }),
  ),
}) satisfies z.ZodType<ImportResult>;

export const duplicateGroupView = z.object({
  reasons: z.array(z.enum(['email', 'phone', 'name'])),
  contacts: z.array(contactView),
}) satisfies z.ZodType<DuplicateGroup>;

export const selectionStepView = z.object({
  count: z.number(),
  skipped: z.number(),
  nextCursor: z.string().optional(),
}) satisfies z.ZodType<SelectionStep>;

export const importPreviewView = z.object({
  type: z.enum(['csv', 'vcf']),
  encoding: z.string(),
  separator: nullableString,
  headerLine: z.number(),
  headers: z.array(z.string()),
  mapping: z.array(z.enum(IMPORT_FIELDS).nullable()),
  rows: z.array(z.array(z.string())),
  total: z.number(),
}) satisfies z.ZodType<ImportPreview>;

export const importProgressView = z.object({
  importId: z.string(),
  status: z.enum(['reading', 'saving', 'done', 'refused', 'failed']),
  total: z.number(),
  done: z.number(),
  imported: z.number(),
  errors: z.number(),
  duplicates: z.number(),
  message: z.string().optional(),
  updatedAt: z.string(),
}) satisfies z.ZodType<ImportProgress>;
