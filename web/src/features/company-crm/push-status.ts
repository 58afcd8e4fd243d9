import type { CrmPushStatus } from '@contract/company-crm';

/** Each push state's badge, in the push log and on a contact. */
export const PUSH_BADGE = {
  pending: 'badge badge-info',
  waiting_for_reconnect: 'badge badge-warning',
  synced: 'badge badge-success',
  failed: 'badge company-crm-badge-failed',
} as const satisfies Record<CrmPushStatus, string>;
