import { useState } from 'react';
import { Link, useOutletContext, useSearchParams } from 'react-router-dom';
import { Trans } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { safeRedirect, withRedirect } from '../../../session/redirects';
import { LoadingState, usePageTitle } from '../../../components/ui';
import { FormError } from '../../../lib/forms';
import { authErrorView } from '../../../lib/auth-errors';
import { SignUpForm, type SignUpInvitation, type SignUpValues } from '../components/SignUpForm';
import { GoogleButton } from '../components/GoogleButton';
import { UntilHydrated } from '../components/UntilHydrated';
import { authApi, userKeys } from '../api';
import { profileKeys } from '../../profiles/api';
import { loadIdentityActions, usePreloadIdentityActions } from '../load-identity-actions';
import { useLeaveWhenSignedIn } from './SignIn';
import { useAuthText } from '../i18n';
import { paths } from '../../../session/paths';
import { useSsoRouting } from '../sso-routing';

/** /auth, the entry for newcomers: create an account, or pick another way in. */
export default function SignUp() {
  const { t } = useAuthText();
  usePageTitle(t('signUpPage.title'));
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [googleError, setGoogleError] = useState<string>();
  const [signingUp, setSigningUp] = useState(false);
  const queryClient = useQueryClient();
  // Opened from an invitation link, the layout reads it: the form starts from what the admin typed.
  const invitation = useOutletContext<SignUpInvitation | undefined>();
  // The identity exists (and signs in) before the user record: stay until both do.
  const sso = useSsoRouting(redirect);
  useLeaveWhenSignedIn(redirect, signingUp || sso.busy);
  usePreloadIdentityActions();

  const signUp = async ({ confirmPassword: _confirm, phoneNumber, ...values }: SignUpValues) => {
    await sso.refuseIfEnforced(values.email);
    setSigningUp(true);
    try {
      await (await loadIdentityActions()).signUpWithPassword({ ...values, ...(phoneNumber ? { phoneNumber } : {}) });
      // The session asked for profiles the moment the identity signed in, before they existed.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
      ]);
    } finally {
      setSigningUp(false);
    }
  };

  return (
    <div className="stack">
      <div>
        <h1>{t('signUpPage.heading')}</h1>
        <p className="muted">{t('signUpPage.lead')}</p>
      </div>
      <UntilHydrated>
        {invitation?.loading ? (
          <LoadingState />
        ) : (
          <SignUpForm
            onSubmit={signUp}
            emailTaken={async (email) => (await authApi.exist({ email })).email === true}
            invited={invitation?.person}
            onEmailChange={sso.onEmailChange}
            sso={sso.sso}
            ssoOnly={sso.ssoOnly}
          />
        )}
        <div className="divider" role="separator">
          {t('or')}
        </div>
        <FormError message={googleError} />
        <GoogleButton
          onClick={() => {
            setGoogleError(undefined);
            loadIdentityActions()
              .then((actions) => actions.signInWithGoogle())
              .catch((error: unknown) => setGoogleError(authErrorView(error, 'google')?.message));
          }}
        />
      </UntilHydrated>
      <div className="row row-center">
        <Link className="button button-ghost" to={withRedirect(paths.signInBy('phone'), redirect)}>
          {t('signUpPage.usePhone')}
        </Link>
        <Link className="button button-ghost" to={withRedirect(paths.signInBy('email-link'), redirect)}>
          {t('signUpPage.useEmailLink')}
        </Link>
      </div>
      <p className="form-aside">
        <Trans
          t={t}
          i18nKey="signUpPage.haveAccount"
          components={{ a: <Link to={withRedirect(paths.signIn, redirect)} /> }}
        />
      </p>
      <p className="fine-print">
        <Trans
          t={t}
          i18nKey="signUpPage.agreement"
          components={{ terms: <Link to={paths.terms} />, privacy: <Link to={paths.privacy} /> }}
        />
      </p>
    </div>
  );
}
