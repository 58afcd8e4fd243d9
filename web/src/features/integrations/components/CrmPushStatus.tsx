import { Trans } from 'react-i18next';
import type { CrmPushState, IntegrationSummary } from '@contract/integrations';
import { useCrmPush, useIntegrations, usePushContactAgain } from '../api';
import { useIntegrationsText } from '../i18n';
import { RelativeTime } from './RelativeTime';
import '../integrations.css';

function Status({ push, crmName }: { push: CrmPushState | null; crmName: string }) {
  const { t } = useIntegrationsText();
  if (!push) return <>{t('crmPush.notSent', { crm: crmName })}</>;
  const values = {
    crm: crmName,
    why: push.lastError ? t('why', { reason: push.lastError }) : '',
    attempts: push.attempts,
  };
  if (push.status === 'synced') {
    const badge = <span className="badge badge-success" />;
    if (!push.syncedAt) return <Trans t={t} i18nKey="crmPush.sent" values={values} components={{ badge }} />;
    return (
      <Trans
        t={t}
        i18nKey="crmPush.sentWhen"
        values={values}
        components={{ badge, when: <RelativeTime iso={push.syncedAt} /> }}
      />
    );
  }
  const badge = <span className="badge badge-warning" />;
  if (push.status === 'pending') {
    if (!push.nextAttemptAt) return <Trans t={t} i18nKey="crmPush.waiting" values={values} components={{ badge }} />;
    return (
      <Trans
        t={t}
        i18nKey="crmPush.waitingUntil"
        values={values}
        components={{ badge, when: <RelativeTime iso={push.nextAttemptAt} /> }}
      />
    );
  }
  return <Trans t={t} i18nKey="crmPush.failed" values={values} components={{ badge }} />;
}

function CrmPush({ crm, contactId }: { crm: IntegrationSummary; contactId: string }) {
  const { t } = useIntegrationsText();
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
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={again.isPending}
          aria-busy={again.isPending || undefined}
          onClick={() => again.mutate()}
        >
          {again.isPending ? t('crmPush.sending') : t(state ? 'crmPush.sendAgain' : 'crmPush.send', { crm: crm.name })}
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
  const crm = integrations.data?.find(
    (i) => i.kind === 'crm' && (i.status === 'connected' || i.status === 'needs_reconnect'),
  );
  return crm ? <CrmPush crm={crm} contactId={contactId} /> : null;
}
