import { useState } from 'react';
import { Trans } from 'react-i18next';
import type { CompanyCrmSummary } from '@contract/company-crm';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { formatDate } from '../../../i18n/format';
import { useDisconnectCrm, useStartCrmConnection } from '../api';
import { useCompanyCrmText } from '../i18n';

const BADGE = {
  not_available: 'badge',
  not_connected: 'badge',
  connected: 'badge badge-success',
  needs_reconnect: 'badge badge-warning',
} as const satisfies Record<CompanyCrmSummary['status'], string>;

const COUNTS = ['pending', 'waiting', 'synced', 'failed'] as const;

interface CrmCardProps {
  companyId: string;
  crm: CompanyCrmSummary;
  /** The other CRM the company syncs to, if any: one at a time. */
  other: CompanyCrmSummary | null;
}

/** One CRM in the back office: its state, account, push counts, and connect, reconnect or disconnect. */
export function CrmCard({ companyId, crm, other }: CrmCardProps) {
  const { t } = useCompanyCrmText();
  const start = useStartCrmConnection(companyId);
  const disconnect = useDisconnectCrm(companyId);
  const [confirming, setConfirming] = useState(false);
  const titleId = `company-crm-${crm.id}`;
  const active = crm.status === 'connected' || crm.status === 'needs_reconnect';
  const connectedAt = crm.connectedAt ? formatDate(crm.connectedAt) : null;

  return (
    <li className="panel company-crm-card" aria-labelledby={titleId}>
      <div className="company-crm-head">
        <h2 id={titleId}>{crm.name}</h2>
        <span className={BADGE[crm.status]}>{t(`status.${crm.status}`)}</span>
      </div>
      {active && crm.account && (
        <p>
          <Trans
            t={t}
            i18nKey="card.account"
            values={{ account: crm.account.name }}
            components={{ strong: <strong /> }}
          />
        </p>
      )}
      {active && connectedAt && (
        <p className="fine-print">
          {crm.connectedBy
            ? t('card.connectedBy', { by: crm.connectedBy, date: connectedAt })
            : t('card.connectedOn', { date: connectedAt })}
        </p>
      )}
      {crm.status === 'needs_reconnect' && (
        <p className="company-crm-reason" role="status">
          {t('card.needsReconnect', {
            name: crm.name,
            why: crm.reason ? t('card.why', { reason: crm.reason }) : '',
          })}
        </p>
      )}
      {crm.status === 'not_available' && <p className="fine-print">{t('card.notAvailable', { name: crm.name })}</p>}
      {crm.status === 'not_connected' && other && (
        <p className="fine-print">{t('card.otherConnected', { name: crm.name, other: other.name })}</p>
      )}
      {active && (
        <dl className="company-crm-counts">
          {COUNTS.map((count) => (
            <div key={count}>
              <dt>{t(`card.${count}`)}</dt>
              <dd>{crm.counts[count]}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="company-crm-actions">
        {(crm.status === 'needs_reconnect' || (crm.status === 'not_connected' && !other)) && (
          <button
            type="button"
            className="button button-primary"
            disabled={start.isPending}
            aria-busy={start.isPending || undefined}
            onClick={() => start.mutate(crm.id)}
          >
            {start.isPending
              ? t('card.opening')
              : t(crm.status === 'needs_reconnect' ? 'card.reconnect' : 'card.connect', { name: crm.name })}
          </button>
        )}
        {active && (
          <button type="button" className="button button-ghost" onClick={() => setConfirming(true)}>
            <Trans
              t={t}
              i18nKey="card.disconnect"
              values={{ name: crm.name }}
              components={{ hidden: <span className="visually-hidden" /> }}
            />
          </button>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('card.confirmTitle', { name: crm.name })}
        confirmLabel={t('card.confirmAction')}
        pendingLabel={t('card.confirmPending')}
        pending={disconnect.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => disconnect.mutate(crm, { onSettled: () => setConfirming(false) })}
      >
        <p>{t('card.confirmText', { name: crm.name })}</p>
      </ConfirmDialog>
    </li>
  );
}
