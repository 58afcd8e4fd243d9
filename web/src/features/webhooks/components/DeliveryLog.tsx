import { useId, useState } from 'react';
import { Trans } from 'react-i18next';
import type { WebhookAttempt, WebhookEndpoint } from '@contract/webhooks';
import { DataTable } from '../../../components/DataTable';
import { QueryView } from '../../../components/QueryView';
import { EmptyState, Icon } from '../../../components/ui';
import { errorMessage } from '../../../lib/api';
import { MISSING, formatDate } from '../../../i18n/format';
import { useResendWebhookEvent, useWebhookAttempts } from '../api';
import { eventLabel } from '../events';
import { useWebhooksText } from '../i18n';
import { AttemptDetails } from './AttemptDetails';

/**
 * One endpoint's delivery log, newest first: each attempt's event, time, response, number and
 * next retry, its request and response on demand, and "Resend" (a refusal, such as the hour's
 * resends used up, shows above the log).
 */
export function DeliveryLog({
  companyId,
  endpoint,
  onClose,
}: {
  companyId: string;
  endpoint: WebhookEndpoint;
  onClose: () => void;
}) {
  const { t } = useWebhooksText();
  const headingId = useId();
  const attempts = useWebhookAttempts(companyId, endpoint.id);
  const resend = useResendWebhookEvent(companyId, endpoint.id);
  const [refusal, setRefusal] = useState<string | null>(null);
  const send = (attempt: WebhookAttempt) => {
    setRefusal(null);
    resend.mutate(attempt.eventId, { onError: (error) => setRefusal(errorMessage(error)) });
  };
  return (
    <section className="stack webhook-log" aria-labelledby={headingId}>
      <div className="row company-section-intro">
        <h2 id={headingId}>{t('log.title', { url: endpoint.url })}</h2>
        <button type="button" className="button button-secondary button-small" onClick={onClose}>
          {t('log.close')}
        </button>
      </div>
      {refusal && (
        <p className="form-error" role="alert">
          {refusal}
        </p>
      )}
      <QueryView query={attempts} loadingLabel={t('log.loading')} errorTitle={t('log.loadFailed')} keepPages>
        {(data) => (
          <DataTable
            aria-labelledby={headingId}
            className="stack-table"
            rows={data.pages.flatMap((page) => page.data)}
            rowKey={(attempt) => attempt.id}
            empty={
              <EmptyState icon={<Icon name="clock" />} title={t('log.empty')}>
                <p>{t('log.emptyText')}</p>
              </EmptyState>
            }
            columns={[
              {
                key: 'event',
                header: t('log.event'),
                label: t('log.event'),
                rowHeader: true,
                cell: (a) => (
                  <>
                    {eventLabel(a.type, t)}
                    <div className="fine-print">
                      <code>{a.eventId}</code>
                    </div>
                  </>
                ),
              },
              { key: 'at', header: t('log.when'), label: t('log.when'), cell: (a) => formatDate(a.at, 'dateTime') },
              {
                key: 'response',
                header: t('log.response'),
                label: t('log.response'),
                cell: (a) => (
                  <>
                    <span className={a.state === 'SUCCESS' ? undefined : 'webhook-failed'}>
                      {a.statusCode ?? t('last.noAnswer')}
                    </span>
                    <div className="fine-print">{t(`log.state.${a.state}`)}</div>
                  </>
                ),
              },
              { key: 'attempt', header: t('log.attempt'), label: t('log.attempt'), cell: (a) => a.attempt },
              {
                key: 'next',
                header: t('log.nextRetry'),
                label: t('log.nextRetry'),
                cell: (a) => (a.nextRetryAt ? formatDate(a.nextRetryAt, 'dateTime') : MISSING),
              },
              {
                key: 'details',
                header: t('log.details'),
                label: t('log.details'),
                cell: (a) => <AttemptDetails companyId={companyId} attempt={a} />,
              },
              {
                key: 'resend',
                header: <span className="visually-hidden">{t('column.actions')}</span>,
                cell: (a) => (
                  <button
                    type="button"
                    className="button button-secondary button-small"
                    disabled={resend.isPending}
                    onClick={() => send(a)}
                  >
                    <Trans
                      t={t}
                      i18nKey="log.resend"
                      values={{ type: a.type, when: formatDate(a.at, 'dateTime') }}
                      components={{ hidden: <span className="visually-hidden" /> }}
                    />
                  </button>
                ),
              },
            ]}
            loadMore={{
              ...attempts,
              label: t('log.more'),
              pendingLabel: t('log.loadingMore'),
              failedTitle: t('log.moreFailed'),
            }}
          />
        )}
      </QueryView>
    </section>
  );
}
