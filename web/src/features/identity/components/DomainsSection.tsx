import { useState } from 'react';
import { Trans } from 'react-i18next';
import { claimDomainBody, type DomainClaim } from '@contract/sso';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { QueryView } from '../../../components/QueryView';
import { EmptyState, Icon } from '../../../components/ui';
import { formatDate } from '../../../i18n/format';
import { FormError, SubmitButton, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { useClaimDomain, useDomainClaims, useRemoveDomain, useVerifyDomain } from '../api';
import { useIdentityText } from '../i18n';
import { CopyValue } from './CopyValue';

const BADGE = { pending: 'badge-info', verified: 'badge-success', failed: 'badge-warning' } as const;

/**
 * The email domains the company proves it holds: a claim shows the TXT record to publish and
 * "Check now"; each claim's status, its last check and why it did not prove it; removal after a
 * confirmation.
 */
export function DomainsSection({ companyId }: { companyId: string }) {
  const { t } = useIdentityText();
  const claims = useDomainClaims(companyId);
  const remove = useRemoveDomain(companyId);
  const [removing, setRemoving] = useState<DomainClaim | null>(null);
  return (
    <section className="panel stack" aria-labelledby="identity-domains">
      <h2 id="identity-domains">{t('domains.title')}</h2>
      <p className="muted">{t('domains.intro')}</p>
      <ClaimForm companyId={companyId} />
      <QueryView query={claims} loadingLabel={t('domains.loading')} errorTitle={t('domains.loadFailed')}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState icon={<Icon name="link" />} title={t('domains.empty')}>
              <p>{t('domains.emptyText')}</p>
            </EmptyState>
          ) : (
            <ul className="identity-list" aria-label={t('domains.list')}>
              {list.map((claim) => (
                <Claim key={claim.domain} companyId={companyId} claim={claim} onRemove={() => setRemoving(claim)} />
              ))}
            </ul>
          )
        }
      </QueryView>
      <ConfirmDialog
        open={removing !== null}
        title={t('domains.removeTitle', { domain: removing?.domain ?? '' })}
        confirmLabel={t('domains.removeConfirm')}
        pendingLabel={t('domains.removing')}
        pending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.domain, { onSettled: () => setRemoving(null) });
        }}
      >
        <p>{t('domains.removeText')}</p>
      </ConfirmDialog>
    </section>
  );
}

function ClaimForm({ companyId }: { companyId: string }) {
  const { t } = useIdentityText();
  const claim = useClaimDomain(companyId);
  const form = useZodForm(claimDomainBody, { defaultValues: { domain: '' }, leaveGuard: false });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(form, async (body) => {
    await claim.mutateAsync(body);
    form.reset({ domain: '' });
  });
  return (
    <form className="stack" noValidate onSubmit={submit} aria-label={t('domains.claim')}>
      <FormError message={errors.root?.message} />
      <div className="identity-inline-form">
        <TextField
          label={t('domains.domain')}
          placeholder={t('domains.placeholder')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.domain?.message}
          {...form.register('domain')}
        />
        <SubmitButton pending={isSubmitting} pendingLabel={t('domains.claiming')} size="inline">
          {t('domains.claim')}
        </SubmitButton>
      </div>
    </form>
  );
}

function Claim({ companyId, claim, onRemove }: { companyId: string; claim: DomainClaim; onRemove: () => void }) {
  const { t } = useIdentityText();
  const verify = useVerifyDomain(companyId);
  const verified = claim.status === 'verified';
  const hidden = { hidden: <span className="visually-hidden" /> };
  return (
    <li className="identity-item stack" aria-label={claim.domain}>
      <div className="identity-item-head">
        <strong>{claim.domain}</strong>
        <span className={`badge ${BADGE[claim.status]}`}>{t(`domains.status.${claim.status}`)}</span>
      </div>
      <p className="fine-print">
        {verified
          ? t('domains.verifiedAt', { date: formatDate(claim.verifiedAt, 'dateTime') })
          : claim.lastCheckedAt
            ? t('domains.lastChecked', { date: formatDate(claim.lastCheckedAt, 'dateTime') })
            : t('domains.notChecked')}
      </p>
      {claim.lastError && !verified && (
        <p className="identity-error" role="status">
          {claim.lastError}
        </p>
      )}
      {!verified && (
        <>
          <p className="fine-print">{t('domains.publish', { date: formatDate(claim.expiresAt) })}</p>
          <CopyValue label={t('domains.recordName')} value={claim.recordName} />
          <CopyValue label={t('domains.recordValue')} value={claim.recordValue} />
        </>
      )}
      <div className="row">
        {!verified && (
          <button
            type="button"
            className="button button-primary button-small"
            disabled={verify.isPending}
            aria-busy={verify.isPending || undefined}
            onClick={() => verify.mutate(claim.domain)}
          >
            {verify.isPending ? (
              t('domains.checking')
            ) : (
              <Trans t={t} i18nKey="domains.check" values={{ domain: claim.domain }} components={hidden} />
            )}
          </button>
        )}
        <button type="button" className="button button-ghost button-small" onClick={onRemove}>
          <Trans t={t} i18nKey="domains.remove" values={{ domain: claim.domain }} components={hidden} />
        </button>
      </div>
    </li>
  );
}
