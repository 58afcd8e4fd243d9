import type { AppDeps } from '../../platform/context';
import type { DocumentReference, Store } from '../../platform/store/types';
import type { CrmPushState } from '../../contract/integrations';
import type { CrmContact, IntegrationProvider } from './types';
import { collections } from '../../platform/store/collections';

/**
 * A contact's push to a CRM: `crmPushes/{provider}_{contactId}`, one a contact and CRM. While
 * pending it holds what to send (`payload`); once sent or given up, only how it went.
 */
export interface StoredCrmPush {
  provider: string;
  /** The contact's owner, whose CRM receives it. */
  userId: string;
  /** A company's lead stays visible to the company's roles, as its contact is. */
  companyId: string | null;
  contactId: string;
  status: CrmPushState['status'];
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  syncedAt: string | null;
  remoteId: string | null;
  payload: CrmContact | null;
  createdAt: string;
  updatedAt: string;
}

export function crmPushRef(store: Store, providerId: string, contactId: string): DocumentReference<StoredCrmPush> {
  return collections({ store }).crmPushes.doc(`${providerId}_${contactId}`);
}

export function pushStateOf(push: StoredCrmPush): CrmPushState {
  return {
    contactId: push.contactId,
    provider: push.provider,
    status: push.status,
    attempts: push.attempts,
    lastError: push.lastError,
    nextAttemptAt: push.nextAttemptAt,
    syncedAt: push.syncedAt,
    remoteId: push.remoteId,
  };
}

/** How many of the person's pushes wait for a retry, and how many gave up: shown with the connection. */
export async function crmCounts(
  deps: Pick<AppDeps, 'store'>,
  provider: IntegrationProvider,
  userId: string,
): Promise<{ pending: number; failed: number }> {
  const query = (status: CrmPushState['status']) =>
    collections(deps)
      .crmPushes.where('userId', '==', userId)
      .where('provider', '==', provider.id)
      .where('status', '==', status)
      .count()
      .get();
  const [pending, failed] = await Promise.all([query('pending'), query('failed')]);
  return { pending: pending.data().count, failed: failed.data().count };
}
