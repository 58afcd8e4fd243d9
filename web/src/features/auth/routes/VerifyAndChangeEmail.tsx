import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useAuth, useReloadAuthUser } from '../../../app/auth';
import { withRedirect } from '../../../app/redirects';
import { LoadingState, usePageTitle } from '../../../components/ui';
import { authErrorCode, authErrorView } from '../../../lib/auth-errors';
import { FormError, SubmitButton, TextField, showFormError, useZodForm } from '../../../lib/forms';
import { signOutEverywhere } from '../../../lib/identity';
import { emailSchema } from '../schemas';
import { applyCode, inspectActionCode, requestEmailChange } from '../identity-actions';

const SELF = '/auth/verify-and-change-email';

/** The link from the "verify your new email" message: applies the change. */
function ApplyChange({ code }: { code: string }) {
  const reload = useReloadAuthUser();
  const applied = useQuery({
    queryKey: ['auth', 'action', 'verifyAndChangeEmail', code],
    queryFn: async () => {
      const info = await inspectActionCode(code);
      await applyCode(code);
      await reload().catch(() => undefined);
      return info.data.email ?? null;
    },
    retry: false,
  });
  if (applied.isLoading) return <LoadingState label="Changing your email…" />;
  if (applied.isError)
    return (
      <div className="stack">
        <h1>Change your email</h1>
        <FormError message={authErrorView(applied.error, 'changeEmail')?.message} />
        <Link className="button button-primary button-block" to={SELF}>
          Start again
        </Link>
      </div>
    );
  return <Changed email={applied.data} />;
}

function Changed({ email }: { email?: string | null }) {
  const auth = useAuth();
  return (
    <div className="stack">
      <h1>Your email is changed</h1>
      <p role="status">
        {email ? (
          <>
            You now sign in with <strong>{email}</strong>.
          </>
        ) : (
          'You now sign in with your new email.'
        )}
      </p>
      {auth.status === 'signedIn' ? (
        <Link className="button button-primary button-block" to="/dashboard">
          Continue to your dashboard
        </Link>
      ) : (
        <Link className="button button-primary button-block" to="/auth/sign-in">
          Sign in with your new email
        </Link>
      )}
    </div>
  );
}

/** A signed-in person asks to change their sign-in email; it changes once the new one is verified. */
function RequestChange({ currentEmail }: { currentEmail: string | null }) {
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const form = useZodForm(emailSchema, { defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestEmailChange(email);
      setSentTo(email);
    } catch (error) {
      setNeedsSignIn(authErrorCode(error) === 'auth/requires-recent-login');
      showFormError(form, error, 'changeEmail');
    }
  });
  if (sentTo)
    return (
      <div className="notice notice-success stack" role="status">
        <p>
          We sent a link to <strong>{sentTo}</strong>. Your sign-in email changes when you open it.
        </p>
      </div>
    );
  return (
    <form className="stack" noValidate onSubmit={submit} aria-label="Change your sign-in email">
      {currentEmail && (
        <p className="muted">
          You sign in with <strong>{currentEmail}</strong> now.
        </p>
      )}
      <FormError message={errors.root?.message} />
      {needsSignIn && (
        <button
          type="button"
          className="button button-secondary"
          onClick={async () => {
            await signOutEverywhere();
            navigate(withRedirect('/auth/sign-in', SELF));
          }}
        >
          Sign in again
        </button>
      )}
      <TextField label="New email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register('email')} />
      <SubmitButton pending={isSubmitting} pendingLabel="Sending…">
        Send verification link
      </SubmitButton>
    </form>
  );
}

/** /auth/verify-and-change-email: ask for a new sign-in email, or apply the link that confirms it. */
export default function VerifyAndChangeEmail() {
  usePageTitle('Change your email');
  const [params] = useSearchParams();
  const auth = useAuth();
  const code = params.get('oobCode');
  if (code) return <ApplyChange code={code} />;
  // The identity provider's own page applied the code and sent the person back here.
  if (params.get('done')) return <Changed />;
  if (auth.status === 'loading') return <LoadingState />;
  return (
    <div className="stack">
      <h1>Change your sign-in email</h1>
      {auth.status === 'signedIn' ? (
        <>
          <p className="muted">We&apos;ll send a link to the new address. Your email changes once you open it, so a typo can&apos;t lock you out.</p>
          <RequestChange currentEmail={auth.user.email} />
        </>
      ) : (
        <>
          <p>Sign in first, then choose your new email here.</p>
          <Link className="button button-primary button-block" to={withRedirect('/auth/sign-in', SELF)}>
            Sign in
          </Link>
        </>
      )}
    </div>
  );
}
