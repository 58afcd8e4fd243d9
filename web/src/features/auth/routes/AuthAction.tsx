import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@contract/messages';
import { useReloadAuthUser } from '../../../session/auth';
import { safeRedirect } from '../../../session/redirects';
import { LoadingState, usePageTitle } from '../../../components/ui';
import { QueryView } from '../../../components/QueryView';
import { authErrorView, type AuthFlow } from '../../../lib/auth-errors';
import { notify } from '../../../lib/toasts';
import { FormError } from '../../../lib/forms';
import { EmailLinkForm } from '../components/EmailLinkForm';
import {
  applyCode,
  completeEmailLinkSignIn,
  emailForLink,
  inspectActionCode,
  isEmailSignInLink,
  sendPasswordReset,
} from '../identity-actions';
import { useLeaveWhenSignedIn } from './SignIn';
import { useAuthText } from '../i18n';
import { paths } from '../../../session/paths';

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

/** A link that cannot be used: the identity provider's refusal worded for the flow (by default the email-link text), and the way back. */
function InvalidLink({ error, flow = 'action' }: { error?: unknown; flow?: AuthFlow }) {
  const { t } = useAuthText();
  const message = (error !== undefined && authErrorView(error, flow)?.message) || MESSAGES.emailLinkInvalid;
  return (
    <div className="stack">
      <h1>{t('action.invalid.heading')}</h1>
      <FormError message={message} />
      <p className="muted">{t('action.invalid.explanation')}</p>
      <Link className="button button-primary button-block" to={paths.signIn}>
        {t('goToSignIn')}
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
  const { t } = useAuthText();
  return (
    <QueryView
      query={applied}
      loadingLabel={t('action.verifyEmail.verifying')}
      error={(error) => <InvalidLink error={error} />}
    >
      {(data) => (
        <div className="stack">
          <h1>{t('action.verifyEmail.heading')}</h1>
          <p>
            <Trans
              t={t}
              i18nKey="action.verifyEmail.done"
              values={{ email: data.email ?? '' }}
              components={{ strong: <strong /> }}
            />
          </p>
          <Link className="button button-primary button-block" to={paths.dashboard}>
            {t('continueToDashboard')}
          </Link>
        </div>
      )}
    </QueryView>
  );
}

function RecoverEmail({ code }: { code: string }) {
  const applied = useAppliedCode('recoverEmail', code);
  const [resetSent, setResetSent] = useState(false);
  const { t } = useAuthText();
  return (
    <QueryView
      query={applied}
      loadingLabel={t('action.recoverEmail.restoring')}
      error={(error) => <InvalidLink error={error} />}
    >
      {({ email }) => (
        <div className="stack">
          <h1>{t('action.recoverEmail.heading')}</h1>
          <p>
            <Trans
              t={t}
              i18nKey="action.recoverEmail.done"
              values={{ email: email ?? '' }}
              components={{ strong: <strong /> }}
            />
          </p>
          <p className="muted">{t('action.recoverEmail.warning')}</p>
          {email && !resetSent && (
            <button
              type="button"
              className="button button-primary button-block"
              onClick={() =>
                sendPasswordReset(email).then(
                  () => {
                    setResetSent(true);
                    notify.success(t('action.recoverEmail.resetSent', { email }));
                  },
                  (error: unknown) => notify.error(error),
                )
              }
            >
              {t('action.recoverEmail.sendReset')}
            </button>
          )}
          <Link className="button button-secondary button-block" to={paths.signIn}>
            {t('goToSignIn')}
          </Link>
        </div>
      )}
    </QueryView>
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
  const { t } = useAuthText();
  if (!valid) return <InvalidLink />;
  if (stored)
    return (
      <QueryView
        query={auto}
        loadingLabel={t('action.emailLink.signingIn')}
        error={(error) => <InvalidLink error={error} flow="emailLink" />}
      >
        {/* Signed in: the auth state moves the page on (useLeaveWhenSignedIn). */}
        {() => <LoadingState label={t('action.emailLink.signingIn')} />}
      </QueryView>
    );
  return (
    <div className="stack">
      <h1>{t('action.emailLink.heading')}</h1>
      <p className="muted">{t('action.emailLink.otherDevice')}</p>
      <EmailLinkForm
        confirmOnly
        submitLabel={t('signIn')}
        onSubmit={({ email }) => completeEmailLinkSignIn(email, href)}
      />
    </div>
  );
}

/**
 * /auth/action: where the identity provider's email links land (the project's action URL),
 * for every mode: reset password, verify email, recover email, sign in by link, change email.
 */
export default function AuthAction() {
  const { t } = useAuthText();
  usePageTitle(t('action.title'));
  const [params] = useSearchParams();
  const mode = params.get('mode');
  const code = params.get('oobCode');
  const redirect = redirectOf(params);
  const forward = (path: string) =>
    `${path}?oobCode=${encodeURIComponent(code ?? '')}${redirect ? `&redirect=${encodeURIComponent(redirect)}` : ''}`;

  if (mode === 'signIn') return <EmailLinkSignIn redirect={redirect} />;
  if (!code) return <InvalidLink />;
  if (mode === 'resetPassword') return <Navigate to={forward(paths.resetPassword)} replace />;
  if (mode === 'verifyAndChangeEmail') return <Navigate to={forward(paths.verifyAndChangeEmail)} replace />;
  if (mode === 'verifyEmail') return <VerifyEmail code={code} />;
  if (mode === 'recoverEmail') return <RecoverEmail code={code} />;
  return <InvalidLink />;
}
