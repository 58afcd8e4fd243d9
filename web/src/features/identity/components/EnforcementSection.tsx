import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useDomainClaims, useSetEnforcement, useSsoConnection } from '../api';
import { useIdentityText } from '../i18n';

/**
 * "Enforce single sign-on": refuses password and email-link sign-in for addresses on the verified
 * domains. Turning it on asks first (who is affected, the owner's break-glass); it cannot be
 * turned on before a provider and a verified domain exist, and says so.
 */
export function EnforcementSection({ companyId }: { companyId: string }) {
  const { t } = useIdentityText();
  const connection = useSsoConnection(companyId);
  const claims = useDomainClaims(companyId);
  const setEnforced = useSetEnforcement(companyId);
  const [confirming, setConfirming] = useState(false);
  // Both lists have their own section with loading and failure states; this waits for them quietly.
  if (connection.status !== 'success' || claims.status !== 'success') return null;
  const enforced = connection.data?.enforced ?? false;
  const verified = claims.data.filter((claim) => claim.status === 'verified').map((claim) => claim.domain);
  const blocked = !connection.data
    ? t('enforce.needsProvider')
    : verified.length === 0
      ? t('enforce.needsDomain')
      : null;
  const pending = setEnforced.isPending;
  return (
    <section className="panel stack" aria-labelledby="identity-enforce">
      <h2 id="identity-enforce">{t('enforce.title')}</h2>
      <label className="identity-switch">
        <input
          type="checkbox"
          role="switch"
          checked={pending ? Boolean(setEnforced.variables) : enforced}
          disabled={pending || (!enforced && blocked !== null)}
          aria-describedby="identity-enforce-hint"
          onChange={(event) => (event.target.checked ? setConfirming(true) : setEnforced.mutate(false))}
        />
        {t('enforce.label')}
      </label>
      <p id="identity-enforce-hint" className="fine-print">
        {!enforced && blocked ? blocked : t(enforced ? 'enforce.on' : 'enforce.off', { domains: verified.join(', ') })}
      </p>
      <ConfirmDialog
        open={confirming}
        title={t('enforce.confirmTitle')}
        confirmLabel={t('enforce.confirm')}
        pendingLabel={t('enforce.confirming')}
        pending={pending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => setEnforced.mutate(true, { onSettled: () => setConfirming(false) })}
      >
        <p>{t('enforce.confirmWho', { domains: verified.join(', ') })}</p>
        <p>{t('enforce.confirmBreakGlass')}</p>
      </ConfirmDialog>
    </section>
  );
}
