import { z } from 'zod';
import { requiredString } from './common';

/**
 * SCIM 2.0 provisioning (RFC 7643/7644, docs/scim.md): a company's directory (Entra ID, Okta,
 * Google Workspace through a connector) creates, updates and deactivates its people at
 * `/scim/v2`, with a bearer token the company's admin makes in the back office. The SCIM
 * resources themselves are SCIM's JSON, not this API's envelope; what the back office reads and
 * writes about tokens is below.
 */

/** Every SCIM token starts with it, so it is never mistaken for an API key or an ID token. */
export const SCIM_TOKEN_PREFIX = 'evk_scim_';

export const SCIM_SCHEMAS = {
  user: 'urn:ietf:params:scim:schemas:core:2.0:User',
  group: 'urn:ietf:params:scim:schemas:core:2.0:Group',
  enterpriseUser: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
  listResponse: 'urn:ietf:params:scim:api:messages:2.0:ListResponse',
  patchOp: 'urn:ietf:params:scim:api:messages:2.0:PatchOp',
  error: 'urn:ietf:params:scim:api:messages:2.0:Error',
  serviceProviderConfig: 'urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig',
  resourceType: 'urn:ietf:params:scim:schemas:core:2.0:ResourceType',
  schema: 'urn:ietf:params:scim:schemas:core:2.0:Schema',
} as const;

/** RFC 7644 §3.12 `scimType`s this server answers with. */
export type ScimErrorType =
  | 'invalidFilter'
  | 'tooMany'
  | 'uniqueness'
  | 'mutability'
  | 'invalidSyntax'
  | 'invalidPath'
  | 'noTarget'
  | 'invalidValue';

export const SCIM_LIMITS = {
  /** A list page's largest `count` (ServiceProviderConfig `filter.maxResults`). */
  maxResults: 200,
  tokensPerCompany: 5,
  /** A group's members at most, and so the most one PATCH operation may name. */
  membersPerGroup: 10_000,
  /** Calls a token may make a minute: Entra's and Okta's cycles send a few a second. */
  callsPerMinute: 1200,
} as const;

export const SCIM_MESSAGES = {
  invalidToken: 'This SCIM token is not valid.',
  revokedToken: 'This SCIM token was revoked.',
  notInPlan: 'SCIM provisioning is part of Teams. Upgrade to connect your directory.',
  tooManyTokens: `A company can have at most ${SCIM_LIMITS.tokensPerCompany} SCIM tokens. Revoke one first.`,
  userNameTaken: 'userName already exists',
  userInOtherCompany: 'This person belongs to another company.',
  groupNameTaken: 'displayName already exists',
  unsupportedFilter: 'This filter is not supported.',
  unsupportedPatch: 'This PATCH operation is not supported.',
  userNotFound: 'Resource not found.',
};

export const createScimTokenBody = z.object({ name: requiredString(80) }).strict();
export type CreateScimTokenBody = z.input<typeof createScimTokenBody>;

/** A token as the back office lists it; the secret is never here. */
export interface ScimToken {
  id: string;
  name: string;
  /** `evk_scim_AbCd…`, so a person can tell tokens apart. */
  displayPrefix: string;
  createdAt: string;
  createdBy: string;
  /** Updated at most once a minute per token. */
  lastUsedAt: string | null;
}

/** The answer to creating a token: the only time the secret is shown, with the base URL to paste. */
export interface CreatedScimToken extends ScimToken {
  secret: string;
  baseUrl: string;
}
