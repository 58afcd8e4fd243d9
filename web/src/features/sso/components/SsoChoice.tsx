import { useState } from 'react';
import { SSO_MESSAGES, type SsoCompletion } from '@contract/sso';
import { FormError } from '../../../lib/forms';
import { errorMessage } from '../../../lib/api';
import { authErrorCode } from '../../../lib/auth-errors';
import type { SsoTarget } from '../routing';
import { useSsoText } from '../i18n';

/**
 * "Continue with <company> single sign-on", the primary action for an address on a claimed domain;
 * with enforcement it says why the other ways are gone. The provider code loads on the click.
 */
export function SsoChoice({
  target,
  email,
  redirect,
  onBusy,
  onCompleted,
  onBreakGlass,
}: {
  target: SsoTarget;
  email: string;
  redirect: string | null;
  /** Holds the page while the sign-in is under way (the popup signs in before the API has answered). */
  onBusy?: (busy: boolean) => void;
  /** The sign-in finished on this page (the emulator's popup). */
  onCompleted: (completion: SsoCompletion) => void;
  /** The company's owner may still use their password when SSO is enforced (the API allows and audits it). */
  onBreakGlass?: () => void;
}) {
  const { t } = useSsoText();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const company = target.companyName;

  const go = async () => {
    setError(undefined);
    setPending(true);
    onBusy?.(true);
    try {
      const { startSso } = await import('../sso-actions');
      const completion = await startSso(target, email, redirect);
      // None: on the way to the provider, the page stays busy until it leaves.
      if (!completion) return;
      onCompleted(completion);
    } catch (caught) {
      // Closing the popup is a change of mind, not a failure.
      if (authErrorCode(caught) !== 'auth/popup-closed-by-user') setError(errorMessage(caught));
    }
    setPending(false);
    onBusy?.(false);
  };

  return (
    <div className="stack sso-choice">
      <p className={target.enforced ? 'notice' : 'muted'}>
        {target.enforced ? SSO_MESSAGES.ssoRequired : t('recommended', { company })}
      </p>
      <FormError message={error} />
      <button
        type="button"
        className="button button-primary button-block"
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={() => void go()}
      >
        {pending ? t('opening', { company }) : t('continueWith', { company })}
      </button>
      {target.enforced && onBreakGlass && (
        <button type="button" className="button button-link" onClick={onBreakGlass}>
          {t('breakGlass', { company })}
        </button>
      )}
    </div>
  );
}
