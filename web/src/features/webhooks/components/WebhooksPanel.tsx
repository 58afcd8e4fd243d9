import { useState } from 'react';
import { Trans } from 'react-i18next';
import type { Company } from '@contract/company';
import type { WebhookEndpoint } from '@contract/webhooks';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataTable } from '../../../components/DataTable';
import { QueryView } from '../../../components/QueryView';
import { EmptyState, Icon } from '../../../components/ui';
import { formatDate } from '../../../i18n/format';
import { useDeleteWebhook, useRotateWebhookSecret, useSendTestEvent, useWebhooks } from '../api';
import { eventLabel } from '../events';
import { useWebhooksText, type WebhooksT } from '../i18n';
import { DeliveryLog } from './DeliveryLog';
import { LastDelivery } from './LastDelivery';
import { CreateWebhookDialog, EditWebhookDialog } from './WebhookDialogs';
import { WebhookSecret } from './WebhookSecret';
import '../webhooks.css';

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit' | 'rotate' | 'delete'; endpoint: WebhookEndpoint }
  | { kind: 'secret'; secret: string };

/** A row's button whose name says which endpoint it acts on. */
function RowButton({
  i18nKey,
  url,
  onClick,
  t,
}: {
  i18nKey: 'actions.log' | 'actions.test' | 'actions.edit' | 'actions.rotate' | 'actions.delete';
  url: string;
  onClick: () => void;
  t: WebhooksT;
}) {
  return (
    <button type="button" className="button button-secondary button-small" onClick={onClick}>
      <Trans t={t} i18nKey={i18nKey} values={{ url }} components={{ hidden: <span className="visually-hidden" /> }} />
    </button>
  );
}

/**
 * The company's webhook endpoints (docs/webhooks.md): the list with each one's events and last
 * delivery, an endpoint added in a dialog that shows its signing secret once, editing, rotating
 * the secret, deleting after a confirmation, and each endpoint's delivery log with "Resend".
 */
export function WebhooksPanel({ company }: { company: Company }) {
  const { t } = useWebhooksText();
  const companyId = company.id;
  const endpoints = useWebhooks(companyId);
  const rotate = useRotateWebhookSecret(companyId);
  const remove = useDeleteWebhook(companyId);
  const sendTest = useSendTestEvent(companyId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [logOf, setLogOf] = useState<string | null>(null);
  const close = () => setDialog(null);
  const target = dialog && 'endpoint' in dialog ? dialog.endpoint : null;

  return (
    <div className="stack">
      <div className="row company-section-intro">
        <p className="muted">{t('intro')}</p>
        <button type="button" className="button button-primary" onClick={() => setDialog({ kind: 'create' })}>
          {t('create')}
        </button>
      </div>
      <QueryView query={endpoints} loadingLabel={t('loading')} errorTitle={t('loadFailed')}>
        {(data) => (
          <>
            <DataTable
              aria-label={t('list')}
              className="stack-table"
              rows={data}
              rowKey={(endpoint) => endpoint.id}
              empty={
                <EmptyState icon={<Icon name="link" />} title={t('empty')}>
                  <p>{t('emptyText')}</p>
                </EmptyState>
              }
              columns={[
                {
                  key: 'endpoint',
                  header: t('column.endpoint'),
                  label: t('column.endpoint'),
                  rowHeader: true,
                  cell: (endpoint) => (
                    <>
                      <span className="webhook-url">{endpoint.url}</span>
                      {endpoint.description && <div className="fine-print">{endpoint.description}</div>}
                      {endpoint.previousSecretExpiresAt && (
                        <div className="fine-print">
                          {t('previousSecretUntil', { date: formatDate(endpoint.previousSecretExpiresAt, 'dateTime') })}
                        </div>
                      )}
                    </>
                  ),
                },
                {
                  key: 'events',
                  header: t('column.events'),
                  label: t('column.events'),
                  cell: (endpoint) => endpoint.events.map((type) => eventLabel(type, t)).join(', '),
                },
                {
                  key: 'status',
                  header: t('column.status'),
                  label: t('column.status'),
                  cell: (endpoint) => <span className="badge">{endpoint.enabled ? t('enabled') : t('disabled')}</span>,
                },
                {
                  key: 'last',
                  header: t('column.lastDelivery'),
                  label: t('column.lastDelivery'),
                  cell: (endpoint) => <LastDelivery companyId={companyId} endpointId={endpoint.id} />,
                },
                {
                  key: 'actions',
                  header: <span className="visually-hidden">{t('column.actions')}</span>,
                  cell: (endpoint) => (
                    <div className="row webhook-actions">
                      <RowButton t={t} i18nKey="actions.log" url={endpoint.url} onClick={() => setLogOf(endpoint.id)} />
                      <RowButton
                        t={t}
                        i18nKey="actions.test"
                        url={endpoint.url}
                        onClick={() => sendTest.mutate(endpoint)}
                      />
                      <RowButton
                        t={t}
                        i18nKey="actions.edit"
                        url={endpoint.url}
                        onClick={() => setDialog({ kind: 'edit', endpoint })}
                      />
                      <RowButton
                        t={t}
                        i18nKey="actions.rotate"
                        url={endpoint.url}
                        onClick={() => setDialog({ kind: 'rotate', endpoint })}
                      />
                      <RowButton
                        t={t}
                        i18nKey="actions.delete"
                        url={endpoint.url}
                        onClick={() => setDialog({ kind: 'delete', endpoint })}
                      />
                    </div>
                  ),
                },
              ]}
            />
            {data
              .filter((endpoint) => endpoint.id === logOf)
              .map((endpoint) => (
                <DeliveryLog
                  key={endpoint.id}
                  companyId={companyId}
                  endpoint={endpoint}
                  onClose={() => setLogOf(null)}
                />
              ))}
          </>
        )}
      </QueryView>
      {dialog?.kind === 'create' && <CreateWebhookDialog companyId={companyId} onClose={close} />}
      {dialog?.kind === 'edit' && (
        <EditWebhookDialog companyId={companyId} endpoint={dialog.endpoint} onClose={close} />
      )}
      {dialog?.kind === 'secret' && <WebhookSecret secret={dialog.secret} rotated onClose={close} />}
      <ConfirmDialog
        open={dialog?.kind === 'rotate'}
        title={t('rotate.title', { url: target?.url ?? '' })}
        confirmLabel={t('rotate.confirm')}
        pendingLabel={t('rotate.pending')}
        pending={rotate.isPending}
        onCancel={close}
        onConfirm={() => {
          if (target) rotate.mutate(target, { onSuccess: ({ secret }) => setDialog({ kind: 'secret', secret }) });
        }}
      >
        <p>{t('rotate.text')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={t('remove.title', { url: target?.url ?? '' })}
        confirmLabel={t('remove.confirm')}
        pendingLabel={t('remove.pending')}
        pending={remove.isPending}
        onCancel={close}
        onConfirm={() => {
          if (target)
            remove.mutate(target, {
              onSuccess: () => {
                if (logOf === target.id) setLogOf(null);
                close();
              },
            });
        }}
      >
        <p>{t('remove.text')}</p>
      </ConfirmDialog>
    </div>
  );
}
