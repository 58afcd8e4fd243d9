import { Link, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@contract/messages';
import { safeRedirect } from '../../../app/redirects';
import { LoadingState, usePageTitle } from '../../../components/ui';
import { notify } from '../../../lib/toasts';
import { NewPasswordForm } from '../components/NewPasswordForm';
import { checkResetCode, resetPassword, signInWithPassword } from '../identity-actions';
import { useLeaveWhenSignedIn } from './SignIn';

/** /auth/reset-password?oobCode=…: the link from the reset email, after /auth/action. */
export default function ResetPassword() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const code = params.get('oobCode');
  const redirect = safeRedirect(params.get('redirect'));
  useLeaveWhenSignedIn(redirect);
  const check = useQuery({ queryKey: ['auth', 'reset-code', code], queryFn: () => checkResetCode(code!), enabled: !!code, retry: false, gcTime: 0 });

  if (code && check.isLoading) return <LoadingState label="Checking your link…" />;
  if (!code || check.isError || !check.data)
    return (
      <div className="stack">
        <h1>Choose a new password</h1>
        <div className="form-error" role="alert">
          {MESSAGES.resetLinkInvalid}
        </div>
        <p className="muted">Reset links work once and expire after a while. Ask for a new one below.</p>
        <Link className="button button-primary button-block" to="/auth/forgot-password">
          Send me a new link
        </Link>
      </div>
    );

  const email = check.data;
  return (
    <div className="stack">
      <h1>Choose a new password</h1>
      <NewPasswordForm
        email={email}
        onSubmit={async ({ password }) => {
          await resetPassword(code, password);
          notify.success('Your password has been changed.');
          await signInWithPassword(email, password);
        }}
      />
    </div>
  );
}
