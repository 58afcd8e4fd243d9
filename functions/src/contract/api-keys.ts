import { z } from 'zod';
import { pageQuery, requiredString } from './common';
import type { Action, Subject } from './roles';

/**
 * API keys (docs/api-keys.md): a secret a company admin or a Pro user makes for a program to call
 * the API as `Authorization: Bearer evk_live_…`. A key holds scopes; what it may do is what its
 * scopes allow AND what its creator may do at the moment of the call.
 */

/** Every secret starts with it, so the API tells a key from a Firebase ID token by its first characters. */
export const API_KEY_PREFIX = 'evk_live_';

/**
 * What each scope lets a key do, as CASL rules without conditions: the creator's own rules decide
 * which objects. No scope reaches User, Company, Subscription, Plan or `all`, and roles are only
 * read (a program sees which roles exist), so no key edits an account, a company, its roles,
 * billing, superadmin data, or makes keys. Giving or taking a role wants every right the role
 * grants (platform/access grants.ts), which a key's scopes never hold, so a key invites, suspends
 * or removes only people whose roles it could grant: those without roles.
 */
export const API_SCOPES = [
  'contacts:read',
  'contacts:write',
  'analytics:read',
  'employees:read',
  'employees:manage',
] as const;
export type ApiScope = (typeof API_SCOPES)[number];

interface ScopeRule {
  action: Action | Action[];
  subject: Subject | Subject[];
}

export const SCOPE_RULES: Record<ApiScope, ScopeRule[]> = {
  'contacts:read': [{ action: 'read', subject: 'Contact' }],
  'contacts:write': [{ action: ['create', 'update', 'delete'], subject: 'Contact' }],
  'analytics:read': [{ action: 'read', subject: 'Analytics' }],
  'employees:read': [{ action: 'read', subject: ['Employee', 'Division', 'CompanyRole'] }],
  'employees:manage': [
    { action: ['read', 'create', 'update', 'delete'], subject: 'Employee' },
    { action: 'read', subject: ['Division', 'CompanyRole'] },
  ],
};

/** Scopes a Pro user's own key may hold: their own data has no employees. */
export const PERSONAL_SCOPES: readonly ApiScope[] = ['contacts:read', 'contacts:write', 'analytics:read'];

/** Requests a key may make a minute unless its creator set fewer. */
export const DEFAULT_KEY_RATE_LIMIT = 600;

export const API_KEY_MESSAGES = {
  invalidKey: 'This API key is not valid.',
  revokedKey: 'This API key was revoked.',
  scopeMissing: 'This API key does not have the scope for this call.',
  keyNotAllowed: 'API keys cannot be used for this call. Please sign in.',
  scopeRequired: 'Choose at least one scope.',
  scopeNotForPersonal: 'This scope is only for company keys.',
  beyondCreator: 'You cannot give a key rights you do not hold.',
  notInPlan: 'API keys are part of Pro and Teams. Upgrade to create one.',
};

const scope = z.enum(API_SCOPES);

export const createApiKeyBody = z.object({
  name: requiredString(80),
  scopes: z
    .array(scope)
    .min(1, API_KEY_MESSAGES.scopeRequired)
    .max(API_SCOPES.length)
    .transform((list) => [...new Set(list)]),
  rateLimit: z.coerce.number().int().min(1).max(DEFAULT_KEY_RATE_LIMIT).default(DEFAULT_KEY_RATE_LIMIT),
});
export type CreateApiKeyBody = z.input<typeof createApiKeyBody>;

export const apiKeyAuditQuery = pageQuery;

/** A key as lists show it; the secret is never here. */
export interface ApiKey {
  id: string;
  name: string;
  scopes: ApiScope[];
  /** The secret's first characters, so a person can tell keys apart (`evk_live_AbCd…`). */
  displayPrefix: string;
  rateLimit: number;
  createdAt: string;
  createdBy: string;
  /** Updated at most once a minute per key. */
  lastUsedAt: string | null;
}

/** The answer to creating a key: the only time the secret is shown. */
export interface CreatedApiKey extends ApiKey {
  secret: string;
}

/**
 * What a company's audit log records: every call made with a key, each key's creation and
 * revocation, and the company's identity events (single sign-on, domain claims, SCIM tokens and
 * what SCIM provisioned). A personal owner's log holds only the first three.
 */
export const IDENTITY_AUDIT_EVENTS = [
  'sso.configured',
  'sso.removed',
  'sso.enforced',
  'sso.unenforced',
  'sso.break_glass',
  'sso.joined',
  'domain.claimed',
  'domain.verified',
  'domain.failed',
  'domain.removed',
  'scim_token.created',
  'scim_token.revoked',
  'scim.call',
  'scim.user.created',
  'scim.user.updated',
  'scim.user.deactivated',
  'scim.user.reactivated',
  'scim.user.deleted',
  'scim.group.created',
  'scim.group.updated',
  'scim.group.deleted',
] as const;
export type IdentityAuditEvent = (typeof IDENTITY_AUDIT_EVENTS)[number];
export type AuditEvent = 'call' | 'key.created' | 'key.revoked' | IdentityAuditEvent;

export interface AuditEntry {
  event: AuditEvent;
  /** The key (or SCIM token) the entry is about; absent for events made by a person alone. */
  keyId?: string;
  keyName?: string;
  /** A call's method, route pattern (`/v1/contacts/:contactId`, never the ids) and answer status. */
  method?: string;
  route?: string;
  status?: number;
  at: string;
  /** Who did it, when a person did (a uid), never a key. */
  by?: string;
  /** The person's display name (or email) when they did it, so the log reads without a lookup and outlives a rename. */
  byName?: string;
  /** What an identity event concerns: a domain, a provider id, a SCIM userName or group name. */
  target?: string;
}
