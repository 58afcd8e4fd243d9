import { subject } from '@casl/ability';
import type { CompanyCrmPush } from '@contract/company-crm';
import { formatDate } from '../../../i18n/format';
import { useAbility } from '../../../lib/ability';
import { useContactCrmPush, useMarkContactForCrm, useRetryCrmPush } from '../api';
import { useCompanyCrmText } from '../i18n';
import { PUSH_BADGE } from '../push-status';
import '../company-crm.css';

function PushState({ push }: { push: CompanyCrmPush }) {
  const { t } = useCompanyCrmText();
  const crm = t(`names.${push.crm}`);
  const text =
    push.status === 'synced'
      ? push.syncedAt
        ? t('contact.syncedOn', { crm, date: formatDate(push.syncedAt) })
        : t('contact.synced', { crm })
      : push.status === 'pending'
        ? t('contact.pending', { crm })
        : push.status === 'waiting_for_reconnect'
          ? t('contact.waiting', { crm })
          : push.lastError
            ? t('contact.failed', { reason: push.lastError })
            : t('contact.failedNoReason', { attempts: push.attempts });
  return (
    <p className="fine-print" role="status">
      <span className={PUSH_BADGE[push.status]}>{t(`push.${push.status}`)}</span> {text}
    </p>
  );
}

function RetryButton({ companyId, contactId }: { companyId: string; contactId: string }) {
  const { t } = useCompanyCrmText();
  const retry = useRetryCrmPush(companyId);
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      disabled={retry.isPending}
      aria-busy={retry.isPending || undefined}
      onClick={() => retry.mutate(contactId)}
    >
      {retry.isPending ? t('contact.retrying') : t('contact.retry')}
    </button>
  );
}

/**
 * On a company contact: how its push to the company CRM stands, "Retry" for the company's admins
 * when it failed, and the employee's "Sync to company CRM" for a contact they own. Nothing for a
 * contact outside a company, or when the API has nothing to say about it.
 */
export function ContactCompanyCrm({
  contactId,
  companyId,
  ownContact,
}: {
  contactId: string;
  /** The signed-in person's company, if any. */
  companyId: string | null;
  ownContact: boolean;
}) {
  return companyId ? <ContactCrm companyId={companyId} contactId={contactId} ownContact={ownContact} /> : null;
}

function ContactCrm({
  companyId,
  contactId,
  ownContact,
}: {
  companyId: string;
  contactId: string;
  ownContact: boolean;
}) {
  const { t } = useCompanyCrmText();
  const ability = useAbility();
  const push = useContactCrmPush(contactId);
  const mark = useMarkContactForCrm(contactId);
  if (push.status !== 'success') return null;
  const state = push.data;
  const admin = ability.can('manage', subject('Company', { companyId }) as never);
  const marked = state?.marked ?? false;
  return (
    <div className="company-crm-contact" role="group" aria-label={t('contact.title')}>
      {state ? <PushState push={state} /> : <p className="fine-print">{t('contact.notSynced')}</p>}
      {state?.status === 'failed' && admin && <RetryButton companyId={companyId} contactId={contactId} />}
      {ownContact && (
        <label className="company-crm-toggle">
          <input
            type="checkbox"
            role="switch"
            checked={mark.isPending ? Boolean(mark.variables) : marked}
            disabled={mark.isPending}
            aria-describedby="company-crm-toggle-hint"
            onChange={(event) => mark.mutate(event.target.checked)}
          />
          {t('contact.toggle')}
        </label>
      )}
      {ownContact && (
        <p id="company-crm-toggle-hint" className="fine-print">
          {t('contact.toggleHint')}
        </p>
      )}
    </div>
  );
}
