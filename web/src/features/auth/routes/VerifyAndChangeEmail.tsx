import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useAuth, useReloadAuthUser } from '../../../session/auth';
import { withRedirect } from '../../../session/redirects';
import { LoadingState, usePageTitle } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { authErrorCode, authErrorView } from '../../../lib/auth-errors';
import { FormError, SubmitButton, TextField, useFormSubmit, useZodForm } from '../../../lib/forms';
import { signOutEverywhere } from '../../../lib/identity';
import { emailSchema } from '../schemas';
import { applyCode, inspectActionCode, requestEmailChange } from '../identity-actions';
import { useAuthText } from '../i18n';
import { paths } from '../../../session/paths';

const SELF = paths.verifyAndChangeEmail;

/** The link from the "verify your new email" message: applies the change. */
function ApplyChange({ code }: { code: string }) {
  const reload = useReloadAuthUser();
  const { t } = useAuthText();
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
  return (
    <QueryView
      query={applied}
      loadingLabel={t('changeEmail.changing')}
      error={(error) => (
        <div className="stack">
          <h1>{t('changeEmail.title')}</h1>
          <FormError message={authErrorView(error, 'changeEmail')?.message} />
          <Link className="button button-primary button-block" to={SELF}>
            {t('changeEmail.startAgain')}
          </Link>
        </div>
      )}
    >
      {(email) => <Changed email={email} />}
    </QueryView>
  );
}

function Changed({ email }: { email?: string | null }) {
  const auth = useAuth();
  const { t } = useAuthText();
  return (
    <div className="stack">
      <h1>{t('changeEmail.changedHeading')}</h1>
      <p role="status">
        {email ? (
          <Trans t={t} i18nKey="changeEmail.changedTo" values={{ email }} components={{ strong: <strong /> }} />
        ) : (
          t('changeEmail.changed')
        )}
      </p>
      {auth.status === 'signedIn' ? (
        <Link className="button button-primary button-block" to={paths.dashboard}>
          {t('continueToDashboard')}
        </Link>
      ) : (
        <Link className="button button-primary button-block" to={paths.signIn}>
          {t('changeEmail.signInWithNew')}
        </Link>
      )}
    </div>
  );
}

/** A signed-in person asks to change their sign-in email; it changes once the new one is verified. */
function RequestChange({ currentEmail }: { currentEmail: string | null }) {
  const navigate = useNavigate();
  const { t } = useAuthText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const form = useZodForm(emailSchema, { defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = useFormSubmit(
    form,
    async ({ email }) => {
      await requestEmailChange(email);
      setSentTo(email);
    },
    {
      flow: 'changeEmail',
      onError: (error) => setNeedsSignIn(authErrorCode(error) === 'auth/requires-recent-login'),
    },
  );
  if (sentTo)
    return (
      <div className="notice notice-success stack" role="status">
        <p>
          <Trans t={t} i18nKey="changeEmail.sent" values={{ email: sentTo }} components={{ strong: <strong /> }} />
        </p>
      </div>
    );
  return (
    <form className="stack" noValidate onSubmit={submit} aria-label={t('changeEmail.formLabel')}>
      {currentEmail && (
        <p className="muted">
          <Trans
            t={t}
            i18nKey="changeEmail.current"
            values={{ email: currentEmail }}
            components={{ strong: <strong /> }}
          />
        </p>
      )}
      <FormError message={errors.root?.message} />
      {needsSignIn && (
        <button
          type="button"
          className="button button-secondary"
          onClick={async () => {
            await signOutEverywhere();
            navigate(withRedirect(paths.signIn, SELF));
          }}
        >
          {t('changeEmail.signInAgain')}
        </button>
      )}
      <TextField
        label={t('changeEmail.newEmail')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={t('sending')}>
        {t('changeEmail.submit')}
      </SubmitButton>
    </form>
  );
}

/** /auth/verify-and-change-email: ask for a new sign-in email, or apply the link that confirms it. */
export default function VerifyAndChangeEmail() {
  const { t } = useAuthText();
  usePageTitle(t('changeEmail.title'));
  const [params] = useSearchParams();
  const auth = useAuth();
  const code = params.get('oobCode');
  if (code) return <ApplyChange code={code} />;
  // The identity provider's own page applied the code and sent the person back here.
  if (params.get('done')) return <Changed />;
  if (auth.status === 'loading') return <LoadingState />;
  return (
    <div className="stack">
      <h1>{t('changeEmail.heading')}</h1>
      {auth.status === 'signedIn' ? (
        <>
          <p className="muted">{t('changeEmail.intro')}</p>
          <RequestChange currentEmail={auth.user.email} />
        </>
      ) : (
        <>
          <p>{t('changeEmail.signInFirst')}</p>
          <Link className="button button-primary button-block" to={withRedirect(paths.signIn, SELF)}>
            {t('signIn')}
          </Link>
        </>
      )}
    </div>
  );
}
