import type { AppContext } from '../../platform/context';
import type { ExpireAt } from '../../platform/store/types';
import { collections } from '../../platform/store/collections';
import type { CompanyCrmId, CompanyCrmPush, CrmMappingRow, CrmPushStatus } from '../../contract/company-crm';
import type { ConnectionExtra } from '../../integrations/core/types';

/**
 * A company's CRM (docs/company-crm.md), in four collections:
 * - `companyCrms/{companyId}`: the one connected CRM (one at a time, so the id is the company's),
 *   its account, state and mapping. What the admin sees.
 * - `companyCrmSecrets/{companyId}`: its tokens, sealed; never answered.
 * - `companyCrmPushes/{contactId}`: a contact's push, which the admin and the contact's owner see.
 * - `companyCrmOwners/{companyId}_{crm}_{uid}`: the employee's CRM user, kept a day (TTL).
 */

export interface StoredCompanyCrm {
  companyId: string;
  crm: CompanyCrmId;
  status: 'connected' | 'needs_reconnect';
  reason: string | null;
  account: { id: string; name: string };
  extra: ConnectionExtra;
  connectedAt: string;
  connectedBy: string;
  mapping: CrmMappingRow[];
  updatedAt: string;
}

export interface StoredCompanyCrmSecret {
  companyId: string;
  crm: CompanyCrmId;
  /** `HeldTokens`, sealed under `company-crm:{crm}:{companyId}`. */
  tokens: string;
  /** When the access token stops working; null when the CRM does not say (Salesforce: renewed on a 401). */
  expiresAt: string | null;
  updatedAt: string;
}

export interface StoredCompanyCrmPush {
  contactId: string;
  companyId: string;
  crm: CompanyCrmId;
  /** The contact's owner: the employee whose card took the lead or who marked it. */
  userId: string;
  status: CrmPushStatus;
  /** Pushed on every edit while true; a lead starts marked, the owner may unmark it. */
  marked: boolean;
  attempts: number;
  lastError: string | null;
  remoteId: string | null;
  ownerId: string | null;
  syncedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface StoredCrmOwner {
  ownerId: string | null;
  expireAt: ExpireAt;
}

export const crmRef = (ctx: Pick<AppContext, 'store'>, companyId: string) =>
  collections(ctx).companyCrms.doc(companyId);
export const secretRef = (ctx: Pick<AppContext, 'store'>, companyId: string) =>
  collections(ctx).companyCrmSecrets.doc(companyId);
export const pushRef = (ctx: Pick<AppContext, 'store'>, contactId: string) =>
  collections(ctx).companyCrmPushes.doc(contactId);
export const ownerRef = (ctx: Pick<AppContext, 'store'>, companyId: string, crm: string, userId: string) =>
  collections(ctx).companyCrmOwners.doc(`${companyId}_${crm}_${userId}`);

export const pushView = (push: StoredCompanyCrmPush): CompanyCrmPush => ({
  contactId: push.contactId,
  crm: push.crm,
  status: push.status,
  remoteId: push.remoteId,
  ownerId: push.ownerId,
  attempts: push.attempts,
  lastError: push.lastError,
  syncedAt: push.syncedAt,
  updatedAt: push.updatedAt,
});
