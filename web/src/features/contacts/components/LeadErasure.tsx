import { useId } from 'react';
import { CONTACT_MESSAGES, type LeadReceipt } from '@contract/contacts';
import { errorMessage } from '../../../lib/api';
import { useMessageText } from '../../../i18n/messages';
import { useRequestLeadErasure } from '../lead-form-api';
import { useLeadFormText } from '../lead-form-i18n';

/**
 * On the thank-you page: the visitor can have the details they just sent deleted, without an
 * account. The token came with the receipt and lives only on this page.
 */
export function LeadErasure({ erasure, ownerName }: { erasure: LeadReceipt['erasure']; ownerName: string }) {
  const { t } = useLeadFormText();
  const messageText = useMessageText();
  const erase = useRequestLeadErasure();
  const titleId = useId();
  // The API words its refusals in English: the erasure's own, or a specification message.
  const refusalText = (message: string) =>
    message === CONTACT_MESSAGES.erasureLinkInvalid ? t('erasure.linkInvalid') : messageText(message);
  if (erase.isSuccess) {
    return (
      <p className="lead-erasure" role="status">
        {t('erasure.done', { owner: ownerName })}
      </p>
    );
  }
  return (
    <section className="lead-erasure" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('erasure.title')}</h2>
      <p className="muted">{t('erasure.explain', { owner: ownerName })}</p>
      {erase.isError && (
        <p className="field-error" role="alert">
          {refusalText(errorMessage(erase.error))}
        </p>
      )}
      <button
        type="button"
        className="button button-secondary"
        disabled={erase.isPending}
        aria-busy={erase.isPending || undefined}
        onClick={() => erase.mutate(erasure)}
      >
        {erase.isPending ? t('erasure.deleting') : t('erasure.delete')}
      </button>
    </section>
  );
}
