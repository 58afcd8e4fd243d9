import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@contract/messages';
import { useReloadAuthUser } from '../../../app/auth';
import { safeRedirect } from '../../../app/redirects';
import { LoadingState, usePageTitle } from '../../../components/ui';
import { authErrorView } from '../../../lib/auth-errors';
import { notify } from '../../../lib/toasts';
import { EmailLinkForm } from '../components/EmailLinkForm';
import { applyCode, completeEmailLinkSignIn, emailForLink, inspectActionCode, isEmailSignInLink, sendPasswordReset } from '../identity-actions';
import { useLeaveWhenSignedIn } from './SignIn';

/** `redirect` on this URL, or inside `continueUrl` when the link came from a custom action handler. */
function redirectOf(params: URLSearchParams): string | null {
  const own = safeRedirect(params.get('redirect'));
  if (own) return own;
  const continueUrl = params.get('continueUrl');
  if (!continueUrl) return null;
  try {
    const url = new URL(continueUrl);
    return url.origin === window.location.origin ? safeRedirect(url.searchParams.get('redirect')) : null;
  } catch {
    return null;
  }
}

function InvalidLink({ message = MESSAGES.emailLinkInvalid }: { message?: string }) {
  return (
    <div className="stack">
      <h1>This link can&apos;t be used</h1>
      <div className="form-error" role="alert">
        {message}
      </div>
      <p className="muted">Links from our emails work once and expire after a while. Start again to get a fresh one.</p>
      <Link className="button button-primary button-block" to="/auth/sign-in">
        Go to sign in
      </Link>
    </div>
  );
}

/** Applies a verify-email or recover-email code once (the query cache keeps it from running twice). */
function useAppliedCode(mode: 'verifyEmail' | 'recoverEmail', code: string, after?: () => Promise<void>) {
  return useQuery({
    queryKey: ['auth', 'action', mode, code],
    queryFn: async () => {
      const info = await inspectActionCode(code);
      await applyCode(code);
      await after?.().catch(() => undefined);
      return { email: info.data.email ?? null };
    },
    retry: false,
  });
}

function VerifyEmail({ code }: { code: string }) {
  // A signed-in person sees the verified state at once.
  const applied = useAppliedCode('verifyEmail', code, useReloadAuthUser());
  if (applied.isLoading) return <LoadingState label="Verifying your email…" />;
  if (applied.isError) return <InvalidLink message={authErrorView(applied.error, 'action')?.message} />;
  return (
    <div className="stack">
      <h1>Your email is verified</h1>
      <p>
        Thanks — <strong>{applied.data?.email}</strong> is confirmed.
      </p>
      <Link className="button button-primary button-block" to="/dashboard">
        Continue to your dashboard
      </Link>
    </div>
  );
}

function RecoverEmail({ code }: { code: string }) {
  const applied = useAppliedCode('recoverEmail', code);
  const [resetSent, setResetSent] = useState(false);
  if (applied.isLoading) return <LoadingState label="Restoring your email…" />;
  if (applied.isError) return <InvalidLink message={authErrorView(applied.error, 'action')?.message} />;
  const email = applied.data?.email;
  return (
    <div className="stack">
      <h1>Your sign-in email is restored</h1>
      <p>
        Your account signs in with <strong>{email}</strong> again.
      </p>
      <p className="muted">If you did not ask for the change, someone may know your password. Choose a new one to be safe.</p>
      {email && !resetSent && (
        <button
          type="button"
          className="button button-primary button-block"
          onClick={() =>
            sendPasswordReset(email).then(
              () => {
                setResetSent(true);
                notify.success(`We sent a password reset link to ${email}.`);
              },
              (error: unknown) => notify.error(error),
            )
          }
        >
          Send me a password reset link
        </button>
      )}
      <Link className="button button-secondary button-block" to="/auth/sign-in">
        Go to sign in
      </Link>
    </div>
  );
}

function EmailLinkSignIn({ redirect }: { redirect: string | null }) {
  const href = window.location.href;
  const stored = emailForLink();
  const valid = isEmailSignInLink(href);
  const auto = useQuery({
    queryKey: ['auth', 'email-link', href],
    queryFn: async () => {
      await completeEmailLinkSignIn(stored!, href);
      return true;
    },
    enabled: valid && !!stored,
    retry: false,
  });
  useLeaveWhenSignedIn(redirect);
  if (!valid) return <InvalidLink />;
  if (stored && auto.isLoading) return <LoadingState label="Signing you in…" />;
  if (stored && auto.isError) return <InvalidLink message={authErrorView(auto.error, 'emailLink')?.message} />;
  if (stored) return <LoadingState label="Signing you in…" />;
  return (
    <div className="stack">
      <h1>Confirm your email</h1>
      <p className="muted">You opened the sign-in link on another device or browser. Enter the email the link was sent to.</p>
      <EmailLinkForm confirmOnly submitLabel="Sign in" onSubmit={({ email }) => completeEmailLinkSignIn(email, href)} />
    </div>
  );
}

/**
 * /auth/action: where the identity provider's email links land (the project's action URL),
 * for every mode: reset password, verify email, recover email, sign in by link, change email.
 */
export default function AuthAction() {
  usePageTitle('Email link');
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode');
  const redirect = redirectOf(params);
  const forward = (path: string) => `${path}?oobCode=${encodeURIComponent(code ?? '')}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`;

  if (mode === 'signIn') return <EmailLinkSignIn redirect={redirect} />;
  if (!code) return <InvalidLink />;
  if (mode === 'resetPassword') return <Navigate to={forward('/auth/reset-password')} replace />;
  if (mode === 'verifyAndChangeEmail') return <Navigate to={forward('/auth/verify-and-change-email')} replace />;
  if (mode === 'verifyEmail') return <VerifyEmail code={code} />;
  if (mode === 'recoverEmail') return <RecoverEmail code={code} />;
  return <InvalidLink />;
}
