import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@contract/messages';
import { safeRedirect } from '../../../session/redirects';
import { usePageTitle } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { notify } from '../../../lib/toasts';
import { FormError } from '../../../lib/forms';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { checkResetCode, resetPassword, signInWithPassword } from '../identity-actions';
import { useLeaveWhenSignedIn } from './SignIn';
import { useAuthText } from '../i18n';
import { paths } from '../../../session/paths';

/** /auth/reset-password?oobCode=…: the link from the reset email, after /auth/action. */
export default function ResetPassword() {
  const { t } = useAuthText();
  usePageTitle(t('resetPassword.title'));
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const redirect = safeRedirect(params.get('redirect'));
  useLeaveWhenSignedIn(redirect);
  const check = useQuery({
    queryKey: ['auth', 'reset-code', code],
    queryFn: () => checkResetCode(code!),
    enabled: !!code,
    retry: false,
    gcTime: 0,
  });

  const invalid = (
    <div className="stack">
      <h1>{t('resetPassword.title')}</h1>
      <FormError message={MESSAGES.resetLinkInvalid} />
      <p className="muted">{t('resetPassword.linkExpiry')}</p>
      <Link className="button button-primary button-block" to={paths.forgotPassword}>
        {t('resetPassword.newLink')}
      </Link>
    </div>
  );
  if (!code) return invalid;

  return (
    <QueryView query={check} loadingLabel={t('resetPassword.checking')} error={() => invalid}>
      {(email) =>
        !email ? (
          invalid
        ) : (
          <div className="stack">
            <h1>{t('resetPassword.title')}</h1>
            <NewPasswordForm
              email={email}
              onSubmit={async ({ password }) => {
                await resetPassword(code, password);
                notify.success(t('resetPassword.changed'));
                await signInWithPassword(email, password);
              }}
            />
          </div>
        )
      }
    </QueryView>
  );
}
