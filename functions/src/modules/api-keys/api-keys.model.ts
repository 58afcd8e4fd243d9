import type { ExpireAt } from '../../platform/store/types';
import type { ApiScope, AuditEntry } from '../../contract/api-keys';

/** Whose a key is: a company's (`company:{id}`) or one person's own (`user:{uid}`). */
export type KeyOwner = { kind: 'company'; companyId: string } | { kind: 'user'; uid: string };

export const ownerKeyOf = (owner: KeyOwner): string =>
  owner.kind === 'company' ? `company:${owner.companyId}` : `user:${owner.uid}`;

/** `apiKeys/{id}`: a key; the secret itself is never stored, only its SHA-256. */
export interface StoredApiKey {
  id: string;
  name: string;
  /** `ownerKeyOf`: the lists and the audit are by owner. */
  owner: string;
  scopes: ApiScope[];
  /** SHA-256 of the secret, hex: what a call's bearer is looked up by. */
  hash: string;
  displayPrefix: string;
  rateLimit: number;
  createdAt: string;
  createdBy: string;
  lastUsedAt: string | null;
  revokedAt?: string;
  revokedBy?: string;
}

/**
 * `apiKeyAudit/{auto id}`: one write of an owner's audit entries (newest first; the calls an instance answered meanwhile), or
 * the one entry of a key's creation or revocation. `at` is its newest entry's time; Firestore's
 * TTL policy deletes it after `AUDIT_DAYS`.
 */
export interface StoredAuditPage {
  owner: string;
  at: string;
  entries: AuditEntry[];
  expireAt: ExpireAt;
}

/** How long audit entries are kept. */
export const AUDIT_DAYS = 90;
