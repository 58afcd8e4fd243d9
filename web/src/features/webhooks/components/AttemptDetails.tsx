import { useState } from 'react';
import type { WebhookAttempt } from '@contract/webhooks';
import { useWebhookEvent } from '../api';
import { useWebhooksText } from '../i18n';

/** An attempt's request body (the event, read when opened) and the start of the receiver's answer. */
export function AttemptDetails({ companyId, attempt }: { companyId: string; attempt: WebhookAttempt }) {
  const { t } = useWebhooksText();
  const [open, setOpen] = useState(false);
  const event = useWebhookEvent(companyId, attempt.endpointId, attempt.eventId, open);
  return (
    <details className="webhook-details" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('log.show')}</summary>
      <h3 className="fine-print">{t('log.request')}</h3>
      {event.status === 'success' ? (
        <Body label={t('log.request')}>{JSON.stringify(event.data, null, 2)}</Body>
      ) : (
        <p className="muted">{event.status === 'error' ? t('log.requestGone') : t('log.requestLoading')}</p>
      )}
      <h3 className="fine-print">{t('log.answer')}</h3>
      {attempt.responseExcerpt ? (
        <Body label={t('log.answer')}>{attempt.responseExcerpt}</Body>
      ) : (
        <p className="muted">{t('log.noAnswer')}</p>
      )}
      {attempt.error && <p className="fine-print">{t('log.error', { error: attempt.error })}</p>}
      <p className="fine-print">{t('log.duration', { ms: attempt.durationMs })}</p>
    </details>
  );
}

/** A body that may scroll: it takes keyboard focus so the arrow keys scroll it (axe scrollable-region-focusable). */
function Body({ label, children }: { label: string; children: string }) {
  return (
    <pre className="webhook-body" tabIndex={0} role="region" aria-label={label}>
      {children}
    </pre>
  );
}
