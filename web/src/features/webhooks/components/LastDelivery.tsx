import { formatDate } from '../../../i18n/format';
import { useLastAttempt } from '../api';
import { useWebhooksText } from '../i18n';

/** The endpoint's newest attempt in a few words: delivered, retrying or given up, with its status code and time. */
export function LastDelivery({ companyId, endpointId }: { companyId: string; endpointId: string }) {
  const { t } = useWebhooksText();
  const last = useLastAttempt(companyId, endpointId);
  if (last.status === 'pending') return <span className="muted">{t('last.loading')}</span>;
  if (last.status === 'error') return <span className="muted">{t('last.failed')}</span>;
  const attempt = last.data;
  if (!attempt) return <span className="muted">{t('last.none')}</span>;
  const code = attempt.statusCode ?? t('last.noAnswer');
  const words =
    attempt.state === 'SUCCESS'
      ? t('last.success', { code })
      : attempt.state === 'PENDING'
        ? t('last.pending', { code })
        : t('last.error', { code });
  return (
    <>
      <span className={attempt.state === 'SUCCESS' ? undefined : 'webhook-failed'}>{words}</span>
      <div className="fine-print">{formatDate(attempt.at, 'dateTime')}</div>
    </>
  );
}
