import type { CrmPushState, IntegrationSummary } from '@contract/integrations';
import { useCrmPush, useIntegrations, usePushContactAgain } from '../api';
import { RelativeTime } from './RelativeTime';
import '../integrations.css';

function Status({ push, crmName }: { push: CrmPushState | null; crmName: string }) {
  if (!push) return <>Not sent to {crmName} yet.</>;
  const why = push.lastError ? ` (${push.lastError})` : '';
  if (push.status === 'synced') {
    return (
      <>
        <span className="badge badge-success">Sent</span> to {crmName}
        {push.syncedAt && (
          <>
            {' '}
            <RelativeTime iso={push.syncedAt} />
          </>
        )}
        .
      </>
    );
  }
  if (push.status === 'pending') {
    return (
      <>
        <span className="badge badge-warning">Waiting</span> {crmName} did not take it yet{why}. Everlink tries again
        {push.nextAttemptAt && (
          <>
            {' '}
            <RelativeTime iso={push.nextAttemptAt} />
          </>
        )}
        .
      </>
    );
  }
  return (
    <>
      <span className="badge badge-warning">Not sent</span> {crmName} did not take it after {push.attempts} tries{why}.
    </>
  );
}

function CrmPush({ crm, contactId }: { crm: IntegrationSummary; contactId: string }) {
  const push = useCrmPush(crm.id, contactId, true);
  const again = usePushContactAgain(crm, contactId);
  if (push.isLoading || push.isError) return null;
  const state = push.data ?? null;
  return (
    <div className="crm-push">
      <p className="fine-print" role="status">
        <Status push={state} crmName={crm.name} />
      </p>
      {state?.status !== 'synced' && (
        <button type="button" className="button button-secondary button-small" disabled={again.isPending} aria-busy={again.isPending || undefined} onClick={() => again.mutate()}>
          {again.isPending ? 'Sending…' : `Send to ${crm.name}${state ? ' again' : ''}`}
        </button>
      )}
    </div>
  );
}

/**
 * On a contact: how its push to the owner's connected CRM stands (sent, waiting for a retry,
 * given up) and a way to send it again. Nothing when no CRM is connected.
 */
export function CrmPushStatus({ contactId }: { contactId: string }) {
  const integrations = useIntegrations();
  const crm = integrations.data?.find((i) => i.kind === 'crm' && (i.status === 'connected' || i.status === 'needs_reconnect'));
  return crm ? <CrmPush crm={crm} contactId={contactId} /> : null;
}
